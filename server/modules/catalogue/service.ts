import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  min,
  notExists,
  or,
  sql,
  type Placeholder,
  type SQL,
} from "drizzle-orm";
import { PAGE_SIZE, PRICE_OPTIONS } from "../../../common/catalogue.ts";
import type {
  OptionRecord,
  PropertyHindi,
  PropertyListQuery,
  PropertyListResult,
  PropertyRecord,
  PropertyTypeHindi,
  PropertyTypeRecord,
} from "../../../common/catalogue-schemas.ts";
import type { PropertySearchQuery, PropertySearchResult, SearchedProperty } from "../../../common/catalogue-schemas.ts";
import { messages } from "../../../common/messages.ts";
import {
  catalogueLocation,
  isCalendarDate,
  SEARCH_PAGE_SIZE,
  splitPropertyTypes,
} from "../../../common/property-search.ts";
import { searchMessages } from "../../../common/search-messages.ts";
import { clubToday } from "../../../common/club-time.ts";
import { checkGuestCount, checkStay } from "../../../common/stays.ts";
import { periodsOverlapping, ratesFrom } from "../bookings/rates.ts";
import { MIN_REVIEWS_TO_RANK } from "../../../common/reviews.ts";
import { activityLocation, type ActivityCategory, type ActivityRecord } from "../../../common/activities.ts";
import type { Db } from "../../db/open.ts";
import { prepared } from "../../db/prepared.ts";
import {
  blocks,
  locationActivities,
  occupations,
  properties,
  propertyTypes,
  qualifications,
  verificationDocTypes,
  villaNights,
} from "../../db/schema.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { memberPropertyIds, villaTakenSql } from "../registration/service.ts";
import { isUuid } from "../../../common/ids.ts";
import { withDeps } from "../../platform/with-deps.ts";

type TypeRow = typeof propertyTypes.$inferSelect;

/**
 * The public reads show the published alone: an unpublished kind of home, and its villas, and an
 * unpublished villa vanish from every list, search and page; members' own records read their villa unfiltered.
 */
const typePublished = sql`${propertyTypes.published}`;
/** `published` as the location indexes say it (they hold the published villas alone). */
const villaPublished = sql`${properties.published}`;

/** What a kind's published villas say of it: how many there are and the lowest price, its "From" price. */
interface TypeVillas {
  villaCount: number;
  /** Null while the kind has no published villa. */
  fromPrice: number | null;
}

function toTypeRecord(row: TypeRow, { villaCount, fromPrice }: TypeVillas): PropertyTypeRecord {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    category: { name: row.categoryName },
    price: fromPrice,
    size: row.size,
    features: row.features,
    about: row.about,
    description: row.description,
    location: row.locations.join(", "),
    locations: row.locations,
    villaCount,
    propertyTypeSlug: row.slug,
    propertyTypeImage: row.image,
    propertyTypeDescription: row.description,
    hi: typeHindi(row),
  };
}

/** Only the given fields: `{ name: "…" }`, or nothing (decision 046). */
function given<T extends object>(fields: { [K in keyof T]: T[K] | null }): T {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined)) as T;
}

/** A kind's Hindi version: the fields the office gave in Hindi. */
const typeHindi = (row: TypeRow): PropertyTypeHindi =>
  given<PropertyTypeHindi>({
    name: row.nameHi,
    categoryName: row.categoryNameHi,
    size: row.sizeHi,
    features: row.featuresHi,
    about: row.aboutHi,
    description: row.descriptionHi,
  });

const typeVillas = (n: unknown, lowest: unknown): TypeVillas => ({
  villaCount: Number(n ?? 0),
  fromPrice: lowest === null || lowest === undefined ? null : Number(lowest),
});

/**
 * Every published property type, in catalogue order, with how many published villas each has and the lowest of
 * their prices (the kind's "From" price: computed, never typed).
 */
export async function listPropertyTypes(db: Db): Promise<PropertyTypeRecord[]> {
  const villas = db
    .select({ typeId: properties.propertyTypeId, n: count().as("n"), lowest: min(properties.price).as("lowest") })
    .from(properties)
    .where(villaPublished)
    .groupBy(properties.propertyTypeId)
    .as("type_villas");
  const rows = await db
    .select({ type: propertyTypes, n: villas.n, lowest: villas.lowest })
    .from(propertyTypes)
    .leftJoin(villas, eq(villas.typeId, propertyTypes.id))
    .where(typePublished)
    .orderBy(asc(propertyTypes.sortOrder), asc(propertyTypes.name));
  return rows.map((r) => toTypeRecord(r.type, typeVillas(r.n, r.lowest)));
}

/** Whether a type is the one a slug names (lower case), by its slug or one of its aliases ("tree-house" → Tree Houses). */
const typeNamed = (slug: string | Placeholder) =>
  or(eq(propertyTypes.slug, slug), sql`${slug} = any(${propertyTypes.aliases})`)!;

/** The type a slug names, by its slug or one of its aliases. */
export async function findPropertyTypeBySlug(db: Db, slug: string): Promise<PropertyTypeRecord | null> {
  const wanted = slug.trim().toLowerCase();
  if (!wanted) return null;
  const [row] = await db
    .select()
    .from(propertyTypes)
    .where(and(typeNamed(wanted), typePublished))
    .limit(1);
  if (!row) return null;
  const [{ n, lowest }] = await db
    .select({ n: count(), lowest: min(properties.price) })
    .from(properties)
    .where(and(eq(properties.propertyTypeId, row.id), villaPublished));
  return toTypeRecord(row, typeVillas(n, lowest));
}

export async function listBlocks(db: Db): Promise<{ _id: string; block_name: string; block_number: number }[]> {
  const rows = await db.select().from(blocks).orderBy(asc(blocks.blockNumber));
  return rows.map((b) => ({
    _id: b.id,
    block_name: b.blockName,
    block_number: b.blockNumber,
  }));
}

const propertySelection = {
  property: properties,
  /** In a member's payment plan: no one else may apply for it (the registration's rule). */
  taken: villaTakenSql(properties.id),
  block: { id: blocks.id, name: blocks.blockName },
  type: {
    id: propertyTypes.id,
    name: propertyTypes.name,
    slug: propertyTypes.slug,
    nameHi: propertyTypes.nameHi,
  },
};

type PropertyRow = {
  property: typeof properties.$inferSelect;
  taken: boolean;
  block: { id: string; name: string } | null;
  type: { id: string; name: string; slug: string; nameHi: string | null };
};

function toPropertyRecord({ property: p, block, type, taken }: PropertyRow): PropertyRecord {
  return {
    _id: p.id,
    name: p.name,
    image: p.image,
    sqft: p.sqft,
    bedrooms: p.bedrooms,
    maxAdults: p.maxAdults,
    maxChildren: p.maxChildren,
    kitchen: p.kitchen,
    livingArea: p.livingArea,
    highlights: p.highlights,
    villaNumber: p.villaNumber,
    blockId: block ? { _id: block.id, block_name: block.name } : null,
    view: p.view,
    constructionStatus: p.constructionStatus,
    price: p.price,
    pricePerNight: p.pricePerNight,
    location: p.location,
    rating: p.rating === null ? null : Number(p.rating),
    reviews: p.reviews,
    gallery: p.gallery,
    amenities: p.amenities,
    propertyType: { _id: type.id, name: type.name, slug: type.slug, hi: given({ name: type.nameHi }) },
    taken,
    hi: given<PropertyHindi>({ name: p.nameHi, highlights: p.highlightsHi, amenities: p.amenitiesHi }),
  };
}

/** A value given when a prepared query runs. */
const value = (name: string) => sql.placeholder(name);

/**
 * The optional filters of a prepared query: each one that is set adds its condition, its value and a letter
 * to the query's shape (the name of its prepared statement).
 */
function optionalFilters(values: Record<string, unknown>, filters: SQL[] = []) {
  let shape = "";
  return {
    filters,
    values,
    get shape() {
      return shape;
    },
    add(letter: string, name: string, given: unknown, condition: SQL) {
      filters.push(condition);
      values[name] = given;
      shape += letter;
    },
  };
}

type ListSort = "price_asc" | "price_desc" | "highest_rated" | "most_popular" | "villa";

/**
 * "Highest Rated" (decision 053): the villas with at least MIN_REVIEWS_TO_RANK published reviews first, by their
 * average, then the others (by their average, then their count; none last), as the rating indexes hold them.
 */
const byRating: SQL[] = [
  sql`(${properties.reviews} >= ${sql.raw(String(MIN_REVIEWS_TO_RANK))}) desc`,
  sql`${properties.rating} desc nulls last`,
  desc(properties.reviews),
];

/** The list's order: `sort`, else the price band's direction, else by villa number. */
function listSort(query: PropertyListQuery): ListSort {
  return query.sort ?? (query.price === "low_high" ? "price_asc" : query.price === "high_low" ? "price_desc" : "villa");
}

function listOrder(sort: ListSort): SQL[] {
  switch (sort) {
    case "price_asc":
      return [asc(properties.price), asc(properties.name)];
    case "price_desc":
      return [desc(properties.price), asc(properties.name)];
    case "highest_rated":
      return [...byRating, asc(properties.name)];
    case "most_popular":
      return [desc(properties.popularity), asc(properties.name)];
    default:
      return [asc(properties.villaNumber), asc(properties.name)];
  }
}

/**
 * The villas of one property type, filtered, sorted and (when page or limit is given) paged.
 * Block filter rule: when the chosen block matches nothing, the block filter
 * is dropped and the list is kept whole.
 * Two queries: the type with its count (and the count in the block), then the villas; each prepared once
 * per shape (which filters are set, the sort, paged or not).
 */
export async function listProperties(db: Db, query: PropertyListQuery): Promise<PropertyListResult> {
  const empty = {
    data: [],
    totalCount: 0,
    currentPage: 1,
    totalPages: 0,
    blockIgnored: false,
  };
  const slug = query.slug.trim().toLowerCase();
  if (!slug) return empty;

  const optional = optionalFilters({ slug }, [villaPublished]);
  const { filters, values } = optional;
  if (query.view) optional.add("v", "view", query.view, eq(properties.view, value("view")));
  if (query.status) optional.add("s", "status", query.status, eq(properties.constructionStatus, value("status")));
  const band = PRICE_OPTIONS.find((p) => p.value === query.price);
  if (band && "min" in band) {
    optional.add("m", "min", band.min, gte(properties.price, value("min")));
    if ("max" in band) optional.add("x", "max", band.max, lt(properties.price, value("max")));
  }
  const shape = optional.shape;
  // a block id that is not a uuid names no block: it matches nothing, so it is ignored
  const inBlock = query.blockId && isUuid(query.blockId);
  if (inBlock) values.block = query.blockId;
  const block = eq(properties.blockId, value("block"));

  const [type] = await prepared(db, `catalogue.type.${shape}${inBlock ? "b" : ""}`, (name) =>
    db
      .select({
        id: propertyTypes.id,
        // counts the join's own column (0 for no villa), which the type's indexes hold: no table read without filters
        total: count(properties.propertyTypeId),
        inBlock: inBlock
          ? sql<number>`count(*) filter (where ${block})`.mapWith(Number)
          : sql<number>`0`.mapWith(Number),
      })
      .from(propertyTypes)
      .leftJoin(properties, and(eq(properties.propertyTypeId, propertyTypes.id), ...filters))
      .where(and(typeNamed(value("slug")), typePublished))
      .groupBy(propertyTypes.id)
      .limit(1)
      .prepare(name),
  ).execute(values);
  if (!type) return empty;

  const byBlock = inBlock && type.inBlock > 0;
  const blockIgnored = Boolean(query.blockId) && !byBlock;
  const total = byBlock ? type.inBlock : type.total;

  const paged = query.page !== undefined || query.limit !== undefined;
  const limit = query.limit ?? PAGE_SIZE;
  const totalPages = paged ? Math.ceil(total / limit) : total > 0 ? 1 : 0;
  const currentPage = paged ? Math.min(Math.max(query.page ?? 1, 1), Math.max(totalPages, 1)) : 1;
  if (total === 0) return { data: [], totalCount: 0, currentPage, totalPages, blockIgnored };

  const sort = listSort(query);
  const rows = (await prepared(
    db,
    `catalogue.villas.${shape}${byBlock ? "b" : ""}.${sort}${paged ? ".p" : ""}`,
    (name) => {
      const select = db
        .select(propertySelection)
        .from(properties)
        .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
        .leftJoin(blocks, eq(blocks.id, properties.blockId))
        .where(and(eq(properties.propertyTypeId, value("type")), ...filters, byBlock ? block : undefined))
        .orderBy(...listOrder(sort))
        .$dynamic();
      return (paged ? select.limit(value("limit")).offset(value("offset")) : select).prepare(name);
    },
  ).execute({
    ...values,
    type: type.id,
    limit,
    offset: (currentPage - 1) * limit,
  })) as PropertyRow[];
  return {
    data: rows.map(toPropertyRecord),
    totalCount: total,
    currentPage,
    totalPages,
    blockIgnored,
  };
}

/**
 * One published villa (of a published kind of home) by id; an unknown, unpublished or malformed id is a 404 with a
 * message. `unpublished: true` reads it whatever its state: for the records of the members who hold it.
 */
export async function getProperty(
  db: Db,
  id: string,
  options: { unpublished?: boolean } = {},
): Promise<PropertyRecord> {
  if (!isUuid(id.trim())) throw notFound(messages.propertyNotFound);
  const any = options.unpublished === true;
  const [row] = (await prepared(db, any ? "catalogue.villa.any" : "catalogue.villa", (name) =>
    db
      .select(propertySelection)
      .from(properties)
      .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
      .leftJoin(blocks, eq(blocks.id, properties.blockId))
      .where(any ? eq(properties.id, value("id")) : and(eq(properties.id, value("id")), villaPublished, typePublished))
      .limit(1)
      .prepare(name),
  ).execute({ id: id.trim() })) as PropertyRow[];
  if (!row) throw notFound(messages.propertyNotFound);
  return toPropertyRecord(row);
}

/** The order of a search page; the id breaks ties so pages never overlap or skip a villa. */
function searchOrder(sort: PropertySearchQuery["sort"]): SQL[] {
  switch (sort) {
    case "price_asc":
      return [asc(properties.pricePerNight), asc(properties.name), asc(properties.id)];
    case "price_desc":
      return [desc(properties.pricePerNight), asc(properties.name), asc(properties.id)];
    case "highest_rated":
      return [...byRating, asc(properties.name), asc(properties.id)];
    case "most_popular":
      return [desc(properties.popularity), asc(properties.name), asc(properties.id)];
    default:
      return [sql`${properties.villaNumber} asc nulls last`, asc(properties.name), asc(properties.id)];
  }
}

export type PropertySearchInput = Omit<PropertySearchQuery, "page" | "limit"> & { page?: number; limit?: number };

/**
 * The villa search of /properties: one location and a stay, narrowed by
 * property types (slugs or aliases), block, view and per-night price, sorted and paged.
 * Two queries: the count, on the villas of the location alone, then the page (with its type and block joined),
 * read in the order of the sort from the location's indexes and stopped at the page's end.
 */
export async function searchProperties(
  db: Db,
  query: PropertySearchInput,
  today = clubToday(),
  /** The asker's request: once it is aborted (the client hung up), no further query is started. */
  signal?: AbortSignal,
): Promise<PropertySearchResult> {
  const { checkIn, checkOut } = query;
  if (!query.location || !checkIn || !checkOut) throw badRequest(searchMessages.chooseLocationAndDates);
  const location = catalogueLocation(query.location);
  if (!location) throw badRequest(searchMessages.unknownLocation);
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut)) throw badRequest(searchMessages.invalidDate);
  // the rules of booking, with its messages: not in the past, check-out after check-in, at most 30 nights, the party
  const stayProblem =
    checkStay({ checkIn, checkOut }, today) ?? (query.guests === undefined ? null : checkGuestCount(query.guests));
  if (stayProblem) throw badRequest(stayProblem);
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
    throw badRequest(searchMessages.priceRangeReversed);
  }
  const limit = query.limit ?? SEARCH_PAGE_SIZE;
  const empty: PropertySearchResult = {
    data: [],
    totalCount: 0,
    currentPage: 1,
    totalPages: 0,
  };

  // Availability: no night of [checkIn, checkOut) is taken in the villa — by a stay, a live
  // block of the desk, or a hold that has not run out (the check-out day is free); read from villa_nights' key
  const available = notExists(
    db
      .select({ one: sql`1` })
      .from(villaNights)
      .where(
        and(
          eq(villaNights.propertyId, properties.id),
          sql`${villaNights.night} >= ${value("checkIn")}::date`,
          sql`${villaNights.night} < ${value("checkOut")}::date`,
          or(isNull(villaNights.expiresAt), sql`${villaNights.expiresAt} > now()`),
        ),
      ),
  );
  // `published` as the location indexes say it (they hold the published villas alone); of a published kind of home:
  // an uncorrelated subquery, hashed once per search (the count still reads the location's index alone)
  const publishedTypes = db.select({ id: propertyTypes.id }).from(propertyTypes).where(typePublished);
  const optional = optionalFilters({ location, checkIn, checkOut }, [
    eq(properties.location, value("location")),
    sql`${properties.published}`,
    // offered to guests: the club's own villas, and owners' villas while in the rental pool (decision 057)
    sql`${properties.rentable}`,
    inArray(properties.propertyTypeId, publishedTypes),
    available,
  ]);
  const { filters, values } = optional;
  const types = splitPropertyTypes(query.propertyType);
  if (types.length > 0) {
    const named = db
      .select({ id: propertyTypes.id })
      .from(propertyTypes)
      .where(
        or(sql`${propertyTypes.slug} = any(${value("types")})`, arrayOverlaps(propertyTypes.aliases, value("types"))),
      );
    optional.add("t", "types", types, inArray(properties.propertyTypeId, named));
  }
  if (query.blockId) {
    // a block id that is not a uuid names no block: nothing matches
    if (!isUuid(query.blockId)) return empty;
    optional.add("b", "block", query.blockId, eq(properties.blockId, value("block")));
  }
  if (query.propertyView) optional.add("v", "view", query.propertyView, eq(properties.view, value("view")));
  // the rate periods over the stay's nights (one query, decision 051): with none, every villa's nights are at its own
  // price and the prepared queries below filter and sort by it; with some, a price sort or filter is by each villa's
  // lowest night (`searchByRates`)
  signal?.throwIfAborted();
  const periods = await periodsOverlapping(db, checkIn, checkOut);
  const priceSort = query.sort === "price_asc" || query.sort === "price_desc";
  const byRates = periods.length > 0 && (priceSort || query.priceMin !== undefined || query.priceMax !== undefined);
  if (!byRates && query.priceMin !== undefined)
    optional.add("m", "priceMin", query.priceMin, gte(properties.pricePerNight, value("priceMin")));
  if (!byRates && query.priceMax !== undefined)
    optional.add("x", "priceMax", query.priceMax, lte(properties.pricePerNight, value("priceMax")));
  const shape = optional.shape;
  const where = and(...filters)!;
  const priced = (record: PropertyRecord): SearchedProperty => {
    const nights = ratesFrom(periods, villaRated(record), checkIn, checkOut).map((rate) => rate.price);
    return {
      ...record,
      pricePerNight: Math.min(...nights),
      stayNights: nights.length,
      stayPrice: nights.reduce((sum, price) => sum + price, 0),
    };
  };
  if (byRates)
    return searchByRates(db, { where, shape, values, query, limit, periods, checkIn, checkOut, priced, signal });

  signal?.throwIfAborted();
  const [{ total }] = await prepared(db, `catalogue.search.count.${shape}`, (name) =>
    db.select({ total: count() }).from(properties).where(where).prepare(name),
  ).execute(values);
  if (total === 0) return empty;
  const totalPages = Math.ceil(total / limit);
  const currentPage = Math.min(Math.max(query.page ?? 1, 1), totalPages);

  const sort = query.sort ?? "villa";
  signal?.throwIfAborted();
  const rows = (await prepared(db, `catalogue.search.${shape}.${sort}`, (name) =>
    db
      .select(propertySelection)
      .from(properties)
      .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
      .leftJoin(blocks, eq(blocks.id, properties.blockId))
      .where(where)
      .orderBy(...searchOrder(query.sort))
      .limit(value("limit"))
      .offset(value("offset"))
      .prepare(name),
  ).execute({
    ...values,
    limit,
    offset: (currentPage - 1) * limit,
  })) as PropertyRow[];
  return {
    data: rows.map((row) => priced(toPropertyRecord(row))),
    totalCount: total,
    currentPage,
    totalPages,
  };
}

/** A villa record as the rate periods price it. */
const villaRated = (record: PropertyRecord) => ({
  id: record._id,
  propertyTypeId: record.propertyType._id,
  pricePerNight: record.pricePerNight,
});

/**
 * The search when rate periods cover some of the stay's nights and the price sorts or filters it: the location's
 * matching villas read with their sort keys (one query, from the location's index), each one's lowest night worked out
 * from the periods in hand, filtered and sorted by it, and the page's villas read whole (a second query).
 */
async function searchByRates(
  db: Db,
  args: {
    where: SQL;
    shape: string;
    values: Record<string, unknown>;
    query: PropertySearchInput;
    limit: number;
    periods: Awaited<ReturnType<typeof periodsOverlapping>>;
    checkIn: string;
    checkOut: string;
    priced: (record: PropertyRecord) => SearchedProperty;
    signal?: AbortSignal;
  },
): Promise<PropertySearchResult> {
  const { query, limit, periods, checkIn, checkOut } = args;
  args.signal?.throwIfAborted();
  const candidates = await prepared(db, `catalogue.search.rates.${args.shape}`, (name) =>
    db
      .select({
        id: properties.id,
        propertyTypeId: properties.propertyTypeId,
        pricePerNight: properties.pricePerNight,
        name: properties.name,
        villaNumber: properties.villaNumber,
        rating: properties.rating,
        reviews: properties.reviews,
        popularity: properties.popularity,
      })
      .from(properties)
      .where(args.where)
      .prepare(name),
  ).execute(args.values);
  const lowest = new Map(
    candidates.map((c) => [c.id, Math.min(...ratesFrom(periods, c, checkIn, checkOut).map((rate) => rate.price))]),
  );
  const inBand = candidates.filter((c) => {
    const from = lowest.get(c.id)!;
    return (
      (query.priceMin === undefined || from >= query.priceMin) &&
      (query.priceMax === undefined || from <= query.priceMax)
    );
  });
  const byName = (a: (typeof candidates)[number], b: (typeof candidates)[number]) =>
    a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const order: Record<string, (a: (typeof candidates)[number], b: (typeof candidates)[number]) => number> = {
    price_asc: (a, b) => lowest.get(a.id)! - lowest.get(b.id)! || byName(a, b),
    price_desc: (a, b) => lowest.get(b.id)! - lowest.get(a.id)! || byName(a, b),
    highest_rated: (a, b) => Number(b.rating) - Number(a.rating) || b.reviews - a.reviews || byName(a, b),
    most_popular: (a, b) => b.popularity - a.popularity || byName(a, b),
    villa: (a, b) =>
      a.villaNumber === b.villaNumber
        ? byName(a, b)
        : a.villaNumber === null
          ? 1
          : b.villaNumber === null
            ? -1
            : a.villaNumber < b.villaNumber
              ? -1
              : 1,
  };
  inBand.sort(order[query.sort ?? "villa"] ?? order.villa);
  const total = inBand.length;
  if (total === 0) return { data: [], totalCount: 0, currentPage: 1, totalPages: 0 };
  const totalPages = Math.ceil(total / limit);
  const currentPage = Math.min(Math.max(query.page ?? 1, 1), totalPages);
  const ids = inBand.slice((currentPage - 1) * limit, currentPage * limit).map((c) => c.id);
  args.signal?.throwIfAborted();
  const rows = (await db
    .select(propertySelection)
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .leftJoin(blocks, eq(blocks.id, properties.blockId))
    .where(inArray(properties.id, ids))) as PropertyRow[];
  const byId = new Map(rows.map((row) => [row.property.id, row]));
  return {
    data: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [args.priced(toPropertyRecord(row))] : [];
    }),
    totalCount: total,
    currentPage,
    totalPages,
  };
}

const optionTables = {
  occupations,
  qualifications,
  verificationDocTypes,
} as const;
export type OptionList = keyof typeof optionTables;

/** One of the registration option lists, in its display order. */
export async function listOptions(db: Db, list: OptionList): Promise<OptionRecord[]> {
  const table = optionTables[list];
  const rows = await db.select().from(table).orderBy(asc(table.sortOrder), asc(table.name));
  return rows.map((r) => ({ _id: r.id, name: r.name }));
}

/**
 * The /property-list search: a free-text match on name, category, about and location (in English and in the Hindi
 * given), and the destination checkboxes (none checked = All).
 */
export function filterPropertyTypes(
  types: PropertyTypeRecord[],
  criteria: { q?: string; destinations?: string[] },
): PropertyTypeRecord[] {
  const words = (criteria.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const destinations = new Set((criteria.destinations ?? []).map((d) => d.toLowerCase()));
  return types.filter((t) => {
    if (destinations.size > 0 && !t.locations.some((l) => destinations.has(l.toLowerCase()))) return false;
    const haystack = [
      ...[t.name, t.category.name, t.about, t.description, t.location, t.slug],
      ...[t.hi.name, t.hi.categoryName, t.hi.about, t.hi.description],
    ]
      .filter(Boolean)
      .join(" ")
      .toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** The public catalogue: kinds of home, villas, the search, option lists; a member's own villa even unpublished. */
/**
 * Every villa's popularity brought up to date (the nights booked in the last 365 days, `villa_popularity` of migration
 * 0038): a trigger keeps it as stays are booked and cancelled, and this daily job as the window moves. Answers how
 * many villas changed.
 */
export async function refreshVillaPopularity(db: Db): Promise<number> {
  const changed = await db
    .update(properties)
    .set({ popularity: sql`villa_popularity(${properties.id})` })
    .where(sql`${properties.popularity} is distinct from villa_popularity(${properties.id})`)
    .returning({ id: properties.id });
  return changed.length;
}

/** A location's activities (decision 053), in the office's order; none for a location the club does not have. */
export async function locationActivityList(db: Db, location: string): Promise<ActivityRecord[]> {
  const name = activityLocation(location);
  if (!name) return [];
  const rows = await prepared(db, "catalogue.activities", (statement) =>
    db
      .select({
        category: locationActivities.category,
        name: locationActivities.name,
        name_hi: locationActivities.nameHi,
      })
      .from(locationActivities)
      .where(eq(locationActivities.location, value("location")))
      .orderBy(asc(locationActivities.position))
      .prepare(statement),
  ).execute({ location: name });
  return rows.map((row) => ({ ...row, category: row.category as ActivityCategory }));
}

export function createCatalogueService(deps: { db: Db }) {
  const { db } = deps;
  return {
    listPropertyTypes: withDeps(db, listPropertyTypes),
    searchPropertyTypes: async (criteria: { q?: string; destinations?: string[] }) =>
      filterPropertyTypes(await listPropertyTypes(db), criteria),
    findPropertyTypeBySlug: withDeps(db, findPropertyTypeBySlug),
    listBlocks: withDeps(db, listBlocks),
    listProperties: withDeps(db, listProperties),
    searchProperties: (query: PropertySearchInput, signal?: AbortSignal) =>
      searchProperties(db, query, undefined, signal),
    getProperty: (id: string) => getProperty(db, id),
    /** The villa as a member sees it: their own application's villa even when unpublished, else a published one. */
    getMemberProperty: async (userId: string, id: string) =>
      getProperty(db, id, { unpublished: (await memberPropertyIds(db, userId)).includes(id.trim()) }),
    listOptions: withDeps(db, listOptions),
    activities: withDeps(db, locationActivityList),
  };
}
