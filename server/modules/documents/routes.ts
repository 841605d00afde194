import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { documentsMessages, portalDocument } from "../../../common/portal-documents.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireUser } from "../auth/require-user.ts";

/** The portal's Documents tab: the member's own documents. */
export const documentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/portal/documents",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["portal"],
        summary:
          "The signed-in member's documents: identity document, receipts, invoices, credit notes, signed MOA, membership form",
        description:
          "Each with status Available, Pending or Not available yet. Available ones carry view_url and download_url " +
          "(access-checked /files/{id} addresses, or the invoice address); the others carry null.",
        response: { 200: envelope(z.array(portalDocument)), 401: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await services.portal.documents(currentUser(request).id), documentsMessages.fetched);
    },
  );
};
