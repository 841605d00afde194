import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { clubToday } from "../../../common/club-time.ts";
import { monthDays } from "../../../common/rental.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice } from "../auth/require-user.ts";

/**
 * Registered only on the browser journeys' server (JOURNEY_HOOKS=true, scripts/e2e-server.ts), never on a club's:
 * `POST /api/journey/rental-statements` `{ month }` issues a month's rental statements now — the work the daily job
 * `rental-statements` does on the 1st of the next month, through the same service — so a journey that has a guest stay
 * end today sees its statement without waiting for the calendar. The month is this one or one before it; accounts'
 * area, as the payouts.
 */
export const rentalJourneyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);
  app.post(
    "/journey/rental-statements",
    {
      preHandler: requireOffice("ownerPayouts"),
      schema: {
        hide: true,
        body: z.object({
          month: z
            .string()
            .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
            .refine((month) => month <= clubToday().slice(0, 7), "This month or one before it."),
        }),
        response: { 200: envelope(z.object({ issued: z.number().int() })), 400: errorEnvelope },
      },
    },
    async (request) => {
      const issued = await services.rental.issueMonthly(monthDays(request.body.month).next);
      return ok({ issued }, `${issued} rental statements issued`);
    },
  );
};
