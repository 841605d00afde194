import { createHmac, timingSafeEqual } from "node:crypto";
import Razorpay from "razorpay";
import type { RazorpayConfig } from "../config.ts";

/**
 * Razorpay, the online payment gateway, through its official package. The few calls the club
 * makes (an order, a payment, a refund, a recurring gift's plan and subscription) and the signature checks: the payment's, over the order id the club
 * stored, and the webhook's, over the exact bytes Razorpay sent. The API's address is configurable
 * (RAZORPAY_API_URL) so the tests and journeys talk to a local stand-in (server/test/razorpay-stand-in.ts).
 */

export interface RazorpayOrderEntity {
  id: string;
  entity: "order";
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

export interface RazorpayPaymentEntity {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: string;
  order_id: string | null;
}

export interface RazorpayRefundEntity {
  id: string;
  entity: "refund";
  amount: number;
  payment_id: string;
  status: string;
}

/** A plan: what a subscription charges each period (`item.amount` in the currency's smallest unit). */
export interface RazorpayPlanEntity {
  id: string;
  entity: "plan";
  period: "daily" | "weekly" | "monthly" | "yearly";
  interval: number;
  item: { name: string; amount: number; currency: string };
}

export interface RazorpaySubscriptionEntity {
  id: string;
  entity: "subscription";
  plan_id: string;
  status: string;
  total_count: number;
  paid_count: number;
  remaining_count?: number | string;
  current_start: number | null;
  current_end: number | null;
  short_url?: string;
  notes?: Record<string, string>;
}

/** How often a recurring gift is charged, as Razorpay's plans say it. */
export const PLAN_PERIODS = {
  monthly: { period: "monthly", interval: 1 },
  quarterly: { period: "monthly", interval: 3 },
  yearly: { period: "yearly", interval: 1 },
} as const satisfies Record<string, { period: RazorpayPlanEntity["period"]; interval: number }>;

export interface RazorpayGateway {
  keyId: string;
  /**
   * Creates an order of `amount` in the currency's smallest unit: paise in rupees (INR, the default), cents in dollars
   * or euros (a gift from abroad, with the Trust's FCRA registration).
   */
  createOrder(input: {
    amount: number;
    receipt: string;
    notes?: Record<string, string>;
    currency?: string;
  }): Promise<RazorpayOrderEntity>;
  fetchPayment(paymentId: string): Promise<RazorpayPaymentEntity>;
  /**
   * Refunds `amount` paise of a captured payment (the whole of it when absent). The idempotency key goes in
   * Razorpay's `X-Refund-Idempotency` header: the same key twice makes one refund, whatever the network did.
   */
  refund(
    paymentId: string,
    input: { amount?: number; idempotencyKey: string; notes?: Record<string, string> },
  ): Promise<RazorpayRefundEntity>;
  /** A plan charging `amount` (smallest unit of `currency`) every `interval` `period`s. */
  createPlan(input: {
    period: RazorpayPlanEntity["period"];
    interval: number;
    name: string;
    amount: number;
    currency: string;
    description?: string;
    notes?: Record<string, string>;
  }): Promise<RazorpayPlanEntity>;
  /** A subscription to a plan for `totalCount` charges; Razorpay does not mail the donor itself (the club does). */
  createSubscription(input: {
    planId: string;
    totalCount: number;
    notes?: Record<string, string>;
  }): Promise<RazorpaySubscriptionEntity>;
  fetchSubscription(subscriptionId: string): Promise<RazorpaySubscriptionEntity>;
  /** Pauses an active subscription now. */
  pauseSubscription(subscriptionId: string): Promise<RazorpaySubscriptionEntity>;
  /** Resumes a paused subscription now. */
  resumeSubscription(subscriptionId: string): Promise<RazorpaySubscriptionEntity>;
  /** Cancels a subscription now (no further charge). */
  cancelSubscription(subscriptionId: string): Promise<RazorpaySubscriptionEntity>;
}

/** An error answered by Razorpay (or the network on the way): its status when it answered, and its description. */
export class RazorpayError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | undefined,
  ) {
    super(message);
    this.name = "RazorpayError";
  }
}

/** What the package's axios instance looks like to the club (the package does not type it). */
interface AxiosLike {
  defaults: { baseURL?: string; timeout?: number };
  post(url: string, data: unknown, config?: { headers?: Record<string, string> }): Promise<{ data: unknown }>;
}

/** The package rejects with `{ statusCode, error: { description } }`, or with axios' own error when nothing answered. */
function gatewayError(error: unknown): RazorpayError {
  const e = error as {
    statusCode?: number;
    error?: { description?: string };
    response?: { status?: number; data?: { error?: { description?: string } } };
    message?: string;
  };
  const status = e?.statusCode ?? e?.response?.status;
  const description = e?.error?.description ?? e?.response?.data?.error?.description ?? e?.message ?? "no answer";
  return new RazorpayError(
    `Razorpay answered ${status ?? "nothing"}: ${description}`,
    typeof status === "number" ? status : undefined,
  );
}

/** The gateway on Razorpay's API (or the stand-in at `apiUrl`), with the key's basic auth on every call. */
export function createRazorpayGateway(config: Pick<RazorpayConfig, "keyId" | "keySecret" | "apiUrl">): RazorpayGateway {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  // the package fixes Razorpay's host in its axios instance: pointed at RAZORPAY_API_URL, no fork needed
  const rq = (client.api as unknown as { rq: AxiosLike }).rq;
  rq.defaults.baseURL = config.apiUrl;
  rq.defaults.timeout = 15_000;
  const call = async <T>(promise: () => Promise<unknown>): Promise<T> => {
    try {
      return (await promise()) as T;
    } catch (error) {
      throw gatewayError(error);
    }
  };
  return {
    keyId: config.keyId,
    createOrder: ({ amount, receipt, notes, currency }) =>
      call<RazorpayOrderEntity>(() =>
        client.orders.create({ amount, currency: currency ?? "INR", receipt, notes: notes ?? {} }),
      ),
    fetchPayment: (paymentId) => call<RazorpayPaymentEntity>(() => client.payments.fetch(paymentId)),
    // the package's refund() sends no extra header: the same axios instance (its auth, its host), with the header
    refund: (paymentId, { amount, idempotencyKey, notes }) =>
      call<RazorpayRefundEntity>(async () => {
        const body = { ...(amount === undefined ? {} : { amount }), ...(notes ? { notes } : {}) };
        const res = await rq.post(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, body, {
          headers: { "X-Refund-Idempotency": idempotencyKey },
        });
        return res.data;
      }),
    createPlan: ({ period, interval, name, amount, currency, description, notes }) =>
      call<RazorpayPlanEntity>(() =>
        client.plans.create({
          period,
          interval,
          item: { name, amount, currency, ...(description ? { description } : {}) },
          notes: notes ?? {},
        }),
      ),
    createSubscription: ({ planId, totalCount, notes }) =>
      call<RazorpaySubscriptionEntity>(() =>
        client.subscriptions.create({
          plan_id: planId,
          total_count: totalCount,
          quantity: 1,
          customer_notify: 0,
          notes: notes ?? {},
        }),
      ),
    fetchSubscription: (id) => call<RazorpaySubscriptionEntity>(() => client.subscriptions.fetch(id)),
    pauseSubscription: (id) =>
      call<RazorpaySubscriptionEntity>(() => client.subscriptions.pause(id, { pause_at: "now" })),
    resumeSubscription: (id) =>
      call<RazorpaySubscriptionEntity>(() => client.subscriptions.resume(id, { resume_at: "now" })),
    cancelSubscription: (id) => call<RazorpaySubscriptionEntity>(() => client.subscriptions.cancel(id, false)),
  };
}

/** Compares two hexadecimal signatures in constant time; a signature of another length is simply wrong. */
function sameSignature(expectedHex: string, given: string): boolean {
  const expected = Buffer.from(expectedHex, "utf8");
  const actual = Buffer.from(given, "utf8");
  if (actual.length !== expected.length) {
    // the same work as a comparison, so the answer's time says nothing of the length either
    timingSafeEqual(expected, expected);
    return false;
  }
  return timingSafeEqual(expected, actual);
}

/** HMAC-SHA256 of `data` with `secret`, in hexadecimal: Razorpay's signatures. */
export const razorpaySignature = (data: string | Buffer, secret: string) =>
  createHmac("sha256", secret).update(data).digest("hex");

/**
 * Razorpay Checkout's payment signature: HMAC-SHA256 of `${orderId}|${paymentId}` with the key secret. `orderId`
 * must be the order the club stored (never the one the browser sends back).
 */
export function verifyPaymentSignature(
  storedOrderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  if (typeof signature !== "string" || !storedOrderId || !paymentId || !keySecret) return false;
  return sameSignature(razorpaySignature(`${storedOrderId}|${paymentId}`, keySecret), signature);
}

/**
 * Razorpay Checkout's signature of a subscription's payment: HMAC-SHA256 of `${paymentId}|${subscriptionId}` with the key
 * secret. `subscriptionId` must be the one the club stored.
 */
export function verifySubscriptionSignature(
  paymentId: string,
  storedSubscriptionId: string,
  signature: string,
  keySecret: string,
): boolean {
  if (typeof signature !== "string" || !storedSubscriptionId || !paymentId || !keySecret) return false;
  return sameSignature(razorpaySignature(`${paymentId}|${storedSubscriptionId}`, keySecret), signature);
}

/** A webhook's `X-Razorpay-Signature`: HMAC-SHA256 of the exact bytes of the body with the webhook secret. */
export function verifyWebhookSignature(rawBody: Buffer, signature: string | undefined, webhookSecret: string): boolean {
  if (typeof signature !== "string" || !webhookSecret) return false;
  return sameSignature(razorpaySignature(rawBody, webhookSecret), signature);
}
