import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import { bookings } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, seededChoices } from "../../test/members.ts";
import { memberWithVilla } from "../../test/member-with-villa.ts";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/bookings", () => {
  it("is empty for a new member and needs a session", async () => {
    const fresh = await createMember(t);
    const res = await t.app.inject({ method: "GET", url: "/api/bookings", headers: fresh.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/bookings" })).statusCode).toBe(401);
  });

  it("lists the member's contribution and stays from the database, and nobody else's", async () => {
    const { member: a, villa } = await memberWithVilla(t, 0);
    const b = await createMember(t);
    const stayVilla = (await seededChoices(t, 3)).villa;
    await t.database.db.insert(bookings).values([
      {
        reference: "BK-1001",
        userId: a.id,
        propertyId: stayVilla.id,
        checkIn: addClubDays(clubToday(), 120),
        checkOut: addClubDays(clubToday(), 123),
        status: "confirmed",
      },
      {
        reference: "BK-1002",
        userId: b.id,
        propertyId: stayVilla.id,
        checkIn: addClubDays(clubToday(), 151),
        checkOut: addClubDays(clubToday(), 153),
      },
    ]);

    const res = await t.app.inject({ method: "GET", url: "/api/bookings", headers: a.headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: "BK-1001",
      type: "Booking",
      property_id: stayVilla.id,
      start_date: addClubDays(clubToday(), 120),
      end_date: addClubDays(clubToday(), 123),
      status: "confirmed",
    });
    expect(rows[1]).toMatchObject({ type: "Contribution", property_id: villa.id, status: "completed" });
    expect(rows[1].id).toMatch(/^CTR-[0-9A-F]{8}$/);
    expect(rows[1].villa_name.length).toBeGreaterThan(0);
    expect(rows[1].location.length).toBeGreaterThan(0);
    expect(rows[1].start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rows[1].end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const theirs = (await t.app.inject({ method: "GET", url: "/api/bookings", headers: b.headers })).json().data;
    expect(theirs.map((r: { id: string }) => r.id)).toEqual(["BK-1002"]);
  });
});
