/**
 * The villa search of /properties and GET /api/property/search (spec member-side §2 "Villa search",
 * §3, §4, §5, §9): its constants and the pure rules shared by the server and the page.
 */
import { PAGE_SIZE, type Destination } from "./catalogue.ts";
import { clubLocation, type LocationValue } from "./locations.ts";
import { SEARCH_LOCATIONS } from "./search.ts";

/** Page size of the search (spec §9: page size 10) and the largest page the API hands out. */
export const SEARCH_PAGE_SIZE = PAGE_SIZE;
export const SEARCH_MAX_LIMIT = 50;

/** The search locations (spec §9: solan, rishikesh, amarkantak, rajgarh): the club's one list, as the home search has it. */
export const PROPERTY_SEARCH_LOCATIONS = SEARCH_LOCATIONS;
export type PropertySearchLocation = LocationValue;

/** Search location value (any case; "raigarh" as well as "rajgarh") → the catalogue's location. */
export function catalogueLocation(value: string): Destination | null {
  return clubLocation(value)?.name ?? null;
}

/** The sidebar's destinations: the same list, every location of the club. */
export const SIDEBAR_LOCATIONS = SEARCH_LOCATIONS;

/** Rooms 1 to 3 and adults 1 to 4 (spec §9). Adults travel in the `guests` parameter the home search sends. */
export const SEARCH_ROOM_OPTIONS = [
  { value: "1", label: "Room 01" },
  { value: "2", label: "Room 02" },
  { value: "3", label: "Room 03" },
] as const;
export const SEARCH_ADULT_OPTIONS = [
  { value: "1", label: "Adults 01" },
  { value: "2", label: "Adults 02" },
  { value: "3", label: "Adults 03" },
  { value: "4", label: "Adults 04" },
] as const;
export const DEFAULT_ROOMS = "1";
export const DEFAULT_ADULTS = "2";

/** Per-night price bands of the sidebar (whole rupees, both ends included). */
export const NIGHTLY_PRICE_BANDS = [
  { value: "under-5000", label: "Under ₹5,000", max: 4999 },
  { value: "5000-7999", label: "₹5,000 – ₹7,999", min: 5000, max: 7999 },
  { value: "8000-11999", label: "₹8,000 – ₹11,999", min: 8000, max: 11_999 },
  { value: "12000-plus", label: "₹12,000 and above", min: 12_000 },
] as const satisfies readonly { value: string; label: string; min?: number; max?: number }[];
export type NightlyPriceBand = (typeof NIGHTLY_PRICE_BANDS)[number];

/**
 * A card's figures (spec §2, §3): the struck price = per-night + 500, and the villa's rating and reviews as its guests'
 * published reviews make them (decision 053: the spec's defaults of 4.5 and 10 were invented figures): no rating
 * (null) while it has none.
 */
export const STRUCK_PRICE_MARKUP = 500;
export const TAXES_AND_FEES = "+₹719 per night";

export function searchCardFigures(p: { pricePerNight: number; rating: number | null; reviews: number }) {
  return {
    perNight: p.pricePerNight,
    struck: p.pricePerNight + STRUCK_PRICE_MARKUP,
    rating: p.reviews > 0 ? p.rating : null,
    reviews: p.reviews,
  };
}

/** The query parameters of the search, as the address and the API name them. */
export const ESSENTIAL_PARAMS = ["location", "checkIn", "checkOut"] as const;
export const FILTER_PARAMS = ["sort", "blockId", "propertyView", "priceMin", "priceMax", "propertyType"] as const;

type ParamSource = URLSearchParams | Record<string, string | undefined | null>;
const read = (source: ParamSource, key: string) =>
  ((source instanceof URLSearchParams ? source.get(key) : source[key]) ?? "").trim();

/** No request unless location, checkIn and checkOut are all present. */
export function hasSearchEssentials(source: ParamSource): boolean {
  return ESSENTIAL_PARAMS.every((key) => read(source, key) !== "");
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date written YYYY-MM-DD (2027-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Comma-separated property type values → trimmed, lower-case, without blanks or repeats. */
export function splitPropertyTypes(value: string | undefined | null): string[] {
  return [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** The order parameters are written in: the home search's, then the sidebar's, then paging. */
const PARAM_ORDER: readonly string[] = [...ESSENTIAL_PARAMS, "rooms", "guests", ...FILTER_PARAMS, "page", "limit"];
const rank = (key: string) => {
  const i = PARAM_ORDER.indexOf(key);
  return i === -1 ? PARAM_ORDER.length : i;
};

/** Without empty or blank values (empty or blank filters are dropped), in a steady order. */
function compact(params: URLSearchParams): URLSearchParams {
  const entries = [...params].filter(([, value]) => value.trim() !== "");
  entries.sort(([a], [b]) => rank(a) - rank(b));
  return new URLSearchParams(entries.map(([key, value]) => [key, value.trim()]));
}

/**
 * The address after one filter change: the other filters stay, page goes back to 1, an
 * empty value removes the parameter.
 */
export function withFilter(
  params: URLSearchParams,
  changes: Record<string, string | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value.trim() === "") next.delete(key);
    else next.set(key, value);
  }
  next.delete("page");
  return compact(next);
}

/** A single-choice option: choosing it again clears it. */
export function toggleFilter(params: URLSearchParams, key: string, value: string): URLSearchParams {
  return withFilter(params, { [key]: params.get(key) === value ? null : value });
}

/** The price band a pair of bounds names, if it is one of the sidebar's. */
export function priceBandOf(priceMin: string | null, priceMax: string | null): NightlyPriceBand | undefined {
  return NIGHTLY_PRICE_BANDS.find(
    (b) => String("min" in b ? b.min : "") === (priceMin ?? "") && String("max" in b ? b.max : "") === (priceMax ?? ""),
  );
}

/** A price band button: sets both bounds, or clears them when that band is already chosen. */
export function togglePriceBand(params: URLSearchParams, band: NightlyPriceBand): URLSearchParams {
  const chosen = priceBandOf(params.get("priceMin"), params.get("priceMax"))?.value === band.value;
  return withFilter(
    params,
    chosen
      ? { priceMin: null, priceMax: null }
      : { priceMin: "min" in band ? String(band.min) : null, priceMax: "max" in band ? String(band.max) : null },
  );
}

/** Clear All: only location, check-in and check-out stay; page 1. */
export function clearAllFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of ESSENTIAL_PARAMS) {
    const value = read(params, key);
    if (value) next.set(key, value);
  }
  return next;
}

/** True when any sidebar filter is in use. */
export function hasFilters(params: URLSearchParams): boolean {
  return FILTER_PARAMS.some((key) => read(params, key) !== "");
}
