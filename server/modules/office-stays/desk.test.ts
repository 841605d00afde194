import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday, writtenDay } from "../../../common/club-time.ts";
import {
  deskMessages as d,
  type CalendarMonth,
  type DeskDay,
  type StayListItem,
} from "../../../common/office-stays.ts";
import { STAY_TAXES_PER_NIGHT, stayMessages } from "../../../common/stays.ts";
import { auditEvents, bookings, properties, stayBlocks, villaNights } from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, staffMember, type TestMember } from "../../test/members.ts";
import type { FieldCipher } from "../../platform/field-crypto.ts";
import { checkOutStay, villaFeedKey } from "./desk.ts";
import { dayAfter } from "./service.ts";

/*
 * The stays desk, through the real HTTP stack, on the real database, with a real SMTP catcher:
 * who may use each endpoint; blocks that search and booking respect; check-in, check-out, no-show and cancellation
 * for a guest, each once; a stay booked by phone; the .ics of a confirmation and a villa's feed.
 */

let t: TestApp & { mail: MailCatcher };
const staff = {} as Record<"admin" | "accounts" | "front-office" | "content", TestMember>;
let member: TestMember;
const today = clubToday();
const day = (n: number) => dayAfter(today, n);
let villas: { id: string; name: string; pricePerNight: number; location: string }[] = [];
let nextVilla = 0;
/** A villa of Rishikesh of its own for each test, so no test takes another's nights. */
const villa = () => villas[nextVilla++];
let reference = 7000;

beforeAll(async () => {
  t = await openTestAppWithMail();
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
  member = await createMember(t, "Meera Iyer");
  villas = await t.database.db
    .select({
      id: properties.id,
      name: properties.name,
      pricePerNight: properties.pricePerNight,
      location: properties.location,
    })
    .from(properties)
    .where(eq(properties.location, "Rishikesh"))
    .orderBy(properties.name);
});
afterAll(async () => {
  await t?.close();
});

type Who = TestMember | undefined;
const call = (method: "GET" | "POST" | "DELETE", url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const front = () => staff["front-office"];

/** A stay booked straight into the database (a member's, confirmed unless told). */
async function stay(
  propertyId: string,
  checkIn: string,
  nights = 2,
  options: { status?: string; email?: string } = {},
) {
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      reference: `VWC-B-2026-D${reference++}`,
      userId: member.id,
      propertyId,
      checkIn,
      checkOut: dayAfter(checkIn, nights),
      adults: 2,
      status: options.status ?? "confirmed",
      guest: {
        bookingFor: "someoneElse",
        title: "Mr.",
        firstName: "Rohan",
        lastName: "Das",
        phone: "+91 90000 22222",
        email: options.email ?? "rohan@example.org",
      },
      nights,
      total: 9440 * nights,
    })
    .returning();
  return row;
}

const guest = {
  bookingFor: "myself",
  title: "Mrs.",
  firstName: "Meera",
  lastName: "Iyer",
  phone: "+91 98765 43210",
  email: "meera@example.in",
  agreeTerms: true,
};
const memberBooks = (propertyId: string, checkIn: string, checkOut: string) =>
  call("POST", "/api/bookings", member, { propertyId, checkIn, checkOut, adults: 2, guest, paymentMethod: "cod" });

const block = (who: Who, body: Record<string, unknown>) => call("POST", "/api/admin/stays/blocks", who, body);

/** The text/calendar part of a caught mail, decoded, with its part headers. */
function calendarPart(raw: string): { headers: string; body: string } {
  const source = raw.replace(/\r\n/g, "\n");
  const start = source.search(/Content-Type: text\/calendar/i);
  expect(start, "a text/calendar part").toBeGreaterThan(-1);
  const headEnd = source.indexOf("\n\n", start);
  const headers = source.slice(start, headEnd);
  const bodyEnd = source.indexOf("\n--", headEnd + 2);
  const encoded = source.slice(headEnd + 2, bodyEnd);
  const body = /base64/i.test(headers)
    ? Buffer.from(encoded.replace(/\s+/g, ""), "base64").toString("utf8")
    : encoded
        .replace(/=\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { headers, body };
}
/** A yyyy-mm-dd day as iCalendar writes it in UTC: 2026-12-01 → 20261201. */
const compact = (value: string) => value.replace(/-/g, "");

describe("who may use the desk", () => {
  const someId = "00000000-0000-4000-8000-000000000000";
  const endpoints: [string, "GET" | "POST" | "DELETE", string, object | undefined][] = [
    ["the day", "GET", "/api/admin/stays/day", undefined],
    ["the calendar", "GET", "/api/admin/stays/calendar?location=Rishikesh", undefined],
    [
      "a phone booking",
      "POST",
      "/api/admin/stays",
      {
        property_id: someId,
        check_in: day(400),
        check_out: day(401),
        adults: 1,
        first_name: "A",
        last_name: "B",
        phone: "+91 90000 00000",
      },
    ],
    ["a check-in", "POST", `/api/admin/stays/${someId}/check-in`, { id_type: "Passport", id_number: "K1234567" }],
    ["a check-out", "POST", `/api/admin/stays/${someId}/check-out`, undefined],
    ["a no-show", "POST", `/api/admin/stays/${someId}/no-show`, undefined],
    ["a cancellation", "POST", `/api/admin/stays/${someId}/cancel`, { reason: "The villa's roof is being mended." }],
    [
      "a block",
      "POST",
      "/api/admin/stays/blocks",
      { property_id: someId, start_date: day(400), end_date: day(401), reason: "maintenance" },
    ],
    ["lifting a block", "DELETE", `/api/admin/stays/blocks/${someId}`, undefined],
  ];

  it.each(endpoints)(
    "%s: anonymous 401 (even with a bad body), a member 403, accounts and content 403, front office and admin pass",
    async (_, method, url, body) => {
      expect((await call(method, url, undefined, body ? {} : undefined)).statusCode).toBe(401);
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, member, body)).statusCode).toBe(403);
      expect((await call(method, url, staff.accounts, body)).statusCode).toBe(403);
      expect((await call(method, url, staff.content, {})).statusCode).toBe(403);
      for (const role of ["front-office", "admin"] as const) {
        const res = await call(method, url, staff[role], body);
        // the GETs answer; a change to a stay, block or villa that does not exist is a 404
        expect(res.statusCode, `${role}: ${res.body}`).toBe(method === "GET" ? 200 : 404);
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    },
  );
});

describe("blocks", () => {
  it("a block refuses a member's booking, hides the villa from search, and is audited; lifted, the nights are free again", async () => {
    const v = villa();
    const res = await block(front(), {
      property_id: v.id,
      start_date: day(30),
      end_date: day(33),
      reason: "maintenance",
      note: "Roof repairs",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(d.blocked);
    const blockId = res.json().data.id as string;

    // a member asking for any of those nights gets the "unavailable" answer, the quote says so, search leaves it out
    const refused = await memberBooks(v.id, day(32), day(35));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(stayMessages.unavailable);
    const quote = await call(
      "GET",
      `/api/bookings/quote?propertyId=${v.id}&checkIn=${day(29)}&checkOut=${day(31)}&adults=1`,
      undefined,
    );
    expect(quote.json().data.available).toBe(false);
    const found = async (checkIn: string, checkOut: string) => {
      const search = await call(
        "GET",
        `/api/property/search?location=rishikesh&checkIn=${checkIn}&checkOut=${checkOut}&limit=50`,
        undefined,
      );
      expect(search.statusCode, search.body).toBe(200);
      return (search.json().data as { _id: string }[]).some((p) => p._id === v.id);
    };
    expect(await found(day(31), day(32))).toBe(false);
    // the day the block ends is free, as a check-out day is
    expect(await found(day(33), day(34))).toBe(true);

    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, blockId));
    expect(audit).toMatchObject({ action: "stay.block_created", userId: front().id, actorRole: "front-office" });

    // the calendar shows it, by kind
    const calendar = (
      await call(
        "GET",
        `/api/admin/stays/calendar?location=Rishikesh&month=${day(30).slice(0, 7)}&propertyId=${v.id}`,
        front(),
      )
    ).json().data as CalendarMonth;
    expect(calendar.villas).toHaveLength(1);
    expect(calendar.villas[0].entries).toContainEqual(
      expect.objectContaining({
        kind: "block",
        id: blockId,
        start: day(30),
        end: day(33),
        title: "Blocked: Maintenance",
      }),
    );

    // lifted by an administrator: kept on record, the nights free again; a second time is a 409
    const lifted = await call("DELETE", `/api/admin/stays/blocks/${blockId}`, staff.admin);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().data.removed_at).not.toBeNull();
    expect((await call("DELETE", `/api/admin/stays/blocks/${blockId}`, front())).json().message).toBe(
      d.blockAlreadyLifted,
    );
    expect(await found(day(31), day(32))).toBe(true);
    expect((await memberBooks(v.id, day(32), day(35))).statusCode).toBe(201);
  });

  it("is refused over a stay (not cancelled) or another live block, in the past, or ending before it begins", async () => {
    const v = villa();
    await stay(v.id, day(40), 3);
    await stay(v.id, day(50), 3, { status: "cancelled" });
    const over = await block(front(), { property_id: v.id, start_date: day(42), end_date: day(45), reason: "owner" });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(d.blockOverStay);
    // a cancelled stay holds nothing; the check-out day of a stay is free
    expect(
      (await block(front(), { property_id: v.id, start_date: day(43), end_date: day(52), reason: "owner" })).statusCode,
    ).toBe(201);
    const again = await block(staff.admin, {
      property_id: v.id,
      start_date: day(51),
      end_date: day(53),
      reason: "maintenance",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(d.blockOverBlock);
    expect(
      (await block(front(), { property_id: v.id, start_date: day(-1), end_date: day(2), reason: "owner" })).json()
        .message,
    ).toBe(d.blockPast);
    expect(
      (await block(front(), { property_id: v.id, start_date: day(60), end_date: day(60), reason: "owner" })).statusCode,
    ).toBe(400);
    expect(
      (await block(front(), { property_id: v.id, start_date: day(60), end_date: day(61), reason: "party" })).json()
        .message,
    ).toContain(d.chooseBlockReason);
    const live = await t.database.db.select().from(stayBlocks).where(eq(stayBlocks.propertyId, v.id));
    expect(live).toHaveLength(1);
  });
});

describe("a block and a booking racing for the same nights", () => {
  it("are decided by the villa's row lock: one wins, the other is refused, never both", async () => {
    const v = villa();
    for (let round = 0; round < 4; round++) {
      const from = day(100 + round * 10);
      const [blocked, booked] = await Promise.all([
        block(front(), { property_id: v.id, start_date: from, end_date: dayAfter(from, 3), reason: "maintenance" }),
        memberBooks(v.id, dayAfter(from, 1), dayAfter(from, 2)),
      ]);
      expect([blocked.statusCode, booked.statusCode].sort(), `${blocked.body} ${booked.body}`).toEqual([201, 409]);
    }
    const [held] = await t.database.db
      .select({
        stays: sql<number>`(select count(*)::int from ${bookings} where ${bookings.propertyId} = ${v.id} and ${bookings.status} <> 'cancelled')`,
      })
      .from(properties)
      .where(eq(properties.id, v.id));
    const live = await t.database.db.select().from(stayBlocks).where(eq(stayBlocks.propertyId, v.id));
    expect(held.stays + live.length).toBe(4);
  });
});

describe("the desk's day: check-in, check-out, no-show, cancel", () => {
  it("checks a guest in from the check-in day with an accepted identity document (stored encrypted, shown masked), then out; each once", async () => {
    const v = villa();
    const arriving = await stay(v.id, today, 2);
    const later = await stay(villa().id, day(3), 2);
    const checkIn = (id: string, body: object, who = front()) =>
      call("POST", `/api/admin/stays/${id}/check-in`, who, body);

    expect((await checkIn(later.id, { id_type: "Passport", id_number: "K1234567" })).json().message).toBe(
      d.checkInTooEarly,
    );
    expect((await checkIn(arriving.id, { id_type: "Voter ID", id_number: "ABC1234567" })).json().message).toContain(
      d.chooseIdType,
    );
    const wrong = await checkIn(arriving.id, { id_type: "Aadhaar", id_number: "1234" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain(d.idNumberInvalid("Aadhaar"));

    const res = await checkIn(arriving.id, { id_type: "Aadhaar", id_number: "2345 6789 0123" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(d.checkedIn);
    expect(res.json().data as StayListItem).toMatchObject({
      status: "checked-in",
      guest_id: { type: "Aadhaar", number: "XXXXXXXX0123" },
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, arriving.id));
    expect(row.guestIdNumber).toMatch(/^v1:/);
    expect(row.guestIdNumber).not.toContain("234567890123");
    expect(row.checkedInBy).toBe(front().id);
    const again = await checkIn(arriving.id, { id_type: "Aadhaar", id_number: "234567890123" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(d.notConfirmed("checked-in"));

    // the day lists it among the arrivals, checked in
    const dayList = (await call("GET", `/api/admin/stays/day?location=rishikesh`, front())).json().data as DeskDay;
    expect(dayList.date).toBe(today);
    expect(dayList.arrivals.find((s) => s.id === arriving.id)?.status).toBe("checked-in");

    expect((await call("POST", `/api/admin/stays/${later.id}/check-out`, front())).json().message).toBe(
      d.notCheckedIn("confirmed"),
    );
    // on the arrival day, two nights early: the desk must confirm it
    const early = await call("POST", `/api/admin/stays/${arriving.id}/check-out`, staff.admin);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(d.earlyCheckOut(day(2), [today, day(1)]));
    const out = await call("POST", `/api/admin/stays/${arriving.id}/check-out`, staff.admin, { confirm_early: true });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.status).toBe("checked-out");
    expect((await call("POST", `/api/admin/stays/${arriving.id}/check-out`, front())).statusCode).toBe(409);
    const actions = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, arriving.id))).map(
      (a) => a.action,
    );
    expect(actions.sort()).toEqual(["stay.checked_in", "stay.checked_out"]);
  });

  it("marks a no-show from the check-in day, once; a no-show is not checked in", async () => {
    const arriving = await stay(villa().id, today, 1);
    const later = await stay(villa().id, day(5), 1);
    expect((await call("POST", `/api/admin/stays/${later.id}/no-show`, front())).json().message).toBe(d.noShowTooEarly);
    const res = await call("POST", `/api/admin/stays/${arriving.id}/no-show`, front());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe("no-show");
    expect((await call("POST", `/api/admin/stays/${arriving.id}/no-show`, front())).statusCode).toBe(409);
    expect(
      (
        await call("POST", `/api/admin/stays/${arriving.id}/check-in`, front(), {
          id_type: "Passport",
          id_number: "K1234567",
        })
      ).statusCode,
    ).toBe(409);
  });

  it("cancels a stay for a guest with a reason: the guest and the member read it, the nights are free, the portal says so", async () => {
    const v = villa();
    const booked = await stay(v.id, day(20), 2, { email: "rohan.das@example.org" });
    expect(
      (await call("POST", `/api/admin/stays/${booked.id}/cancel`, front(), { reason: "  " })).json().message,
    ).toContain(d.reasonRequired);
    const reason = "A water pipe burst in the villa; we are sorry.";
    const res = await call("POST", `/api/admin/stays/${booked.id}/cancel`, front(), { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: d.cancelled, data: { status: "cancelled", cancel_reason: reason } });
    expect((await call("POST", `/api/admin/stays/${booked.id}/cancel`, front(), { reason })).statusCode).toBe(409);

    const mail = await mailAbout(t.mail, "rohan.das@example.org", `Your stay is cancelled: ${booked.reference}`);
    expect(mail.text).toContain(`Reason: ${reason}`);
    expect(mail.to).toContain(member.email.toLowerCase());

    const quote = await call(
      "GET",
      `/api/bookings/quote?propertyId=${v.id}&checkIn=${day(20)}&checkOut=${day(22)}&adults=1`,
      undefined,
    );
    expect(quote.json().data.available).toBe(true);
    const mine = (await call("GET", "/api/bookings", member)).json().data as {
      id: string;
      status: string;
      note?: string | null;
    }[];
    expect(mine.find((r) => r.id === booked.reference)).toMatchObject({
      status: "cancelled",
      note: `Cancelled by the club: ${reason}`,
    });
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, booked.id));
    expect(audit).toMatchObject({ action: "stay.cancelled_by_desk", memberId: member.id });
  });
});

describe("a stay booked by phone", () => {
  const caller = {
    adults: 2,
    children: 1,
    title: "Ms.",
    first_name: "Kavya",
    last_name: "Rao",
    phone: "+91 99887 76655",
  };

  it("without an e-mail: no account, booked by the staff member, priced on the server, nothing mailed", async () => {
    const v = villa();
    const res = await call("POST", "/api/admin/stays", front(), {
      ...caller,
      property_id: v.id,
      check_in: day(12),
      check_out: day(15),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ total: 3 * v.pricePerNight + 3 * STAY_TAXES_PER_NIGHT, emailed: false });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, res.json().data.id));
    expect(row).toMatchObject({
      userId: null,
      source: "phone",
      bookedBy: front().id,
      status: "confirmed",
      paymentMethod: "cod",
    });
    expect(row.guest).toMatchObject({ firstName: "Kavya", lastName: "Rao", email: "" });
    // the nights are taken: a member, another phone booking and a block are refused
    expect((await memberBooks(v.id, day(14), day(16))).statusCode).toBe(409);
    expect(
      (
        await call("POST", "/api/admin/stays", staff.admin, {
          ...caller,
          property_id: v.id,
          check_in: day(11),
          check_out: day(13),
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await block(front(), { property_id: v.id, start_date: day(13), end_date: day(14), reason: "owner" })).statusCode,
    ).toBe(409);
    // in the upcoming list, without a member
    const list = (await call("GET", `/api/admin/stays?q=${row.reference}`, front())).json().data
      .items as StayListItem[];
    expect(list[0]).toMatchObject({
      reference: row.reference,
      member: null,
      source: "phone",
      guest: { name: "Ms. Kavya Rao" },
    });
  });

  it("with an e-mail: the confirmation carries stay-<reference>.ics, check-in 2 PM and check-out 11 AM in India (08:30 and 05:30 UTC)", async () => {
    const v = villa();
    const res = await call("POST", "/api/admin/stays", front(), {
      ...caller,
      property_id: v.id,
      check_in: day(8),
      check_out: day(10),
      email: "kavya.rao@example.org",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.emailed).toBe(true);
    const ref = res.json().data.reference as string;
    const mail = await mailAbout(t.mail, "kavya.rao@example.org", `Your stay is booked: ${ref}`);
    expect(mail.text).not.toContain("/dashboard");
    const ics = calendarPart(mail.raw);
    expect(ics.headers).toContain(`stay-${ref}.ics`);
    expect(ics.headers).toMatch(/method=PUBLISH/i);
    expect(ics.body).toContain("METHOD:PUBLISH");
    expect(ics.body).toContain(`DTSTART:${compact(day(8))}T083000Z`);
    expect(ics.body).toContain(`DTEND:${compact(day(10))}T053000Z`);
  });

  it("is refused over a block, in the past, or with a coupon that does not exist", async () => {
    const v = villa();
    expect(
      (await block(front(), { property_id: v.id, start_date: day(70), end_date: day(72), reason: "owner" })).statusCode,
    ).toBe(201);
    const over = await call("POST", "/api/admin/stays", front(), {
      ...caller,
      property_id: v.id,
      check_in: day(71),
      check_out: day(73),
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(stayMessages.unavailable);
    expect(
      (
        await call("POST", "/api/admin/stays", front(), {
          ...caller,
          property_id: v.id,
          check_in: day(-2),
          check_out: day(1),
        })
      ).json().message,
    ).toBe(stayMessages.checkInPast);
    const coupon = await call("POST", "/api/admin/stays", front(), {
      ...caller,
      property_id: v.id,
      check_in: day(80),
      check_out: day(82),
      coupon: "NOPE",
    });
    expect(coupon.json().message).toBe(stayMessages.unknownCoupon);
    const email = await call("POST", "/api/admin/stays", front(), {
      ...caller,
      property_id: v.id,
      check_in: day(80),
      check_out: day(82),
      email: "not-an-address",
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toContain("Enter a valid e-mail address.");
  });

  it("is refused on an unpublished villa, which the desk may still block", async () => {
    const v = villa();
    await t.database.db.update(properties).set({ published: false }).where(eq(properties.id, v.id));
    try {
      const booked = await call("POST", "/api/admin/stays", front(), {
        ...caller,
        property_id: v.id,
        check_in: day(90),
        check_out: day(92),
      });
      expect(booked.statusCode).toBe(404);
      expect(
        (await block(front(), { property_id: v.id, start_date: day(90), end_date: day(92), reason: "maintenance" }))
          .statusCode,
      ).toBe(201);
    } finally {
      await t.database.db.update(properties).set({ published: true }).where(eq(properties.id, v.id));
    }
  });
});

describe("calendars", () => {
  it("a member's confirmation carries the .ics too", async () => {
    const v = villa();
    const res = await memberBooks(v.id, day(90), day(93));
    expect(res.statusCode, res.body).toBe(201);
    const ref = res.json().data.reference as string;
    const mail = await mailAbout(t.mail, member.email, `Your stay is booked: ${ref}`);
    const ics = calendarPart(mail.raw);
    expect(ics.headers).toContain(`stay-${ref}.ics`);
    expect(ics.body).toContain(`DTSTART:${compact(day(90))}T083000Z`);
    expect(ics.body).toContain(`DTEND:${compact(day(93))}T053000Z`);
  });

  it("a villa's feed lists its stays and blocks for the right key, and refuses a wrong or missing one", async () => {
    const v = villa();
    const booked = await stay(v.id, day(4), 2);
    await stay(v.id, day(9), 2, { status: "cancelled" });
    expect(
      (await block(front(), { property_id: v.id, start_date: day(15), end_date: day(17), reason: "owner" })).statusCode,
    ).toBe(201);
    const key = villaFeedKey(t.config.sessionSecret, v.id);
    const calendar = (
      await call("GET", `/api/admin/stays/calendar?location=Rishikesh&month=${day(4).slice(0, 7)}`, front())
    ).json().data as CalendarMonth;
    expect(calendar.villas.find((x) => x.id === v.id)?.feed_url).toBe(
      `${t.config.publicUrl}/calendar/villas/${v.id}.ics?key=${key}`,
    );

    const res = await t.app.inject({ method: "GET", url: `/calendar/villas/${v.id}.ics?key=${key}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    expect(res.body).toContain(`SUMMARY:Mr. Rohan Das · ${booked.reference}`);
    expect(res.body).toContain(`DTSTART:${compact(day(4))}T083000Z`);
    expect(res.body).toContain(`DTSTART;VALUE=DATE:${compact(day(15))}`);
    // the cancelled stay is there as cancelled, so a calendar that had it removes it
    expect(res.body.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(res.body.match(/STATUS:CANCELLED/g)).toHaveLength(1);

    const other = villas[0].id === v.id ? villas[1].id : villas[0].id;
    for (const url of [
      `/calendar/villas/${v.id}.ics?key=${key.slice(0, -1)}x`,
      `/calendar/villas/${v.id}.ics`,
      `/calendar/villas/${other}.ics?key=${key}`,
      `/calendar/villas/not-a-villa.ics?key=${key}`,
    ]) {
      const refused = await t.app.inject({ method: "GET", url });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).not.toContain("BEGIN:VCALENDAR");
    }
  });
});

/** The nights villa_nights holds for a stay, in order. */
const nightsHeld = async (bookingId: string) =>
  (
    await t.database.db
      .select({ night: villaNights.night })
      .from(villaNights)
      .where(eq(villaNights.bookingId, bookingId))
  )
    .map((r) => String(r.night).slice(0, 10))
    .sort();
/** The VEVENT of a stay in a villa's feed. */
async function feedEvent(propertyId: string, bookingId: string): Promise<string> {
  const key = villaFeedKey(t.config.sessionSecret, propertyId);
  const res = await t.app.inject({ method: "GET", url: `/calendar/villas/${propertyId}.ics?key=${key}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.body.replace(/\r\n[ \t]/g, "");
  const event = body.split("BEGIN:VEVENT").find((e) => e.includes(`UID:stay-${bookingId}@villa-club`));
  expect(event, "the stay's event").toBeTruthy();
  return event!;
}
/** A moment as iCalendar writes it in UTC: 20261127T052210Z. */
const icsMoment = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");

describe("guests in house and early departures", () => {
  it("lists a guest checked in on their arrival day as in house, and one on their departure day until checked out", async () => {
    const arriving = await stay(villa().id, today, 2);
    const leaving = await stay(villa().id, day(-2), 2, { status: "checked-in" });
    const staying = await stay(villa().id, day(-1), 3, { status: "checked-in" });
    const notIn = await stay(villa().id, day(-1), 3);
    expect(
      (
        await call("POST", `/api/admin/stays/${arriving.id}/check-in`, front(), {
          id_type: "Passport",
          id_number: "K7654321",
        })
      ).statusCode,
    ).toBe(200);
    const inHouse = (
      (await call("GET", "/api/admin/stays/day?location=Rishikesh", front())).json().data as DeskDay
    ).in_house.map((s) => s.id);
    expect(inHouse).toEqual(expect.arrayContaining([arriving.id, leaving.id, staying.id]));
    expect(inHouse).not.toContain(notIn.id);
    // another day: the stays checked in whose nights reach it
    const tomorrow = (
      (await call("GET", `/api/admin/stays/day?location=Rishikesh&date=${day(1)}`, front())).json().data as DeskDay
    ).in_house;
    expect(tomorrow.map((s) => s.id)).toEqual(expect.arrayContaining([arriving.id, staying.id]));
    expect(tomorrow.map((s) => s.id)).not.toContain(leaving.id);
    // checked out, the guest is no longer in house
    expect((await call("POST", `/api/admin/stays/${leaving.id}/check-out`, front())).json().message).toBe(d.checkedOut);
    const after = (
      (await call("GET", "/api/admin/stays/day?location=Rishikesh", front())).json().data as DeskDay
    ).in_house.map((s) => s.id);
    expect(after).not.toContain(leaving.id);
  });

  it("an early check-out is refused until confirmed, naming the nights it frees; confirmed, the nights after it are free again", async () => {
    const v = villa();
    const guestStay = await stay(v.id, day(-1), 3, { status: "checked-in" });
    expect(await nightsHeld(guestStay.id)).toEqual([day(-1), today, day(1)]);

    const refused = await call("POST", `/api/admin/stays/${guestStay.id}/check-out`, front(), {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(d.earlyCheckOut(day(2), [today, day(1)]));
    expect(refused.json().message).toContain(`${writtenDay(today)} and ${writtenDay(day(1))}`);
    expect(refused.json().message).toContain("the 2 nights of");
    expect(refused.json().message).toContain("become free again for other guests");
    const [still] = await t.database.db.select().from(bookings).where(eq(bookings.id, guestStay.id));
    expect(still).toMatchObject({ status: "checked-in", departedOn: null });
    expect(await nightsHeld(guestStay.id)).toEqual([day(-1), today, day(1)]);
    expect(
      (await call("POST", `/api/admin/stays/${guestStay.id}/check-out`, front(), { confirm_early: "yes" })).statusCode,
    ).toBe(400);
    // the nights are not bookable yet
    expect((await memberBooks(v.id, today, day(2))).statusCode).toBe(409);

    const res = await call("POST", `/api/admin/stays/${guestStay.id}/check-out`, front(), { confirm_early: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(d.checkedOutEarly);
    expect(res.json().data as StayListItem).toMatchObject({
      status: "checked-out",
      check_out: day(2),
      departed_on: today,
    });
    expect(await nightsHeld(guestStay.id)).toEqual([day(-1)]);
    // another guest may take the freed nights
    expect((await memberBooks(v.id, today, day(2))).statusCode).toBe(201);

    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, guestStay.id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: "stay.checked_out", userId: front().id, memberId: member.id });
    expect(audits[0].detail).toMatchObject({
      before: { status: "checked-in" },
      after: { status: "checked-out" },
      early_departure: { departed_on: today, booked_check_out: day(2), nights_freed: [today, day(1)] },
    });

    // the desk lists it among today's departures, not on the day it was booked to leave
    const todays = (await call("GET", "/api/admin/stays/day?location=Rishikesh", front())).json().data as DeskDay;
    expect(todays.departures.map((s) => s.id)).toContain(guestStay.id);
    const booked = (await call("GET", `/api/admin/stays/day?location=Rishikesh&date=${day(2)}`, front())).json()
      .data as DeskDay;
    expect(booked.departures.map((s) => s.id)).not.toContain(guestStay.id);
    // the calendar ends the stay the day the guest left
    const month = (
      await call(
        "GET",
        `/api/admin/stays/calendar?location=Rishikesh&month=${today.slice(0, 7)}&propertyId=${v.id}`,
        front(),
      )
    ).json().data as CalendarMonth;
    expect(month.villas[0].entries.find((e) => e.id === guestStay.id)?.end).toBe(today);

    // the feed ends the event when the guest was checked out, a newer version of it
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, guestStay.id));
    const event = await feedEvent(v.id, guestStay.id);
    expect(event).toContain(`DTEND:${icsMoment(row.checkedOutAt!)}`);
    expect(event).not.toContain(`DTEND:${compact(day(2))}T053000Z`);
    expect(event).toContain("STATUS:CONFIRMED");
    expect(event).toContain("SEQUENCE:3");
  });

  it("a check-out on the stay's check-out day (the club's day) needs no confirmation; the clock decides the day", async () => {
    const onTime = await stay(villa().id, day(-2), 2, { status: "checked-in" });
    const res = await call("POST", `/api/admin/stays/${onTime.id}/check-out`, front());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: d.checkedOut, data: { departed_on: null } });

    // at 23:59 India time the evening before the check-out day it is early; at 00:01 on the day it is not
    const v = villa();
    const evening = await stay(v.id, day(5), 2, { status: "checked-in" });
    const deps = {
      db: t.database.db,
      cipher: {} as FieldCipher,
      mail: t.app.services.mail,
      publicUrl: t.config.publicUrl,
      feedSecret: t.config.sessionSecret,
    };
    const actor = { id: front().id, role: "front-office" };
    const lastEvening = new Date(`${day(7)}T00:00:00+05:30`);
    lastEvening.setTime(lastEvening.getTime() - 60_000);
    await expect(checkOutStay(deps, actor, evening.id, {}, lastEvening)).rejects.toMatchObject({
      status: 409,
      message: d.earlyCheckOut(day(7), [day(6)]),
    });
    expect(d.earlyCheckOut(day(7), [day(6)])).toContain(`the night of ${writtenDay(day(6))} becomes free again`);
    const done = await checkOutStay(deps, actor, evening.id, {}, new Date(`${day(7)}T00:01:00+05:30`));
    expect(done).toMatchObject({ status: "checked-out", departed_on: null });
    expect(await nightsHeld(evening.id)).toEqual([day(5), day(6)]);
  });

  it("the feed follows a cancellation and a no-show: the stay's event says STATUS:CANCELLED; a lifted block too", async () => {
    const v = villa();
    const cancelled = await stay(v.id, day(30), 2);
    const noShow = await stay(v.id, today, 1);
    const kept = await stay(v.id, day(40), 2);
    expect(await feedEvent(v.id, cancelled.id)).toContain("STATUS:CONFIRMED");
    expect(
      (
        await call("POST", `/api/admin/stays/${cancelled.id}/cancel`, front(), {
          reason: "The road is closed by a landslide.",
        })
      ).statusCode,
    ).toBe(200);
    expect((await call("POST", `/api/admin/stays/${noShow.id}/no-show`, front())).statusCode).toBe(200);
    const gone = await feedEvent(v.id, cancelled.id);
    expect(gone).toContain("STATUS:CANCELLED");
    expect(gone).toContain("SEQUENCE:3");
    expect(await feedEvent(v.id, noShow.id)).toContain("STATUS:CANCELLED");
    expect(await feedEvent(v.id, kept.id)).toContain("STATUS:CONFIRMED");

    const blocked = await block(front(), {
      property_id: v.id,
      start_date: day(50),
      end_date: day(52),
      reason: "maintenance",
    });
    expect((await call("DELETE", `/api/admin/stays/blocks/${blocked.json().data.id}`, front())).statusCode).toBe(200);
    const key = villaFeedKey(t.config.sessionSecret, v.id);
    const feed = (await t.app.inject({ method: "GET", url: `/calendar/villas/${v.id}.ics?key=${key}` })).body.replace(
      /\r\n[ \t]/g,
      "",
    );
    const blockEvent = feed
      .split("BEGIN:VEVENT")
      .find((e) => e.includes(`UID:block-${blocked.json().data.id}@villa-club`));
    expect(blockEvent).toContain("STATUS:CANCELLED");
  });
});
