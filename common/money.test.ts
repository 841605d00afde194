import { describe, expect, it } from "vitest";
import { formatIndian, formatRupees } from "./money.ts";
import { sqftToSqm, SQFT_TO_SQM_REGISTRATION } from "./catalogue.ts";
import { typeImageKey } from "./media.ts";

describe("money and units", () => {
  it("groups rupees the Indian way without decimals", () => {
    expect(formatRupees(1250000)).toBe("₹12,50,000");
    expect(formatRupees(999.6)).toBe("₹1,000");
    expect(formatIndian(42000000)).toBe("4,20,00,000");
  });

  it("converts square feet with the catalogue and the registration factors", () => {
    expect(sqftToSqm(900)).toBe(83.61);
    expect(sqftToSqm(1000, SQFT_TO_SQM_REGISTRATION)).toBe(92.9);
    expect(sqftToSqm(1234)).toBe(Math.round(1234 * 0.092903 * 100) / 100);
  });
});

describe("typeImageKey", () => {
  it("matches a type's image file name to the local artwork by name", () => {
    expect(typeImageKey("Bamboo-Homes.jpg")).toBe("types/bamboo");
    expect(typeImageKey("vedantavillas.png")).toBe("types/vedantavillas");
    expect(typeImageKey("farm_villa.png")).toBe("types/villa");
    expect(typeImageKey("TreeHouse.webp")).toBe("types/treehouse");
    expect(typeImageKey("orchard.jpg")).toBe("types/orchard");
  });

  it("falls back to the placeholder", () => {
    expect(typeImageKey("unknown.png")).toBe("types/placeholder");
    expect(typeImageKey("")).toBe("types/placeholder");
    expect(typeImageKey(undefined)).toBe("types/placeholder");
  });
});
