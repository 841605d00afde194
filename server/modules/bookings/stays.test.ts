import { addDays, format } from "date-fns";
import { eq } from "drizzle-orm";
import { SEARCH_MAX_LIMIT } from "../../../common/property-search.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "../../../common/club-time.ts";
import { STAY_TAXES_PER_NIGHT, stayMessages } from "../../../common/stays.ts";
import { bookings, properties, users } from "../../db/schema.ts";
import { MAIL_FORMAT } from "../../platform/mail-text.ts";
import { jobsDone, openTestApp, type TestApp } from "../../test/app.ts";
import { startMailCatcher, type MailCatcher } from "../../test/mail-catcher.ts";
import { createMember } from "../../test/members.ts";

let t: TestApp;
let catcher: MailCatcher;
/** Villas of Solan, one per test, so the tests never take each other's nights. */
let villas: {
  id: string;
  pricePerNight: number;
  name: string;
  nameHi: string | null;
  maxAdults: number;
  maxChildren: number;
}[] = [];
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await openTestApp({ SMTP_URL: catcher.url });
  villas = await t.database.db
    .select({
      id: properties.id,
      pricePerNight: properties.pricePerNight,
      name: properties.name,
      nameHi: properties.nameHi,
      maxAdults: properties.maxAdults,
      maxChildren: properties.maxChildren,
    })
    .from(properties)
    .where(eq(properties.location, "Solan"))
    .orderBy(properties.name);
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

let nextVilla = 0;
const villa = () => villas[nextVilla++];
/** A day `n` days from the club's today, yyyy-mm-dd. */
const day = (n: number) => format(addDays(new Date(`${clubToday()}T12:00:00`), n), "yyyy-MM-dd");

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

describe("GET /api/bookings/quote", () => {
  it("prices a stay: nights × price per night, ₹719 a night, a coupon off the room charges", async () => {
    const v = villa();
    const plain = await quote({ propertyId: v.id, checkIn: day(10), checkOut: day(13), adults: 2, children: 1 });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data.available).toBe(true);
    expect(plain.json().data.property.name).toBe(v.name);
    expect(plain.json().data.price).toEqual({
      nights: 3,
      pricePerNight: v.pricePerNight,
      nightPrices: [v.pricePerNight, v.pricePerNight, v.pricePerNight],
      freeNights: 0,
      roomCharges: 3 * v.pricePerNight,
      extraGuests: 0,
      extraGuestCharge: 0,
      couponCode: null,
      discount: 0,
      taxes: 3 * STAY_TAXES_PER_NIGHT,
      total: 3 * v.pricePerNight + 3 * STAY_TAXES_PER_NIGHT,
    });
    const coupon = (
      await quote({ propertyId: v.id, checkIn: day(10), checkOut: day(13), adults: 2, coupon: "satvik5" })
    ).json().data.price;
    expect(coupon.couponCode).toBe("SATVIK5");
    expect(coupon.discount).toBe(Math.round(0.05 * 3 * v.pricePerNight));
    expect(coupon.total).toBe(coupon.roomCharges - coupon.discount + coupon.taxes);
  });

  it("refuses stays the rules do not allow, with the rule's words", async () => {
    const v = villa();
    const cases: [Record<string, string | number>, string][] = [
      [{ checkIn: day(-1), checkOut: day(2), adults: 1 }, stayMessages.checkInPast],
      [{ checkIn: day(5), checkOut: day(5), adults: 1 }, stayMessages.checkOutBeforeCheckIn],
      [{ checkIn: day(5), checkOut: day(40), adults: 1 }, stayMessages.tooLong],
      [{ checkIn: day(5), checkOut: day(7), adults: 21 }, stayMessages.tooManyAdults],
      // the villa's own occupancy: more adults or children than it sleeps
      [{ checkIn: day(5), checkOut: day(7), adults: v.maxAdults + 1 }, stayMessages.overOccupancy(v)],
      [{ checkIn: day(5), checkOut: day(7), adults: 2, children: v.maxChildren + 1 }, stayMessages.overOccupancy(v)],
      [{ checkIn: day(5), checkOut: day(7), adults: 1, coupon: "NOPE" }, stayMessages.unknownCoupon],
      [{ checkIn: day(5), checkOut: day(7), adults: 1, coupon: "LONGSTAY15" }, stayMessages.couponTooShort(5)],
      [{ checkIn: "2027-02-30", checkOut: day(7), adults: 1 }, stayMessages.invalidDate],
    ];
    for (const [query, message] of cases) {
      const res = await quote({ propertyId: v.id, ...query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const missing = await quote({
      propertyId: "00000000-0000-4000-8000-000000000000",
      checkIn: day(5),
      checkOut: day(7),
      adults: 1,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("POST /api/bookings", () => {
  it("books a stay at the server's price, e-mails the confirmation and lists it in the portal", async () => {
    const member = await createMember(t, "Asha Verma");
    const v = villa();
    const body = {
      propertyId: v.id,
      checkIn: day(20),
      checkOut: day(22),
      adults: 2,
      children: 0,
      guest,
      couponCode: "SATVIK5",
      paymentMethod: "cod",
    };
    const res = await t.app.inject({ method: "POST", url: "/api/bookings", payload: body, headers: member.headers });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().data;
    expect(res.json().message).toBe(stayMessages.booked);
    expect(booking.reference).toMatch(/^VWC-B-\d{4}-\d+$/);
    const roomCharges = 2 * v.pricePerNight;
    const discount = Math.round(roomCharges * 0.05);
    expect(booking.price).toMatchObject({
      nights: 2,
      roomCharges,
      discount,
      total: roomCharges - discount + 2 * STAY_TAXES_PER_NIGHT,
    });
    expect(booking).toMatchObject({
      propertyId: v.id,
      villaName: v.name,
      checkIn: day(20),
      checkOut: day(22),
      status: "confirmed",
      paymentMethod: "cod",
    });

    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    expect(row).toMatchObject({
      userId: member.id,
      total: booking.price.total,
      couponCode: "SATVIK5",
      membershipId: null,
      freeNights: 0,
    });
    expect(row.guest).toMatchObject({ title: "Mrs.", firstName: "Asha", lastName: "Verma", email: "asha@example.in" });

    // the member, and the guest's own address, get the confirmation
    const mail = await catcher.mailTo(member.email);
    expect(mail.to).toContain("asha@example.in");
    expect(mail.subject).toBe(`Your stay is booked: ${booking.reference}`);
    expect(mail.text).toContain(v.name);
    expect(mail.text).toContain(`Check-in: ${day(20)}`);
    expect(mail.html).toContain(
      `<td style="padding:6px 0;text-align:right;font-weight:bold">${booking.reference}</td>`,
    );

    const listed = (await t.app.inject({ method: "GET", url: "/api/bookings", headers: member.headers })).json().data;
    expect(listed).toContainEqual(
      expect.objectContaining({
        id: booking.reference,
        type: "Booking",
        start_date: day(20),
        end_date: day(22),
        status: "confirmed",
      }),
    );
  });

  it("keeps a villa's nights for one stay: an overlap is 409, the check-out day is free for the next guest", async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    const v = villa();
    const book = (member: typeof a, checkIn: string, checkOut: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/bookings",
        headers: member.headers,
        payload: { propertyId: v.id, checkIn, checkOut, adults: 1, guest, paymentMethod: "cod" },
      });
    expect((await book(a, day(30), day(33))).statusCode).toBe(201);
    const clash = await book(b, day(32), day(35));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(stayMessages.unavailable);
    expect(
      (await quote({ propertyId: v.id, checkIn: day(31), checkOut: day(32), adults: 1 })).json().data.available,
    ).toBe(false);
    expect((await book(b, day(33), day(35))).statusCode).toBe(201);
    // two members asking for the same nights at once: exactly one gets them
    const both = await Promise.all([book(a, day(40), day(42)), book(b, day(41), day(43))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.propertyId, v.id));
    expect(rows).toHaveLength(3);
  });

  it("takes the villa out of the villa search for the booked nights only", async () => {
    const member = await createMember(t);
    const v = villa();
    const search = async (checkIn: string, checkOut: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/property/search?location=solan&checkIn=${checkIn}&checkOut=${checkOut}&limit=${SEARCH_MAX_LIMIT}`,
      });
      return (res.json().data as { _id: string }[]).map((p) => p._id);
    };
    expect(await search(day(50), day(52))).toContain(v.id);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: member.headers,
      payload: { propertyId: v.id, checkIn: day(50), checkOut: day(52), adults: 1, guest, paymentMethod: "cod" },
    });
    expect(res.statusCode).toBe(201);
    expect(await search(day(51), day(53))).not.toContain(v.id);
    expect(await search(day(52), day(54))).toContain(v.id);
  });

  it("needs a session, accepted terms, a filled guest and pay-at-property; nothing is stored otherwise", async () => {
    const member = await createMember(t);
    const v = villa();
    const base = { propertyId: v.id, checkIn: day(60), checkOut: day(61), adults: 1, guest, paymentMethod: "cod" };
    expect((await t.app.inject({ method: "POST", url: "/api/bookings", payload: base })).statusCode).toBe(401);
    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/bookings", payload, headers: member.headers });
    const terms = await post({ ...base, guest: { ...guest, agreeTerms: false } });
    expect(terms.statusCode).toBe(400);
    expect(terms.json().message).toContain(stayMessages.acceptTerms);
    expect((await post({ ...base, guest: { ...guest, firstName: " " } })).statusCode).toBe(400);
    const online = await post({ ...base, paymentMethod: "razorpay" });
    expect(online.statusCode).toBe(400);
    expect(online.json().message).toBe(stayMessages.payOnlineThroughCheckout);
    // a membership ID the member does not have
    const notTheirs = await post({ ...base, membershipId: "VWC-M-2026-1001" });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().message).toBe(stayMessages.noActiveMembership);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.propertyId, v.id))).toHaveLength(0);
  });
});

describe("POST /api/bookings/{id}/cancel", () => {
  it("cancels the member's own stay before check-in, frees its nights and e-mails a note; once only", async () => {
    const [member, other] = [await createMember(t), await createMember(t)];
    const v = villa();
    const stay = { propertyId: v.id, checkIn: day(70), checkOut: day(72), adults: 1, guest, paymentMethod: "cod" };
    const booked = (
      await t.app.inject({ method: "POST", url: "/api/bookings", headers: member.headers, payload: stay })
    ).json().data;
    const cancel = (who: typeof member, id = booked._id) =>
      t.app.inject({ method: "POST", url: `/api/bookings/${id}/cancel`, headers: who.headers });

    expect((await cancel(other)).statusCode).toBe(404);
    expect((await cancel(member, "not-a-booking")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: `/api/bookings/${booked._id}/cancel` })).statusCode).toBe(401);
    const res = await cancel(member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: stayMessages.cancelled,
      data: { reference: booked.reference, status: "cancelled" },
    });
    const again = await cancel(member);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(stayMessages.notCancellable);

    await jobsDone(t);
    const mails = catcher.mails.filter((m) => m.to.includes(member.email));
    expect(mails.map((m) => m.subject)).toContain(`Your stay is cancelled: ${booked.reference}`);
    expect(
      (await quote({ propertyId: v.id, checkIn: day(70), checkOut: day(72), adults: 1 })).json().data.available,
    ).toBe(true);
    const rows = (await t.app.inject({ method: "GET", url: "/api/bookings", headers: member.headers })).json().data;
    expect(rows).toContainEqual(expect.objectContaining({ id: booked.reference, status: "cancelled" }));
    // the freed nights can be booked again
    const rebook = await t.app.inject({ method: "POST", url: "/api/bookings", headers: other.headers, payload: stay });
    expect(rebook.statusCode).toBe(201);
  });

  it("refuses to cancel on or after the check-in day", async () => {
    const member = await createMember(t);
    const v = villa();
    const [row] = await t.database.db
      .insert(bookings)
      .values({
        reference: `TEST-${Date.now()}`,
        userId: member.id,
        propertyId: v.id,
        checkIn: day(0),
        checkOut: day(2),
        status: "confirmed",
      })
      .returning();
    const res = await t.app.inject({ method: "POST", url: `/api/bookings/${row.id}/cancel`, headers: member.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(stayMessages.cancelTooLate);
    const [after] = await t.database.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(after.status).toBe("confirmed");
  });
});

describe("a Hindi member's stay mails", () => {
  it("confirms and cancels the stay in Hindi: Hindi dates and price lines, amounts grouped the Indian way", async () => {
    const member = await createMember(t, "Sunita Rao");
    await t.database.db.update(users).set({ language: "hi" }).where(eq(users.id, member.id));
    const v = villa();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: member.headers,
      payload: {
        propertyId: v.id,
        checkIn: day(50),
        checkOut: day(52),
        adults: 2,
        children: 1,
        couponCode: "SATVIK5",
        guest,
        paymentMethod: "cod",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().data;
    const rupees = (n: number) => `₹${new Intl.NumberFormat("en-IN").format(n)}`;

    const mail = await catcher.mailTo(member.email);
    expect(mail.subject).toBe(`आपका प्रवास बुक हो गया है: ${booking.reference}`);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.text).toContain("नमस्ते Sunita Rao जी,");
    // the villa in Hindi, as content staff named it (decision 046)
    expect(v.nameHi).toMatch(/[\u0900-\u097F]/);
    expect(mail.text).toContain(`${v.nameHi} में आपका प्रवास बुक हो गया है।`);
    expect(mail.text).toContain(`विला: ${v.nameHi}, Solan`);
    expect(mail.html).toContain(`${v.nameHi}, Solan`);
    expect(mail.text).not.toContain(v.name);
    expect(mail.text).toContain(`चेक-इन: ${MAIL_FORMAT.hi.day(day(50))}, दोपहर 2 बजे से`);
    expect(mail.text).toMatch(/चेक-इन: \d{1,2} [\u0900-\u097F]+ \d{4}, /);
    expect(mail.text).toContain("प्रवास: 2 रातें, 2 वयस्क और 1 बच्चा");
    expect(mail.text).toContain(`कमरे का शुल्क (2 रातें × ${rupees(v.pricePerNight)}): ${rupees(2 * v.pricePerNight)}`);
    expect(mail.text).toContain(`कूपन SATVIK5: -${rupees(booking.price.discount)}`);
    expect(mail.text).toContain(`कर और शुल्क (2 रातें × ${rupees(STAY_TAXES_PER_NIGHT)})`);
    expect(mail.text).toContain(`कुल, प्रॉपर्टी पर देय: ${rupees(booking.price.total)}`);
    expect(mail.text).toContain("आपकी बुकिंग: ");
    expect(mail.text).not.toContain("Check-in");

    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/bookings/${booking._id}/cancel`,
      headers: member.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const note = await catcher.mailTo(member.email);
    expect(note.subject).toBe(`आपका प्रवास रद्द हो गया है: ${booking.reference}`);
    expect(note.html).toContain('<html lang="hi">');
    expect(note.text).toContain(
      `${v.nameHi} में ${MAIL_FORMAT.hi.day(day(50))} से ${MAIL_FORMAT.hi.day(day(52))} तक का आपका प्रवास ${booking.reference} रद्द कर दिया गया है।`,
    );
    expect(note.text).toContain("कोई शुल्क नहीं लिया गया था");
  });
});
