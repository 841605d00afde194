import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { RazorpayConfig } from "../../config.ts";
import type { Db, Tx } from "../../db/open.ts";
import {
  bookings,
  donationGifts,
  donationPledges,
  maintenanceBills,
  memberships,
  paymentPlans,
  programmeRegistrations,
  paymentSteps,
  razorpayEvents,
  razorpayOrders,
} from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import {
  RazorpayError,
  verifyPaymentSignature,
  verifyWebhookSignature,
  type RazorpayGateway,
} from "../../platform/razorpay.ts";
import { recordAudit } from "../audit/service.ts";
import type {
  AfterCommit,
  PayingMember,
  PurposeHandler,
  RazorpayOrderRow,
  RazorpayPurpose,
} from "./razorpay-purposes.ts";

/**
 * Online payment with Razorpay: orders for amounts the server computed, the payment's signature
 * checked against the stored order before anything is credited, and Razorpay's webhooks (signed over the raw body,
 * each event processed once). An order is credited once, whichever of the member's verification and the webhook
 * comes first: the order's row lock decides, and a paid order never moves back.
 */

export const razorpayMessages = {
  unavailable: "Online payment is not available yet.",
  orderNotFound: "The payment was not found.",
  notVerified: "The payment could not be verified.",
  gatewayFailed: "Razorpay could not be reached. Please try again in a moment.",
  paymentNotConfirmed:
    "Razorpay has not confirmed this payment yet. If money was taken, it will be credited within a few minutes.",
  orderCreated: "Order created",
  paymentVerified: "Payment verified",
  webhookSignature: "The webhook signature is not valid.",
  webhookUnavailable: "Webhooks are not configured.",
  webhookBody: "The webhook body is not valid JSON.",
} as const;

export interface RazorpayDeps {
  db: Db;
  /** null: online payment is not configured (no keys): every call answers 503. */
  gateway: RazorpayGateway | null;
  config: RazorpayConfig | undefined;
  purposes: Record<RazorpayPurpose, PurposeHandler<never>>;
  /** Razorpay's `subscription.*` events (recurring gifts), in the webhook's transaction; true when one changed something. */
  subscriptionEvent?: (tx: Tx, event: string, payload: unknown, now: Date) => Promise<boolean>;
  logError: (message: string, error: unknown) => void;
}

export interface OrderAnswer {
  order_id: string;
  /** Paise, as Razorpay counts it. */
  amount: number;
  currency: string;
  key_id: string;
  checkout_url: string;
  description: string;
}

/** What the page needs after a payment: what was paid, and the item as it now is. */
export interface PaymentOutcome {
  purpose: RazorpayPurpose;
  order_id: string;
  payment_id: string;
  /** Rupees (or dollars, euros: the order's currency). */
  amount: number;
  currency?: string;
  status: "paid";
  booking?: { id: string; reference: string; status: string };
  membership?: { id: string; number: string | null; status: string; valid_until: string | null };
  donation?: { reference: string; status: string; receipt_number: string | null };
  /** Places at an item of the programme: the registration as it now is. */
  registration?: { id: string; reference: string; status: string };
  /** A villa's maintenance dues bill: as it now is. */
  maintenance?: { id: string; status: string; invoice_number: string | null };
  instalment?: {
    property_id: string;
    step: number;
    invoice_number: string | null;
    verification: string | null;
    plan_status: string;
  };
}

function configured(deps: RazorpayDeps): { gateway: RazorpayGateway; config: RazorpayConfig } {
  if (!deps.gateway || !deps.config) throw new AppError(503, razorpayMessages.unavailable);
  return { gateway: deps.gateway, config: deps.config };
}

/** Whether the pages should offer online payment (the keys are configured). */
export const onlinePaymentAvailable = (deps: Pick<RazorpayDeps, "gateway">) => deps.gateway !== null;

/**
 * POST /api/payments/razorpay/order: the purpose's handler makes or holds what is paid for and computes its amount; a
 * Razorpay order is made for exactly that amount and stored with it. One transaction: when Razorpay refuses, nothing
 * is held.
 */
export async function createOrder(
  deps: RazorpayDeps,
  member: PayingMember & { ip?: string },
  body: { purpose: RazorpayPurpose } & Record<string, unknown>,
  now = new Date(),
): Promise<OrderAnswer> {
  const handler = deps.purposes[body.purpose] as PurposeHandler<typeof body>;
  configured(deps);
  return deps.db.transaction(async (tx) => {
    const prepared = await handler.prepare(tx, member, body, now);
    if (!Number.isInteger(prepared.amount) || prepared.amount < 1) throw new AppError(409, "There is nothing to pay.");
    const answer = await placeOrder(deps, tx, {
      purpose: body.purpose,
      userId: member.id,
      amount: prepared.amount * 100,
      currency: "INR",
      receipt: prepared.receipt,
      description: prepared.description,
      bookingId: prepared.bookingId,
      membershipId: prepared.membershipId,
      paymentStepId: prepared.paymentStepId,
      maintenanceBillId: prepared.maintenanceBillId,
      now,
    });
    await recordAudit(tx, {
      actor: { id: member.id, role: "member", ip: member.ip },
      action: "payment.razorpay.order-created",
      memberId: member.id,
      subjectId:
        prepared.bookingId ?? prepared.membershipId ?? prepared.paymentStepId ?? prepared.maintenanceBillId ?? null,
      detail: { purpose: body.purpose, orderId: answer.order_id, amount: prepared.amount },
    });
    return answer;
  });
}

/** An order to place: its amount in the currency's smallest unit (paise, cents) and what it pays for. */
export interface OrderToPlace {
  purpose: RazorpayPurpose;
  /** The member paying; null for a donation by someone without an account. */
  userId: string | null;
  amount: number;
  currency: string;
  receipt: string;
  description: string;
  bookingId?: string;
  membershipId?: string;
  paymentStepId?: string;
  donationPledgeId?: string;
  programmeRegistrationId?: string;
  maintenanceBillId?: string;
  now: Date;
}

/**
 * Makes a Razorpay order for exactly `amount` and stores it, in the caller's transaction (when Razorpay refuses, the
 * caller's change is rolled back with it). Answers what the page's Checkout needs.
 */
export async function placeOrder(deps: RazorpayDeps, tx: Tx, input: OrderToPlace): Promise<OrderAnswer> {
  const { gateway, config } = configured(deps);
  let order;
  try {
    order = await gateway.createOrder({
      amount: input.amount,
      currency: input.currency,
      receipt: input.receipt.slice(0, 40),
      notes: { purpose: input.purpose, ...(input.userId ? { member: input.userId } : {}) },
    });
  } catch (error) {
    deps.logError(`Razorpay refused an order of ${input.amount} ${input.currency} for ${input.purpose}`, error);
    throw new AppError(
      error instanceof RazorpayError && error.statusCode === 401 ? 503 : 502,
      razorpayMessages.gatewayFailed,
    );
  }
  if (order.amount !== input.amount || order.currency !== input.currency)
    throw new Error(
      `Razorpay made order ${order.id} for ${order.amount} ${order.currency} instead of ${input.amount} ${input.currency}.`,
    );
  await tx.insert(razorpayOrders).values({
    orderId: order.id,
    purpose: input.purpose,
    userId: input.userId,
    amount: input.amount,
    currency: order.currency,
    bookingId: input.bookingId ?? null,
    membershipId: input.membershipId ?? null,
    paymentStepId: input.paymentStepId ?? null,
    donationPledgeId: input.donationPledgeId ?? null,
    programmeRegistrationId: input.programmeRegistrationId ?? null,
    maintenanceBillId: input.maintenanceBillId ?? null,
    createdAt: input.now,
  });
  return {
    order_id: order.id,
    amount: input.amount,
    currency: order.currency,
    key_id: gateway.keyId,
    checkout_url: config.checkoutUrl,
    description: input.description,
  };
}

/**
 * Credits a stored order in the caller's transaction: marks it paid with `paymentId` (only while it is `created`, under
 * its row lock) and lets its purpose mark the item paid. Answers null when the order was already paid (nothing is
 * credited twice), else what to do after the commit.
 */
async function creditOrder(
  deps: RazorpayDeps,
  tx: Tx,
  orderId: string,
  paymentId: string,
  source: { via: "checkout" | "webhook"; ip?: string; event?: string },
  now: Date,
): Promise<AfterCommit | null> {
  const [order] = await tx.select().from(razorpayOrders).where(eq(razorpayOrders.orderId, orderId)).for("update");
  if (!order || order.status !== "created") return null;
  await tx
    .update(razorpayOrders)
    .set({ status: "paid", paymentId, paidAt: now })
    .where(eq(razorpayOrders.orderId, orderId));
  const handler = deps.purposes[order.purpose as RazorpayPurpose];
  const after = await handler.credit(tx, { ...order, status: "paid", paymentId, paidAt: now }, paymentId, now);
  await recordAudit(tx, {
    actor: source.via === "checkout" && order.userId ? { id: order.userId, role: "member", ip: source.ip } : null,
    action: "payment.razorpay.verified",
    memberId: order.userId,
    subjectId:
      order.bookingId ??
      order.membershipId ??
      order.paymentStepId ??
      order.donationPledgeId ??
      order.programmeRegistrationId ??
      order.maintenanceBillId ??
      null,
    detail: {
      purpose: order.purpose,
      orderId,
      paymentId,
      amount: order.amount / 100,
      ...(order.currency === "INR" ? {} : { currency: order.currency }),
      via: source.via,
      ...(source.event ? { event: source.event } : {}),
    },
  });
  return after ?? (() => Promise.resolve());
}

async function runAfter(deps: RazorpayDeps, after: AfterCommit | null) {
  if (!after) return;
  try {
    await after();
  } catch (error) {
    deps.logError("The mails after an online payment could not all be sent", error);
  }
}

/** What was paid, as it now is in the database (the same answer to a second verification). */
async function outcomeOf(db: Db, order: RazorpayOrderRow): Promise<PaymentOutcome> {
  const outcome: PaymentOutcome = {
    purpose: order.purpose as RazorpayPurpose,
    order_id: order.orderId,
    payment_id: order.paymentId ?? "",
    amount: order.amount / 100,
    ...(order.currency === "INR" ? {} : { currency: order.currency }),
    status: "paid",
  };
  if (order.bookingId) {
    const [booking] = await db
      .select({ id: bookings.id, reference: bookings.reference, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, order.bookingId));
    if (booking) outcome.booking = booking;
  }
  if (order.membershipId) {
    const [membership] = await db
      .select({
        id: memberships.id,
        number: memberships.number,
        status: memberships.status,
        valid_until: memberships.validUntil,
      })
      .from(memberships)
      .where(eq(memberships.id, order.membershipId));
    if (membership) outcome.membership = membership;
  }
  if (order.donationPledgeId) {
    const [pledge] = await db
      .select({ reference: donationPledges.reference, status: donationPledges.status })
      .from(donationPledges)
      .where(eq(donationPledges.id, order.donationPledgeId));
    const [gift] = await db
      .select({ receipt_number: donationGifts.receiptNumber })
      .from(donationGifts)
      .where(eq(donationGifts.razorpayPaymentId, order.paymentId ?? ""));
    if (pledge) outcome.donation = { ...pledge, receipt_number: gift?.receipt_number ?? null };
  }
  if (order.programmeRegistrationId) {
    const [registration] = await db
      .select({
        id: programmeRegistrations.id,
        reference: programmeRegistrations.reference,
        status: programmeRegistrations.status,
      })
      .from(programmeRegistrations)
      .where(eq(programmeRegistrations.id, order.programmeRegistrationId));
    if (registration) outcome.registration = registration;
  }
  if (order.maintenanceBillId) {
    const [bill] = await db
      .select({
        id: maintenanceBills.id,
        status: maintenanceBills.status,
        invoice_number: maintenanceBills.invoiceNumber,
      })
      .from(maintenanceBills)
      .where(eq(maintenanceBills.id, order.maintenanceBillId));
    if (bill) outcome.maintenance = bill;
  }
  if (order.paymentStepId) {
    const [step] = await db
      .select({
        property_id: paymentPlans.propertyId,
        step: paymentSteps.step,
        invoice_number: paymentSteps.invoiceNumber,
        verification: paymentSteps.verification,
        plan_status: paymentPlans.status,
      })
      .from(paymentSteps)
      .innerJoin(paymentPlans, eq(paymentPlans.id, paymentSteps.planId))
      .where(eq(paymentSteps.id, order.paymentStepId));
    if (step) outcome.instalment = step;
  }
  return outcome;
}

/**
 * POST /api/payments/razorpay/verify: the payment Razorpay Checkout handed the page. The signature is checked over the
 * STORED order id and the payment id (constant time); Razorpay is asked whether the payment is captured for the order's
 * amount; then the order is credited in one transaction. A second verification of the same payment answers the same.
 */
export async function verifyPayment(
  deps: RazorpayDeps,
  member: { id: string; ip?: string } | { donor: true; ip?: string } | { visitor: true; ip?: string },
  input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  now = new Date(),
): Promise<PaymentOutcome> {
  const { gateway, config } = configured(deps);
  // a member verifies their own orders; anyone holding a donation's order, or a programme place's (a visitor may book
  // one), and its signature may verify that one
  const [order] = await deps.db
    .select()
    .from(razorpayOrders)
    .where(
      and(
        eq(razorpayOrders.orderId, input.razorpay_order_id),
        "donor" in member
          ? eq(razorpayOrders.purpose, "donation")
          : "visitor" in member
            ? eq(razorpayOrders.purpose, "programme")
            : eq(razorpayOrders.userId, member.id),
      ),
    )
    .limit(1);
  if (!order) throw new AppError(404, razorpayMessages.orderNotFound);
  if (!verifyPaymentSignature(order.orderId, input.razorpay_payment_id, input.razorpay_signature, config.keySecret)) {
    throw new AppError(400, razorpayMessages.notVerified);
  }
  if (order.status === "paid") {
    if (order.paymentId === input.razorpay_payment_id) return outcomeOf(deps.db, order);
    throw new AppError(409, "This order is already paid by another payment.");
  }
  let payment;
  try {
    payment = await gateway.fetchPayment(input.razorpay_payment_id);
  } catch (error) {
    deps.logError(`Razorpay could not tell payment ${input.razorpay_payment_id}`, error);
    throw new AppError(502, razorpayMessages.paymentNotConfirmed);
  }
  if (payment.order_id !== order.orderId || payment.amount !== order.amount)
    throw new AppError(400, razorpayMessages.notVerified);
  if (payment.status !== "captured" && payment.status !== "authorized")
    throw new AppError(409, razorpayMessages.paymentNotConfirmed);
  const after = await deps.db.transaction((tx) =>
    creditOrder(deps, tx, order.orderId, input.razorpay_payment_id, { via: "checkout", ip: member.ip }, now),
  );
  await runAfter(deps, after);
  const [current] = await deps.db.select().from(razorpayOrders).where(eq(razorpayOrders.orderId, order.orderId));
  if (current.paymentId !== input.razorpay_payment_id)
    throw new AppError(409, "This order is already paid by another payment.");
  return outcomeOf(deps.db, current);
}

/** The events that prove an order paid. */
const CREDITING_EVENTS = new Set(["payment.captured", "order.paid"]);

interface WebhookPayload {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown; status?: unknown } };
    order?: { entity?: { id?: unknown; amount?: unknown } };
  };
}

/**
 * POST /api/payments/razorpay/webhook: Razorpay's events, signed with the webhook secret over the exact bytes sent
 * (`rawBody`). A wrong signature is refused (400); a well-signed event always answers 200. `payment.captured` and
 * `order.paid` credit their order (its amount must be the stored one); the event id is recorded in the credit's own
 * transaction, so a replayed event changes nothing. No event moves a paid item back (`payment.failed` is recorded only).
 */
export async function receiveWebhook(
  deps: RazorpayDeps,
  rawBody: Buffer,
  headers: { signature?: string; eventId?: string },
  now = new Date(),
): Promise<{ processed: boolean; credited: boolean }> {
  const { config } = configured(deps);
  if (!config.webhookSecret) throw new AppError(503, razorpayMessages.webhookUnavailable);
  if (!verifyWebhookSignature(rawBody, headers.signature, config.webhookSecret))
    throw new AppError(400, razorpayMessages.webhookSignature);
  let body: WebhookPayload;
  try {
    body = JSON.parse(rawBody.toString("utf8")) as WebhookPayload;
  } catch {
    throw new AppError(400, razorpayMessages.webhookBody);
  }
  const event = typeof body.event === "string" ? body.event.slice(0, 100) : "unknown";
  // Razorpay names each event in X-Razorpay-Event-Id; without it the body itself identifies a replay
  const eventId = (headers.eventId?.trim() || `sha256:${createHash("sha256").update(rawBody).digest("hex")}`).slice(
    0,
    200,
  );
  const payment = body.payload?.payment?.entity;
  const orderId =
    typeof payment?.order_id === "string"
      ? payment.order_id
      : typeof body.payload?.order?.entity?.id === "string"
        ? body.payload.order.entity.id
        : null;
  const paymentId = typeof payment?.id === "string" ? payment.id : null;
  const amount = typeof payment?.amount === "number" ? payment.amount : null;

  const result = await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(razorpayEvents)
      .values({ eventId, event, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: razorpayEvents.eventId });
    if (fresh.length === 0) return { processed: false, after: null };
    if (event.startsWith("subscription.") && deps.subscriptionEvent) {
      const changed = await deps.subscriptionEvent(tx, event, body.payload, now);
      return { processed: true, after: changed ? () => Promise.resolve() : null };
    }
    if (!CREDITING_EVENTS.has(event) || !orderId || !paymentId) return { processed: true, after: null };
    const [order] = await tx.select().from(razorpayOrders).where(eq(razorpayOrders.orderId, orderId)).for("update");
    if (!order) return { processed: true, after: null };
    if (amount !== order.amount) {
      deps.logError(
        `Razorpay event ${eventId} (${event}) pays ${amount} paise for order ${orderId} of ${order.amount}: not credited`,
        null,
      );
      return { processed: true, after: null };
    }
    return { processed: true, after: await creditOrder(deps, tx, orderId, paymentId, { via: "webhook", event }, now) };
  });
  await runAfter(deps, result.after);
  return { processed: result.processed, credited: result.after !== null };
}

/** Online payment with Razorpay: orders for amounts computed here, verification, webhooks. */
export function createOnlinePaymentService(deps: RazorpayDeps) {
  return {
    available: () => onlinePaymentAvailable(deps),
    createOrder: (member: Parameters<typeof createOrder>[1], body: Parameters<typeof createOrder>[2]) =>
      createOrder(deps, member, body),
    verify: (member: Parameters<typeof verifyPayment>[1], input: Parameters<typeof verifyPayment>[2]) =>
      verifyPayment(deps, member, input),
    /** Places an order in the caller's transaction (a donation's, made with its pledge). */
    placeOrder: (tx: Tx, input: OrderToPlace) => placeOrder(deps, tx, input),
    webhook: (rawBody: Buffer, headers: Parameters<typeof receiveWebhook>[2]) => receiveWebhook(deps, rawBody, headers),
  };
}
