import { describe, expect, it } from "vitest";
import { seedPropertyTypes, seedVillas } from "./seed-data.ts";
import { seedTypeHindiOf, seedVillaHindi } from "./seed-data-hindi.ts";

/** Devanagari, and no Latin word of three letters or more outside the HTML's tags. */
const inHindi = (text: string) =>
  /[\u0900-\u097F]/.test(text) && !/[A-Za-z]{3,}/.test(text.replace(/<\/?(strong|em|br)\s*\/?>/g, ""));

describe("the demo catalogue's Hindi version", () => {
  it("gives every kind of home its Hindi name, category, size, features, about and description", () => {
    for (const type of seedPropertyTypes) {
      const hindi = seedTypeHindiOf(type);
      for (const text of [
        hindi.name,
        hindi.categoryName,
        hindi.size,
        hindi.about,
        hindi.description,
        ...hindi.features,
      ])
        expect(inHindi(text), `${type.slug}: ${text}`).toBe(true);
      // the same number of features, with the same inline formatting
      const tags = (features: string[]) => features.map((f) => [...f.matchAll(/<\/?[a-z]+>/g)].join(""));
      expect(tags(hindi.features), type.slug).toEqual(tags(type.features));
      // the figures of the size stay as they are
      expect(hindi.size.replace(/[^\d,–]/g, ""), type.slug).toBe(type.size.replace(/[^\d,–]/g, ""));
    }
  });

  it("gives every one of the 84 villas its Hindi name, highlight and amenities, group by group", () => {
    const names = new Set<string>();
    for (const villa of seedVillas) {
      const hindi = seedVillaHindi(villa);
      names.add(hindi.name);
      for (const text of [hindi.name, hindi.highlights, ...hindi.amenities.flatMap((a) => [a.title, ...a.details])])
        expect(inHindi(text), `${villa.name}: ${text}`).toBe(true);
      expect(hindi.amenities.map((a) => a.details.length)).toEqual(villa.amenities.map((a) => a.details.length));
    }
    // each villa is told apart in Hindi as in English
    expect(names.size).toBe(seedVillas.length);
  });

  it("names a villa by its own name and its kind's word", () => {
    const aranya = seedVillas.find((v) => v.name === "Aranya Farm Villa")!;
    expect(seedVillaHindi(aranya).name).toBe("अरण्य फ़ार्म विला");
  });
});
