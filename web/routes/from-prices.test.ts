import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRupees } from "../../common/money";
import { properties, propertyTypes } from "../../server/db/schema";
import { openPage } from "../../server/test/site-requests";
import { openTestSite, type TestSite } from "../../server/test/site";

/*
 * A kind of home's "From" price is the lowest price of its published villas, computed from the catalogue, on
 * every page that says it (the home showcase, /property-list, the kind's own list) and in the API; a change of
 * a villa's price or of what is published shows at once, through the public page cache too.
 */

let site: TestSite;
let farmId: string;

beforeAll(async () => {
  site = await openTestSite();
  [{ id: farmId }] = await site.database.db
    .select({ id: propertyTypes.id })
    .from(propertyTypes)
    .where(eq(propertyTypes.slug, "farm-villa"));
});
afterAll(async () => {
  await site?.close();
});

const db = () => site.database.db;
/** The farm villas that are published, cheapest first. */
const publishedFarmVillas = () =>
  db()
    .select({ id: properties.id, price: properties.price })
    .from(properties)
    .where(and(eq(properties.propertyTypeId, farmId), eq(properties.published, true)))
    .orderBy(asc(properties.price));

/** Page text without tags, as a person reads it. */
const read = async (path: string) => {
  const page = await openPage(site, path);
  expect(page.status, path).toBe(200);
  return (await page.text()).replace(/<[^>]+>/g, "");
};

async function expectFromEverywhere(price: number) {
  const from = formatRupees(price);
  // the home showcase's first tab is the Farm Villa
  expect(await read("/")).toContain(`From${from}`);
  expect(await read("/property-number/farm-villa")).toContain(`From ${from} ·`);
  expect(await read("/property-list")).toContain(`from ${from} ·`);
  const types = (await site.app.inject({ method: "GET", url: "/api/propertyType/getPropertyType" })).json().data as {
    slug: string;
    price: number;
  }[];
  expect(types.find((t) => t.slug === "farm-villa")!.price).toBe(price);
}

describe("a kind's From price", () => {
  it("is the lowest price of its published villas on every page, and follows a change at once", async () => {
    const villas = await publishedFarmVillas();
    expect(villas.length).toBeGreaterThan(2);
    await expectFromEverywhere(villas[0].price);

    // the cheapest villa gets cheaper: the pages (now in the cache) say the new price
    const cheaper = villas[0].price - 1_00_000;
    await db().update(properties).set({ price: cheaper }).where(eq(properties.id, villas[0].id));
    await site.app.services.pageCache.checkCatalogue(true);
    await expectFromEverywhere(cheaper);

    // it is unpublished: the next cheapest published villa gives the price
    await db().update(properties).set({ published: false }).where(eq(properties.id, villas[0].id));
    await site.app.services.pageCache.checkCatalogue(true);
    await expectFromEverywhere(villas[1].price);
  });
});
