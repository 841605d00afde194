import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addClubDays, addClubMonths, clubToday, writtenDay } from "../../../common/club-time.ts";
import { ownerStayMessages as m } from "../../../common/owner-stays.ts";
import { auditEvents, bookings, moaAgreements, properties, villaNights } from "../../db/schema.ts";
import { jobsDone, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import { memberWithVilla, signMoa } from "../../test/member-with-villa.ts";
import { fixtures, signInEveryRole, upload, type TestMember } from "../../test/members.ts";

/*
 * Owner stays through the real HTTP stack and database: the office's settings by role; an owner books their own villa
 * without a room charge within the yearly owner nights (refused with the rule's words over them), within the owners'
 * window (refused beyond it), within the peak nights of the rate periods marked peak; a non-owner is refused; overdue
 * maintenance dues hold owner stays until paid; a cancelled owner stay gives its nights back; the desk, the calendar,
 * the villa's feed and the occupancy show owner stays apart.
 */

let t: TestApp & { mail: MailCatcher };
let everyone: Awaited<ReturnType<typeof signInEveryRole>>;
let villaIndex = 20;

vi.setConfig({ testTimeout: 120_000 });

beforeAll(async () => {
  t = await openTestAppWithMail();
  everyone = await signInEveryRole(t, "Owner Stays Member");
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const call = (who: TestMember | undefined, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.headers ?? {} });

const today = clubToday();
/**
 * The first night of the stays a test books: ten days ahead, or the 10th of January when the forty days after it would
 * reach into the next year (so a test's stays all count in one year).
 */
const anchor = () => {
  const first = addClubDays(today, 10);
  return first.slice(0, 4) === addClubDays(first, 40).slice(0, 4) ? first : `${Number(first.slice(0, 4)) + 1}-01-10`;
};
const stayFrom = (from: string, nights: number, extra: object = {}) => ({
  checkIn: from,
  checkOut: addClubDays(from, nights),
  adults: 2,
  children: 0,
  ...extra,
});
const query = (stay: object) => new URLSearchParams(Object.entries(stay).map(([k, v]) => [k, String(v)])).toString();
const quote = (who: TestMember, stay: object) => call(who, "GET", `/api/owner-stays/quote?${query(stay)}`);
const book = (who: TestMember, stay: object) => call(who, "POST", "/api/owner-stays", stay);

/** An owner: a villa fully paid (verified by accounts), the MOA signed and countersigned by an administrator. */
async function owner(name: string) {
  const { member, villa } = await memberWithVilla(t, villaIndex++, { name });
  await signMoa(t, member, new Date());
  const [agreement] = await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id));
  const signature = await upload(t.app, everyone.staff.admin, "/api/upload/upload-signature", "signature", {
    name: "club.png",
    bytes: await fixtures.png(),
  });
  const countersigned = await call(everyone.staff.admin, "POST", `/api/admin/agreements/${agreement.id}/countersign`, {
    signature_url: signature.json().url,
  });
  expect(countersigned.statusCode, countersigned.body).toBe(200);
  const [row] = await t.database.db
    .select({ location: properties.location, propertyTypeId: properties.propertyTypeId })
    .from(properties)
    .where(eq(properties.id, villa.id));
  return { member, villa: { ...villa, ...row } };
}

/** Saves the settings (the guests' window six months unless said: owners book further ahead than guests). */
async function saveSettings(settings: Record<string, number>, who = everyone.staff["front-office"]) {
  const res = await call(who, "PUT", "/api/admin/owner-stay-settings", { guest_window_months: 6, ...settings });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe("the owner stays' settings", () => {
  it.each([
    ["anonymous", undefined, 401],
    ["a member", "member", 403],
    ["content", "content", 403],
    ["front office", "front-office", 200],
    ["accounts", "accounts", 200],
    ["an administrator", "admin", 200],
  ] as const)("%s: GET and PUT answer as the role allows", async (_label, who, status) => {
    const person = everyone.callerFor(who);
    const read = await call(person, "GET", "/api/admin/owner-stay-settings");
    expect(read.statusCode).toBe(status);
    if (status === 200)
      expect(read.json().data).toMatchObject({
        nights_per_year: expect.any(Number),
        window_months: expect.any(Number),
        guest_window_months: expect.any(Number),
      });
    // refused before the body is read; a window of 0 months is refused for the roles let through
    const put = await call(person, "PUT", "/api/admin/owner-stay-settings", {
      nights_per_year: 30,
      window_months: 0,
      guest_window_months: 12,
      peak_nights_per_year: 7,
      housekeeping_fee: 0,
    });
    expect(put.statusCode).toBe(status === 200 ? 400 : status);
    if (status === 200) expect(put.json().message).toContain(m.windowMonthsInvalid);
    // the guests' window: required, 1 to 36 months, and never longer than the owners'
    const settings = { nights_per_year: 30, window_months: 12, peak_nights_per_year: 7, housekeeping_fee: 0 };
    for (const [guestWindow, message] of [
      [undefined, "guest_window_months"],
      [0, m.guestWindowMonthsInvalid],
      [37, m.guestWindowMonthsInvalid],
      [13, m.ownersWindowShorter],
    ] as const) {
      const refused = await call(person, "PUT", "/api/admin/owner-stay-settings", {
        ...settings,
        guest_window_months: guestWindow,
      });
      expect(refused.statusCode).toBe(status === 200 ? 400 : status);
      if (status === 200) expect(refused.json().message).toContain(message);
    }
  });

  it("start at the defaults, are saved by accounts and audited before → after", async () => {
    const before = await call(everyone.staff.accounts, "GET", "/api/admin/owner-stay-settings");
    expect(before.json().data).toEqual({
      nights_per_year: 30,
      window_months: 18,
      guest_window_months: 12,
      peak_nights_per_year: 7,
      housekeeping_fee: 0,
      updated_at: null,
    });
    const saved = await saveSettings(
      {
        nights_per_year: 21,
        window_months: 12,
        guest_window_months: 9,
        peak_nights_per_year: 5,
        housekeeping_fee: 1500,
      },
      everyone.staff.accounts,
    );
    expect(saved).toMatchObject({
      nights_per_year: 21,
      guest_window_months: 9,
      peak_nights_per_year: 5,
      housekeeping_fee: 1500,
    });
    expect(saved.updated_at).not.toBeNull();
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "owner-stay-settings.updated"));
    expect(audit).toMatchObject({ userId: everyone.staff.accounts.id, actorRole: "accounts" });
    expect(audit.detail).toMatchObject({
      before: { nights_per_year: 30, window_months: 18, guest_window_months: 12, housekeeping_fee: 0 },
      after: { nights_per_year: 21, window_months: 12, guest_window_months: 9, housekeeping_fee: 1500 },
    });
    // owners and guests with the same window: saved
    expect(
      await saveSettings({
        nights_per_year: 21,
        window_months: 9,
        guest_window_months: 9,
        peak_nights_per_year: 5,
        housekeeping_fee: 0,
      }),
    ).toMatchObject({ window_months: 9, guest_window_months: 9 });
  });
});

describe("an owner's stays in their own villa", () => {
  let owned: Awaited<ReturnType<typeof owner>>;
  beforeAll(async () => {
    owned = await owner("Vikram Sethi");
  }, 180_000);

  it("is refused to a member who owns no villa (403), and to an owner for a villa not theirs", async () => {
    const stay = stayFrom(anchor(), 2);
    for (const res of [await quote(everyone.member, stay), await book(everyone.member, stay)]) {
      expect([res.statusCode, res.json().message]).toEqual([403, m.notOwner]);
    }
    // paid in full but the agreement not yet countersigned: not an owner
    const { member: paid } = await memberWithVilla(t, villaIndex++, { name: "Nearly Owner" });
    expect((await quote(paid, stay)).statusCode).toBe(403);
    const other = await quote(owned.member, { ...stay, propertyId: "00000000-0000-4000-8000-000000000000" });
    expect([other.statusCode, other.json().message]).toEqual([403, m.notYourVilla]);
    expect((await call(undefined, "GET", `/api/owner-stays/quote?${query(stay)}`)).statusCode).toBe(401);
  });

  it("inside the allowance: booked without a room charge, its nights taken as any stay's; over it, refused with the rule's words", async () => {
    await saveSettings({ nights_per_year: 5, window_months: 12, peak_nights_per_year: 5, housekeeping_fee: 1500 });
    const first = stayFrom(anchor(), 3);
    const checked = await quote(owned.member, first);
    expect(checked.statusCode, checked.body).toBe(200);
    const year = Number(first.checkIn.slice(0, 4));
    expect(checked.json().data).toMatchObject({
      villa: { id: owned.villa.id },
      nights: 3,
      peak_nights: 0,
      year,
      nights_per_year: 5,
      nights_left_before: 5,
      nights_left_after: 2,
      housekeeping_fee: 1500,
      available: true,
      ok: true,
      refusal: null,
    });

    const popularity = async () =>
      (
        await t.database.db
          .select({ n: properties.popularity })
          .from(properties)
          .where(eq(properties.id, owned.villa.id))
      )[0]!.n;
    const popularBefore = await popularity();
    const booked = await book(owned.member, first);
    expect(booked.statusCode, booked.body).toBe(201);
    const stay = booked.json().data;
    // an owner's nights say nothing of what guests choose: the villa is no more popular in the search
    expect(await popularity()).toBe(popularBefore);
    expect(stay.reference).toMatch(/^VWC-B-\d{4}-\d+$/);
    expect(stay).toMatchObject({ status: "confirmed", nights: 3, housekeeping_fee: 1500, nights_left: 2, year });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(row).toMatchObject({
      kind: "owner",
      userId: owned.member.id,
      roomCharges: 0,
      taxes: 0,
      total: 1500,
      paymentMethod: "cod",
    });
    const nights = await t.database.db.select().from(villaNights).where(eq(villaNights.bookingId, stay.id));
    expect(nights).toHaveLength(3);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "owner-stay.booked"), eq(auditEvents.subjectId, stay.id)));
    expect(audit).toHaveLength(1);
    await jobsDone(t);
    const mail = await mailAbout(t.mail, owned.member.email, /^Your owner stay at .* is booked/);
    expect(mail.text).toContain("There is no room charge.");
    expect(mail.raw).toContain(`stay-${stay.reference}.ics`);

    // the same nights are taken for anyone else, and for the owner again
    const again = await book(owned.member, stayFrom(addClubDays(first.checkIn, 1), 1));
    expect([again.statusCode, again.json().message]).toEqual([409, m.unavailable]);

    // three more nights are more than the two left
    const second = stayFrom(addClubDays(first.checkIn, 10), 3);
    const over = await quote(owned.member, second);
    expect(over.json().data).toMatchObject({
      ok: false,
      nights_left_before: 2,
      nights_left_after: null,
      refusal: { rule: "allowance", message: m.overAllowance(2, year), values: { count: 2, year } },
    });
    expect(m.overAllowance(2, year)).toBe(`This stay is more than your 2 owner nights left in ${year}.`);
    const refused = await book(owned.member, second);
    expect([refused.statusCode, refused.json().message]).toEqual([422, m.overAllowance(2, year)]);
    // two nights are within it
    const within = await book(owned.member, stayFrom(addClubDays(first.checkIn, 10), 2));
    expect(within.statusCode, within.body).toBe(201);
    expect(within.json().data.nights_left).toBe(0);

    // cancelled like any stay, the first stay's nights come back to the allowance
    const cancelled = await call(owned.member, "POST", `/api/bookings/${stay.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await quote(owned.member, stayFrom(addClubDays(first.checkIn, 20), 3));
    expect(after.json().data).toMatchObject({ ok: true, nights_left_before: 3, nights_left_after: 0 });

    const overview = await call(owned.member, "GET", "/api/owner-stays");
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().data).toMatchObject({
      owner: true,
      nights_per_year: 5,
      held: false,
      upcoming: [{ id: within.json().data.id, nights: 2 }],
    });
    const notOwner = await call(everyone.member, "GET", "/api/owner-stays");
    expect(notOwner.json().data).toMatchObject({ owner: false, villas: [], upcoming: [] });
  });

  it("in the owners' window it is booked; beyond it, refused with the last check-in day", async () => {
    await saveSettings({ nights_per_year: 30, window_months: 12, peak_nights_per_year: 5, housekeeping_fee: 0 });
    const last = addClubMonths(today, 12);
    // further ahead than six months, within the owners' twelve
    const inside = await book(owned.member, stayFrom(addClubDays(last, -3), 2));
    expect(inside.statusCode, inside.body).toBe(201);
    const beyond = stayFrom(addClubDays(last, 1), 2);
    const checked = await quote(owned.member, beyond);
    expect(checked.json().data).toMatchObject({
      ok: false,
      last_check_in: last,
      window_months: 12,
      refusal: { rule: "window", message: m.beyondWindow(12, writtenDay(last)) },
    });
    const refused = await book(owned.member, beyond);
    expect([refused.statusCode, refused.json().message]).toEqual([422, m.beyondWindow(12, writtenDay(last))]);
    expect(refused.json().message).toBe(
      `Owner stays can be booked up to 12 months ahead: choose a check-in on or before ${writtenDay(last)}.`,
    );
    // the clock moves a month on: the same stay is inside the window
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    expect((await t.app.services.ownerStays.quote(owned.member.id, beyond)).ok).toBe(true);
  });

  it("holds at most the peak nights a year of the rate periods marked peak", async () => {
    await saveSettings({ nights_per_year: 30, window_months: 12, peak_nights_per_year: 2, housekeeping_fee: 0 });
    const from = addClubDays(anchor(), 25);
    const period = await call(everyone.staff["front-office"], "POST", "/api/admin/rates", {
      property_id: owned.villa.id,
      first_night: from,
      last_night: addClubDays(from, 5),
      nightly_price: 15000,
      peak: true,
    });
    expect(period.statusCode, period.body).toBe(201);
    const year = Number(from.slice(0, 4));
    // three peak nights: more than the two a year
    const three = stayFrom(from, 3);
    const checked = await quote(owned.member, three);
    expect(checked.json().data).toMatchObject({
      peak_nights: 3,
      peak_nights_left_before: 2,
      ok: false,
      refusal: { rule: "peak", message: m.overPeak(3, 2, year) },
    });
    const refused = await book(owned.member, three);
    expect([refused.statusCode, refused.json().message]).toEqual([422, m.overPeak(3, 2, year)]);
    // a night before the period and two in it: booked, no peak night left
    const two = await book(owned.member, stayFrom(addClubDays(from, -1), 3));
    expect(two.statusCode, two.body).toBe(201);
    expect(two.json().data).toMatchObject({ peak_nights: 2, peak_nights_left: 0 });
    const one = await book(owned.member, stayFrom(addClubDays(from, 4), 1));
    expect([one.statusCode, one.json().message]).toEqual([422, m.overPeak(1, 0, year)]);
    // nights outside the period are still the owner's
    expect((await book(owned.member, stayFrom(addClubDays(from, 6), 1))).statusCode).toBe(201);
  });

  it("is held while maintenance dues are overdue, and released once they are paid", async () => {
    const dueOn = addClubDays(today, -1);
    const billId = await t.app.services.owners.billVilla({
      userId: owned.member.id,
      propertyId: owned.villa.id,
      planId: null,
      year: Number(today.slice(0, 4)),
      billedOn: addClubDays(dueOn, -30),
      dueOn,
      rate: { basis: "fixed", amountPaise: 2_400_000 },
      sqft: 0,
      location: owned.villa.location,
    });
    expect(billId).not.toBeNull();
    const stay = stayFrom(addClubDays(anchor(), 35), 2);
    const checked = await quote(owned.member, stay);
    expect(checked.json().data).toMatchObject({ ok: false, refusal: { rule: "dues", message: m.duesOverdue } });
    const held = await book(owned.member, stay);
    expect([held.statusCode, held.json().message]).toEqual([423, m.duesOverdue]);
    expect((await call(owned.member, "GET", "/api/owner-stays")).json().data.held).toBe(true);

    // paid by a transfer whose receipt accounts verify: owner stays are released
    const receipt = await upload(t.app, owned.member, "/api/upload/upload-doc", "document", {
      name: "dues.png",
      bytes: await fixtures.png(),
      type: "image/png",
    });
    const sent = await call(owned.member, "POST", `/api/portal/dues/${billId}/receipt`, {
      receipt_url: receipt.json().url,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // with accounts, not yet verified: still held
    expect((await book(owned.member, stay)).statusCode).toBe(423);
    const verified = await call(everyone.staff.accounts, "POST", `/api/admin/maintenance/bills/${billId}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    const released = await book(owned.member, stay);
    expect(released.statusCode, released.body).toBe(201);
    expect((await call(owned.member, "GET", "/api/owner-stays")).json().data.held).toBe(false);
  });

  it("shows on the desk, the calendar (kind owner) and the villa's feed; the occupancy counts its nights apart", async () => {
    const from = addClubDays(anchor(), 38);
    const booked = await book(owned.member, stayFrom(from, 2));
    expect(booked.statusCode, booked.body).toBe(201);
    const { reference, id } = booked.json().data;
    const desk = everyone.staff["front-office"];

    const day = await call(desk, "GET", `/api/admin/stays/day?date=${from}`);
    expect(day.statusCode, day.body).toBe(200);
    const arrival = day.json().data.arrivals.find((s: { id: string }) => s.id === id);
    expect(arrival).toMatchObject({ reference, kind: "owner", total: 0, member: { id: owned.member.id } });

    const month = await call(
      desk,
      "GET",
      `/api/admin/stays/calendar?location=${encodeURIComponent(owned.villa.location)}&month=${from.slice(0, 7)}&propertyId=${owned.villa.id}`,
    );
    expect(month.statusCode, month.body).toBe(200);
    const villa = month.json().data.villas.find((v: { id: string }) => v.id === owned.villa.id);
    const entry = villa.entries.find((e: { id: string }) => e.id === id);
    expect(entry).toMatchObject({ kind: "owner", start: from, reference });
    expect(entry.detail).toContain("Owner stay");

    const feed = await t.app.inject({
      method: "GET",
      url: new URL(villa.feed_url).pathname + new URL(villa.feed_url).search,
    });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`Owner stay: Vikram Sethi · ${reference}`);

    const report = await call(
      everyone.staff.accounts,
      "GET",
      `/api/admin/reports/occupancy?month=${from.slice(0, 7)}&location=${encodeURIComponent(owned.villa.location)}&limit=200`,
    );
    expect(report.statusCode, report.body).toBe(200);
    const row = report.json().data.villas.find((v: { villa: { id: string } }) => v.villa.id === owned.villa.id);
    expect(row.owner_nights).toBeGreaterThanOrEqual(2);
    expect(row.sold_nights).toBe(0);
    expect(row.revenue).toBe(0);
    expect(row.paid_occupancy_pct).toBe(0);
    expect(row.occupancy_pct).toBeGreaterThan(0);
  });
});
