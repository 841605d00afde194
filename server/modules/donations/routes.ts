import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { donationPledgeInput, donationTransferInput } from "../../../common/donation-schema.ts";
import { DONATION_CAUSES, DONATION_CURRENCIES, donationMessages } from "../../../common/donations.ts";
import { donorView, subscriptionPaymentAnswer, subscriptionVerifyBody } from "../../../common/donor-page-schema.ts";
import { SUBSCRIPTION_ACTIONS, subscriptionMessages } from "../../../common/donor-page.ts";
import { SUBSCRIPTION_STATUSES } from "../../../common/donation-money.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { AppError } from "../../platform/errors.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { optionalUser } from "../auth/require-user.ts";
import { paymentInstructions } from "../../../common/payment-instructions.ts";
import { requestLanguage } from "../../platform/language.ts";
import { razorpayVerifyBody } from "../../../common/razorpay-schemas.ts";

const onlineOrder = z.object({
  method: z.literal("online"),
  order_id: z.string(),
  key_id: z.string(),
  amount: z.number().int().describe("the currency's smallest unit: paise, cents"),
  currency: z.string(),
  checkout_url: z.string(),
  description: z.string(),
});
const transferPayment = z.object({ method: z.literal("transfer"), instructions: paymentInstructions });

const pledgeRecord = z.object({
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  amount: z.number().int(),
  currency: z.enum(DONATION_CURRENCIES),
  kind: z.enum(["one_time", "recurring"]),
  frequency: z.enum(["monthly", "quarterly", "yearly"]).nullable(),
  causes: z.array(z.enum(DONATION_CAUSES)),
  createdAt: z.string(),
  status: z.string(),
  method: z.enum(["online", "transfer"]),
  chargeCurrency: z.string().describe("what is charged: INR, or USD/EUR with the Trust's FCRA registration"),
  chargeAmount: z.number().int(),
  exchangeRate: z.number().nullable().describe("rupees per unit of a foreign currency, at the pledge"),
  donorToken: z.string().describe("the donor's signed token (`t`) for their page and the transfer's details"),
  payment: z
    .union([onlineOrder, subscriptionPaymentAnswer, transferPayment])
    .nullable()
    .describe("how to pay: Razorpay's order or subscription, the transfer's instructions, or null (a pledge only)"),
});

const verifyBody = razorpayVerifyBody;

const paidAnswer = z.object({
  reference: z.string(),
  status: z.string(),
  receipt_number: z.string().nullable(),
  order_id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  currency: z.string(),
});

const transferAnswer = z.object({
  reference: z.string(),
  gift_id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  utr: z.string(),
  paid_on: z.string(),
});

const referenceParams = z.object({ reference: text("the reference").trim().min(1).max(40) });

/** A donor's signed token (`t`), as the receipt mail's link carries it. */
const tokenField = text("the link's token").trim().min(1).max(200);
const reference = text("the reference")
  .trim()
  .min(1)
  .max(40)
  .regex(/^VWC-D-\d{4}-\d+$/, subscriptionMessages.pledgeNotFound);

export const donationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.post(
    "/donations",
    {
      preHandler: optionalUser(),
      schema: {
        tags: ["donations"],
        summary: "Record a donation pledge, and how to pay it",
        description:
          "Stores the donor's pledge and answers with its reference, VWC-D-<year>-<number>, and `payment`: for a one-time gift online a Razorpay order for the amount the server computed (verify it at POST /api/donations/verify); by transfer the club's account, the UPI address and the reference to quote (then POST /api/donations/{reference}/transfer); null when online payment is not configured (a pledge only). A recurring pledge names its frequency and is paid online. With an 80G receipt (`receipt_80g`) the PAN and postal address are required. A gift in USD or EUR is charged in rupees at the club's rate unless the Trust's FCRA registration is set. The donor is e-mailed the reference. At most 10 an hour from one address (429).",
        body: donationPledgeInput,
        response: { 201: envelope(pledgeRecord), 400: errorEnvelope, 429: errorEnvelope, 502: errorEnvelope },
      },
    },
    async (request, reply) => {
      const pledge = await services.donations.pledge(request.body, request.ip, {
        language: requestLanguage(request),
        userId: request.auth?.user.id ?? null,
      });
      return reply.code(201).send(ok(pledge, donationMessages.pledgeRecorded, 201));
    },
  );

  app.post(
    "/donations/verify",
    {
      schema: {
        tags: ["donations"],
        summary: "Verify a one-time gift's online payment (no sign-in)",
        description:
          "The three fields Razorpay Checkout hands the page. The signature is checked against the stored order; the gift is then recorded once (the webhook may have done it first), its receipt numbered and mailed. Rate-limited per address (429).",
        body: verifyBody,
        response: {
          200: envelope(paidAnswer),
          400: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          429: errorEnvelope,
          502: errorEnvelope,
          503: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(await services.donations.verifyOnline(request.body, request.ip), donationMessages.giftReceived),
  );

  app.get(
    "/donations/:reference/instructions",
    {
      preHandler: optionalUser(),
      schema: {
        tags: ["donations"],
        summary: "How to pay a pledge by bank transfer or UPI (the donor's token `t`, or their session)",
        params: referenceParams,
        querystring: z.object({ t: text("the link").trim().max(200).optional() }),
        response: { 200: envelope(paymentInstructions), 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(
        await services.donations.instructions(request.params.reference, {
          token: request.query.t,
          userId: request.auth?.user.id ?? null,
        }),
        "Payment instructions",
      ),
  );

  app.post(
    "/donations/:reference/transfer",
    {
      preHandler: optionalUser(),
      schema: {
        tags: ["donations"],
        summary: "Give a gift by transfer's UTR and day paid (the donor's token `t`, or their session)",
        description:
          "Records the gift awaiting accounts' verification; the UTR is claimed once across every receipt (409 when another holds it). Accounts are told. Rate-limited per address (429).",
        params: referenceParams,
        body: donationTransferInput,
        response: {
          201: envelope(transferAnswer),
          400: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const given = await services.donations.giveTransfer(
        request.params.reference,
        request.body,
        { userId: request.auth?.user.id ?? null },
        request.ip,
      );
      return reply.code(201).send(ok(given, donationMessages.transferRecorded, 201));
    },
  );

  // recurring gifts and the donor's page: no sign-in needed (the signed link), never cached
  await app.register(async (scope) => {
    const donor = scope.withTypeProvider<ZodTypeProvider>();
    noStoreAnswers(donor);

    donor.post(
      "/donations/subscriptions/verify",
      {
        schema: {
          tags: ["donations"],
          summary: "Verify a recurring gift's first payment made in Razorpay Checkout",
          description:
            "The signature is HMAC-SHA256 of the payment id + '|' + the stored subscription id with the key secret (400 when it does not match). " +
            "The charge is recorded as a gift with its receipt (mailed), the pledge becomes active; a second call answers the same. No sign-in needed.",
          body: subscriptionVerifyBody,
          response: {
            200: envelope(
              z.object({ reference: z.string(), status: z.string(), receipt_number: z.string().nullable() }),
            ),
            400: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            502: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (request) =>
        ok(await services.donationSubscriptions.verify(request.body), subscriptionMessages.firstPaymentRecorded),
    );

    donor.post(
      "/donations/:reference/subscription/:action",
      {
        preHandler: optionalUser(),
        schema: {
          tags: ["donations"],
          summary: "Pause, resume or cancel a recurring gift",
          description:
            "By the donor's signed link (`t`, in the body or the query) or a signed-in account: the member who gave (or whose e-mail the pledge carries), or accounts. " +
            "Pause an active gift, resume a paused one, cancel one not ended (409 otherwise). 403 for a link that is not the club's; 404 for a pledge that is not the donor's.",
          params: z.object({ reference, action: z.enum(SUBSCRIPTION_ACTIONS) }),
          querystring: z.object({ t: tokenField.optional() }),
          body: z.object({ t: tokenField.optional() }).nullish(),
          response: {
            200: envelope(z.object({ reference: z.string(), status: z.enum(SUBSCRIPTION_STATUSES) })),
            400: errorEnvelope,
            401: errorEnvelope,
            403: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            502: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (request) => {
        const token = request.body?.t ?? request.query.t;
        const user = request.auth?.user;
        if (!token && !user) throw new AppError(401, subscriptionMessages.signInOrLink);
        const { params } = request;
        const answer = await services.donationSubscriptions.change(
          params.reference,
          params.action,
          token ? { token, ip: request.ip } : { user: user!, ip: request.ip },
        );
        return ok({ reference: answer.reference, status: answer.status }, answer.message);
      },
    );

    donor.get(
      "/donations/mine",
      {
        preHandler: optionalUser(),
        schema: {
          tags: ["donations"],
          summary: "The donor's pledges, gifts, receipts, recurring gifts and 10BE certificates",
          description:
            "With `t` (the signed link of a receipt mail): every pledge of that pledge's e-mail. Signed in: the member's pledges and those with their e-mail. 401 with neither; 403 for a link that is not the club's.",
          querystring: z.object({ t: tokenField.optional() }),
          response: { 200: envelope(donorView), 401: errorEnvelope, 403: errorEnvelope },
        },
      },
      async (request) => {
        const token = request.query.t;
        const user = request.auth?.user;
        if (!token && !user) throw new AppError(401, subscriptionMessages.signInOrLink);
        return ok(
          await services.donationSubscriptions.donorView(token ? { token } : { user: user! }),
          subscriptionMessages.yourDonations,
        );
      },
    );
  });
};
