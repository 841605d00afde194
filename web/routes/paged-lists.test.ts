import { addDays, format, parseISO } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "../../common/catalogue";
import { clubToday } from "../../common/club-time";
import { openPage } from "../../server/test/site-requests";
import { openTestSite, type TestSite } from "../../server/test/site";

/*
 * Every paged list of the public site renders Previous and Next: a link where there is a page
 * to go to, a disabled control at either end, never removed — a list of one page shows both, disabled.
 */

let site: TestSite;
let kinds: { slug: string; villaCount: number }[];

beforeAll(async () => {
  site = await openTestSite();
  kinds = (await site.app.inject({ method: "GET", url: "/api/propertyType/getPropertyType" })).json().data;
});
afterAll(async () => {
  await site?.close();
});

/** The pagination's navigation in a page's HTML ("" when there is none). */
const pager = (html: string) => /<nav aria-label="Pagination"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
const disabled = (nav: string, label: "Previous" | "Next") =>
  new RegExp(`<span[^>]*aria-disabled="true"[^>]*>${label}</span>`).test(nav);
const linked = (nav: string, label: "Previous" | "Next") =>
  new RegExp(`<a [^>]*href="[^"]*"[^>]*>${label}</a>`).test(nav);

async function pagerOf(path: string) {
  const page = await openPage(site, path);
  expect(page.status, path).toBe(200);
  return pager(await page.text());
}

const day = (n: number) => format(addDays(parseISO(clubToday()), n), "yyyy-MM-dd");
const stay = () => `location=rishikesh&checkIn=${day(120)}&checkOut=${day(123)}`;

describe("Previous and Next on the villa search", () => {
  it("are both there, disabled, on a search of one page", async () => {
    const nav = await pagerOf(`/properties?${stay()}&limit=50`);
    expect(nav).toContain('aria-label="Page 1"');
    expect(disabled(nav, "Previous")).toBe(true);
    expect(disabled(nav, "Next")).toBe(true);
  });

  it("are disabled at the first and at the last page, links in between", async () => {
    const first = await pagerOf(`/properties?${stay()}&limit=3`);
    expect(disabled(first, "Previous")).toBe(true);
    expect(linked(first, "Next")).toBe(true);
    // a page past the end shows the last one
    const end = await pagerOf(`/properties?${stay()}&limit=3&page=999`);
    expect(end).toMatch(/aria-label="Page \d+" aria-current="page"/);
    expect(linked(end, "Previous")).toBe(true);
    expect(disabled(end, "Next")).toBe(true);
  });
});

describe("Previous and Next on each kind's list of villas", () => {
  it("are on every kind's first and last page and on a page of one, disabled at the ends", async () => {
    expect(kinds.length).toBeGreaterThan(2);
    for (const kind of kinds) {
      if (kind.villaCount === 0) continue;
      const pages = Math.ceil(kind.villaCount / PAGE_SIZE);
      const first = await pagerOf(`/property-number/${kind.slug}`);
      expect(disabled(first, "Previous"), kind.slug).toBe(true);
      expect(pages === 1 ? disabled(first, "Next") : linked(first, "Next"), kind.slug).toBe(true);
      const last = await pagerOf(`/property-number/${kind.slug}?page=${pages}`);
      expect(disabled(last, "Next"), kind.slug).toBe(true);
      expect(pages === 1 ? disabled(last, "Previous") : linked(last, "Previous"), kind.slug).toBe(true);

      // narrowed to a single page: both are there, disabled
      const garden = (
        await site.app.inject({ method: "GET", url: `/api/property/getProperties?slug=${kind.slug}&view=Garden` })
      ).json().data;
      expect(garden.length, kind.slug).toBeGreaterThan(0);
      expect(garden.length, kind.slug).toBeLessThanOrEqual(PAGE_SIZE);
      const one = await pagerOf(`/property-number/${kind.slug}?view=Garden`);
      expect(disabled(one, "Previous") && disabled(one, "Next"), `${kind.slug}, one page`).toBe(true);
    }
  });
});
