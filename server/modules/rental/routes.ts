import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ownerPayoutInput,
  ownerPayoutQuery,
  ownerPayoutRecord,
  rentalMessages as m,
  rentalOverviewRecord,
  rentalPoolInput,
  rentalSettingsInput,
  rentalSettingsRecord,
} from "../../../common/rental.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice, requireUser, staffActor } from "../auth/require-user.ts";

const statementParams = z.object({ id: text("the statement").max(64) });
const denied = { 401: errorEnvelope, 403: errorEnvelope };

/** The owners' rental programme: the member's pool and statements; the office's payouts and settings. */
export const rentalRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/portal/rental",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["portal"],
        summary: "The member's villa in the rental pool: in or out, its history, the terms, this year's earnings",
        response: { 200: envelope(rentalOverviewRecord), 401: errorEnvelope },
      },
    },
    async (request) => ok(await services.rental.overview(currentUser(request).id), "Rental programme"),
  );

  app.put(
    "/portal/rental",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["portal"],
        summary: "Puts the owner's villa into the rental pool (terms accepted) or takes it out, from a club day",
        description:
          "Owners only (a villa fully paid, its agreement executed: else 403). `from` is today or later. Leaving is " +
          "refused (409) while guests have booked stays with nights on or after `from`.",
        body: rentalPoolInput,
        response: { 200: envelope(rentalOverviewRecord), 400: errorEnvelope, ...denied, 409: errorEnvelope },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const overview = await services.rental.setPool({ id: user.id, role: user.role, ip: request.ip }, request.body);
      return ok(overview, request.body.inPool ? m.joined : m.left);
    },
  );

  app.get(
    "/portal/rental/statements/:id",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["portal"],
        summary: "One of the member's monthly rental statements (PDF), sealed and verifiable at /verify",
        params: statementParams,
        response: { ...denied, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const pdf = await services.rental.memberStatement({ id: user.id, role: user.role }, request.params.id);
      return reply
        .headers({
          "content-type": "application/pdf",
          "content-disposition": `inline; filename="${pdf.name}"`,
          "cache-control": "private, no-store",
        })
        .send(pdf.bytes as never);
    },
  );

  app.get(
    "/admin/owner-payouts",
    {
      preHandler: requireOffice("ownerPayouts"),
      schema: {
        tags: ["office"],
        summary: "Owners' rental statements with their payout due (or paid) and the owner's bank account (accounts)",
        description: "A payout due is `held` while its owner's maintenance dues are overdue.",
        querystring: ownerPayoutQuery,
        response: { 200: envelope(z.array(ownerPayoutRecord)), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.rental.payouts(request.query.status), m.payouts),
  );

  app.post(
    "/admin/owner-payouts/:id/record",
    {
      preHandler: requireOffice("ownerPayouts"),
      schema: {
        tags: ["office"],
        summary: "Records a statement's payout once: the day paid, the amount (the payout due) and the reference",
        description:
          "A second record answers 409; so does a payout held while the owner's maintenance dues are overdue " +
          '("Held: maintenance dues overdue."), until they are paid.',
        params: statementParams,
        body: ownerPayoutInput,
        response: {
          200: envelope(ownerPayoutRecord.omit({ member: true, bank: true, villa: true, held: true })),
          400: errorEnvelope,
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(await services.rental.recordPayout(staffActor(request), request.params.id, request.body), m.payoutRecorded),
  );

  app.get(
    "/admin/rental-settings",
    {
      preHandler: requireOffice("ownerPayouts"),
      schema: {
        tags: ["office"],
        summary: "The rental programme's owner share and TDS rate (accounts)",
        response: { 200: envelope(rentalSettingsRecord), ...denied },
      },
    },
    async () => ok(await services.rental.settings(), m.settings),
  );

  app.put(
    "/admin/rental-settings",
    {
      preHandler: requireOffice("ownerPayouts"),
      schema: {
        tags: ["office"],
        summary: "Sets the owner's share (a change raises the terms' version) and the TDS rate (accounts); audited",
        body: rentalSettingsInput,
        response: { 200: envelope(rentalSettingsRecord), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.rental.saveSettings(staffActor(request), request.body), m.settingsSaved),
  );
};
