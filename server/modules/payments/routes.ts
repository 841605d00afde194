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
import {
  instructionsTarget,
  paymentInstructions,
  paymentInstructionsMessages,
  paymentInstructionsQuery,
  transferDetailsOf,
} from "../../../common/payment-instructions.ts";
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
          "Full = 1 step; flexible = 2 to 5 steps of price ÷ steps (rounded; the last takes the rest). 409 when the villa is in another member's plan, or a plan exists. With the receipt, the transfer's `utr` and `paid_on` may be given (a UTR already on another receipt → 409).",
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
        description:
          "With the transfer's `utr` (transaction reference) and `paid_on` (the day paid) when given: a UTR already on another receipt (an instalment's or a Full Membership's) answers 409; `paid_on` may be neither after today nor before the plan began (400).",
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
          transferDetailsOf(request.body),
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

  app.get(
    "/payment-instructions",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["payments"],
        summary: "Where and how to pay by bank transfer: the club's account, the amount, the reference, a UPI address",
        description:
          "The member's own payment only: `purpose=instalment&planId=…&step=N` (the plan's next step to pay; before the plan is made, at step 3 of the application, `propertyId=…&steps=N`, 1 for a full payment), `purpose=membership` (a year of Full Membership), `purpose=stay&stayId=…` (stays are paid online or at the property: a stay of the member's answers 409 saying so). `purpose=maintenance` (a villa's maintenance dues: `billId=…`, else the member's earliest unpaid bill; the reference is the bill's invoice number). The amount is the server's, in whole rupees; `reference` is to quote with the transfer; `upi_uri` is `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…` (the amount with two decimals, the names URL-encoded), for a UPI QR code. 404 for another member's plan or stay; 409 when there is nothing to transfer, or before the club's bank details are filled in.",
        querystring: paymentInstructionsQuery,
        response: {
          200: envelope(paymentInstructions),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(
        await services.paymentInstructions.forMember(currentUser(request).id, instructionsTarget(request.query)),
        paymentInstructionsMessages.loaded,
      ),
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
