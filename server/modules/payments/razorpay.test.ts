import { addDays, format } from "date-fns";
import { and, eq } from "drizzle-orm";
import { clubToday } from "../../../common/club-time.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FULL_MEMBERSHIP_PRICE } from "../../../common/membership.ts";
import {
  auditEvents,
  bookings,
  memberships,
  paymentPlans,
  paymentSteps,
  properties,
  razorpayEvents,
  razorpayOrders,
} from "../../db/schema.ts";
import { openTestApp, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, payingMember, seededChoices, type TestMember } from "../../test/members.ts";
import { startRazorpayStandIn, type RazorpayStandIn, razorpayEnv } from "../../test/razorpay-stand-in.ts";
import { razorpayMessages } from "./razorpay-service.ts";

/*
 * Online payment with Razorpay, through the real HTTP stack against the local stand-in: orders for
 * the server's amount, the payment's signature over the stored order, the webhook over the raw body, each credited once.
 */

const keys = {
  keyId: "rzp_test_endpoints",
  keySecret: "endpoints_key_secret_42",
  webhookSecret: "endpoints_webhook_secret_42",
};
let standIn: RazorpayStandIn;
let t: TestApp & { mail: MailCatcher };
let webhookUrl: string;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  t = await openTestAppWithMail({
    ...razorpayEnv(keys, standIn),
  });
  // the stand-in sends webhooks over real HTTP
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  webhookUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/payments/razorpay/webhook`;
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const post = (who: TestMember | undefined, url: string, payload: object) =>
  t.app.inject({ method: "POST", url, payload, headers: who?.headers ?? {} });

/** A member with a 2-step plan on the `villaIndex`-th villa, step 1 paid and verified by accounts; step 2 to pay. */
async function memberWithStepToPay(villaIndex: number, name: string) {
  const member = await payingMember(t, { villaIndex, steps: 2, paid: 1, verified: 1, name });
  const villa = (await seededChoices(t, villaIndex)).villa;
  const [plan] = await t.database.db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.userId, member.id), eq(paymentPlans.propertyId, villa.id)));
  const step = async (n: number) =>
    (
      await t.database.db
        .select()
        .from(paymentSteps)
        .where(and(eq(paymentSteps.planId, plan.id), eq(paymentSteps.step, n)))
    )[0];
  return { member, villa, plan, step };
}

async function instalmentOrder(member: TestMember, propertyId: string, extra: object = {}) {
  const res = await post(member, "/api/payments/razorpay/order", {
    purpose: "instalment",
    property_id: propertyId,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    order_id: string;
    amount: number;
    currency: string;
    key_id: string;
    checkout_url: string;
    description: string;
  };
}

const auditOf = (action: string, subjectId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, subjectId)));

describe("the order", () => {
  it("needs a signed-in member (401)", async () => {
    const res = await post(undefined, "/api/payments/razorpay/order", { purpose: "instalment", property_id: "x" });
    expect(res.statusCode).toBe(401);
  });

  it("is made for the server's amount of the step, whatever amount the request names; stored with it", async () => {
    const { member, villa, step } = await memberWithStepToPay(30, "Order Amount");
    const due = await step(2);
    const order = await instalmentOrder(member, villa.id, { amount: 100, total: 1 });
    expect(order.amount).toBe(due.amount * 100);
    expect(order).toMatchObject({ currency: "INR", key_id: keys.keyId, checkout_url: standIn.checkoutUrl });
    expect(order.description).toContain("Step 2 of 2");
    expect(standIn.orders.get(order.order_id)?.amount).toBe(due.amount * 100);
    const [stored] = await t.database.db
      .select()
      .from(razorpayOrders)
      .where(eq(razorpayOrders.orderId, order.order_id));
    expect(stored).toMatchObject({
      purpose: "instalment",
      userId: member.id,
      amount: due.amount * 100,
      status: "created",
      paymentStepId: due.id,
      paymentId: null,
    });
  });

  it("answers 404 for a villa without the member's plan, and 409 when every step is paid", async () => {
    const member = await createMember(t, "No Plan");
    const villa = (await seededChoices(t, 31)).villa;
    const none = await post(member, "/api/payments/razorpay/order", { purpose: "instalment", property_id: villa.id });
    expect(none.statusCode).toBe(404);
    const settled = await payingMember(t, { villaIndex: 32, steps: 1, paid: 1, verified: 1, name: "All Paid" });
    const res = await post(settled, "/api/payments/razorpay/order", {
      purpose: "instalment",
      property_id: (await seededChoices(t, 32)).villa.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Every step of this plan is already paid.");
  });
});

describe("an instalment paid online", () => {
  it("is verified by its signature: the step paid and verified without staff, the invoice numbered and e-mailed, the plan settled", async () => {
    const { member, villa, plan, step } = await memberWithStepToPay(33, "Online Instalment");
    const order = await instalmentOrder(member, villa.id);
    const paid = standIn.pay(order.order_id);
    const res = await post(member, "/api/payments/razorpay/verify", paid);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      purpose: "instalment",
      order_id: order.order_id,
      payment_id: paid.razorpay_payment_id,
      amount: order.amount / 100,
      status: "paid",
    });
    expect(data.instalment).toMatchObject({
      property_id: villa.id,
      step: 2,
      verification: "verified",
      plan_status: "completed",
    });
    expect(data.instalment.invoice_number).toMatch(/^VWC-INV-\d{4}-\d+$/);

    const row = await step(2);
    expect(row).toMatchObject({
      status: "paid",
      verification: "verified",
      verifiedBy: null,
      razorpayPaymentId: paid.razorpay_payment_id,
      receiptFileId: null,
    });
    expect(row.invoiceNumber).toBe(data.instalment.invoice_number);
    const record = (
      await t.app.inject({ method: "GET", url: `/api/payment-details/${villa.id}`, headers: member.headers })
    ).json().data;
    expect(record.status).toBe("completed");
    expect(record.amount_verified).toBe(record.total_amount);

    const mail = await mailAbout(t.mail, member.email, `Payment received: invoice ${row.invoiceNumber}`);
    expect(mail.text).toContain("We have received your online payment");
    expect(mail.raw).toContain(`invoice-${row.invoiceNumber}.pdf`);

    expect(await auditOf("payment.razorpay.verified", row.id)).toHaveLength(1);
    const [stepAudit] = await auditOf("payment-step.paid-online", plan.id);
    expect(stepAudit.detail).toMatchObject({
      step: 2,
      paymentId: paid.razorpay_payment_id,
      after: { verification: "verified" },
    });

    // a second verification of the same payment answers the same, and credits nothing again
    const again = await post(member, "/api/payments/razorpay/verify", paid);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(data);
    expect(await auditOf("payment.razorpay.verified", row.id)).toHaveLength(1);
    expect(await auditOf("payment-step.paid-online", plan.id)).toHaveLength(1);
  });

  it("with a wrong signature answers 400 and changes nothing", async () => {
    const { member, villa, step } = await memberWithStepToPay(34, "Wrong Signature");
    const order = await instalmentOrder(member, villa.id);
    const paid = standIn.pay(order.order_id);
    for (const razorpay_signature of [
      "0".repeat(64),
      paid.razorpay_signature.slice(2),
      `${paid.razorpay_signature}00`,
    ]) {
      const res = await post(member, "/api/payments/razorpay/verify", { ...paid, razorpay_signature });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(razorpayMessages.notVerified);
    }
    // the signature of another order's payment does not pay this one
    const otherOrder = await instalmentOrder(member, villa.id);
    const otherPaid = standIn.pay(otherOrder.order_id);
    const swapped = await post(member, "/api/payments/razorpay/verify", {
      ...otherPaid,
      razorpay_order_id: order.order_id,
    });
    expect(swapped.statusCode).toBe(400);
    expect(await step(2)).toMatchObject({ status: "pending", verification: null, razorpayPaymentId: null });
    const [stored] = await t.database.db
      .select()
      .from(razorpayOrders)
      .where(eq(razorpayOrders.orderId, order.order_id));
    expect(stored.status).toBe("created");
  });

  it("cannot be verified by another member: 404", async () => {
    const { member, villa, step } = await memberWithStepToPay(35, "Owner Of Order");
    const order = await instalmentOrder(member, villa.id);
    const paid = standIn.pay(order.order_id);
    const stranger = await createMember(t, "Stranger");
    const res = await post(stranger, "/api/payments/razorpay/verify", paid);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(razorpayMessages.orderNotFound);
    expect((await step(2)).status).toBe("pending");
  });
});

describe("Razorpay's webhook", () => {
  it("credits a captured payment once, whatever the number of deliveries, and the member's verification then answers the same", async () => {
    const { member, villa, plan, step } = await memberWithStepToPay(36, "Webhook Credit");
    const order = await instalmentOrder(member, villa.id);
    const paid = standIn.pay(order.order_id);
    const first = await standIn.sendWebhook(webhookUrl, "payment.captured", {
      orderId: order.order_id,
      eventId: "evt_WebhookCredit001",
    });
    expect(first.status, first.body).toBe(200);
    expect(JSON.parse(first.body).data).toEqual({ processed: true, credited: true });
    expect(await step(2)).toMatchObject({
      status: "paid",
      verification: "verified",
      razorpayPaymentId: paid.razorpay_payment_id,
    });

    // the same event again: already processed, nothing else
    const replay = await standIn.sendWebhook(webhookUrl, "payment.captured", {
      orderId: order.order_id,
      eventId: "evt_WebhookCredit001",
    });
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body).data).toEqual({ processed: false, credited: false });
    // another event for the same payment (order.paid): recorded, credits nothing twice
    const orderPaid = await standIn.sendWebhook(webhookUrl, "order.paid", { orderId: order.order_id });
    expect(JSON.parse(orderPaid.body).data).toEqual({ processed: true, credited: false });
    expect(await auditOf("payment-step.paid-online", plan.id)).toHaveLength(1);
    expect(
      await t.database.db.select().from(razorpayEvents).where(eq(razorpayEvents.eventId, "evt_WebhookCredit001")),
    ).toHaveLength(1);

    const verified = await post(member, "/api/payments/razorpay/verify", paid);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.instalment).toMatchObject({ step: 2, verification: "verified" });
    expect(await auditOf("payment-step.paid-online", plan.id)).toHaveLength(1);

    // a failure reported afterwards moves nothing back
    const failed = await standIn.sendWebhook(webhookUrl, "payment.failed", { orderId: order.order_id });
    expect(failed.status).toBe(200);
    expect(await step(2)).toMatchObject({ status: "paid", verification: "verified" });
    const [stored] = await t.database.db
      .select()
      .from(razorpayOrders)
      .where(eq(razorpayOrders.orderId, order.order_id));
    expect(stored).toMatchObject({ status: "paid", paymentId: paid.razorpay_payment_id });
  });

  it("is refused (400) when signed over other bytes (re-serialised JSON) or with another secret, and changes nothing", async () => {
    const { member, villa, step } = await memberWithStepToPay(37, "Webhook Signature");
    const order = await instalmentOrder(member, villa.id);
    standIn.pay(order.order_id);
    for (const options of [{ reserialise: 2 }, { reserialise: 1 }, { secret: keys.keySecret }]) {
      const res = await standIn.sendWebhook(webhookUrl, "payment.captured", {
        orderId: order.order_id,
        eventId: "evt_BadSignature001",
        ...options,
      });
      expect(res.status, JSON.stringify(options)).toBe(400);
      expect(JSON.parse(res.body).message).toBe(razorpayMessages.webhookSignature);
    }
    const unsigned = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(unsigned.status).toBe(400);
    expect((await step(2)).status).toBe("pending");
    expect(
      await t.database.db.select().from(razorpayEvents).where(eq(razorpayEvents.eventId, "evt_BadSignature001")),
    ).toHaveLength(0);
    // the genuine event with the same id still counts afterwards
    const genuine = await standIn.sendWebhook(webhookUrl, "payment.captured", {
      orderId: order.order_id,
      eventId: "evt_BadSignature001",
    });
    expect(JSON.parse(genuine.body).data).toEqual({ processed: true, credited: true });
  });

  it("answers 200 to a well-signed event it does not credit: an amount that is not the order's, or an event it does not act on", async () => {
    const { member, villa, step } = await memberWithStepToPay(38, "Webhook Mismatch");
    const order = await instalmentOrder(member, villa.id);
    standIn.pay(order.order_id);
    const short = await standIn.sendWebhook(webhookUrl, "payment.captured", { orderId: order.order_id, amount: 100 });
    expect(short.status).toBe(200);
    expect(JSON.parse(short.body).data).toEqual({ processed: true, credited: false });
    const other = await standIn.sendWebhook(webhookUrl, "refund.processed", { orderId: order.order_id });
    expect(other.status).toBe(200);
    expect((await step(2)).status).toBe("pending");
  });
});

describe("Full Membership paid online", () => {
  it("is made for the club's price (terms accepted) and active with its number once verified", async () => {
    const member = await createMember(t, "Online Membership");
    const refused = await post(member, "/api/payments/razorpay/order", { purpose: "membership", accept_terms: false });
    expect(refused.statusCode).toBe(400);
    const res = await post(member, "/api/payments/razorpay/order", {
      purpose: "membership",
      accept_terms: true,
      amount: 100,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order.amount).toBe(FULL_MEMBERSHIP_PRICE * 100);
    const verified = await post(member, "/api/payments/razorpay/verify", standIn.pay(order.order_id));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.membership).toMatchObject({ status: "active" });
    expect(verified.json().data.membership.number).toMatch(/^VWC-M-\d{4}-\d+$/);
    const [row] = await t.database.db.select().from(memberships).where(eq(memberships.userId, member.id));
    expect(row).toMatchObject({
      status: "active",
      paidVia: "razorpay",
      razorpayPaymentId: verified.json().data.payment_id,
    });
  });
});

describe("a stay paid online", () => {
  it("is held for the server's total while the member pays, then confirmed once verified", async () => {
    const member = await createMember(t, "Online Stay");
    const [villa] = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.location, "Solan"))
      .orderBy(properties.name)
      .limit(1);
    const day = (n: number) => format(addDays(new Date(`${clubToday()}T12:00:00`), n), "yyyy-MM-dd");
    const guest = {
      bookingFor: "myself",
      title: "Mrs.",
      firstName: "Asha",
      lastName: "Verma",
      phone: "+91 98765 43210",
      email: "asha@example.in",
      agreeTerms: true,
    };
    const res = await post(member, "/api/payments/razorpay/order", {
      purpose: "stay",
      propertyId: villa.id,
      checkIn: day(40),
      checkOut: day(42),
      adults: 2,
      guest,
      amount: 100,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    const [stored] = await t.database.db
      .select()
      .from(razorpayOrders)
      .where(eq(razorpayOrders.orderId, order.order_id));
    const [held] = await t.database.db.select().from(bookings).where(eq(bookings.id, stored.bookingId!));
    expect(held.status).toBe("held");
    expect(order.amount).toBe(held.total * 100);
    const verified = await post(member, "/api/payments/razorpay/verify", standIn.pay(order.order_id));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.booking).toMatchObject({ id: held.id, reference: held.reference, status: "confirmed" });
  });
});

describe("without Razorpay's keys", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await openTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it("online payment answers 503 with a clear sentence, and the webhook refuses every event", async () => {
    const member = await createMember(bare, "No Keys");
    const villa = (await seededChoices(bare, 0)).villa;
    const order = await bare.app.inject({
      method: "POST",
      url: "/api/payments/razorpay/order",
      payload: { purpose: "instalment", property_id: villa.id },
      headers: member.headers,
    });
    expect(order.statusCode).toBe(503);
    expect(order.json().message).toBe("Online payment is not available yet.");
    const verify = await bare.app.inject({
      method: "POST",
      url: "/api/payments/razorpay/verify",
      payload: { razorpay_order_id: "order_X", razorpay_payment_id: "pay_X", razorpay_signature: "00" },
      headers: member.headers,
    });
    expect(verify.statusCode).toBe(503);
    const hook = await bare.app.inject({
      method: "POST",
      url: "/api/payments/razorpay/webhook",
      payload: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(hook.statusCode).toBe(503);
  });
});
