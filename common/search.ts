/**
 * The home page's stay search (spec public-site §2 "Home page", §3 "Search criteria", §4, §5, §9).
 * The search makes no call: it navigates client-side to /properties with the non-empty criteria.
 */

import { CLUB_LOCATIONS, type LocationValue } from "./locations.ts";

export const SEARCH_PATH = "/properties";

export const SEARCH_LOCATION_PLACEHOLDER = "Select a location";
/** The club's locations (`common/locations.ts`), as the search's choices. */
export const SEARCH_LOCATIONS = CLUB_LOCATIONS.map((l) => ({ value: l.value, label: l.name }));
export type SearchLocation = LocationValue;

export const SEARCH_ROOMS = [
  { value: "1", label: "Room 01" },
  { value: "2", label: "Room 02" },
] as const;

export const SEARCH_GUESTS = [
  { value: "2", label: "Guests 02" },
  { value: "3", label: "Guests 03" },
] as const;

export const CHECK_IN_PLACEHOLDER = "Check-In";
export const CHECK_OUT_PLACEHOLDER = "Check-Out";

export interface SearchCriteria {
  /** A location's value (solan, rishikesh, amarkantak, rajgarh) or empty. */
  location: SearchLocation | "";
  /** Date strings (yyyy-mm-dd from a date input) or empty. */
  checkIn: string;
  checkOut: string;
  /** "1" or "2". */
  rooms: string;
  /** "2" or "3". */
  guests: string;
}

export const DEFAULT_SEARCH: SearchCriteria = {
  location: "",
  checkIn: "",
  checkOut: "",
  rooms: "1",
  guests: "2",
};

const oneOf = <T extends string>(choices: readonly { value: T }[], given: unknown, fallback: T): T =>
  choices.find((c) => c.value === given)?.value ?? fallback;

/**
 * The criteria a search form holds, read from its fields by name (`location`, `checkIn`, …): what the visitor
 * sees, whether chosen before the page's script ran or after. Unknown choices fall back to the defaults.
 */
export function searchCriteriaFrom(field: (name: keyof SearchCriteria) => unknown): SearchCriteria {
  const text = (name: keyof SearchCriteria) => {
    const value = field(name);
    return typeof value === "string" ? value.trim() : "";
  };
  return {
    location: oneOf(SEARCH_LOCATIONS, text("location"), ""),
    checkIn: text("checkIn"),
    checkOut: text("checkOut"),
    rooms: oneOf(SEARCH_ROOMS, text("rooms"), DEFAULT_SEARCH.rooms),
    guests: oneOf(SEARCH_GUESTS, text("guests"), DEFAULT_SEARCH.guests),
  };
}

/** The query parameters in the order the spec names them. */
const QUERY_ORDER = ["location", "checkIn", "checkOut", "rooms", "guests"] as const;

/**
 * The address View Availability goes to: /properties with only the non-empty criteria, in the order
 * location, checkIn, checkOut, rooms, guests (no validation: an empty search is allowed).
 */
export function buildAvailabilityQuery(criteria: Partial<SearchCriteria>): string {
  const params = new URLSearchParams();
  for (const name of QUERY_ORDER) {
    const value = (criteria[name] ?? "").trim();
    if (value) params.append(name, value);
  }
  const query = params.toString();
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}
