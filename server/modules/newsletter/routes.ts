import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { newsletterInput } from "../../../common/newsletter-schema.ts";
import { envelope, errorEnvelope } from "../../platform/envelope.ts";
import type { Services } from "../../services.ts";

export const newsletterRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    "/newsletter/subscribe",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Subscribe an e-mail address to the club's newsletter",
        description: "201 for a new address, 200 when it was already subscribed, 429 past 5 sign-ups per address in 10 minutes.",
        body: newsletterInput,
        response: { 200: envelope(z.object({ email: z.string() })), 201: envelope(z.object({ email: z.string() })), 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await services.newsletter.subscribe({ email: request.body.email, clientAddress: request.ip });
      const status = result.created ? 201 : 200;
      return reply.code(status).send({ status, message: result.message, data: { email: request.body.email } });
    },
  );
};
