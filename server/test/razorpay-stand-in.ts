import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { razorpaySignature } from "../platform/razorpay.ts";

/**
 * A small real HTTP server that plays Razorpay for the tests and the browser journeys: the
 * few API calls the club makes (orders, payments, refunds, plans and subscriptions, with what Razorpay checks of each),
 * with Razorpay's basic auth checked on each (401 like Razorpay otherwise), a `checkout.js` whose
 * `new Razorpay(options).open()` shows an accessible test dialog that pays an order or a subscription's first charge
 * through the stand-in and hands back a payment signed with the key secret, and signed webhooks sent on demand.
 */

export interface StandInOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: "created" | "attempted" | "paid";
  attempts: number;
  created_at: number;
}

export interface StandInPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "captured" | "failed" | "refunded";
  order_id: string | null;
  /** A subscription's charge names its subscription and invoice. */
  subscription_id?: string;
  invoice_id?: string;
  method: "upi";
  captured: boolean;
  amount_refunded: number;
  created_at: number;
}

export interface StandInRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  status: "processed";
  created_at: number;
  /** The X-Refund-Idempotency key it was made with. */
  idempotency_key: string | null;
}

export interface StandInPlan {
  id: string;
  entity: "plan";
  period: "daily" | "weekly" | "monthly" | "yearly";
  interval: number;
  item: {
    id: string;
    active: boolean;
    name: string;
    description: string | null;
    amount: number;
    unit_amount: number;
    currency: string;
  };
  notes: Record<string, string>;
  created_at: number;
}

export type StandInSubscriptionStatus =
  "created" | "authenticated" | "active" | "pending" | "halted" | "paused" | "cancelled" | "completed" | "expired";

export interface StandInSubscription {
  id: string;
  entity: "subscription";
  plan_id: string;
  customer_id: string | null;
  status: StandInSubscriptionStatus;
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  quantity: number;
  notes: Record<string, string>;
  charge_at: number | null;
  start_at: number | null;
  end_at: number | null;
  auth_attempts: number;
  total_count: number;
  paid_count: number;
  customer_notify: boolean;
  created_at: number;
  expire_by: number | null;
  short_url: string;
  has_scheduled_changes: boolean;
  change_scheduled_at: number | null;
  source: "api";
  offer_id: string | null;
  remaining_count: number;
}

/** What Checkout hands the page after a subscription's first payment. */
export interface SubscriptionPaidResponse {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

export interface SubscriptionWebhookOptions {
  subscriptionId: string;
  /** The charge the event names (subscription.charged: the newest charge by default). */
  paymentId?: string;
  eventId?: string;
  /** Signs with this secret instead of the webhook secret. */
  secret?: string;
}

export interface PaidResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface WebhookOptions {
  /** The order whose payment the event names (its newest payment, or `paymentId`). */
  orderId: string;
  paymentId?: string;
  /** X-Razorpay-Event-Id; a fresh one by default. */
  eventId?: string;
  /** Changes the event's payment amount (paise), for a mismatch. */
  amount?: number;
  /** Signs with this secret instead of the webhook secret. */
  secret?: string;
  /** Sends the body re-serialised with this indentation after signing the compact one (the signature no longer matches). */
  reserialise?: number;
}

export interface RazorpayStandIn {
  /** The API's address, for RAZORPAY_API_URL. */
  url: string;
  /** The checkout script's address, for RAZORPAY_CHECKOUT_URL. */
  checkoutUrl: string;
  close(): Promise<void>;
  /** Pays an order as the test dialog does: a captured payment and its signature. */
  pay(orderId: string): PaidResponse;
  /** Sends a signed webhook event (`payment.captured`, `order.paid`, `payment.failed`, …) to `targetUrl`. */
  sendWebhook(
    targetUrl: string,
    event: string,
    options: WebhookOptions,
  ): Promise<{ status: number; body: string; eventId: string }>;
  orders: Map<string, StandInOrder>;
  payments: Map<string, StandInPayment>;
  refunds: StandInRefund[];
  /** Requests to /v1/* refused for their basic auth. */
  refusedAuth: number;
  plans: Map<string, StandInPlan>;
  subscriptions: Map<string, StandInSubscription>;
  /** Pays a subscription's first charge as the test dialog does: the subscription active, a charge and its signature. */
  paySubscription(subscriptionId: string): SubscriptionPaidResponse;
  /** A later charge of an active subscription (a new payment; paid_count and the period move on). */
  chargeSubscription(subscriptionId: string): StandInPayment;
  /** Moves a subscription to a state as Razorpay would on its own (halted after failed charges, completed). */
  setSubscriptionStatus(subscriptionId: string, status: StandInSubscriptionStatus): void;
  /**
   * Sends a signed `subscription.*` webhook (authenticated, activated, charged, paused, resumed, halted, cancelled,
   * completed): payload.subscription.entity, and payload.payment.entity for a charge.
   */
  sendSubscriptionWebhook(
    targetUrl: string,
    event: string,
    options: SubscriptionWebhookOptions,
  ): Promise<{ status: number; body: string; eventId: string }>;
}

/** The end of a plan's period that starts at `from` (seconds). */
function periodEnd(from: number, plan: Pick<StandInPlan, "period" | "interval">): number {
  const d = new Date(from * 1000);
  if (plan.period === "daily") d.setUTCDate(d.getUTCDate() + plan.interval);
  if (plan.period === "weekly") d.setUTCDate(d.getUTCDate() + 7 * plan.interval);
  if (plan.period === "monthly") d.setUTCMonth(d.getUTCMonth() + plan.interval);
  if (plan.period === "yearly") d.setUTCFullYear(d.getUTCFullYear() + plan.interval);
  return Math.floor(d.getTime() / 1000);
}

/** The currencies the stand-in's plans take (Razorpay takes others for international cards; the club's three). */
const PLAN_CURRENCIES = new Set(["INR", "USD", "EUR"]);
/** The states Razorpay cancels a subscription from. */
const CANCELLABLE = new Set(["created", "authenticated", "active", "pending", "halted", "paused"]);

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Razorpay's ids: a prefix and 14 letters and digits. */
const newId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
const now = () => Math.floor(Date.now() / 1000);

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
}

/** The server's settings that point it at a stand-in with these keys (as a club's .env points it at Razorpay). */
export const razorpayEnv = (
  keys: { keyId: string; keySecret: string; webhookSecret: string },
  standIn: { url: string; checkoutUrl: string },
) => ({
  RAZORPAY_KEY_ID: keys.keyId,
  RAZORPAY_KEY_SECRET: keys.keySecret,
  RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
  RAZORPAY_API_URL: standIn.url,
  RAZORPAY_CHECKOUT_URL: standIn.checkoutUrl,
});

/** Razorpay's error shape. */
const razorpayError = (code: string, description: string, field?: string) => ({
  error: { code, description, source: "NA", step: "NA", reason: "NA", metadata: {}, ...(field ? { field } : {}) },
});

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString("utf8");
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type",
};

export async function startRazorpayStandIn(keys: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}): Promise<RazorpayStandIn> {
  const orders = new Map<string, StandInOrder>();
  const payments = new Map<string, StandInPayment>();
  const refunds: StandInRefund[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;
  const state = { refusedAuth: 0 };
  const plans = new Map<string, StandInPlan>();
  const subscriptions = new Map<string, StandInSubscription>();

  /** A charge of a subscription: a captured payment for its plan's amount; the period and counts move on. */
  function charge(sub: StandInSubscription): StandInPayment {
    const plan = plans.get(sub.plan_id)!;
    const payment: StandInPayment = {
      id: newId("pay"),
      entity: "payment",
      amount: plan.item.amount,
      currency: plan.item.currency,
      status: "captured",
      order_id: newId("order"),
      subscription_id: sub.id,
      invoice_id: newId("inv"),
      method: "upi",
      captured: true,
      amount_refunded: 0,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    const start = sub.current_end ?? now();
    sub.current_start = start;
    sub.current_end = periodEnd(start, plan);
    sub.paid_count += 1;
    sub.remaining_count = sub.total_count - sub.paid_count;
    sub.charge_at = sub.remaining_count > 0 ? sub.current_end : null;
    sub.status = sub.remaining_count > 0 ? "active" : "completed";
    if (sub.status === "completed") sub.ended_at = now();
    return payment;
  }

  function paySubscription(subscriptionId: string): SubscriptionPaidResponse {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`The stand-in has no subscription ${subscriptionId}.`);
    if (sub.status !== "created") throw new Error(`The subscription ${subscriptionId} is ${sub.status}, not created.`);
    sub.auth_attempts += 1;
    sub.start_at = now();
    const payment = charge(sub);
    return {
      razorpay_payment_id: payment.id,
      razorpay_subscription_id: sub.id,
      razorpay_signature: razorpaySignature(`${payment.id}|${sub.id}`, keys.keySecret),
    };
  }

  function chargeSubscription(subscriptionId: string): StandInPayment {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`The stand-in has no subscription ${subscriptionId}.`);
    if (sub.status !== "active") throw new Error(`The subscription ${subscriptionId} is ${sub.status}: no charge.`);
    return charge(sub);
  }

  function setSubscriptionStatus(subscriptionId: string, status: StandInSubscriptionStatus) {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`The stand-in has no subscription ${subscriptionId}.`);
    sub.status = status;
    if (status === "cancelled" || status === "completed") sub.ended_at = now();
  }

  /** Razorpay's checks of a plan: the period, its interval, and the item (name, amount in the smallest unit ≥ 100). */
  function createPlan(body: Record<string, unknown>): { status: number; body: unknown } {
    const bad = (description: string, field: string) => ({
      status: 400,
      body: razorpayError("BAD_REQUEST_ERROR", description, field),
    });
    const period = body.period;
    if (period !== "daily" && period !== "weekly" && period !== "monthly" && period !== "yearly")
      return bad("The period must be one of daily, weekly, monthly or yearly.", "period");
    const interval = body.interval;
    if (typeof interval !== "number" || !Number.isInteger(interval) || interval < 1)
      return bad("The interval must be an integer of at least 1.", "interval");
    if (period === "daily" && interval < 7) return bad("The interval for a daily plan must be at least 7.", "interval");
    const item = body.item as Record<string, unknown> | undefined;
    if (!item || typeof item !== "object") return bad("The item field is required.", "item");
    if (typeof item.name !== "string" || !item.name.trim()) return bad("The item name field is required.", "name");
    const amount = item.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100)
      return bad("The amount must be atleast 100.", "amount");
    if (typeof item.currency !== "string" || !PLAN_CURRENCIES.has(item.currency))
      return bad("The currency is not supported.", "currency");
    const plan: StandInPlan = {
      id: newId("plan"),
      entity: "plan",
      period,
      interval,
      item: {
        id: newId("item"),
        active: true,
        name: item.name,
        description: typeof item.description === "string" ? item.description : null,
        amount,
        unit_amount: amount,
        currency: item.currency,
      },
      notes: (body.notes as Record<string, string>) ?? {},
      created_at: now(),
    };
    plans.set(plan.id, plan);
    return { status: 200, body: plan };
  }

  /** Razorpay's checks of a subscription: an existing plan, total_count, quantity and customer_notify as it takes them. */
  function createSubscription(body: Record<string, unknown>, host: string): { status: number; body: unknown } {
    const bad = (description: string, field?: string) => ({
      status: 400,
      body: razorpayError("BAD_REQUEST_ERROR", description, field),
    });
    if (typeof body.plan_id !== "string" || !body.plan_id) return bad("The plan id field is required.", "plan_id");
    const plan = plans.get(body.plan_id);
    if (!plan) return bad("The id provided does not exist", "plan_id");
    const total = body.total_count;
    if (typeof total !== "number" || !Number.isInteger(total) || total < 1)
      return bad("The total count must be an integer of at least 1.", "total_count");
    // Razorpay caps a subscription at 100 years of periods
    const yearsPerCharge = { daily: 1 / 365, weekly: 7 / 365, monthly: 1 / 12, yearly: 1 }[plan.period] * plan.interval;
    if (total * yearsPerCharge > 100) return bad("The total count exceeds the maximum allowed.", "total_count");
    const quantity = body.quantity ?? 1;
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1)
      return bad("The quantity must be an integer of at least 1.", "quantity");
    const notify = body.customer_notify ?? 1;
    if (notify !== 0 && notify !== 1 && notify !== true && notify !== false)
      return bad("The customer notify field must be 0 or 1.", "customer_notify");
    const id = newId("sub");
    const sub: StandInSubscription = {
      id,
      entity: "subscription",
      plan_id: plan.id,
      customer_id: null,
      status: "created",
      current_start: null,
      current_end: null,
      ended_at: null,
      quantity,
      notes: (body.notes as Record<string, string>) ?? {},
      charge_at: null,
      start_at: null,
      end_at: null,
      auth_attempts: 0,
      total_count: total,
      paid_count: 0,
      customer_notify: notify === 1 || notify === true,
      created_at: now(),
      expire_by: null,
      short_url: `http://${host}/test/subscriptions/${id}`,
      has_scheduled_changes: false,
      change_scheduled_at: null,
      source: "api",
      offer_id: null,
      remaining_count: total,
    };
    subscriptions.set(id, sub);
    return { status: 200, body: sub };
  }

  /** pause (active only, pause_at "now"), resume (paused only, resume_at "now"), cancel (not once ended). */
  function changeSubscription(
    sub: StandInSubscription,
    action: string,
    body: Record<string, unknown>,
  ): { status: number; body: unknown } {
    const bad = (description: string, field?: string) => ({
      status: 400,
      body: razorpayError("BAD_REQUEST_ERROR", description, field),
    });
    if (action === "pause") {
      if (body.pause_at !== undefined && body.pause_at !== "now") return bad("pause_at must be now.", "pause_at");
      if (sub.status !== "active") return bad(`Subscription cannot be paused in ${sub.status} status.`);
      sub.status = "paused";
      return { status: 200, body: { ...sub, pause_initiated_by: "self" } };
    }
    if (action === "resume") {
      if (body.resume_at !== undefined && body.resume_at !== "now") return bad("resume_at must be now.", "resume_at");
      if (sub.status !== "paused") return bad(`Subscription cannot be resumed in ${sub.status} status.`);
      sub.status = "active";
      return { status: 200, body: sub };
    }
    if (action === "cancel") {
      const atEnd = body.cancel_at_cycle_end;
      if (atEnd !== undefined && atEnd !== 0 && atEnd !== 1 && atEnd !== true && atEnd !== false)
        return bad("The cancel at cycle end field must be 0 or 1.", "cancel_at_cycle_end");
      if (!CANCELLABLE.has(sub.status)) return bad(`Subscription is not cancellable in ${sub.status} status.`);
      if (atEnd === 1 || atEnd === true) {
        sub.has_scheduled_changes = true;
        sub.change_scheduled_at = sub.current_end;
        return { status: 200, body: sub };
      }
      sub.status = "cancelled";
      sub.ended_at = now();
      sub.charge_at = null;
      return { status: 200, body: sub };
    }
    return { status: 404, body: razorpayError("BAD_REQUEST_ERROR", "The requested URL was not found on the server.") };
  }

  function pay(orderId: string): PaidResponse {
    const order = orders.get(orderId);
    if (!order) throw new Error(`The stand-in has no order ${orderId}.`);
    const payment: StandInPayment = {
      id: newId("pay"),
      entity: "payment",
      amount: order.amount,
      currency: order.currency,
      status: "captured",
      order_id: order.id,
      method: "upi",
      captured: true,
      amount_refunded: 0,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    Object.assign(order, { status: "paid", amount_paid: order.amount, amount_due: 0, attempts: order.attempts + 1 });
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: razorpaySignature(`${order.id}|${payment.id}`, keys.keySecret),
    };
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    if (req.headers.authorization !== expectedAuth) {
      state.refusedAuth++;
      return send(res, 401, razorpayError("BAD_REQUEST_ERROR", "Authentication failed"));
    }
    const method = req.method ?? "GET";
    if (method === "POST" && path === "/v1/orders") {
      const body = await readBody(req);
      const amount = body.amount;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
        return send(res, 400, razorpayError("BAD_REQUEST_ERROR", "The amount must be atleast INR 1.00", "amount"));
      }
      const currency = body.currency ?? "INR";
      if (currency !== "INR" && currency !== "USD" && currency !== "EUR")
        return send(res, 400, razorpayError("BAD_REQUEST_ERROR", "The currency is not supported.", "currency"));
      const order: StandInOrder = {
        id: newId("order"),
        entity: "order",
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: typeof body.receipt === "string" ? body.receipt : null,
        notes: (body.notes as Record<string, string>) ?? {},
        status: "created",
        attempts: 0,
        created_at: now(),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    const orderMatch = /^\/v1\/orders\/([^/]+)$/.exec(path);
    if (method === "GET" && orderMatch) {
      const order = orders.get(decodeURIComponent(orderMatch[1]));
      return order
        ? send(res, 200, order)
        : send(res, 400, razorpayError("BAD_REQUEST_ERROR", "The id provided does not exist"));
    }
    if (method === "POST" && path === "/v1/plans") {
      const answer = createPlan(await readBody(req));
      return send(res, answer.status, answer.body);
    }
    const planMatch = /^\/v1\/plans\/([^/]+)$/.exec(path);
    if (method === "GET" && planMatch) {
      const plan = plans.get(decodeURIComponent(planMatch[1]));
      return plan
        ? send(res, 200, plan)
        : send(res, 400, razorpayError("BAD_REQUEST_ERROR", "The id provided does not exist"));
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const answer = createSubscription(await readBody(req), req.headers.host ?? "stand-in");
      return send(res, answer.status, answer.body);
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)(?:\/(pause|resume|cancel))?$/.exec(path);
    if (subscriptionMatch && (method === "GET" ? !subscriptionMatch[2] : method === "POST" && subscriptionMatch[2])) {
      const sub = subscriptions.get(decodeURIComponent(subscriptionMatch[1]));
      if (!sub) return send(res, 400, razorpayError("BAD_REQUEST_ERROR", "The id provided does not exist"));
      if (method === "GET") return send(res, 200, sub);
      const answer = changeSubscription(sub, subscriptionMatch[2], await readBody(req));
      return send(res, answer.status, answer.body);
    }
    const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === "GET" && paymentMatch) {
      const payment = payments.get(decodeURIComponent(paymentMatch[1]));
      return payment
        ? send(res, 200, payment)
        : send(res, 400, razorpayError("BAD_REQUEST_ERROR", "The id provided does not exist"));
    }
    const refundMatch = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === "POST" && refundMatch) {
      const body = await readBody(req);
      const key = req.headers["x-refund-idempotency"];
      const idempotencyKey = typeof key === "string" ? key : null;
      const payment = payments.get(decodeURIComponent(refundMatch[1]));
      if (!payment) return send(res, 400, razorpayError("BAD_REQUEST_ERROR", "The id provided does not exist"));
      if (idempotencyKey) {
        const earlier = refunds.find((r) => r.idempotency_key === idempotencyKey);
        if (earlier) return send(res, 200, earlier);
      }
      const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : body.amount;
      if (
        typeof amount !== "number" ||
        !Number.isInteger(amount) ||
        amount < 100 ||
        amount > payment.amount - payment.amount_refunded
      ) {
        return send(
          res,
          400,
          razorpayError("BAD_REQUEST_ERROR", "The refund amount provided is greater than amount captured", "amount"),
        );
      }
      const refund: StandInRefund = {
        id: newId("rfnd"),
        entity: "refund",
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        notes: (body.notes as Record<string, string>) ?? {},
        status: "processed",
        created_at: now(),
        idempotency_key: idempotencyKey,
      };
      refunds.push(refund);
      payment.amount_refunded += amount;
      if (payment.amount_refunded === payment.amount) payment.status = "refunded";
      return send(res, 200, refund);
    }
    return send(res, 404, razorpayError("BAD_REQUEST_ERROR", "The requested URL was not found on the server."));
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://stand-in").pathname;
    (async () => {
      if (path === "/v1/checkout.js" && (req.method === "GET" || req.method === "HEAD")) {
        res.writeHead(200, {
          "content-type": "text/javascript; charset=utf-8",
          "cache-control": "no-store",
          "access-control-allow-origin": "*",
        });
        return res.end(checkoutScript(`http://${req.headers.host}`));
      }
      if (path === "/test/pay") {
        if (req.method === "OPTIONS") return res.writeHead(204, CORS).end();
        if (req.method !== "POST") return send(res, 405, razorpayError("BAD_REQUEST_ERROR", "POST only"), CORS);
        const body = await readBody(req);
        if (typeof body.subscription_id === "string") {
          const sub = subscriptions.get(body.subscription_id);
          if (!sub || sub.status !== "created")
            return send(res, 400, razorpayError("BAD_REQUEST_ERROR", "The id provided does not exist"), CORS);
          return send(res, 200, paySubscription(sub.id), CORS);
        }
        const orderId = typeof body.order_id === "string" ? body.order_id : "";
        if (!orders.has(orderId))
          return send(res, 400, razorpayError("BAD_REQUEST_ERROR", "The id provided does not exist"), CORS);
        return send(res, 200, pay(orderId), CORS);
      }
      const amountMatch = /^\/test\/subscriptions\/([^/]+)$/.exec(path);
      if (amountMatch && req.method === "GET") {
        // what the test dialog shows for a subscription: its plan's amount (Checkout knows it from the subscription)
        const sub = subscriptions.get(decodeURIComponent(amountMatch[1]));
        const plan = sub && plans.get(sub.plan_id);
        return plan
          ? send(
              res,
              200,
              { id: sub.id, status: sub.status, amount: plan.item.amount, currency: plan.item.currency },
              CORS,
            )
          : send(res, 400, razorpayError("BAD_REQUEST_ERROR", "The id provided does not exist"), CORS);
      }
      if (path.startsWith("/v1/")) return api(req, res, path);
      return send(res, 404, razorpayError("BAD_REQUEST_ERROR", "The requested URL was not found on the server."));
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, razorpayError("SERVER_ERROR", String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function sendWebhook(targetUrl: string, event: string, options: WebhookOptions) {
    const order = orders.get(options.orderId);
    if (!order) throw new Error(`The stand-in has no order ${options.orderId}.`);
    const payment = options.paymentId
      ? payments.get(options.paymentId)
      : [...payments.values()].filter((p) => p.order_id === order.id).at(-1);
    const paymentEntity = payment
      ? {
          ...payment,
          ...(options.amount === undefined ? {} : { amount: options.amount }),
          ...(event === "payment.failed" ? { status: "failed", captured: false } : {}),
        }
      : undefined;
    const contains = event.startsWith("order.") ? ["payment", "order"] : ["payment"];
    const payload = {
      entity: "event",
      account_id: "acc_StandIn0000001",
      event,
      contains,
      payload: {
        ...(paymentEntity ? { payment: { entity: paymentEntity } } : {}),
        ...(contains.includes("order") ? { order: { entity: order } } : {}),
      },
      created_at: now(),
    };
    const signed = JSON.stringify(payload);
    const sent =
      options.reserialise === undefined ? signed : JSON.stringify(JSON.parse(signed), null, options.reserialise);
    const eventId = options.eventId ?? newId("evt");
    const res = await fetch(targetUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": razorpaySignature(signed, options.secret ?? keys.webhookSecret),
        "x-razorpay-event-id": eventId,
        "user-agent": "Razorpay-Webhook/v1",
      },
      body: sent,
    });
    return { status: res.status, body: await res.text(), eventId };
  }

  async function sendSubscriptionWebhook(targetUrl: string, event: string, options: SubscriptionWebhookOptions) {
    const sub = subscriptions.get(options.subscriptionId);
    if (!sub) throw new Error(`The stand-in has no subscription ${options.subscriptionId}.`);
    const payment = options.paymentId
      ? payments.get(options.paymentId)
      : [...payments.values()].filter((p) => p.subscription_id === sub.id).at(-1);
    const withPayment = event === "subscription.charged" && payment;
    const payload = {
      entity: "event",
      account_id: "acc_StandIn0000001",
      event,
      contains: withPayment ? ["subscription", "payment"] : ["subscription"],
      payload: {
        subscription: { entity: { ...sub } },
        ...(withPayment ? { payment: { entity: payment } } : {}),
      },
      created_at: now(),
    };
    const body = JSON.stringify(payload);
    const eventId = options.eventId ?? newId("evt");
    const res = await fetch(targetUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": razorpaySignature(body, options.secret ?? keys.webhookSecret),
        "x-razorpay-event-id": eventId,
        "user-agent": "Razorpay-Webhook/v1",
      },
      body,
    });
    return { status: res.status, body: await res.text(), eventId };
  }

  return {
    url,
    checkoutUrl: `${url}/v1/checkout.js`,
    plans,
    subscriptions,
    paySubscription,
    chargeSubscription,
    setSubscriptionStatus,
    sendSubscriptionWebhook,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    pay,
    sendWebhook,
    orders,
    payments,
    refunds,
    get refusedAuth() {
      return state.refusedAuth;
    },
  };
}

/**
 * The test checkout: `new Razorpay(options).open()` shows a dialog named "Razorpay test checkout" with the amount (a
 * subscription's, `options.subscription_id`, from its plan when the options carry none),
 * "Pay ₹X" (pays through the stand-in, then calls `options.handler` with the signed payment) and "Cancel" (calls
 * `options.modal.ondismiss`). No inline handlers or styles from outside: the page's CSP allows this origin only.
 */
function checkoutScript(origin: string): string {
  return `(() => {
  const ORIGIN = ${JSON.stringify(origin)};
  const rupees = (paise) => "\\u20b9" + new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(paise / 100);
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
  }
  Razorpay.prototype.on = function () {};
  Razorpay.prototype.open = function () {
    const options = this.options;
    const opener = document.activeElement;
    const backdrop = document.createElement("div");
    backdrop.setAttribute("data-razorpay-stand-in", "");
    backdrop.style.cssText = "position:fixed;inset:0;z-index:2147483000;background:rgba(15,23,42,.6);display:flex;align-items:center;justify-content:center;padding:16px";
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    dialog.setAttribute("aria-labelledby", "razorpay-stand-in-title");
    dialog.style.cssText = "background:#fff;color:#111827;border-radius:12px;padding:24px;width:100%;max-width:340px;font:16px/1.5 system-ui,sans-serif;box-shadow:0 10px 30px rgba(0,0,0,.3)";
    const title = document.createElement("h2");
    title.id = "razorpay-stand-in-title";
    title.textContent = "Razorpay test checkout";
    title.style.cssText = "margin:0 0 8px;font-size:20px";
    const merchant = document.createElement("p");
    merchant.textContent = (options.name || "") + (options.description ? " \\u2014 " + options.description : "");
    merchant.style.margin = "0 0 8px";
    const amount = document.createElement("p");
    const subscriptionId = typeof options.subscription_id === "string" ? options.subscription_id : null;
    amount.textContent = typeof options.amount === "number" ? "Amount: " + rupees(options.amount) : "";
    amount.style.cssText = "margin:0 0 16px;font-weight:600";
    const status = document.createElement("p");
    status.setAttribute("role", "status");
    status.style.cssText = "margin:0 0 12px;color:#991b1b;min-height:1.5em";
    const pay = document.createElement("button");
    pay.type = "button";
    pay.textContent = typeof options.amount === "number" ? "Pay " + rupees(options.amount) : "Pay";
    if (subscriptionId && typeof options.amount !== "number") {
      // Checkout knows a subscription's amount from its plan
      fetch(ORIGIN + "/test/subscriptions/" + encodeURIComponent(subscriptionId)).then((r) => r.json()).then((s) => {
        amount.textContent = "Amount: " + rupees(s.amount);
        pay.textContent = "Pay " + rupees(s.amount);
      }).catch(() => {});
    }
    pay.style.cssText = "background:#1d4ed8;color:#fff;border:0;border-radius:8px;padding:10px 16px;font:inherit;cursor:pointer;margin-right:8px";
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.textContent = "Cancel";
    cancel.style.cssText = "background:#fff;color:#111827;border:1px solid #6b7280;border-radius:8px;padding:10px 16px;font:inherit;cursor:pointer";
    dialog.append(title, merchant, amount, status, pay, cancel);
    backdrop.append(dialog);
    document.body.append(backdrop);
    pay.focus();
    let done = false;
    const close = () => {
      done = true;
      document.removeEventListener("keydown", onKey, true);
      backdrop.remove();
      if (opener && typeof opener.focus === "function") opener.focus();
    };
    const dismiss = () => {
      if (done) return;
      close();
      if (options.modal && typeof options.modal.ondismiss === "function") options.modal.ondismiss();
    };
    const onKey = (event) => {
      if (event.key === "Escape") { event.preventDefault(); dismiss(); }
      if (event.key === "Tab") {
        const first = pay, last = cancel;
        if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
        else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
      }
    };
    document.addEventListener("keydown", onKey, true);
    cancel.addEventListener("click", dismiss);
    pay.addEventListener("click", async () => {
      pay.disabled = true;
      status.textContent = "";
      try {
        const res = await fetch(ORIGIN + "/test/pay", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(subscriptionId ? { subscription_id: subscriptionId } : { order_id: options.order_id }) });
        if (!res.ok) throw new Error("refused");
        const response = await res.json();
        close();
        if (typeof options.handler === "function") options.handler(response);
      } catch (error) {
        pay.disabled = false;
        status.textContent = "The payment failed. Please try again.";
      }
    });
  };
  window.Razorpay = Razorpay;
})();
`;
}
