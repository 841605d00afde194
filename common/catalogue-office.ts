import { z } from "./zod.ts";
import { CONSTRUCTION_STATUSES, DESTINATIONS } from "./catalogue.ts";
import { PROPERTY_VIEWS } from "./locations.ts";
import { listPage, listSearch } from "./office-lists.ts";
import { text } from "./text.ts";

/**
 * The office's catalogue: kinds of home and their villas (every field the public pages show),
 * blocks and the registration's three option lists, kept by content staff (an administrator always). The rules are
 * the server's (server/modules/catalogue/office.ts); the requests, the answers, the form's reading and the words are here.
 */

/** The registration's option lists, by their API name, with the office's labels. */
export const OPTION_LISTS = [
  { value: "occupations", label: "Occupations", noun: "occupation" },
  { value: "qualifications", label: "Qualifications", noun: "qualification" },
  { value: "verification-doc-types", label: "Identity documents", noun: "identity document" },
] as const;
export type OptionListName = (typeof OPTION_LISTS)[number]["value"];

/** An image of the catalogue: an artwork key (`villas/cubic-dusk`, a type's `bamboo.jpg`) or an uploaded one (`uploads/<uuid>`). */
export const IMAGE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/;
export const CATALOGUE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATALOGUE_PRICE_MAX = 1_000_000_000;
/** Who a villa can sleep (the database's check `properties_occupancy_range` says the same). */
export const OCCUPANCY_LIMITS = { adults: { min: 1, max: 20 }, children: { min: 0, max: 20 } } as const;
/** A new villa's occupancy when none is given, as the demo data derives it: two adults a bedroom (2 at least), two children. */
export const defaultOccupancy = (bedrooms: number) => ({
  maxAdults: Math.min(OCCUPANCY_LIMITS.adults.max, Math.max(2, 2 * bedrooms)),
  maxChildren: 2,
});

export const catalogueMessages = {
  types: "Kinds of home",
  villas: "Villas",
  typeCreated: "Kind of home created",
  typeSaved: "Kind of home saved",
  villaCreated: "Villa created",
  villaSaved: "Villa saved",
  villaDeleted: "Villa deleted",
  blockCreated: "Block created",
  blockSaved: "Block saved",
  blocks: "Blocks",
  options: "Options",
  activities: "Activities",
  optionCreated: "Option added",
  optionSaved: "Option saved",
  optionDeleted: "Option removed",
  imageStored: "Image stored",
  loadFailed: "The catalogue could not be loaded. Please try again.",
  noVillas: "No villas yet",
  noVillasMatch: "No villas match",
  typeNotFound: "We could not find that kind of home.",
  villaNotFound: "We could not find that villa.",
  blockNotFound: "We could not find that block.",
  optionNotFound: "We could not find that option.",
  unknownList: "There is no such option list.",
  slugTaken: "Another kind of home has that slug. Choose another.",
  blockNumberTaken: "Another block has that number. Choose another.",
  optionTaken: "That option is already in the list.",
  villaInUse:
    "This villa is named in a member's plan, application, agreement or stay, so it cannot be deleted. Unpublish it instead.",
  optionInUse: "Members' records use this option, so it cannot be removed. Rename it instead.",
  name: "Enter a name.",
  slug: "Enter a slug of lower-case letters, digits and hyphens, e.g. tree-houses.",
  image: "Enter an image key (letters, digits, dots, hyphens and slashes), or upload an image.",
  category: "Enter the category's name.",
  price: "Enter the price in whole rupees above 0.",
  pricePerNight: "Enter the price per night in whole rupees above 0.",
  size: "Enter the size, e.g. 1,200 sq ft.",
  about: "Enter a short text about the kind of home.",
  description: "Enter the description.",
  locations: "Choose at least one location.",
  location: "Choose a location.",
  type: "Choose the kind of home.",
  block: "Choose a block, or none.",
  view: "Choose a view.",
  status: "Choose the construction status.",
  count: (label: string) => `Enter the ${label} as a whole number from 0.`,
  maxAdults: `Enter the adults the villa sleeps as a whole number from ${OCCUPANCY_LIMITS.adults.min} to ${OCCUPANCY_LIMITS.adults.max}.`,
  maxChildren: `Enter the children the villa sleeps as a whole number from ${OCCUPANCY_LIMITS.children.min} to ${OCCUPANCY_LIMITS.children.max}.`,
  sortOrder: "Enter the order as a whole number from 0.",
  amenities: "Write each amenity on a line as Title: detail; detail.",
  blockNumber: "Enter the block number as a whole number from 1.",
  tooLong: (label: string) => `The ${label} is too long.`,
  noImage: "Choose an image file to upload.",
  notAnImage: "The file is not a JPEG, PNG, WebP, AVIF or GIF image.",
  imageTooLarge: "The image is larger than 10 MB.",
  imageUnreadable: "The image could not be read. Try another file.",
} as const;
const m = catalogueMessages;

const name = (label: string, max = 120) => text(label).trim().min(1, m.name).max(max, m.tooLong(label));
const longText = (label: string, message: string, max = 4000) =>
  text(label, { multiline: true }).trim().min(1, message).max(max, m.tooLong(label));
const imageKey = text("the image")
  .trim()
  .regex(IMAGE_KEY_PATTERN, m.image)
  .refine((key) => !key.includes(".."), m.image);
const money = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(CATALOGUE_PRICE_MAX, message);
const count = (label: string) =>
  z
    .number({ error: m.count(label) })
    .int(m.count(label))
    .min(0, m.count(label))
    .max(100_000, m.count(label));
const occupancy = (limits: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(limits.min, message).max(limits.max, message);
const sortOrder = z.number({ error: m.sortOrder }).int(m.sortOrder).min(0, m.sortOrder).max(1_000_000, m.sortOrder);
const uuid = (message: string) =>
  text("the id").regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message);

export const amenityInput = z.object({
  title: name("amenity's title", 80),
  details: z.array(name("amenity's detail", 200)).max(20),
});

/*
 * The Hindi version of a kind of home or a villa (decision 046): every field optional, with the English field's limits.
 * Empty (or left out of a new one) is none, stored null: a Hindi page then shows the English.
 */
const hindiText = (label: string, max: number, multiline = false) =>
  text(label, { multiline })
    .trim()
    .max(max, m.tooLong(label))
    .nullish()
    .transform((value) => value || null);
const hindiList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .max(30)
    .nullish()
    .transform((list) => (list && list.length > 0 ? list : null));

export const typeInput = z.object({
  name: name("name"),
  slug: text("the slug").trim().toLowerCase().max(80, m.slug).regex(SLUG_PATTERN, m.slug),
  image: imageKey,
  category_name: name("category", 80),
  size: name("size", 80),
  features: z.array(text("a feature").trim().min(1).max(500, m.tooLong("feature"))).max(30),
  about: longText("about", m.about, 2000),
  description: longText("description", m.description),
  locations: z
    .array(z.enum(DESTINATIONS, { error: m.locations }))
    .min(1, m.locations)
    .max(DESTINATIONS.length),
  sort_order: sortOrder.default(0),
  published: z.boolean().default(true),
  name_hi: hindiText("Hindi name", 120),
  category_name_hi: hindiText("Hindi category", 80),
  size_hi: hindiText("Hindi size", 80),
  features_hi: hindiList(text("a Hindi feature").trim().min(1).max(500, m.tooLong("Hindi feature"))),
  about_hi: hindiText("Hindi about", 2000, true),
  description_hi: hindiText("Hindi description", 4000, true),
});
export type TypeInput = z.infer<typeof typeInput>;
export const typePatch = typeInput.partial();
export type TypePatch = z.infer<typeof typePatch>;

export const villaInput = z.object({
  property_type_id: uuid(m.type),
  block_id: uuid(m.block).nullable().default(null),
  name: name("name"),
  image: imageKey,
  sqft: count("size in square feet"),
  bedrooms: count("number of bedrooms"),
  /** Who the villa sleeps; when a new villa leaves them out, derived from its bedrooms (defaultOccupancy). */
  max_adults: occupancy(OCCUPANCY_LIMITS.adults, m.maxAdults).optional(),
  max_children: occupancy(OCCUPANCY_LIMITS.children, m.maxChildren).optional(),
  kitchen: count("number of kitchens"),
  living_area: count("number of living areas"),
  highlights: longText("highlights", m.description, 2000),
  villa_number: text("the villa number").trim().max(20, m.tooLong("villa number")).nullable().default(null),
  view: z.enum(PROPERTY_VIEWS, { error: m.view }),
  construction_status: z.enum(CONSTRUCTION_STATUSES, { error: m.status }),
  price: money(m.price),
  price_per_night: money(m.pricePerNight),
  location: z.enum(DESTINATIONS, { error: m.location }),
  gallery: z.array(imageKey).max(30),
  amenities: z.array(amenityInput).max(30),
  sort_order: sortOrder.default(0),
  published: z.boolean().default(true),
  name_hi: hindiText("Hindi name", 120),
  highlights_hi: hindiText("Hindi highlights", 2000, true),
  amenities_hi: hindiList(amenityInput),
});
export type VillaInput = z.infer<typeof villaInput>;
export const villaPatch = villaInput.partial();
export type VillaPatch = z.infer<typeof villaPatch>;

export const blockInput = z.object({
  block_name: name("block's name", 60),
  block_number: z.number({ error: m.blockNumber }).int(m.blockNumber).min(1, m.blockNumber).max(10_000, m.blockNumber),
});
export type BlockInput = z.infer<typeof blockInput>;
export const blockPatch = blockInput.partial();

export const optionInput = z.object({ name: name("option", 120), sort_order: sortOrder.default(0) });
export type OptionInput = z.infer<typeof optionInput>;
export const optionPatch = optionInput.partial();

export const villaSearchQuery = z.object({
  q: listSearch,
  type: text("the kind of home").max(64).optional().catch(undefined),
});
export type VillaSearchQuery = z.infer<typeof villaSearchQuery>;

/** The office's catalogue page: the same search, a page of CATALOGUE_PAGE_SIZE villas at a time. */
export const villaPageQuery = villaSearchQuery.extend({ page: listPage });
export type VillaPageQuery = z.infer<typeof villaPageQuery>;
export const CATALOGUE_PAGE_SIZE = 50;

export const typeRecord = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  category_name: z.string(),
  size: z.string(),
  features: z.array(z.string()),
  about: z.string(),
  description: z.string(),
  locations: z.array(z.string()),
  sort_order: z.number(),
  published: z.boolean(),
  villa_count: z.number(),
  /** The Hindi version, each field null where none is given (decision 046). */
  name_hi: z.string().nullable(),
  category_name_hi: z.string().nullable(),
  size_hi: z.string().nullable(),
  features_hi: z.array(z.string()).nullable(),
  about_hi: z.string().nullable(),
  description_hi: z.string().nullable(),
});
export type TypeRecord = z.infer<typeof typeRecord>;

export const villaRecord = z.object({
  id: z.string(),
  property_type_id: z.string(),
  type_name: z.string(),
  block_id: z.string().nullable(),
  name: z.string(),
  image: z.string(),
  sqft: z.number(),
  bedrooms: z.number(),
  max_adults: z.number(),
  max_children: z.number(),
  kitchen: z.number(),
  living_area: z.number(),
  highlights: z.string(),
  villa_number: z.string().nullable(),
  view: z.string(),
  construction_status: z.string(),
  price: z.number(),
  price_per_night: z.number(),
  location: z.string(),
  gallery: z.array(z.string()),
  amenities: z.array(z.object({ title: z.string(), details: z.array(z.string()) })),
  sort_order: z.number(),
  published: z.boolean(),
  /** The Hindi version, each field null where none is given (decision 046). */
  name_hi: z.string().nullable(),
  highlights_hi: z.string().nullable(),
  amenities_hi: z.array(z.object({ title: z.string(), details: z.array(z.string()) })).nullable(),
});
export type VillaRecord = z.infer<typeof villaRecord>;

export const blockRecord = z.object({ id: z.string(), block_name: z.string(), block_number: z.number() });
export type BlockRecord = z.infer<typeof blockRecord>;
export const optionRecord = z.object({ id: z.string(), name: z.string(), sort_order: z.number() });
export type OptionRecordOffice = z.infer<typeof optionRecord>;

export const imageRecord = z.object({
  key: z.string(),
  width: z.number(),
  height: z.number(),
  urls: z.array(z.object({ width: z.number(), height: z.number(), format: z.string(), url: z.string() })),
});
export type ImageRecord = z.infer<typeof imageRecord>;

/* ---------- the office's forms (posted without JavaScript as well): text fields to the API's shapes ---------- */

const field = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v.trim() : "";
};
const numberField = (form: FormData, key: string) => {
  const v = field(form, key).replace(/[,\s₹]/g, "");
  return v === "" ? undefined : /^-?\d+$/.test(v) ? Number(v) : v;
};
const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** Amenities written one a line, `Title: detail; detail` (a title alone has no details). */
export function parseAmenities(value: string): { title: string; details: string[] }[] {
  return lines(value).map((line) => {
    const at = line.indexOf(":");
    if (at < 0) return { title: line, details: [] };
    return {
      title: line.slice(0, at).trim(),
      details: line
        .slice(at + 1)
        .split(";")
        .map((d) => d.trim())
        .filter(Boolean),
    };
  });
}
export const amenitiesText = (amenities: { title: string; details: string[] }[]) =>
  amenities.map((a) => (a.details.length ? `${a.title}: ${a.details.join("; ")}` : a.title)).join("\n");

export function typeFormInput(form: FormData): Record<string, unknown> {
  return {
    name: field(form, "name"),
    slug: field(form, "slug"),
    image: field(form, "image"),
    category_name: field(form, "category_name"),
    size: field(form, "size"),
    features: lines(field(form, "features")),
    about: field(form, "about"),
    description: field(form, "description"),
    locations: form.getAll("locations").filter((v): v is string => typeof v === "string"),
    sort_order: numberField(form, "sort_order") ?? 0,
    published: form.get("published") === "on" || form.get("published") === "true",
    name_hi: field(form, "name_hi"),
    category_name_hi: field(form, "category_name_hi"),
    size_hi: field(form, "size_hi"),
    features_hi: lines(field(form, "features_hi")),
    about_hi: field(form, "about_hi"),
    description_hi: field(form, "description_hi"),
  };
}

export function villaFormInput(form: FormData): Record<string, unknown> {
  return {
    property_type_id: field(form, "property_type_id"),
    block_id: field(form, "block_id") || null,
    name: field(form, "name"),
    image: field(form, "image"),
    sqft: numberField(form, "sqft"),
    bedrooms: numberField(form, "bedrooms"),
    max_adults: numberField(form, "max_adults"),
    max_children: numberField(form, "max_children"),
    kitchen: numberField(form, "kitchen"),
    living_area: numberField(form, "living_area"),
    highlights: field(form, "highlights"),
    villa_number: field(form, "villa_number") || null,
    view: field(form, "view") || undefined,
    construction_status: field(form, "construction_status") || undefined,
    price: numberField(form, "price"),
    price_per_night: numberField(form, "price_per_night"),
    location: field(form, "location") || undefined,
    gallery: lines(field(form, "gallery")),
    amenities: parseAmenities(field(form, "amenities")),
    sort_order: numberField(form, "sort_order") ?? 0,
    published: form.get("published") === "on" || form.get("published") === "true",
    name_hi: field(form, "name_hi"),
    highlights_hi: field(form, "highlights_hi"),
    amenities_hi: parseAmenities(field(form, "amenities_hi")),
  };
}
