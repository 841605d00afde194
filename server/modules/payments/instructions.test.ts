import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLUB_SETTINGS, settingsMessages } from "../../../common/club-settings.ts";
import { addClubDays, clubToday, writtenDay } from "../../../common/club-time.ts";
import { FULL_MEMBERSHIP_PRICE, membershipMessages } from "../../../common/membership.ts";
import { paymentInstructionsMessages as m, transferReference, upiUri } from "../../../common/payment-instructions.ts";
import { registrationMessages as rm, splitAmount } from "../../../common/registration.ts";
import { auditEvents, bookings, clubSettings, paymentPlans } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import {
  createMember,
  fixtures,
  kycPayload,
  payingMember,
  seededChoices,
  staffMember,
  upload,
  type TestMember,
} from "../../test/members.ts";

/*
 * GET /api/payment-instructions: where and how a member pays by transfer (the club's account from its settings, the
 * server's amount, the reference, the UPI address); and the transfer's UTR and day paid on every kind of receipt,
 * claimed once across them all and shown to accounts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (member: TestMember | null, query: string) =>
  t.app.inject({ method: "GET", url: `/api/payment-instructions?${query}`, headers: member?.headers });
const send = (member: TestMember, method: "POST" | "PUT", url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: member.headers });

async function receipt(member: TestMember): Promise<string> {
  const res = await upload(t.app, member, "/api/upload/upload-doc", "document", {
    name: "receipt.png",
    bytes: await fixtures.png(),
    type: "image/png",
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

/** A member of `steps` steps on the villa `villaIndex`, `paid` of them paid (by receipt alone), with their plan. */
async function planOf(villaIndex: number, steps: number, paid: number) {
  const member = await payingMember(t, { villaIndex, steps, paid, verified: 0 });
  const villa = (await seededChoices(t, villaIndex)).villa;
  const plan = (
    await t.app.inject({ method: "GET", url: `/api/payment-details/${villa.id}`, headers: member.headers })
  ).json().data;
  return { member, villa, plan };
}

/** A member with KYC and family done for the villa `villaIndex`, no plan yet. */
async function applicant(villaIndex: number) {
  const member = await createMember(t);
  const choices = await seededChoices(t, villaIndex);
  const identity = await upload(t.app, member, "/api/upload/upload-doc", "document", {
    name: "aadhaar.pdf",
    bytes: await fixtures.pdf(),
  });
  const kyc = await send(
    member,
    "POST",
    `/api/registration/kyc/${choices.villa.id}`,
    kycPayload(choices, identity.json().url),
  );
  expect(kyc.statusCode, kyc.body).toBe(200);
  expect((await send(member, "POST", "/api/registration/familyMember", { family_details: [] })).statusCode).toBe(200);
  return { member, villa: choices.villa };
}

const demoAccount = {
  legal_name: DEMO_CLUB_SETTINGS.legal_name,
  account_name: DEMO_CLUB_SETTINGS.bank_account_name,
  bank_name: DEMO_CLUB_SETTINGS.bank_name,
  branch: DEMO_CLUB_SETTINGS.bank_branch,
  account_number: DEMO_CLUB_SETTINGS.bank_account_number,
  ifsc: DEMO_CLUB_SETTINGS.bank_ifsc,
  upi_id: DEMO_CLUB_SETTINGS.upi_id,
};

let utrCount = 0;
/** A UTR of its own for each test (NEFT's 16 characters). */
const newUtr = () => `EXMP${String(process.pid % 10_000).padStart(4, "0")}${String(++utrCount).padStart(8, "0")}`;

describe("the UPI address", () => {
  it("is upi://pay with the payee address, the URL-encoded names, the amount with two decimals, INR and the note", () => {
    expect(
      upiUri({ upiId: "club@sbi", payeeName: "Vedanta Club Trust", amount: 250000, note: "VWC-1A2B3C4D-S1" }),
    ).toBe("upi://pay?pa=club@sbi&pn=Vedanta%20Club%20Trust&am=250000.00&cu=INR&tn=VWC-1A2B3C4D-S1");
    expect(upiUri({ upiId: "a.b-c_d@okaxis", payeeName: "Rama & Sita's Trust", amount: 1234.5, note: "x/y?z=1" })).toBe(
      "upi://pay?pa=a.b-c_d@okaxis&pn=Rama%20%26%20Sita's%20Trust&am=1234.50&cu=INR&tn=x%2Fy%3Fz%3D1",
    );
  });
});

describe("GET /api/payment-instructions", () => {
  it("is in the API's document with its query and who may call it (a signed-in member)", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const operation = doc.paths["/api/payment-instructions"].get;
    expect(operation["x-roles"]).toContain("member");
    expect(operation.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining([
        "query:purpose",
        "query:planId",
        "query:step",
        "query:propertyId",
        "query:steps",
        "query:stayId",
      ]),
    );
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "404", "409"]));
  });

  it("answers 401 to a visitor and 400 without a purpose or its target", async () => {
    const visitor = await get(null, "purpose=membership");
    expect(visitor.statusCode).toBe(401);
    const member = await createMember(t);
    expect((await get(member, "")).statusCode).toBe(400);
    const noTarget = await get(member, "purpose=instalment");
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().message).toContain(m.instalmentTarget);
    expect((await get(member, "purpose=stay")).json().message).toContain(m.stayRequired);
  });

  it("an instalment: the plan's next step, its amount from the server, the step's reference and the club's account", async () => {
    const { member, plan, villa } = await planOf(20, 3, 1);
    const res = await get(member, `purpose=instalment&planId=${plan._id}&step=2`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const amount = splitAmount(villa.price, 3)[1];
    const reference = transferReference(member.id, { step: 2 });
    expect(reference).toMatch(/^VWC-[0-9A-F]{8}-S2$/);
    expect(data).toEqual({
      purpose: "instalment",
      description: expect.stringMatching(/^Step 2 of 3 \(.+\) for .+/),
      amount,
      reference,
      account: demoAccount,
      upi_uri: `upi://pay?pa=club@example&pn=Vedanta%20Wellness%20Club%20Trust&am=${amount}.00&cu=INR&tn=${reference}`,
    });

    // a step paid already, a later one, none such
    expect((await get(member, `purpose=instalment&planId=${plan._id}&step=1`)).json()).toMatchObject({
      message: rm.stepAlreadyPaid,
    });
    const later = await get(member, `purpose=instalment&planId=${plan._id}&step=3`);
    expect([later.statusCode, later.json().message]).toEqual([409, rm.stepOutOfOrder]);
    expect((await get(member, `purpose=instalment&planId=${plan._id}&step=5`)).statusCode).toBe(404);
  });

  it("someone else's plan, or a plan id that is none, answers 404", async () => {
    const { plan } = await planOf(21, 2, 0);
    const other = await createMember(t);
    const res = await get(other, `purpose=instalment&planId=${plan._id}&step=1`);
    expect([res.statusCode, res.json().message]).toEqual([404, rm.noPaymentPlan]);
    expect((await get(other, "purpose=instalment&planId=not-a-plan&step=1")).statusCode).toBe(404);
  });

  it("before the plan is made (application step 3): the first step of a plan of N steps, for the member's own villa", async () => {
    const { member, villa } = await applicant(22);
    const flexible = (await get(member, `purpose=instalment&propertyId=${villa.id}&steps=3`)).json().data;
    expect(flexible).toMatchObject({
      amount: splitAmount(villa.price, 3)[0],
      reference: transferReference(member.id, { step: 1 }),
    });
    const full = await get(member, `purpose=instalment&propertyId=${villa.id}&steps=1`);
    expect(full.json().data.amount).toBe(villa.price);
    expect(full.json().data.upi_uri).toContain(`&am=${villa.price}.00&`);

    const other = await createMember(t);
    const theirs = await get(other, `purpose=instalment&propertyId=${villa.id}&steps=1`);
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, m.noApplication]);
  });

  it("Full Membership: the year's price and the member's membership reference; 409 while a receipt is with accounts", async () => {
    const member = await createMember(t);
    const res = await get(member, "purpose=membership");
    expect(res.statusCode, res.body).toBe(200);
    const reference = transferReference(member.id, "membership");
    expect(res.json().data).toMatchObject({
      purpose: "membership",
      amount: FULL_MEMBERSHIP_PRICE,
      reference,
      account: demoAccount,
      upi_uri: `upi://pay?pa=club@example&pn=Vedanta%20Wellness%20Club%20Trust&am=100000.00&cu=INR&tn=${reference}`,
    });
    const sent = await send(member, "POST", "/api/membership/receipt", {
      receipt_url: await receipt(member),
      accept_terms: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const again = await get(member, "purpose=membership");
    expect([again.statusCode, again.json().message]).toEqual([409, membershipMessages.alreadyUnderReview]);
  });

  it("a stay: the member's own says it is paid at the property or online (409); someone else's answers 404", async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const villa = (await seededChoices(t, 3)).villa;
    const stays = await t.database.db
      .insert(bookings)
      .values([
        {
          reference: `VWC-B-TEST-${process.pid}-1`,
          userId: member.id,
          propertyId: villa.id,
          checkIn: addClubDays(clubToday(), 200),
          checkOut: addClubDays(clubToday(), 202),
          paymentMethod: "cod",
        },
        {
          reference: `VWC-B-TEST-${process.pid}-2`,
          userId: member.id,
          propertyId: villa.id,
          checkIn: addClubDays(clubToday(), 210),
          checkOut: addClubDays(clubToday(), 212),
          paymentMethod: "razorpay",
          paidAt: new Date(),
        },
      ])
      .returning({ id: bookings.id });
    const cod = await get(member, `purpose=stay&stayId=${stays[0].id}`);
    expect([cod.statusCode, cod.json().message]).toEqual([409, m.stayPaidAtProperty]);
    const online = await get(member, `purpose=stay&stayId=${stays[1].id}`);
    expect([online.statusCode, online.json().message]).toEqual([409, m.stayPaidOnline]);
    const theirs = await get(other, `purpose=stay&stayId=${stays[0].id}`);
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, m.stayNotFound]);
  });

  it("before the club's bank details are filled in, says so (409) instead of an account", async () => {
    const member = await createMember(t);
    const [saved] = await t.database.db.select().from(clubSettings);
    await t.database.db.delete(clubSettings);
    try {
      const res = await get(member, "purpose=membership");
      expect([res.statusCode, res.json().message]).toEqual([409, settingsMessages.bankDetailsMissing]);
    } finally {
      await t.database.db.insert(clubSettings).values(saved);
    }
    expect((await get(member, "purpose=membership")).statusCode).toBe(200);
  });
});

describe("the transfer's UTR and day paid on a receipt", () => {
  it("the spec's client sends the receipt alone, and that still pays the step", async () => {
    const { member, villa } = await applicant(23);
    const url = await receipt(member);
    const made = await send(member, "POST", `/api/payment-details/${villa.id}`, {
      property_id: villa.id,
      payment_mode: "flexible",
      payment_steps: 2,
      total_amount: villa.price,
      payment_receipt_url: url,
    });
    expect(made.statusCode, made.body).toBe(201);
    const put = await send(member, "PUT", `/api/payment-details/${villa.id}/step/1`, { payment_receipt_url: url });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.steps[0].status).toBe("paid");
  });

  it("a UTR already on another receipt is refused with 409, across instalments and Full Membership, typed either way", async () => {
    const utr = newUtr();
    const { member, villa } = await applicant(24);
    const made = await send(member, "POST", `/api/payment-details/${villa.id}`, {
      payment_mode: "full",
      payment_steps: 1,
      total_amount: villa.price,
      payment_receipt_url: await receipt(member),
      utr: utr.toLowerCase().replace(/(.{4})/g, "$1 "),
      paid_on: clubToday(),
    });
    expect(made.statusCode, made.body).toBe(201);

    // the same transfer for a Full Membership, by the same member or another
    const buyer = await createMember(t);
    const membership = await send(buyer, "POST", "/api/membership/receipt", {
      receipt_url: await receipt(buyer),
      accept_terms: true,
      utr,
    });
    expect([membership.statusCode, membership.json().message]).toEqual([409, m.utrTaken]);
    expect((await get(buyer, "purpose=membership")).statusCode).toBe(200);

    // a Full Membership's UTR, then an instalment's
    const other = newUtr();
    const bought = await send(buyer, "POST", "/api/membership/receipt", {
      receipt_url: await receipt(buyer),
      accept_terms: true,
      utr: other,
      paid_on: clubToday(),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const { member: payer, villa: second } = await planOf(25, 2, 1);
    const step = await send(payer, "PUT", `/api/payment-details/${second.id}/step/2`, {
      payment_receipt_url: await receipt(payer),
      utr: other,
    });
    expect([step.statusCode, step.json().message]).toEqual([409, m.utrTaken]);
    const plan = (
      await t.app.inject({ method: "GET", url: `/api/payment-details/${second.id}`, headers: payer.headers })
    ).json().data;
    expect(plan.steps[1].status).toBe("pending");

    // the receipt-sending is audited with the transfer's details
    const [entry] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "membership.receipt-sent"))
      .then((rows) => rows.filter((row) => (row.detail as { utr?: string }).utr === other));
    expect(entry.detail).toMatchObject({ utr: other, paidOn: clubToday() });
  });

  it("one UTR sent on two receipts at once: the database lets one through and the other is refused with 409", async () => {
    const utr = newUtr();
    const a = await planOf(28, 2, 1);
    const b = await planOf(29, 2, 1);
    const [urlA, urlB] = [await receipt(a.member), await receipt(b.member)];
    const answers = await Promise.all([
      send(a.member, "PUT", `/api/payment-details/${a.villa.id}/step/2`, { payment_receipt_url: urlA, utr }),
      send(b.member, "PUT", `/api/payment-details/${b.villa.id}/step/2`, { payment_receipt_url: urlB, utr }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().message).toBe(m.utrTaken);
  });

  it("a UTR that is no UTR, a day after today or before the plan began is refused with its message (400)", async () => {
    const { member, villa } = await planOf(26, 2, 1);
    const put = (payload: object) =>
      send(member, "PUT", `/api/payment-details/${villa.id}/step/2`, { payment_receipt_url: "", ...payload });
    const url = await receipt(member);
    const short = await put({ payment_receipt_url: url, utr: "12345" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(m.utrInvalid);
    const future = await put({ payment_receipt_url: url, paid_on: addClubDays(clubToday(), 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toContain(m.paidOnFuture);
    const notADay = await put({ payment_receipt_url: url, paid_on: "2025-02-30" });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().message).toContain(m.paidOnInvalid);

    // the plan was made today: a transfer for its second step the day before is refused
    const yesterday = addClubDays(clubToday(), -1);
    const early = await put({ payment_receipt_url: url, paid_on: yesterday });
    expect([early.statusCode, early.json().message]).toEqual([
      400,
      m.paidOnBefore(clubToday(), "the day your payment plan was made"),
    ]);
    expect(m.paidOnBefore(clubToday(), "x")).toContain(writtenDay(clubToday()));

    const ok = await put({ payment_receipt_url: url, utr: newUtr(), paid_on: clubToday() });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("accounts see the UTR and the day paid in their queue, find a receipt by its UTR, and a rejection frees the UTR", async () => {
    {
      const utr = newUtr();
      const { member, villa, plan } = await planOf(27, 2, 1);
      // the plan was made three days ago; the member pays its second step and says it was paid the day before today
      await t.database.db
        .update(paymentPlans)
        .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
        .where(eq(paymentPlans.id, plan._id));
      const paidOn = addClubDays(clubToday(), -1);
      const put = await send(member, "PUT", `/api/payment-details/${villa.id}/step/2`, {
        payment_receipt_url: await receipt(member),
        utr,
        paid_on: paidOn,
      });
      expect(put.statusCode, put.body).toBe(200);

      const accounts = await staffMember(t, "accounts");
      const found = await t.app.inject({
        method: "GET",
        url: `/api/admin/payments?status=awaiting&q=${utr.toLowerCase()}`,
        headers: accounts.headers,
      });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().data.items).toEqual([
        expect.objectContaining({
          plan_id: plan._id,
          step: 2,
          utr,
          paid_on: paidOn,
          reference: transferReference(member.id, { step: 2 }),
        }),
      ]);

      const rejected = await t.app.inject({
        method: "POST",
        url: `/api/admin/payments/${plan._id}/steps/2/reject`,
        headers: accounts.headers,
        payload: { reason: "The receipt is unreadable." },
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      // the rejected receipt keeps its UTR in the history; the same transfer may be sent again with a clearer receipt
      const history = await t.app.inject({
        method: "GET",
        url: `/api/admin/payments?status=rejected&q=${utr}`,
        headers: accounts.headers,
      });
      expect(history.json().data.items).toEqual([expect.objectContaining({ utr, status: "rejected" })]);
      const again = await send(member, "PUT", `/api/payment-details/${villa.id}/step/2`, {
        payment_receipt_url: await receipt(member),
        utr,
        paid_on: paidOn,
      });
      expect(again.statusCode, again.body).toBe(200);

      // the member's record shows each paid step's UTR and day paid (the receipt now, not the rejected one)
      const record = await t.app.inject({
        method: "GET",
        url: `/api/admin/members/${member.id}`,
        headers: accounts.headers,
      });
      expect(record.statusCode, record.body).toBe(200);
      expect(record.json().data.plans[0].steps.map((s: { utr: string | null; paid_on: string | null }) => s)).toEqual([
        expect.objectContaining({ step: 1, utr: null, paid_on: null }),
        expect.objectContaining({ step: 2, utr, paid_on: paidOn }),
      ]);
    }
  });

  it("accounts see a Full Membership receipt's UTR and day paid in the membership queue", async () => {
    const member = await createMember(t, "Utr Member");
    const utr = newUtr();
    const sent = await send(member, "POST", "/api/membership/receipt", {
      receipt_url: await receipt(member),
      accept_terms: true,
      utr,
      paid_on: clubToday(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const accounts = await staffMember(t, "accounts");
    const list = await t.app.inject({
      method: "GET",
      url: `/api/admin/memberships?status=under-review&q=${utr}`,
      headers: accounts.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.items).toEqual([
      expect.objectContaining({ member: expect.objectContaining({ id: member.id }), utr, paid_on: clubToday() }),
    ]);
  });
});
