import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { moaMessages as m, signedMoaAnswer, signMoaAnswer, signMoaInput } from "../../../common/moa.ts";
import { z } from "zod";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireUser } from "../auth/require-user.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import { requestLanguage } from "../../platform/language.ts";

/** The memorandum of agreement: the member signs it (Sign MOA), then downloads it (Download MOA). */
export const agreementRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.post(
    "/moa/sign-moa",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["agreements"],
        summary: "Sign MOA: signs the memorandum of a fully paid plan with the member's uploaded signature image",
        description:
          "signature_url is the /files/{id} address answered by POST /api/upload/upload-signature (the member's own PNG or JPG). " +
          "Makes the PDF memorandum and answers its address. Signing again makes nothing new: the existing agreement is answered " +
          "with data.already_signed = true. 403 until the amount paid covers the total; 409 until the member has read the agreement " +
          "(GET /api/moa/draft opened, or its text shown: POST /api/moa/draft/text-shown).",
        body: signMoaInput,
        response: {
          200: signMoaAnswer,
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const signed = await services.agreements.sign(
        { userId: user.id, ip: request.ip, userAgent: request.headers["user-agent"] ?? null },
        request.body.signature_url,
      );
      return {
        status: 200,
        message: signed.already_signed ? m.alreadySigned : m.signed,
        success: true as const,
        pdf_url: signed.pdf_url,
        data: signed,
      };
    },
  );

  app.get(
    "/moa/signed-moa",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["agreements"],
        summary: "Download MOA: the address of the member's signed memorandum; 404 while it is not signed",
        response: { 200: signedMoaAnswer, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const data = await services.agreements.signed(currentUser(request).id);
      return { status: 200, message: m.signedFound, signed_pdf_url: data.signed_pdf_url, data };
    },
  );

  app.get(
    "/moa/draft",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["agreements"],
        summary:
          "The member's own agreement before signing, as a PDF watermarked DRAFT (inline); 404 before a payment plan",
        description:
          "Drawn by the code that draws the signed memorandum, from the member's data as of today, without a signature; never sealed, " +
          "stored or numbered. Opening it is recorded (the agreement's events and the audit log) and lets the member sign.",
        response: { 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const pdf = await services.agreements.draft({ id: currentUser(request).id, ip: request.ip });
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", 'inline; filename="moa-draft.pdf"')
        .header("cache-control", "private, no-store")
        .send(Buffer.from(pdf) as never);
    },
  );

  app.post(
    "/moa/draft/text-shown",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["agreements"],
        summary:
          "Records that the member showed their agreement's text in the portal (it lets them sign); 404 before a payment plan",
        response: { 200: envelope(z.null()), 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      await services.agreements.textShown({ id: currentUser(request).id, ip: request.ip });
      return ok(null, m.textShown);
    },
  );

  app.get(
    "/moa/sample",
    {
      schema: {
        tags: ["agreements"],
        summary:
          "A sample agreement anyone may read: the memorandum's text with placeholders, as a PDF watermarked SAMPLE, in the reader's language (Hindi: English and Hindi)",
        response: {},
      },
    },
    async (request, reply) =>
      reply
        .header("content-type", "application/pdf")
        .header("content-disposition", 'inline; filename="moa-sample.pdf"')
        .header("cache-control", "public, max-age=86400")
        // in the reader's language (`?lng=`, the lng cookie, Accept-Language): English, or English and Hindi
        .header("vary", "Accept-Language, Cookie")
        .send(Buffer.from(await services.agreements.sample(requestLanguage(request))) as never),
  );
};
