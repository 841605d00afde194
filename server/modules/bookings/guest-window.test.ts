import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addClubDays, addClubMonths, clubToday, writtenDay } from "../../../common/club-time.ts";
import { stayMessages } from "../../../common/stays.ts";
import { bookings, properties } from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import type { MailCatcher } from "../../test/mail-catcher.ts";
import { signInEveryRole, type TestMember } from "../../test/members.ts";

/*
 * The guests' booking window (decision 059) through the real HTTP stack and database: a guest's online quote and
 * booking check in no later than today plus `guest_window_months`; beyond it they are refused (400) with the rule's
 * words, the same stay accepted once the clock has moved on; the desk's phone bookings and blocks are not limited.
 */

let t: TestApp & { mail: MailCatcher };
let everyone: Awaited<ReturnType<typeof signInEveryRole>>;
let villas: { id: string }[] = [];
let nextVilla = 0;

vi.setConfig({ testTimeout: 120_000 });

beforeAll(async () => {
  t = await openTestAppWithMail();
  everyone = await signInEveryRole(t, "Guest Window Member");
  villas = await t.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.location, "Solan"))
    .orderBy(properties.name);
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/admin/owner-stay-settings",
    headers: everyone.staff["front-office"].headers,
    payload: {
      nights_per_year: 30,
      window_months: 18,
      guest_window_months: 12,
      peak_nights_per_year: 7,
      housekeeping_fee: 0,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const today = clubToday();
const last = addClubMonths(today, 12);
const stay = (propertyId: string, checkIn: string) => ({
  propertyId,
  checkIn,
  checkOut: addClubDays(checkIn, 2),
  adults: 2,
  children: 0,
});
const guest = {
  bookingFor: "myself",
  title: "Mrs.",
  firstName: "Asha",
  lastName: "Verma",
  phone: "+91 98765 43210",
  email: "asha@example.in",
  agreeTerms: true,
};
const quote = (query: Record<string, string | number>) =>
  t.app.inject({
    method: "GET",
    url: `/api/bookings/quote?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  });
const book = (who: TestMember, body: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: who.headers,
    payload: { ...body, guest, paymentMethod: "cod" },
  });
const words = `Stays can be booked up to 12 months ahead: choose a check-in on or before ${writtenDay(last)}.`;

describe("the guests' booking window", () => {
  it("a guest's check-in inside it is booked; beyond it refused with the words; a month on, accepted", async () => {
    const v = villas[nextVilla++];
    const inside = stay(v.id, last);
    expect((await quote(inside)).statusCode).toBe(200);
    const booked = await book(everyone.member, inside);
    expect(booked.statusCode, booked.body).toBe(201);

    const w = villas[nextVilla++];
    const beyond = stay(w.id, addClubDays(last, 1));
    const quoted = await quote(beyond);
    expect([quoted.statusCode, quoted.json().message]).toEqual([400, words]);
    expect(quoted.json().message).toBe(stayMessages.beyondWindow(12, writtenDay(last)));
    const refused = await book(everyone.member, beyond);
    expect([refused.statusCode, refused.json().message]).toEqual([400, words]);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.propertyId, w.id))).toHaveLength(0);

    // the clock moves a month on: the same stay is inside the window
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    const { member } = everyone;
    const later = await t.app.services.bookings.bookStay({ id: member.id, email: member.email, name: member.name }, {
      ...beyond,
      guest,
      paymentMethod: "cod",
    } as Parameters<typeof t.app.services.bookings.bookStay>[1]);
    expect(later).toMatchObject({ checkIn: beyond.checkIn });
  });

  it("follows the club's setting: 1 month is said in the singular", async () => {
    const save = (guestMonths: number) =>
      t.app.inject({
        method: "PUT",
        url: "/api/admin/owner-stay-settings",
        headers: everyone.staff.accounts.headers,
        payload: {
          nights_per_year: 30,
          window_months: 18,
          guest_window_months: guestMonths,
          peak_nights_per_year: 7,
          housekeeping_fee: 0,
        },
      });
    expect((await save(1)).statusCode).toBe(200);
    try {
      const lastDay = addClubMonths(today, 1);
      const refused = await quote(stay(villas[nextVilla].id, addClubDays(lastDay, 1)));
      expect([refused.statusCode, refused.json().message]).toEqual([
        400,
        `Stays can be booked up to 1 month ahead: choose a check-in on or before ${writtenDay(lastDay)}.`,
      ]);
    } finally {
      expect((await save(12)).statusCode).toBe(200);
    }
  });

  it("does not limit the desk: a phone booking and a block beyond it are taken", async () => {
    const v = villas[nextVilla++];
    const far = addClubDays(last, 40);
    const front = everyone.staff["front-office"];
    const phone = await t.app.inject({
      method: "POST",
      url: "/api/admin/stays",
      headers: front.headers,
      payload: {
        property_id: v.id,
        check_in: far,
        check_out: addClubDays(far, 2),
        adults: 1,
        first_name: "Kavya",
        last_name: "Rao",
        phone: "+91 90000 00000",
      },
    });
    expect(phone.statusCode, phone.body).toBe(201);
    const block = await t.app.inject({
      method: "POST",
      url: "/api/admin/stays/blocks",
      headers: front.headers,
      payload: {
        property_id: v.id,
        start_date: addClubDays(far, 5),
        end_date: addClubDays(far, 6),
        reason: "maintenance",
      },
    });
    expect(block.statusCode, block.body).toBe(201);
  });
});
