import { and, asc, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { addClubDays, addClubMonths, clubToday } from "../../../common/club-time.ts";
import {
  CLUB_WIDE,
  COLLECTION_KINDS,
  reportMessages,
  type CollectionGrouping,
  type CollectionsReport,
} from "../../../common/office-reports.ts";
import {
  bookings,
  donationPledges,
  memberships,
  paymentPlans,
  paymentSteps,
  properties,
  refunds,
} from "../../db/schema.ts";
import { rowsOf } from "../../db/rows.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, payingMember, signInEveryRole, type TestMember } from "../../test/members.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { startRazorpayStandIn, type RazorpayStandIn, razorpayEnv } from "../../test/razorpay-stand-in.ts";
import { readXlsx } from "../../test/xlsx.ts";

/*
 * Collections: the test takes money of every kind through the club's own flows — instalments verified by accounts
 * and paid online, a Full Membership year paid online, two stays paid online with extra guests (one cancelled and
 * refunded through Razorpay), a plan cancelled with verified instalments and part of its refund paid by the bank —
 * and rows that are no collection (a receipt awaiting accounts, a stay paid at the property, a duplicate payment and
 * its refund, a donation pledge, a refund owed but unpaid), moves one verification to the first minutes of the month
 * (India time) and one to two months ago, then checks each grouping's figures against the entries it made (a report
 * that sums the wrong rows fails), the entries behind a figure, the downloads and who may read them.
 */

const keys = {
  keyId: "rzp_test_collections",
  keySecret: "collections_secret_42",
  webhookSecret: "collections_hook_42",
};
let standIn: RazorpayStandIn;
let t: TestApp;
let db: TestApp["database"]["db"];
let staff: Record<StaffRole, TestMember>;
let member: TestMember;
const today = clubToday();
const monthStart = `${today.slice(0, 7)}-01`;
const monthEnd = addClubDays(addClubMonths(monthStart, 1), -1);
const twoMonthsAgo = addClubMonths(monthStart, -2);
const lastMonth = addClubMonths(monthStart, -1);
const day = (n: number) => addClubDays(today, n);

/** What the test made, as the report should count it: one entry per invoice part or refund payment. */
interface Made {
  kind: string;
  part: "collected" | "refunded";
  location: string | null;
  day: string;
  amount: number;
  number: string;
}
const made: Made[] = [];
const GROUPINGS: CollectionGrouping[] = ["month", "location", "kind"];
const before = {} as Record<CollectionGrouping, CollectionsReport>;
let beforeWide: CollectionsReport;
const people = {} as Record<"asha" | "bala" | "chitra" | "dev" | "esha" | "farah" | "gita", TestMember>;
let farahNote: { number: string; invoice: string };

const get = (url: string, who?: TestMember) => t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });
const as = (who: TestMember, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who.headers });
const report = async (query = "", who: TestMember = staff.accounts) => {
  const res = await get(`/api/admin/reports/collections${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CollectionsReport;
};
const ok = <T extends { statusCode: number; body: string }>(res: T, status = 200): T => {
  expect(res.statusCode, res.body).toBe(status);
  return res;
};

async function planOf(userId: string) {
  const [row] = await db
    .select({ plan: paymentPlans, location: properties.location })
    .from(paymentPlans)
    .innerJoin(properties, eq(properties.id, paymentPlans.propertyId))
    .where(eq(paymentPlans.userId, userId));
  const steps = await db
    .select()
    .from(paymentSteps)
    .where(eq(paymentSteps.planId, row.plan.id))
    .orderBy(asc(paymentSteps.step));
  return { ...row, steps };
}

/** A villa of the location that sleeps four adults, by name (the `index`-th). */
async function villaAt(location: string, index = 0) {
  const [villa] = await db
    .select({ id: properties.id, location: properties.location })
    .from(properties)
    .where(and(eq(properties.location, location), gte(properties.maxAdults, 4)))
    .orderBy(asc(properties.name))
    .limit(1)
    .offset(index);
  return villa;
}

/** A stay paid online through the stand-in for `who`, at the villa, with `adults` (beyond 2: extra guests). */
async function stayPaidOnline(who: TestMember, villaId: string, checkIn: string, adults: number) {
  const order = ok(
    await as(who, "POST", "/api/payments/razorpay/order", {
      purpose: "stay",
      propertyId: villaId,
      checkIn,
      checkOut: addClubDays(checkIn, 2),
      adults,
      guest: {
        bookingFor: "myself",
        title: "Ms.",
        firstName: "Collect",
        lastName: "Guest",
        phone: "+91 98765 43210",
        email: "collect.guest@example.in",
        agreeTerms: true,
      },
    }),
    201,
  );
  const paid = ok(await as(who, "POST", "/api/payments/razorpay/verify", standIn.pay(order.json().data.order_id)));
  const [stay] = await db.select().from(bookings).where(eq(bookings.id, paid.json().data.booking.id));
  return stay;
}

/** The moment a club day's `hh:mm` is in India. */
const atClub = (dayText: string, time: string) => new Date(`${dayText}T${time}:00+05:30`);

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  t = await openTestApp({
    ...razorpayEnv(keys, standIn),
  });
  db = t.database.db;
  ({ staff, member } = await signInEveryRole(t, "Plain Member"));
  for (const grouping of GROUPINGS) before[grouping] = await report(`?group=${grouping}`);
  beforeWide = await report(`?from=${twoMonthsAgo}&to=${monthEnd}`);

  // Asha: two instalments verified by accounts; the first in the month's first minutes in India (the day before in UTC)
  people.asha = await payingMember(t, { villaIndex: 40, steps: 2, paid: 2, name: "Collect Asha" });
  const asha = await planOf(people.asha.id);
  await db
    .update(paymentSteps)
    .set({ verifiedAt: atClub(monthStart, "00:10") })
    .where(eq(paymentSteps.id, asha.steps[0].id));
  for (const [i, step] of asha.steps.entries())
    made.push({
      kind: "instalment",
      part: "collected",
      location: asha.location,
      day: i === 0 ? monthStart : today,
      amount: step.amount,
      number: step.invoiceNumber!,
    });

  // Bala: an instalment verified two months ago: outside this month
  people.bala = await payingMember(t, { villaIndex: 41, steps: 2, paid: 1, name: "Collect Bala" });
  const bala = await planOf(people.bala.id);
  await db
    .update(paymentSteps)
    .set({ verifiedAt: atClub(addClubDays(twoMonthsAgo, 4), "12:00") })
    .where(eq(paymentSteps.id, bala.steps[0].id));
  made.push({
    kind: "instalment",
    part: "collected",
    location: bala.location,
    day: addClubDays(twoMonthsAgo, 4),
    amount: bala.steps[0].amount,
    number: bala.steps[0].invoiceNumber!,
  });

  // Chitra: an instalment paid online (captured, so verified without accounts)
  people.chitra = await payingMember(t, { villaIndex: 42, steps: 2, paid: 0, name: "Collect Chitra" });
  const chitraPlan = await planOf(people.chitra.id);
  const order = ok(
    await as(people.chitra, "POST", "/api/payments/razorpay/order", {
      purpose: "instalment",
      property_id: chitraPlan.plan.propertyId,
    }),
    201,
  );
  ok(await as(people.chitra, "POST", "/api/payments/razorpay/verify", standIn.pay(order.json().data.order_id)));
  const chitra = await planOf(people.chitra.id);
  made.push({
    kind: "instalment",
    part: "collected",
    location: chitra.location,
    day: today,
    amount: chitra.steps[0].amount,
    number: chitra.steps[0].invoiceNumber!,
  });

  // Dev: a year of Full Membership paid online: club-wide
  people.dev = await createMember(t, "Collect Dev");
  const year = ok(
    await as(people.dev, "POST", "/api/payments/razorpay/order", { purpose: "membership", accept_terms: true }),
    201,
  );
  ok(await as(people.dev, "POST", "/api/payments/razorpay/verify", standIn.pay(year.json().data.order_id)));
  const [membership] = await db.select().from(memberships).where(eq(memberships.userId, people.dev.id));
  made.push({
    kind: "membership",
    part: "collected",
    location: null,
    day: today,
    amount: membership.amount,
    number: membership.invoiceNumber!,
  });

  // Esha (a name a spreadsheet would take for a formula): a stay in Rishikesh paid online, with one extra guest
  people.esha = await createMember(t, '=HYPERLINK("x","Collect Esha")');
  const rishikesh = await villaAt("Rishikesh");
  const esha = await stayPaidOnline(people.esha, rishikesh.id, day(160), 3);
  expect(esha.extraGuestCharge).toBeGreaterThan(0);
  made.push(
    {
      kind: "stay",
      part: "collected",
      location: "Rishikesh",
      day: today,
      amount: esha.total - esha.extraGuestCharge,
      number: esha.invoiceNumber!,
    },
    {
      kind: "extra-guests",
      part: "collected",
      location: "Rishikesh",
      day: today,
      amount: esha.extraGuestCharge,
      number: esha.invoiceNumber!,
    },
  );

  // Farah: a stay in Amarkantak paid online with two extra guests, then cancelled: refunded through Razorpay today
  people.farah = await createMember(t, "Collect Farah");
  const amarkantak = await villaAt("Amarkantak");
  const farah = await stayPaidOnline(people.farah, amarkantak.id, day(170), 4);
  ok(await as(people.farah, "POST", `/api/bookings/${farah.id}/cancel`));
  const [farahRefund] = await db.select().from(refunds).where(eq(refunds.bookingId, farah.id));
  expect(farahRefund).toMatchObject({ status: "refunded", kind: "stay-cancelled" });
  const [{ number: noteNumber }] = await rowsOf<{ number: string }>(
    db,
    sql`select number from credit_notes where booking_id = ${farah.id}`,
  );
  farahNote = { number: noteNumber, invoice: farah.invoiceNumber! };
  for (const part of ["collected", "refunded"] as const) {
    const sign = part === "collected" ? 1 : -1;
    const number = part === "collected" ? farah.invoiceNumber! : noteNumber;
    made.push(
      {
        kind: "stay",
        part,
        location: "Amarkantak",
        day: today,
        amount: sign * (farah.total - farah.extraGuestCharge),
        number,
      },
      { kind: "extra-guests", part, location: "Amarkantak", day: today, amount: sign * farah.extraGuestCharge, number },
    );
  }

  // Gita: two instalments verified, then her plan cancelled: the bank has paid back ₹1,000 of the first so far
  people.gita = await payingMember(t, { villaIndex: 43, steps: 2, paid: 2, name: "Collect Gita" });
  const gita = await planOf(people.gita.id);
  for (const step of gita.steps)
    made.push({
      kind: "instalment",
      part: "collected",
      location: gita.location,
      day: today,
      amount: step.amount,
      number: step.invoiceNumber!,
    });
  ok(await as(staff.accounts, "POST", `/api/admin/payments/${gita.plan.id}/cancel`, { reason: "Withdrawn." }));
  const [gitaRefund] = await db.select().from(refunds).where(eq(refunds.paymentStepId, gita.steps[0].id));
  ok(
    await as(staff.accounts, "POST", `/api/admin/refunds/${gitaRefund.id}/record`, {
      paid_on: today,
      amount: 1000,
      reference: "UTR-COLLECT-1",
    }),
  );
  const [gitaNote] = await rowsOf<{ number: string }>(
    db,
    sql`select number from credit_notes where id = ${gitaRefund.creditNoteId}`,
  );
  made.push({
    kind: "instalment",
    part: "refunded",
    location: gita.location,
    day: today,
    amount: -1000,
    number: gitaNote.number,
  });

  // no collection: a receipt awaiting accounts, a stay paid at the property, a duplicate payment paid back, a pledge
  await payingMember(t, { villaIndex: 44, steps: 1, paid: 1, verified: 0, name: "Collect Awaiting" });
  const solan = await villaAt("Solan");
  await db.insert(bookings).values({
    reference: "VWC-B-2099-7701",
    userId: people.esha.id,
    propertyId: solan.id,
    checkIn: day(180),
    checkOut: day(182),
    nights: 2,
    pricePerNight: 9000,
    roomCharges: 18000,
    total: 18000,
    paymentMethod: "cod",
    guest: { firstName: "At", lastName: "Property" },
  });
  const duplicate = ok(
    await as(staff.accounts, "POST", "/api/admin/refunds", {
      member_email: people.asha.email,
      what: "Step 2 of the plan, paid twice",
      amount: 25000,
      received_on: today,
      payment_reference: "UTR-TWICE-1",
    }),
    201,
  );
  ok(
    await as(staff.accounts, "POST", `/api/admin/refunds/${duplicate.json().data.id}/record`, {
      paid_on: today,
      amount: 25000,
      reference: "UTR-TWICE-BACK",
    }),
  );
  await db.insert(donationPledges).values({
    reference: "VWC-D-2099-1",
    name: "Collect Donor",
    email: "donor@example.org",
    amount: 50000,
    currency: "INR",
    kind: "one_time",
    causes: ["trees"],
  });

  // a gift by transfer verified by accounts counts on the day paid, as a donation with its receipt; another still
  // awaiting accounts does not
  const give = async (amount: number, utr: string) => {
    const pledge = ok(
      await t.app.inject({
        method: "POST",
        url: "/api/donations",
        payload: {
          name: "Collect Giver",
          email: "giver@example.org",
          amount,
          currency: "INR",
          kind: "one_time",
          causes: ["Clean Himalayas"],
          method: "transfer",
        },
      }),
      201,
    ).json().data as { reference: string; donorToken: string };
    const gift = ok(
      await t.app.inject({
        method: "POST",
        url: `/api/donations/${pledge.reference}/transfer`,
        payload: { utr, paid_on: today, t: pledge.donorToken },
      }),
      201,
    ).json().data as { gift_id: string };
    return gift.gift_id;
  };
  const received = await give(3000, "UTR-DONATION-COLLECTED");
  const verified = ok(await as(staff.accounts, "POST", `/api/admin/donations/transfers/${received}/verify`)).json()
    .data as { receipt_number: string };
  made.push({
    kind: "donation",
    part: "collected",
    location: null,
    day: today,
    amount: 3000,
    number: verified.receipt_number,
  });
  await give(700, "UTR-DONATION-AWAITING");
}, 120_000);

afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const inThisMonth = (e: Made) => e.day >= monthStart && e.day <= monthEnd;
const groupKeyOf = (grouping: CollectionGrouping, e: Made) =>
  grouping === "month" ? e.day.slice(0, 7) : grouping === "kind" ? e.kind : (e.location?.toLowerCase() ?? "club-wide");

/** What each group should have grown by: the entries the test made in the period, summed by the grouping. */
function expectedGrowth(grouping: CollectionGrouping, entries: Made[]) {
  const sums = new Map<string, { collected: number; refunded: number; net: number; c: number; r: number }>();
  for (const e of entries) {
    const key = groupKeyOf(grouping, e);
    const sum = sums.get(key) ?? { collected: 0, refunded: 0, net: 0, c: 0, r: 0 };
    if (e.part === "collected") {
      sum.collected += e.amount;
      sum.c++;
    } else {
      sum.refunded -= e.amount;
      sum.r++;
    }
    sum.net += e.amount;
    sums.set(key, sum);
  }
  return sums;
}

function growth(then: CollectionsReport, now: CollectionsReport) {
  return new Map(
    now.groups.map((g) => {
      const b = then.groups.find((x) => x.key === g.key)!;
      return [
        g.key,
        {
          collected: g.collected - b.collected,
          refunded: g.refunded - b.refunded,
          net: g.net - b.net,
          c: g.collected_entries - b.collected_entries,
          r: g.refunded_entries - b.refunded_entries,
        },
      ];
    }),
  );
}

const zero = { collected: 0, refunded: 0, net: 0, c: 0, r: 0 };

describe("the collections of the club's month", () => {
  it.each(GROUPINGS)(
    "by %s: each group grew by exactly the money the test took and gave back in it",
    async (grouping) => {
      const now = await report(`?group=${grouping}`);
      expect(now).toMatchObject({ from: monthStart, to: monthEnd, today, group: grouping });
      const expected = expectedGrowth(grouping, made.filter(inThisMonth));
      for (const [key, grew] of growth(before[grouping], now)) expect(grew, key).toEqual(expected.get(key) ?? zero);
      // every expected group is one of the report's
      for (const key of expected.keys()) expect(now.groups.map((g) => g.key)).toContain(key);
      // the total is every group's, and net is collected less refunded
      const sum = (f: (g: CollectionsReport["groups"][number]) => number) => now.groups.reduce((s, g) => s + f(g), 0);
      expect(now.total).toEqual({
        collected: sum((g) => g.collected),
        refunded: sum((g) => g.refunded),
        net: sum((g) => g.net),
        collected_entries: sum((g) => g.collected_entries),
        refunded_entries: sum((g) => g.refunded_entries),
      });
      for (const g of now.groups) expect(g.net).toBe(g.collected - g.refunded);
    },
  );

  it("lists every kind (donations: the gift received, not the pledge nor the transfer awaiting), every estate and Club-wide", async () => {
    const byKind = await report("?group=kind");
    expect(byKind.groups.map((g) => g.key)).toEqual(COLLECTION_KINDS.map((k) => k.key));
    expect(byKind.groups.find((g) => g.key === "donation")).toMatchObject({ collected: 3000, refunded: 0, net: 3000 });
    const byEstate = await report("?group=location");
    expect(byEstate.groups.map((g) => g.label)).toEqual(["Solan", "Rishikesh", "Amarkantak", "Raigarh", "Club-wide"]);
    // the refund of a stay nets in its own estate
    const refundedThere = made
      .filter((e) => e.location === "Amarkantak" && e.part === "refunded")
      .reduce((sum, e) => sum - e.amount, 0);
    expect(refundedThere).toBeGreaterThan(0);
    expect(growth(before.location, byEstate).get("amarkantak")!.refunded).toBe(refundedThere);
  });

  it("counts a verification in the month's first minutes in India in this month, and one two months ago in its own", async () => {
    const wide = await report(`?from=${twoMonthsAgo}&to=${monthEnd}`);
    expect(wide.groups.map((g) => g.key)).toEqual([
      twoMonthsAgo.slice(0, 7),
      lastMonth.slice(0, 7),
      monthStart.slice(0, 7),
    ]);
    const expected = expectedGrowth("month", made);
    for (const [key, grew] of growth(beforeWide, wide)) expect(grew, key).toEqual(expected.get(key) ?? zero);
    const old = made.find((e) => e.day < monthStart)!;
    expect(growth(beforeWide, wide).get(twoMonthsAgo.slice(0, 7))!.collected).toBe(old.amount);
    // this month alone leaves it out
    const thisMonth = await report(`?group=kind&key=instalment&part=collected&limit=200`);
    const numbers = thisMonth.entries!.items.map((e) => e.document.number);
    expect(numbers).not.toContain(old.number);
    const first = made.find((e) => e.day === monthStart)!;
    expect(thisMonth.entries!.items.find((e) => e.document.number === first.number)).toMatchObject({
      day: monthStart,
      amount: first.amount,
    });
  });

  it("a day given alone reports the rest of its month; the periods before and after are as long", async () => {
    const one = await report(`?from=${lastMonth}`);
    expect(one).toMatchObject({
      from: lastMonth,
      to: addClubDays(monthStart, -1),
      previous: { from: twoMonthsAgo, to: addClubDays(lastMonth, -1) },
      next: { from: monthStart, to: monthEnd },
    });
    const days = await report(`?from=${addClubDays(monthStart, 2)}&to=${addClubDays(monthStart, 8)}`);
    expect(days.previous).toEqual({ from: addClubDays(monthStart, -5), to: addClubDays(monthStart, 1) });
    expect(days.next).toEqual({ from: addClubDays(monthStart, 9), to: addClubDays(monthStart, 15) });
  });

  it("refuses a period backwards or too long, a grouping or figure not in the list, with a clear message", async () => {
    const cases: [string, string][] = [
      [`?from=${today}&to=${addClubDays(today, -1)}`, reportMessages.periodBackwards],
      [`?from=${addClubMonths(today, -61)}&to=${today}`, reportMessages.periodTooLong],
      ["?group=villa", reportMessages.chooseGrouping],
      ["?group=month&key=solan", reportMessages.chooseFigure],
      ["?group=kind&key=instalment&part=owed", reportMessages.choosePart],
      ["?from=2026-02-30", reportMessages.invalidDay],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/admin/reports/collections${query}`, staff.accounts);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
  });
});

describe("the invoices and credit notes behind a figure", () => {
  it("a kind's collected figure lists its invoices by day, each opening as the office's PDF", async () => {
    const now = await report("?group=kind&key=instalment&part=collected&limit=200");
    const group = now.groups.find((g) => g.key === "instalment")!;
    expect(now.entries).toMatchObject({ key: "instalment", label: "Instalments", part: "collected" });
    expect(now.entries!.matched).toBe(group.collected_entries);
    expect(now.entries!.items.reduce((s, e) => s + e.amount, 0)).toBe(group.collected);
    const days = now.entries!.items.map((e) => e.day);
    expect(days).toEqual([...days].sort());
    const ours = made.filter((e) => inThisMonth(e) && e.kind === "instalment" && e.part === "collected");
    for (const e of ours) {
      const entry = now.entries!.items.find((item) => item.document.number === e.number);
      expect(entry, e.number).toMatchObject({ day: e.day, amount: e.amount, part: "collected", kind: "instalment" });
      expect(entry!.document).toMatchObject({ kind: "invoice", invoice_number: null });
    }
    const asha = now.entries!.items.find((e) => e.payer.name === "Collect Asha")!;
    expect(asha.payer).toMatchObject({ id: people.asha.id, email: people.asha.email });
    expect(asha.location).toBeTruthy();
    const pdf = await get(asha.document.url!, staff.accounts);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdfText(pdf.rawPayload)).toContain(asha.document.number);
  });

  it("a refunded figure lists the credit notes, negative, with the invoice each credits", async () => {
    const now = await report("?group=kind&key=extra-guests&part=refunded");
    const farah = now.entries!.items.find((e) => e.document.number === farahNote.number)!;
    const expected = made.find((e) => e.number === farahNote.number && e.kind === "extra-guests")!;
    expect(farah).toMatchObject({
      kind: "extra-guests",
      part: "refunded",
      amount: expected.amount,
      location: "Amarkantak",
      document: { kind: "credit-note", invoice_number: farahNote.invoice },
    });
    expect(farah.amount).toBeLessThan(0);
    const pdf = await get(farah.document.url!, staff.accounts);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(farahNote.number);
  });

  it("Club-wide holds the Full Membership year; a stay's invoice opens; every entry of the period pages", async () => {
    const wide = await report("?group=location&key=club-wide&limit=200");
    expect(wide.entries!.label).toBe(CLUB_WIDE.label);
    const dev = wide.entries!.items.find((e) => e.payer.id === people.dev.id)!;
    expect(dev).toMatchObject({ kind: "membership", location: null, part: "collected" });
    expect((await get(dev.document.url!, staff.admin)).statusCode).toBe(200);
    const stays = await report("?group=kind&key=stay&part=collected&limit=200");
    const esha = stays.entries!.items.find((e) => e.payer.id === people.esha.id)!;
    const stayPdf = await get(esha.document.url!, staff.accounts);
    expect(stayPdf.statusCode).toBe(200);
    expect(pdfText(stayPdf.rawPayload)).toContain(esha.document.number);
    const all = await report("?key=all&limit=2");
    expect(all.entries!.matched).toBe(all.total.collected_entries + all.total.refunded_entries);
    expect(all.entries!.items).toHaveLength(2);
    expect(all.entries!.pages).toBe(Math.ceil(all.entries!.matched / 2));
    const last = await report(`?key=all&limit=2&page=${all.entries!.pages + 5}`);
    expect(last.entries!.page).toBe(all.entries!.pages);
  });
});

describe("the collections' downloads", () => {
  it("the CSV has a line per entry of the figure asked, ISO days, signed amounts, formula-safe cells", async () => {
    const res = await get("/api/admin/reports/collections.csv?group=location&key=rishikesh", staff.accounts);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="collections-${monthStart}-to-${monthEnd}-rishikesh.csv"`,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Day,Kind,Collected or refunded,Estate,Payer,E-mail,Document,Number,Invoice credited,For,Amount (INR)",
    );
    const group = (await report("?group=location")).groups.find((g) => g.key === "rishikesh")!;
    expect(lines).toHaveLength(1 + group.collected_entries + group.refunded_entries);
    expect(lines.slice(1).every((l) => /^\d{4}-\d{2}-\d{2},/.test(l))).toBe(true);
    const esha = made.filter((e) => e.location === "Rishikesh");
    const eshaLines = lines.filter((l) => l.includes(`"'=HYPERLINK(""x"",""Collect Esha"")"`));
    expect(eshaLines).toHaveLength(2);
    expect(eshaLines.find((l) => l.includes(",Extra guests,"))).toMatch(
      new RegExp(`^${today},Extra guests,Collected,Rishikesh,.*,Invoice,${esha[0].number},,.*,${esha[1].amount}$`),
    );
    // the refunds' side: negative amounts
    const refunded = await get("/api/admin/reports/collections.csv?group=kind&key=all&part=refunded", staff.admin);
    const rows = refunded.body.trimEnd().split("\r\n").slice(1);
    expect(rows.length).toBe((await report()).total.refunded_entries);
    expect(rows.every((l) => /,Refunded,/.test(l) && /,-\d+$/.test(l))).toBe(true);
  });

  it("the XLSX holds every entry of the period (days as dates, texts never formulas) and each group's figures", async () => {
    const res = await get(
      `/api/admin/reports/collections.xlsx?from=${twoMonthsAgo}&to=${monthEnd}&group=month`,
      staff.accounts,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="collections-${twoMonthsAgo}-to-${monthEnd}.xlsx"`,
    );
    const book = readXlsx(res.rawPayload);
    expect(Object.keys(book.sheets)).toEqual(["Collections", "Totals by month"]);
    expect(book.formulas).toBe(0);
    const wide = await report(`?from=${twoMonthsAgo}&to=${monthEnd}`);
    const [header, ...rows] = book.sheets.Collections;
    expect(header[0]).toBe("Day");
    expect(rows).toHaveLength(wide.total.collected_entries + wide.total.refunded_entries);
    const bala = made.find((e) => e.day < monthStart)!;
    expect(rows.find((r) => r[7] === bala.number)).toEqual([
      bala.day,
      "Instalments",
      "Collected",
      bala.location,
      "Collect Bala",
      expect.any(String),
      "Invoice",
      bala.number,
      null,
      expect.stringContaining("Step 1 of 2"),
      bala.amount,
    ]);
    expect(rows.some((r) => r[4] === '=HYPERLINK("x","Collect Esha")')).toBe(true);
    expect(book.sheets["Totals by month"].slice(1)).toEqual([
      ...wide.groups.map((g) => [g.label, g.collected, g.refunded, g.net]),
      ["Total", wide.total.collected, wide.total.refunded, wide.total.net],
    ]);
  });
});

describe("who may read the collections", () => {
  it.each([
    "/api/admin/reports/collections",
    "/api/admin/reports/collections.csv",
    "/api/admin/reports/collections.xlsx",
  ])("%s: anonymous 401, a member 403, front office and content 403, accounts and admin 200", async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, member)).statusCode).toBe(403);
    expect((await get(url, staff["front-office"])).statusCode).toBe(403);
    expect((await get(url, staff.content)).statusCode).toBe(403);
    for (const role of ["accounts", "admin"] as const) {
      const res = await get(url, staff[role]);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("an invoice behind a figure: anonymous 401, a member, front office and content 403", async () => {
    const [step] = await db
      .select({ number: paymentSteps.invoiceNumber })
      .from(paymentSteps)
      .innerJoin(paymentPlans, eq(paymentPlans.id, paymentSteps.planId))
      .where(and(eq(paymentPlans.userId, people.asha.id), eq(paymentSteps.step, 2)));
    const url = `/api/admin/invoices/${step.number}`;
    expect((await get(url)).statusCode).toBe(401);
    for (const who of [member, staff["front-office"], staff.content])
      expect((await get(url, who)).statusCode).toBe(403);
    for (const role of ["accounts", "admin"] as const) {
      const res = await get(url, staff[role]);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
    }
  });
});
