import { describe, it, expect, vi } from "vitest";
import { clubLocation } from "../../common/locations.ts";
import {
  buildSeedVillas,
  seedOccupations,
  seedPropertyTypes,
  seedQualifications,
  seedVerificationDocTypes,
  seedVillas,
} from "./seed-data.ts";
import { CONSTRUCTION_STATUSES, DESTINATIONS } from "../../common/catalogue.ts";
import { PROPERTY_VIEWS } from "../../common/locations.ts";
import { allMediaKeys } from "../../common/media.ts";

const SLUGS = [
  "farm-villa",
  "vedanta-villa",
  "cubic-homes",
  "apple-homes",
  "tree-houses",
  "bamboo-homes",
  "nature-house",
];

describe("seed property types", () => {
  it("has the 7 types with the exact slugs, in order", () => {
    expect(seedPropertyTypes.map((t) => t.slug)).toEqual(SLUGS);
  });

  it("has the expected aliases and images", () => {
    const bySlug = new Map(seedPropertyTypes.map((t) => [t.slug, t]));
    expect(bySlug.get("tree-houses")?.aliases).toEqual(["tree-house"]);
    expect(bySlug.get("nature-house")?.aliases).toEqual(["nature-camps"]);
    for (const slug of ["farm-villa", "vedanta-villa", "cubic-homes", "apple-homes", "bamboo-homes"]) {
      expect(bySlug.get(slug)?.aliases).toEqual([]);
    }
    expect(seedPropertyTypes.map((t) => t.image)).toEqual([
      "villa.png",
      "vedantavillas.jpg",
      "cubic.png",
      "orchard.jpg",
      "treehouse.png",
      "bamboo.jpg",
      "nature.png",
    ]);
  });

  it("has realistic prices, features and locations", () => {
    for (const t of seedPropertyTypes) {
      expect(Number.isInteger(t.villaPriceCentre)).toBe(true);
      expect(t.villaPriceCentre).toBeGreaterThanOrEqual(8_50_000);
      expect(t.villaPriceCentre).toBeLessThanOrEqual(45_00_000);
      expect(t.features.length).toBeGreaterThanOrEqual(4);
      expect(t.features.length).toBeLessThanOrEqual(6);
      for (const f of t.features) {
        const tags = [...f.matchAll(/<\/?([a-z]+)\b[^>]*>/gi)].map((m) => m[1]!.toLowerCase());
        for (const tag of tags) expect(["strong", "em", "br"]).toContain(tag);
      }
      expect(t.locations.length).toBeGreaterThanOrEqual(1);
      expect(t.locations.length).toBeLessThanOrEqual(2);
      for (const l of t.locations) expect(DESTINATIONS).toContain(l);
    }
    const used = new Set(seedPropertyTypes.flatMap((t) => t.locations));
    for (const d of ["Raigarh", "Amarkantak", "Rishikesh", "Solan"]) expect(used.has(d as never)).toBe(true);
    expect(seedPropertyTypes.find((t) => t.slug === "farm-villa")?.locations).toContain("Raigarh");
  });
});

describe("seed villas", () => {
  it("has 84 villas with unique names, 12 per type, each of an existing type", () => {
    expect(seedVillas).toHaveLength(84);
    expect(new Set(seedVillas.map((v) => v.name)).size).toBe(84);
    for (const v of seedVillas) expect(SLUGS).toContain(v.typeSlug);
    for (const slug of SLUGS) expect(seedVillas.filter((v) => v.typeSlug === slug)).toHaveLength(12);
  });

  it("covers all four blocks and null, three or more locations and every construction status", () => {
    const blocks = new Set(seedVillas.map((v) => v.blockNumber));
    for (const b of [1, 2, 3, 4, null]) expect(blocks.has(b as never)).toBe(true);
    expect(new Set(seedVillas.map((v) => v.location)).size).toBeGreaterThanOrEqual(3);
    const statuses = new Set(seedVillas.map((v) => v.constructionStatus));
    for (const s of CONSTRUCTION_STATUSES) expect(statuses.has(s)).toBe(true);
    for (const v of seedVillas) expect(PROPERTY_VIEWS).toContain(v.view);
  });

  it("places every villa in one of its type's locations", () => {
    const locations = new Map(seedPropertyTypes.map((t) => [t.slug, t.locations as string[]]));
    for (const v of seedVillas) expect(locations.get(v.typeSlug)).toContain(v.location);
  });

  it("refers only to known media keys, the villa image first", () => {
    const keys = new Set(allMediaKeys());
    for (const v of seedVillas) {
      expect(keys.has(v.image)).toBe(true);
      expect(v.gallery[0]).toBe(v.image);
      expect(v.gallery.length).toBeGreaterThanOrEqual(4);
      expect(v.gallery.length).toBeLessThanOrEqual(6);
      expect(new Set(v.gallery).size).toBe(v.gallery.length);
      for (const k of v.gallery) expect(keys.has(k), `${v.name}: ${k}`).toBe(true);
    }
  });

  it("tells the truth about each place: only the views a home there can have, never the sea", () => {
    for (const v of seedVillas) {
      const place = clubLocation(v.location)!;
      expect(place, v.location).not.toBeNull();
      expect(place.views as readonly string[], `${v.name} in ${v.location}`).toContain(v.view);
      expect(v.view).not.toBe("Sea");
    }
  });

  it("has prices around each kind's centre and values within their ranges", () => {
    const typePrice = new Map(seedPropertyTypes.map((t) => [t.slug, t.villaPriceCentre]));
    for (const v of seedVillas) {
      const base = typePrice.get(v.typeSlug)!;
      expect(v.price % 5000).toBe(0);
      expect(Math.abs(v.price - base)).toBeLessThanOrEqual(base * 0.35);
      expect(v.pricePerNight % 100).toBe(0);
      expect(v.pricePerNight).toBeGreaterThanOrEqual(3500);
      expect(v.pricePerNight).toBeLessThanOrEqual(18_000);
      // no invented rating, reviews or popularity: a villa's are its guests' (decision 053)
      expect(v).not.toHaveProperty("rating");
      expect(v).not.toHaveProperty("popularity");
      expect(v.bedrooms).toBeGreaterThanOrEqual(1);
      expect(v.bedrooms).toBeLessThanOrEqual(4);
      expect(v.kitchen).toBe(1);
      expect([1, 2]).toContain(v.livingArea);
      expect(v.amenities.length).toBeGreaterThanOrEqual(3);
      expect(v.amenities.length).toBeLessThanOrEqual(5);
    }
  });

  it("is deterministic", async () => {
    expect(buildSeedVillas()).toEqual(buildSeedVillas());
    expect(buildSeedVillas()).toEqual(seedVillas);
    vi.resetModules();
    const again = await import("./seed-data.ts");
    expect(again.seedVillas).not.toBe(seedVillas);
    expect(again.seedVillas).toEqual(seedVillas);
    expect(again.seedPropertyTypes).toEqual(seedPropertyTypes);
  });
});

describe("seed registration options", () => {
  it("lists occupations, qualifications and identity documents", () => {
    expect(seedOccupations.length).toBeGreaterThanOrEqual(10);
    expect(new Set(seedOccupations).size).toBe(seedOccupations.length);
    expect(seedQualifications).toHaveLength(9);
    expect(seedVerificationDocTypes).toEqual(["Aadhaar Card", "PAN Card", "Passport", "Voter ID", "Driving Licence"]);
  });
});
