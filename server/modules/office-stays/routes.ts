import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { officeStaysMessages as m, STAY_VIEWER_ROLES, stayList, staySearchQuery } from "../../../common/office-stays.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireStaff } from "../auth/require-user.ts";

/** The office's stays arriving (issue 15 point 2): read-only, front office (an administrator always). */
export const officeStayRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/stays",
    {
      preHandler: requireStaff(...STAY_VIEWER_ROLES),
      schema: {
        tags: ["office"],
        summary: "Stays arriving today, this week or later, by arrival date; search by reference, guest or member (front office)",
        querystring: staySearchQuery,
        response: { 200: envelope(stayList), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => ok(await services.officeStays.list(request.query), m.list),
  );
};
