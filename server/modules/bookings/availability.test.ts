import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AVAILABILITY_MAX_NIGHTS, availabilityMessages } from "../../../common/availability-schemas.ts";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import { bookings, properties, stayBlocks } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember } from "../../test/members.ts";

let t: TestApp;
let villa: { id: string; pricePerNight: number };
let hidden: { id: string };
beforeAll(async () => {
  t = await openTestApp();
  const rows = await t.database.db
    .select({ id: properties.id, pricePerNight: properties.pricePerNight })
    .from(properties)
    .where(eq(properties.location, "Rishikesh"))
    .orderBy(properties.name)
    .limit(2);
  [villa, hidden] = rows;
  await t.database.db.update(properties).set({ published: false }).where(eq(properties.id, hidden.id));
});
afterAll(async () => {
  await t?.close();
});

/** A day `n` days from the club's today. */
const day = (n: number) => addClubDays(clubToday(), n);
const availability = (id: string, from: string, to: string) =>
  t.app.inject({ method: "GET", url: `/api/property/${id}/availability?from=${from}&to=${to}` });

describe("GET /api/property/{id}/availability", () => {
  it("marks the nights of stays, live holds and blocks taken, and frees cancelled stays, run-out holds and lifted blocks", async () => {
    const guest = await createMember(t, "Asha Secretguest");
    const minute = 60_000;
    const stay = (
      checkIn: number,
      checkOut: number,
      extra: Partial<typeof bookings.$inferInsert> & { reference: string },
    ) => ({
      userId: guest.id,
      propertyId: villa.id,
      checkIn: day(checkIn),
      checkOut: day(checkOut),
      guest: { firstName: "Asha", lastName: "Secretguest", email: "asha.secret@example.in", phone: "+91 98765 43210" },
      ...extra,
    });
    await t.database.db
      .insert(bookings)
      .values([
        stay(3, 5, { reference: "VWC-B-2099-7001", status: "confirmed" }),
        stay(6, 7, { reference: "VWC-B-2099-7002", status: "cancelled", cancelledAt: new Date() }),
        stay(8, 9, { reference: "VWC-B-2099-7003", status: "held", holdExpiresAt: new Date(Date.now() + 10 * minute) }),
        stay(10, 11, { reference: "VWC-B-2099-7004", status: "held", holdExpiresAt: new Date(Date.now() - minute) }),
      ]);
    await t.database.db.insert(stayBlocks).values([
      { propertyId: villa.id, startDate: day(12), endDate: day(14), reason: "maintenance" },
      { propertyId: villa.id, startDate: day(15), endDate: day(16), reason: "owner", removedAt: new Date() },
    ]);

    const res = await availability(villa.id, day(0), day(20));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=30");
    const { data } = res.json();
    expect(data).toMatchObject({ propertyId: villa.id, from: day(0), to: day(20) });
    expect(data.nights).toHaveLength(20);
    expect(data.nights[0]).toEqual({
      date: day(0),
      available: true,
      price: villa.pricePerNight,
      minStay: 1,
      closedToArrival: false,
    });
    const taken = data.nights.filter((n: { available: boolean }) => !n.available).map((n: { date: string }) => n.date);
    // the stay's two nights (its check-out day free), the live hold's night, the block's two nights
    expect(taken).toEqual([day(3), day(4), day(8), day(12), day(13)]);
    // nothing says who holds a night
    expect(res.body).not.toMatch(/Secretguest|asha\.secret|VWC-B-|98765|maintenance|held|confirmed/);
    expect(Object.keys(data.nights[3]).sort()).toEqual(["available", "closedToArrival", "date", "minStay", "price"]);
  });

  it("needs no sign-in and answers at most a year of nights", async () => {
    const year = await availability(villa.id, day(1), day(1 + AVAILABILITY_MAX_NIGHTS));
    expect(year.statusCode).toBe(200);
    expect(year.json().data.nights).toHaveLength(AVAILABILITY_MAX_NIGHTS);
    const more = await availability(villa.id, day(1), day(2 + AVAILABILITY_MAX_NIGHTS));
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe(availabilityMessages.tooLong);
  });

  it("refuses dates that are not days, a past start, and an end not after the start", async () => {
    const cases: [string, string, string][] = [
      // a 30 February, next year's: never a day
      [`${Number(clubToday().slice(0, 4)) + 1}-02-30`, day(5), availabilityMessages.invalidDate],
      [day(1), "soon", availabilityMessages.invalidDate],
      [day(-1), day(5), availabilityMessages.fromInPast],
      [day(5), day(5), availabilityMessages.toNotAfterFrom],
      [day(6), day(5), availabilityMessages.toNotAfterFrom],
    ];
    for (const [from, to, message] of cases) {
      const res = await availability(villa.id, from, to);
      expect(res.statusCode, `${from} → ${to}`).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const missing = await t.app.inject({ method: "GET", url: `/api/property/${villa.id}/availability?from=${day(1)}` });
    expect(missing.statusCode).toBe(400);
  });

  it("does not know an unknown or unpublished villa", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-villa", hidden.id]) {
      const res = await availability(id, day(1), day(10));
      expect(res.statusCode, id).toBe(404);
    }
  });
});
