import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { memberBookingRow } from "../../../common/member-bookings.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireUser } from "../auth/require-user.ts";
import { listMemberBookings } from "./service.ts";

/** The portal's Bookings tab (spec member-side §2 "Bookings"). */
export const bookingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/bookings",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["bookings"],
        summary: "The member's villa contributions (type Contribution) and stays (type Booking), newest first",
        response: { 200: envelope(z.array(memberBookingRow)), 401: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await listMemberBookings(services.database.db, currentUser(request).id), "Bookings");
    },
  );
};
