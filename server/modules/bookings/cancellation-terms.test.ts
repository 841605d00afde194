import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import { DEFAULT_TAX_SETTINGS, stayTax, taxOf, taxTotals } from "../../../common/gst.ts";
import { formatRupees } from "../../../common/money.ts";
import { DEFAULT_CANCELLATION_TIERS, cancellationTermsMessages } from "../../../common/stay-cancellation.ts";
import { auditEvents, bookings, creditNotes, memberships, properties, refunds } from "../../db/schema.ts";
import { jobsDone, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import type { MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, giveFullMembership, staffMember, type TestMember } from "../../test/members.ts";
import { startRazorpayStandIn, razorpayEnv, type RazorpayStandIn } from "../../test/razorpay-stand-in.ts";
import { creditNoteData } from "../refunds/credit-notes.ts";
import { creditedParticulars, invoiceParticularsOf } from "../tax/particulars.ts";
import { stayConfirmationMail } from "./mail.ts";

/*
 * The club's cancellation terms for stays: by default a full refund 14 days or more before check-in, half from 7
 * days, none after, counted in club days on the day the cancellation is made. A stay paid online is refunded its share
 * through Razorpay (a partial refund) with a credit note of that part of its invoice; an advance paid at the property
 * is owed back through the refunds queue; a Full Member's free nights always go back. The front office edits the terms
 * (audited) and the next cancellation uses them; the desk may waive them with a reason.
 */

const keys = { keyId: "rzp_test_terms", keySecret: "terms_key_secret_42", webhookSecret: "terms_webhook_42" };
let standIn: RazorpayStandIn;
let t: TestApp & { mail: MailCatcher };
const staff = {} as Record<StaffRole, TestMember>;
let villas: string[] = [];
let nextVilla = 0;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  t = await openTestAppWithMail(razorpayEnv(keys, standIn));
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
  villas = (
    await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.location, "Amarkantak"))
      .orderBy(properties.name)
  ).map((v) => v.id);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const as = (who: TestMember | undefined, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.headers ?? {} });

const guest = {
  bookingFor: "myself",
  title: "Mrs.",
  firstName: "Kavya",
  lastName: "Terms",
  phone: "+91 98765 43210",
  email: "kavya.terms@example.in",
  agreeTerms: true,
};

const stayFrom = (days: number, nights = 2) => ({
  propertyId: villas[nextVilla++],
  checkIn: addClubDays(clubToday(), days),
  checkOut: addClubDays(clubToday(), days + nights),
  adults: 2,
});

/** A stay paid online through the stand-in, checking in `days` club days from today. */
async function paidOnline(member: TestMember, days: number) {
  const order = await as(member, "POST", "/api/payments/razorpay/order", { purpose: "stay", ...stayFrom(days), guest });
  expect(order.statusCode, order.body).toBe(201);
  const paid = await as(member, "POST", "/api/payments/razorpay/verify", standIn.pay(order.json().data.order_id));
  expect(paid.statusCode, paid.body).toBe(200);
  return stayRow(paid.json().data.booking.id);
}

/** A stay paid at the property, checking in `days` club days from today. */
async function atProperty(member: TestMember, days: number) {
  const booked = await as(member, "POST", "/api/bookings", { ...stayFrom(days), guest, paymentMethod: "cod" });
  expect(booked.statusCode, booked.body).toBe(201);
  return stayRow(booked.json().data._id);
}

async function stayRow(id: string) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

const refundsOf = (bookingId: string) => t.database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
const creditNoteOf = async (bookingId: string) =>
  (await t.database.db.select().from(creditNotes).where(eq(creditNotes.bookingId, bookingId)))[0];
const madeFor = (bookingId: string) => standIn.refunds.filter((r) => r.idempotency_key === `stay-refund-${bookingId}`);

describe("a member's cancellation of a stay paid online, under the club's default terms", () => {
  it("14 days or more before check-in: the whole payment refunded through Razorpay, the invoice credited in full", async () => {
    const member = await createMember(t, "Terms Full");
    const stay = await paidOnline(member, 20);
    const res = await as(member, "POST", `/api/bookings/${stay.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund).toMatchObject({
      paid: stay.total,
      amount: stay.total,
      percent: 100,
      days_before: 20,
    });
    expect(madeFor(stay.id)).toEqual([expect.objectContaining({ amount: stay.total * 100 })]);
    expect((await creditNoteOf(stay.id)).amount).toBe(stay.total);
    expect(await refundsOf(stay.id)).toEqual([
      expect.objectContaining({ method: "razorpay", amountOwed: stay.total, status: "refunded" }),
    ]);
  });

  it("10 days before: half refunded (a partial Razorpay refund), a credit note of that half with its tax in proportion", async () => {
    const member = await createMember(t, "Terms Half");
    const stay = await paidOnline(member, 10);
    const half = Math.floor((stay.total * 50 + 50) / 100);
    const res = await as(member, "POST", `/api/bookings/${stay.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    const note = await creditNoteOf(stay.id);
    expect(res.json().data.refund).toMatchObject({
      paid: stay.total,
      amount: half,
      percent: 50,
      days_before: 10,
      method: "razorpay",
      credit_note: note.number,
    });
    // Razorpay refunds part of the captured payment, which stays captured with the rest
    expect(madeFor(stay.id)).toEqual([expect.objectContaining({ amount: half * 100 })]);
    const payment = standIn.payments.get(stay.razorpayPaymentId!)!;
    expect(payment).toMatchObject({ amount: stay.total * 100, amount_refunded: half * 100, status: "captured" });
    const [refund] = await refundsOf(stay.id);
    expect(refund).toMatchObject({
      kind: "stay-cancelled",
      method: "razorpay",
      amountOwed: half,
      amountRefunded: half,
      status: "refunded",
      creditNoteId: note.id,
    });
    expect(note).toMatchObject({ invoiceNumber: stay.invoiceNumber, amount: half });
    expect(note.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(half);
    expect(note.reason).toContain("10 days before check-in: 50% refunded under the club's cancellation terms");
    // the credit note quotes the invoice's particulars for the half it credits
    const invoice = await invoiceParticularsOf(t.database.db, stay.invoiceNumber!);
    const credited = creditNoteData(note, invoice).particulars!;
    expect(credited.totals.total).toBe(half * 100);
    expect(credited.totals.taxable + credited.totals.tax).toBe(half * 100);

    await jobsDone(t, 100_000);
    const mail = t.mail.mails.find(
      (m) => m.to.includes(member.email) && m.subject === `Your stay is cancelled: ${stay.reference}`,
    )!;
    expect(mail.text).toContain(
      `Under the club's cancellation terms, ${formatRupees(half)} of the ${formatRupees(stay.total)} you paid (50%) is refunded`,
    );
  }, 120_000);

  it("3 days before: nothing refunded, no credit note, nothing owed; the invoice stands", async () => {
    const member = await createMember(t, "Terms None");
    const stay = await paidOnline(member, 3);
    const res = await as(member, "POST", `/api/bookings/${stay.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund).toMatchObject({ paid: stay.total, amount: 0, percent: 0, method: null });
    expect(madeFor(stay.id)).toEqual([]);
    expect(await creditNoteOf(stay.id)).toBeUndefined();
    expect(await refundsOf(stay.id)).toEqual([]);
    expect((await stayRow(stay.id)).status).toBe("cancelled");
  });

  it("counts the days on the day the cancellation is made: a stay booked 20 days ahead, cancelled 10 days later, refunds half", async () => {
    const member = await createMember(t, "Terms Later");
    const stay = await paidOnline(member, 20);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + 10 * 24 * 60 * 60 * 1000));
    // ten days on the member's sign-in has long ended: the cancellation as the route makes it, through the service
    const cancelled = await t.app.services.bookings.cancelStay(member, stay.id);
    expect(cancelled.refund).toMatchObject({ percent: 50, days_before: 10 });
    expect(madeFor(stay.id)[0].amount).toBe(Math.floor((stay.total * 50 + 50) / 100) * 100);
  });
});

describe("a stay paid at the property", () => {
  it("an advance the desk received is owed back through the refunds queue (no invoice, no credit note)", async () => {
    const member = await createMember(t, "Terms Advance");
    const stay = await atProperty(member, 10);
    const advance = { amount: 5000, reference: "Desk receipt 117" };
    for (const who of [undefined, member, staff.accounts, staff.content] as const) {
      const refused = await as(who, "POST", `/api/admin/stays/${stay.id}/advance`, advance);
      expect(refused.statusCode).toBe(who ? 403 : 401);
    }
    expect((await as(staff["front-office"], "POST", `/api/admin/stays/${stay.id}/advance`, advance)).statusCode).toBe(
      200,
    );
    const tooMuch = await as(staff.admin, "POST", `/api/admin/stays/${stay.id}/advance`, {
      amount: stay.total,
      reference: "Too much",
    });
    expect(tooMuch.statusCode).toBe(409);
    expect((await stayRow(stay.id)).advancePaid).toBe(5000);

    const res = await as(member, "POST", `/api/bookings/${stay.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund).toMatchObject({ paid: 5000, amount: 2500, percent: 50, method: "bank" });
    expect(await refundsOf(stay.id)).toEqual([
      expect.objectContaining({
        kind: "stay-cancelled",
        method: "bank",
        amountOwed: 2500,
        status: "owed",
        creditNoteId: null,
        userId: member.id,
      }),
    ]);
    expect(await creditNoteOf(stay.id)).toBeUndefined();
    const owed = await as(staff.accounts, "GET", "/api/admin/refunds?status=owed&q=Terms%20Advance");
    expect(owed.json().data.items).toEqual([expect.objectContaining({ amount_owed: 2500, method: "bank" })]);
  });

  it("a Full Member's free nights go back to their year even when the terms refund nothing", async () => {
    const member = await createMember(t, "Terms Free Nights");
    await giveFullMembership(t.database.db, member.id, addClubDays(clubToday(), -30), addClubDays(clubToday(), 300));
    const stay = await atProperty(member, 3);
    expect(stay.freeNights).toBe(2);
    const year = () =>
      t.database.db
        .select({ used: memberships.freeNightsUsed })
        .from(memberships)
        .where(eq(memberships.userId, member.id));
    expect(await year()).toEqual([{ used: 2 }]);
    const res = await as(member, "POST", `/api/bookings/${stay.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund).toMatchObject({ percent: 0, amount: 0, free_nights_returned: 2 });
    expect(await year()).toEqual([{ used: 0 }]);
  });
});

describe("the desk's cancellation", () => {
  const cancel = (who: TestMember | undefined, id: string, body: object) =>
    as(who, "POST", `/api/admin/stays/${id}/cancel`, body);

  it("applies the terms, or waives them with a reason for a full refund (audited); front office and administrators only", async () => {
    const member = await createMember(t, "Terms Desk");
    const waived = await paidOnline(member, 3);
    const body = { reason: "The guest's flight was cancelled by the airline.", waive_terms: true };
    for (const who of [undefined, member, staff.accounts, staff.content] as const)
      expect((await cancel(who, waived.id, body)).statusCode).toBe(who ? 403 : 401);
    expect(madeFor(waived.id)).toEqual([]);
    const res = await cancel(staff["front-office"], waived.id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(madeFor(waived.id)).toEqual([expect.objectContaining({ amount: waived.total * 100 })]);
    expect((await creditNoteOf(waived.id)).amount).toBe(waived.total);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, waived.id), eq(auditEvents.action, "stay.cancelled_by_desk")));
    expect(audit.detail).toMatchObject({
      reason: body.reason,
      termsWaived: true,
      paid: waived.total,
      refund: waived.total,
      percent: 100,
    });

    // without the waiver, the terms: 10 days before check-in refunds half (an administrator may too)
    const kept = await paidOnline(member, 10);
    const half = await cancel(staff.admin, kept.id, { reason: "The member asked the desk to cancel." });
    expect(half.statusCode, half.body).toBe(200);
    expect(madeFor(kept.id)).toEqual([expect.objectContaining({ amount: Math.floor((kept.total + 1) / 2) * 100 })]);
  });
});

describe("the terms edited by the office", () => {
  it("start as seeded; the front office replaces them (audited before → after) and the next cancellation uses them", async () => {
    const url = "/api/admin/stays/cancellation-terms";
    const seeded = await as(staff["front-office"], "GET", url);
    expect(seeded.json().data).toMatchObject({ tiers: DEFAULT_CANCELLATION_TIERS, updated_at: null });
    expect((await as(undefined, "GET", "/api/bookings/cancellation-terms")).json().data.tiers).toEqual(
      DEFAULT_CANCELLATION_TIERS,
    );
    const tiers = [
      { days_before: 5, refund_percent: 100 },
      { days_before: 0, refund_percent: 25 },
    ];
    for (const who of [undefined, staff.accounts, staff.content] as const)
      expect((await as(who, "PUT", url, { tiers })).statusCode).toBe(who ? 403 : 401);
    const unordered = await as(staff["front-office"], "PUT", url, {
      tiers: [
        { days_before: 5, refund_percent: 50 },
        { days_before: 2, refund_percent: 80 },
      ],
    });
    expect(unordered.statusCode).toBe(400);
    expect(unordered.json().message).toContain(cancellationTermsMessages.orderPercent);

    const saved = await as(staff["front-office"], "PUT", url, { tiers });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: cancellationTermsMessages.saved, data: { tiers } });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "stay-cancellation-terms.updated"));
    expect(audit.detail).toEqual({ before: { tiers: DEFAULT_CANCELLATION_TIERS }, after: { tiers } });

    const member = await createMember(t, "Terms Edited");
    const stay = await paidOnline(member, 3);
    const res = await as(member, "POST", `/api/bookings/${stay.id}/cancel`);
    expect(res.json().data.refund).toMatchObject({ percent: 25, amount: Math.floor((stay.total * 25 + 50) / 100) });
    expect(madeFor(stay.id)[0].amount).toBe(Math.floor((stay.total * 25 + 50) / 100) * 100);

    // the club's defaults again, for the tests after
    expect((await as(staff.admin, "PUT", url, { tiers: DEFAULT_CANCELLATION_TIERS })).statusCode).toBe(200);
  });
});

describe("a credit note of part of an invoice", () => {
  it("reduces each line's taxable value and tax in proportion, adding up to the amount credited", () => {
    const { lines } = stayTax(
      { nights: 3, roomCharges: 36_000, discount: 0, extraGuestCharge: 3000, taxes: 3 * 719 },
      { stay: DEFAULT_TAX_SETTINGS.stay, extra: DEFAULT_TAX_SETTINGS["extra-guests"] },
      false,
      { stay: "Stay", extra: "Extra guests" },
    );
    const totals = taxTotals(lines);
    const invoice = {
      version: 1 as const,
      taxed: true,
      supplier: { name: "Trust", address: "Solan", state: "Himachal Pradesh", state_code: "02", pan: null, gstin: "x" },
      recipient: {
        name: "M",
        member_name: "M",
        email: "m@example.in",
        address: null,
        state: null,
        state_code: null,
        gstin: null,
      },
      place_of_supply: { basis: "villa" as const, state: "Himachal Pradesh", code: "02" },
      inter_state: false,
      state_tax: "SGST" as const,
      lines,
      totals,
      amount_in_words: "",
    };
    const half = Math.floor(totals.total / 2 / 100) * 100;
    const credited = creditedParticulars(invoice, half);
    expect(credited.totals.total).toBe(half);
    expect(credited.totals.taxable + credited.totals.tax).toBe(half);
    credited.lines.forEach((line, i) => {
      const share = line.total / lines[i].total;
      expect(Math.abs(line.taxable - lines[i].taxable * share)).toBeLessThanOrEqual(2);
      expect(Math.abs(taxOf(line) - taxOf(lines[i]) * share)).toBeLessThanOrEqual(2);
      expect(line.cgst).toBe(line.sgst);
    });
    expect(credited.amount_in_words).toMatch(/Rupees/);
    expect(creditedParticulars(invoice, totals.total)).toBe(invoice);
  });
});

describe("the confirmation mail", () => {
  it("says the terms the stay was booked under, in the member's language", () => {
    const booking = {
      _id: "b",
      reference: "VWC-B-2030-1",
      propertyId: "p",
      villaName: "Aranya",
      location: "Solan",
      checkIn: addClubDays(clubToday(), 30),
      checkOut: addClubDays(clubToday(), 32),
      adults: 2,
      children: 0,
      status: "confirmed",
      paymentMethod: "cod",
      price: {
        nights: 2,
        pricePerNight: 8000,
        nightPrices: [8000, 8000],
        freeNights: 0,
        roomCharges: 16000,
        extraGuests: 0,
        extraGuestCharge: 0,
        couponCode: null,
        discount: 0,
        taxes: 1438,
        total: 17438,
      },
    };
    const mail = (language: "en" | "hi") =>
      stayConfirmationMail({
        to: "m@example.in",
        memberName: "Mira",
        guest: { title: "Mrs.", firstName: "Mira", lastName: "Das", phone: "+91 98765 43210" },
        booking,
        publicUrl: "https://club.example",
        language,
        terms: DEFAULT_CANCELLATION_TIERS,
      });
    expect(mail("en").text).toContain(
      [
        "Cancellation terms:",
        "- Cancelled 14 days or more before check-in: full refund.",
        "- Cancelled 7 to 13 days before check-in: 50% refunded.",
        "- Cancelled less than 7 days before check-in: no refund.",
        "- A Full Member's free nights always go back to their year.",
      ].join("\n"),
    );
    expect(mail("en").html).toContain("<li>Cancelled 7 to 13 days before check-in: 50% refunded.</li>");
    expect(mail("hi").text).toContain("रद्द करने की शर्तें:");
    expect(mail("hi").text).toContain("- चेक-इन से 7 से 13 दिन पहले रद्द करने पर: 50% राशि वापस।");
  });
});
