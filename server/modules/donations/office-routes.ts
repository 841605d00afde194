import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { donorList, donorMessages as m, donorQuery } from "../../../common/office-donors.ts";
import { TRANSFER_QUEUE_STATUSES } from "../../../common/donation-money.ts";
import { donationRejectInput } from "../../../common/donation-schema.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

const transferItem = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  amount: z.number().int().describe("rupees"),
  utr: z.string().nullable(),
  paid_on: z.string(),
  status: z.enum(TRANSFER_QUEUE_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  receipt_number: z.string().nullable(),
});
const giftParams = z.object({ giftId: z.string().max(64) });
const decided = {
  200: envelope(transferItem),
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};

/** The office's donors: the pledges as JSON and as CSV, for accounts (an administrator always). */
export const officeDonationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/donations",
    {
      preValidation: requireOffice("donors"),
      schema: {
        tags: ["office"],
        summary: "Donation pledges, newest first (admin, accounts)",
        description:
          "q finds a reference, name or e-mail; kind one_time or recurring; currency INR, USD or EUR; page and limit (at most 100).",
        querystring: donorQuery,
        response: { 200: envelope(donorList), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => ok(await services.donationsOffice.list(request.query), m.list),
  );

  csvRoute(app, {
    url: "/admin/donations.csv",
    guard: requireOffice("donors"),
    summary: "Donation pledges",
    querystring: donorQuery,
    download: (query) => services.donationsOffice.csv(query),
  });

  app.get(
    "/admin/donations/transfers",
    {
      preValidation: requireOffice("donationTransfers"),
      schema: {
        tags: ["office"],
        summary: "Gifts by bank transfer or UPI (admin, accounts): awaiting verification, received or rejected",
        querystring: z.object({ status: z.enum(TRANSFER_QUEUE_STATUSES).default("awaiting") }),
        response: { 200: envelope(z.array(transferItem)), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => ok(await services.donationTransfersOffice.list(request.query.status), "Gifts by transfer"),
  );

  app.post(
    "/admin/donations/transfers/:giftId/verify",
    {
      preValidation: requireOffice("donationTransfers"),
      schema: {
        tags: ["office"],
        summary: "Verify a gift by transfer (admin, accounts): received, its receipt numbered and mailed; audited",
        params: giftParams,
        response: decided,
      },
    },
    async (request) =>
      ok(
        await services.donationTransfersOffice.verify(request.params.giftId, staffActor(request)),
        "The gift is received; its receipt is mailed.",
      ),
  );

  app.post(
    "/admin/donations/transfers/:giftId/reject",
    {
      preValidation: requireOffice("donationTransfers"),
      schema: {
        tags: ["office"],
        summary:
          "Reject a gift by transfer with a reason (admin, accounts): its UTR released, the donor mailed; audited",
        params: giftParams,
        body: donationRejectInput,
        response: decided,
      },
    },
    async (request) =>
      ok(
        await services.donationTransfersOffice.reject(request.params.giftId, request.body, staffActor(request)),
        "The transfer is rejected; the donor is told why.",
      ),
  );
};
