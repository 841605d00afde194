import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRazorpayStandIn, type RazorpayStandIn } from "../test/razorpay-stand-in.ts";
import {
  createRazorpayGateway,
  PLAN_PERIODS,
  RazorpayError,
  verifyPaymentSignature,
  verifySubscriptionSignature,
  verifyWebhookSignature,
} from "./razorpay.ts";

/** Razorpay's signatures with test secrets, and the gateway against the local stand-in. */

const KEY_SECRET = "test_key_secret_0123456789";
const WEBHOOK_SECRET = "test_webhook_secret_abcdef";
const hmac = (data: string | Buffer, secret: string) => createHmac("sha256", secret).update(data).digest("hex");

describe("the payment signature", () => {
  const orderId = "order_PbCdEfGhIjKlMn";
  const paymentId = "pay_QrStUvWxYz0123";
  const signature = hmac(`${orderId}|${paymentId}`, KEY_SECRET);

  it("is HMAC-SHA256 of the stored order id, a bar and the payment id, with the key secret", () => {
    expect(verifyPaymentSignature(orderId, paymentId, signature, KEY_SECRET)).toBe(true);
    expect(verifyPaymentSignature(orderId, paymentId, signature.toUpperCase(), KEY_SECRET)).toBe(false);
  });

  it("is refused when wrong, for swapped ids, another order or payment, or another secret", () => {
    expect(verifyPaymentSignature(orderId, paymentId, hmac("something else", KEY_SECRET), KEY_SECRET)).toBe(false);
    expect(verifyPaymentSignature(paymentId, orderId, signature, KEY_SECRET)).toBe(false);
    expect(verifyPaymentSignature(orderId, paymentId, hmac(`${paymentId}|${orderId}`, KEY_SECRET), KEY_SECRET)).toBe(
      false,
    );
    expect(verifyPaymentSignature("order_Other000000000", paymentId, signature, KEY_SECRET)).toBe(false);
    expect(verifyPaymentSignature(orderId, "pay_Other0000000000", signature, KEY_SECRET)).toBe(false);
    expect(verifyPaymentSignature(orderId, paymentId, signature, "another_secret_value")).toBe(false);
    expect(
      verifyPaymentSignature(orderId, paymentId, hmac(`${orderId}|${paymentId}`, "another_secret_value"), KEY_SECRET),
    ).toBe(false);
  });

  it("is refused, without throwing, at any other length or when empty", () => {
    for (const other of [
      "",
      signature.slice(0, 63),
      `${signature}0`,
      signature.slice(0, 32),
      `${signature}${signature}`,
      "é".repeat(32),
    ]) {
      expect(verifyPaymentSignature(orderId, paymentId, other, KEY_SECRET), JSON.stringify(other)).toBe(false);
    }
    expect(verifyPaymentSignature("", paymentId, hmac(`|${paymentId}`, KEY_SECRET), KEY_SECRET)).toBe(false);
    expect(verifyPaymentSignature(orderId, paymentId, signature, "")).toBe(false);
  });
});

describe("the webhook signature", () => {
  const raw = Buffer.from(
    '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","amount":500000}}}}',
  );
  const signature = hmac(raw, WEBHOOK_SECRET);

  it("is HMAC-SHA256 of the exact bytes with the webhook secret", () => {
    expect(verifyWebhookSignature(raw, signature, WEBHOOK_SECRET)).toBe(true);
  });

  it("does not hold for the same JSON re-serialised (other spacing), another secret, or no signature", () => {
    const parsed: unknown = JSON.parse(raw.toString("utf8"));
    for (const spacing of [1, 2, "\t"]) {
      const reserialised = Buffer.from(JSON.stringify(parsed, null, spacing));
      expect(JSON.parse(reserialised.toString("utf8"))).toEqual(parsed);
      expect(verifyWebhookSignature(reserialised, signature, WEBHOOK_SECRET)).toBe(false);
    }
    expect(verifyWebhookSignature(Buffer.from(`${raw.toString("utf8")} `), signature, WEBHOOK_SECRET)).toBe(false);
    expect(verifyWebhookSignature(raw, signature, KEY_SECRET)).toBe(false);
    expect(verifyWebhookSignature(raw, hmac(raw, KEY_SECRET), WEBHOOK_SECRET)).toBe(false);
    expect(verifyWebhookSignature(raw, undefined, WEBHOOK_SECRET)).toBe(false);
    expect(verifyWebhookSignature(raw, signature.slice(1), WEBHOOK_SECRET)).toBe(false);
  });
});

describe("the gateway, on the official package, against the stand-in", () => {
  let standIn: RazorpayStandIn;
  const keys = { keyId: "rzp_test_gateway", keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET };
  beforeAll(async () => {
    standIn = await startRazorpayStandIn(keys);
  });
  afterAll(async () => {
    await standIn?.close();
  });

  it("makes an order with the key's basic auth, at the configured address, and fetches its payment", async () => {
    const gateway = createRazorpayGateway({ keyId: keys.keyId, keySecret: keys.keySecret, apiUrl: standIn.url });
    const order = await gateway.createOrder({
      amount: 250_000,
      receipt: "step-2-abcdef12",
      notes: { purpose: "instalment" },
    });
    expect(order).toMatchObject({
      entity: "order",
      amount: 250_000,
      currency: "INR",
      receipt: "step-2-abcdef12",
      status: "created",
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(standIn.orders.get(order.id)?.notes).toEqual({ purpose: "instalment" });
    expect(standIn.refusedAuth).toBe(0);

    const paid = standIn.pay(order.id);
    expect(paid.razorpay_signature).toBe(hmac(`${order.id}|${paid.razorpay_payment_id}`, KEY_SECRET));
    expect(await gateway.fetchPayment(paid.razorpay_payment_id)).toMatchObject({
      id: paid.razorpay_payment_id,
      order_id: order.id,
      amount: 250_000,
      status: "captured",
    });
  });

  it("is refused with Razorpay's 401 when its key secret is wrong (the auth is really sent)", async () => {
    const wrong = createRazorpayGateway({ keyId: keys.keyId, keySecret: "not_the_secret_at_all", apiUrl: standIn.url });
    const before = standIn.refusedAuth;
    const error = await wrong.createOrder({ amount: 10_000, receipt: "r" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RazorpayError);
    expect((error as RazorpayError).statusCode).toBe(401);
    expect((error as RazorpayError).message).toMatch(/Authentication failed/);
    expect(standIn.refusedAuth).toBe(before + 1);
  });

  it("is refused for an amount under ₹1 (100 paise) or not whole paise", async () => {
    const gateway = createRazorpayGateway({ keyId: keys.keyId, keySecret: keys.keySecret, apiUrl: standIn.url });
    for (const amount of [99, 150.5]) {
      const error = await gateway.createOrder({ amount, receipt: "r" }).catch((e: unknown) => e);
      expect((error as RazorpayError).statusCode, String(amount)).toBe(400);
    }
  });

  it("refunds once per idempotency key, sent in X-Refund-Idempotency", async () => {
    const gateway = createRazorpayGateway({ keyId: keys.keyId, keySecret: keys.keySecret, apiUrl: standIn.url });
    const order = await gateway.createOrder({ amount: 600_000, receipt: "stay-VWC-1" });
    const { razorpay_payment_id: paymentId } = standIn.pay(order.id);
    const first = await gateway.refund(paymentId, {
      amount: 300_000,
      idempotencyKey: "refund-stay-0001",
      notes: { reason: "cancelled" },
    });
    const again = await gateway.refund(paymentId, {
      amount: 300_000,
      idempotencyKey: "refund-stay-0001",
      notes: { reason: "cancelled" },
    });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ entity: "refund", amount: 300_000, payment_id: paymentId });
    const made = standIn.refunds.filter((r) => r.payment_id === paymentId);
    expect(made).toHaveLength(1);
    expect(made[0].idempotency_key).toBe("refund-stay-0001");
    const other = await gateway.refund(paymentId, { idempotencyKey: "refund-stay-0002" });
    expect(other.id).not.toBe(first.id);
    expect(other.amount).toBe(300_000);
  });
});

describe("the subscription payment signature", () => {
  const subscriptionId = "sub_PbCdEfGhIjKlMn";
  const paymentId = "pay_QrStUvWxYz0123";

  it("is HMAC-SHA256 of the payment id, a bar and the stored subscription id, with the key secret", () => {
    const signature = hmac(`${paymentId}|${subscriptionId}`, KEY_SECRET);
    expect(verifySubscriptionSignature(paymentId, subscriptionId, signature, KEY_SECRET)).toBe(true);
    // the order is the payment's first, unlike an order's signature
    expect(
      verifySubscriptionSignature(
        paymentId,
        subscriptionId,
        hmac(`${subscriptionId}|${paymentId}`, KEY_SECRET),
        KEY_SECRET,
      ),
    ).toBe(false);
    expect(verifySubscriptionSignature(paymentId, "sub_Other0000000000", signature, KEY_SECRET)).toBe(false);
    expect(verifySubscriptionSignature(paymentId, subscriptionId, signature, "another_secret_value")).toBe(false);
    expect(verifySubscriptionSignature(paymentId, subscriptionId, "", KEY_SECRET)).toBe(false);
  });
});

describe("plans and subscriptions, on the official package, against the stand-in", () => {
  const keys = { keyId: "rzp_test_plans", keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET };
  let standIn: RazorpayStandIn;
  beforeAll(async () => {
    standIn = await startRazorpayStandIn(keys);
  });
  afterAll(async () => {
    await standIn?.close();
  });
  const gatewayOf = (secret = KEY_SECRET) =>
    createRazorpayGateway({ keyId: keys.keyId, keySecret: secret, apiUrl: standIn.url });
  const monthly = { ...PLAN_PERIODS.monthly, name: "Donation", amount: 200_000, currency: "INR" };

  it("makes a plan and a subscription to it, then pauses, resumes and cancels it by Razorpay's rules", async () => {
    const gateway = gatewayOf();
    const plan = await gateway.createPlan(monthly);
    expect(plan).toMatchObject({ period: "monthly", interval: 1, item: { amount: 200_000, currency: "INR" } });
    const sub = await gateway.createSubscription({ planId: plan.id, totalCount: 120 });
    expect(sub).toMatchObject({ plan_id: plan.id, status: "created", total_count: 120, paid_count: 0 });
    expect(standIn.subscriptions.get(sub.id)!.customer_notify).toBe(false);

    // a created subscription cannot be paused: Razorpay's 400
    await expect(gateway.pauseSubscription(sub.id)).rejects.toMatchObject({ statusCode: 400 });
    const paid = standIn.paySubscription(sub.id);
    expect(verifySubscriptionSignature(paid.razorpay_payment_id, sub.id, paid.razorpay_signature, KEY_SECRET)).toBe(
      true,
    );
    const payment = await gateway.fetchPayment(paid.razorpay_payment_id);
    expect(payment).toMatchObject({ amount: 200_000, status: "captured" });
    expect(await gateway.fetchSubscription(sub.id)).toMatchObject({ status: "active", paid_count: 1 });
    await expect(gateway.resumeSubscription(sub.id)).rejects.toMatchObject({ statusCode: 400 });
    expect((await gateway.pauseSubscription(sub.id)).status).toBe("paused");
    expect((await gateway.resumeSubscription(sub.id)).status).toBe("active");
    expect((await gateway.cancelSubscription(sub.id)).status).toBe("cancelled");
    await expect(gateway.cancelSubscription(sub.id)).rejects.toMatchObject({ statusCode: 400 });
  });

  it("quarterly is every 3 months, yearly every year", () => {
    expect(PLAN_PERIODS.quarterly).toEqual({ period: "monthly", interval: 3 });
    expect(PLAN_PERIODS.yearly).toEqual({ period: "yearly", interval: 1 });
  });

  it("is refused with Razorpay's 401 for a wrong key secret", async () => {
    const refusedBefore = standIn.refusedAuth;
    const error = await gatewayOf("wrong_secret")
      .createPlan(monthly)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RazorpayError);
    expect((error as RazorpayError).statusCode).toBe(401);
    expect(standIn.refusedAuth).toBe(refusedBefore + 1);
  });

  it("refuses a plan of an unknown period, a daily one under 7 days, an amount under 100 or not whole", async () => {
    const gateway = gatewayOf();
    for (const bad of [
      { ...monthly, period: "fortnightly" as "monthly" },
      { ...monthly, period: "daily" as const, interval: 3 },
      { ...monthly, interval: 0 },
      { ...monthly, amount: 99 },
      { ...monthly, amount: 150.5 },
      { ...monthly, currency: "GBP" },
    ]) {
      await expect(gateway.createPlan(bad)).rejects.toMatchObject({ statusCode: 400 });
    }
  });

  it("refuses a subscription to a plan that does not exist, without a whole total_count, or beyond 100 years", async () => {
    const gateway = gatewayOf();
    const plan = await gateway.createPlan(monthly);
    await expect(gateway.createSubscription({ planId: "plan_Unknown0000001", totalCount: 12 })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(gateway.createSubscription({ planId: plan.id, totalCount: 0 })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(gateway.createSubscription({ planId: plan.id, totalCount: 1201 })).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
