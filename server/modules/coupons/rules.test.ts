import { addDays, format } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday, writtenDay } from "../../../common/club-time.ts";
import { couponDiscount, nightsAt, priceBreakup, STAY_TAXES_PER_NIGHT, stayMessages } from "../../../common/stays.ts";
import { bookings, coupons, properties } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, giveFullMembership, type TestMember } from "../../test/members.ts";
import { couponForStay, offeredCoupons } from "./service.ts";

/*
 * The price rule's coupons come from the office's table: a code must exist and be switched on,
 * today must be within its dates, the stay long enough, and its uses (stays not cancelled) under the limit; two
 * bookings racing for the last use are decided by the coupon's row lock. Amount coupons take whole rupees off the
 * room charges, never below 0.
 */

let t: TestApp;
let member: TestMember;
let villas: { id: string; pricePerNight: number }[] = [];
beforeAll(async () => {
  t = await openTestApp();
  member = await createMember(t, "Meera Pillai");
  villas = await t.database.db
    .select({ id: properties.id, pricePerNight: properties.pricePerNight })
    .from(properties)
    .orderBy(properties.name);
});
afterAll(async () => {
  await t?.close();
});

let nextVilla = 0;
const villa = () => villas[nextVilla++];
const day = (n: number) => format(addDays(new Date(`${clubToday()}T12:00:00`), n), "yyyy-MM-dd");
const guest = {
  bookingFor: "myself",
  title: "Ms.",
  firstName: "Meera",
  lastName: "Pillai",
  phone: "+91 98470 12345",
  email: "meera@example.in",
  agreeTerms: true,
};

async function coupon(code: string, values: Partial<typeof coupons.$inferInsert> = {}) {
  await t.database.db
    .insert(coupons)
    .values({ code, description: `${code} for the tests`, kind: "percent", value: 10, minNights: 1, ...values });
}

const quote = (propertyId: string, code: string, nights = 2, who?: TestMember) =>
  t.app.inject({
    method: "GET",
    url: `/api/bookings/quote?${new URLSearchParams({ propertyId, checkIn: day(10), checkOut: day(10 + nights), adults: "2", coupon: code })}`,
    headers: who?.headers ?? {},
  });
const book = (propertyId: string, code: string, from = 30, nights = 2, who = member) =>
  t.app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: who.headers,
    payload: {
      propertyId,
      checkIn: day(from),
      checkOut: day(from + nights),
      adults: 2,
      children: 0,
      guest,
      couponCode: code,
      paymentMethod: "cod",
    },
  });

describe("the coupon rules of the price", () => {
  it("refuses a coupon that is switched off as one that does not exist", async () => {
    await coupon("SLEEPING", { active: false });
    const res = await quote(villa().id, "sleeping");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(stayMessages.unknownCoupon);
    expect((await book(villa().id, "SLEEPING")).json().message).toBe(stayMessages.unknownCoupon);
  });

  it("refuses a coupon before its first day and after its last day", async () => {
    await coupon("LATER", { validFrom: day(3) });
    await coupon("BYGONE", { validFrom: day(-30), validTo: day(-1) });
    const later = await quote(villa().id, "LATER");
    expect(later.statusCode).toBe(400);
    expect(later.json().message).toBe(stayMessages.couponNotYetValid(writtenDay(day(3))));
    const bygone = await book(villa().id, "BYGONE");
    expect(bygone.statusCode).toBe(400);
    expect(bygone.json().message).toBe(stayMessages.couponExpired);
    // the first and last days count
    await coupon("TODAYONLY", { validFrom: day(0), validTo: day(0) });
    expect((await quote(villa().id, "TODAYONLY")).statusCode).toBe(200);
  });

  it("refuses a coupon once its stays (not cancelled) reach the limit; a cancelled stay gives the use back", async () => {
    await coupon("TWICE", { usageLimit: 2 });
    const first = await book(villa().id, "TWICE");
    expect(first.statusCode, first.body).toBe(201);
    expect((await book(villa().id, "twice")).statusCode).toBe(201);
    const third = await book(villa().id, "TWICE");
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe(stayMessages.couponUsedUp);
    expect((await quote(villa().id, "TWICE")).json().message).toBe(stayMessages.couponUsedUp);

    await t.database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, first.json().data._id));
    expect((await book(villa().id, "TWICE")).statusCode).toBe(201);
  });

  it("gives the last use to one of two bookings racing for it", async () => {
    await coupon("LASTONE", { usageLimit: 1 });
    const answers = await Promise.all([book(villa().id, "LASTONE"), book(villa().id, "LASTONE")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().message).toBe(stayMessages.couponUsedUp);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.couponCode, "LASTONE"));
    expect(rows).toHaveLength(1);
  });

  it("takes an amount coupon's whole rupees off the room charges, never below 0", async () => {
    await coupon("FLAT500", { kind: "amount", value: 500 });
    await coupon("HUGE", { kind: "amount", value: 10_000_000 });
    const v = villa();
    const flat = (await quote(v.id, "flat500")).json().data.price;
    expect(flat).toMatchObject({
      couponCode: "FLAT500",
      discount: 500,
      total: 2 * v.pricePerNight - 500 + 2 * STAY_TAXES_PER_NIGHT,
    });
    const huge = await book(v.id, "HUGE", 40);
    expect(huge.statusCode, huge.body).toBe(201);
    expect(huge.json().data.price).toMatchObject({ discount: 2 * v.pricePerNight, total: 2 * STAY_TAXES_PER_NIGHT });
    expect(couponDiscount({ kind: "amount", value: 900 }, 600)).toBe(600);
    expect(couponDiscount({ kind: "percent", value: 15 }, 1001)).toBe(150);
    expect(
      priceBreakup(nightsAt(1000, 1), { code: "X", description: "", kind: "amount", value: 200, minNights: 1 }).total,
    ).toBe(800 + STAY_TAXES_PER_NIGHT);
  });

  it("still asks for the coupon's minimum stay", async () => {
    await coupon("WEEKLONG", { minNights: 7 });
    expect((await quote(villa().id, "WEEKLONG", 3)).json().message).toBe(stayMessages.couponTooShort(7));
  });

  it("offers the review page only coupons switched on, whose dates hold today and not used up", async () => {
    const offered = (await offeredCoupons(t.database.db)).map((c) => c.code);
    expect(offered).toEqual(expect.arrayContaining(["FIRSTSTAY", "SATVIK5", "LONGSTAY15", "FLAT500", "TODAYONLY"]));
    // switched off, not started, expired, or used up (TWICE: 2 of 2, LASTONE: 1 of 1)
    for (const code of ["SLEEPING", "LATER", "BYGONE", "TWICE", "LASTONE"]) expect(offered).not.toContain(code);
    await expect(
      couponForStay(t.database.db, "NOSUCH", 2, clubToday(), false, { memberId: member.id, checkIn: day(10) }),
    ).rejects.toMatchObject({ message: stayMessages.unknownCoupon });
  });
});

describe("the conditions the office sets on who uses a coupon", () => {
  it("FIRSTSTAY is for a first stay: accepted on a member's first, refused on their second in the quote and the booking", async () => {
    const newcomer = await createMember(t, "Farah Qureshi");
    const [v, w] = [villa(), villa()];
    const offeredTo = async () =>
      (await offeredCoupons(t.database.db, clubToday(), { memberId: newcomer.id, checkIn: day(10) })).map(
        (c) => c.code,
      );
    expect(await offeredTo()).toContain("FIRSTSTAY");
    const firstQuote = await quote(v.id, "FIRSTSTAY", 2, newcomer);
    expect(firstQuote.statusCode, firstQuote.body).toBe(200);
    expect(firstQuote.json().data.price).toMatchObject({
      couponCode: "FIRSTSTAY",
      discount: Math.round(0.1 * 2 * v.pricePerNight),
    });
    const first = await book(v.id, "FIRSTSTAY", 50, 2, newcomer);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.price.couponCode).toBe("FIRSTSTAY");

    const secondQuote = await quote(w.id, "firststay", 2, newcomer);
    expect(secondQuote.statusCode).toBe(400);
    expect(secondQuote.json().message).toBe(stayMessages.couponFirstStayOnly);
    const second = await book(w.id, "FIRSTSTAY", 60, 2, newcomer);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(stayMessages.couponFirstStayOnly);
    expect(second.json().message).toBe(
      "This coupon is for a member's first stay with the club only, and you already have a stay with us.",
    );
    // the review page no longer offers it to them
    expect(await offeredTo()).not.toContain("FIRSTSTAY");
    expect(await offeredTo()).toContain("SATVIK5");
    // without the coupon the second stay is booked; a visitor not signed in is asked to sign in
    expect((await book(w.id, "", 60, 2, newcomer)).statusCode).toBe(201);
    const visitor = await quote(w.id, "FIRSTSTAY");
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().message).toBe(stayMessages.couponNeedsSignIn);
  });

  it("a Full Members' coupon needs a Full Membership year covering the check-in; a members' coupon a member", async () => {
    await coupon("FULLTEN", { fullMembersOnly: true });
    await coupon("MEMBERSONLY", { membersOnly: true });
    const plain = await createMember(t, "Gopal Menon");
    const full = await createMember(t, "Hema Joshi");
    await giveFullMembership(t.database.db, full.id, day(0), day(365));
    const refused = await quote(villa().id, "FULLTEN", 2, plain);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(stayMessages.couponFullMembersOnly);
    expect((await book(villa().id, "FULLTEN", 70, 2, plain)).json().message).toBe(stayMessages.couponFullMembersOnly);
    const v = villa();
    const booked = await book(v.id, "FULLTEN", 70, 2, full);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.price.couponCode).toBe("FULLTEN");

    expect((await quote(villa().id, "MEMBERSONLY", 2, plain)).statusCode).toBe(200);
    expect((await quote(villa().id, "MEMBERSONLY")).json().message).toBe(stayMessages.couponNeedsSignIn);
  });
});
