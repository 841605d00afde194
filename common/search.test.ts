import { addDays, format, parseISO } from "date-fns";
import { describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "./club-time.ts";
import { buildAvailabilityQuery, DEFAULT_SEARCH, searchCriteriaFrom } from "./search.ts";

describe("buildAvailabilityQuery", () => {
  it("sends only the room and guest defaults when nothing else is chosen", () => {
    expect(buildAvailabilityQuery(DEFAULT_SEARCH)).toBe("/properties?rooms=1&guests=2");
  });

  it("sends every filled criterion in the order location, checkIn, checkOut, rooms, guests", () => {
    expect(
      buildAvailabilityQuery({
        guests: "3",
        rooms: "2",
        checkOut: addClubDays(clubToday(), 53),
        checkIn: addClubDays(clubToday(), 50),
        location: "rishikesh",
      }),
    ).toBe(
      `/properties?location=rishikesh&checkIn=${addClubDays(clubToday(), 50)}&checkOut=${addClubDays(clubToday(), 53)}&rooms=2&guests=3`,
    );
  });

  it("leaves out empty and blank fields wherever they are", () => {
    const checkOut = addClubDays(clubToday(), 68);
    expect(buildAvailabilityQuery({ ...DEFAULT_SEARCH, location: "solan", checkOut })).toBe(
      `/properties?location=solan&checkOut=${checkOut}&rooms=1&guests=2`,
    );
    expect(buildAvailabilityQuery({ location: "", checkIn: "  ", rooms: "", guests: "" })).toBe("/properties");
    expect(buildAvailabilityQuery({})).toBe("/properties");
  });

  it("encodes values safely", () => {
    expect(buildAvailabilityQuery({ checkIn: "a&b=c" })).toBe("/properties?checkIn=a%26b%3Dc");
  });
});

describe("searchCriteriaFrom", () => {
  it("reads what the fields show, every location of the club included", () => {
    const ahead = (days: number) => format(addDays(parseISO(clubToday()), days), "yyyy-MM-dd");
    const fields: Record<string, string> = {
      location: "rajgarh",
      checkIn: ` ${ahead(50)} `,
      checkOut: ahead(53),
      rooms: "2",
      guests: "3",
    };
    expect(searchCriteriaFrom((name) => fields[name])).toEqual({
      location: "rajgarh",
      checkIn: ahead(50),
      checkOut: ahead(53),
      rooms: "2",
      guests: "3",
    });
  });

  it("falls back to the defaults for choices the search does not offer", () => {
    const fields: Record<string, unknown> = { location: "goa", rooms: "9", guests: null };
    expect(searchCriteriaFrom((name) => fields[name])).toEqual(DEFAULT_SEARCH);
  });
});
