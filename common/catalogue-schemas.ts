import { z } from "./zod.ts";
import { CONSTRUCTION_STATUSES, PRICE_OPTIONS, SORT_OPTIONS, type PriceValue, type SortValue } from "./catalogue.ts";
import { PROPERTY_VIEWS } from "./locations.ts";
import { SEARCH_MAX_LIMIT, SEARCH_PAGE_SIZE } from "./property-search.ts";
import { text } from "./text.ts";

/** The catalogue's request and response shapes (kept apart from the constants so pages do not ship zod). */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(values).optional());

/** Query of GET /api/property/getProperties (and of the /property-number/{slug} page). */
export const propertyListQuery = z.object({
  slug: text("the kind of home").trim().max(100).default(""),
  blockId: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : v),
    text("the block").max(64).optional(),
  ),
  view: optionalEnum(PROPERTY_VIEWS),
  price: optionalEnum(PRICE_OPTIONS.map((p) => p.value) as unknown as readonly [PriceValue, ...PriceValue[]]),
  status: optionalEnum(CONSTRUCTION_STATUSES),
  sort: optionalEnum(SORT_OPTIONS.map((s) => s.value) as unknown as readonly [SortValue, ...SortValue[]]),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type PropertyListQuery = z.infer<typeof propertyListQuery>;

export const blockRef = z.object({ _id: z.string(), block_name: z.string() });
export type BlockRef = z.infer<typeof blockRef>;

/**
 * The Hindi version of a kind of home, as the office gave it: only the fields it has (decision 046). A Hindi page
 * shows each where given and the English where not (common/catalogue-language.ts); the English fields never change.
 */
export const propertyTypeHindi = z.object({
  name: z.string().optional(),
  categoryName: z.string().optional(),
  size: z.string().optional(),
  features: z.array(z.string()).optional(),
  about: z.string().optional(),
  description: z.string().optional(),
});
export type PropertyTypeHindi = z.infer<typeof propertyTypeHindi>;

export const propertyTypeRecord = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  category: z.object({ name: z.string() }),
  /** The "From" price: the lowest price of the kind's published villas, null while it has none. */
  price: z.number().int().nullable(),
  size: z.string(),
  features: z.array(z.string()),
  about: z.string(),
  description: z.string(),
  location: z.string(),
  locations: z.array(z.string()),
  villaCount: z.number().int(),
  propertyTypeSlug: z.string(),
  propertyTypeImage: z.string(),
  propertyTypeDescription: z.string(),
  /** The Hindi version: the fields the office gave in Hindi, the others absent. */
  hi: propertyTypeHindi,
});
export type PropertyTypeRecord = z.infer<typeof propertyTypeRecord>;

export const amenity = z.object({ title: z.string(), details: z.array(z.string()) });
export type Amenity = z.infer<typeof amenity>;

/** The Hindi version of a villa: the fields the office gave in Hindi, the others absent (decision 046). */
export const propertyHindi = z.object({
  name: z.string().optional(),
  highlights: z.string().optional(),
  amenities: z.array(amenity).optional(),
});
export type PropertyHindi = z.infer<typeof propertyHindi>;

export const propertyRecord = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  sqft: z.number().int(),
  bedrooms: z.number().int(),
  /** Who the villa sleeps: beyond 2 adults and 2 children, each guest pays the extra guest charge. */
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  kitchen: z.number().int(),
  livingArea: z.number().int(),
  highlights: z.string(),
  villaNumber: z.string().nullable(),
  blockId: blockRef.nullable(),
  view: z.string(),
  constructionStatus: z.string(),
  price: z.number().int(),
  pricePerNight: z.number().int(),
  location: z.string(),
  /** The average of the villa's published reviews (one decimal), null with none (decision 053). */
  rating: z.number().nullable(),
  /** How many published reviews the villa has. */
  reviews: z.number().int(),
  gallery: z.array(z.string()),
  amenities: z.array(amenity),
  propertyType: z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    hi: z.object({ name: z.string().optional() }),
  }),
  /** In a member's payment plan: no one else can apply for this villa. */
  taken: z.boolean(),
  /** The Hindi version: the fields the office gave in Hindi, the others absent. */
  hi: propertyHindi,
});
export type PropertyRecord = z.infer<typeof propertyRecord>;

export const optionRecord = z.object({ _id: z.string(), name: z.string() });
export type OptionRecord = z.infer<typeof optionRecord>;

export const propertyListResult = z.object({
  data: z.array(propertyRecord),
  totalCount: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  /** True when the chosen block matched nothing and the whole list was kept. */
  blockIgnored: z.boolean(),
});
export type PropertyListResult = z.infer<typeof propertyListResult>;

/** Blank → absent, so `?blockId=` and `?blockId=%20` mean no filter. */
const trimmedOrAbsent = (v: unknown) => (typeof v === "string" ? v.trim() || undefined : v);
/** "pool" or "POOL" → "Pool": views are matched without regard to case. */
const canonicalView = (v: unknown) => {
  const value = trimmedOrAbsent(v);
  return typeof value === "string"
    ? (PROPERTY_VIEWS.find((view) => view.toLowerCase() === value.toLowerCase()) ?? value)
    : value;
};

/**
 * Query of GET /api/property/search and of the /properties page.
 * Presence of location and dates, the location list and the date order are rules of
 * the service (searchProperties), which answers each with a clear message.
 */
export const propertySearchQuery = z.object({
  location: z.preprocess(trimmedOrAbsent, text("the location").max(40).optional()),
  checkIn: z.preprocess(trimmedOrAbsent, text("the check-in date").max(20).optional()),
  checkOut: z.preprocess(trimmedOrAbsent, text("the check-out date").max(20).optional()),
  /** How many people stay (adults and children together); the booking rule of at most 2 adults + 2 children applies. */
  guests: z.preprocess(trimmedOrAbsent, z.coerce.number().int().min(0).max(1000).optional()),
  /** Comma-separated type slugs; aliases such as tree-house are accepted. */
  propertyType: z.preprocess(trimmedOrAbsent, text("the kind of home").max(500).optional()),
  blockId: z.preprocess(trimmedOrAbsent, text("the block").max(64).optional()),
  propertyView: z.preprocess(canonicalView, z.enum(PROPERTY_VIEWS).optional()),
  /** Per-night price bounds in whole rupees, both included. */
  priceMin: z.preprocess(trimmedOrAbsent, z.coerce.number().int().min(0).max(10_000_000).optional()),
  priceMax: z.preprocess(trimmedOrAbsent, z.coerce.number().int().min(0).max(10_000_000).optional()),
  sort: optionalEnum(SORT_OPTIONS.map((s) => s.value) as unknown as readonly [SortValue, ...SortValue[]]),
  page: z.preprocess(trimmedOrAbsent, z.coerce.number().int().min(1).max(100_000).default(1)),
  limit: z.preprocess(trimmedOrAbsent, z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_PAGE_SIZE)),
});
export type PropertySearchQuery = z.infer<typeof propertySearchQuery>;

/**
 * A villa as the search finds it for a stay (decision 051): `pricePerNight` is the stay's lowest night (its "from"
 * price, by the rate periods), and the stay's nights and room price (every night at its own price, before taxes).
 */
export const searchedProperty = propertyRecord.extend({
  stayNights: z.number().int(),
  stayPrice: z.number().int(),
});
export type SearchedProperty = z.infer<typeof searchedProperty>;

export const propertySearchResult = z.object({
  data: z.array(searchedProperty),
  totalCount: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type PropertySearchResult = z.infer<typeof propertySearchResult>;
