import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { addClubDays, addClubMonths, clubToday } from "../../../common/club-time.ts";
import {
  reportMessages,
  type HousekeepingSheet,
  type OccupancyReport,
  type OccupancyRow,
} from "../../../common/office-reports.ts";
import { bookings, paymentPlans, properties, stayBlocks } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, staffMember, type TestMember } from "../../test/members.ts";
import { readXlsx } from "../../test/xlsx.ts";

/*
 * Occupancy: the test books stays and closes nights in two villas of one location in a month two months from the
 * club's today — a guest's stay with a coupon, a Full Member's with free nights and extra guests, one running into
 * the next month, one left early, the owner's own, a cancelled one and a no-show — and checks each figure against
 * those rows, the location's total against the sum of what it made, the month's arrivals, the downloads and the
 * housekeeping sheet of a few days.
 */

let t: TestApp;
let db: TestApp["database"]["db"];
const staff = {} as Record<StaffRole, TestMember>;
let member: TestMember;
let guest: TestMember;
let owner: TestMember;
const LOCATION = "Rishikesh";
const month = addClubMonths(clubToday(), 2).slice(0, 7);
const first = `${month}-01`;
const nights = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
const day = (offset: number) => addClubDays(first, offset);
let villa1: { id: string; name: string };
let villa2: { id: string; name: string };
let before: OccupancyReport;
let elsewhereBefore: OccupancyReport;

const get = (url: string, who?: TestMember) => t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });
const occupancy = async (query: string, who: TestMember = staff.accounts) => {
  const res = await get(`/api/admin/reports/occupancy${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OccupancyReport;
};
const sheet = async (date: string) => {
  const res = await get(`/api/admin/reports/occupancy/housekeeping?date=${date}&location=${LOCATION}`, staff.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as HousekeepingSheet;
};

let n = 8100;
const stay = (
  villa: { id: string },
  checkIn: string,
  stayNights: number,
  extra: Partial<typeof bookings.$inferInsert> = {},
): typeof bookings.$inferInsert => ({
  reference: `VWC-B-2099-${n++}`,
  userId: guest.id,
  propertyId: villa.id,
  checkIn,
  checkOut: addClubDays(checkIn, stayNights),
  nights: stayNights,
  pricePerNight: 5000,
  roomCharges: 5000 * stayNights,
  taxes: 500 * stayNights,
  total: 5500 * stayNights,
  status: "confirmed",
  guest: { firstName: "Priya", lastName: "Nair" },
  ...extra,
});

beforeAll(async () => {
  t = await openTestApp();
  db = t.database.db;
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
  member = await createMember(t, "Plain Member");
  guest = await createMember(t, "Stay Guest");
  owner = await createMember(t, "Villa Owner");
  [villa1, villa2] = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.location, LOCATION))
    .orderBy(asc(properties.villaNumber), asc(properties.name))
    .limit(2);
  before = await occupancy(`?month=${month}&location=${LOCATION}&limit=200`);
  elsewhereBefore = await occupancy(`?month=${month}&location=Solan`);
  // the owner of villa 1: the member whose live plan holds it
  await db.insert(paymentPlans).values({
    userId: owner.id,
    propertyId: villa1.id,
    paymentMode: "full",
    paymentSteps: 1,
    totalAmount: 2500000,
  });
  await db.insert(bookings).values([
    // a guest's 3 nights with ₹1,000 off: 3 sold, ₹14,000
    stay(villa1, day(2), 3, { discount: 1000, reference: "VWC-B-2099-0001" }),
    // left early: 3 nights booked, 1 held (the next two free again): 1 sold, ₹5,000
    stay(villa1, day(6), 3, { status: "checked-out", departedOn: day(7), reference: "VWC-B-2099-0002" }),
    // a Full Member's 4 nights, the first 2 free, 2 extra guests: 2 free, 2 sold, ₹10,000 + ₹8,000 of extra guests
    stay(villa1, day(10), 4, {
      status: "checked-in",
      freeNights: 2,
      roomCharges: 10000,
      extraGuests: 2,
      extraGuestCharge: 8000,
      reference: "VWC-B-2099-0003",
    }),
    // the owner's own 2 nights: owner nights, no revenue counted
    stay(villa1, day(20), 2, { userId: owner.id, reference: "VWC-B-2099-0004" }),
    // into the next month: 2 of its 4 nights in this one, ₹10,000
    stay(villa1, day(nights - 2), 4, { reference: "VWC-B-2099-0005" }),
    // a cancelled stay and a no-show count for nothing
    stay(villa2, day(8), 2, { status: "cancelled", cancelledAt: new Date(), reference: "VWC-B-2099-0006" }),
    stay(villa2, day(12), 2, { status: "no-show", reference: "VWC-B-2099-0007" }),
    // villa 2: 2 nights at ₹8,000
    stay(villa2, day(1), 2, { pricePerNight: 8000, roomCharges: 16000, reference: "VWC-B-2099-0008" }),
  ]);
  // villa 1 closed 3 nights for maintenance and 2 for its owner's use
  await db.insert(stayBlocks).values([
    { propertyId: villa1.id, startDate: day(15), endDate: day(18), reason: "maintenance" },
    { propertyId: villa1.id, startDate: day(25), endDate: day(27), reason: "owner" },
    // a block lifted closes nothing
    { propertyId: villa2.id, startDate: day(20), endDate: day(25), reason: "maintenance", removedAt: new Date() },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const rowOf = (report: OccupancyReport, id: string) => report.villas.find((v) => v.villa.id === id) as OccupancyRow;

describe("a month's occupancy", () => {
  it("gives each villa its nights available, sold, free and the owner's, occupancy, ADR and RevPAR from its rows", async () => {
    const report = await occupancy(`?month=${month}&location=${LOCATION}&limit=200`);
    expect(report.month).toBe(month);
    expect(report.location).toBe(LOCATION);
    const available = nights - 5;
    expect(rowOf(report, villa1.id)).toMatchObject({
      villa: { id: villa1.id, name: villa1.name, location: LOCATION },
      nights,
      closed_nights: 5,
      available_nights: available,
      sold_nights: 3 + 1 + 2 + 2,
      free_nights: 2,
      owner_nights: 2,
      occupied_nights: 12,
      occupancy_pct: Math.round((12 / available) * 1000) / 10,
      paid_occupancy_pct: Math.round((8 / available) * 1000) / 10,
      revenue: 14000 + 5000 + 18000 + 10000,
      adr: Math.round(47000 / 8),
      revpar: Math.round(47000 / available),
    });
    expect(rowOf(report, villa2.id)).toMatchObject({
      closed_nights: 0,
      available_nights: nights,
      sold_nights: 2,
      free_nights: 0,
      owner_nights: 0,
      revenue: 16000,
      adr: 8000,
      occupancy_pct: Math.round((2 / nights) * 1000) / 10,
    });
  });

  it("the location's total grew by exactly what was made there, and the other locations' did not", async () => {
    const report = await occupancy(`?month=${month}&location=${LOCATION}`);
    const grew = (key: keyof OccupancyReport["total"]) => (report.total[key] as number) - (before.total[key] as number);
    expect(report.total.villas).toBe(before.total.villas);
    expect(report.total.nights).toBe(report.total.villas * nights);
    expect({
      closed: grew("closed_nights"),
      sold: grew("sold_nights"),
      free: grew("free_nights"),
      owner: grew("owner_nights"),
      revenue: grew("revenue"),
    }).toEqual({ closed: 5, sold: 10, free: 2, owner: 2, revenue: 63000 });
    // the total is the sum of the villas, and its ratios the same rules on the sums
    const all = await occupancy(`?month=${month}&location=${LOCATION}&limit=200`);
    expect(all.villas).toHaveLength(report.total.villas);
    const sum = (key: keyof OccupancyRow) => all.villas.reduce((s, v) => s + (v[key] as number), 0);
    expect(report.total).toMatchObject({
      sold_nights: sum("sold_nights"),
      available_nights: sum("available_nights"),
      revenue: sum("revenue"),
      adr: report.total.sold_nights ? Math.round(report.total.revenue / report.total.sold_nights) : null,
    });
    expect((await occupancy(`?month=${month}&location=Solan`)).total).toEqual(elsewhereBefore.total);
    // every location together holds this one's
    const club = await occupancy(`?month=${month}`);
    expect(club.location).toBeNull();
    expect(club.total.villas).toBeGreaterThan(report.total.villas);
  });

  it("lists the month's arrivals by day: booked stays and no-shows, not the cancelled, with the owner's marked", async () => {
    const report = await occupancy(`?month=${month}&location=${LOCATION}`);
    const ours = report.arrivals.filter((a) => a.reference.startsWith("VWC-B-2099-000"));
    expect(ours.map((a) => [a.reference, a.check_in, a.status, a.owner])).toEqual([
      ["VWC-B-2099-0008", day(1), "confirmed", false],
      ["VWC-B-2099-0001", day(2), "confirmed", false],
      ["VWC-B-2099-0002", day(6), "checked-out", false],
      ["VWC-B-2099-0003", day(10), "checked-in", false],
      ["VWC-B-2099-0007", day(12), "no-show", false],
      ["VWC-B-2099-0004", day(20), "confirmed", true],
      ["VWC-B-2099-0005", day(nights - 2), "confirmed", false],
    ]);
    expect(ours[1]).toMatchObject({ guest: "Priya Nair", nights: 3, villa: { id: villa1.id } });
    expect(report.arrivals_page.total).toBe(report.arrivals.length);
  });

  it("the month before holds none of it, and a bad month or location is refused with a clear message", async () => {
    const previous = await occupancy(`?month=${addClubMonths(first, -1).slice(0, 7)}&location=${LOCATION}&limit=200`);
    expect(rowOf(previous, villa1.id)).toMatchObject({ sold_nights: 0, closed_nights: 0, revenue: 0, adr: null });
    const next = await occupancy(`?month=${addClubMonths(first, 1).slice(0, 7)}&location=${LOCATION}&limit=200`);
    // the stay into the next month: its last 2 nights
    expect(rowOf(next, villa1.id)).toMatchObject({ sold_nights: 2, revenue: 10000 });
    const badMonth = await get("/api/admin/reports/occupancy?month=2026-13", staff.accounts);
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().message).toContain(reportMessages.invalidMonth);
    const badPlace = await get("/api/admin/reports/occupancy?location=Atlantis", staff.accounts);
    expect(badPlace.statusCode).toBe(400);
    expect(badPlace.json().message).toContain(reportMessages.chooseLocation);
  });
});

describe("the occupancy's downloads", () => {
  it("the CSV has a line per villa and the total, figures as the report gives them", async () => {
    const res = await get(`/api/admin/reports/occupancy.csv?month=${month}&location=rishikesh`, staff.accounts);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="occupancy-${month}-rishikesh.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Villa,Villa number,Location,Nights,Closed nights,Nights available,Nights sold,Free nights used,Owner nights,Occupancy %,Paid occupancy %,Revenue (INR),ADR (INR),RevPAR (INR)",
    );
    const report = await occupancy(`?month=${month}&location=${LOCATION}&limit=200`);
    expect(lines).toHaveLength(1 + report.total.villas + 1);
    const row = rowOf(report, villa1.id);
    const line = lines.find((l) => l.startsWith(`${villa1.name},`))!;
    expect(line.split(",").slice(3)).toEqual(
      [nights, 5, nights - 5, 8, 2, 2, row.occupancy_pct, row.paid_occupancy_pct, 47000, row.adr, row.revpar].map(
        String,
      ),
    );
    expect(lines.at(-1)).toMatch(new RegExp(`^All villas \\(${report.total.villas}\\),,,${report.total.nights},`));
  });

  it("the XLSX has the villas with the total and a sheet of the month's arrivals", async () => {
    const res = await get(`/api/admin/reports/occupancy.xlsx?month=${month}&location=${LOCATION}`, staff.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="occupancy-${month}-rishikesh.xlsx"`);
    const book = readXlsx(res.rawPayload);
    expect(Object.keys(book.sheets)).toEqual(["Occupancy", "Arrivals"]);
    expect(book.formulas).toBe(0);
    const villaRow = book.sheets.Occupancy.find((r) => r[0] === villa1.name)!;
    expect(villaRow.slice(3, 12)).toEqual([
      nights,
      5,
      nights - 5,
      8,
      2,
      2,
      expect.any(Number),
      expect.any(Number),
      47000,
    ]);
    const arrival = book.sheets.Arrivals.find((r) => r[3] === "VWC-B-2099-0004")!;
    expect(arrival).toEqual([
      day(20),
      day(22),
      2,
      "VWC-B-2099-0004",
      "Priya Nair",
      villa1.name,
      expect.anything(),
      LOCATION,
      "Confirmed",
      "Yes",
    ]);
  });
});

describe("the housekeeping sheet", () => {
  it("gives a day's departures, arrivals and guests staying on, by villa", async () => {
    const second = await sheet(day(2));
    const of = (id: string) => second.villas.find((v) => v.villa.id === id)!;
    expect(of(villa1.id)).toMatchObject({ departures: [], in_house: [] });
    expect(of(villa1.id).arrivals).toEqual([
      {
        reference: "VWC-B-2099-0001",
        guest: "Priya Nair",
        adults: 2,
        children: 0,
        check_in: day(2),
        check_out: day(5),
        status: "confirmed",
      },
    ]);
    expect(of(villa2.id)).toMatchObject({ arrivals: [], departures: [] });
    expect(of(villa2.id).in_house.map((s) => s.reference)).toEqual(["VWC-B-2099-0008"]);
    expect(second.date).toBe(day(2));
    expect(second.location).toBe(LOCATION);
    // the early departure leaves on the day it left; the next day's stay arrives on the day another leaves
    const seventh = (await sheet(day(7))).villas.find((v) => v.villa.id === villa1.id)!;
    expect(seventh.departures.map((s) => [s.reference, s.check_out])).toEqual([["VWC-B-2099-0002", day(7)]]);
    const eleventh = (await sheet(day(11))).villas.find((v) => v.villa.id === villa1.id)!;
    expect(eleventh.in_house.map((s) => s.reference)).toEqual(["VWC-B-2099-0003"]);
    // the no-show and the cancelled stay are not expected
    const twelfth = await sheet(day(13));
    expect(twelfth.villas.find((v) => v.villa.id === villa2.id)).toBeUndefined();
    expect((await sheet(day(5))).counts.departures).toBeGreaterThanOrEqual(1);
  });
});

describe("who may read the occupancy", () => {
  it.each([
    "/api/admin/reports/occupancy",
    "/api/admin/reports/occupancy.csv",
    "/api/admin/reports/occupancy.xlsx",
    "/api/admin/reports/occupancy/housekeeping",
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
});
