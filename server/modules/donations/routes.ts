import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { donationPledgeInput } from "../../../common/donation-schema.ts";
import { DONATION_CAUSES, DONATION_CURRENCIES, donationMessages } from "../../../common/donations.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import type { Services } from "../../services.ts";

const pledgeRecord = z.object({
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  amount: z.number().int(),
  currency: z.enum(DONATION_CURRENCIES),
  kind: z.enum(["one_time", "recurring"]),
  frequency: z.enum(["monthly", "quarterly", "yearly"]).nullable(),
  causes: z.array(z.enum(DONATION_CAUSES)),
  createdAt: z.string(),
});

export const donationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    "/donations",
    {
      schema: {
        tags: ["donations"],
        summary: "Record a donation pledge",
        description:
          "Stores the donor's pledge (no payment is taken) and answers with its reference, VWC-D-<year>-<number>. A recurring pledge names its frequency (monthly, quarterly or yearly); at least one cause is required. The donor is e-mailed the reference. At most 10 an hour from one address (429).",
        body: donationPledgeInput,
        response: { 201: envelope(pledgeRecord), 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const pledge = await services.donations.pledge(request.body, request.ip);
      return reply.code(201).send(ok(pledge, donationMessages.pledgeRecorded, 201));
    },
  );
};
