import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CLAIM_REVIEWS,
  claimMonthsInput,
  claimQueue,
  claimQueueQuery,
  officeRequestsMessages as m,
  payoutInput,
  refusalInput,
} from "../../../common/office-requests.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

const claimParams = z.object({ claimId: text("the claim").max(64) });
const memberParams = z.object({ id: text("the member").max(64) });
const decided = z.object({ id: z.string(), review: z.enum(CLAIM_REVIEWS) });
const denied = { 401: errorEnvelope, 403: errorEnvelope };

/** The office's claims: the queue, the decisions, the payout and a member's eligible months. */
export const claimsOfficeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/claims",
    {
      preHandler: requireOffice("claims"),
      schema: {
        tags: ["office"],
        summary:
          "Claimed months by review state (open, approved, refused, paid), by member name or e-mail, a page at a time",
        querystring: claimQueueQuery,
        response: { 200: envelope(claimQueue), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.claimsOffice.queue(request.query), m.claims),
  );

  csvRoute(app, {
    url: "/admin/claims.csv",
    guard: requireOffice("claims"),
    summary: "Claimed months of a review state",
    querystring: claimQueueQuery,
    download: (query) => services.claimsOffice.csv(query),
  });

  app.post(
    "/admin/claims/:claimId/approve",
    {
      preHandler: requireOffice("claims"),
      schema: {
        tags: ["office"],
        summary: "Approves an open claim (front office, accounts); the member is e-mailed",
        params: claimParams,
        response: { 200: envelope(decided), ...denied, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(await services.claimsOffice.approve(staffActor(request), request.params.claimId), m.claimApproved),
  );

  app.post(
    "/admin/claims/:claimId/refuse",
    {
      preHandler: requireOffice("claims"),
      schema: {
        tags: ["office"],
        summary: "Refuses an open claim with the reason the member is e-mailed (front office, accounts)",
        params: claimParams,
        body: refusalInput,
        response: { 200: envelope(decided), 400: errorEnvelope, ...denied, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(
        await services.claimsOffice.refuse(staffActor(request), request.params.claimId, request.body.reason),
        m.claimRefused,
      ),
  );

  app.post(
    "/admin/claims/:claimId/payout",
    {
      preHandler: requireOffice("claimPayouts"),
      schema: {
        tags: ["office"],
        summary: "Records the payout of an approved claim: date, amount (at most the claim's) and reference (accounts)",
        params: claimParams,
        body: payoutInput,
        response: { 200: envelope(decided), 400: errorEnvelope, ...denied, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(await services.claimsOffice.payout(staffActor(request), request.params.claimId, request.body), m.claimPaid),
  );

  app.put(
    "/admin/members/:id/claim-months",
    {
      preHandler: requireOffice("claimMonths"),
      schema: {
        tags: ["office"],
        summary: "Sets the number of months (0–120) from the MOA in which the member may claim (front office)",
        params: memberParams,
        body: claimMonthsInput,
        response: {
          200: envelope(z.object({ member_id: z.string(), months: z.number().int() })),
          400: errorEnvelope,
          ...denied,
          404: errorEnvelope,
        },
      },
    },
    async (request) => {
      const result = await services.claimsOffice.setMonths(staffActor(request), request.params.id, request.body);
      return ok(result, m.claimMonthsSet(result.months));
    },
  );
};
