import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESTINATIONS } from "../../../common/catalogue.ts";
import { clubToday } from "../../../common/club-time.ts";
import { CALENDAR_PAGE_SIZE, DESK_LIST_SIZE, type CalendarMonth, type DeskDay } from "../../../common/office-stays.ts";
import { blocks, properties, propertyTypes } from "../../db/schema.ts";
import { createMember, staffMember, type TestMember } from "../../test/members.ts";
import { dayAfter } from "./service.ts";
import { openTestSite, type TestSite } from "../../test/site.ts";
import { openPage } from "../../test/site-requests.ts";

/*
 * The stays desk of a location with many villas (decision 028): the calendar shows at most CALENDAR_PAGE_SIZE villas a
 * page, filtered by kind of home and by block, and the day's lists DESK_LIST_SIZE stays a page each, through the API
 * and the pages' GET forms (Previous and Next, without JavaScript).
 */

let site: TestSite;
let front: TestMember;
const location = DESTINATIONS[1];
let kind: { id: string; name: string };
let block: { id: string };

beforeAll(async () => {
  site = await openTestSite();
  front = await staffMember(site, "front-office");
  const db = site.database.db;
  [kind] = await db
    .select({ id: propertyTypes.id, name: propertyTypes.name })
    .from(propertyTypes)
    .orderBy(propertyTypes.name)
    .limit(1);
  [block] = await db.select({ id: blocks.id }).from(blocks).orderBy(blocks.blockNumber).limit(1);
  // 180 more villas at the location, copies of one of its own: one in three of the kind, one in two in the block
  await db.execute(sql`
    insert into properties (property_type_id, block_id, name, image, sqft, bedrooms, kitchen, living_area, highlights, villa_number,
      view, construction_status, price, price_per_night, location, gallery, amenities)
    select case when g % 3 = 0 then ${kind.id}::uuid else t.property_type_id end, case when g % 2 = 0 then ${block.id}::uuid end,
      'Paged Villa ' || g, t.image, t.sqft, t.bedrooms, t.kitchen, t.living_area, t.highlights, 'PG-' || (100 + g), t.view,
      t.construction_status, t.price, t.price_per_night, t.location, t.gallery, t.amenities
    from generate_series(1, 180) g, (select * from properties where location = ${location} limit 1) t`);
});
afterAll(async () => site?.close());

const calendar = async (query: string): Promise<CalendarMonth> => {
  const res = await site.app.inject({
    method: "GET",
    url: `/api/admin/stays/calendar?location=${location}${query}`,
    headers: front.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const villaIds = async (where = sql`true`) =>
  (
    await site.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.location, location), where))
  ).map((v) => v.id);

describe("GET /api/admin/stays/calendar, paged and filtered", () => {
  it("shows at most 50 villas a page, every villa of the location once over the pages", async () => {
    const all = await villaIds();
    expect(all.length).toBeGreaterThan(2 * CALENDAR_PAGE_SIZE);
    const first = await calendar("");
    expect(first).toMatchObject({
      page: 1,
      total: all.length,
      pages: Math.ceil(all.length / CALENDAR_PAGE_SIZE),
      type: null,
      block: null,
    });
    expect(first.villas).toHaveLength(CALENDAR_PAGE_SIZE);
    const seen = [...first.villas.map((v) => v.id)];
    for (let page = 2; page <= first.pages; page++)
      seen.push(...(await calendar(`&page=${page}`)).villas.map((v) => v.id));
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen)).toEqual(new Set(all));
    // a page past the last shows the last
    expect((await calendar(`&page=${first.pages + 5}`)).page).toBe(first.pages);
    expect(first.types.map((t) => t.id)).toContain(kind.id);
    expect(first.blocks.map((b) => b.id)).toContain(block.id);
  });

  it("filters by kind of home, by block, and by both", async () => {
    const ofKind = await calendar(`&type=${kind.id}`);
    expect(
      new Set(
        (await Promise.all([1, 2].map((p) => calendar(`&type=${kind.id}&page=${p}`)))).flatMap((c) =>
          c.villas.map((v) => v.id),
        ),
      ),
    ).toEqual(new Set(await villaIds(eq(properties.propertyTypeId, kind.id))));
    expect(ofKind.type).toBe(kind.id);
    const inBlock = await calendar(`&block=${block.id}`);
    expect(inBlock.total).toBe((await villaIds(eq(properties.blockId, block.id))).length);
    const both = await calendar(`&type=${kind.id}&block=${block.id}`);
    const expected = await villaIds(and(eq(properties.propertyTypeId, kind.id), eq(properties.blockId, block.id)));
    expect(both.total).toBe(expected.length);
    expect(new Set(both.villas.map((v) => v.id))).toEqual(new Set(expected));
    // an unknown kind or block is no filter
    expect((await calendar("&type=not-a-kind")).total).toBe((await villaIds()).length);
  });
});

describe("/admin/stays/calendar without JavaScript", () => {
  it("filters by the GET form and pages with Previous and Next, disabled at the ends, keeping the filters", async () => {
    const first = await (
      await openPage(site, `/admin/stays/calendar?location=${location}&type=${kind.id}`, front)
    ).text();
    expect(first).toMatch(new RegExp(`<option value="${kind.id}" selected=""`));
    expect(first).toMatch(/<span[^>]*aria-disabled="true"[^>]*>Previous<\/span>/);
    const next = /<a[^>]*href="([^"]*page=2[^"]*)"[^>]*>Next<\/a>/.exec(first);
    expect(next, "a Next link").not.toBeNull();
    const href = next![1].replace(/&amp;/g, "&");
    expect(href).toContain(`type=${kind.id}`);
    const total = (await villaIds(eq(properties.propertyTypeId, kind.id))).length;
    expect(first).toContain(`Villas 1–${CALENDAR_PAGE_SIZE} of ${total}`);
    const second = await (
      await openPage(site, `/admin/stays/calendar${href.startsWith("?") ? href : href.slice(href.indexOf("?"))}`, front)
    ).text();
    expect(second).toContain(`Villas ${CALENDAR_PAGE_SIZE + 1}–${total} of ${total}`);
    expect(second).toMatch(/<span[^>]*aria-disabled="true"[^>]*>Next<\/span>/);
    expect(second).toMatch(/<a[^>]*>Previous<\/a>/);
  });
});

describe("the desk's day, a page of each list", () => {
  it("lists 55 arrivals a page at a time, each once, through the API and the page's own Previous and Next", async () => {
    const guest = await createMember(site, "Paging Guest");
    const today = clubToday();
    await site.database.db.execute(sql`
      insert into bookings (reference, user_id, property_id, check_in, check_out, nights, total)
      select 'VWC-B-PAGE-' || v.n, ${guest.id}, v.id, ${today}, ${dayAfter(today, 2)}, 2, 10000
      from (select id, row_number() over (order by id) as n from properties where location = ${location} and name like 'Paged Villa %' limit 55) v`);
    const day = async (query: string): Promise<DeskDay> => {
      const res = await site.app.inject({
        method: "GET",
        url: `/api/admin/stays/day?location=${location}${query}`,
        headers: front.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const pages = Math.ceil(55 / DESK_LIST_SIZE);
    const first = await day("");
    expect(first.arrivals).toHaveLength(DESK_LIST_SIZE);
    expect(first.pages.arrivals).toEqual({ page: 1, pages, total: 55 });
    const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => day(`&arrivals_page=${i + 2}`)));
    expect(rest.at(-1)!.arrivals).toHaveLength(55 - (pages - 1) * DESK_LIST_SIZE);
    const refs = [first, ...rest]
      .flatMap((d) => d.arrivals.map((s) => s.reference))
      .filter((r) => r.startsWith("VWC-B-PAGE-"));
    expect(refs).toHaveLength(55);
    expect(new Set(refs).size).toBe(55);

    const page = await (await openPage(site, `/admin/stays?location=${location}`, front)).text();
    expect(page).toContain("Arrivals (55)");
    const next = /<nav aria-label="Arrivals pages"[\s\S]*?<a[^>]*href="([^"]*)"[^>]*>Next<\/a>/.exec(page);
    expect(next, "the arrivals' Next").not.toBeNull();
    expect(next![1].replace(/&amp;/g, "&")).toContain("arrivals_page=2");
    const last = await (await openPage(site, `/admin/stays?location=${location}&arrivals_page=${pages}`, front)).text();
    expect(last).toMatch(/<nav aria-label="Arrivals pages"[\s\S]*?<span[^>]*aria-disabled="true"[^>]*>Next<\/span>/);
  });
});
