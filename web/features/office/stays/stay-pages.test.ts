import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "../../../../common/club-time";
import { officeMessages } from "../../../../common/office";
import { officeStaysMessages as m } from "../../../../common/office-stays";
import { bookings, properties } from "../../../../server/db/schema";
import { dayAfter } from "../../../../server/modules/office-stays/service";
import { createMember, staffMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage } from "../../../../server/test/site-requests";
import { deskMessages as d } from "../../../../common/office-stays";
import { eq } from "drizzle-orm";

/*
 * The office's stays page and the office home's queues as the server renders them, before any
 * script: the GET form's window and search, the empty state, the counts each role sees, each a link to its list.
 */

let site: TestSite;
let frontOffice: TestMember;
let accounts: TestMember;
let guest: TestMember;
const today = clubToday();

beforeAll(async () => {
  site = await openTestSite();
  frontOffice = await staffMember(site, "front-office");
  accounts = await staffMember(site, "accounts");
  guest = await createMember(site, "Farhan Ali");
  const [villa] = await site.database.db
    .select({ id: properties.id })
    .from(properties)
    .orderBy(properties.name)
    .limit(1);
  await site.database.db.insert(bookings).values([
    {
      reference: "VWC-B-2026-5001",
      userId: guest.id,
      propertyId: villa.id,
      checkIn: today,
      checkOut: dayAfter(today, 2),
      nights: 2,
      total: 18880,
    },
    {
      reference: "VWC-B-2026-5002",
      userId: guest.id,
      propertyId: villa.id,
      checkIn: dayAfter(today, 10),
      checkOut: dayAfter(today, 11),
      nights: 1,
      total: 9440,
    },
  ]);
});
afterAll(async () => {
  await site?.close();
});

const open = (path: string, who?: TestMember) => openPage(site, path, who);

describe("/admin/stays", () => {
  it("sends the signed-out to sign-in and back; a member or accounts get 403", async () => {
    const anonymous = await open("/admin/stays?arriving=today");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fadmin%2Fstays%3Farriving%3Dtoday");
    const member = await open("/admin/stays", guest);
    expect(member.status).toBe(403);
    expect(await member.text()).toContain(officeMessages.staffOnly);
    const other = await open("/admin/stays", accounts);
    expect(other.status).toBe(403);
    expect(await other.text()).toContain(officeMessages.roleNotAllowed);
  });

  it("lists the stays of the window chosen in the GET form; nothing found says so", async () => {
    const todayOnly = await open("/admin/stays?arriving=today", frontOffice);
    expect(todayOnly.status).toBe(200);
    expect(todayOnly.headers.get("cache-control")).toContain("no-store");
    const html = await todayOnly.text();
    expect(html).toContain("VWC-B-2026-5001");
    expect(html).not.toContain("VWC-B-2026-5002");
    expect(html).toContain("Arriving today: 1 stay");
    expect(html).toContain(`href="/admin/members/${guest.id}"`);
    expect(html).toContain("₹18,880");

    const all = await (await open("/admin/stays", frontOffice)).text();
    expect(all).toContain("VWC-B-2026-5002");
    expect(html).toMatch(/<label for="stays-q"[^>]*>Search stays<\/label>/);
    expect(html).toContain('placeholder="Reference, guest or member"');
    expect(html).toMatch(/<button type="submit"[^>]*>Show stays<\/button>/);
    const none = await (await open("/admin/stays?q=nobody-is-called-this", frontOffice)).text();
    expect(none).toContain(m.noMatch);
    expect(none).toContain("All upcoming stays: 0 stays found");
    expect(none).toMatch(
      /Try another reference or name, or <a [^>]*href="\/admin\/stays"[^>]*>show every upcoming stay<\/a>/,
    );
    const wrong = await (await open("/admin/stays?arriving=yesterday", frontOffice)).text();
    expect(wrong).toContain(m.invalidWindow);
  });
});

describe("/admin: what waits for the office", () => {
  it("shows each role the counts it acts on, each a link to its list", async () => {
    const front = await (await open("/admin", frontOffice)).text();
    expect(front).toContain("Waiting for the office");
    expect(front).toContain('href="/admin/stays?arriving=today"');
    expect(front).toContain('aria-label="Stays arriving today: 1"');
    expect(front).toContain('aria-label="Stays arriving this week: 1"');
    expect(front).not.toContain("Receipts awaiting verification");
    const money = await (await open("/admin", accounts)).text();
    expect(money).toContain('href="/admin/payments?status=awaiting"');
    expect(money).not.toContain("Stays arriving today");
  });
});

describe("the stays desk without JavaScript", () => {
  it("opens the calendar and the phone booking for the front office only", async () => {
    for (const path of ["/admin/stays/calendar", "/admin/stays/new"]) {
      expect((await open(path, accounts)).status).toBe(403);
      expect((await open(path)).status).toBe(302);
      const page = await open(path, frontOffice);
      expect(page.status, path).toBe(200);
    }
    const calendar = await (await open("/admin/stays/calendar?location=Amarkantak", frontOffice)).text();
    expect(calendar).toContain("Stays calendar");
    expect(calendar).toContain("S: Stay");
    expect(calendar).toContain("B: Blocked");
    expect(calendar).toContain("Calendar feed (.ics)");
  });

  it("lists a guest checked in as in house; an early check-out asks to confirm, naming the nights it frees", async () => {
    const [, villa] = await site.database.db
      .select({ id: properties.id })
      .from(properties)
      .orderBy(properties.name)
      .limit(2);
    const [inHouse] = await site.database.db
      .insert(bookings)
      .values({
        reference: "VWC-B-2026-5003",
        userId: guest.id,
        propertyId: villa.id,
        checkIn: dayAfter(today, -1),
        checkOut: dayAfter(today, 2),
        status: "checked-in",
        guest: { firstName: "Nisha", lastName: "Verma" },
        nights: 3,
        total: 18880,
      })
      .returning();
    const desk = await (await open("/admin/stays", frontOffice)).text();
    const house = desk.slice(desk.indexOf('id="desk-in-house"'));
    expect(house).not.toContain("No guests in house.");
    expect(house).toContain("Nisha Verma");

    // the desk's confirmation names the nights an early departure frees
    const asked = await postPage(site, "/admin/stays", { intent: "check-out", id: inHouse.id }, frontOffice);
    expect(asked.status).toBe(400);
    const askedHtml = await asked.text();
    expect(askedHtml).toContain(d.earlyCheckOut(dayAfter(today, 2), [today, dayAfter(today, 1)]));
    expect(askedHtml).toContain("Confirm early check-out");
    const [still] = await site.database.db.select().from(bookings).where(eq(bookings.id, inHouse.id));
    expect(still.status).toBe("checked-in");

    // confirmed, but not as an early departure: the server still refuses, naming the nights
    const notEarly = await postPage(
      site,
      "/admin/stays",
      { intent: "check-out", id: inHouse.id, confirmed: "yes" },
      frontOffice,
    );
    expect(notEarly.status).toBe(409);
    expect(await notEarly.text()).toContain(d.earlyCheckOut(dayAfter(today, 2), [today, dayAfter(today, 1)]));

    const done = await postPage(
      site,
      "/admin/stays",
      { intent: "check-out", id: inHouse.id, confirm_early: "true", confirmed: "yes" },
      frontOffice,
    );
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain(d.checkedOutEarly);
    expect(doneHtml).toContain("Left early");
    const [row] = await site.database.db.select().from(bookings).where(eq(bookings.id, inHouse.id));
    expect(row).toMatchObject({ status: "checked-out", departedOn: today, checkOut: dayAfter(today, 2) });
  });

  it("checks the arriving guest in from the day's list, blocks a villa from the calendar, books a stay by phone", async () => {
    const [arrival] = await site.database.db.select().from(bookings).where(eq(bookings.reference, "VWC-B-2026-5001"));
    const desk = await (await open("/admin/stays", frontOffice)).text();
    expect(desk).toContain("Arrivals (1)");
    expect(desk).toContain("Check in guest");

    const refused = await postPage(
      site,
      "/admin/stays",
      { intent: "check-in", id: arrival.id, id_type: "Passport", id_number: "12" },
      frontOffice,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(d.idNumberInvalid("Passport"));
    const checked = await postPage(
      site,
      "/admin/stays",
      { intent: "check-in", id: arrival.id, id_type: "Passport", id_number: "K8765432" },
      frontOffice,
    );
    expect(checked.status).toBe(200);
    const html = await checked.text();
    expect(html).toContain(d.checkedIn);
    expect(html).toContain("Passport XXXX5432");
    expect(html).toMatch(/Check out<span class="sr-only">/);

    const villas = await site.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.location, "Amarkantak"))
      .limit(2);
    const start = dayAfter(today, 200);
    const blocked = await postPage(
      site,
      "/admin/stays/calendar?location=Amarkantak",
      {
        intent: "block",
        property_id: villas[0].id,
        start_date: start,
        end_date: dayAfter(start, 2),
        reason: "owner",
        note: "The owner's family",
      },
      frontOffice,
    );
    expect(blocked.status).toBe(302);
    expect(blocked.headers.get("location")).toContain("saved=blocked");
    const shown = await (await open(blocked.headers.get("location")!, frontOffice)).text();
    expect(shown).toContain(d.blocked);
    expect(shown).toContain("Blocked: Owner's use");
    const again = await postPage(
      site,
      "/admin/stays/calendar?location=Amarkantak",
      { intent: "block", property_id: villas[0].id, start_date: start, end_date: dayAfter(start, 1), reason: "owner" },
      frontOffice,
    );
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(d.blockOverBlock);

    const phone = await postPage(
      site,
      "/admin/stays/new",
      {
        property_id: villas[1].id,
        check_in: dayAfter(today, 30),
        check_out: dayAfter(today, 32),
        adults: "2",
        children: "0",
        title: "",
        first_name: "Nisha",
        last_name: "Bose",
        phone: "+91 91234 56789",
        email: "",
        coupon: "",
      },
      frontOffice,
    );
    expect(phone.status).toBe(302);
    expect(phone.headers.get("location")).toMatch(/^\/admin\/stays\?date=.*&booked=VWC-B-/);
    const day = await (await open(phone.headers.get("location")!, frontOffice)).text();
    expect(day).toContain("Stay booked by phone: VWC-B-");
    expect(day).toContain("Nisha Bose");
    expect(day).toContain("Phone, for a caller");
  });

  it("asks to confirm a check-out, a no-show or a cancellation, naming what will happen, and does none unconfirmed", async () => {
    const statusOf = async (reference: string) =>
      (
        await site.database.db
          .select({ status: bookings.status })
          .from(bookings)
          .where(eq(bookings.reference, reference))
      )[0].status;
    // the guest checked in by the journey above
    const [guest] = await site.database.db.select().from(bookings).where(eq(bookings.reference, "VWC-B-2026-5001"));
    const checkOut = await postPage(site, "/admin/stays", { intent: "check-out", id: guest.id }, frontOffice);
    expect(checkOut.status).toBe(400);
    const asked = await checkOut.text();
    expect(asked).toMatch(/Check out [^<]+ now\?/);
    // the stay runs past today: the step says the departure is early and which nights it frees
    expect(asked).toContain("Checking out today is an early departure");
    expect(asked).toContain("A check-out cannot be undone.");
    expect(asked).toContain("Confirm early check-out");
    expect(asked).toContain("Keep the guest in house");
    expect(asked).toMatch(/<input type="hidden" name="confirmed" value="yes"\/>/);
    expect(await statusOf("VWC-B-2026-5001")).toBe("checked-in");

    // the stay booked by phone, on its arrival day: a cancellation with its reason awaits its confirmation too
    const [phoned] = await site.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.checkIn, dayAfter(today, 30)));
    const cancel = await postPage(
      site,
      `/admin/stays?date=${phoned.checkIn}`,
      { intent: "cancel", id: phoned.id, reason: "The caller changed plans." },
      frontOffice,
    );
    expect(cancel.status).toBe(400);
    const cancelAsked = await cancel.text();
    expect(cancelAsked).toContain("Cancel the stay of Nisha Bose?");
    expect(cancelAsked).toContain("Confirm cancellation");
    expect(cancelAsked).toMatch(/<input type="hidden" name="reason" value="The caller changed plans."\/>/);
    expect(await statusOf(phoned.reference)).toBe("confirmed");
    const noShow = await postPage(site, "/admin/stays", { intent: "no-show", id: phoned.id }, frontOffice);
    expect(noShow.status).toBe(400);

    const cancelled = await postPage(
      site,
      `/admin/stays?date=${phoned.checkIn}`,
      { intent: "cancel", id: phoned.id, reason: "The caller changed plans.", confirmed: "yes" },
      frontOffice,
    );
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain(d.cancelled);
    expect(await statusOf(phoned.reference)).toBe("cancelled");
  });
});
