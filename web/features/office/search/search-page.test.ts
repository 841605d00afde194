import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../../../common/club-time";
import { officeMessages } from "../../../../common/office";
import { officeSearchMessages as m } from "../../../../common/office-search";
import { bookings, properties } from "../../../../server/db/schema";
import { createMember, staffMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, type SitePage } from "../../../../server/test/site-requests";

/*
 * The office's search as the server renders it, before any script: the search box on every office page (a GET form
 * to /admin/search), and /admin/search?q= with its results grouped by kind and linked to their pages, what the role
 * searches, nothing found, a search too short, and who may open it.
 */

let site: TestSite;
let frontOffice: TestMember;
let content: TestMember;
let member: TestMember;
let stayId: string;
const STAY = "VWC-B-2099-8123";

beforeAll(async () => {
  site = await openTestSite();
  frontOffice = await staffMember(site, "front-office");
  content = await staffMember(site, "content");
  member = await createMember(site, "Oorvashi Page");
  const [villa] = await site.database.db.select({ id: properties.id }).from(properties).limit(1);
  const checkIn = addClubDays(clubToday(), 60);
  const [stay] = await site.database.db
    .insert(bookings)
    .values({
      reference: STAY,
      userId: member.id,
      propertyId: villa.id,
      checkIn,
      checkOut: addClubDays(checkIn, 3),
      nights: 3,
    })
    .returning({ id: bookings.id });
  stayId = stay.id;
});
afterAll(async () => {
  await site?.close();
});

const read = async (page: SitePage) => ({ ...page, html: await page.text() });
const open = async (path: string, who?: TestMember) => read(await openPage(site, path, who));
const searchBox = (html: string) =>
  html.match(/<form[^>]*role="search"[^>]*aria-label="Office"[^>]*>[\s\S]*?<\/form>/)?.[0];

describe("the office's search box", () => {
  it("is on every office page: a GET form to /admin/search with its labelled box and its button", async () => {
    for (const path of ["/admin", "/admin/stays", "/admin/members"]) {
      const page = await open(path, frontOffice);
      expect(page.status, path).toBe(200);
      const form = searchBox(page.html);
      expect(form, path).toBeDefined();
      expect(form).toContain('action="/admin/search"');
      expect(form).toMatch(/method="get"/i);
      expect(form).toMatch(/<label[^>]*for="office-search-q"[^>]*>Search the office<\/label>/);
      expect(form).toMatch(/<input[^>]*id="office-search-q"[^>]*name="q"/);
      expect(form).toMatch(/<button[^>]*type="submit"[^>]*>Search<\/button>/);
    }
  });
});

describe("/admin/search", () => {
  it("sends the signed-out to sign-in and refuses a member", async () => {
    const anonymous = await open("/admin/search?q=Oorvashi");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fadmin%2Fsearch%3Fq%3DOorvashi");
    const asMember = await open("/admin/search?q=Oorvashi", member);
    expect(asMember.status).toBe(403);
    expect(asMember.html).toContain(officeMessages.staffOnly);
  });

  it("without a search: says what the role searches; the box is empty", async () => {
    const page = await open("/admin/search", frontOffice);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Your role searches: Members, Stays.");
    expect(page.html).toContain("Type a name, an e-mail, a phone number or a reference");
  });

  it("shows the results grouped by kind, each linked to its page, and keeps the search in the box", async () => {
    const byName = await open("/admin/search?q=oorvashi", frontOffice);
    expect(byName.status).toBe(200);
    expect(byName.html).toMatch(/<h2[^>]*>Members <span[^>]*>\(1\)<\/span><\/h2>/);
    expect(byName.html).toContain(`href="/admin/members/${member.id}"`);
    expect(byName.html).toContain("Oorvashi Page");
    expect(byName.html).toContain(member.email);
    expect(searchBox(byName.html)).toContain('value="oorvashi"');

    const byReference = await open(`/admin/search?q=${STAY.toLowerCase()}`, frontOffice);
    expect(byReference.html).toMatch(/<h2[^>]*>Stays <span[^>]*>\(1\)<\/span><\/h2>/);
    expect(byReference.html).toContain(`href="/admin/stays/${stayId}"`);
    expect(byReference.html).toContain(`1 result for “${STAY.toLowerCase()}”`);
  });

  it("nothing found: says so with the search; a role finds only what it opens (content: no member, no stay)", async () => {
    const page = await open(`/admin/search?q=${STAY}`, content);
    expect(page.status).toBe(200);
    expect(page.html).toContain(m.nothingFound(STAY));
    expect(page.html).toContain("Your role searches: Villas.");
    expect(page.html).not.toContain(`/admin/stays/${stayId}`);
    expect((await open("/admin/search?q=Oorvashi", content)).html).toContain(m.nothingFound("Oorvashi"));
  });

  it("a search too short answers 400 with the reason on the page, inside the office's frame", async () => {
    const page = await open("/admin/search?q=%20o%20", frontOffice);
    expect(page.status).toBe(400);
    expect(page.html).toContain(m.tooShort);
    expect(searchBox(page.html)).toBeDefined();
  });
});
