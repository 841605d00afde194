import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES } from "../../../common/auth-limits";
import { OFFICE_SECTIONS } from "../../../common/office";
import { mayOffice, OFFICE_ACCESS, type OfficeArea } from "../../../common/office-access";
import { OFFICE_QUEUES } from "../../../common/office-home";
import { createMember, staffMember, type TestMember } from "../../../server/test/members";
import { openPage } from "../../../server/test/site-requests";
import { openTestSite, type TestSite } from "../../../server/test/site";

/*
 * Who may do what in the office is one table (OFFICE_ACCESS): for every role, the sections its navigation shows,
 * the pages that open for it and the office endpoints that let it through must agree. Each is read from what the
 * site answers (the navigation's links in the page, a page's status, an endpoint's 403), so a page loader, an API
 * guard or the navigation that drifted from the others fails here.
 */

let site: TestSite;
const people = new Map<string, TestMember>();

beforeAll(async () => {
  site = await openTestSite();
  people.set("member", await createMember(site));
  for (const role of STAFF_ROLES) people.set(role, await staffMember(site, role));
});
afterAll(async () => site?.close());

const ROLES = ["member", ...STAFF_ROLES] as const;

/** The sections linked from the office's side navigation of /admin as `who` sees it (none when /admin is refused). */
async function navigationOf(who: TestMember): Promise<Set<string>> {
  const page = await openPage(site, "/admin", who);
  if (page.status !== 200) return new Set();
  const html = await page.text();
  const nav = html.match(/<nav aria-label="Office sections">([\s\S]*?)<\/nav>/)?.[1] ?? "";
  return new Set([...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]));
}

const officeRoutes = () =>
  site.app.routeTable.filter(
    (route) => route.url.startsWith("/api/admin/") && route.method !== "HEAD" && route.method !== "OPTIONS",
  );

/**
 * The area an office endpoint serves: the section whose page address its own continues (/api/admin/audit.csv →
 * /admin/audit), but for these, whose address does not say their area.
 */
const AREA_OF_ADDRESS: [string, OfficeArea][] = [
  ["/api/admin/claims/:claimId/payout", "claimPayouts"],
  ["/api/admin/members/:id/claim-months", "claimMonths"],
  ["/api/admin/members/:id/identity-document/", "identityDocuments"],
  ["/api/admin/media", "media"],
  ["/api/admin/donations/transfers", "donationTransfers"],
  ["/api/admin/donations", "donors"],
  ["/api/admin/me/", "home"],
  ["/api/admin/trust-documents", "trust"],
  ["/api/admin/credit-notes", "refunds"],
  ["/api/admin/notes", "notes"],
  ["/api/admin/reconciliation", "reconciliation"],
  ["/api/admin/search", "home"],
  ["/api/admin/invoices", "receipts"],
  // a session's cancel and message and an item's attendees belong to their own areas; a session's attendees and a
  // ticket's check-in serve the programme's check-in (/admin/check-in)
  ["/api/admin/programme/sessions/:id/cancel", "programme"],
  ["/api/admin/programme/sessions/:id/message", "programmeAttendees"],
  ["/api/admin/programme/:id/attendees.csv", "programmeAttendees"],
  ["/api/admin/programme/sessions/", "programmeCheckIn"],
  ["/api/admin/tickets/", "programmeCheckIn"],
  // the programme's settings are kept on its list's page, the rental programme's share and TDS on /admin/owner-payouts
  ["/api/admin/programme-settings", "programme"],
  ["/api/admin/rental-settings", "ownerPayouts"],
  // the owner stays' settings are kept at /admin/owner-stays, linked from the desk and the maintenance dues
  ["/api/admin/owner-stay-settings", "ownerStays"],
];
function areaOfAddress(url: string): OfficeArea | undefined {
  const exception = AREA_OF_ADDRESS.find(([prefix]) => url.startsWith(prefix));
  if (exception) return exception[1];
  const sections = OFFICE_SECTIONS.filter(
    (section) => section.path !== "/admin" && new RegExp(`^/api${section.path}(?![a-z-])`).test(url),
  );
  return sections.sort((a, b) => b.path.length - a.path.length)[0]?.area;
}

/** Whether `who` gets past the route's guard: any answer but 403 (its params and body are left empty, so nothing changes). */
async function passesGuard(route: { method: string; url: string }, who: TestMember): Promise<boolean> {
  const res = await site.app.inject({
    method: route.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: route.url.replace(/:[A-Za-z_]+/g, "00000000-0000-4000-8000-000000000000"),
    headers: who.headers,
  });
  return res.statusCode !== 403;
}

describe("the office's one table of who may do what", () => {
  it("every office endpoint is guarded by the area of the section it serves, and every section and home count has an area", () => {
    const unguarded = officeRoutes()
      .filter((route) => !route.officeArea)
      .map((route) => `${route.method} ${route.url}`);
    expect(unguarded).toEqual([]);
    const misfiled = officeRoutes()
      .filter((route) => route.officeArea !== areaOfAddress(route.url))
      .map(
        (route) =>
          `${route.method} ${route.url}: guarded as ${route.officeArea}, serves ${areaOfAddress(route.url) ?? "no section"}`,
      );
    expect(misfiled).toEqual([]);
    expect(officeRoutes().length).toBeGreaterThan(50);
    for (const { area } of [...OFFICE_SECTIONS, ...OFFICE_QUEUES]) expect(Object.keys(OFFICE_ACCESS)).toContain(area);
  });

  it.each(ROLES)(
    "as %s: a section is in the navigation iff its page opens (200, else 403), and the section's endpoints agree",
    async (role) => {
      const who = people.get(role)!;
      const disagreements: string[] = [];
      const navigation = await navigationOf(who);
      const shownAreas = new Map<OfficeArea, boolean>();
      for (const section of OFFICE_SECTIONS) {
        const shown = navigation.has(section.path);
        shownAreas.set(section.area, shown);
        const page = await openPage(site, section.path, who);
        if (page.status !== (shown ? 200 : 403)) {
          disagreements.push(
            `${section.path} is ${shown ? "" : "not "}in the navigation but its page answers ${page.status}`,
          );
        }
      }
      for (const route of officeRoutes()) {
        const area = areaOfAddress(route.url)!;
        // an area without a section of its own (a claim's payout, a member's claim months) keeps to the table
        const allowed = shownAreas.get(area) ?? mayOffice(role, area);
        const passes = await passesGuard(route, who);
        if (passes !== allowed) {
          disagreements.push(
            `${route.method} ${route.url} (${area}) ${passes ? "lets it through" : "answers 403"} but its section is ${allowed ? "shown" : "hidden"}`,
          );
        }
      }
      expect(disagreements).toEqual([]);
    },
  );

  it("the navigation of each role is the table's sections for it: an administrator sees every section, a member none", async () => {
    for (const role of ROLES) {
      const expected = OFFICE_SECTIONS.filter((section) => role !== "member" && mayOffice(role, section.area)).map(
        (section) => section.path,
      );
      expect([...(await navigationOf(people.get(role)!))].sort(), role).toEqual(expected.sort());
    }
    expect((await navigationOf(people.get("admin")!)).size).toBe(OFFICE_SECTIONS.length);
  });
});
