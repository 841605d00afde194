import { describe, expect, it } from "vitest";
import { formatDate, formatIndian, formatRupees, formatShortDate } from "./format.ts";

describe("money, numbers and dates for a language", () => {
  it("groups rupees and numbers the Indian way in Latin digits, in English and in Hindi", () => {
    for (const language of ["en", "hi"] as const) {
      expect(formatRupees(100000, language)).toBe("₹1,00,000");
      expect(formatRupees(1250000.4, language)).toBe("₹12,50,000");
      expect(formatIndian(42000000, language)).toBe("4,20,00,000");
    }
    // English is the default of the site's older callers
    expect(formatRupees(999.6)).toBe("₹1,000");
  });

  it("names the month in the reader's language, for the day named whatever the time zone", () => {
    expect(formatDate("2027-01-15", "en")).toBe("15 January 2027");
    expect(formatDate("2027-01-15", "hi")).toBe("15 जनवरी 2027");
    expect(formatDate("2027-06-21", "hi")).toBe("21 जून 2027");
    expect(formatDate("2027-03-01", "en")).toBe("1 March 2027");
    expect(formatShortDate("2027-03-10", "en")).toBe("10 Mar 2027");
    expect(formatShortDate("2027-03-10", "hi")).toBe("10 मार्च 2027");
  });
});
