import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { newsletterMessages } from "../../../common/newsletter.ts";
import { newsletterInput } from "../../../common/newsletter-schema.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import type { Services } from "../../services.ts";

export const newsletterRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // RFC 8058: a mail program's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (this scope only)
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // …or as multipart/form-data (RFC 8058 allows both); the body says nothing the address does not, so it is not read
  if (!app.hasContentTypeParser("multipart/form-data")) {
    app.addContentTypeParser("multipart/form-data", { parseAs: "buffer", bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, {}),
    );
  }

  app.post(
    "/newsletter/subscribe",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Subscribe an e-mail address to the club's newsletter (double opt-in)",
        description:
          "A new address is stored unconfirmed and e-mailed a confirmation link (201). 200 when it is already confirmed, or when it is not yet and the link is sent again (at most 3 links an hour per address, then 429); 429 past 5 sign-ups per client address in 10 minutes.",
        body: newsletterInput,
        response: {
          200: envelope(z.object({ email: z.string() })),
          201: envelope(z.object({ email: z.string() })),
          400: errorEnvelope,
          429: errorEnvelope,
          503: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const result = await services.newsletter.subscribe({ email: request.body.email, clientAddress: request.ip });
      const status = result.created ? 201 : 200;
      return reply.code(status).send({ status, message: result.message, data: { email: request.body.email } });
    },
  );

  app.post(
    "/newsletter/unsubscribe/:token",
    {
      schema: {
        tags: ["newsletter"],
        summary: "One-click unsubscribe (RFC 8058), the List-Unsubscribe address of every newsletter mail",
        description:
          "Unsubscribes the address the token belongs to; again is not an error. 404 for an unknown token. The body is ignored.",
        params: z.object({ token: text("the link").max(200) }),
        response: { 200: envelope(z.null()), 404: errorEnvelope },
      },
    },
    async (request) => {
      await services.newsletter.unsubscribe(request.params.token);
      return ok(null, newsletterMessages.unsubscribed);
    },
  );
};
