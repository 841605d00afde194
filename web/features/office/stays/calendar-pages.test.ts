import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarMessages as m } from "../../../../common/calendar-imports";
import { addClubDays, clubToday } from "../../../../common/club-time";
import { officeMessages } from "../../../../common/office";
import { bookings, properties, villaCalendarImports } from "../../../../server/db/schema";
import { createMember, staffMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage } from "../../../../server/test/site-requests";

/*
 * The outside calendars' pages as the server renders them, before any script (decision 054): who may open them, a
 * calendar added by a plain form post and read at once, its removal only once confirmed, a conflict resolved with
 * a note; the desk links both pages.
 */

let site: TestSite;
let server: Server;
let base: string;
let frontOffice: TestMember;
let accounts: TestMember;
let villa: { id: string; name: string };
const today = clubToday();
const day = (n: number) => addClubDays(today, n);
let feed = "";

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/calendar" }).end(feed);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  site = await openTestSite({ CALENDAR_IMPORT_PRIVATE_ADDRESSES: "true" });
  frontOffice = await staffMember(site, "front-office");
  accounts = await staffMember(site, "accounts");
  [villa] = await site.database.db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.location, "Amarkantak"))
    .orderBy(properties.name)
    .limit(1);
});
afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const calendarFile = (start: string, end: string) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Other//EN",
    "BEGIN:VEVENT",
    "UID:one@other",
    `DTSTART;VALUE=DATE:${start.replace(/-/g, "")}`,
    `DTEND;VALUE=DATE:${end.replace(/-/g, "")}`,
    "SUMMARY:Reserved",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

describe("/admin/stays/calendars and /admin/stays/conflicts", () => {
  it("send the signed-out to sign-in; a member and accounts get 403; the desk links both", async () => {
    for (const path of ["/admin/stays/calendars", "/admin/stays/conflicts"]) {
      const anonymous = await openPage(site, path);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toBe(`/sign-in?redirect=${encodeURIComponent(path)}`);
      const other = await openPage(site, path, accounts);
      expect(other.status).toBe(403);
      expect(await other.text()).toContain(officeMessages.roleNotAllowed);
    }
    const member = await openPage(site, "/admin/stays/calendars", await createMember(site, "Ravi Kumar"));
    expect(member.status).toBe(403);
    const desk = await (await openPage(site, "/admin/stays", frontOffice)).text();
    expect(desk).toContain('href="/admin/stays/calendars"');
    expect(desk).toContain('href="/admin/stays/conflicts"');
  });

  it("adds a calendar by a plain post and reads it at once; removes it only once confirmed", async () => {
    const empty = await openPage(site, "/admin/stays/calendars", frontOffice);
    expect(empty.status).toBe(200);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("No outside calendars yet.");
    expect(emptyHtml).toContain("Add a calendar");

    const refused = await postPage(
      site,
      "/admin/stays/calendars",
      { intent: "add", property_id: villa.id, url: "ftp://example.org/x.ics", label: "Airbnb" },
      frontOffice,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(m.urlScheme);

    feed = calendarFile(day(12), day(15));
    const added = await postPage(
      site,
      "/admin/stays/calendars",
      { intent: "add", property_id: villa.id, url: `${base}/villa.ics`, label: "Airbnb" },
      frontOffice,
    );
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(html).toContain(`${m.added}: Airbnb`);
    expect(html).toContain("3 nights closed here");
    expect(html).toContain(`${base}/villa.ics`);
    expect(html).toContain("Read now");
    const [calendar] = await site.database.db
      .select()
      .from(villaCalendarImports)
      .where(eq(villaCalendarImports.propertyId, villa.id));

    feed = "not a calendar";
    const read = await postPage(site, "/admin/stays/calendars", { intent: "read", id: calendar.id }, frontOffice);
    expect(read.status).toBe(200);
    const readHtml = await read.text();
    expect(readHtml).toContain(m.readFailed);
    expect(readHtml).toContain("Last read failed: The address did not give an iCalendar file.");

    const asked = await postPage(site, "/admin/stays/calendars", { intent: "remove", id: calendar.id }, frontOffice);
    expect(asked.status).toBe(400);
    expect(await asked.text()).toContain("Confirm removing Airbnb");
    expect(
      await site.database.db.select().from(villaCalendarImports).where(eq(villaCalendarImports.id, calendar.id)),
    ).toHaveLength(1);
    const removed = await postPage(
      site,
      "/admin/stays/calendars",
      { intent: "remove", id: calendar.id, confirmed: "yes" },
      frontOffice,
    );
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain(`${m.removed}: Airbnb`);
    expect(
      await site.database.db.select().from(villaCalendarImports).where(eq(villaCalendarImports.id, calendar.id)),
    ).toHaveLength(0);
  });

  it("lists an open conflict and resolves it with a note", async () => {
    const guest = await createMember(site, "Sunil Das");
    await site.database.db.insert(bookings).values({
      reference: "VWC-B-2026-7701",
      userId: guest.id,
      propertyId: villa.id,
      checkIn: day(40),
      checkOut: day(42),
      nights: 2,
      total: 18880,
    });
    feed = calendarFile(day(41), day(44));
    await postPage(
      site,
      "/admin/stays/calendars",
      { intent: "add", property_id: villa.id, url: `${base}/clash.ics`, label: "Booking.com" },
      frontOffice,
    );
    const page = await openPage(site, "/admin/stays/conflicts", frontOffice);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("VWC-B-2026-7701");
    expect(html).toContain("Booking.com");
    expect(html).toContain("How it was settled");
    const id = /name="id" value="([0-9a-f-]{36})"/.exec(html)![1];

    const noNote = await postPage(site, "/admin/stays/conflicts", { intent: "resolve", id, note: "" }, frontOffice);
    expect(noNote.status).toBe(400);
    expect(await noNote.text()).toContain(m.noteRequired);
    const resolved = await postPage(
      site,
      "/admin/stays/conflicts",
      { intent: "resolve", id, note: "Cancelled on Booking.com" },
      frontOffice,
    );
    expect(resolved.status).toBe(200);
    const resolvedHtml = await resolved.text();
    expect(resolvedHtml).toContain(`${m.conflictResolved}: VWC-B-2026-7701`);
    expect(resolvedHtml).toContain("No open conflicts.");
    const done = await (await openPage(site, "/admin/stays/conflicts?status=resolved", frontOffice)).text();
    expect(done).toContain("Cancelled on Booking.com");
    expect(done).toContain(`by ${"Staff front-office"}`);
  });
});
