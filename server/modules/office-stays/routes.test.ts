import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { clubToday } from "../../../common/club-time.ts";
import { officeStaysMessages as m, type StayList } from "../../../common/office-stays.ts";
import { bookings, properties } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { downloadCsv } from "../../test/csv.ts";
import { createMember, staffMember, type TestMember } from "../../test/members.ts";
import { dayAfter } from "./service.ts";

/*
 * The office's stays arriving: GET /api/admin/stays for the front office (an administrator
 * always); anonymous 401, a member, accounts and content 403. Stays are by arrival date, never cancelled ones.
 */

let t: TestApp;
const staff = {} as Record<StaffRole, TestMember>;
let guest: TestMember;
let other: TestMember;
const today = clubToday();
let reference = 9000;

async function stay(
  member: TestMember,
  checkIn: string,
  options: { nights?: number; status?: string; firstName?: string; villa?: number } = {},
) {
  const villas = await t.database.db
    .select({ id: properties.id })
    .from(properties)
    .orderBy(properties.name)
    .limit(1)
    .offset(options.villa ?? 0);
  const nights = options.nights ?? 2;
  const ref = `VWC-B-2026-${reference++}`;
  await t.database.db.insert(bookings).values({
    reference: ref,
    userId: member.id,
    propertyId: villas[0].id,
    checkIn,
    checkOut: dayAfter(checkIn, nights),
    adults: 2,
    children: 1,
    status: options.status ?? "confirmed",
    guest: {
      bookingFor: "someoneElse",
      title: "Ms",
      firstName: options.firstName ?? "Priya",
      lastName: "Nair",
      phone: "+91 90000 11111",
      email: "priya@example.org",
    },
    nights,
    pricePerNight: 8000,
    roomCharges: 8000 * nights,
    taxes: 1440 * nights,
    total: 9440 * nights,
  });
  return ref;
}

const refs = {} as Record<
  "today" | "inThree" | "lastOfWeek" | "nextWeek" | "yesterday" | "cancelled" | "other",
  string
>;

beforeAll(async () => {
  t = await openTestApp();
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
  guest = await createMember(t, "Vikram Shah");
  other = await createMember(t, "Lakshmi Menon");
  refs.today = await stay(guest, today, { firstName: "Priya", villa: 1 });
  refs.inThree = await stay(guest, dayAfter(today, 3), { firstName: "Arjun", villa: 2 });
  refs.lastOfWeek = await stay(other, dayAfter(today, 6), { firstName: "Devika", villa: 3 });
  refs.nextWeek = await stay(other, dayAfter(today, 7), { firstName: "Kabir", villa: 4 });
  refs.yesterday = await stay(guest, dayAfter(today, -1), { villa: 5 });
  refs.cancelled = await stay(guest, today, { status: "cancelled", villa: 6 });
  refs.other = await stay(other, dayAfter(today, 20), { firstName: "Ishaan", villa: 7 });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who?: TestMember) => t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });
const list = async (query: string) => {
  const res = await get(`/api/admin/stays?${query}`, staff["front-office"]);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe(m.list);
  return res.json().data as StayList;
};

describe("who may see the stays", () => {
  it("anonymous 401, a member 403, accounts and content 403, front office and admin 200", async () => {
    expect((await get("/api/admin/stays")).statusCode).toBe(401);
    expect((await get("/api/admin/stays", guest)).statusCode).toBe(403);
    expect((await get("/api/admin/stays", staff.accounts)).statusCode).toBe(403);
    expect((await get("/api/admin/stays", staff.content)).statusCode).toBe(403);
    for (const role of ["front-office", "admin"] as const) {
      const res = await get("/api/admin/stays", staff[role]);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("GET /api/admin/stays", () => {
  it("lists the stays arriving today, this week (7 days, today included) or from today on, earliest first, never cancelled ones", async () => {
    const arriving = async (window: string) => (await list(`arriving=${window}`)).items.map((i) => i.reference);
    expect(await arriving("today")).toEqual([refs.today]);
    expect(await arriving("week")).toEqual([refs.today, refs.inThree, refs.lastOfWeek]);
    expect(await arriving("all")).toEqual([refs.today, refs.inThree, refs.lastOfWeek, refs.nextWeek, refs.other]);
    // no window means every upcoming stay
    expect(await arriving("")).toEqual(await arriving("all"));
    expect((await list("arriving=today")).today).toBe(today);
    expect((await get("/api/admin/stays?arriving=tomorrow", staff.admin)).statusCode).toBe(400);
  });

  it("answers each stay with its guest, member, villa, nights, guests, status and total", async () => {
    const [item] = (await list(`q=${refs.today}`)).items;
    const [villa] = await t.database.db.select().from(properties).orderBy(properties.name).limit(1).offset(1);
    expect(item).toMatchObject({
      reference: refs.today,
      status: "confirmed",
      check_in: today,
      check_out: dayAfter(today, 2),
      nights: 2,
      adults: 2,
      children: 1,
      total: 18880,
      payment_method: "cod",
      guest: { name: "Ms Priya Nair", phone: "+91 90000 11111", email: "priya@example.org" },
      member: { id: guest.id, name: "Vikram Shah", email: guest.email },
      villa: { id: villa.id, name: villa.name, villa_number: villa.villaNumber, location: villa.location },
    });
  });

  it("finds a stay by reference, guest name or member name, and pages", async () => {
    const found = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).items.map((i) => i.reference);
    expect(await found(refs.inThree)).toEqual([refs.inThree]);
    expect(await found("devika")).toEqual([refs.lastOfWeek]);
    expect(await found("Arjun Nair")).toEqual([refs.inThree]);
    expect(await found("Lakshmi")).toEqual([refs.lastOfWeek, refs.nextWeek, refs.other]);
    expect(await found("nobody-is-called-this")).toEqual([]);
    expect((await list("arriving=today&q=Lakshmi")).items).toEqual([]);

    const first = await list("limit=2&page=1");
    const third = await list("limit=2&page=3");
    expect(first).toMatchObject({ total: 5, pages: 3, page: 1 });
    expect(first.items.map((i) => i.reference)).toEqual([refs.today, refs.inThree]);
    expect(third.items.map((i) => i.reference)).toEqual([refs.other]);
  });
});

describe("GET /api/admin/stays.csv", () => {
  it("downloads every stay of the window and search, earliest first, days ISO and the total plain; accounts and content 403", async () => {
    const week = await downloadCsv(
      t,
      "/api/admin/stays.csv?arriving=week&page=2&limit=1",
      staff["front-office"],
      "stays",
    );
    expect(week.header.slice(0, 5)).toEqual(["Stay id", "Reference", "Status", "Check-in", "Check-out"]);
    expect(week.rows.map((r) => r.Reference)).toEqual([refs.today, refs.inThree, refs.lastOfWeek]);
    expect(week.rows[0]).toMatchObject({
      "Check-in": today,
      "Check-out": dayAfter(today, 2),
      Nights: "2",
      "Total (INR)": "18880.00",
      Guest: "Ms Priya Nair",
      "Member id": guest.id,
    });
    const searched = await downloadCsv(t, "/api/admin/stays.csv?q=devika", staff.admin, "stays");
    expect(searched.rows.map((r) => r.Reference)).toEqual([refs.lastOfWeek]);
    for (const who of [staff.accounts, staff.content])
      expect((await get("/api/admin/stays.csv", who)).statusCode).toBe(403);
  });
});
