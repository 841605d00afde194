import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionMessages } from "../../../common/donor-page.ts";
import { auditEvents, donationGifts, donationPlans, donationPledges, donationSubscriptions } from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, staffMember, type TestMember } from "../../test/members.ts";
import { startRazorpayStandIn, type RazorpayStandIn, razorpayEnv } from "../../test/razorpay-stand-in.ts";
import { donorToken } from "./gifts.ts";

/*
 * Recurring gifts through Razorpay Subscriptions, over real HTTP against the stand-in: the pledge's subscription, its
 * first payment verified by signature with its receipt mailed, each charge once, the state from the webhooks, and the
 * donor's pause, resume and cancel by their signed link or as the member who gave.
 */

const keys = {
  keyId: "rzp_test_recurring",
  keySecret: "recurring_key_secret_42",
  webhookSecret: "recurring_webhook_secret_42",
};
let standIn: RazorpayStandIn;
let t: TestApp & { mail: MailCatcher };
let webhookUrl: string;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  t = await openTestAppWithMail({
    ...razorpayEnv(keys, standIn),
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  webhookUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/payments/razorpay/webhook`;
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

let client = 0;
const inject = (method: "GET" | "POST", url: string, payload?: object, who?: TestMember) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: who?.headers ?? {},
    remoteAddress: `198.51.100.${(client++ % 250) + 1}`,
  });

let donorCount = 0;
async function pledgeMonthly(extra: Record<string, unknown> = {}, amount = 2000) {
  const email = `recurring-${++donorCount}-${Date.now()}@example.in`;
  const res = await inject("POST", "/api/donations", {
    name: "Kavita Rao",
    email,
    amount,
    currency: "INR",
    kind: "recurring",
    frequency: "monthly",
    causes: ["Green Himalayas"],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data;
  return {
    email,
    reference: data.reference as string,
    payment: data.payment,
    token: donorToken({ feedSecret: t.config.sessionSecret }, data.reference),
  };
}

/** Pledge, pay the first charge in the stand-in's checkout, verify: an active recurring gift. */
async function activeGift(amount = 2000) {
  const pledge = await pledgeMonthly({}, amount);
  const paid = standIn.paySubscription(pledge.payment.subscription_id);
  const res = await inject("POST", "/api/donations/subscriptions/verify", paid);
  expect(res.statusCode, res.body).toBe(200);
  return { ...pledge, paid };
}

const pledgeRow = async (reference: string) =>
  (await t.database.db.select().from(donationPledges).where(eq(donationPledges.reference, reference)))[0];
const subscriptionRow = async (reference: string) =>
  (
    await t.database.db
      .select({ s: donationSubscriptions })
      .from(donationSubscriptions)
      .innerJoin(donationPledges, eq(donationPledges.id, donationSubscriptions.pledgeId))
      .where(eq(donationPledges.reference, reference))
  )[0].s;
const giftsOf = async (reference: string) =>
  t.database.db
    .select({ g: donationGifts })
    .from(donationGifts)
    .innerJoin(donationPledges, eq(donationPledges.id, donationGifts.pledgeId))
    .where(eq(donationPledges.reference, reference))
    .then((rows) => rows.map((r) => r.g));

describe("a recurring pledge", () => {
  it("answers the subscription Checkout opens, on a monthly plan of the amount made once", async () => {
    const first = await pledgeMonthly();
    expect(first.payment).toMatchObject({
      method: "online",
      key_id: keys.keyId,
      amount: 200_000,
      currency: "INR",
      checkout_url: standIn.checkoutUrl,
    });
    expect(first.payment.subscription_id).toMatch(/^sub_/);
    const sub = standIn.subscriptions.get(first.payment.subscription_id)!;
    expect(sub).toMatchObject({ status: "created", total_count: 120, customer_notify: false });
    const plan = standIn.plans.get(sub.plan_id)!;
    expect(plan).toMatchObject({ period: "monthly", interval: 1, item: { amount: 200_000, currency: "INR" } });

    // the same amount and frequency: the same plan
    const second = await pledgeMonthly();
    expect(standIn.subscriptions.get(second.payment.subscription_id)!.plan_id).toBe(plan.id);
    const plans = await t.database.db.select().from(donationPlans).where(eq(donationPlans.razorpayPlanId, plan.id));
    expect(plans).toEqual([expect.objectContaining({ amount: 2000, currency: "INR", frequency: "monthly" })]);
  });

  it("makes a quarterly plan every 3 months and a yearly one every year, 40 and 10 charges", async () => {
    const q = await pledgeMonthly({ frequency: "quarterly" }, 3100);
    const y = await pledgeMonthly({ frequency: "yearly" }, 3100);
    const qs = standIn.subscriptions.get(q.payment.subscription_id)!;
    const ys = standIn.subscriptions.get(y.payment.subscription_id)!;
    expect(standIn.plans.get(qs.plan_id)).toMatchObject({ period: "monthly", interval: 3 });
    expect(standIn.plans.get(ys.plan_id)).toMatchObject({ period: "yearly", interval: 1 });
    expect([qs.total_count, ys.total_count]).toEqual([40, 10]);
  });

  it("the plans race: two pledges of a new amount at once keep one plan", async () => {
    const [a, b] = await Promise.all([pledgeMonthly({}, 777), pledgeMonthly({}, 777)]);
    const planA = standIn.subscriptions.get(a.payment.subscription_id)!.plan_id;
    const planB = standIn.subscriptions.get(b.payment.subscription_id)!.plan_id;
    expect(planA).toBe(planB);
  });
});

describe("the first payment and each charge", () => {
  it("verifies the first payment: a gift with its receipt mailed, the pledge active", async () => {
    const pledge = await pledgeMonthly();
    const paid = standIn.paySubscription(pledge.payment.subscription_id);
    const res = await inject("POST", "/api/donations/subscriptions/verify", paid);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ reference: pledge.reference, status: "active" });
    expect(data.receipt_number).toMatch(/^VWC-DR-\d{4}-\d{2}-\d+$/);
    const gifts = await giftsOf(pledge.reference);
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ amount: 2000, amountInr: 2000, mode: "subscription", status: "received" });
    expect((await subscriptionRow(pledge.reference)).status).toBe("active");

    const mail = await mailAbout(t.mail, pledge.email, `Your donation receipt ${data.receipt_number}`);
    expect(mail.text).toContain("₹2,000");
    expect(mail.text).toContain("/donations/mine?t=");

    // the page calls again (a retry): the same answer, no second gift
    const again = await inject("POST", "/api/donations/subscriptions/verify", paid);
    expect(again.json().data.receipt_number).toBe(data.receipt_number);
    expect(await giftsOf(pledge.reference)).toHaveLength(1);
  });

  it("refuses a signature that is not Razorpay's, and an unknown subscription", async () => {
    const pledge = await pledgeMonthly();
    const paid = standIn.paySubscription(pledge.payment.subscription_id);
    const forged = await inject("POST", "/api/donations/subscriptions/verify", {
      ...paid,
      razorpay_signature: "0".repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(subscriptionMessages.notVerified);
    const unknown = await inject("POST", "/api/donations/subscriptions/verify", {
      ...paid,
      razorpay_subscription_id: "sub_Unknown0000001",
    });
    expect(unknown.statusCode).toBe(404);
    expect(await giftsOf(pledge.reference)).toHaveLength(0);
  });

  it("records each later charge once, whatever the webhook's replays, each with its own receipt", async () => {
    const gift = await activeGift();
    const payment = standIn.chargeSubscription(gift.payment.subscription_id);
    const first = await standIn.sendSubscriptionWebhook(webhookUrl, "subscription.charged", {
      subscriptionId: gift.payment.subscription_id,
      paymentId: payment.id,
    });
    expect(first.status, first.body).toBe(200);
    // the same event again, and the same charge in another event: one gift
    const replay = await standIn.sendSubscriptionWebhook(webhookUrl, "subscription.charged", {
      subscriptionId: gift.payment.subscription_id,
      paymentId: payment.id,
      eventId: first.eventId,
    });
    expect(replay.status).toBe(200);
    await standIn.sendSubscriptionWebhook(webhookUrl, "subscription.charged", {
      subscriptionId: gift.payment.subscription_id,
      paymentId: payment.id,
    });
    const gifts = await giftsOf(gift.reference);
    expect(gifts).toHaveLength(2);
    expect(new Set(gifts.map((g) => g.receiptNumber)).size).toBe(2);
    const sub = await subscriptionRow(gift.reference);
    expect(sub.paidCount).toBe(2);
    expect(sub.currentEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const receipt = gifts.find((g) => g.razorpayPaymentId === payment.id)!.receiptNumber!;
    await mailAbout(t.mail, gift.email, `Your donation receipt ${receipt}`);
  });

  it("refuses a webhook signed with another secret and records nothing", async () => {
    const gift = await activeGift();
    const payment = standIn.chargeSubscription(gift.payment.subscription_id);
    const res = await standIn.sendSubscriptionWebhook(webhookUrl, "subscription.charged", {
      subscriptionId: gift.payment.subscription_id,
      paymentId: payment.id,
      secret: "not-the-webhook-secret",
    });
    expect(res.status).toBe(400);
    expect(await giftsOf(gift.reference)).toHaveLength(1);
  });

  it("follows Razorpay's state: halted, cancelled and completed on the subscription and the pledge, audited", async () => {
    const gift = await activeGift();
    const id = gift.payment.subscription_id;
    standIn.setSubscriptionStatus(id, "halted");
    await standIn.sendSubscriptionWebhook(webhookUrl, "subscription.halted", { subscriptionId: id });
    expect((await subscriptionRow(gift.reference)).status).toBe("halted");
    expect((await pledgeRow(gift.reference)).status).toBe("paused");

    standIn.setSubscriptionStatus(id, "cancelled");
    const res = await standIn.sendSubscriptionWebhook(webhookUrl, "subscription.cancelled", { subscriptionId: id });
    expect(res.status).toBe(200);
    expect((await subscriptionRow(gift.reference)).status).toBe("cancelled");
    expect((await pledgeRow(gift.reference)).status).toBe("cancelled");
    // an ended gift never moves back, even on a late event
    standIn.setSubscriptionStatus(id, "active");
    await standIn.sendSubscriptionWebhook(webhookUrl, "subscription.resumed", { subscriptionId: id });
    expect((await subscriptionRow(gift.reference)).status).toBe("cancelled");

    const pledge = await pledgeRow(gift.reference);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, pledge.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["donation.subscription.halted", "donation.subscription.cancelled"]),
    );

    const done = await activeGift();
    standIn.setSubscriptionStatus(done.payment.subscription_id, "completed");
    await standIn.sendSubscriptionWebhook(webhookUrl, "subscription.completed", {
      subscriptionId: done.payment.subscription_id,
    });
    expect((await pledgeRow(done.reference)).status).toBe("completed");
  });
});

describe("the donor pauses, resumes or cancels", () => {
  const act = (reference: string, action: string, body?: object, who?: TestMember) =>
    inject("POST", `/api/donations/${reference}/subscription/${action}`, body ?? {}, who);

  it("by the signed link: pause, resume, cancel, each at Razorpay and recorded", async () => {
    const gift = await activeGift();
    const paused = await act(gift.reference, "pause", { t: gift.token });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ message: subscriptionMessages.paused, data: { status: "paused" } });
    expect(standIn.subscriptions.get(gift.payment.subscription_id)!.status).toBe("paused");
    expect((await pledgeRow(gift.reference)).status).toBe("paused");

    // pausing twice is refused with the reason
    const twice = await act(gift.reference, "pause", { t: gift.token });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(subscriptionMessages.cannotPause);

    const resumed = await act(gift.reference, "resume", { t: gift.token });
    expect(resumed.json().data.status).toBe("active");
    expect((await pledgeRow(gift.reference)).status).toBe("active");

    const cancelled = await act(gift.reference, "cancel", { t: gift.token });
    expect(cancelled.json()).toMatchObject({ message: subscriptionMessages.cancelled, data: { status: "cancelled" } });
    expect(standIn.subscriptions.get(gift.payment.subscription_id)!.status).toBe("cancelled");
    expect((await pledgeRow(gift.reference)).status).toBe("cancelled");

    const pledge = await pledgeRow(gift.reference);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, pledge.id));
    const requested = audit.filter((a) => a.action.endsWith("-requested"));
    expect(requested.map((a) => a.action)).toEqual([
      "donation.subscription.pause-requested",
      "donation.subscription.resume-requested",
      "donation.subscription.cancel-requested",
    ]);
    expect(requested[0].detail).toMatchObject({ by: "donor-link", before: "active", after: "paused" });
  });

  it("the token may come in the query; a forged one is refused (403), another donor's link finds nothing (404)", async () => {
    const gift = await activeGift();
    const other = await activeGift();
    const forged = await act(gift.reference, "pause", { t: `${gift.reference}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(subscriptionMessages.linkInvalid);
    const othersLink = await act(gift.reference, "pause", { t: other.token });
    expect(othersLink.statusCode).toBe(404);
    const none = await act(gift.reference, "pause");
    expect(none.statusCode).toBe(401);
    expect(standIn.subscriptions.get(gift.payment.subscription_id)!.status).toBe("active");

    const byQuery = await inject(
      "POST",
      `/api/donations/${gift.reference}/subscription/pause?t=${encodeURIComponent(gift.token)}`,
    );
    expect(byQuery.statusCode, byQuery.body).toBe(200);
  });

  it("as the signed-in member who gave, not as another member; accounts may", async () => {
    const member = await createMember(t, "Kavita Rao");
    const other = await createMember(t, "Someone Else");
    const pledge = await pledgeMonthly({ email: member.email });
    // paid in Checkout, but the page never came back: the first charge arrives by the webhook
    standIn.paySubscription(pledge.payment.subscription_id);
    await standIn.sendSubscriptionWebhook(webhookUrl, "subscription.charged", {
      subscriptionId: pledge.payment.subscription_id,
    });
    expect((await pledgeRow(pledge.reference)).status).toBe("active");

    const refused = await act(pledge.reference, "pause", {}, other);
    expect(refused.statusCode).toBe(404);
    const mine = await act(pledge.reference, "pause", {}, member);
    expect(mine.statusCode, mine.body).toBe(200);
    const accounts = await staffMember(t, "accounts");
    const resumed = await act(pledge.reference, "resume", {}, accounts);
    expect(resumed.statusCode, resumed.body).toBe(200);
    const frontOffice = await staffMember(t, "front-office");
    expect((await act(pledge.reference, "cancel", {}, frontOffice)).statusCode).toBe(404);
  });
});

describe("GET /api/donations/mine", () => {
  it("answers the donor's pledges by link: gifts with receipt links, the recurring gift's state and actions", async () => {
    const gift = await activeGift();
    const res = await inject("GET", `/api/donations/mine?t=${encodeURIComponent(gift.token)}`);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data;
    expect(view.via).toBe("link");
    expect(view.pledges).toHaveLength(1);
    const [pledge] = view.pledges;
    expect(pledge).toMatchObject({
      reference: gift.reference,
      status: "active",
      subscription: { status: "active", paid_count: 1, actions: ["pause", "cancel"] },
    });
    expect(pledge.gifts[0].receipt_url).toMatch(
      new RegExp(
        `^/api/donations/receipts/VWC-DR-[\\d-]+\\.pdf\\?t=${encodeURIComponent(gift.token).replace(/\./g, "\\.")}$`,
      ),
    );
  });

  it("without a link or a session: 401; with a forged link: 403", async () => {
    expect((await inject("GET", "/api/donations/mine")).statusCode).toBe(401);
    expect((await inject("GET", "/api/donations/mine?t=VWC-D-2026-1.nope")).statusCode).toBe(403);
  });
});
