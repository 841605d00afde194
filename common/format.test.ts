import { describe, expect, it } from "vitest";
import {
  formatClubTime,
  formatDate,
  formatIndian,
  formatMonth,
  formatRupees,
  formatShortDate,
  formatWeekdayDate,
} from "./format.ts";

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

  it("names the weekday and the month of a year in the reader's language", () => {
    expect(formatWeekdayDate("2027-01-19", "en")).toBe("Tuesday, 19 January 2027");
    expect(formatWeekdayDate("2027-01-19", "hi")).toBe("मंगलवार, 19 जनवरी 2027");
    expect(formatMonth(2027, 3, "en")).toBe("March 2027");
    expect(formatMonth(2027, 3, "hi")).toBe("मार्च 2027");
  });

  it("tells a moment's time in the club's time zone, on the twelve-hour clock", () => {
    expect(formatClubTime("2025-03-12T08:35:00Z", "en")).toBe("02:05 pm");
    expect(formatClubTime(new Date("2025-03-12T20:05:00Z"), "hi")).toBe("01:35 am");
  });
});
