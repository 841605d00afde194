import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { portalOverview } from "../../../common/portal.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireUser } from "../auth/require-user.ts";
import { requestLanguage } from "../../platform/language.ts";

/** The member portal's summary, for its dashboard tab (the villa named in the request's language). */
export const portalRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/portal/overview",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["portal"],
        summary: "The signed-in member's villa, payment progress, unlocked sections, agreement and lease",
        response: { 200: envelope(portalOverview), 401: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await services.portal.overview(currentUser(request).id, requestLanguage(request)), "Portal overview");
    },
  );
};
