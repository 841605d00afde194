import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { registrationMessages as m } from "../../../common/registration.ts";
import {
  finalReviewInput,
  paymentPlanInput,
  paymentRecord,
  paymentStepInput,
  planStepParam,
} from "../../../common/registration-schemas.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireUser } from "../auth/require-user.ts";
import { flagsRecord } from "../registration/routes.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";

const propertyParams = z.object({ propertyId: text("the villa").max(64) });
const stepParams = propertyParams.extend({ step: planStepParam });

/** Steps 3 to 5 of the application (the payment plan, each step's payment, the final review) and invoices. */
export const paymentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { payments } = services;
  noStoreAnswers(app);

  app.post(
    "/payment-details/:propertyId",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["payments"],
        summary: "Submit payment details (step 3): makes the plan; with payment_receipt_url, step 1 is paid",
        description:
          "Full = 1 step; flexible = 2 to 5 steps of price ÷ steps (rounded; the last takes the rest). 409 when the villa is in another member's plan, or a plan exists.",
        params: propertyParams,
        body: paymentPlanInput,
        response: {
          201: envelope(paymentRecord),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const record = await payments.createPaymentPlan(
        { userId: currentUser(request).id, ip: request.ip },
        request.params.propertyId,
        request.body,
      );
      return reply.code(201).send(ok(record, m.paymentCreated, 201));
    },
  );

  app.get(
    "/payment-details/:propertyId",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["payments"],
        summary: "Get payment details; 404 means not started",
        params: propertyParams,
        response: { 200: envelope(paymentRecord), 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) =>
      ok(
        await payments.getPaymentDetails(currentUser(request).id, request.params.propertyId),
        "Payment details fetched",
      ),
  );

  app.put(
    "/payment-details/:propertyId/step/:step",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["payments"],
        summary: "Update payment step: attaches the receipt of the next unpaid step, which becomes paid",
        params: stepParams,
        body: paymentStepInput,
        response: {
          200: envelope(paymentRecord),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(
        await payments.recordStepPayment(
          { userId: currentUser(request).id, ip: request.ip },
          request.params.propertyId,
          request.params.step,
          request.body.payment_receipt_url,
        ),
        m.paymentUpdated,
      ),
  );

  app.get(
    "/payment-details/:propertyId/step/:step/invoice",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["payments"],
        summary: "The PDF invoice and receipt of a paid step",
        params: stepParams,
        response: { 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { number, bytes } = await payments.renderInvoice(
        currentUser(request).id,
        request.params.propertyId,
        request.params.step,
      );
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="invoice-${number}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(bytes) as never);
    },
  );

  app.post(
    "/finalReview/:propertyId",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["payments"],
        summary: "Submit final review (step 5): both confirmations, once every step is paid; sets is_terms_agreed",
        params: propertyParams,
        body: finalReviewInput,
        response: {
          200: envelope(z.object({ flags: flagsRecord })),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(
        await payments.submitFinalReview(
          { userId: currentUser(request).id, ip: request.ip },
          request.params.propertyId,
          request.body,
        ),
        m.finalReviewSaved,
      ),
  );
};
