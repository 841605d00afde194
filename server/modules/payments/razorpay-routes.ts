import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bookStayBody } from "../../../common/stay-schemas.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireUser } from "../auth/require-user.ts";
import { razorpayMessages } from "./razorpay-service.ts";
import { razorpayVerifyBody } from "../../../common/razorpay-schemas.ts";

/**
 * Online payment with Razorpay: the order (amount computed on the server from what is paid for),
 * the verification of the payment Checkout hands the page, and Razorpay's webhook (its raw body signed).
 */

/** What an order pays for; an `amount` in the request is never read. */
const orderBody = z.discriminatedUnion("purpose", [
  bookStayBody.extend({ purpose: z.literal("stay"), paymentMethod: z.literal("razorpay").default("razorpay") }),
  z.object({ purpose: z.literal("membership"), accept_terms: z.boolean() }),
  z.object({ purpose: z.literal("instalment"), property_id: text("the villa").trim().min(1).max(64) }),
  z.object({ purpose: z.literal("maintenance"), bill_id: text("the maintenance bill").trim().min(1).max(64) }),
]);

const orderAnswer = z.object({
  order_id: z.string(),
  amount: z.number().int().describe("paise"),
  currency: z.string(),
  key_id: z.string(),
  checkout_url: z.string(),
  description: z.string(),
});

const verifyBody = razorpayVerifyBody;

const paymentOutcome = z.object({
  purpose: z.enum(["stay", "membership", "instalment", "donation", "programme", "maintenance"]),
  order_id: z.string(),
  payment_id: z.string(),
  amount: z.number().describe("rupees"),
  status: z.literal("paid"),
  booking: z.object({ id: z.string(), reference: z.string(), status: z.string() }).optional(),
  registration: z.object({ id: z.string(), reference: z.string(), status: z.string() }).optional(),
  maintenance: z.object({ id: z.string(), status: z.string(), invoice_number: z.string().nullable() }).optional(),
  membership: z
    .object({ id: z.string(), number: z.string().nullable(), status: z.string(), valid_until: z.string().nullable() })
    .optional(),
  instalment: z
    .object({
      property_id: z.string(),
      step: z.number().int(),
      invoice_number: z.string().nullable(),
      verification: z.string().nullable(),
      plan_status: z.string(),
    })
    .optional(),
});

/** Razorpay's webhook bodies are small; a larger one is not Razorpay's. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const razorpayRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { onlinePayment } = services;

  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ZodTypeProvider>();
    noStoreAnswers(member);

    member.post(
      "/payments/razorpay/order",
      {
        preHandler: requireUser(),
        schema: {
          tags: ["payments"],
          summary:
            "Make a Razorpay order for a stay, Full Membership, an instalment of the villa plan or a villa's maintenance dues",
          description:
            "The amount is computed on the server from what is paid for (never read from the request) and answered in paise. " +
            "A stay is held for 15 minutes while the member pays. 503 when online payment is not configured.",
          body: orderBody,
          response: {
            201: envelope(orderAnswer),
            400: errorEnvelope,
            401: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            502: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const order = await onlinePayment.createOrder(
          { id: user.id, email: user.email, name: user.name, ip: request.ip },
          request.body,
        );
        return reply.code(201).send(ok(order, razorpayMessages.orderCreated, 201));
      },
    );

    member.post(
      "/payments/razorpay/verify",
      {
        preHandler: requireUser(),
        schema: {
          tags: ["payments"],
          summary: "Verify a payment made in Razorpay Checkout and credit what it paid for",
          description:
            "The signature is HMAC-SHA256 of the stored order id + '|' + the payment id with the key secret. 400 when it does not match; " +
            "404 for another member's order; a second verification of the same payment answers the same without crediting twice.",
          body: verifyBody,
          response: {
            200: envelope(paymentOutcome),
            400: errorEnvelope,
            401: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            502: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (request) =>
        ok(
          await onlinePayment.verify({ id: currentUser(request).id, ip: request.ip }, request.body),
          razorpayMessages.paymentVerified,
        ),
    );
  });

  // Razorpay's webhook: the signature is over the exact bytes sent, so this route reads its body raw
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    noStoreAnswers(hook);
    hook.post(
      "/payments/razorpay/webhook",
      {
        schema: {
          tags: ["payments"],
          summary:
            "Razorpay's webhook (payment.captured, order.paid): signed with X-Razorpay-Signature over the raw body",
          description:
            "Each event id (X-Razorpay-Event-Id) is processed once. 400 for a wrong signature; 200 for every well-signed event.",
          response: {
            200: envelope(z.object({ processed: z.boolean(), credited: z.boolean() })),
            400: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === "string" ? value : undefined;
        };
        const result = await onlinePayment.webhook(raw, {
          signature: header("x-razorpay-signature"),
          eventId: header("x-razorpay-event-id"),
        });
        return ok(result, result.processed ? "Event processed" : "Event already processed");
      },
    );
  });
};
