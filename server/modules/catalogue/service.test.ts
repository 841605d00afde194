import { describe, expect, it } from "vitest";
import type { PropertyTypeRecord } from "../../../common/catalogue-schemas.ts";
import { sanitizeFeatureHtml } from "./feature-html.ts";
import { isUuid } from "../../../common/ids.ts";
import { filterPropertyTypes } from "./service.ts";

const type = (
  slug: string,
  locations: string[],
  about = "",
  hi: PropertyTypeRecord["hi"] = {},
): PropertyTypeRecord => ({
  _id: slug,
  name: slug.replace("-", " "),
  slug,
  image: `${slug}.png`,
  category: { name: "Eco Cottage" },
  price: 1_000_000,
  size: "900 sq ft",
  features: [],
  about,
  description: "",
  location: locations.join(", "),
  locations,
  villaCount: 0,
  propertyTypeSlug: slug,
  propertyTypeImage: `${slug}.png`,
  propertyTypeDescription: "",
  hi,
});

const types = [
  type("farm-villa", ["Raigarh", "Amarkantak"], "Fields and a cow shed"),
  type("tree-houses", ["Amarkantak"], "Among the sal trees", { name: "ट्री हाउस", about: "साल के पेड़ों के बीच" }),
  type("vedanta-villa", ["Rishikesh"], "By the Ganga"),
];

describe("filterPropertyTypes", () => {
  it("keeps everything with no criteria (All)", () => {
    expect(filterPropertyTypes(types, {})).toHaveLength(3);
  });

  it("keeps the types at any checked destination", () => {
    expect(filterPropertyTypes(types, { destinations: ["Amarkantak"] }).map((t) => t.slug)).toEqual([
      "farm-villa",
      "tree-houses",
    ]);
    expect(filterPropertyTypes(types, { destinations: ["Raigarh", "Rishikesh"] }).map((t) => t.slug)).toEqual([
      "farm-villa",
      "vedanta-villa",
    ]);
  });

  it("matches every word of the search anywhere in the type, ignoring case", () => {
    expect(filterPropertyTypes(types, { q: "GANGA" }).map((t) => t.slug)).toEqual(["vedanta-villa"]);
    expect(filterPropertyTypes(types, { q: "sal amarkantak" }).map((t) => t.slug)).toEqual(["tree-houses"]);
    expect(filterPropertyTypes(types, { q: "sal", destinations: ["Rishikesh"] })).toEqual([]);
  });

  it("matches the Hindi the office gave as well", () => {
    expect(filterPropertyTypes(types, { q: "साल" }).map((t) => t.slug)).toEqual(["tree-houses"]);
    expect(filterPropertyTypes(types, { q: "ट्री amarkantak" }).map((t) => t.slug)).toEqual(["tree-houses"]);
  });
});

describe("sanitizeFeatureHtml", () => {
  it("keeps inline formatting and drops scripts, links and handlers", async () => {
    expect(await sanitizeFeatureHtml('<strong onclick="x()">2 bedrooms</strong><script>alert(1)</script>')).toBe(
      "<strong>2 bedrooms</strong>",
    );
    expect(await sanitizeFeatureHtml('<a href="javascript:x">Pool</a> <em>deck</em><br>')).toBe(
      "Pool <em>deck</em><br />",
    );
  });
});

describe("isUuid", () => {
  it("accepts only well-formed ids", () => {
    expect(isUuid("3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f")).toBe(true);
    expect(isUuid("abc")).toBe(false);
  });
});
