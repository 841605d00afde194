import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "../../common/club-time";
import { CLUB_LOCATIONS, LOCATION_NAMES } from "../../common/locations";
import { properties } from "../../server/db/schema";
import { openPage } from "../../server/test/site-requests";
import { openTestSite, type TestSite } from "../../server/test/site";

/*
 * The club's locations are one list (common/locations.ts): the home search, /properties (its search bar and its
 * sidebar), /property-list and the contact page offer every one of them, in the same order; a villa's page says
 * where the home truly is.
 */

let site: TestSite;
beforeAll(async () => {
  site = await openTestSite();
});
afterAll(async () => {
  await site?.close();
});

const html = async (path: string) => {
  const page = await openPage(site, path);
  expect(page.status, path).toBe(200);
  return page.text();
};
/** The part of a page from the element labelled `label` to the first `end` after it. */
const part = (page: string, label: string, end: string) => {
  const start = page.indexOf(`aria-label="${label}"`);
  expect(start, label).toBeGreaterThan(-1);
  return page.slice(start, page.indexOf(end, start));
};
/** The texts of the options of the first location select in `segment`. */
const locationOptions = (segment: string) => {
  const select = /<select[^>]*name="location"[^>]*>([\s\S]*?)<\/select>/.exec(segment)![1];
  return [...select.matchAll(/<option[^>]*value="([^"]+)"[^>]*>([^<]*)<\/option>/g)].map((m) => m[2]);
};
const inOrder = (segment: string, names: readonly string[]) => names.map((n) => segment.indexOf(`>${n}<`));

describe("the club's locations", () => {
  it("are the home search's choices", async () => {
    expect(locationOptions(part(await html("/"), "Find a stay", "</form>"))).toEqual(LOCATION_NAMES);
  });

  it("are the villa search's choices and its sidebar's destinations", async () => {
    const page = await html(`/properties?location=solan&checkIn=${clubToday()}`);
    expect(locationOptions(part(page, "Search villas", "</form>"))).toEqual(LOCATION_NAMES);
    const positions = inOrder(part(page, "Villa filters", "</aside>"), LOCATION_NAMES);
    expect(
      positions.every((p) => p > -1),
      `sidebar has ${LOCATION_NAMES.join(", ")}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("are /property-list's destinations and the contact page's estates", async () => {
    const list = part(await html("/property-list"), "Search homes", "</form>");
    const boxes = [...list.matchAll(/<input[^>]*name="dest"[^>]*value="([^"]+)"/g)].map((m) => m[1]);
    expect(boxes).toEqual(LOCATION_NAMES);
    const contact = await html("/contact");
    for (const l of CLUB_LOCATIONS) expect(contact).toContain(`${l.name} in ${l.region}`);
  });

  it("are said truly on a villa's page: a Raigarh farm is no home in the hills", async () => {
    const villas = await site.database.db.select({ id: properties.id, location: properties.location }).from(properties);
    for (const place of CLUB_LOCATIONS) {
      const villa = villas.find((v) => v.location === place.name)!;
      const page = await html(`/property-details/${villa.id}`);
      expect(page, place.name).toMatch(new RegExp(`Make [^<]+ your home ${place.home}<`));
    }
    const [raigarh] = await site.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.location, "Raigarh"))
      .limit(1);
    // what the page says (its catalogue, sent along for the page's script, holds every location's words)
    const said = await html(`/property-details/${raigarh.id}`);
    expect(said.slice(said.indexOf("<main"), said.indexOf("</main>"))).not.toContain("your home in the hills");
  });
});
