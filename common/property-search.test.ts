import { describe, expect, it } from "vitest";
import {
  catalogueLocation,
  clearAllFilters,
  hasSearchEssentials,
  isCalendarDate,
  NIGHTLY_PRICE_BANDS,
  priceBandOf,
  searchCardFigures,
  splitPropertyTypes,
  toggleFilter,
  togglePriceBand,
  withFilter,
} from "./property-search.ts";

const q = (s: string) => new URLSearchParams(s);
const STAY = "location=solan&checkIn=2027-03-10&checkOut=2027-03-13";

describe("the villa search rules", () => {
  it("searches only with location, check-in and check-out all present and not blank", () => {
    expect(hasSearchEssentials(q(STAY))).toBe(true);
    expect(hasSearchEssentials(q("location=solan&checkIn=2027-03-10"))).toBe(false);
    expect(hasSearchEssentials(q("location=%20&checkIn=2027-03-10&checkOut=2027-03-13"))).toBe(false);
    expect(hasSearchEssentials({ location: "solan", checkIn: "2027-03-10", checkOut: undefined })).toBe(false);
  });

  it("maps the search locations to the catalogue's, rajgarh to Raigarh, in any case", () => {
    expect(catalogueLocation("rajgarh")).toBe("Raigarh");
    expect(catalogueLocation(" RISHIKESH ")).toBe("Rishikesh");
    expect(catalogueLocation("goa")).toBeNull();
  });

  it("a filter change keeps the others, drops page and blanks, and writes a steady order", () => {
    const next = withFilter(q(`page=3&sort=price_asc&${STAY}&guests=2`), { propertyView: "Pool", sort: " " });
    expect(next.toString()).toBe(`${STAY}&guests=2&propertyView=Pool`);
  });

  it("choosing the chosen value again clears it", () => {
    const once = toggleFilter(q(`${STAY}&page=2`), "sort", "highest_rated");
    expect(once.get("sort")).toBe("highest_rated");
    expect(once.has("page")).toBe(false);
    expect(toggleFilter(once, "sort", "highest_rated").has("sort")).toBe(false);
    expect(toggleFilter(once, "sort", "most_popular").get("sort")).toBe("most_popular");
  });

  it("a price band sets both bounds and clears them when chosen again", () => {
    const band = NIGHTLY_PRICE_BANDS[1];
    const on = togglePriceBand(q(STAY), band);
    expect([on.get("priceMin"), on.get("priceMax")]).toEqual(["5000", "7999"]);
    expect(priceBandOf(on.get("priceMin"), on.get("priceMax"))?.value).toBe(band.value);
    const open = togglePriceBand(on, NIGHTLY_PRICE_BANDS[3]);
    expect([open.get("priceMin"), open.has("priceMax")]).toEqual(["12000", false]);
    const off = togglePriceBand(open, NIGHTLY_PRICE_BANDS[3]);
    expect([off.has("priceMin"), off.has("priceMax")]).toEqual([false, false]);
  });

  it("Clear All keeps only location, check-in and check-out", () => {
    const all = q(
      `rooms=2&guests=3&${STAY}&sort=price_desc&blockId=x&propertyView=Sea&priceMin=1&propertyType=a,b&page=4`,
    );
    expect(clearAllFilters(all).toString()).toBe(STAY);
  });

  it("splits property types on commas, trimmed and lower-case, without blanks or repeats", () => {
    expect(splitPropertyTypes(" Farm-Villa,,tree-houses , farm-villa ")).toEqual(["farm-villa", "tree-houses"]);
    expect(splitPropertyTypes(undefined)).toEqual([]);
  });

  it("accepts only real calendar dates", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2027-3-1")).toBe(false);
  });

  it("a card's figures: struck price is per-night + 500; the rating and reviews are the guests', none invented", () => {
    expect(searchCardFigures({ pricePerNight: 7600, rating: 4.2, reviews: 9 })).toEqual({
      perNight: 7600,
      struck: 8100,
      rating: 4.2,
      reviews: 9,
    });
    expect(searchCardFigures({ pricePerNight: 4000, rating: null, reviews: 0 })).toMatchObject({
      rating: null,
      reviews: 0,
    });
  });
});
