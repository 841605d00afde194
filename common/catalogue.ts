import { currencyFor, type CurrencyCode } from "./currency.ts";
import { LOCATION_NAMES, type LocationName } from "./locations.ts";
import { formatRupees } from "./money.ts";

/** Square feet to square metres on catalogue cards (spec public-site §9). */
export const SQFT_TO_SQM = 0.092903;
/** Square feet to square metres on the registration summary card (spec public-site §9). */
export const SQFT_TO_SQM_REGISTRATION = 0.09290304;

export function sqftToSqm(sqft: number, factor: number = SQFT_TO_SQM): number {
  return Math.round(sqft * factor * 100) / 100;
}

/** The catalogue's locations: the club's one list (`common/locations.ts`). */
export const DESTINATIONS = LOCATION_NAMES;
export type Destination = LocationName;
/** The destination checkboxes of /property-list (after "All"): every location of the club's one list. */
export const DESTINATION_FILTERS = LOCATION_NAMES;

export const CONSTRUCTION_STATUSES = ["Completed", "Under Construction", "Pre-Launch"] as const;
export type ConstructionStatus = (typeof CONSTRUCTION_STATUSES)[number];

export const BLOCKS = [
  { number: 1, name: "Shiva" },
  { number: 2, name: "Ganga" },
  { number: 3, name: "Vishnu" },
  { number: 4, name: "Rama" },
] as const;

export const SORT_OPTIONS = [
  { value: "price_asc", label: "Price Low to High" },
  { value: "price_desc", label: "Price High to Low" },
  { value: "highest_rated", label: "Highest Rated" },
  { value: "most_popular", label: "Most Popular" },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]["value"];

/**
 * The Price filter's bands are said in US dollars (spec public-site §9: "$500K-$1M", "$1M and above"); a villa's
 * price is in rupees, so a band filters by its dollar amounts converted at the site's one rate table
 * (`common/currency.ts`), and the chooser says those rupee amounts beside the spec's label.
 */
const BAND_CURRENCY = "USD" satisfies CurrencyCode;
const dollarsInRupees = (dollars: number) => dollars * currencyFor(BAND_CURRENCY).rupeesPerUnit;

/** The Price filter of spec public-site §9: two orderings and two bands (`min`/`max` in rupees, from the dollars). */
export const PRICE_OPTIONS = [
  { value: "low_high", label: "low to high" },
  { value: "high_low", label: "high to low" },
  {
    value: "500k_1m",
    label: "$500K-$1M",
    currency: BAND_CURRENCY,
    min: dollarsInRupees(500_000),
    max: dollarsInRupees(1_000_000),
  },
  { value: "1m_plus", label: "$1M and above", currency: BAND_CURRENCY, min: dollarsInRupees(1_000_000) },
] as const;
export type PriceValue = (typeof PRICE_OPTIONS)[number]["value"];
type PriceOption = (typeof PRICE_OPTIONS)[number];

/** A Price choice as the chooser says it: the spec's label, and a band's amounts in rupees beside it. */
export function priceOptionLabel(option: PriceOption): string {
  if (!("min" in option)) return option.label;
  const rupees =
    "max" in option
      ? `${formatRupees(option.min)} to ${formatRupees(option.max)}`
      : `${formatRupees(option.min)} and above`;
  return `${option.label} (${rupees})`;
}

/** A villa in a member's payment plan, on its card (its page says so with the registration's `villaTaken`). */
export const VILLA_TAKEN_LABEL = "Already taken";

export const PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 5;
