import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLUB_SETTINGS } from "../../../common/club-settings.ts";
import { clubToday } from "../../../common/club-time.ts";
import { donationMessages } from "../../../common/donations.ts";
import { paymentInstructionsMessages } from "../../../common/payment-instructions.ts";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { auditEvents, donationGifts, donationPledges, razorpayOrders, transferReferences } from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import { signInEveryRole, staffMember, type Caller, type TestMember } from "../../test/members.ts";
import { startRazorpayStandIn, type RazorpayStandIn, razorpayEnv } from "../../test/razorpay-stand-in.ts";
import { razorpaySignature } from "../../platform/razorpay.ts";

/*
 * Giving once: online through Razorpay (the order made with the pledge for the server's amount, verified by signature
 * or the webhook, credited once), by transfer (the instructions, the UTR given and claimed once, accounts' queue), the
 * 80G details (PAN checked, encrypted and hashed) and foreign currency (rupees without FCRA, its own currency with).
 */

const keys = { keyId: "rzp_test_donations", keySecret: "donations_key_secret_42", webhookSecret: "donations_hook_42" };
let standIn: RazorpayStandIn;
let t: TestApp & { mail: MailCatcher };
let webhookUrl: string;
let roles: Awaited<ReturnType<typeof signInEveryRole>>;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  t = await openTestAppWithMail({
    ...razorpayEnv(keys, standIn),
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  webhookUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/payments/razorpay/webhook`;
  roles = await signInEveryRole(t, "Member Donor");
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

let client = 0;
const nextAddress = () => `203.0.113.${(client++ % 250) + 1}`;

const once = {
  name: "Asha Verma",
  email: "asha.donor@example.in",
  amount: 2000,
  currency: "INR",
  kind: "one_time",
  causes: ["Green Himalayas"],
};

const post = (url: string, payload: object, who?: TestMember) =>
  t.app.inject({ method: "POST", url, payload, headers: who?.headers ?? {}, remoteAddress: nextAddress() });

async function give(body: Record<string, unknown>, who?: TestMember) {
  const res = await post("/api/donations", { ...once, ...body }, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const pledgeRow = async (reference: string) =>
  (await t.database.db.select().from(donationPledges).where(eq(donationPledges.reference, reference)))[0];
const giftsOf = async (reference: string) => {
  const pledge = await pledgeRow(reference);
  return t.database.db.select().from(donationGifts).where(eq(donationGifts.pledgeId, pledge.id));
};

async function saveSettings(change: Record<string, unknown>) {
  const admin = await staffMember(t, "admin");
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: admin.headers,
    payload: { ...DEMO_CLUB_SETTINGS, ...change },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe("giving once online", () => {
  it("makes the Razorpay order with the pledge, for the amount the server computed, without an account", async () => {
    const data = await give({ method: "online" });
    expect(data.status).toBe("pledged");
    expect(data.payment).toMatchObject({
      method: "online",
      amount: 200_000,
      currency: "INR",
      key_id: keys.keyId,
      checkout_url: standIn.checkoutUrl,
    });
    expect(standIn.orders.get(data.payment.order_id)?.amount).toBe(200_000);
    const [order] = await t.database.db
      .select()
      .from(razorpayOrders)
      .where(eq(razorpayOrders.orderId, data.payment.order_id));
    const pledge = await pledgeRow(data.reference);
    expect(order).toMatchObject({ purpose: "donation", userId: null, donationPledgeId: pledge.id, amount: 200_000 });
    expect(pledge).toMatchObject({ method: "online", chargeCurrency: "INR", chargeAmount: 2000, status: "pledged" });
  });

  it("keeps the signed-in member's id and the page's language on the pledge", async () => {
    const data = await give({ method: "online" }, roles.member);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/donations?lng=hi",
      payload: { ...once, method: "online" },
      remoteAddress: nextAddress(),
    });
    expect((await pledgeRow(data.reference)).userId).toBe(roles.member.id);
    expect((await pledgeRow(res.json().data.reference)).language).toBe("hi");
  });

  it("acknowledges a pledge in the language it was given in, the transfer's account in it", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/donations?lng=hi",
      payload: { ...once, method: "transfer", email: "hindi.pledge@example.in" },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = res.json().data;
    const mail = await mailAbout(t.mail, "hindi.pledge@example.in", `आपके संकल्प के लिए धन्यवाद (${reference})`);
    expect(mail.text).toContain(`इसका संदर्भ ${reference} है`);
    expect(mail.text).toContain("हरित हिमालय");
    expect(mail.text).toMatch(/बैंक ट्रांसफ़र या UPI से देने के लिए कृपया ₹2,000 .*IFSC/);
    expect(mail.text).not.toContain("Thank you for your pledge");
  });

  it("refuses a wrong signature, then credits a good one once: the gift, its receipt, the pledge paid", async () => {
    const data = await give({ method: "online", email: "online.once@example.in" });
    const paid = standIn.pay(data.payment.order_id);
    const bad = await post("/api/donations/verify", { ...paid, razorpay_signature: "0".repeat(64) });
    expect(bad.statusCode).toBe(400);
    expect(await giftsOf(data.reference)).toHaveLength(0);

    const good = await post("/api/donations/verify", paid);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({
      reference: data.reference,
      status: "paid",
      amount: 2000,
      currency: "INR",
    });
    expect(good.json().data.receipt_number).toMatch(/^VWC-DR-\d{4}-\d{2}-\d+$/);
    const again = await post("/api/donations/verify", paid);
    expect(again.json().data.receipt_number).toBe(good.json().data.receipt_number);

    const gifts = await giftsOf(data.reference);
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({
      mode: "online",
      status: "received",
      amount: 2000,
      currency: "INR",
      amountInr: 2000,
    });
    expect((await pledgeRow(data.reference)).status).toBe("paid");
    const mail = await mailAbout(t.mail, "online.once@example.in", `Your donation receipt ${gifts[0].receiptNumber}`);
    expect(mail.text).toContain(data.reference);
  });

  it("is credited once whichever of the webhook and the page comes first", async () => {
    const data = await give({ method: "online" });
    const paid = standIn.pay(data.payment.order_id);
    const hook = await standIn.sendWebhook(webhookUrl, "payment.captured", { orderId: data.payment.order_id });
    expect(hook.status).toBe(200);
    expect(await giftsOf(data.reference)).toHaveLength(1);
    const orderPaid = await standIn.sendWebhook(webhookUrl, "order.paid", { orderId: data.payment.order_id });
    expect(orderPaid.status).toBe(200);
    const verified = await post("/api/donations/verify", paid);
    expect(verified.statusCode).toBe(200);
    expect(await giftsOf(data.reference)).toHaveLength(1);
  });

  it("does not verify another purpose's order without a session", async () => {
    const res = await post("/api/donations/verify", {
      razorpay_order_id: "order_NotADonation1",
      razorpay_payment_id: "pay_Nothing1",
      razorpay_signature: razorpaySignature("order_NotADonation1|pay_Nothing1", keys.keySecret),
    });
    expect(res.statusCode).toBe(404);
  });

  it("leaves a pledge never paid as a pledge", async () => {
    const data = await give({ method: "online" });
    expect((await pledgeRow(data.reference)).status).toBe("pledged");
    expect(await giftsOf(data.reference)).toHaveLength(0);
  });
});

describe("the 80G details", () => {
  it("require a PAN in its format and an address when the receipt is asked for", async () => {
    const noPan = await post("/api/donations", { ...once, receipt_80g: true, address: "1 Mall Road, Shimla" });
    expect(noPan.statusCode).toBe(400);
    expect(noPan.json().message).toContain(donationMessages.panRequired);
    const badPan = await post("/api/donations", { ...once, receipt_80g: true, pan: "ABC1234", address: "Shimla" });
    expect(badPan.json().message).toContain(donationMessages.panInvalid);
    const noAddress = await post("/api/donations", { ...once, receipt_80g: true, pan: "ABCDE1234F" });
    expect(noAddress.json().message).toContain(donationMessages.addressRequired);
  });

  it("store the PAN encrypted and hashed, upper-cased, with the address and phone", async () => {
    const data = await give({
      receipt_80g: true,
      pan: "abcde1234f",
      address: "12 Mall Road, Shimla 171001",
      phone: "+91 98765 43210",
    });
    const row = await pledgeRow(data.reference);
    expect(row.panEnc).not.toContain("ABCDE1234F");
    expect(t.app.services.cipher.decrypt(row.panEnc!)).toBe("ABCDE1234F");
    expect(row.panHash).toBe(t.app.services.cipher.fingerprint("ABCDE1234F"));
    expect(row).toMatchObject({ address: "12 Mall Road, Shimla 171001", phone: "+91 98765 43210" });
  });
});

describe("foreign currency", () => {
  it("without FCRA registration, charges a dollar gift in rupees at the club's rate", async () => {
    await saveSettings({ fcra_registration_number: null, fcra_registration_date: null, usd_inr_rate: 84 });
    const data = await give({ amount: 50, currency: "USD", method: "online" });
    expect(data).toMatchObject({ currency: "USD", amount: 50, chargeCurrency: "INR", chargeAmount: 4200 });
    expect(data.exchangeRate).toBe(84);
    expect(data.payment).toMatchObject({ currency: "INR", amount: 420_000 });
    const paid = await post("/api/donations/verify", standIn.pay(data.payment.order_id));
    expect(paid.statusCode).toBe(200);
    const [gift] = await giftsOf(data.reference);
    expect(gift).toMatchObject({ currency: "INR", amount: 4200, amountInr: 4200 });
  });

  it("with an FCRA registration, charges the gift in its currency and keeps it apart", async () => {
    await saveSettings({
      fcra_registration_number: "FCRA-0123456789",
      fcra_registration_date: clubToday(),
      eur_inr_rate: 90.5,
    });
    const data = await give({ amount: 40, currency: "EUR", method: "online" });
    expect(data).toMatchObject({ chargeCurrency: "EUR", chargeAmount: 40, exchangeRate: 90.5 });
    expect(data.payment).toMatchObject({ currency: "EUR", amount: 4000 });
    expect(standIn.orders.get(data.payment.order_id)?.currency).toBe("EUR");
    // a foreign gift is not paid into the rupee account
    const transfer = await post("/api/donations", { ...once, amount: 40, currency: "EUR", method: "transfer" });
    expect(transfer.statusCode).toBe(400);
    expect(transfer.json().message).toContain(donationMessages.transferForeign);
    const paid = await post("/api/donations/verify", standIn.pay(data.payment.order_id));
    expect(paid.statusCode, paid.body).toBe(200);
    const [gift] = await giftsOf(data.reference);
    expect(gift).toMatchObject({ currency: "EUR", amount: 40, amountInr: 3620 });
    await saveSettings({ fcra_registration_number: null, fcra_registration_date: null });
  });
});

describe("giving once by transfer", () => {
  const utr = (n: number) => `UTR${String(Date.now()).slice(-8)}${n}`.slice(0, 16).padEnd(12, "0");

  it("answers the club's account, the UPI address and the pledge's reference to quote", async () => {
    const data = await give({ method: "transfer" });
    expect(data.payment.method).toBe("transfer");
    expect(data.payment.instructions).toMatchObject({
      purpose: "donation",
      amount: 2000,
      reference: data.reference,
      account: { account_number: DEMO_CLUB_SETTINGS.bank_account_number, upi_id: DEMO_CLUB_SETTINGS.upi_id },
    });
    expect(data.payment.instructions.upi_uri).toContain(`am=2000.00`);
    expect(data.payment.instructions.upi_uri).toContain(encodeURIComponent(data.reference));
    const shown = await t.app.inject({
      method: "GET",
      url: `/api/donations/${data.reference}/instructions?t=${encodeURIComponent(data.donorToken)}`,
    });
    expect(shown.json().data).toEqual(data.payment.instructions);
    const stranger = await t.app.inject({ method: "GET", url: `/api/donations/${data.reference}/instructions?t=x.y` });
    expect(stranger.statusCode).toBe(404);
  });

  it("refuses a recurring gift by transfer", async () => {
    const res = await post("/api/donations", { ...once, kind: "recurring", frequency: "monthly", method: "transfer" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(donationMessages.recurringOnline);
  });

  it("records the UTR once, awaiting accounts, who are told; another pledge cannot claim it", async () => {
    const data = await give({ method: "transfer", email: "transfer.once@example.in" });
    const given = utr(1);
    const nobody = await post(`/api/donations/${data.reference}/transfer`, { utr: given, paid_on: clubToday() });
    expect(nobody.statusCode).toBe(404);
    const res = await post(`/api/donations/${data.reference}/transfer`, {
      utr: given.toLowerCase(),
      paid_on: clubToday(),
      t: data.donorToken,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: "awaiting", amount: 2000, utr: given });
    const twice = await post(`/api/donations/${data.reference}/transfer`, {
      utr: utr(2),
      paid_on: clubToday(),
      t: data.donorToken,
    });
    expect([twice.statusCode, twice.json().message]).toEqual([409, donationMessages.transferAlreadyGiven]);

    const other = await give({ method: "transfer" });
    const taken = await post(`/api/donations/${other.reference}/transfer`, {
      utr: given,
      paid_on: clubToday(),
      t: other.donorToken,
    });
    expect([taken.statusCode, taken.json().message]).toEqual([409, paymentInstructionsMessages.utrTaken]);
    const [claim] = await t.database.db.select().from(transferReferences).where(eq(transferReferences.utr, given));
    expect(claim.kind).toBe("donation");
    expect((await pledgeRow(data.reference)).status).toBe("pledged");
  });

  const callers: [Caller, number][] = [
    [undefined, 401],
    ["member", 403],
    ["front-office", 403],
    ["content", 403],
    ["accounts", 200],
    ["admin", 200],
  ];
  it.each(callers)("the queue: %s → %i", async (who, status) => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/donations/transfers?status=awaiting",
      headers: roles.callerFor(who)?.headers ?? {},
    });
    expect(res.statusCode).toBe(status);
    const verify = await t.app.inject({
      method: "POST",
      url: "/api/admin/donations/transfers/00000000-0000-4000-8000-000000000000/verify",
      headers: roles.callerFor(who)?.headers ?? {},
    });
    expect(verify.statusCode).toBe(status === 200 ? 404 : status);
    const reject = await t.app.inject({
      method: "POST",
      url: "/api/admin/donations/transfers/00000000-0000-4000-8000-000000000000/reject",
      payload: { reason: "Not on the statement" },
      headers: roles.callerFor(who)?.headers ?? {},
    });
    expect(reject.statusCode).toBe(status === 200 ? 404 : status);
  });

  async function awaitingGift(email: string, n: number) {
    const data = await give({ method: "transfer", email });
    const res = await post(`/api/donations/${data.reference}/transfer`, {
      utr: utr(n),
      paid_on: clubToday(),
      t: data.donorToken,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { data, giftId: res.json().data.gift_id as string, utr: utr(n) };
  }

  it.each(["accounts", "admin"] as StaffRole[])("%s verify a gift: received, receipt mailed, audited", async (role) => {
    const email = `verified.${role}@example.in`;
    const { data, giftId } = await awaitingGift(email, role === "admin" ? 3 : 4);
    const staff = roles.staff[role];
    const listed = await t.app.inject({ method: "GET", url: "/api/admin/donations/transfers", headers: staff.headers });
    expect(listed.json().data.map((g: { id: string }) => g.id)).toContain(giftId);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/donations/transfers/${giftId}/verify`,
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "received", reference: data.reference });
    const receipt = res.json().data.receipt_number;
    expect(receipt).toMatch(/^VWC-DR-/);
    expect((await pledgeRow(data.reference)).status).toBe("paid");
    await mailAbout(t.mail, email, `Your donation receipt ${receipt}`);
    const again = await t.app.inject({
      method: "POST",
      url: `/api/admin/donations/transfers/${giftId}/verify`,
      headers: staff.headers,
    });
    expect(again.statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "donation.transfer.verified"), eq(auditEvents.subjectId, giftId)));
    expect(audit).toHaveLength(1);
  });

  it("accounts reject a gift with a reason: its UTR released, the donor mailed, the pledge still pledged", async () => {
    const email = "rejected.transfer@example.in";
    const { data, giftId, utr: given } = await awaitingGift(email, 5);
    const accounts = roles.staff.accounts;
    const noReason = await t.app.inject({
      method: "POST",
      url: `/api/admin/donations/transfers/${giftId}/reject`,
      payload: { reason: "" },
      headers: accounts.headers,
    });
    expect(noReason.statusCode).toBe(400);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/donations/transfers/${giftId}/reject`,
      payload: { reason: "No credit with this UTR on the statement" },
      headers: accounts.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: "rejected",
      rejection_reason: "No credit with this UTR on the statement",
    });
    expect(await t.database.db.select().from(transferReferences).where(eq(transferReferences.utr, given))).toHaveLength(
      0,
    );
    expect((await pledgeRow(data.reference)).status).toBe("pledged");
    const mail = await mailAbout(t.mail, email, `Your transfer for ${data.reference} could not be matched`);
    expect(mail.text).toContain("No credit with this UTR on the statement");
    // the donor may give the transfer again
    const again = await post(`/api/donations/${data.reference}/transfer`, {
      utr: given,
      paid_on: clubToday(),
      t: data.donorToken,
    });
    expect(again.statusCode).toBe(201);
  });
});
