import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { transferInput, transferMessages as m, transferRecord } from "../../../common/transfer.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireUser } from "../auth/require-user.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import { requestLanguage } from "../../platform/language.ts";

/** The portal's Transfer tab: the member's transfer requests. */
export const transferRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/transfers",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["transfers"],
        summary: "The member's transfer requests, newest first",
        response: { 200: envelope(z.array(transferRecord)), 401: errorEnvelope },
      },
    },
    async (request) =>
      ok(await services.transfers.list(currentUser(request).id, requestLanguage(request)), "Transfer requests"),
  );

  app.post(
    "/transfers",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["transfers"],
        summary: "Submits a request to transfer the member's villa contribution (status submitted)",
        description:
          "The four steps together: property_id (the member's villa, else 404), transferee details, reason, the typed full name as e-signature and consent (required). 409 while a request for the villa is open.",
        body: transferInput,
        response: {
          201: envelope(transferRecord),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const record = await services.transfers.submit({ userId: currentUser(request).id, ip: request.ip }, request.body);
      return reply.code(201).send(ok(record, m.submitted, 201));
    },
  );
};
