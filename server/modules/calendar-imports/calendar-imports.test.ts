import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import {
  calendarMessages as m,
  calendarReadErrors,
  type CalendarImportRecord,
  type CalendarReadRecord,
  type ConflictRecord,
} from "../../../common/calendar-imports.ts";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import type { CalendarMonth } from "../../../common/office-stays.ts";
import { stayMessages } from "../../../common/stays.ts";
import {
  auditEvents,
  bookings,
  calendarConflicts,
  properties,
  stayBlocks,
  villaCalendarImports,
} from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, signInEveryRole, type Caller, type TestMember } from "../../test/members.ts";
import { villaFeedKey } from "../office-stays/desk.ts";
import { CalendarReadError, fetchCalendar, isNotPublicAddress } from "./fetch.ts";
import { addCalendar, openConflictCount } from "./office.ts";
import { readCalendarNow, readDueCalendars, type CalendarImportDeps } from "./service.ts";

/*
 * A villa's outside calendars (decision 054), through the real HTTP stack on the real database, each calendar served
 * by a real HTTP server of the test's: a booking on another site closes the villa's nights (search leaves it out, a
 * booking here is refused), a later read follows the calendar's changes, a night a stay here holds is a conflict
 * the front office resolves, a calendar at a private address is refused unless the configuration allows it, a bad
 * calendar leaves its blocks and says why; who may use each endpoint.
 */

let t: TestApp;
let server: Server;
let base: string;
let people: Awaited<ReturnType<typeof signInEveryRole>>;
let guest: TestMember;
const today = clubToday();
const day = (n: number) => addClubDays(today, n);
/** The calendars the test's server answers, by path; each with its ETag. */
const feeds = new Map<string, { status?: number; body: string; etag?: string }>();
const asked: { path: string; ifNoneMatch?: string }[] = [];
let villas: { id: string; name: string }[] = [];
let nextVilla = 0;
/** A villa of Rishikesh of its own for each test, so no test takes another's nights. */
const villa = () => villas[nextVilla++];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    asked.push({ path, ifNoneMatch: request.headers["if-none-match"] });
    const feed = feeds.get(path);
    if (!feed) return response.writeHead(404).end("not here");
    if (feed.etag && request.headers["if-none-match"] === feed.etag) return response.writeHead(304).end();
    response.writeHead(feed.status ?? 200, {
      "content-type": "text/calendar; charset=utf-8",
      ...(feed.etag ? { etag: feed.etag } : {}),
    });
    response.end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await openTestApp({ CALENDAR_IMPORT_PRIVATE_ADDRESSES: "true" });
  people = await signInEveryRole(t, "Calendar Member");
  guest = await createMember(t, "Nisha Rao");
  villas = await t.database.db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.location, "Rishikesh"))
    .orderBy(properties.name);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const front = () => people.staff["front-office"];
type Who = TestMember | undefined;
const call = (method: "GET" | "POST" | "DELETE", url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

/** An iCalendar file of whole-day and timed events, as booking sites publish them (CRLF, folded lines). */
function ics(events: { uid: string; start: string; end?: string; summary?: string; extra?: string[] }[]) {
  const compact = (value: string) => value.replace(/-/g, "");
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other Site//Hosting Calendar//EN", "CALSCALE:GREGORIAN"];
  for (const event of events) {
    const timed = event.start.includes("T");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      "DTSTAMP:20250101T000000Z",
      timed ? `DTSTART:${compact(event.start)}` : `DTSTART;VALUE=DATE:${compact(event.start)}`,
      ...(event.end ? [timed ? `DTEND:${compact(event.end)}` : `DTEND;VALUE=DATE:${compact(event.end)}`] : []),
      `SUMMARY:${event.summary ?? "Reserved"}`,
      ...(event.extra ?? []),
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR", "");
  return lines.join("\r\n");
}

/** The calendar's live blocks, as [start, end) pairs, earliest first. */
async function blocksOf(importId: string) {
  const rows = await t.database.db
    .select({ start: stayBlocks.startDate, end: stayBlocks.endDate, reason: stayBlocks.reason })
    .from(stayBlocks)
    .where(and(eq(stayBlocks.importId, importId), isNull(stayBlocks.removedAt)))
    .orderBy(asc(stayBlocks.startDate));
  expect(rows.every((row) => row.reason === "external")).toBe(true);
  return rows.map((row) => [row.start, row.end]);
}

/** Whether villa search for [checkIn, checkOut) in Rishikesh finds the villa. */
async function found(propertyId: string, checkIn: string, checkOut: string) {
  const search = await call(
    "GET",
    `/api/property/search?location=rishikesh&checkIn=${checkIn}&checkOut=${checkOut}&limit=50`,
    undefined,
  );
  expect(search.statusCode, search.body).toBe(200);
  return (search.json().data as { _id: string }[]).some((p) => p._id === propertyId);
}

const memberBooks = (propertyId: string, checkIn: string, checkOut: string) =>
  call("POST", "/api/bookings", guest, {
    propertyId,
    checkIn,
    checkOut,
    adults: 2,
    paymentMethod: "cod",
    guest: {
      bookingFor: "myself",
      title: "Ms.",
      firstName: "Nisha",
      lastName: "Rao",
      phone: "+91 98765 43210",
      email: "nisha@example.in",
      agreeTerms: true,
    },
  });

async function addFeed(propertyId: string, path: string, label = "Airbnb") {
  const res = await call("POST", "/api/admin/stays/calendars", front(), {
    property_id: propertyId,
    url: `${base}${path}`,
    label,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { message: string; data: CalendarReadRecord };
}

const readNow = async (id: string, who: Who = front()) => {
  const res = await call("POST", `/api/admin/stays/calendars/${id}/read`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { message: string; data: CalendarReadRecord };
};

/** The service's dependencies as the app has them, with the rule for private addresses as a test chooses. */
const depsWith = (allowPrivateAddresses: boolean): CalendarImportDeps => ({
  db: t.database.db,
  logError: () => {},
  calendarReads: { allowPrivateAddresses },
});

describe("an outside calendar's bookings", () => {
  it("close the villa's nights: search leaves it out, a booking here is refused, the desk and the villa's feed show them", async () => {
    const v = villa();
    feeds.set("/first.ics", {
      body: ics([
        // whole days: nights 20, 21 and 22
        { uid: "stay-1@other", start: day(20), end: day(23) },
        // 3 PM India time to 11 AM two days later, written in UTC: nights 30 and 31
        {
          uid: "stay-2@other",
          start: `${day(30)}T093000Z`,
          end: `${day(32)}T053000Z`,
          summary: "Airbnb (Not available)",
        },
        // cancelled or free: no night
        { uid: "stay-3@other", start: day(40), end: day(42), extra: ["STATUS:CANCELLED"] },
        { uid: "stay-4@other", start: day(44), end: day(46), extra: ["TRANSP:TRANSPARENT"] },
        // over before today: nothing to close
        { uid: "stay-5@other", start: day(-10), end: day(-7) },
      ]),
    });
    const added = await addFeed(v.id, "/first.ics");
    expect(added.message).toBe(m.added);
    expect(added.data).toMatchObject({
      property_id: v.id,
      label: "Airbnb",
      last_error: null,
      events: 2,
      blocked_nights: 5,
      open_conflicts: 0,
      outcome: { ok: true, unchanged: false, blocks: 2, conflicts: 0 },
    });
    expect(added.data.last_read_at).not.toBeNull();
    expect(await blocksOf(added.data.id)).toEqual([
      [day(20), day(23)],
      [day(30), day(32)],
    ]);

    expect(await found(v.id, day(21), day(22))).toBe(false);
    expect(await found(v.id, day(31), day(33))).toBe(false);
    // the day a booking there ends is free here, as a check-out day is; cancelled and free events close nothing
    expect(await found(v.id, day(23), day(24))).toBe(true);
    expect(await found(v.id, day(40), day(42))).toBe(true);
    expect(await found(v.id, day(44), day(46))).toBe(true);
    const refused = await memberBooks(v.id, day(22), day(24));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(stayMessages.unavailable);

    // the desk's calendar shows them as blocks booked elsewhere, which the desk cannot lift
    const calendar = (
      await call(
        "GET",
        `/api/admin/stays/calendar?location=Rishikesh&month=${day(30).slice(0, 7)}&propertyId=${v.id}`,
        front(),
      )
    ).json().data as CalendarMonth;
    const entry = calendar.villas[0].entries.find((e) => e.start === day(30));
    expect(entry).toMatchObject({
      kind: "block",
      end: day(32),
      title: "Blocked: Booked on another site",
      detail: "Airbnb: Airbnb (Not available)",
      status: "external",
    });
    const lift = await call("DELETE", `/api/admin/stays/blocks/${entry!.id}`, front());
    expect(lift.statusCode).toBe(409);
    expect(lift.json().message).toBe(m.externalBlock);

    // the villa's own feed for the estate's staff shows them blocked too
    const feed = await call(
      "GET",
      `/calendar/villas/${v.id}.ics?key=${villaFeedKey(t.config.sessionSecret, v.id)}`,
      undefined,
    );
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain("SUMMARY:Blocked: booked on another site");
    expect(feed.body).toContain(`DTSTART;VALUE=DATE:${day(20).replace(/-/g, "")}`);

    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, added.data.id));
    expect(audit).toMatchObject({ action: "stay.calendar_added", userId: front().id });
    expect(audit.detail).toMatchObject({ label: "Airbnb", host: new URL(base).host });
  });

  it("a later read follows the calendar: a moved event moves its block, a removed one frees its nights, a new one closes its own; unchanged (304), it keeps them", async () => {
    const v = villa();
    feeds.set("/moving.ics", {
      etag: '"v1"',
      body: ics([
        { uid: "a@other", start: day(20), end: day(23) },
        { uid: "b@other", start: day(30), end: day(32) },
      ]),
    });
    const { data: first } = await addFeed(v.id, "/moving.ics", "Booking.com");
    expect(await blocksOf(first.id)).toEqual([
      [day(20), day(23)],
      [day(30), day(32)],
    ]);

    feeds.set("/moving.ics", {
      etag: '"v2"',
      body: ics([
        { uid: "a@other", start: day(24), end: day(26) },
        { uid: "c@other", start: day(50), end: day(51) },
      ]),
    });
    const second = await readNow(first.id);
    expect(second.message).toBe(m.read);
    expect(second.data.outcome).toEqual({ ok: true, unchanged: false, blocks: 2, conflicts: 0 });
    expect(asked.at(-1)).toEqual({ path: "/moving.ics", ifNoneMatch: '"v1"' });
    expect(await blocksOf(first.id)).toEqual([
      [day(24), day(26)],
      [day(50), day(51)],
    ]);
    expect(await found(v.id, day(21), day(22))).toBe(true);
    expect(await found(v.id, day(30), day(32))).toBe(true);
    expect(await found(v.id, day(25), day(26))).toBe(false);
    expect((await memberBooks(v.id, day(20), day(23))).statusCode).toBe(201);

    // the same calendar again: the address answers 304 and the last read's events stand
    const third = await readNow(first.id);
    expect(asked.at(-1)).toEqual({ path: "/moving.ics", ifNoneMatch: '"v2"' });
    expect(third.data.outcome).toEqual({ ok: true, unchanged: true, blocks: 2, conflicts: 0 });
    expect(await blocksOf(first.id)).toEqual([
      [day(24), day(26)],
      [day(50), day(51)],
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, first.id), eq(auditEvents.action, "stay.calendar_read")));
    expect(audit).toMatchObject({ userId: front().id, actorRole: "front-office" });

    // removed, its nights are open again and its blocks gone with it
    const removed = await call("DELETE", `/api/admin/stays/calendars/${first.id}`, people.staff.admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(m.removed);
    expect(await blocksOf(first.id)).toEqual([]);
    expect(await found(v.id, day(25), day(26))).toBe(true);
    expect((await call("DELETE", `/api/admin/stays/calendars/${first.id}`, front())).statusCode).toBe(404);
  });

  it("is read on the schedule once it is 30 minutes old, by one reader at a time", async () => {
    const v = villa();
    feeds.set("/scheduled.ics", { body: ics([{ uid: "s@other", start: day(10), end: day(12) }]) });
    const { data } = await addFeed(v.id, "/scheduled.ics", "VRBO");
    // just read: not due
    expect(await readDueCalendars(depsWith(true))).toBe(0);
    feeds.set("/scheduled.ics", { body: ics([{ uid: "s@other", start: day(11), end: day(14) }]) });
    await t.database.db
      .update(villaCalendarImports)
      .set({ lastTriedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(villaCalendarImports.id, data.id));
    expect(await readDueCalendars(depsWith(true))).toBe(1);
    expect(await blocksOf(data.id)).toEqual([[day(11), day(14)]]);

    // another reader holds it: the office's read waits its turn
    await t.database.db
      .update(villaCalendarImports)
      .set({ readingUntil: new Date(Date.now() + 60_000), lastTriedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(villaCalendarImports.id, data.id));
    const busy = await call("POST", `/api/admin/stays/calendars/${data.id}/read`, front());
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(m.reading);
    expect(await readDueCalendars(depsWith(true))).toBe(0);
  });
});

describe("a night a stay booked here holds", () => {
  it("is a conflict for the front office: the rest of the event is blocked, and the conflict is resolved once with a note", async () => {
    const v = villa();
    const [stay] = await t.database.db
      .insert(bookings)
      .values({
        reference: `VWC-B-2026-C${Date.now() % 100000}`,
        userId: guest.id,
        propertyId: v.id,
        checkIn: day(60),
        checkOut: day(63),
        adults: 2,
        status: "confirmed",
        guest: { bookingFor: "someoneElse", title: "Mr.", firstName: "Kiran", lastName: "Bose", phone: "", email: "" },
        nights: 3,
        total: 9440 * 3,
      })
      .returning();
    const before = await openConflictCount(t.database.db);
    feeds.set("/clash.ics", { body: ics([{ uid: "clash@other", start: day(61), end: day(65) }]) });
    const { data } = await addFeed(v.id, "/clash.ics");
    expect(data.outcome).toEqual({ ok: true, unchanged: false, blocks: 1, conflicts: 1 });
    expect(data.open_conflicts).toBe(1);
    // the stay keeps its nights; the event's other nights are blocked
    expect(await blocksOf(data.id)).toEqual([[day(63), day(65)]]);
    const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(kept.status).toBe("confirmed");

    const list = await call("GET", "/api/admin/stays/conflicts", front());
    expect(list.statusCode, list.body).toBe(200);
    const conflict = (list.json().data as ConflictRecord[]).find((c) => c.import_id === data.id)!;
    expect(conflict).toMatchObject({
      calendar: "Airbnb",
      villa: { id: v.id },
      booking: { id: stay.id, reference: stay.reference, guest: "Mr. Kiran Bose", check_in: day(60) },
      summary: "Reserved",
      start_date: day(61),
      end_date: day(63),
      resolved_at: null,
    });
    expect(await openConflictCount(t.database.db)).toBe(before + 1);
    const home = await t.app.services.officeHome.queueCounts("front-office");
    expect(home.find((q) => q.key === "calendarConflicts")?.count).toBe(before + 1);

    // read again, the same collision is the same conflict
    expect((await readNow(data.id)).data.open_conflicts).toBe(1);
    expect(
      await t.database.db.select().from(calendarConflicts).where(eq(calendarConflicts.importId, data.id)),
    ).toHaveLength(1);

    const short = await call("POST", `/api/admin/stays/conflicts/${conflict.id}/resolve`, front(), { note: "" });
    expect(short.statusCode).toBe(400);
    const resolved = await call("POST", `/api/admin/stays/conflicts/${conflict.id}/resolve`, front(), {
      note: "Guest on the other site moved to another villa.",
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().message).toBe(m.conflictResolved);
    expect(resolved.json().data).toMatchObject({
      note: "Guest on the other site moved to another villa.",
      resolved_by: front().name,
      closed_by_read: false,
    });
    const again = await call("POST", `/api/admin/stays/conflicts/${conflict.id}/resolve`, front(), { note: "Twice" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.conflictAlreadyResolved);
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, conflict.id));
    expect(audit).toMatchObject({ action: "stay.calendar_conflict_resolved", userId: front().id });

    // resolved, it stays resolved at the next read; listed with the resolved ones
    expect((await readNow(data.id)).data.open_conflicts).toBe(0);
    const resolvedList = (await call("GET", "/api/admin/stays/conflicts?status=resolved", front())).json()
      .data as ConflictRecord[];
    expect(resolvedList.map((c) => c.id)).toContain(conflict.id);

    // the stay cancelled, the next read blocks the nights it held
    await t.database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, stay.id));
    await readNow(data.id);
    expect(await blocksOf(data.id)).toEqual([[day(61), day(65)]]);
  });

  it("closes by itself when a later read no longer finds it, and opens again when the collision comes back", async () => {
    const v = villa();
    await t.database.db.insert(bookings).values({
      reference: `VWC-B-2026-E${Date.now() % 100000}`,
      userId: guest.id,
      propertyId: v.id,
      checkIn: day(70),
      checkOut: day(72),
      adults: 1,
      status: "confirmed",
      guest: { bookingFor: "myself", title: "", firstName: "", lastName: "", phone: "", email: "" },
      nights: 2,
      total: 9440 * 2,
    });
    feeds.set("/gone.ics", { body: ics([{ uid: "g@other", start: day(70), end: day(71) }]) });
    const { data } = await addFeed(v.id, "/gone.ics");
    expect(data.open_conflicts).toBe(1);
    feeds.set("/gone.ics", { body: ics([]) });
    expect((await readNow(data.id)).data.open_conflicts).toBe(0);
    const [closed] = await t.database.db
      .select()
      .from(calendarConflicts)
      .where(eq(calendarConflicts.importId, data.id));
    expect(closed).toMatchObject({ closedByRead: true, resolvedBy: null });
    expect(closed.resolvedAt).not.toBeNull();
    feeds.set("/gone.ics", { body: ics([{ uid: "g@other", start: day(70), end: day(71) }]) });
    expect((await readNow(data.id)).data.open_conflicts).toBe(1);
  });
});

describe("a calendar the club does not read", () => {
  it("at a private address is refused without the setting: as an IP, by a name that resolves to one, when added", async () => {
    const v = villa();
    feeds.set("/private.ics", { body: ics([{ uid: "p@other", start: day(15), end: day(17) }]) });
    const { data } = await addFeed(v.id, "/private.ics");
    expect(await blocksOf(data.id)).toEqual([[day(15), day(17)]]);

    // the same calendar without the setting: refused before any request, its blocks as they were
    feeds.set("/private.ics", { body: ics([]) });
    const seen = asked.length;
    const outcome = await readCalendarNow(depsWith(false), data.id);
    expect(outcome).toMatchObject({ ok: false, error: calendarReadErrors.unreachable });
    expect(asked.length).toBe(seen);
    expect(await blocksOf(data.id)).toEqual([[day(15), day(17)]]);
    const [row] = await t.database.db.select().from(villaCalendarImports).where(eq(villaCalendarImports.id, data.id));
    expect(row.lastError).toBe(calendarReadErrors.unreachable);

    const port = new URL(base).port;
    for (const address of [
      `http://localhost:${port}/private.ics`,
      `http://[::1]:${port}/private.ics`,
      `http://0.0.0.0:${port}/private.ics`,
      "http://169.254.169.254/latest/meta-data",
      "http://10.1.2.3/calendar.ics",
      "http://192.168.1.10/calendar.ics",
      "ftp://example.org/calendar.ics",
    ])
      await expect(fetchCalendar(address, { allowPrivateAddresses: false }), address).rejects.toBeInstanceOf(
        CalendarReadError,
      );
    expect(asked.length).toBe(seen);
    for (const address of [
      "127.0.0.1",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "fd00::1",
      "172.20.0.1",
      "100.64.0.1",
    ])
      expect(isNotPublicAddress(address), address).toBe(true);
    for (const address of ["8.8.8.8", "2606:4700::1111", "52.95.110.1"])
      expect(isNotPublicAddress(address)).toBe(false);

    await expect(
      addCalendar(
        depsWith(false),
        { id: front().id, role: "front-office" },
        {
          property_id: v.id,
          url: `${base}/another.ics`,
          label: "Local",
        },
      ),
    ).rejects.toMatchObject({ status: 400, message: m.urlPrivate });
  });

  it("that is not a calendar, or not there, leaves the blocks of the last good read and says why", async () => {
    const v = villa();
    feeds.set("/changing.ics", { body: ics([{ uid: "x@other", start: day(5), end: day(8) }]) });
    const { data } = await addFeed(v.id, "/changing.ics");
    feeds.set("/changing.ics", { body: "<html><body>Sign in to see your calendar</body></html>" });
    const bad = await readNow(data.id);
    expect(bad.message).toBe(m.readFailed);
    expect(bad.data).toMatchObject({ last_error: calendarReadErrors.notCalendar, outcome: { ok: false } });
    expect(await blocksOf(data.id)).toEqual([[day(5), day(8)]]);
    feeds.delete("/changing.ics");
    expect((await readNow(data.id)).data.last_error).toBe(calendarReadErrors.status(404));
    feeds.set("/changing.ics", { body: "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2026" });
    expect((await readNow(data.id)).data.last_error).toBe(calendarReadErrors.notCalendar);
    expect(await blocksOf(data.id)).toEqual([[day(5), day(8)]]);

    // a first read that fails still adds the calendar, and says so
    const failed = await call("POST", "/api/admin/stays/calendars", front(), {
      property_id: v.id,
      url: `${base}/nothing-here.ics`,
      label: "Nothing",
    });
    expect(failed.statusCode, failed.body).toBe(201);
    expect(failed.json().message).toBe(m.addedNotRead);
    expect(failed.json().data).toMatchObject({ last_read_at: null, last_error: calendarReadErrors.status(404) });
  });

  it("is refused when its address is not http(s) or webcal, carries a password, or is the villa's already", async () => {
    const v = villa();
    const add = (url: string) =>
      call("POST", "/api/admin/stays/calendars", front(), { property_id: v.id, url, label: "Site" });
    // the field's rule is said in the answer's message
    expect((await add("ftp://example.org/x.ics")).json().message).toContain(m.urlScheme);
    expect((await add("https://user:secret@example.org/x.ics")).json().message).toContain(m.urlCredentials);
    expect((await add("not an address")).json().message).toContain(m.urlRequired);
    feeds.set("/twice.ics", { body: ics([]) });
    await addFeed(v.id, "/twice.ics");
    const twice = await add(`${base}/twice.ics`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(m.already);
    const listed = (await call("GET", `/api/admin/stays/calendars?property_id=${v.id}`, front())).json()
      .data as CalendarImportRecord[];
    expect(listed.map((c) => c.url)).toEqual([`${base}/twice.ics`]);
  });
});

describe("who may use the outside calendars", () => {
  const someId = "00000000-0000-4000-8000-000000000000";
  const endpoints: [string, "GET" | "POST" | "DELETE", string, object | undefined][] = [
    ["the calendars", "GET", "/api/admin/stays/calendars", undefined],
    [
      "adding one",
      "POST",
      "/api/admin/stays/calendars",
      { property_id: someId, url: "https://example.org/x.ics", label: "X" },
    ],
    ["reading one", "POST", `/api/admin/stays/calendars/${someId}/read`, undefined],
    ["removing one", "DELETE", `/api/admin/stays/calendars/${someId}`, undefined],
    ["the conflicts", "GET", "/api/admin/stays/conflicts", undefined],
    ["resolving one", "POST", `/api/admin/stays/conflicts/${someId}/resolve`, { note: "Settled by phone" }],
  ];
  const callers: [Caller, number | "through"][] = [
    [undefined, 401],
    ["member", 403],
    ["accounts", 403],
    ["content", 403],
    ["front-office", "through"],
    ["admin", "through"],
  ];
  for (const [name, method, url, body] of endpoints)
    it(`${name}: anonymous 401, a member, accounts and content 403, the front office and an administrator through`, async () => {
      for (const [who, expected] of callers) {
        const res = await call(method, url, people.callerFor(who), body);
        if (expected === "through") expect([200, 201, 404], `${String(who)}: ${res.body}`).toContain(res.statusCode);
        else expect(res.statusCode, `${String(who as StaffRole | undefined)}`).toBe(expected);
      }
    });
});
