import { addDays, format } from "date-fns";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clubToday } from "../../../common/club-time.ts";
import { STAY_TAXES_PER_NIGHT } from "../../../common/stays.ts";
import { monthDays, rentalMessages as m } from "../../../common/rental.ts";
import {
  auditEvents,
  bookings,
  moaAgreements,
  properties,
  rentalPoolPeriods,
  rentalStatements,
} from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import {
  createMember,
  fixtures,
  giveFullMembership,
  multipart,
  signInEveryRole,
  staffMember,
  upload,
  type Caller,
  type TestMember,
} from "../../test/members.ts";
import { memberWithVilla, signMoa } from "../../test/member-with-villa.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { earningStays } from "./service.ts";

/*
 * The owners' rental programme: an owner's villa in and out of the pool (never over a booked guest stay), a villa out
 * of the pool neither searched nor booked by guests but by its owner, the share a guest stay earns, the monthly
 * statement (sealed, verifiable, mailed) and its payout recorded once by accounts.
 */

let t: TestApp & { mail: MailCatcher };
let admin: TestMember;
let villaIndex = 10;

vi.setConfig({ testTimeout: 120_000 });

beforeAll(async () => {
  t = await openTestAppWithMail();
  admin = await staffMember(t, "admin");
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const call = (who: TestMember | undefined, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.headers ?? {} });

/** A day `n` days from the club's today, yyyy-mm-dd. */
const day = (n: number) => format(addDays(new Date(`${clubToday()}T12:00:00`), n), "yyyy-MM-dd");

/** An owner: a villa fully paid (verified by accounts), the MOA signed and countersigned by an administrator. */
async function owner(name: string) {
  const { member, villa } = await memberWithVilla(t, villaIndex++, { name });
  await signMoa(t, member, new Date());
  const [agreement] = await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id));
  const signature = await upload(t.app, admin, "/api/upload/upload-signature", "signature", {
    name: "club.png",
    bytes: await fixtures.png(),
  });
  const countersigned = await call(admin, "POST", `/api/admin/agreements/${agreement.id}/countersign`, {
    signature_url: signature.json().url,
  });
  expect(countersigned.statusCode, countersigned.body).toBe(200);
  const [row] = await t.database.db
    .select({ location: properties.location, pricePerNight: properties.pricePerNight })
    .from(properties)
    .where(eq(properties.id, villa.id));
  return { member, villa: { ...villa, ...row } };
}

const guestDetails = {
  bookingFor: "myself",
  title: "Mrs.",
  firstName: "Asha",
  lastName: "Verma",
  phone: "+91 98765 43210",
  email: "guest@example.in",
  agreeTerms: true,
};

const book = (who: TestMember, propertyId: string, checkIn: string, checkOut: string, couponCode?: string) =>
  call(who, "POST", "/api/bookings", {
    propertyId,
    checkIn,
    checkOut,
    adults: 2,
    children: 0,
    guest: guestDetails,
    paymentMethod: "cod",
    ...(couponCode ? { couponCode } : {}),
  });

const searchIds = async (location: string, checkIn: string, checkOut: string) => {
  const res = await call(
    undefined,
    "GET",
    `/api/property/search?location=${encodeURIComponent(location)}&checkIn=${checkIn}&checkOut=${checkOut}&limit=50`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { _id: string }[]).map((v) => v._id);
};

const join = (who: TestMember, from = day(0)) =>
  call(who, "PUT", "/api/portal/rental", { inPool: true, from, acceptTerms: true });

describe("the rental pool", () => {
  it("an owner joins and leaves from a day; history kept; non-owners refused; the terms must be accepted", async () => {
    const { member, villa } = await owner("Meera Kapoor");
    const before = await call(member, "GET", "/api/portal/rental");
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toMatchObject({ owner: true, in_pool: false, terms: { share_percent: 60 } });

    const noTerms = await call(member, "PUT", "/api/portal/rental", { inPool: true, from: day(0) });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().message).toBe(m.acceptTerms);
    expect(
      (await call(member, "PUT", "/api/portal/rental", { inPool: true, from: day(-1), acceptTerms: true })).statusCode,
    ).toBe(400);

    const joined = await join(member);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data).toMatchObject({ in_pool: true, current: { from: day(0), to: null, share_percent: 60 } });
    expect((await join(member)).statusCode).toBe(409);
    const [row] = await t.database.db
      .select({ rentable: properties.rentable })
      .from(properties)
      .where(eq(properties.id, villa.id));
    expect(row.rentable).toBe(true);

    const left = await call(member, "PUT", "/api/portal/rental", { inPool: false, from: day(5) });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data.in_pool).toBe(false);
    expect(left.json().data.history).toEqual([{ from: day(0), to: day(5), share_percent: 60, terms_version: 1 }]);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.userId, member.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["rental-pool.joined", "rental-pool.left"]));

    const stranger = await createMember(t, "Ravi Nair");
    const refused = await join(stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(m.notOwner);
  });

  it("leaving is refused while a guest stay is booked after the day, in clear words", async () => {
    const { member, villa } = await owner("Kiran Joshi");
    expect((await join(member)).statusCode).toBe(200);
    const guest = await createMember(t, "Sunil Guest");
    const stay = await book(guest, villa.id, day(10), day(12));
    expect(stay.statusCode, stay.body).toBe(201);
    const refused = await call(member, "PUT", "/api/portal/rental", { inPool: false, from: day(3) });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(m.guestStaysBooked(1, day(12)));
    const fromTheEnd = await call(member, "PUT", "/api/portal/rental", { inPool: false, from: day(12) });
    expect(fromTheEnd.statusCode, fromTheEnd.body).toBe(200);
  });

  it("a villa out of the pool is not searched nor booked by a guest, but its owner books it", async () => {
    const { member, villa } = await owner("Farah Khan");
    const guest = await createMember(t, "Gita Guest");
    expect(await searchIds(villa.location, day(20), day(22))).not.toContain(villa.id);
    const refused = await book(guest, villa.id, day(20), day(22));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(m.notAvailableForGuests);
    const own = await book(member, villa.id, day(20), day(22));
    expect(own.statusCode, own.body).toBe(201);

    expect((await join(member, day(0))).statusCode).toBe(200);
    expect(await searchIds(villa.location, day(30), day(32))).toContain(villa.id);
    expect((await book(guest, villa.id, day(30), day(32))).statusCode).toBe(201);
  });
});

describe("earnings, the monthly statement and its payout", () => {
  it("a guest stay earns the share of the room charges collected; free nights and discounts earn nothing", async () => {
    const { member, villa } = await owner("Lata Menon");
    expect((await join(member)).statusCode).toBe(200);
    const frontOffice = await staffMember(t, "front-office");
    const coupon = await call(frontOffice, "POST", "/api/admin/coupons", {
      code: "RENT10",
      description: "Ten percent off",
      kind: "percent",
      value: 10,
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    // a guest with a coupon, 2 nights; a Full Member with free nights, 2 nights; the owner's own stay, 1 night
    const guest = await createMember(t, "Paying Guest");
    const fullMember = await createMember(t, "Free Nights Guest");
    await giveFullMembership(t.database.db, fullMember.id, day(-1), day(300));
    const a = await book(guest, villa.id, day(1), day(3), "RENT10");
    expect(a.statusCode, a.body).toBe(201);
    const b = await book(fullMember, villa.id, day(3), day(5));
    expect(b.statusCode, b.body).toBe(201);
    const own = await book(member, villa.id, day(5), day(6));
    expect(own.statusCode, own.body).toBe(201);
    const free = b.json().data.price;
    // the desk saw every guest out
    await t.database.db.update(bookings).set({ status: "checked-out" }).where(eq(bookings.propertyId, villa.id));

    const priceA = a.json().data.price;
    expect(priceA.discount).toBeGreaterThan(0);
    const roomA = priceA.roomCharges - priceA.discount;
    const roomB = free.roomCharges - free.discount;
    expect(free.freeNights).toBeGreaterThan(0);
    const collected = roomA + roomB;
    expect(collected).toBe(2 * villa.pricePerNight - priceA.discount + (2 - free.freeNights) * villa.pricePerNight);
    const share = Math.round((roomA * 60) / 100) + Math.round((roomB * 60) / 100);
    // taxes never earn
    expect(priceA.taxes).toBe(2 * STAY_TAXES_PER_NIGHT);

    // the 1st of the month after the last guest left: the daily job issues the month's statement
    const month = day(5).slice(0, 7);
    const { next } = monthDays(month);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${next}T09:00:00+05:30`));
    const run = await t.app.services.jobs.runDaily();
    expect(run["rental-statements"].ran).toBe(true);
    expect((await t.app.services.jobs.runDaily())["rental-statements"].ran).toBe(false);
    vi.useRealTimers();

    const [statement] = await t.database.db
      .select()
      .from(rentalStatements)
      .where(eq(rentalStatements.userId, member.id));
    expect(statement).toMatchObject({ month, nights: 4, collected, share, tds: 0, payoutDue: share });
    expect(statement.content.stays).toHaveLength(2);

    // mailed with the sealed PDF; listed and downloadable from the Lease tab's API
    const overview = await call(member, "GET", "/api/portal/rental");
    expect(overview.json().data.statements[0]).toMatchObject({ id: statement.id, payout_due: share, paid_on: null });
    const pdf = await call(member, "GET", `/api/portal/rental/statements/${statement.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdfText(pdf.rawPayload)).toContain("Owner Rental Statement");
    const other = await createMember(t, "Not The Owner");
    expect((await call(other, "GET", `/api/portal/rental/statements/${statement.id}`)).statusCode).toBe(404);

    // sealed and verifiable
    const body = multipart("file", { name: "statement.pdf", bytes: pdf.rawPayload, type: "application/pdf" });
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/verify",
      payload: body.payload,
      headers: body.headers,
      remoteAddress: "192.0.2.77",
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ valid: true, kind: "rental-statement", reference: statement.reference });
    const code = (verified.json().verify_url as string).split("/").pop();
    const page = await t.app.services.verification.byCode(code!);
    expect(page).toMatchObject({ kind: "rental-statement", parties: ["L. Menon"] });

    // the payout: its amount must be the due, recorded once, audited
    const accounts = await staffMember(t, "accounts");
    const due = await call(accounts, "GET", "/api/admin/owner-payouts?status=due");
    expect(due.statusCode, due.body).toBe(200);
    const line = (due.json().data as { id: string; bank: { account_number: string } | null }[]).find(
      (p) => p.id === statement.id,
    );
    expect(line?.bank?.account_number).toMatch(/^\d+$/);
    const url = `/api/admin/owner-payouts/${statement.id}/record`;
    const wrong = await call(accounts, "POST", url, { paid_on: day(0), amount: share + 1, reference: "UTR123456" });
    expect(wrong.statusCode).toBe(400);
    const paid = await call(accounts, "POST", url, { paid_on: day(0), amount: share, reference: "UTR123456" });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ paid_on: day(0), amount_paid: share, payout_reference: "UTR123456" });
    const again = await call(accounts, "POST", url, { paid_on: day(0), amount: share, reference: "UTR999999" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyPaid);
    const paidList = await call(accounts, "GET", "/api/admin/owner-payouts?status=paid");
    expect((paidList.json().data as { id: string }[]).map((p) => p.id)).toContain(statement.id);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "owner-payout.recorded"));
    expect(audit).toMatchObject({ userId: accounts.id, memberId: member.id, subjectId: statement.id });
    // the job queue dated the mail at the moved clock: it is due now that the clock is back
    await t.database.db.execute(sql`update pgboss.job set start_after = now() where start_after > now()`);
    const mail = await mailAbout(t.mail, member.email, /rental statement/);
    expect(mail.raw).toContain(`rental-statement-${month}.pdf`);
  });
});

describe("who may use the office's owner payouts", () => {
  const cases: [Caller, number][] = [
    [undefined, 401],
    ["member", 403],
    ["front-office", 403],
    ["content", 403],
    ["accounts", 200],
    ["admin", 200],
  ];
  it.each(cases)("GET /api/admin/owner-payouts and the rental settings as %s: %i", async (who, status) => {
    const { callerFor } = await signInEveryRole(t, `Payout Caller ${who ?? "anonymous"}`);
    const caller = callerFor(who);
    expect((await call(caller, "GET", "/api/admin/owner-payouts?status=due")).statusCode).toBe(status);
    expect((await call(caller, "GET", "/api/admin/rental-settings")).statusCode).toBe(status);
    const record = await call(caller, "POST", "/api/admin/owner-payouts/00000000-0000-4000-8000-000000000000/record", {
      paid_on: day(0),
      amount: 1,
      reference: "UTR000001",
    });
    expect(record.statusCode).toBe(status === 200 ? 404 : status);
  });

  it("accounts set the share (a new terms version) and the TDS rate, deducted on the next statements", async () => {
    const accounts = await staffMember(t, "accounts");
    const saved = await call(accounts, "PUT", "/api/admin/rental-settings", { share_percent: 55, tds_percent: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ share_percent: 55, tds_percent: 10, terms_version: 2 });
    const back = await call(accounts, "PUT", "/api/admin/rental-settings", { share_percent: 60, tds_percent: "" });
    expect(back.json().data).toEqual({ share_percent: 60, tds_percent: null, terms_version: 3 });
  });
});

/** Noon of a club day: the moment the clock is moved to. */
const noonOf = (d: string) => new Date(`${d}T12:00:00+05:30`);

let address = 0;
/** `who` signed in again at the moved clock's time (a session begun days before it has ended). */
async function signedInNow(who: TestMember): Promise<TestMember> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: who.email, password: "lotus-pond-42" },
    remoteAddress: `198.51.100.${(address++ % 250) + 1}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...who, headers: { authorization: `Bearer ${res.json().data.token as string}` } };
}

/** A guest stay in the owner's pooled villa, booked and seen out by the desk: it earns the owner their share. */
async function earningStay(villaId: string, checkIn: string, checkOut: string) {
  const guest = await createMember(t, "Staying Guest");
  const stay = await book(guest, villaId, checkIn, checkOut);
  expect(stay.statusCode, stay.body).toBe(201);
  await t.database.db.update(bookings).set({ status: "checked-out" }).where(eq(bookings.id, stay.json().data._id));
  return stay.json().data;
}

describe("payouts held while the owner's maintenance dues are overdue", () => {
  it("the list says so, recording is refused (409) and the Lease tab says why; paying the dues releases them", async () => {
    const { member, villa } = await owner("Nisha Rao");
    expect((await join(member)).statusCode).toBe(200);
    await earningStay(villa.id, day(1), day(3));
    const month = day(3).slice(0, 7);
    expect(await t.app.services.rental.issueMonthly(monthDays(month).next)).toBeGreaterThan(0);
    const [statement] = await t.database.db
      .select()
      .from(rentalStatements)
      .where(eq(rentalStatements.userId, member.id));
    expect(statement.payoutDue).toBeGreaterThan(0);

    // the month's statement is in the owner's Documents, its sealed PDF at the Lease tab's address
    const documents = await call(member, "GET", "/api/portal/documents");
    expect(documents.statusCode, documents.body).toBe(200);
    const listed = (documents.json().data as { key: string }[]).find((d) => d.key === `rental-statement-${month}`);
    expect(listed).toMatchObject({
      kind: "rental-statement",
      status: "Available",
      title: { what: "rental-statement", month },
      download_url: `/api/portal/rental/statements/${statement.id}`,
    });

    // this year's dues billed today, due in three days
    const [row] = await t.database.db
      .select({ location: properties.location, name: properties.name })
      .from(properties)
      .where(eq(properties.id, villa.id));
    const billId = await t.app.services.owners.billVilla({
      userId: member.id,
      propertyId: villa.id,
      planId: null,
      year: Number(day(0).slice(0, 4)),
      billedOn: day(0),
      dueOn: day(3),
      rate: { basis: "fixed", amountPaise: 2_500_000 },
      sqft: 1200,
      location: row.location,
    });
    expect(billId).toBeTruthy();
    const accounts = await staffMember(t, "accounts");
    const url = `/api/admin/owner-payouts/${statement.id}/record`;
    const lineOf = async (who: TestMember) => {
      const due = await call(who, "GET", "/api/admin/owner-payouts?status=due");
      expect(due.statusCode, due.body).toBe(200);
      return (due.json().data as { id: string; held: boolean; villa: string }[]).find((p) => p.id === statement.id)!;
    };
    // due, not yet overdue: nothing is held
    expect(await lineOf(accounts)).toMatchObject({ held: false, villa: expect.stringContaining(row.name) });
    expect((await call(member, "GET", "/api/portal/rental")).json().data.held).toBeNull();

    // the clock past the due day: overdue, the payout held (the days named before the clock moves)
    const [dueDay, afterDue] = [day(3), day(4)];
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(noonOf(afterDue));
    const staff = await signedInNow(accounts);
    const ownerNow = await signedInNow(member);
    expect(await lineOf(staff)).toMatchObject({ held: true });
    const payout = { paid_on: afterDue, amount: statement.payoutDue, reference: "UTR-HELD-1" };
    const refused = await call(staff, "POST", url, payout);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(m.payoutHeld);
    expect(refused.json().message).toBe("Held: maintenance dues overdue.");
    const lease = await call(ownerNow, "GET", "/api/portal/rental");
    expect(lease.json().data.held).toMatchObject({ overdue_since: dueDay, owed: 25_000 });

    // a transfer's receipt with accounts does not release it; accounts verifying it (the dues paid) does
    const receipt = await upload(t.app, ownerNow, "/api/upload/upload-doc", "document", {
      name: "dues-receipt.png",
      bytes: await fixtures.png(),
      type: "image/png",
    });
    const sent = await call(ownerNow, "POST", `/api/portal/dues/${billId}/receipt`, {
      receipt_url: receipt.json().url,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await call(staff, "POST", url, payout)).statusCode).toBe(409);
    const verified = await call(staff, "POST", `/api/admin/maintenance/bills/${billId}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await lineOf(staff)).toMatchObject({ held: false });
    expect((await call(ownerNow, "GET", "/api/portal/rental")).json().data.held).toBeNull();
    const paid = await call(staff, "POST", url, payout);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ paid_on: afterDue, amount_paid: statement.payoutDue });
  });
});

describe("what the pool does not gate, and what a transfer keeps", () => {
  it("the desk books a villa outside the pool for a caller (phone bookings are the desk's decision)", async () => {
    const { villa } = await owner("Desk Owner");
    const guest = await createMember(t, "Refused Guest");
    expect((await book(guest, villa.id, day(40), day(42))).statusCode).toBe(409);
    const frontOffice = await staffMember(t, "front-office");
    const phoned = await call(frontOffice, "POST", "/api/admin/stays", {
      property_id: villa.id,
      check_in: day(40),
      check_out: day(42),
      adults: 2,
      children: 0,
      first_name: "Kavya",
      last_name: "Rao",
      phone: "+91 99887 76655",
    });
    expect(phoned.statusCode, phoned.body).toBe(201);
    const [stay] = await t.database.db.select().from(bookings).where(eq(bookings.id, phoned.json().data.id));
    expect(stay).toMatchObject({ propertyId: villa.id, source: "phone", status: "confirmed" });
  });

  it("a transfer approved keeps the old owner's periods and earnings; the villa leaves the pool for the next owner", async () => {
    const { member, villa } = await owner("Ravi Transfer");
    expect((await join(member)).statusCode).toBe(200);
    // in the pool since a week ago, a guest stay that ended yesterday (the desk saw the guest out)
    const stay = await earningStay(villa.id, day(20), day(22));
    await t.database.db
      .update(rentalPoolPeriods)
      .set({ from: day(-7) })
      .where(eq(rentalPoolPeriods.propertyId, villa.id));
    await t.database.db
      .update(bookings)
      .set({ checkIn: day(-3), checkOut: day(-1) })
      .where(eq(bookings.id, stay._id));
    const month = day(-1).slice(0, 7);
    const earnedBefore = await earningStays(t.database.db, monthDays(month).first, monthDays(month).next, member.id);
    expect(earnedBefore.map((s) => s.bookingId)).toEqual([stay._id]);

    const filed = await call(member, "POST", "/api/transfers", {
      property_id: villa.id,
      transferee: {
        full_name: "Meera Iyer",
        email: "meera.iyer@example.org",
        phone: "+91 99887 76655",
        relationship: "Sister",
        address: "4 Lake View Road, Bhopal",
      },
      reason: "My sister will look after the villa from next year.",
      signature: "Ravi Transfer",
      consent: true,
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const frontOffice = await staffMember(t, "front-office");
    const approved = await call(frontOffice, "POST", `/api/admin/transfers/${filed.json().data._id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);

    // the old owner's period ends today and stays theirs; none is open: the villa is out of the pool
    const periods = await t.database.db
      .select()
      .from(rentalPoolPeriods)
      .where(eq(rentalPoolPeriods.propertyId, villa.id));
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ userId: member.id, from: day(-7), to: day(0) });
    const [after] = await t.database.db
      .select({ rentable: properties.rentable })
      .from(properties)
      .where(eq(properties.id, villa.id));
    expect(after.rentable).toBe(false);
    expect(await searchIds(villa.location, day(30), day(32))).not.toContain(villa.id);
    const guest = await createMember(t, "Late Guest");
    expect((await book(guest, villa.id, day(30), day(32))).statusCode).toBe(409);
    const [left] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "rental-pool.left"), eq(auditEvents.subjectId, periods[0].id)));
    expect(left.detail).toMatchObject({ reason: "transfer", from: day(0) });

    // the stay that took place before the transfer still earns the old owner, on their month's statement
    const earnedAfter = await earningStays(t.database.db, monthDays(month).first, monthDays(month).next);
    expect(earnedAfter.filter((s) => s.propertyId === villa.id).map((s) => [s.bookingId, s.ownerId])).toEqual([
      [stay._id, member.id],
    ]);
    const overview = (await call(member, "GET", "/api/portal/rental")).json().data;
    expect(overview).toMatchObject({ owner: false, in_pool: false });
    expect(overview.history).toMatchObject([{ from: day(-7), to: day(0), share_percent: 60 }]);
  });
});
