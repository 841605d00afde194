import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { razorpaySignature } from "../platform/razorpay.ts";

/**
 * A small real HTTP server that plays Razorpay for the tests and the browser journeys: the
 * few API calls the club makes, with Razorpay's basic auth checked on each (401 like Razorpay otherwise), a
 * `checkout.js` whose `new Razorpay(options).open()` shows an accessible test dialog that pays through the
 * stand-in and hands back a payment signed with the key secret, and signed webhooks sent on demand.
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
  order_id: string;
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
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Razorpay's ids: a prefix and 14 letters and digits. */
const newId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
const now = () => Math.floor(Date.now() / 1000);

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
}

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
        const orderId = typeof body.order_id === "string" ? body.order_id : "";
        if (!orders.has(orderId))
          return send(res, 400, razorpayError("BAD_REQUEST_ERROR", "The id provided does not exist"), CORS);
        return send(res, 200, pay(orderId), CORS);
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

  return {
    url,
    checkoutUrl: `${url}/v1/checkout.js`,
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
 * The test checkout: `new Razorpay(options).open()` shows a dialog named "Razorpay test checkout" with the amount,
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
    amount.textContent = "Amount: " + rupees(options.amount);
    amount.style.cssText = "margin:0 0 16px;font-weight:600";
    const status = document.createElement("p");
    status.setAttribute("role", "status");
    status.style.cssText = "margin:0 0 12px;color:#991b1b;min-height:1.5em";
    const pay = document.createElement("button");
    pay.type = "button";
    pay.textContent = "Pay " + rupees(options.amount);
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
        const res = await fetch(ORIGIN + "/test/pay", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ order_id: options.order_id }) });
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
