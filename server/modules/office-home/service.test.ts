import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { clubToday } from "../../../common/club-time.ts";
import { OFFICE_QUEUES, type OfficeQueueKey } from "../../../common/office-home.ts";
import {
  bookings,
  conveyanceRequests,
  expenseClaims,
  kycDetails,
  memberships,
  paymentPlans,
  paymentSteps,
  properties,
  refunds,
  rentalStatements,
  transferRequests,
} from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, fixtures, payingMember, upload, type TestMember } from "../../test/members.ts";
import { dayAfter } from "../office-stays/service.ts";
import { officeQueueCounts } from "./service.ts";

/*
 * The office home's counts: rows of each kind are made, waiting and not, and the counts say
 * how many wait; each role sees only the queues it acts on (an administrator all).
 */

let t: TestApp;
let db: TestApp["database"]["db"];
const today = clubToday();

const counts = async (role: StaffRole = "admin") =>
  Object.fromEntries((await officeQueueCounts(db, role)).map((q) => [q.key, q.count])) as Record<
    OfficeQueueKey,
    number
  >;

async function villaId(offset: number) {
  const [villa] = await db
    .select({ id: properties.id })
    .from(properties)
    .orderBy(properties.name)
    .limit(1)
    .offset(offset);
  return villa.id;
}

let member: TestMember;
let before: Record<OfficeQueueKey, number>;
/** What the owner payouts to record come to, as the office home says it. */
const ownerPayoutsOwed = async () =>
  (await officeQueueCounts(db, "accounts")).find((q) => q.key === "ownerPayouts")?.amount ?? 0;
let owedBefore: number;

beforeAll(async () => {
  t = await openTestApp();
  db = t.database.db;
  before = await counts();
  owedBefore = await ownerPayoutsOwed();
  // two plans with step 1 paid: one awaits accounts, one plan is cancelled (its receipt no longer waits)
  await payingMember(t, { villaIndex: 2, steps: 2, paid: 1, verified: 0, name: "Awaiting Receipt" });
  const cancelled = await payingMember(t, { villaIndex: 4, steps: 2, paid: 1, verified: 0, name: "Cancelled Plan" });
  await db
    .update(paymentPlans)
    .set({ status: "cancelled", cancelledAt: new Date(), cancelReason: "Asked by the member" })
    .where(eq(paymentPlans.userId, cancelled.id));
  // a third member's identity document was approved already: it no longer waits
  const approved = await payingMember(t, { villaIndex: 6, steps: 1, paid: 0, name: "Approved Document" });
  await db
    .update(kycDetails)
    .set({ documentStatus: "approved", documentReviewedAt: new Date() })
    .where(eq(kycDetails.userId, approved.id));

  member = await createMember(t, "Requests Member");
  const propertyId = await villaId(10);
  await db.insert(expenseClaims).values([
    { userId: member.id, year: 2026, month: 1, status: "claimed", amount: 2000, review: "open" },
    { userId: member.id, year: 2026, month: 2, status: "claimed", amount: 2000, review: "open" },
    { userId: member.id, year: 2026, month: 3, status: "claimed", amount: 2000, review: "approved" },
    { userId: member.id, year: 2026, month: 4, status: "claimed", amount: 2000, review: "paid" },
    { userId: member.id, year: 2026, month: 5, status: "claimed", amount: 2000, review: "refused" },
    { userId: member.id, year: 2026, month: 6, status: "skipped", amount: 0, review: "open" },
  ]);
  const transferee = { name: "Neha Gupta", email: "neha@example.org" };
  await db.insert(transferRequests).values([
    { userId: member.id, propertyId, transferee, reason: "Family", consent: true, status: "submitted" },
    { userId: member.id, propertyId, transferee, reason: "Family", consent: true, status: "refused" },
  ]);
  const conveyance = (status: string) => ({
    userId: member.id,
    propertyId,
    status,
    nominee: {},
    villa: {},
    appointmentDate: "2026-12-01",
    verifiedAt: new Date(),
  });
  await db
    .insert(conveyanceRequests)
    .values([conveyance("submitted"), conveyance("confirmed"), conveyance("completed")]);
  // money owed back: accounts pay one by bank; an online payment goes back through Razorpay; one is paid already
  const owed = { userId: member.id, kind: "duplicate" as const, what: "Paid twice", amountOwed: 5000 };
  await db.insert(refunds).values([
    { ...owed, method: "bank" },
    { ...owed, method: "razorpay", razorpayPaymentId: "pay_HOMECOUNT1" },
    { ...owed, method: "bank", amountRefunded: 5000, status: "refunded" },
  ]);
  // owners' monthly rental statements: one's payout to record, one paid
  const statement = (month: string, payoutDue: number) => ({
    userId: member.id,
    month,
    reference: `VWC-RS-HOME-${month}`,
    content: {},
    nights: 2,
    collected: payoutDue * 2,
    share: payoutDue,
    tds: 0,
    payoutDue,
    issuedAt: new Date(),
  });
  await db
    .insert(rentalStatements)
    .values([
      statement("2001-01", 7200),
      { ...statement("2001-02", 3100), paidOn: "2001-03-05", amountPaid: 3100, payoutReference: "UTR-HOME-1" },
    ]);
  let n = 7000;
  const stay = (checkIn: string, status = "confirmed") => ({
    reference: `VWC-B-2026-${n++}`,
    userId: member.id,
    propertyId,
    checkIn,
    checkOut: dayAfter(checkIn, 1),
    status,
  });
  await db
    .insert(bookings)
    .values([
      stay(today),
      stay(today, "cancelled"),
      stay(dayAfter(today, 2)),
      stay(dayAfter(today, 6)),
      stay(dayAfter(today, 7)),
      stay(dayAfter(today, -1)),
    ]);
});
afterAll(async () => {
  await t?.close();
});

describe("officeQueueCounts", () => {
  it("counts what waits for the office, from the rows of each kind", async () => {
    const after = await counts();
    const made = Object.fromEntries(
      Object.entries(after).map(([key, count]) => [key, count - before[key as OfficeQueueKey]]),
    );
    expect(made).toEqual({
      receipts: 1,
      memberships: 0,
      donationTransfers: 0,
      agreements: 0,
      documents: 2,
      claims: 2,
      overdue: 0,
      payouts: 1,
      refunds: 1,
      ownerPayouts: 1,
      transfers: 1,
      conveyance: 2,
      arrivingToday: 1,
      arrivingWeek: 3,
      calendarConflicts: 0,
      programmeToday: 0,
    });
    // the payouts to record come to the statement's payout due, not the one paid
    expect((await ownerPayoutsOwed()) - owedBefore).toBe(7200);
  });

  it("counts the membership receipts under review and not the paid years", async () => {
    const start = await counts();
    const member = await createMember(t);
    const year = { userId: member.id, amount: 100000, paidVia: "receipt", termsAcceptedAt: new Date() };
    await db.insert(memberships).values({ ...year, status: "under-review" });
    await db.insert(memberships).values({
      ...year,
      status: "active",
      number: `VWC-M-2099-${Date.now()}`,
      startsOn: clubToday(),
      validUntil: "2099-01-01",
    });
    expect((await counts()).memberships).toBe(start.memberships + 1);
  });

  it("counts the agreements a member signed that await the club's countersignature, for an administrator alone", async () => {
    const start = await counts();
    const signer = await payingMember(t, {
      villaIndex: 12,
      steps: 1,
      paid: 1,
      name: "Awaiting Countersign",
      submitted: true,
    });
    const signature = await upload(t.app, signer, "/api/upload/upload-signature", "signature", {
      name: "signature.png",
      bytes: await fixtures.png(),
    });
    // signing asks for the agreement read first: its draft opened
    expect((await t.app.inject({ method: "GET", url: "/api/moa/draft", headers: signer.headers })).statusCode).toBe(
      200,
    );
    const signed = await t.app.inject({
      method: "POST",
      url: "/api/moa/sign-moa",
      payload: { signature_url: signature.json().url },
      headers: signer.headers,
    });
    expect(signed.statusCode).toBe(200);
    expect((await counts()).agreements).toBe(start.agreements + 1);
    expect((await officeQueueCounts(db, "accounts")).map((q) => q.key)).not.toContain("agreements");
  });

  it("a receipt verified or rejected no longer waits", async () => {
    const start = (await counts()).receipts;
    const [awaiting] = await db.select().from(paymentSteps).where(eq(paymentSteps.verification, "awaiting"));
    await db
      .update(paymentSteps)
      .set({ verification: "verified", verifiedAt: new Date() })
      .where(and(eq(paymentSteps.planId, awaiting.planId), eq(paymentSteps.step, awaiting.step)));
    expect((await counts()).receipts).toBe(start - 1);
  });

  it("each role sees the queues it acts on, each leading to its list; an administrator all, content the programme's day", async () => {
    const keys = async (role: StaffRole) => (await officeQueueCounts(db, role)).map((q) => q.key);
    expect(await keys("admin")).toEqual(OFFICE_QUEUES.map((q) => q.key));
    expect(await keys("accounts")).toEqual([
      "receipts",
      "memberships",
      "donationTransfers",
      "overdue",
      "claims",
      "payouts",
      "refunds",
      "ownerPayouts",
    ]);
    expect(await keys("front-office")).toEqual([
      "documents",
      "claims",
      "transfers",
      "conveyance",
      "arrivingToday",
      "arrivingWeek",
      "calendarConflicts",
      "programmeToday",
    ]);
    expect(await keys("content")).toEqual(["programmeToday"]);
    const links = Object.fromEntries((await officeQueueCounts(db, "admin")).map((q) => [q.key, q.to]));
    expect(links).toMatchObject({
      receipts: "/admin/payments?status=awaiting",
      ownerPayouts: "/admin/owner-payouts?status=due",
      memberships: "/admin/memberships?status=under-review",
      donationTransfers: "/admin/donations/transfers",
      agreements: "/admin/agreements?status=awaiting",
      documents: "/admin/identity-documents",
      claims: "/admin/claims?review=open",
      payouts: "/admin/claims?review=approved",
      transfers: "/admin/transfers?status=submitted",
      conveyance: "/admin/conveyance?status=open",
      arrivingToday: "/admin/stays?arriving=today",
      arrivingWeek: "/admin/stays?arriving=week",
      calendarConflicts: "/admin/stays/conflicts",
      programmeToday: "/admin/programme",
    });
  });
});
