import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "../../../../common/club-time";
import { officeMessages } from "../../../../common/office";
import { officeStaysMessages as m } from "../../../../common/office-stays";
import { bookings, properties } from "../../../../server/db/schema";
import { dayAfter } from "../../../../server/modules/office-stays/service";
import { createMember, staffMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage } from "../../../../server/test/site-requests";

/*
 * The office's stays page and the office home's queues (issue 15 point 2) as the server renders them, before any
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
  const [villa] = await site.database.db.select({ id: properties.id }).from(properties).orderBy(properties.name).limit(1);
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
    expect(none).toMatch(/Try another reference or name, or <a [^>]*href="\/admin\/stays"[^>]*>show every upcoming stay<\/a>/);
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
