import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import { formatShortDate } from "../../../common/format.ts";
import { rateMessages as m, WEEKDAYS, weekdayOf, type RateRecord } from "../../../common/rates.ts";
import { STAY_TAXES_PER_NIGHT, stayMessages } from "../../../common/stays.ts";
import { auditEvents, bookings, properties } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { type Caller, signInEveryRole, type TestMember } from "../../test/members.ts";
import { nightRates } from "./rates.ts";
import { storedPrice } from "./stays.ts";
import { villaFeedKey } from "../office-stays/desk.ts";

/*
 * Rate periods: the office keeps them (front office and content; an administrator always), periods of one target never
 * overlap, every change is audited; a stay's nights are priced each by its period (a villa's own before its kind's, the
 * weekend price on Friday and Saturday nights, the villa's price where none covers it), in the quote, the booking and
 * its stored price; a stay shorter than a period's minimum and a check-in on a closed-to-arrival day are refused.
 */

let t: TestApp;
let staff: Record<StaffRole, TestMember>;
let member: TestMember;
let callerFor: (who: Caller) => TestMember | undefined;
type Villa = { id: string; propertyTypeId: string; pricePerNight: number; name: string };
let villas: Villa[] = [];
beforeAll(async () => {
  t = await openTestApp();
  ({ staff, member, callerFor } = await signInEveryRole(t, "Meera Iyer"));
  villas = await t.database.db
    .select({
      id: properties.id,
      propertyTypeId: properties.propertyTypeId,
      pricePerNight: properties.pricePerNight,
      name: properties.name,
    })
    .from(properties)
    .where(eq(properties.location, "Solan"))
    .orderBy(properties.name);
});
afterAll(async () => {
  await t?.close();
});

const day = (n: number) => addClubDays(clubToday(), n);
const send = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who?: TestMember, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const createRate = async (body: object, who: TestMember = staff["front-office"]) => {
  const res = await send("POST", "/api/admin/rates", who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as RateRecord;
};
const quote = (query: Record<string, string | number>) =>
  t.app.inject({
    method: "GET",
    url: `/api/bookings/quote?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  });
const isWeekend = (n: number) => [5, 6].includes(weekdayOf(day(n)));

describe("who may keep the rate periods", () => {
  it.each([
    ["anonymous", undefined, 401],
    ["a member", "member", 403],
    ["accounts", "accounts", 403],
    ["front office", "front-office", 200],
    ["content", "content", 200],
    ["an administrator", "admin", 200],
  ] as const)("%s: list, add, read, change and delete as the role allows", async (_label, who, status) => {
    const person = callerFor(who);
    const v = villas[10];
    expect((await send("GET", "/api/admin/rates", person)).statusCode).toBe(status);
    const offset =
      400 + 10 * ["anonymous", "member", "accounts", "front-office", "content", "admin"].indexOf(who ?? "anonymous");
    const body = { property_id: v.id, first_night: day(offset), last_night: day(offset + 2), nightly_price: 5000 };
    const created = await send("POST", "/api/admin/rates", person, body);
    expect(created.statusCode, created.body).toBe(status === 200 ? 201 : status);
    const id = status === 200 ? created.json().data.id : (await createRate(body)).id;
    expect((await send("GET", `/api/admin/rates/${id}`, person)).statusCode).toBe(status);
    expect((await send("PATCH", `/api/admin/rates/${id}`, person, { nightly_price: 5100 })).statusCode).toBe(status);
    expect((await send("DELETE", `/api/admin/rates/${id}`, person)).statusCode).toBe(status);
  });
});

describe("the office's rate periods", () => {
  it("refuses a period overlapping another of the same villa or kind, audits every change, filters the list", async () => {
    const v = villas[0];
    const first = await createRate({
      property_id: v.id,
      first_night: day(200),
      last_night: day(205),
      nightly_price: 9000,
      weekend_price: 11_000,
      min_stay: 2,
      closed_to_arrival: [0],
      peak: true,
    });
    expect(first).toMatchObject({ property_id: v.id, min_stay: 2, closed_to_arrival: [0], peak: true });
    const overlap = await send("POST", "/api/admin/rates", staff.content, {
      property_id: v.id,
      first_night: day(205),
      last_night: day(210),
      nightly_price: 8000,
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(m.overlap);
    // the kind of home's period may cover the same nights: the villa's own wins where both do
    await createRate({
      property_type_id: v.propertyTypeId,
      first_night: day(200),
      last_night: day(210),
      nightly_price: 7000,
    });
    const kindOverlap = await send("POST", "/api/admin/rates", staff.admin, {
      property_type_id: v.propertyTypeId,
      first_night: day(190),
      last_night: day(200),
      nightly_price: 7000,
    });
    expect(kindOverlap.statusCode).toBe(409);
    // a change that would overlap is refused too; one beside it is not
    const next = await createRate({
      property_id: v.id,
      first_night: day(206),
      last_night: day(207),
      nightly_price: 8000,
    });
    const moved = await send("PATCH", `/api/admin/rates/${next.id}`, staff.content, { first_night: day(205) });
    expect(moved.statusCode).toBe(409);
    const reversed = await send("PATCH", `/api/admin/rates/${next.id}`, staff.content, { last_night: day(150) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(m.lastBeforeFirst);
    const both = await send("POST", "/api/admin/rates", staff.content, {
      property_id: v.id,
      property_type_id: v.propertyTypeId,
      first_night: day(300),
      last_night: day(301),
      nightly_price: 8000,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain(m.target);

    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, first.id), eq(auditEvents.action, "rate.created")))
      .orderBy(desc(auditEvents.createdAt));
    expect(audited[0].detail).toMatchObject({ before: null, after: { nightly_price: 9000, peak: true } });
    expect((await send("DELETE", `/api/admin/rates/${next.id}`, staff.content)).statusCode).toBe(200);
    const [deleted] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, next.id), eq(auditEvents.action, "rate.deleted")));
    expect(deleted.detail).toMatchObject({ after: null });

    const ofVilla = (await send("GET", `/api/admin/rates?property_id=${v.id}&limit=50`, staff.content)).json().data;
    expect(ofVilla.items.map((r: RateRecord) => r.id)).toContain(first.id);
    expect(
      ofVilla.items.every((r: RateRecord) => r.property_id === v.id || r.property_type_id === v.propertyTypeId),
    ).toBe(true);
    const other = villas.find((x) => x.propertyTypeId !== v.propertyTypeId)!;
    const ofOther = (await send("GET", `/api/admin/rates?property_id=${other.id}`, staff.content)).json().data;
    expect(ofOther.items.map((r: RateRecord) => r.id)).not.toContain(first.id);
  });
});

describe("a stay priced night by night", () => {
  it("prices each night by its period (the villa's own first, weekends apart, the villa's price elsewhere) in the quote, the booking and its stored price", async () => {
    const v = villas[1];
    // the kind's period: days 30–33, ₹6,000 a night, ₹9,000 on Friday and Saturday nights; the villa's own: 33–40
    await createRate({
      property_type_id: v.propertyTypeId,
      first_night: day(30),
      last_night: day(33),
      nightly_price: 6000,
      weekend_price: 9000,
    });
    await createRate({ property_id: v.id, first_night: day(33), last_night: day(40), nightly_price: 7000 });
    const expected = [29, 30, 31, 32, 33, 34].map((n) =>
      n === 29 ? v.pricePerNight : n >= 33 ? 7000 : isWeekend(n) ? 9000 : 6000,
    );
    const stay = { propertyId: v.id, checkIn: day(29), checkOut: day(35), adults: 2, children: 0 };
    const roomCharges = expected.reduce((a, b) => a + b, 0);

    const quoted = await quote(stay);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().data.price).toMatchObject({
      nights: 6,
      nightPrices: expected,
      pricePerNight: Math.min(...expected),
      roomCharges,
      taxes: 6 * STAY_TAXES_PER_NIGHT,
      total: roomCharges + 6 * STAY_TAXES_PER_NIGHT,
    });
    expect((await nightRates(t.database.db, v, day(29), day(35))).map((r) => r.price)).toEqual(expected);

    const guest = {
      bookingFor: "myself",
      title: "Ms.",
      firstName: "Meera",
      lastName: "Iyer",
      phone: "+91 98765 43210",
      email: "meera@example.in",
      agreeTerms: true,
    };
    const booked = await send("POST", "/api/bookings", member, { ...stay, guest, paymentMethod: "cod" });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.price).toMatchObject({
      nightPrices: expected,
      roomCharges,
      total: roomCharges + 6 * 719,
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.json().data._id));
    expect(row.nightPrices).toEqual(expected);
    expect(storedPrice(row)).toMatchObject({
      nightPrices: expected,
      roomCharges,
      pricePerNight: Math.min(...expected),
    });
  });

  it("refuses a stay shorter than a period's minimum stay, with the period's nights", async () => {
    const v = villas[2];
    await createRate({
      property_id: v.id,
      first_night: day(50),
      last_night: day(56),
      nightly_price: 8000,
      min_stay: 3,
    });
    const message = stayMessages.minStay(formatShortDate(day(50)), formatShortDate(day(56)), 3);
    for (const [from, to] of [
      [50, 52],
      [49, 51],
    ]) {
      const res = await quote({ propertyId: v.id, checkIn: day(from), checkOut: day(to), adults: 2 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await quote({ propertyId: v.id, checkIn: day(50), checkOut: day(53), adults: 2 })).statusCode).toBe(200);
    // a night outside the period keeps the villa's own rule: one night is enough
    expect((await quote({ propertyId: v.id, checkIn: day(57), checkOut: day(58), adults: 2 })).statusCode).toBe(200);
  });

  it("refuses a check-in on a day the period closes to arrivals, and takes one on another day", async () => {
    const v = villas[3];
    const closed = weekdayOf(day(62));
    await createRate({
      property_id: v.id,
      first_night: day(60),
      last_night: day(70),
      nightly_price: 8000,
      closed_to_arrival: [closed],
    });
    const res = await quote({ propertyId: v.id, checkIn: day(62), checkOut: day(64), adults: 2 });
    expect(res.statusCode).toBe(400);
    const plural = WEEKDAYS.find((d) => d.value === closed)!.plural;
    expect(res.json().message).toBe(stayMessages.closedToArrival(plural));
    expect((await quote({ propertyId: v.id, checkIn: day(61), checkOut: day(64), adults: 2 })).statusCode).toBe(200);
  });
});

describe("the villa search with rate periods", () => {
  it("shows each villa's lowest night as its price per night and the stay's room price, and sorts by the lowest night", async () => {
    const v = villas[4];
    await createRate({ property_id: v.id, first_night: day(80), last_night: day(81), nightly_price: 1500 });
    const search = async (sort = "") =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/property/search?location=solan&checkIn=${day(80)}&checkOut=${day(84)}&limit=50${sort}`,
        })
      ).json();
    const found = (await search()).data.find((p: { _id: string }) => p._id === v.id);
    expect(found).toMatchObject({
      pricePerNight: 1500,
      stayNights: 4,
      stayPrice: 2 * 1500 + 2 * v.pricePerNight,
    });
    const other = (await search()).data.find((p: { _id: string }) => p._id === villas[5].id);
    expect(other).toMatchObject({ pricePerNight: villas[5].pricePerNight, stayPrice: 4 * villas[5].pricePerNight });
    const cheapest = (await search("&sort=price_asc")).data[0];
    expect(cheapest._id).toBe(v.id);
    const dearest = (await search("&sort=price_desc")).data;
    expect(dearest.at(-1)._id).toBe(v.id);
    const prices = dearest.map((p: { pricePerNight: number }) => p.pricePerNight);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});

describe("the villa's calendar feed", () => {
  it("carries each day closed to arrival in its range as an all-day event", async () => {
    const v = villas[3];
    const closed = weekdayOf(day(62));
    const key = villaFeedKey(t.config.sessionSecret, v.id);
    const feed = await t.app.inject({ method: "GET", url: `/calendar/villas/${v.id}.ics?key=${key}` });
    expect(feed.statusCode).toBe(200);
    const closedDays = Array.from({ length: 11 }, (_, i) => day(60 + i)).filter((d) => weekdayOf(d) === closed);
    for (const d of closedDays) {
      expect(feed.body).toContain(`UID:closed-to-arrival-${d}@villa-club`);
      expect(feed.body).toContain(`DTSTART;VALUE=DATE:${d.replaceAll("-", "")}`);
    }
    expect(feed.body.match(/SUMMARY:Closed to arrival/g)?.length).toBe(closedDays.length);
  });
});
