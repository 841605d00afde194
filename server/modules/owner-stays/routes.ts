import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  OWNER_STAY_REFUSAL_STATUS,
  ownerStayBooked,
  ownerStayMessages as m,
  ownerStayQuote,
  ownerStayRequest,
  ownerStaySettingsInput,
  ownerStaySettingsRecord,
  ownerStaysOverview,
} from "../../../common/owner-stays.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { AppError } from "../../platform/errors.ts";
import { requestLanguage } from "../../platform/language.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice, requireUser, staffActor } from "../auth/require-user.ts";

const denied = { 401: errorEnvelope, 403: errorEnvelope };

/**
 * Owner stays (decision 059): the owner's quote, booking and overview of their own villa's nights; the office's
 * settings (accounts and the front office, audited).
 */
export const ownerStayRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { ownerStays } = services;
  noStoreAnswers(app);

  app.get(
    "/owner-stays",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["owner stays"],
        summary:
          "The owner's nights this year in each villa they own, the club's rules, the owner stays to come, and whether owner stays are held",
        description:
          "`owner` is false for a member who owns no villa (a plan fully paid and verified, the agreement executed). `held` is true while the owner's maintenance dues are overdue.",
        response: { 200: envelope(ownerStaysOverview), 401: errorEnvelope },
      },
    },
    async (request) =>
      ok(await ownerStays.overview(currentUser(request).id, { language: requestLanguage(request) }), m.overview),
  );

  app.get(
    "/owner-stays/quote",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["owner stays"],
        summary: "Checks an owner stay in the owner's villa: its nights and peak nights against what is left, the fee",
        description:
          "No room charge; `housekeeping_fee` (GST included) is due at the property. The stay counts in the year of its check-in. `ok` is false with `refusal` (its rule and words) when the owner's maintenance dues are overdue (`dues`), the check-in is beyond the owners' window (`window`), the nights are more than the owner nights left (`allowance`), the peak nights more than those left (`peak`) or another stay, hold or block takes a night (`unavailable`). `400` for dates the stay rules refuse or a party the villa does not sleep; `403` for a member who owns no villa, or names one not theirs (`propertyId`, optional: the first villa they own).",
        querystring: ownerStayRequest,
        response: { 200: envelope(ownerStayQuote), 400: errorEnvelope, ...denied },
      },
    },
    async (request) =>
      ok(
        await ownerStays.quote(currentUser(request).id, request.query, { language: requestLanguage(request) }),
        m.quoted,
      ),
  );

  app.post(
    "/owner-stays",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["owner stays"],
        summary: "Books an owner stay in the owner's villa: no room charge, within the owner's nights",
        description:
          "Answers `201` with the reference VWC-B-<year>-<n> and the nights left in the stay's year; the villa's nights are taken as any stay's. Refused with the rule's words: `423` while maintenance dues are overdue (pay them on the dashboard), `422` beyond the owners' window, over the owner nights left or over the peak nights left, `409` when another stay, hold or block takes a night; `400` for dates the stay rules refuse; `403` for a member who owns no villa. Cancelled like any stay (`POST /api/bookings/{id}/cancel`): its nights come back.",
        body: ownerStayRequest,
        response: {
          201: envelope(ownerStayBooked),
          400: errorEnvelope,
          ...denied,
          409: errorEnvelope,
          422: errorEnvelope,
          423: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const outcome = await ownerStays.book({ id: currentUser(request).id, ip: request.ip }, request.body);
      if (outcome.refused) {
        const refusal = outcome.refused.refusal!;
        throw new AppError(OWNER_STAY_REFUSAL_STATUS[refusal.rule], refusal.message);
      }
      return reply.code(201).send(ok(outcome.booked, m.booked, 201));
    },
  );

  app.get(
    "/admin/owner-stay-settings",
    {
      preValidation: requireOffice("ownerStays"),
      schema: {
        tags: ["office"],
        summary:
          "The owner stays' settings: owner nights a year, the owners' and the guests' booking windows in months, peak nights a year, the housekeeping fee a stay",
        response: { 200: envelope(ownerStaySettingsRecord), ...denied },
      },
    },
    async () => ok(await ownerStays.settings(), m.settingsLoaded),
  );

  app.put(
    "/admin/owner-stay-settings",
    {
      preValidation: requireOffice("ownerStays"),
      schema: {
        tags: ["office"],
        summary: "Saves the owner stays' settings (audited before → after); owner stays booked after follow them",
        body: ownerStaySettingsInput,
        response: { 200: envelope(ownerStaySettingsRecord), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await ownerStays.saveSettings(staffActor(request), request.body), m.settingsSaved),
  );
};
