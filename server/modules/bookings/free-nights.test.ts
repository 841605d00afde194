import { addDays, addYears, format } from "date-fns";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "../../../common/club-time.ts";
import { SEARCH_MAX_LIMIT } from "../../../common/property-search.ts";
import { EXTRA_GUEST_CHARGE_PER_NIGHT, STAY_TAXES_PER_NIGHT, stayMessages } from "../../../common/stays.ts";
import { bookings, memberships, properties, stayBlocks, villaNights } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { startMailCatcher, type MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, staffMember, type TestMember } from "../../test/members.ts";

/**
 * A Full Member's free nights in the price of a stay (a ledger decided in the database),
 * extra guests up to what the villa sleeps, stays paid online held 15 minutes, and one truth of a villa's nights.
 */
let t: TestApp;
let catcher: MailCatcher;
let villas: { id: string; pricePerNight: number; name: string; maxAdults: number; maxChildren: number }[] = [];
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await openTestApp({ SMTP_URL: catcher.url });
  villas = await t.database.db
    .select({
      id: properties.id,
      pricePerNight: properties.pricePerNight,
      name: properties.name,
      maxAdults: properties.maxAdults,
      maxChildren: properties.maxChildren,
    })
    .from(properties)
    .where(and(eq(properties.location, "Rishikesh"), sql`${properties.maxAdults} >= 4`))
    .orderBy(properties.name);
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

let nextVilla = 0;
const villa = () => villas[nextVilla++];
const day = (n: number) => format(addDays(new Date(`${clubToday()}T12:00:00`), n), "yyyy-MM-dd");
const guest = {
  bookingFor: "myself",
  title: "Mr.",
  firstName: "Ravi",
  lastName: "Nair",
  phone: "+91 98765 43210",
  email: "ravi@example.in",
  agreeTerms: true,
};
let numbers = 0;

/** An active Full Membership year for the member, `used` of its 14 free nights taken. */
async function fullMember(member: TestMember, used = 0) {
  const today = clubToday();
  const [row] = await t.database.db
    .insert(memberships)
    .values({
      userId: member.id,
      status: "active",
      number: `VWC-M-2099-${process.pid}${++numbers}`,
      amount: 100000,
      paidVia: "receipt",
      termsAcceptedAt: new Date(),
      startsOn: today,
      validUntil: format(addYears(new Date(`${today}T12:00:00`), 1), "yyyy-MM-dd"),
      freeNightsUsed: used,
      paidAt: new Date(),
    })
    .returning();
  return row;
}
const usedOf = async (id: string) =>
  (await t.database.db.select().from(memberships).where(eq(memberships.id, id)))[0].freeNightsUsed;

const book = (member: TestMember, payload: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: member.headers,
    payload: { guest, paymentMethod: "cod", children: 0, ...payload },
  });
const quote = (query: Record<string, string | number>, member?: TestMember) =>
  t.app.inject({
    method: "GET",
    url: `/api/bookings/quote?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: member?.headers,
  });

describe("free nights of Full Membership", () => {
  it("takes the nights from the year first, charges extra guests, and gives the nights back when the stay is cancelled", async () => {
    const member = await createMember(t, "Ravi Nair");
    const year = await fullMember(member);
    const v = villa();
    const stay = { propertyId: v.id, checkIn: day(10), checkOut: day(13), adults: 3 };

    // a visitor's quote has no free nights; the member's has three
    const anonymous = (await quote(stay)).json().data;
    expect(anonymous).toMatchObject({ free_nights_used: 0, extra_guest_charge: 3 * EXTRA_GUEST_CHARGE_PER_NIGHT });
    const mine = await quote(stay, member);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ free_nights_used: 3, extra_guest_charge: 3000 });
    expect(mine.json().data.price).toMatchObject({
      freeNights: 3,
      roomCharges: 0,
      extraGuests: 1,
      extraGuestCharge: 3000,
      total: 3000 + 3 * STAY_TAXES_PER_NIGHT,
    });
    expect(await usedOf(year.id)).toBe(0); // a quote reserves nothing

    // the membership ID typed on the payment page must be the member's own
    const wrong = await book(member, { ...stay, membershipId: "VWC-M-2099-1" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(stayMessages.membershipIdNotYours);
    const res = await book(member, { ...stay, membershipId: year.number!.toLowerCase() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.price).toMatchObject({ freeNights: 3, roomCharges: 0, extraGuestCharge: 3000 });
    expect(await usedOf(year.id)).toBe(3);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, res.json().data._id));
    expect(row).toMatchObject({
      freeNights: 3,
      membershipRow: year.id,
      extraGuests: 1,
      extraGuestCharge: 3000,
      membershipId: year.number,
    });

    // the next quote sees 11 left; a longer stay than that pays for the rest
    const next = (await quote({ propertyId: v.id, checkIn: day(20), checkOut: day(33), adults: 2 }, member)).json().data
      .price;
    expect(next).toMatchObject({ freeNights: 11, roomCharges: 2 * v.pricePerNight });

    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/bookings/${row.id}/cancel`,
      headers: member.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await usedOf(year.id)).toBe(0);
  });

  it("refuses more guests than the villa sleeps, with its numbers", async () => {
    const member = await createMember(t);
    const v = villa();
    const res = await book(member, { propertyId: v.id, checkIn: day(40), checkOut: day(41), adults: v.maxAdults + 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`${v.name} sleeps at most ${v.maxAdults} adults and ${v.maxChildren} children.`);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.propertyId, v.id))).toHaveLength(0);
  });

  it("lets two stays booked at the same moment use the last free nights once", async () => {
    for (let round = 0; round < 3; round++) {
      const member = await createMember(t);
      const year = await fullMember(member, 13); // one night left
      const [a, b] = [villa(), villa()];
      const both = await Promise.all([
        book(member, { propertyId: a.id, checkIn: day(50), checkOut: day(52), adults: 2 }),
        book(member, { propertyId: b.id, checkIn: day(50), checkOut: day(52), adults: 2 }),
      ]);
      expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
      const free = both.map((r) => r.json().data.price.freeNights as number).sort();
      expect(free).toEqual([0, 1]);
      expect(await usedOf(year.id)).toBe(14);
      nextVilla -= 2; // the villas' nights are free again for the next round once cancelled
      for (const r of both)
        await t.app.inject({
          method: "POST",
          url: `/api/bookings/${r.json().data._id}/cancel`,
          headers: member.headers,
        });
      expect(await usedOf(year.id)).toBe(13);
    }
  });
});

describe("a stay paid online is held 15 minutes", () => {
  it("blocks the nights for others while it lasts, then expires by itself and gives its free nights back", async () => {
    const [payer, other] = [await createMember(t), await createMember(t)];
    const year = await fullMember(payer);
    const v = villa();
    const stay = { propertyId: v.id, checkIn: day(60), checkOut: day(62), adults: 2, children: 0 };
    const held = await t.database.db.transaction((tx) =>
      t.app.services.bookings.holdStay(tx, payer, { ...stay, guest: guest as never, paymentMethod: "razorpay" }),
    );
    expect(held.amount).toBe(2 * STAY_TAXES_PER_NIGHT); // two free nights: the taxes and fees alone
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, held.bookingId));
    expect(row.status).toBe("held");
    expect(row.holdExpiresAt!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await usedOf(year.id)).toBe(2);

    const search = async () =>
      (
        (
          await t.app.inject({
            method: "GET",
            url: `/api/property/search?location=rishikesh&checkIn=${day(60)}&checkOut=${day(62)}&limit=${SEARCH_MAX_LIMIT}`,
          })
        ).json().data as { _id: string }[]
      ).map((p) => p._id);
    expect((await quote(stay)).json().data.available).toBe(false);
    expect(await search()).not.toContain(v.id);
    expect((await book(other, stay)).statusCode).toBe(409);
    const desk = await staffMember(t, "front-office");
    const calendar = await t.app.inject({
      method: "GET",
      url: `/api/admin/stays/calendar?location=rishikesh&month=${day(60).slice(0, 7)}`,
      headers: desk.headers,
    });
    const entries = (calendar.json().data.villas as { id: string; entries: { kind: string; id: string }[] }[]).find(
      (x) => x.id === v.id,
    )!.entries;
    expect(entries).toContainEqual(expect.objectContaining({ kind: "hold", id: held.bookingId }));

    // its time is up: every reader ignores it at once; the next writer marks it expired and the nights are the other's
    await t.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, held.bookingId));
    expect((await quote(stay)).json().data.available).toBe(true);
    expect(await search()).toContain(v.id);
    const taken = await book(other, stay);
    expect(taken.statusCode, taken.body).toBe(201);
    const [after] = await t.database.db.select().from(bookings).where(eq(bookings.id, held.bookingId));
    expect(after.status).toBe("expired");
    expect(await usedOf(year.id)).toBe(0);
  });
});

describe("a held stay, paid", () => {
  it("is confirmed with its invoice (free nights and extra guests as lines), e-mailed and downloadable by its member only", async () => {
    const [payer, other] = [await createMember(t, "Kavya Rao"), await createMember(t)];
    await fullMember(payer);
    const v = villa();
    const stay = { propertyId: v.id, checkIn: day(90), checkOut: day(93), adults: 3, children: 0 };
    const held = await t.database.db.transaction((tx) =>
      t.app.services.bookings.holdStay(tx, payer, { ...stay, guest: guest as never, paymentMethod: "razorpay" }),
    );
    expect(held.amount).toBe(3000 + 3 * STAY_TAXES_PER_NIGHT);
    const after = await t.database.db.transaction((tx) =>
      t.app.services.bookings.creditStay(tx, held.bookingId, "pay_TEST123"),
    );
    await after();
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, held.bookingId));
    expect(row).toMatchObject({
      status: "confirmed",
      razorpayPaymentId: "pay_TEST123",
      holdExpiresAt: expect.any(Date),
    });
    expect(row.invoiceNumber).toMatch(/^VWC-INV-\d{4}-\d+$/);
    // a second credit (the webhook after the verify) changes nothing
    await (
      await t.database.db.transaction((tx) => t.app.services.bookings.creditStay(tx, held.bookingId, "pay_TEST123"))
    )();
    const [again] = await t.database.db.select().from(bookings).where(eq(bookings.id, held.bookingId));
    expect(again.invoiceNumber).toBe(row.invoiceNumber);
    // its nights are a stay's now: no expiry
    const nights = await t.database.db.select().from(villaNights).where(eq(villaNights.bookingId, row.id));
    expect(nights.map((n) => n.expiresAt)).toEqual([null, null, null]);

    const mail = await catcher.mailTo(payer.email);
    expect(mail.subject).toBe(`Your stay is booked: ${row.reference}`);
    expect(mail.text).toContain("Extra guests");
    // the invoice rides with the confirmation, beside the calendar file
    expect(mail.raw).toMatch(
      new RegExp(`Content-Type: application/pdf;[\\s\\S]*?filename="?invoice-${row.invoiceNumber}\\.pdf`),
    );

    const mine = await t.app.inject({ method: "GET", url: `/api/bookings/${row.id}/invoice`, headers: payer.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("application/pdf");
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(
      (await t.app.inject({ method: "GET", url: `/api/bookings/${row.id}/invoice`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    const listed = (await t.app.inject({ method: "GET", url: "/api/bookings", headers: payer.headers })).json().data;
    expect(listed).toContainEqual(
      expect.objectContaining({
        id: row.reference,
        status: "confirmed",
        invoice_url: `/api/bookings/${row.id}/invoice`,
      }),
    );
  });

  it("after its hold was lost to another stay, stays expired and its payment is owed back", async () => {
    const [payer, other] = [await createMember(t), await createMember(t)];
    const v = villa();
    const stay = { propertyId: v.id, checkIn: day(100), checkOut: day(102), adults: 2, children: 0 };
    const held = await t.database.db.transaction((tx) =>
      t.app.services.bookings.holdStay(tx, payer, { ...stay, guest: guest as never, paymentMethod: "razorpay" }),
    );
    await t.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, held.bookingId));
    expect((await book(other, stay)).statusCode).toBe(201);
    await (
      await t.database.db.transaction((tx) => t.app.services.bookings.creditStay(tx, held.bookingId, "pay_LATE"))
    )();
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, held.bookingId));
    // without Razorpay configured here the refund waits for the upkeep timer (refund_id empty)
    expect(row).toMatchObject({
      status: "expired",
      razorpayPaymentId: "pay_LATE",
      invoiceNumber: null,
      refundId: null,
    });
  });
});

describe("one truth of a villa's nights (stays, holds and blocks)", () => {
  it("is enforced by the database: a second stay or block on a taken night is refused even without the lock", async () => {
    const member = await createMember(t);
    const v = villa();
    const insert = (checkIn: string, checkOut: string, status = "confirmed") =>
      t.database.db.insert(bookings).values({
        reference: `RAW-${Math.random()}`,
        userId: member.id,
        propertyId: v.id,
        checkIn,
        checkOut,
        status,
        holdExpiresAt: status === "held" ? new Date(Date.now() + 60_000) : null,
      });
    await insert(day(70), day(73));
    await expect(insert(day(72), day(74))).rejects.toThrow();
    await expect(insert(day(72), day(74), "held")).rejects.toThrow();
    await expect(
      t.database.db
        .insert(stayBlocks)
        .values({ propertyId: v.id, startDate: day(71), endDate: day(72), reason: "maintenance" }),
    ).rejects.toThrow();
    await insert(day(73), day(74)); // the check-out day is free
    const nights = await t.database.db.select().from(villaNights).where(eq(villaNights.propertyId, v.id));
    expect(nights.map((n) => n.night).sort()).toEqual([day(70), day(71), day(72), day(73)]);
  });

  it("decides a race of a stay, a hold and a block on the same nights: exactly one wins", async () => {
    const desk = await staffMember(t, "front-office");
    for (let round = 0; round < 4; round++) {
      const [a, b] = [await createMember(t), await createMember(t)];
      const v = villa();
      const stay = { propertyId: v.id, checkIn: day(80), checkOut: day(83), adults: 2, children: 0 };
      const results = await Promise.allSettled([
        book(a, stay).then((r) => (r.statusCode === 201 ? "stay" : Promise.reject(new Error(String(r.statusCode))))),
        t.database.db
          .transaction((tx) =>
            t.app.services.bookings.holdStay(tx, b, { ...stay, guest: guest as never, paymentMethod: "razorpay" }),
          )
          .then(() => "hold"),
        t.app
          .inject({
            method: "POST",
            url: "/api/admin/stays/blocks",
            headers: desk.headers,
            payload: { property_id: v.id, start_date: day(81), end_date: day(82), reason: "maintenance" },
          })
          .then((r) => (r.statusCode === 201 ? "block" : Promise.reject(new Error(String(r.statusCode))))),
      ]);
      const winners = results.filter((r) => r.status === "fulfilled");
      expect(winners, JSON.stringify(results)).toHaveLength(1);
      const nights = await t.database.db.select().from(villaNights).where(eq(villaNights.propertyId, v.id));
      expect(nights.length).toBe((winners[0] as PromiseFulfilledResult<string>).value === "block" ? 1 : 3);
    }
  });
});
