import { describe, expect, it } from "vitest";
import { typeInLanguage, villaInLanguage } from "./catalogue-language.ts";
import type { PropertyRecord, PropertyTypeRecord } from "./catalogue-schemas.ts";

const type: PropertyTypeRecord = {
  _id: "t1",
  name: "Tree Houses",
  slug: "tree-houses",
  image: "treehouse.png",
  category: { name: "Forest Retreat" },
  price: 9_50_000,
  size: "420 – 650 sq ft",
  features: ["<strong>Canopy</strong> deck", "Rain shower"],
  about: "Lifted into the sal forests.",
  description: "Raised cabins in the canopy.",
  location: "Amarkantak, Rishikesh",
  locations: ["Amarkantak", "Rishikesh"],
  villaCount: 12,
  propertyTypeSlug: "tree-houses",
  propertyTypeImage: "treehouse.png",
  propertyTypeDescription: "Raised cabins in the canopy.",
  hi: { name: "ट्री हाउस", features: ["<strong>ऊँचा</strong> डेक"], description: "पेड़ों पर बनी कुटियाएँ।" },
};

const villa: PropertyRecord = {
  _id: "v1",
  name: "Kadamb Tree House",
  image: "villas/tree-dawn",
  sqft: 500,
  bedrooms: 1,
  maxAdults: 2,
  maxChildren: 2,
  kitchen: 1,
  livingArea: 1,
  highlights: "Canopy deck among old sal trees",
  villaNumber: "TH-101",
  blockId: null,
  view: "Garden",
  constructionStatus: "Completed",
  price: 9_00_000,
  pricePerNight: 5_000,
  location: "Amarkantak",
  rating: 4.5,
  reviews: 10,
  gallery: ["villas/tree-dawn"],
  amenities: [{ title: "Outdoors", details: ["Hammock corner"] }],
  propertyType: { _id: "t1", name: "Tree Houses", slug: "tree-houses", hi: { name: "ट्री हाउस" } },
  taken: false,
  hi: { name: "कदंब ट्री हाउस", amenities: [{ title: "बाहर की सुविधाएँ", details: ["झूले का कोना"] }] },
};

describe("the catalogue in a page's language", () => {
  it("in Hindi: each field the office gave in Hindi, the English of each it did not (lists whole)", () => {
    expect(typeInLanguage(type, "hi")).toEqual({
      ...type,
      name: "ट्री हाउस",
      features: ["<strong>ऊँचा</strong> डेक"],
      description: "पेड़ों पर बनी कुटियाएँ।",
      propertyTypeDescription: "पेड़ों पर बनी कुटियाएँ।",
      hi: {},
    });
    expect(villaInLanguage(villa, "hi")).toEqual({
      ...villa,
      name: "कदंब ट्री हाउस",
      amenities: [{ title: "बाहर की सुविधाएँ", details: ["झूले का कोना"] }],
      propertyType: { ...villa.propertyType, name: "ट्री हाउस", hi: {} },
      hi: {},
    });
  });

  it("in English, or without any Hindi: the English as it is", () => {
    expect(typeInLanguage(type, "en")).toEqual({ ...type, hi: {} });
    expect(villaInLanguage(villa, "en")).toEqual({ ...villa, propertyType: { ...villa.propertyType, hi: {} }, hi: {} });
    const plain = { ...villa, hi: {}, propertyType: { ...villa.propertyType, hi: {} } };
    expect(villaInLanguage(plain, "hi")).toEqual(plain);
  });
});
