import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  conveyanceBody,
  conveyanceMessages as m,
  conveyanceOverview,
  conveyanceRequestRecord,
  otpInput,
} from "../../../common/conveyance.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireUser } from "../auth/require-user.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";

/** Conveyance requests of the portal: OTP verification, then the request. */
export const conveyanceRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/conveyance",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["portal"],
        summary: "The member's conveyance requests with their status, their villa and whether their e-mail is verified",
        response: { 200: envelope(conveyanceOverview), 401: errorEnvelope },
      },
    },
    async (request) => ok(await services.conveyance.overview(currentUser(request)), m.loaded),
  );

  app.post(
    "/conveyance/send-otp",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["portal"],
        summary: "E-mail a 4-digit OTP to the member to verify a conveyance request",
        description: "404 without a villa in a payment plan; 429 more than once a minute.",
        response: {
          200: envelope(z.object({ email: z.string(), expires_at: z.string() })),
          401: errorEnvelope,
          404: errorEnvelope,
          429: errorEnvelope,
          502: errorEnvelope,
        },
      },
    },
    async (request) => ok(await services.conveyance.sendOtp(currentUser(request)), m.otpSent),
  );

  app.post(
    "/conveyance/verify-otp",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["portal"],
        summary: "Check the conveyance OTP; a verification lets the member submit for 30 minutes",
        body: otpInput,
        response: { 200: envelope(z.object({ verified_until: z.string() })), 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => ok(await services.conveyance.verifyOtp(currentUser(request), request.body.otp), m.otpVerified),
  );

  app.post(
    "/conveyance",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["portal"],
        summary: "Submit a conveyance request for the member's villa",
        description:
          "Needs an OTP verified in the last 30 minutes (403), an appointment on a future Tuesday (400), the member's own uploads (400) and a villa in their payment plan (404); one request in progress at a time (409).",
        body: conveyanceBody,
        response: {
          201: envelope(conveyanceRequestRecord),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await services.conveyance.submit(currentUser(request), request.body), m.submitted, 201)),
  );
};
