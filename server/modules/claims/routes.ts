import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bankAccountInput,
  bankAccountRecord,
  claimDecisionInput,
  claimsCalendarRecord,
  claimsMessages as m,
  claimsQuery,
} from "../../../common/claims.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireUser } from "../auth/require-user.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";

/** The portal's Claims tab: bank accounts, then the monthly claim calendar. */
export const claimsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/claims/bank-accounts",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["claims"],
        summary: "The member's bank accounts for claims, account numbers masked",
        response: { 200: envelope(z.array(bankAccountRecord)), 401: errorEnvelope },
      },
    },
    async (request) => ok(await services.claims.bankAccounts(currentUser(request).id), "Bank accounts"),
  );

  app.post(
    "/claims/bank-accounts",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["claims"],
        summary: "Adds a bank account (several allowed); the number is encrypted at rest",
        body: bankAccountInput,
        response: { 201: envelope(bankAccountRecord), 400: errorEnvelope, 401: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request, reply) => {
      const record = await services.claims.addBankAccount(
        { userId: currentUser(request).id, ip: request.ip },
        request.body,
      );
      return reply.code(201).send(ok(record, m.bankAccountAdded, 201));
    },
  );

  app.get(
    "/claims",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["claims"],
        summary: "The twelve months of a year: Claimed, Skipped, Not Claimed or Not Yet Eligible",
        description:
          "The eligible months start with the month the MOA was signed and run for CLAIMS.eligibleMonths; a started eligible month without a decision can be claimed or skipped.",
        querystring: claimsQuery,
        response: { 200: envelope(claimsCalendarRecord), 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => ok(await services.claims.calendar(currentUser(request).id, request.query.year), "Claims"),
  );

  app.post(
    "/claims",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["claims"],
        summary: "Claims a month to one of the member's bank accounts, or skips it; once per month",
        body: claimDecisionInput,
        response: {
          201: envelope(claimsCalendarRecord),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { calendar, message } = await services.claims.decide(
        { userId: currentUser(request).id, ip: request.ip },
        request.body,
      );
      return reply.code(201).send(ok(calendar, message, 201));
    },
  );
};
