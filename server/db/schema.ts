import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ROLES } from "../../common/auth-limits.ts";
import { ACTIVITY_CATEGORIES } from "../../common/activities.ts";
import { MIN_REVIEWS_TO_RANK, REVIEW_STATUSES } from "../../common/reviews.ts";
import { OWNER_STAY_DEFAULTS } from "../../common/owner-stays.ts";
import { AGREEMENT_EVENT_KINDS } from "../../common/agreements.ts";
import type { Amenity } from "../../common/catalogue-schemas.ts";
import type { InvoiceParticulars } from "../../common/gst.ts";
import { REFUND_KINDS, REFUND_METHODS, REFUND_STATUSES } from "../../common/refunds.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../common/language.ts";
import { DONATION_STATUSES, GIFT_MODES, GIFT_STATUSES, SUBSCRIPTION_STATUSES } from "../../common/donation-money.ts";

const id = () =>
  uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/**
 * A reference's capitals in byte order (collation "C"): a btree index on it serves the office search's case-blind
 * prefix match (`like 'VWC-B-2026-1%'`) and its order on any database collation (decision 043).
 */
const referencePrefix = (column: AnyPgColumn) => sql`(upper(${column}) collate "C")`;

export const propertyTypes = pgTable(
  "property_types",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    aliases: text("aliases")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    image: text("image").notNull(),
    categoryName: text("category_name").notNull(),
    // no price of its own: a kind's "From" price is the lowest of its published villas', computed when read
    size: text("size").notNull(),
    features: jsonb("features").$type<string[]>().notNull(),
    about: text("about").notNull(),
    description: text("description").notNull(),
    locations: text("locations").array().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Shown on the public pages: an unpublished kind of home and its villas vanish from every public read. */
    published: boolean("published").notNull().default(true),
    /**
     * The Hindi version of what the public pages say of the kind, each optional: a Hindi page shows the Hindi where it
     * is given and the English where it is not (null; never empty). Decision 046.
     */
    nameHi: text("name_hi"),
    categoryNameHi: text("category_name_hi"),
    sizeHi: text("size_hi"),
    featuresHi: jsonb("features_hi").$type<string[]>(),
    aboutHi: text("about_hi"),
    descriptionHi: text("description_hi"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("property_types_slug_key").on(t.slug),
    check(
      "property_types_hindi_given",
      sql`coalesce(btrim(${t.nameHi}), 'x') <> '' and coalesce(btrim(${t.categoryNameHi}), 'x') <> ''
        and coalesce(btrim(${t.sizeHi}), 'x') <> '' and coalesce(btrim(${t.aboutHi}), 'x') <> ''
        and coalesce(btrim(${t.descriptionHi}), 'x') <> '' and coalesce(jsonb_array_length(${t.featuresHi}), 1) > 0`,
    ),
  ],
);

export const blocks = pgTable(
  "blocks",
  {
    id: id(),
    blockName: text("block_name").notNull(),
    blockNumber: integer("block_number").notNull(),
  },
  (t) => [uniqueIndex("blocks_number_key").on(t.blockNumber)],
);

export const properties = pgTable(
  "properties",
  {
    id: id(),
    propertyTypeId: uuid("property_type_id")
      .notNull()
      .references(() => propertyTypes.id),
    blockId: uuid("block_id").references(() => blocks.id),
    name: text("name").notNull(),
    image: text("image").notNull(),
    sqft: integer("sqft").notNull(),
    bedrooms: integer("bedrooms").notNull(),
    /**
     * Who the villa sleeps: adults and children. The stay's rate covers 2 adults and 2 children; more,
     * up to these, pay the extra guest charge a night. The demo data: two adults a bedroom, plus two children.
     */
    maxAdults: integer("max_adults").notNull().default(2),
    maxChildren: integer("max_children").notNull().default(2),
    kitchen: integer("kitchen").notNull(),
    livingArea: integer("living_area").notNull(),
    highlights: text("highlights").notNull(),
    villaNumber: text("villa_number"),
    view: text("view").notNull(),
    constructionStatus: text("construction_status").notNull(),
    price: integer("price").notNull(),
    pricePerNight: integer("price_per_night").notNull(),
    location: text("location").notNull(),
    /**
     * The average stars of the villa's published reviews (one decimal; null with none) and their count: kept in the
     * transaction that publishes or hides a review (`refreshVillaRating`, server/modules/reviews), so the search's
     * sort reads an index (decision 053).
     */
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    reviews: integer("reviews").notNull().default(0),
    /**
     * The nights booked at the villa in the last 365 days (stays booked in that time, neither held, cancelled nor
     * expired): kept by a trigger on `bookings` and brought up to date each club day as the window moves (decision 053).
     */
    popularity: integer("popularity").notNull().default(0),
    gallery: jsonb("gallery").$type<string[]>().notNull(),
    amenities: jsonb("amenities").$type<Amenity[]>().notNull(),
    /**
     * Shown on the public pages: an unpublished villa vanishes from lists, search and its page (404)
     * while its members' plans, agreements and stays keep it. A villa in a plan is never deleted, only unpublished.
     */
    published: boolean("published").notNull().default(true),
    /**
     * Offered to guests (search and booking; decision 057): the club's own villas always; a villa of a fully-paid plan
     * only while its owner keeps it in the rental pool (an open rental_pool_periods row). Kept in the transaction of
     * the plan's settling and of the pool's change (server/modules/rental/rentable.ts).
     */
    rentable: boolean("rentable").notNull().default(true),
    /** The office's order of the villas of a kind (ties: the villa number, then the name). */
    sortOrder: integer("sort_order").notNull().default(0),
    /** The Hindi version of the villa's name, highlights and amenities, each optional (null: the English shows). */
    nameHi: text("name_hi"),
    highlightsHi: text("highlights_hi"),
    amenitiesHi: jsonb("amenities_hi").$type<Amenity[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    check("properties_occupancy_range", sql`${t.maxAdults} between 1 and 20 and ${t.maxChildren} between 0 and 20`),
    check(
      "properties_hindi_given",
      sql`coalesce(btrim(${t.nameHi}), 'x') <> '' and coalesce(btrim(${t.highlightsHi}), 'x') <> ''
        and coalesce(jsonb_array_length(${t.amenitiesHi}), 1) > 0`,
    ),
    index("properties_type_price_idx").on(t.propertyTypeId, t.price),
    // "Highest Rated" (decision 053): the villas with enough reviews first, by their average, then the others
    index("properties_type_rating_idx").on(
      t.propertyTypeId,
      sql`(${t.reviews} >= ${sql.raw(String(MIN_REVIEWS_TO_RANK))}) desc`,
      sql`${t.rating} desc nulls last`,
      sql`${t.reviews} desc`,
    ),
    index("properties_type_popularity_idx").on(t.propertyTypeId, t.popularity),
    index("properties_block_idx").on(t.blockId),
    // The villa search of a location. Its page walks the location's villas in the order of the sort and
    // stops at the page's end: one index per sort (read backwards for the descending ones). Its count reads
    // the first index alone: it holds the id and every column the search filters on.
    // Only published villas are searched: the indexes hold them alone, so a search says `published`.
    index("properties_location_villa_number_idx")
      .on(t.location, t.villaNumber, t.name, t.id, t.propertyTypeId, t.blockId, t.view, t.pricePerNight)
      .where(sql`${t.published}`),
    index("properties_location_price_per_night_idx")
      .on(t.location, t.pricePerNight)
      .where(sql`${t.published}`),
    index("properties_location_rating_idx")
      .on(
        t.location,
        sql`(${t.reviews} >= ${sql.raw(String(MIN_REVIEWS_TO_RANK))}) desc`,
        sql`${t.rating} desc nulls last`,
        sql`${t.reviews} desc`,
      )
      .where(sql`${t.published}`),
    index("properties_location_popularity_idx")
      .on(t.location, t.popularity)
      .where(sql`${t.published}`),
    // the office's searches by a part of a name or number (pg_trgm: ILIKE '%…%' through a GIN index; decision 028)
    index("properties_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("properties_villa_number_trgm_idx").using("gin", sql`${t.villaNumber} gin_trgm_ops`),
  ],
);

/**
 * Each estate's own activities (decision 053): a list per location (common/locations.ts) in three categories, kept by
 * content staff in the office's catalogue; a villa's stay page offers its location's list, in `position` order.
 */
export const locationActivities = pgTable(
  "location_activities",
  {
    id: id(),
    location: text("location").notNull(),
    category: text("category").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    /** The Hindi name (null: the English shows on Hindi pages too). */
    nameHi: text("name_hi"),
  },
  (t) => [
    uniqueIndex("location_activities_position_key").on(t.location, t.position),
    check(
      "location_activities_category_known",
      sql.raw(`category in (${ACTIVITY_CATEGORIES.map((c) => `'${c}'`).join(", ")})`),
    ),
    check("location_activities_named", sql`btrim(${t.name}) <> '' and coalesce(btrim(${t.nameHi}), 'x') <> ''`),
  ],
);

/**
 * Images of the catalogue uploaded by the office: stored once and rendered by `sharp` to the artwork's
 * sizes and formats (3:2, common/media.ts) under `<key>-<width>.<format>` in the file storage; the key
 * (`uploads/<uuid>`) is what a kind of home's `image` or a villa's `image` and `gallery` hold, served under /media/.
 */
export const catalogueImages = pgTable(
  "catalogue_images",
  {
    id: id(),
    key: text("key").notNull(),
    originalName: text("original_name").notNull(),
    /** The uploaded original's size in pixels. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("catalogue_images_key").on(t.key)],
);

/**
 * The media library (spec route /cloudinary/upload): video, audio, images and GIFs the office uploads for
 * the site. Public by design (unlike members' stored files): served under /media/library/… with long-lived caching.
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: id(),
    storageKey: text("storage_key").notNull(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    kind: text("kind").notNull(),
    size: integer("size").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("media_files_storage_key").on(t.storageKey),
    index("media_files_created_idx").on(t.createdAt),
    check("media_files_kind_known", sql`${t.kind} in ('image', 'video', 'audio')`),
  ],
);

/**
 * Dates a villa is closed for, nights [start, end): maintenance or the owner's own use (the stays desk), or
 * `external`, a booking taken on another site, read from one of the villa's outside calendars (`importId`, its
 * `villa_calendar_imports` row; each read replaces that calendar's blocks from the club's today on, decision 054).
 * Search and booking respect them; a block and a stay never share a night (checked under the villa's row lock).
 */
export const stayBlocks = pgTable(
  "stay_blocks",
  {
    id: id(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** A block lifted by the desk stays on record. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    removedBy: uuid("removed_by").references(() => users.id, { onDelete: "set null" }),
    /** The outside calendar an `external` block was read from (removing the calendar removes its blocks). */
    importId: uuid("import_id").references((): AnyPgColumn => villaCalendarImports.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("stay_blocks_property_dates_idx")
      .on(t.propertyId, t.startDate, t.endDate)
      .where(sql`${t.removedAt} is null`),
    index("stay_blocks_nights_idx")
      .on(t.endDate, t.startDate, t.propertyId)
      .where(sql`${t.removedAt} is null`),
    check("stay_blocks_reason_known", sql`${t.reason} in ('maintenance', 'owner', 'external')`),
    check("stay_blocks_dates_ordered", sql`${t.endDate} > ${t.startDate}`),
    // an external block always names its calendar, a desk's block never does
    check("stay_blocks_external_source", sql`(${t.reason} = 'external') = (${t.importId} is not null)`),
    index("stay_blocks_import_idx").on(t.importId, t.startDate),
  ],
);

/** One event of an outside calendar as last read: its nights [start, end) in club days, and what it said. */
export interface CalendarImportEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
}

/**
 * A villa's outside calendar (decision 054): the iCal address of another booking site that the front office gave,
 * read every 30 minutes (`readingUntil`: the lease of the instance reading it, so one reads it at a time across
 * instances), its events from the club's today on taken as `external` blocks. `etag` and `lastModified` make the
 * next read conditional; `events` are the events of the last good read (a 304 applies them again).
 */
export const villaCalendarImports = pgTable(
  "villa_calendar_imports",
  {
    id: id(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    label: text("label").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** The last read that ended (well or not), and the last good one. */
    lastTriedAt: timestamp("last_tried_at", { withTimezone: true }),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
    /** Why the last read failed (null after a good one): the office shows it. */
    lastError: text("last_error"),
    etag: text("etag"),
    lastModified: text("last_modified"),
    events: jsonb("events").$type<CalendarImportEvent[]>().notNull().default([]),
    /** A read in progress holds the calendar until then (a reader that died lets go when it passes). */
    readingUntil: timestamp("reading_until", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("villa_calendar_imports_url_key").on(t.propertyId, t.url),
    index("villa_calendar_imports_due_idx").on(t.lastTriedAt),
  ],
);

/**
 * A night of an outside calendar that a stay booked here already holds (villa_nights refuses it as a block): shown
 * to the front office until resolved with a note. One row per calendar, stay, event and nights; a read that no longer
 * finds the collision closes an open one by itself (`resolvedBy` null, `closedByRead`), and a later read finding it
 * again opens it again; one resolved by staff stays resolved.
 */
export const calendarConflicts = pgTable(
  "calendar_conflicts",
  {
    id: id(),
    importId: uuid("import_id")
      .notNull()
      .references(() => villaCalendarImports.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id")
      .notNull()
      .references((): AnyPgColumn => bookings.id, { onDelete: "cascade" }),
    eventUid: text("event_uid").notNull(),
    summary: text("summary").notNull().default(""),
    /** The colliding nights [start, end). */
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    foundAt: timestamp("found_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    closedByRead: boolean("closed_by_read").notNull().default(false),
    note: text("note").notNull().default(""),
  },
  (t) => [
    uniqueIndex("calendar_conflicts_key").on(t.importId, t.bookingId, t.eventUid, t.startDate, t.endDate),
    index("calendar_conflicts_open_idx")
      .on(t.foundAt)
      .where(sql`${t.resolvedAt} is null`),
    index("calendar_conflicts_booking_idx").on(t.bookingId),
    check("calendar_conflicts_dates_ordered", sql`${t.endDate} > ${t.startDate}`),
  ],
);

/**
 * Rate periods (decision 051): a kind of home's or one villa's nightly price over a range of nights (first and last
 * night, club days), with a weekend price for Friday and Saturday nights, a minimum stay, the weekdays a stay may not
 * begin on (0 Sunday … 6 Saturday) and whether the nights are peak. A villa's own period wins over its kind's; periods
 * of one target never overlap (the exclusion constraints of migration 0038, btree_gist, decide).
 */
export const ratePeriods = pgTable(
  "rate_periods",
  {
    id: id(),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "cascade" }),
    propertyTypeId: uuid("property_type_id").references(() => propertyTypes.id, { onDelete: "cascade" }),
    firstNight: date("first_night", { mode: "string" }).notNull(),
    lastNight: date("last_night", { mode: "string" }).notNull(),
    nightlyPrice: integer("nightly_price").notNull(),
    weekendPrice: integer("weekend_price"),
    minStay: integer("min_stay").notNull().default(1),
    closedToArrival: integer("closed_to_arrival")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    peak: boolean("peak").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("rate_periods_one_target", sql`(${t.propertyId} is null) <> (${t.propertyTypeId} is null)`),
    check("rate_periods_nights_ordered", sql`${t.lastNight} >= ${t.firstNight}`),
    check("rate_periods_prices_positive", sql`${t.nightlyPrice} > 0 and coalesce(${t.weekendPrice}, 1) > 0`),
    check("rate_periods_min_stay", sql`${t.minStay} between 1 and 30`),
    check("rate_periods_weekdays", sql`${t.closedToArrival} <@ '{0,1,2,3,4,5,6}'::integer[]`),
  ],
);

/** The option lists of the registration form: occupations, qualifications, identity documents. */
const optionTable = (name: string) =>
  pgTable(
    name,
    {
      id: id(),
      name: text("name").notNull(),
      sortOrder: integer("sort_order").notNull().default(0),
    },
    (t) => [uniqueIndex(`${name}_name_key`).on(t.name)],
  );

export const occupations = optionTable("occupations");
export const qualifications = optionTable("qualifications");
export const verificationDocTypes = optionTable("verification_doc_types");

/** Fixed-window counters of the rate limits: in the database, so every instance agrees. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    source: text("source").notNull().default("footer"),
    /**
     * Double opt-in: a subscription counts once the e-mailed link is opened (`confirmedAt`); the link's
     * token is stored as a hash. Subscribers from before it were taken as confirmed by migration 0010.
     */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmTokenHash: text("confirm_token_hash"),
    /** The token of the unsubscribe link every newsletter mail carries (random, one per subscriber). */
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    uniqueIndex("newsletter_subscribers_unsubscribe_key").on(t.unsubscribeToken),
    uniqueIndex("newsletter_subscribers_confirm_key").on(t.confirmTokenHash),
  ],
);

/** Visitors' questions from /contact: stored, acknowledged by e-mail, answered from the office's inbox. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    topic: text("topic", { enum: ["stay", "ownership", "membership", "donation", "other"] }).notNull(),
    /** The villa the question is about ("Ask about this villa"), if any. */
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    status: text("status", { enum: ["new", "answered", "closed"] })
      .notNull()
      .default("new"),
    ip: text("ip"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("enquiries_status_idx").on(t.status, t.createdAt),
    index("enquiries_email_idx").on(t.email),
    check("enquiries_topic_known", sql`${t.topic} in ('stay', 'ownership', 'membership', 'donation', 'other')`),
    check("enquiries_status_known", sql`${t.status} in ('new', 'answered', 'closed')`),
  ],
);

/** The thread of an enquiry: the visitor's message (in) and the office's replies sent by e-mail (out). */
export const enquiryMessages = pgTable(
  "enquiry_messages",
  {
    id: id(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    direction: text("direction", { enum: ["in", "out"] }).notNull(),
    body: text("body").notNull(),
    /** The staff member who replied (out). */
    staffId: uuid("staff_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("enquiry_messages_enquiry_idx").on(t.enquiryId, t.createdAt),
    check("enquiry_messages_direction_known", sql`${t.direction} in ('in', 'out')`),
  ],
);

/**
 * Stay coupons managed by the office: percent or a whole-rupee amount off the room charges, with a
 * minimum stay, dates of validity, a usage limit, an active flag and conditions on who may use it. Codes are stored
 * upper-case.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    code: text("code").notNull(),
    description: text("description").notNull(),
    kind: text("kind", { enum: ["percent", "amount"] }).notNull(),
    value: integer("value").notNull(),
    minNights: integer("min_nights").notNull().default(1),
    validFrom: text("valid_from"),
    validTo: text("valid_to"),
    usageLimit: integer("usage_limit"),
    active: boolean("active").notNull().default(true),
    /** Conditions the office sets on who may use it: a member's first stay, members with an account, Full Members. */
    firstStayOnly: boolean("first_stay_only").notNull().default(false),
    membersOnly: boolean("members_only").notNull().default(false),
    fullMembersOnly: boolean("full_members_only").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_code_key").on(t.code),
    check("coupons_code_upper", sql`${t.code} = upper(${t.code})`),
    check("coupons_kind_known", sql`${t.kind} in ('percent', 'amount')`),
    check("coupons_value_positive", sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check("coupons_min_nights_positive", sql`${t.minNights} >= 1`),
    check("coupons_usage_limit_positive", sql`${t.usageLimit} is null or ${t.usageLimit} > 0`),
  ],
);

/** Donation pledge references VWC-D-<year>-<n> take n from here. */
export const donationReferenceSeq = pgSequence("donation_reference_seq", { startWith: 1001 });

export const donationPledges = pgTable(
  "donation_pledges",
  {
    id: id(),
    reference: text("reference").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    kind: text("kind").notNull(),
    frequency: text("frequency"),
    causes: text("causes").array().notNull(),
    /** When the pledge was acknowledged by e-mail with its reference. */
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    /** The signed-in member who gave, if any (their page lists it); anyone else reaches it by the signed link. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The donor's PAN for an 80G receipt: encrypted (FieldCipher), with its keyed hash to match Form 10BE files. */
    panEnc: text("pan_enc"),
    panHash: text("pan_hash"),
    /** The donor's postal address and phone, asked when they want an 80G receipt (rule 18AB needs the address). */
    address: text("address"),
    phone: text("phone"),
    /** How the donor means to pay: online (Razorpay) or by bank transfer; a recurring gift is always online. */
    method: text("method", { enum: ["online", "transfer"] })
      .notNull()
      .default("online"),
    /**
     * What is charged: `amount` in `currency` as chosen, or, a foreign currency without an FCRA registration, the
     * rupees it converts to at the club's rate (`exchangeRate`, rupees per unit, kept as it was at the pledge).
     */
    chargeCurrency: text("charge_currency").notNull().default("INR"),
    chargeAmount: integer("charge_amount"),
    exchangeRate: numeric("exchange_rate", { precision: 12, scale: 4, mode: "number" }),
    /** pledged: nothing received yet · paid: a one-time gift received · active/paused/cancelled: a recurring one. */
    status: text("status", { enum: DONATION_STATUSES }).notNull().default("pledged"),
    /** The language the donor read the page in: their mails and receipts are in it. */
    language: text("language").$type<Language>().notNull().default(DEFAULT_LANGUAGE),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("donation_pledges_reference_key").on(t.reference),
    index("donation_pledges_user_idx").on(t.userId),
    index("donation_pledges_pan_idx").on(t.panHash),
    check(
      "donation_pledges_status_known",
      sql`${t.status} in (${sql.raw(DONATION_STATUSES.map((s) => `'${s}'`).join(", "))})`,
    ),
    check("donation_pledges_method_known", sql`${t.method} in ('online', 'transfer')`),
    check("donation_pledges_charge_positive", sql`${t.chargeAmount} is null or ${t.chargeAmount} > 0`),
    index("donation_pledges_email_idx").on(t.email),
    // the office search: a pledge's reference by its first characters (decision 043)
    index("donation_pledges_reference_prefix_idx").on(referencePrefix(t.reference)),
  ],
);

/** Accounts: e-mail stored lower-case, password as an argon2id hash. */
/**
 * Money given: one row a payment received for a pledge — a one-time gift paid online or by transfer, or one charge of
 * a recurring gift (`subscriptionId`). A transfer waits for accounts (`awaiting` → `received` or `rejected`); online
 * money is `received` at once. Amounts are whole units of `currency`; `amountInr` is what it counts for in rupees.
 * Each received gift in rupees gets its receipt (`receiptNumber`, VWC-DR-<financial year>-<n> without gaps).
 */
export const donationGifts = pgTable(
  "donation_gifts",
  {
    id: id(),
    pledgeId: uuid("pledge_id")
      .notNull()
      .references(() => donationPledges.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id").references(() => donationSubscriptions.id, { onDelete: "set null" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    amountInr: integer("amount_inr").notNull(),
    mode: text("mode", { enum: GIFT_MODES }).notNull(),
    status: text("status", { enum: GIFT_STATUSES }).notNull(),
    /** The club day the money was paid (the donor's word for a transfer, the charge's day online). */
    paidOn: date("paid_on").notNull(),
    /** Razorpay's payment id of an online gift or charge: each is recorded once. */
    razorpayPaymentId: text("razorpay_payment_id"),
    /** A transfer's UTR as the donor gave it (claimed once in transfer_references). */
    utr: text("utr"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    /** The receipt: its number in the financial year (e.g. "2026-27"), issued when the gift is received. */
    receiptNumber: text("receipt_number"),
    receiptYear: text("receipt_year"),
    receiptIssuedAt: timestamp("receipt_issued_at", { withTimezone: true }),
    /** Whether the receipt gives an 80G deduction (the registration set, a PAN given, rupees), as issued. */
    receiptEligible80g: boolean("receipt_eligible_80g"),
    createdAt: createdAt(),
  },
  (t) => [
    index("donation_gifts_pledge_idx").on(t.pledgeId),
    index("donation_gifts_subscription_idx").on(t.subscriptionId),
    index("donation_gifts_status_idx").on(t.status, t.createdAt),
    index("donation_gifts_paid_on_idx").on(t.paidOn),
    uniqueIndex("donation_gifts_payment_key").on(t.razorpayPaymentId),
    uniqueIndex("donation_gifts_receipt_key").on(t.receiptNumber),
    index("donation_gifts_receipt_prefix_idx").on(referencePrefix(t.receiptNumber)),
    check("donation_gifts_amount_positive", sql`${t.amount} > 0 and ${t.amountInr} > 0`),
    check("donation_gifts_mode_known", sql`${t.mode} in (${sql.raw(GIFT_MODES.map((s) => `'${s}'`).join(", "))})`),
    check(
      "donation_gifts_status_known",
      sql`${t.status} in (${sql.raw(GIFT_STATUSES.map((s) => `'${s}'`).join(", "))})`,
    ),
    check("donation_gifts_receipt_when_received", sql`${t.receiptNumber} is null or ${t.status} = 'received'`),
  ],
);

/** Receipt numbers VWC-DR-<financial year>-<n>: the last issued in each financial year, taken under its row lock. */
export const donationReceiptCounters = pgTable(
  "donation_receipt_counters",
  {
    year: text("year").primaryKey(),
    last: integer("last").notNull(),
  },
  (t) => [check("donation_receipt_counters_last_positive", sql`${t.last} > 0`)],
);

/** Razorpay plans for recurring gifts: one per amount, currency and frequency, made once and reused. */
export const donationPlans = pgTable(
  "donation_plans",
  {
    razorpayPlanId: text("razorpay_plan_id").primaryKey(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    frequency: text("frequency", { enum: ["monthly", "quarterly", "yearly"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("donation_plans_key").on(t.amount, t.currency, t.frequency)],
);

/**
 * A recurring gift's Razorpay subscription (one per recurring pledge). Its state follows Razorpay's webhooks
 * (subscription.authenticated/activated/charged/paused/resumed/halted/cancelled/completed), each event once.
 */
export const donationSubscriptions = pgTable(
  "donation_subscriptions",
  {
    id: id(),
    pledgeId: uuid("pledge_id")
      .notNull()
      .references(() => donationPledges.id, { onDelete: "cascade" }),
    razorpaySubscriptionId: text("razorpay_subscription_id").notNull(),
    razorpayPlanId: text("razorpay_plan_id")
      .notNull()
      .references(() => donationPlans.razorpayPlanId),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("created"),
    /** Charges made so far, and the end of the period paid for (Razorpay's current_end). */
    paidCount: integer("paid_count").notNull().default(0),
    currentEnd: timestamp("current_end", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("donation_subscriptions_pledge_key").on(t.pledgeId),
    uniqueIndex("donation_subscriptions_razorpay_key").on(t.razorpaySubscriptionId),
    index("donation_subscriptions_status_idx").on(t.status),
    check(
      "donation_subscriptions_status_known",
      sql`${t.status} in (${sql.raw(SUBSCRIPTION_STATUSES.map((s) => `'${s}'`).join(", "))})`,
    ),
  ],
);

/**
 * Form 10BE certificates the tax portal generated after Form 10BD was filed, uploaded by accounts (a PDF each, or a
 * ZIP of them), matched to a donor by PAN and name, e-mailed and listed on the donor's page. Unmatched ones wait.
 */
export const donationCertificates = pgTable(
  "donation_certificates",
  {
    id: id(),
    /** The financial year the certificate is for, e.g. "2026-27". */
    year: text("year").notNull(),
    fileName: text("file_name").notNull(),
    storageKey: text("storage_key").notNull(),
    sha256: text("sha256").notNull(),
    size: integer("size").notNull(),
    /** What the certificate says: the donor's PAN (its keyed hash and last four) and name, as read from it. */
    panHash: text("pan_hash"),
    panLast4: text("pan_last4"),
    donorName: text("donor_name"),
    /** The donor matched: their e-mail as the pledges carry it; null while unmatched. */
    donorEmail: text("donor_email"),
    matchedAt: timestamp("matched_at", { withTimezone: true }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("donation_certificates_sha_key").on(t.sha256),
    uniqueIndex("donation_certificates_storage_key").on(t.storageKey),
    index("donation_certificates_donor_idx").on(t.donorEmail),
    index("donation_certificates_pan_idx").on(t.panHash),
  ],
);

export const users = pgTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ROLES }).notNull().default("member"),
    isKycDone: boolean("is_kyc_done").notNull().default(false),
    isFamilyDetailsDone: boolean("is_family_details_done").notNull().default(false),
    isPaymentDone: boolean("is_payment_done").notNull().default(false),
    isTermsAgreed: boolean("is_terms_agreed").notNull().default(false),
    /** A disabled account cannot sign in and its sessions end at once (staff leaving the club). */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Staff only: how they hear of new receipts and requests for their role: one e-mail each, a daily digest, or none. */
    staffNotify: text("staff_notify", { enum: ["each", "daily", "off"] })
      .notNull()
      .default("each"),
    /** The language the member reads the club in (their mails; the site when they sign in): set at sign-up, changed by the language switch. */
    language: text("language", { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    check("users_language_known", sql`${t.language} in ('en', 'hi')`),
    check("users_staff_notify_known", sql`${t.staffNotify} in ('each', 'daily', 'off')`),
    check("users_email_lower_case", sql`${t.email} = lower(${t.email})`),
    check("users_role_known", sql`${t.role} in ('member', 'admin', 'accounts', 'front-office', 'content')`),
    // the office's member list, newest first, and its search by a part of a name or e-mail (pg_trgm; decision 028)
    index("users_role_created_idx").on(t.role, t.createdAt, t.id),
    index("users_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("users_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
  ],
);

/**
 * An invitation of a new staff member: the account is made with the invitation, without a usable
 * password; the e-mailed one-time link (its token stored only as a hash) sets the password, once, before it expires.
 */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_invites_token_key").on(t.tokenHash), index("staff_invites_user_idx").on(t.userId)],
);

/** One row per sign-in; the token names it, so signing out (or a password reset) revokes it. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** One-time codes sent by e-mail: the sign-up OTP and the password reset code, stored hashed. */
export const emailCodes = pgTable(
  "email_codes",
  {
    id: id(),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: ["register", "reset", "conveyance"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_codes_email_purpose_idx").on(t.email, t.purpose),
    check("email_codes_purpose_known", sql`${t.purpose} in ('register', 'reset', 'conveyance')`),
  ],
);

/**
 * Stored files (uploads, receipts, invoices, signed agreements). The bytes live in the file storage under
 * `storageKey`; the file is served only at /files/{id}, to its owner and administrators.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: id(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    originalName: text("original_name").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("stored_files_owner_idx").on(t.ownerId), uniqueIndex("stored_files_storage_key").on(t.storageKey)],
);

/** A member's application for one villa: one per member. */
export const applications = pgTable(
  "applications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    confirmDetails: boolean("confirm_details").notNull().default(false),
    confirmMembership: boolean("confirm_membership").notNull().default(false),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("applications_user_key").on(t.userId), index("applications_property_idx").on(t.propertyId)],
);

/** Personal & KYC details; account and document numbers encrypted at rest. */
export const kycDetails = pgTable(
  "kyc_details",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .unique("kyc_details_user_key")
      .references(() => users.id, { onDelete: "cascade" }),
    fatherName: text("father_name").notNull(),
    dob: text("dob").notNull(),
    phoneNo: text("phone_no").notNull(),
    qualificationId: uuid("qualification_id").references(() => qualifications.id),
    occupationId: uuid("occupation_id").references(() => occupations.id),
    currentAddress: text("current_address").notNull(),
    permanentAddress: text("permanent_address").notNull(),
    verificationDocId: uuid("verification_doc_id").references(() => verificationDocTypes.id),
    verificationDocNumberEnc: text("verification_doc_number_enc").notNull(),
    verificationDocFileId: uuid("verification_doc_file_id").references(() => storedFiles.id),
    accountHolderName: text("account_holder_name").notNull(),
    bankName: text("bank_name").notNull(),
    accountNumberEnc: text("account_number_enc").notNull(),
    branchName: text("branch_name").notNull(),
    ifscCode: text("ifsc_code").notNull(),
    /**
     * The office's review of the identity document: submitted (to check), approved, or returned with a
     * reason (the member uploads it again, which makes it submitted again).
     */
    documentStatus: text("document_status", { enum: ["submitted", "approved", "returned"] })
      .notNull()
      .default("submitted"),
    documentReviewReason: text("document_review_reason"),
    documentReviewedAt: timestamp("document_reviewed_at", { withTimezone: true }),
    documentReviewedBy: uuid("document_reviewed_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("kyc_details_document_status_known", sql`${t.documentStatus} in ('submitted', 'approved', 'returned')`),
    index("kyc_details_document_status_idx").on(t.documentStatus, t.updatedAt),
    // the office's member search by a part of a phone number, as written or its digits alone (pg_trgm; decision 028)
    index("kyc_details_phone_trgm_idx").using("gin", sql`${t.phoneNo} gin_trgm_ops`),
    index("kyc_details_phone_digits_trgm_idx").using(
      "gin",
      sql`(regexp_replace(${t.phoneNo}, '[^0-9]', '', 'g')) gin_trgm_ops`,
    ),
  ],
);

/** Family members of an applicant: the family details of step 2. */
export const familyMembers = pgTable(
  "family_members",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    relation: text("relation").notNull(),
    dob: text("dob").notNull(),
    qualificationId: uuid("qualification_id").references(() => qualifications.id),
  },
  (t) => [index("family_members_user_idx").on(t.userId)],
);

/** Invoice numbers VWC-INV-<year>-<n> take n from here. */
export const invoiceNumberSeq = pgSequence("invoice_number_seq", { startWith: 1001 });

/** The payment plan of a villa: one villa is in one member's plan at a time. */
export const paymentPlans = pgTable(
  "payment_plans",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    paymentMode: text("payment_mode", { enum: ["flexible", "full"] }).notNull(),
    paymentSteps: integer("payment_steps").notNull(),
    totalAmount: integer("total_amount").notNull(),
    currentStep: integer("current_step").notNull().default(1),
    status: text("status", { enum: ["pending", "completed", "cancelled", "reviewing"] })
      .notNull()
      .default("pending"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Cancelled by accounts: when, by whom, why; the villa is then free for others. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: uuid("cancelled_by").references(() => users.id),
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    // one villa in one live plan at a time; a cancelled plan frees it
    uniqueIndex("payment_plans_property_key")
      .on(t.propertyId)
      .where(sql`${t.status} <> 'cancelled'`),
    check("payment_plans_status_known", sql`${t.status} in ('pending', 'completed', 'cancelled', 'reviewing')`),
    index("payment_plans_user_idx").on(t.userId),
    // the office's member search by a villa's name or number reaches the plans of the villas found (decision 028)
    index("payment_plans_property_idx").on(t.propertyId),
    check("payment_plans_steps_range", sql`${t.paymentSteps} between 1 and 5`),
    check("payment_plans_total_positive", sql`${t.totalAmount} > 0`),
  ],
);

export const paymentSteps = pgTable(
  "payment_steps",
  {
    id: id(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => paymentPlans.id, { onDelete: "cascade" }),
    step: integer("step").notNull(),
    stepName: text("step_name").notNull(),
    amount: integer("amount").notNull(),
    dueLabel: text("due_label").notNull(),
    dueDate: text("due_date").notNull(),
    status: text("status", { enum: ["pending", "paid"] })
      .notNull()
      .default("pending"),
    paymentDate: timestamp("payment_date", { withTimezone: true }),
    receiptFileId: uuid("receipt_file_id").references(() => storedFiles.id),
    /** Numbered when accounts verify the receipt. */
    invoiceNumber: text("invoice_number"),
    /**
     * The office's check of the receipt: awaiting (paid, to check), verified, or rejected (the step is
     * pending again and `rejectionReason` says why); null on a step never paid.
     */
    verification: text("verification", { enum: ["awaiting", "verified", "rejected"] }),
    rejectionReason: text("rejection_reason"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedBy: uuid("verified_by").references(() => users.id),
    /** Paid online: Razorpay's payment id; such a step is verified by the signature, without staff. */
    razorpayPaymentId: text("razorpay_payment_id"),
  },
  (t) => [
    uniqueIndex("payment_steps_plan_step_key").on(t.planId, t.step),
    uniqueIndex("payment_steps_invoice_key").on(t.invoiceNumber),
    // the office search: an instalment's invoice by its number's first characters (decision 043)
    index("payment_steps_invoice_prefix_idx").on(referencePrefix(t.invoiceNumber)),
    check("payment_steps_verification_known", sql`${t.verification} in ('awaiting', 'verified', 'rejected')`),
    // a paid step awaits or is verified; a pending step is unpaid or rejected
    check(
      "payment_steps_verification_matches",
      sql`(${t.status} = 'paid' and ${t.verification} is not null and ${t.verification} in ('awaiting', 'verified')) or (${t.status} = 'pending' and (${t.verification} is null or ${t.verification} = 'rejected'))`,
    ),
    index("payment_steps_awaiting_idx")
      .on(t.paymentDate)
      .where(sql`${t.verification} = 'awaiting'`),
    // the collections report: the instalments verified in a period, its figures read from the index alone
    index("payment_steps_verified_idx")
      .on(t.verifiedAt, t.id, t.amount, t.planId)
      .where(sql`${t.verification} = 'verified' and ${t.invoiceNumber} is not null`),
  ],
);

/** Every receipt a member sent for a step, with the office's decision: the history a rejection leaves behind. */
export const paymentReceipts = pgTable(
  "payment_receipts",
  {
    id: id(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => paymentPlans.id, { onDelete: "cascade" }),
    step: integer("step").notNull(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFiles.id),
    amount: integer("amount").notNull(),
    submittedBy: uuid("submitted_by").references(() => users.id),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status", { enum: ["awaiting", "verified", "rejected"] })
      .notNull()
      .default("awaiting"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id),
    reason: text("reason"),
    /** The transfer's transaction reference (UTR) and the club day the member says they paid, when given. */
    utr: text("utr"),
    paidOn: text("paid_on"),
  },
  (t) => [
    index("payment_receipts_plan_step_idx").on(t.planId, t.step, t.submittedAt),
    // the accounts' search by a transfer's UTR
    index("payment_receipts_utr_idx").on(t.utr),
    // the office search: a UTR by its first characters (decision 043)
    index("payment_receipts_utr_prefix_idx").on(referencePrefix(t.utr)),
    check("payment_receipts_status_known", sql`${t.status} in ('awaiting', 'verified', 'rejected')`),
    // at most one receipt of a step awaits the office at a time
    uniqueIndex("payment_receipts_one_awaiting_key")
      .on(t.planId, t.step)
      .where(sql`${t.status} = 'awaiting'`),
  ],
);

/** Reminders of unpaid instalments sent: one row per step, kind and due date, so none is sent twice. */
export const paymentReminders = pgTable(
  "payment_reminders",
  {
    id: id(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => paymentPlans.id, { onDelete: "cascade" }),
    step: integer("step").notNull(),
    dueDate: text("due_date").notNull(),
    kind: text("kind", { enum: ["week-before", "due-day"] }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_reminders_once_key").on(t.planId, t.step, t.dueDate, t.kind),
    check("payment_reminders_kind_known", sql`${t.kind} in ('week-before', 'due-day')`),
  ],
);

/** Runs of the process's daily jobs (reminders, staff digests): one row per job and club day, taken by the first instance. */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text("job").notNull(),
    runKey: text("run_key").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
  },
  (t) => [uniqueIndex("job_runs_job_key").on(t.job, t.runKey)],
);

/**
 * The audit log: every money and signature event and every staff action, written in the same transaction as
 * the change it records. Append-only: the database refuses any UPDATE or DELETE of a row (trigger
 * audit_events_append_only, migration 0008). `userId` is who acted, `actorRole` their role then, `memberId`
 * the member whose record it is, `detail` what changed (`before` → `after` where there is one).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id),
    actorRole: text("actor_role"),
    memberId: uuid("member_id").references(() => users.id),
    action: text("action").notNull(),
    subjectId: text("subject_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_events_user_idx").on(t.userId),
    index("audit_events_member_idx").on(t.memberId, t.createdAt),
    index("audit_events_action_idx").on(t.action, t.createdAt),
    index("audit_events_created_idx").on(t.createdAt, t.id),
  ],
);

/**
 * The actions the audit log holds, one row each (the office's action filter lists them): added by a trigger on
 * audit_events (audit_actions_remember, migration 0022), so the list is read without scanning the log.
 */
export const auditActions = pgTable("audit_actions", {
  action: text("action").primaryKey(),
});

/** The signed memorandum of agreement of a fully paid plan: one per plan. */
export const moaAgreements = pgTable(
  "moa_agreements",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => paymentPlans.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    signatureFileId: uuid("signature_file_id")
      .notNull()
      .references(() => storedFiles.id),
    pdfFileId: uuid("pdf_file_id")
      .notNull()
      .references(() => storedFiles.id),
    pdfSha256: text("pdf_sha256").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
    signerIp: text("signer_ip"),
    signerUserAgent: text("signer_user_agent"),
    leaseStart: text("lease_start").notNull(),
    /**
     * Signed by the member, the agreement awaits the club's countersignature; countersigned it is executed (one
     * sealed PDF: both signatures, the certificate and audit pages, digitally signed); ended by an approved transfer or a
     * cancelled plan it is revoked.
     */
    status: text("status", { enum: ["awaiting-countersign", "executed", "revoked"] })
      .notNull()
      .default("awaiting-countersign"),
    countersignedAt: timestamp("countersigned_at", { withTimezone: true }),
    countersignedBy: uuid("countersigned_by").references(() => users.id, { onDelete: "set null" }),
    countersignerName: text("countersigner_name"),
    countersignerRole: text("countersigner_role"),
    countersignerIp: text("countersigner_ip"),
    countersignatureFileId: uuid("countersignature_file_id").references(() => storedFiles.id),
    executedPdfFileId: uuid("executed_pdf_file_id").references(() => storedFiles.id),
    executedSha256: text("executed_sha256"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    /**
     * When an administrator's countersignature began (its claim): while it is recent, another administrator's is
     * refused at once, before anything is rendered; a claim older than the countersignature's time limit was abandoned.
     */
    countersignClaimedAt: timestamp("countersign_claimed_at", { withTimezone: true }),
  },
  (t) => [
    // one agreement in force per plan: a plan restarted after its cancellation revoked the agreement is signed anew
    uniqueIndex("moa_agreements_plan_key")
      .on(t.planId)
      .where(sql`${t.status} <> 'revoked'`),
    index("moa_agreements_user_idx").on(t.userId),
    uniqueIndex("moa_agreements_executed_sha256_key").on(t.executedSha256),
    index("moa_agreements_awaiting_idx")
      .on(t.signedAt)
      .where(sql`${t.status} = 'awaiting-countersign'`),
    check("moa_agreements_status_known", sql`${t.status} in ('awaiting-countersign', 'executed', 'revoked')`),
    check(
      "moa_agreements_executed_complete",
      sql`${t.status} <> 'executed' or (${t.countersignedAt} is not null and ${t.executedPdfFileId} is not null and ${t.executedSha256} is not null)`,
    ),
    check(
      "moa_agreements_revoked_complete",
      sql`${t.status} <> 'revoked' or (${t.revokedAt} is not null and ${t.revokedReason} is not null)`,
    ),
  ],
);

/**
 * Every event of an agreement's life, for its audit page: created, viewed, signed, countersigned, sent,
 * downloaded, revoked. Kept by plan, so the member's viewing of the memorandum before signing is on record too.
 */
export const agreementEvents = pgTable(
  "agreement_events",
  {
    id: id(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => paymentPlans.id, { onDelete: "cascade" }),
    agreementId: uuid("agreement_id").references(() => moaAgreements.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: AGREEMENT_EVENT_KINDS }).notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    ip: text("ip"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The order the events were recorded in: events of one moment (one transaction's now) keep their true order. */
    seq: bigint("seq", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
  },
  (t) => [
    index("agreement_events_plan_idx").on(t.planId, t.at),
    check(
      "agreement_events_kind_known",
      sql`${t.kind} in ('created', 'viewed', 'draft-opened', 'text-shown', 'signed', 'countersigned', 'sent', 'downloaded', 'revoked')`,
    ),
  ],
);

/**
 * A document the club seals: an executed agreement, an invoice or a credit note, with the short code of its public
 * verification page (/verify/{code}). Its sealed files are kept by SHA-256 in sealed_files.
 */
export const sealedDocuments = pgTable(
  "sealed_documents",
  {
    id: id(),
    kind: text("kind", {
      enum: ["agreement", "invoice", "credit-note", "statement", "donation-receipt", "rental-statement"],
    }).notNull(),
    /**
     * The agreement's reference (MOA-…), the invoice number, the credit note's number (VWC-CN-…) or an owner
     * statement's (VWC-ST-<financial year>-<its content's digest>).
     */
    reference: text("reference").notNull(),
    code: text("code").notNull(),
    agreementId: uuid("agreement_id").references(() => moaAgreements.id, { onDelete: "cascade" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** An invoice's sealed file in the file storage, written once when first sealed (decision 027); null until then. */
    storageKey: text("storage_key"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sealed_documents_code_key").on(t.code),
    uniqueIndex("sealed_documents_reference_key").on(t.kind, t.reference),
    // the office search: an agreement's reference (MOA-…) by its first characters (decision 043)
    index("sealed_documents_reference_prefix_idx").on(t.kind, referencePrefix(t.reference)),
    uniqueIndex("sealed_documents_agreement_key").on(t.agreementId),
    check(
      "sealed_documents_kind_known",
      sql`${t.kind} in ('agreement', 'invoice', 'credit-note', 'statement', 'donation-receipt', 'rental-statement')`,
    ),
    check("sealed_documents_agreement_kind", sql`(${t.kind} = 'agreement') = (${t.agreementId} is not null)`),
  ],
);

/**
 * The credit notes' numbers: VWC-CN-<year>-<n>, n counted per club year from 1 by this row, taken in the transaction
 * that issues the credit note (its row lock holds other issuers until the commit, and a rollback gives the number
 * back), so the numbers of a year have no gaps.
 */
export const creditNoteCounters = pgTable(
  "credit_note_counters",
  {
    year: integer("year").primaryKey(),
    last: integer("last").notNull(),
  },
  (t) => [check("credit_note_counters_last_positive", sql`${t.last} > 0`)],
);

/**
 * A credit note: the club's document that cancels an invoice it issued (a cancelled plan's verified instalment, a
 * cancelled stay paid online), in full and once (one credit note per invoice). Everything it shows is kept as it was
 * issued — the invoice's number and date, the member billed, the lines and the amount — so it is drawn the same
 * every time; it is sealed once and registered for /verify like an invoice (sealed_documents kind "credit-note").
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: id(),
    number: text("number").notNull(),
    year: integer("year").notNull(),
    serial: integer("serial").notNull(),
    /** The member billed; null for a visitor's programme registration (`programme_registration_id` names it). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The invoice credited: its number, when it was issued, and which of the club's invoices it is. */
    invoiceNumber: text("invoice_number").notNull(),
    invoiceIssuedAt: timestamp("invoice_issued_at", { withTimezone: true }).notNull(),
    invoiceKind: text("invoice_kind", { enum: ["step", "membership", "stay", "programme"] }).notNull(),
    paymentStepId: uuid("payment_step_id").references(() => paymentSteps.id, { onDelete: "set null" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    membershipId: uuid("membership_id").references(() => memberships.id, { onDelete: "set null" }),
    /** The programme registration whose invoice it credits (a member's or a visitor's places). */
    programmeRegistrationId: uuid("programme_registration_id").references(
      (): AnyPgColumn => programmeRegistrations.id,
      {
        onDelete: "set null",
      },
    ),
    /**
     * The member billed, as the invoice named them when the credit note was issued, and the language they read then
     * (the credit note is drawn in it; absent on one issued before it was kept: English; decision 047).
     */
    billedTo: jsonb("billed_to").$type<{ name: string; email: string; language?: Language }>().notNull(),
    /** What is credited, line by line (whole rupees); `amount` is their sum. */
    lines: jsonb("lines").$type<{ description: string; amount: number }[]>().notNull(),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    issuedBy: uuid("issued_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("credit_notes_number_key").on(t.number),
    // the office search: a credit note by its number's first characters (decision 043)
    index("credit_notes_number_prefix_idx").on(referencePrefix(t.number)),
    uniqueIndex("credit_notes_year_serial_key").on(t.year, t.serial),
    // an invoice is credited once, in full
    uniqueIndex("credit_notes_invoice_key").on(t.invoiceNumber),
    index("credit_notes_user_idx").on(t.userId, t.issuedAt),
    check("credit_notes_amount_positive", sql`${t.amount} > 0`),
    check("credit_notes_invoice_kind_known", sql`${t.invoiceKind} in ('step', 'membership', 'stay', 'programme')`),
    // a member billed, or a visitor's programme registration whose booker was billed
    check("credit_notes_billed", sql`${t.userId} is not null or ${t.programmeRegistrationId} is not null`),
  ],
);

/**
 * Money the club owes back to a member (common/refunds.ts names the kinds), from the moment the change that owes it
 * commits (in its transaction) until it is paid back in full: by the club's bank, recorded by accounts (in one or
 * several payments, never more than owed), or through Razorpay for a payment made online. The database keeps the
 * amounts honest: what is refunded lies between 0 and what is owed, and the status says whether it is all paid.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    kind: text("kind", { enum: REFUND_KINDS }).notNull(),
    /** The member owed; null for a visitor's programme registration (its booker is then the payee). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** What it refunds, in words. */
    what: text("what").notNull(),
    amountOwed: integer("amount_owed").notNull(),
    amountRefunded: integer("amount_refunded").notNull().default(0),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("owed"),
    method: text("method", { enum: REFUND_METHODS }).notNull(),
    /** The online payment refunded through Razorpay (method razorpay). */
    razorpayPaymentId: text("razorpay_payment_id"),
    /** The credit note of the invoice it refunds, if the money was invoiced. */
    creditNoteId: uuid("credit_note_id").references(() => creditNotes.id, { onDelete: "set null" }),
    planId: uuid("plan_id").references(() => paymentPlans.id, { onDelete: "set null" }),
    paymentStepId: uuid("payment_step_id").references(() => paymentSteps.id, { onDelete: "set null" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    membershipId: uuid("membership_id").references(() => memberships.id, { onDelete: "set null" }),
    /** Places at an item of the programme given back (a cancellation) or a payment that could not keep them. */
    programmeRegistrationId: uuid("programme_registration_id").references(() => programmeRegistrations.id, {
      onDelete: "set null",
    }),
    /** The session whose share is refunded (the office cancelled one session of several); null: the rest. */
    programmeSessionId: uuid("programme_session_id").references(() => programmeSessions.id, { onDelete: "set null" }),
    /** A duplicate payment found by accounts: the day it was received and its bank reference. */
    receivedOn: text("received_on"),
    paymentReference: text("payment_reference"),
    /** The last payment: its club day, its reference (the bank's, or Razorpay's refund id) and who recorded it. */
    paidOn: text("paid_on"),
    reference: text("reference"),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    /** Who made the change that owes it (null: the system, e.g. an online payment that could not be applied). */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "refunds_kind_known",
      sql`${t.kind} in ('plan-cancelled', 'stay-cancelled', 'programme-cancelled', 'duplicate', 'unapplied')`,
    ),
    // a member's account, or a visitor's registration whose booker is paid back
    check("refunds_payee", sql`${t.userId} is not null or ${t.programmeRegistrationId} is not null`),
    check("refunds_status_known", sql`${t.status} in ('owed', 'refunded')`),
    check("refunds_method_known", sql`${t.method} in ('bank', 'razorpay')`),
    check(
      "refunds_amounts",
      sql`${t.amountOwed} > 0 and ${t.amountRefunded} >= 0 and ${t.amountRefunded} <= ${t.amountOwed}`,
    ),
    check("refunds_status_matches", sql`(${t.status} = 'refunded') = (${t.amountRefunded} = ${t.amountOwed})`),
    check("refunds_razorpay_payment", sql`${t.method} <> 'razorpay' or ${t.razorpayPaymentId} is not null`),
    // an instalment, a stay or an online payment is owed back once
    uniqueIndex("refunds_step_key")
      .on(t.paymentStepId)
      .where(sql`${t.kind} = 'plan-cancelled'`),
    uniqueIndex("refunds_booking_key")
      .on(t.bookingId)
      .where(sql`${t.kind} in ('stay-cancelled', 'unapplied')`),
    // one refund per online payment, but a programme registration's: a cancelled session's share, then the rest
    uniqueIndex("refunds_razorpay_payment_key")
      .on(t.razorpayPaymentId)
      .where(sql`${t.programmeRegistrationId} is null`),
    // a registration's rest is owed back once, and each cancelled session's share once
    uniqueIndex("refunds_programme_key")
      .on(
        t.programmeRegistrationId,
        sql`coalesce(${t.programmeSessionId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.programmeRegistrationId} is not null`),
    index("refunds_status_idx").on(t.status, t.createdAt),
    index("refunds_user_idx").on(t.userId),
  ],
);

/** Each payment of a refund: by the bank (recorded by accounts) or through Razorpay. */
export const refundPayments = pgTable(
  "refund_payments",
  {
    id: id(),
    refundId: uuid("refund_id")
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    paidOn: text("paid_on").notNull(),
    reference: text("reference").notNull(),
    via: text("via", { enum: REFUND_METHODS }).notNull(),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refund_payments_refund_idx").on(t.refundId, t.recordedAt),
    // the collections report: the refunds paid in a period
    index("refund_payments_paid_on_idx").on(t.paidOn),
    check("refund_payments_amount_positive", sql`${t.amount} > 0`),
    check("refund_payments_via_known", sql`${t.via} in ('bank', 'razorpay')`),
  ],
);

/** The SHA-256 of every sealed file the club issued; an uploaded PDF is the club's when its hash is here. */
export const sealedFiles = pgTable("sealed_files", {
  sha256: text("sha256").primaryKey(),
  documentId: uuid("document_id")
    .notNull()
    .references(() => sealedDocuments.id, { onDelete: "cascade" }),
  sealedAt: timestamp("sealed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Owner statements issued: one row a sealed statement of a member's financial year (April to March) as at a day — the
 * end of the year, or the day it was asked for in the current one. `content_sha256` is the digest of the figures it
 * states, so the same member, year, day and figures find this statement again instead of sealing another; its sealed
 * document (kind "statement") carries its verification code, and its file is kept in the file storage once sealed.
 */
export const memberStatements = pgTable(
  "member_statements",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The financial year, "2026-27", and its days. */
    fy: text("fy").notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    /** The club day the statement is made as at: the year's last day, or the day it was issued in the current year. */
    asAt: date("as_at", { mode: "string" }).notNull(),
    contentSha256: text("content_sha256").notNull(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => sealedDocuments.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    /** The sealed file's SHA-256 and key in the file storage, written once it is sealed. */
    sha256: text("sha256"),
    storageKey: text("storage_key"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** Who asked for it first: the member, or a staff member from the member's record. */
    issuedBy: uuid("issued_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("member_statements_content_key").on(t.userId, t.fy, t.asAt, t.contentSha256),
    uniqueIndex("member_statements_document_key").on(t.documentId),
    index("member_statements_user_idx").on(t.userId, t.fy),
    check("member_statements_fy_format", sql`${t.fy} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check(
      "member_statements_as_at_within",
      sql`${t.asAt} >= ${t.periodStart} and ${t.asAt} <= ${t.periodEnd} and ${t.periodEnd} > ${t.periodStart}`,
    ),
    check("member_statements_sealed_together", sql`(${t.sha256} is null) = (${t.storageKey} is null)`),
  ],
);

/** The membership form: a draft saved between steps, submitted once. */
export const membershipForms = pgTable("membership_forms", {
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .unique("membership_forms_user_key")
    .references(() => users.id, { onDelete: "cascade" }),
  status: text("status", { enum: ["draft", "submitted"] })
    .notNull()
    .default("draft"),
  step: integer("step").notNull().default(1),
  personal: jsonb("personal").$type<Record<string, unknown>>().notNull().default({}),
  nominee: jsonb("nominee").$type<Record<string, unknown>>().notNull().default({}),
  documentFileId: uuid("document_file_id").references(() => storedFiles.id),
  nomineeIdFileId: uuid("nominee_id_file_id").references(() => storedFiles.id),
  signatureFileId: uuid("signature_file_id").references(() => storedFiles.id),
  pdfFileId: uuid("pdf_file_id").references(() => storedFiles.id),
  submittedAt: timestamp("submitted_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Conveyance requests: verified by an e-mailed OTP, appointment on a Tuesday. */
export const conveyanceRequests = pgTable(
  "conveyance_requests",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    status: text("status").notNull().default("submitted"),
    nominee: jsonb("nominee").$type<Record<string, unknown>>().notNull(),
    villa: jsonb("villa").$type<Record<string, unknown>>().notNull(),
    documentFileId: uuid("document_file_id").references(() => storedFiles.id),
    appointmentDate: text("appointment_date").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull(),
    /** The Tuesday the member asked for; `appointmentDate` is the one the office confirmed or proposed. */
    requestedDate: text("requested_date"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedBy: uuid("confirmed_by").references(() => users.id),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    completedBy: uuid("completed_by").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("conveyance_requests_user_idx").on(t.userId),
    index("conveyance_requests_status_idx").on(t.status, t.createdAt),
    check("conveyance_requests_status_known", sql`${t.status} in ('submitted', 'confirmed', 'completed')`),
  ],
);

/** Stays booked by members, and by the desk for callers. */
export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    reference: text("reference").notNull(),
    /** The member who booked; none for a stay the desk booked for a caller without an account (`source` phone). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    checkIn: text("check_in").notNull(),
    checkOut: text("check_out").notNull(),
    adults: integer("adults").notNull().default(2),
    children: integer("children").notNull().default(0),
    status: text("status").notNull().default("confirmed"),
    /** The guest of the review page (booking for, title, names, phone, e-mail). */
    guest: jsonb("guest").$type<Record<string, string>>().notNull().default({}),
    /** The price as it was quoted and accepted, in whole rupees. */
    nights: integer("nights").notNull().default(0),
    pricePerNight: integer("price_per_night").notNull().default(0),
    roomCharges: integer("room_charges").notNull().default(0),
    couponCode: text("coupon_code"),
    discount: integer("discount").notNull().default(0),
    taxes: integer("taxes").notNull().default(0),
    total: integer("total").notNull().default(0),
    /** razorpay or cod (pay at the property); the membership id the guest gave, if any. */
    paymentMethod: text("payment_method").notNull().default("cod"),
    membershipId: text("membership_id"),
    /** online (a member on the site) or phone (the desk, for a caller); the staff member who booked it by phone. */
    source: text("source").notNull().default("online"),
    bookedBy: uuid("booked_by").references(() => users.id, { onDelete: "set null" }),
    /** The desk: checked in with the primary guest's identity document (the number encrypted), out, no-show. */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedInBy: uuid("checked_in_by").references(() => users.id, { onDelete: "set null" }),
    guestIdType: text("guest_id_type"),
    guestIdNumber: text("guest_id_number"),
    checkedOutAt: timestamp("checked_out_at", { withTimezone: true }),
    /**
     * An early departure: the club day a checked-in guest left before the stay's check-out day. The stay's nights end
     * there (villa_nights keeps [check_in, departed_on)); check_out stays the day booked and priced.
     */
    departedOn: text("departed_on"),
    noShowAt: timestamp("no_show_at", { withTimezone: true }),
    /** Cancelled by the member (no reason) or by the desk for a guest (with its reason, e-mailed). */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: uuid("cancelled_by").references(() => users.id, { onDelete: "set null" }),
    cancelReason: text("cancel_reason"),
    /**
     * Full Membership: the nights taken from the membership year's free nights (`membershipRow`'s
     * ledger), and the guests beyond the 2 adults and 2 children the rate covers, charged a night each.
     */
    freeNights: integer("free_nights").notNull().default(0),
    membershipRow: uuid("membership_row").references(() => memberships.id),
    extraGuests: integer("extra_guests").notNull().default(0),
    extraGuestCharge: integer("extra_guest_charge").notNull().default(0),
    /**
     * Each night's price as the stay was priced (rate periods, decision 051), in the stay's order, free nights first;
     * empty for a stay priced before rate periods (every night at `pricePerNight`).
     */
    nightPrices: integer("night_prices")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * Paid online: a stay is `held` for 15 minutes while the member pays (its nights blocked for others),
     * confirmed when the payment is verified, or `expired` when the hold ran out. A refund goes back through Razorpay.
     */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    razorpayPaymentId: text("razorpay_payment_id"),
    refundId: text("refund_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** The invoice of a stay paid online, numbered from the club's invoice sequence when its payment is verified. */
    invoiceNumber: text("invoice_number"),
    /**
     * A stay paid at the property: rupees the desk received for it before it began (an advance, in cash, by card or
     * UPI at the property or by bank transfer), at most its total. A cancellation refunds the terms' share of it
     * through the refunds queue (decision 052).
     */
    advancePaid: integer("advance_paid").notNull().default(0),
    /**
     * guest: a stay booked for a guest (a member's, a caller's); owner: an owner's stay in their own villa (decision
     * 059) — no room charge, its nights and peak nights (`peak_nights`, of rate periods marked peak when it was
     * booked) counted against the owner's yearly allowance, the club's housekeeping fee (`housekeeping_fee`, rupees,
     * GST included, its `total`) due at the property.
     */
    kind: text("kind").notNull().default("guest"),
    housekeepingFee: integer("housekeeping_fee").notNull().default(0),
    peakNights: integer("peak_nights").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("bookings_kind_known", sql`${t.kind} in ('guest', 'owner')`),
    check("bookings_owner_stay_member", sql`${t.kind} <> 'owner' or ${t.userId} is not null`),
    check(
      "bookings_owner_figures",
      sql`(${t.kind} = 'owner' or (${t.housekeepingFee} = 0 and ${t.peakNights} = 0)) and ${t.housekeepingFee} >= 0 and ${t.peakNights} >= 0 and ${t.peakNights} <= ${t.nights}`,
    ),
    // an owner's nights in a year: their owner stays (not cancelled) in a villa by check-in
    index("bookings_owner_stays_idx")
      .on(t.userId, t.propertyId, t.checkIn)
      .where(sql`${t.kind} = 'owner' and ${t.status} not in ('cancelled', 'expired')`),
    check(
      "bookings_status_known",
      sql`${t.status} in ('held', 'expired', 'confirmed', 'checked-in', 'checked-out', 'no-show', 'cancelled')`,
    ),
    check("bookings_held_expires", sql`${t.status} <> 'held' or ${t.holdExpiresAt} is not null`),
    check("bookings_advance_within", sql`${t.advancePaid} >= 0 and ${t.advancePaid} <= ${t.total}`),
    check(
      "bookings_departed_within",
      sql`${t.departedOn} is null or (${t.status} = 'checked-out' and ${t.departedOn} >= ${t.checkIn} and ${t.departedOn} < ${t.checkOut})`,
    ),
    check(
      "bookings_extra_counts",
      sql`${t.freeNights} >= 0 and ${t.freeNights} <= ${t.nights} and ${t.extraGuests} >= 0 and ${t.extraGuestCharge} >= 0`,
    ),
    index("bookings_membership_row_idx").on(t.membershipRow),
    uniqueIndex("bookings_invoice_key").on(t.invoiceNumber),
    index("bookings_held_idx")
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
    check("bookings_source_known", sql`${t.source} in ('online', 'phone')`),
    check("bookings_member_or_phone", sql`${t.userId} is not null or ${t.source} = 'phone'`),
    index("bookings_arrivals_idx")
      .on(t.checkIn)
      .where(sql`${t.status} <> 'cancelled'`),
    index("bookings_user_idx").on(t.userId),
    // the desk's day (decision 028): the departures by the day the nights end, the guests in house by arrival
    index("bookings_departures_idx")
      .on(sql`(coalesce(${t.departedOn}, ${t.checkOut}))`)
      .where(sql`${t.status} <> 'cancelled'`),
    index("bookings_in_house_idx")
      .on(t.checkIn)
      .where(sql`${t.status} = 'checked-in'`),
    // the collections report: the stays paid online (invoiced) in a period, its figures read from the index alone
    index("bookings_paid_idx")
      .on(t.paidAt, t.id, t.propertyId, t.total, t.extraGuestCharge)
      .where(sql`${t.invoiceNumber} is not null`),
    uniqueIndex("bookings_reference_key").on(t.reference),
    // the office search: a stay by its reference's first characters, a stay's invoice by its number's (decision 043)
    index("bookings_reference_prefix_idx").on(referencePrefix(t.reference)),
    index("bookings_invoice_prefix_idx").on(referencePrefix(t.invoiceNumber)),
    // availability: the stays of a villa that overlap a range of nights
    index("bookings_property_dates_idx").on(t.propertyId, t.checkIn, t.checkOut),
    // the villa search: the stays (not cancelled) that overlap a range of nights, read from the index alone;
    // the stays that ended before the range (the past, which only grows) are never read
    index("bookings_nights_idx")
      .on(t.checkOut, t.checkIn, t.propertyId)
      .where(sql`${t.status} <> 'cancelled'`),
    // a villa's nights booked in the last year (its popularity, decision 053): its booked stays by when they were booked
    index("bookings_popularity_idx")
      .on(t.propertyId, t.createdAt, t.nights)
      .where(sql`${t.status} not in ('held', 'cancelled', 'expired')`),
  ],
);

/**
 * Guests' reviews of their stays (decision 053): one per stay (the unique booking), written once it is checked out;
 * the front office publishes or hides it (with a reason) and may reply publicly. A villa's page reads its published
 * ones; `properties.rating` and `properties.reviews` hold their average and count.
 */
export const stayReviews = pgTable(
  "stay_reviews",
  {
    id: id(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    /** The member who booked and wrote it; none for a stay booked by phone (its guest wrote it through the link). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The guest's name as the stay gives it; the villa's page shows its first word. */
    guestName: text("guest_name").notNull(),
    /** The month of the stay (yyyy-MM of its check-in), as the villa's page says it. */
    stayMonth: text("stay_month").notNull(),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    /** The language of the page it was written on. */
    language: text("language").notNull().default(DEFAULT_LANGUAGE),
    status: text("status").notNull().default("pending"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** Why the office hid it (the office's record; the guest is not told). */
    hiddenReason: text("hidden_reason"),
    /** The club's public reply. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: uuid("replied_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("stay_reviews_booking_key").on(t.bookingId),
    check("stay_reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("stay_reviews_status_known", sql.raw(`status in (${REVIEW_STATUSES.map((s) => `'${s}'`).join(", ")})`)),
    check("stay_reviews_hidden_reason", sql`${t.status} <> 'hidden' or ${t.hiddenReason} is not null`),
    // a villa's page: its published reviews, newest first
    index("stay_reviews_villa_idx")
      .on(t.propertyId, t.createdAt)
      .where(sql`${t.status} = 'published'`),
    // the office's list by status, newest first
    index("stay_reviews_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * The invitations to review a stay (decision 053): one row a stay, inserted in the transaction that queues the mail
 * (the desk's check-out, or the daily job for a stay checked out without one), so none goes twice.
 */
export const stayReviewInvitations = pgTable("stay_review_invitations", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  sentAt: createdAt(),
});

/** Stay references VWC-B-<year>-<n>. */
export const bookingReferenceSeq = pgSequence("booking_reference_seq", { startWith: 1001 });

/**
 * The nights of each villa that a stay (confirmed, or held while its member pays) or a live block of the desk takes:
 * one row a night, so the primary key refuses two of them on one night whichever way they were
 * written. Triggers on `bookings` and `stay_blocks` keep it (migration 0012); a held stay's nights carry its expiry,
 * and the writer under the villa's lock releases expired holds before it takes nights.
 */
export const villaNights = pgTable(
  "villa_nights",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    night: date("night", { mode: "string" }).notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    blockId: uuid("block_id").references(() => stayBlocks.id, { onDelete: "cascade" }),
    /** A hold's end: after it, the night is free again (the hold is marked expired by the next writer or the job). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.night], name: "villa_nights_pkey" }),
    check("villa_nights_one_source", sql`(${t.bookingId} is null) <> (${t.blockId} is null)`),
    index("villa_nights_booking_idx").on(t.bookingId),
    index("villa_nights_block_idx").on(t.blockId),
  ],
);

/**
 * Full Membership: one row a membership year bought. Bought online (Razorpay) or by
 * a bank-transfer receipt that accounts verify; active for one year from the day it is paid, numbered
 * VWC-M-<year>-<n>, with its year's free nights (the ledger: `freeNightsUsed`, decided under the row's lock and
 * bounded by a check).
 */
export const memberships = pgTable(
  "memberships",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** awaiting-payment (online checkout opened), under-review (receipt sent), active (paid), rejected (receipt refused). */
    status: text("status").notNull(),
    number: text("number"),
    amount: integer("amount").notNull(),
    paidVia: text("paid_via").notNull(),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
    receiptFileId: uuid("receipt_file_id").references(() => storedFiles.id),
    razorpayPaymentId: text("razorpay_payment_id"),
    /** The membership year: [startsOn, validUntil), club days. */
    startsOn: text("starts_on"),
    validUntil: text("valid_until"),
    freeNights: integer("free_nights").notNull().default(14),
    freeNightsUsed: integer("free_nights_used").notNull().default(0),
    invoiceNumber: text("invoice_number"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    reminded30At: timestamp("reminded_30_at", { withTimezone: true }),
    reminded7At: timestamp("reminded_7_at", { withTimezone: true }),
    /**
     * Paid by transfer: the transaction reference (UTR) and the club day the member says they paid, when given (not
     * `paidAt`, the moment the club took the year as paid).
     */
    utr: text("utr"),
    paidOn: text("paid_on"),
    createdAt: createdAt(),
  },
  (t) => [
    check("memberships_status_known", sql`${t.status} in ('awaiting-payment', 'under-review', 'active', 'rejected')`),
    check("memberships_paid_via_known", sql`${t.paidVia} in ('razorpay', 'receipt')`),
    check("memberships_free_nights_ledger", sql`${t.freeNightsUsed} >= 0 and ${t.freeNightsUsed} <= ${t.freeNights}`),
    check(
      "memberships_active_dated",
      sql`${t.status} <> 'active' or (${t.number} is not null and ${t.startsOn} is not null and ${t.validUntil} is not null)`,
    ),
    uniqueIndex("memberships_number_key").on(t.number),
    uniqueIndex("memberships_invoice_key").on(t.invoiceNumber),
    // one purchase in progress a member at a time
    uniqueIndex("memberships_open_purchase_key")
      .on(t.userId)
      .where(sql`${t.status} in ('awaiting-payment', 'under-review')`),
    index("memberships_user_idx").on(t.userId, t.validUntil),
    // the accounts' search by a transfer's UTR
    index("memberships_utr_idx").on(t.utr),
    // the office search: a membership ID, its invoice or its UTR by their first characters (decision 043)
    index("memberships_number_prefix_idx").on(referencePrefix(t.number)),
    index("memberships_invoice_prefix_idx").on(referencePrefix(t.invoiceNumber)),
    index("memberships_utr_prefix_idx").on(referencePrefix(t.utr)),
    index("memberships_review_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'under-review'`),
    // the collections report: the years paid (invoiced) in a period, its figures read from the index alone
    index("memberships_paid_idx")
      .on(t.paidAt, t.id, t.amount)
      .where(sql`${t.invoiceNumber} is not null`),
  ],
);

/**
 * Every transaction reference (UTR) a receipt claims, whatever it pays (an instalment's receipt, a Full Membership
 * purchase): the primary key refuses one transfer claimed twice, whichever writes first. A rejected receipt gives its
 * UTR back (its row is removed with the rejection); the receipt keeps it in its history.
 */
export const transferReferences = pgTable(
  "transfer_references",
  {
    utr: text("utr").primaryKey(),
    kind: text("kind", { enum: ["instalment", "membership", "donation", "maintenance"] }).notNull(),
    receiptId: uuid("receipt_id").references(() => paymentReceipts.id, { onDelete: "cascade" }),
    membershipId: uuid("membership_id").references(() => memberships.id, { onDelete: "cascade" }),
    donationGiftId: uuid("donation_gift_id").references(() => donationGifts.id, { onDelete: "cascade" }),
    /** A villa's maintenance dues bill paid by transfer (its receipt is on the bill). */
    maintenanceBillId: uuid("maintenance_bill_id").references((): AnyPgColumn => maintenanceBills.id, {
      onDelete: "cascade",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "transfer_references_one_payment",
      sql`num_nonnulls(${t.receiptId}, ${t.membershipId}, ${t.donationGiftId}, ${t.maintenanceBillId}) = 1 and ((${t.kind} = 'instalment' and ${t.receiptId} is not null) or (${t.kind} = 'membership' and ${t.membershipId} is not null) or (${t.kind} = 'donation' and ${t.donationGiftId} is not null) or (${t.kind} = 'maintenance' and ${t.maintenanceBillId} is not null))`,
    ),
    uniqueIndex("transfer_references_receipt_key").on(t.receiptId),
    uniqueIndex("transfer_references_membership_key").on(t.membershipId),
    uniqueIndex("transfer_references_donation_key").on(t.donationGiftId),
    uniqueIndex("transfer_references_maintenance_key").on(t.maintenanceBillId),
  ],
);

/** Membership numbers VWC-M-<year>-<n>. */
export const membershipNumberSeq = pgSequence("membership_number_seq", { startWith: 1001 });

/**
 * Orders made with Razorpay: the amount the server computed (paise) for what it pays for, kept so
 * the payment's signature is checked against the stored order id and the item is credited once.
 */
export const razorpayOrders = pgTable(
  "razorpay_orders",
  {
    orderId: text("order_id").primaryKey(),
    purpose: text("purpose").notNull(),
    /** The member paying; null for a donation by someone without an account. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    /** A one-time donation paid with this order. */
    donationPledgeId: uuid("donation_pledge_id").references(() => donationPledges.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    membershipId: uuid("membership_id").references(() => memberships.id, { onDelete: "cascade" }),
    paymentStepId: uuid("payment_step_id").references(() => paymentSteps.id, { onDelete: "cascade" }),
    /** Places at an item of the programme, paid by a member or a visitor. */
    programmeRegistrationId: uuid("programme_registration_id").references(() => programmeRegistrations.id, {
      onDelete: "cascade",
    }),
    /** A villa's maintenance dues bill, paid by its owner. */
    maintenanceBillId: uuid("maintenance_bill_id").references((): AnyPgColumn => maintenanceBills.id, {
      onDelete: "cascade",
    }),
    status: text("status").notNull().default("created"),
    paymentId: text("payment_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "razorpay_orders_purpose_known",
      sql`${t.purpose} in ('stay', 'membership', 'instalment', 'donation', 'programme', 'maintenance')`,
    ),
    check("razorpay_orders_payer", sql`${t.userId} is not null or ${t.purpose} in ('donation', 'programme')`),
    check("razorpay_orders_status_known", sql`${t.status} in ('created', 'paid')`),
    check("razorpay_orders_amount_positive", sql`${t.amount} > 0`),
    uniqueIndex("razorpay_orders_payment_key").on(t.paymentId),
    index("razorpay_orders_booking_idx").on(t.bookingId),
    index("razorpay_orders_donation_idx").on(t.donationPledgeId),
    index("razorpay_orders_programme_idx").on(t.programmeRegistrationId),
    index("razorpay_orders_maintenance_idx").on(t.maintenanceBillId),
  ],
);

/** Webhook events of Razorpay already processed: a replayed event id is ignored. */
export const razorpayEvents = pgTable("razorpay_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  receivedAt: createdAt(),
});

/** Bank accounts for expense claims: several per member, number encrypted. */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountHolder: text("account_holder").notNull(),
    bankName: text("bank_name").notNull(),
    accountNumberEnc: text("account_number_enc").notNull(),
    accountLast4: text("account_last4").notNull(),
    /** The account number's keyed hash (FieldCipher.fingerprint), so that one member cannot add it twice; null on rows from before it. */
    accountNumberHash: text("account_number_hash"),
    ifsc: text("ifsc").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("bank_accounts_user_idx").on(t.userId),
    uniqueIndex("bank_accounts_user_number_key").on(t.userId, t.accountNumberHash),
  ],
);

/** One decision per member and month: claimed (paid to a bank account) or skipped. */
export const expenseClaims = pgTable(
  "expense_claims",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    month: integer("month").notNull(),
    status: text("status", { enum: ["claimed", "skipped"] }).notNull(),
    amount: integer("amount").notNull().default(0),
    bankAccountId: uuid("bank_account_id").references(() => bankAccounts.id),
    /**
     * The office's decision on a claimed month: open (to decide), approved, refused (with a reason) or
     * paid (payout date, amount and reference recorded). A skipped month stays open and is never decided.
     */
    review: text("review", { enum: ["open", "approved", "refused", "paid"] })
      .notNull()
      .default("open"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: uuid("reviewed_by").references(() => users.id),
    refusalReason: text("refusal_reason"),
    payoutDate: text("payout_date"),
    payoutAmount: integer("payout_amount"),
    payoutReference: text("payout_reference"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidBy: uuid("paid_by").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("expense_claims_user_month_key").on(t.userId, t.year, t.month),
    check("expense_claims_month_range", sql`${t.month} between 1 and 12`),
    check("expense_claims_review_known", sql`${t.review} in ('open', 'approved', 'refused', 'paid')`),
    index("expense_claims_review_idx")
      .on(t.review, t.createdAt)
      .where(sql`${t.status} = 'claimed'`),
  ],
);

/** The claim months the office set for a member; without a row, the MOA's CLAIMS.eligibleMonths (36). */
export const claimEligibility = pgTable(
  "claim_eligibility",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    months: integer("months").notNull(),
    setBy: uuid("set_by").references(() => users.id),
    setAt: timestamp("set_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("claim_eligibility_months_range", sql`${t.months} between 0 and 120`)],
);

/** Requests to transfer a villa contribution to another person, decided by the front office. */
export const transferRequests = pgTable(
  "transfer_requests",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    transferee: jsonb("transferee").$type<Record<string, unknown>>().notNull(),
    reason: text("reason").notNull(),
    consent: boolean("consent").notNull(),
    signatureFileId: uuid("signature_file_id").references(() => storedFiles.id),
    status: text("status").notNull().default("submitted"),
    /** The office's decision: approved or refused, with the reason given to the member. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id),
    decisionReason: text("decision_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("transfer_requests_user_idx").on(t.userId),
    index("transfer_requests_status_idx").on(t.status, t.createdAt),
    check("transfer_requests_status_known", sql`${t.status} in ('submitted', 'approved', 'refused')`),
  ],
);

/**
 * The club's settings (one row, kept by the office's administrators at /admin/settings): the Trust's legal name,
 * address, state, PAN and GSTIN, its bank account and UPI id for members' payments, and its 12A/80G registration.
 * Until the row exists (a club that has not entered them), pages that show the bank account say it is not set.
 */
export const clubSettings = pgTable(
  "club_settings",
  {
    /** Always true: the table holds one row. */
    id: boolean("id").primaryKey().default(true),
    legalName: text("legal_name").notNull(),
    address: text("address").notNull(),
    state: text("state").notNull(),
    pan: text("pan").notNull(),
    gstin: text("gstin"),
    bankAccountName: text("bank_account_name").notNull(),
    bankName: text("bank_name").notNull(),
    bankBranch: text("bank_branch").notNull(),
    bankAccountNumber: text("bank_account_number").notNull(),
    bankIfsc: text("bank_ifsc").notNull(),
    upiId: text("upi_id").notNull(),
    registration12a80gNumber: text("registration_12a_80g_number"),
    registration12a80gDate: date("registration_12a_80g_date"),
    /** The Trust's FCRA registration: without it, gifts in a foreign currency are taken in rupees only. */
    fcraRegistrationNumber: text("fcra_registration_number"),
    fcraRegistrationDate: date("fcra_registration_date"),
    /** The rupees one US dollar and one euro count for when a foreign-currency gift is offered in rupees. */
    usdInrRate: numeric("usd_inr_rate", { precision: 12, scale: 4, mode: "number" }).notNull().default(84),
    eurInrRate: numeric("eur_inr_rate", { precision: 12, scale: 4, mode: "number" }).notNull().default(90),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("club_settings_one_row", sql`${t.id}`)],
);

/**
 * The Trust's documents published on /why-trust-us (uploaded by content staff at /admin/trust): PDFs kept in the file
 * storage under `trust-documents/`, each for one place of the page (`group`, common/trust-documents.ts), with its
 * SHA-256 so anyone can check a copy. The page links each place to its newest document.
 */
export const trustDocuments = pgTable(
  "trust_documents",
  {
    id: id(),
    group: text("group").notNull(),
    title: text("title").notNull(),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("trust_documents_storage_key").on(t.storageKey),
    index("trust_documents_group_idx").on(t.group, t.createdAt),
  ],
);

/**
 * The club's cancellation terms for stays (decision 052): a row a tier — from `days_before` days before check-in (up
 * to the tier above), `refund_percent` of what was paid is refunded; days below the last tier refund nothing. Seeded
 * by its migration with 100% at 14 days, 50% at 7 and 0% after; the front office replaces them whole, audited.
 */
export const stayCancellationTerms = pgTable(
  "stay_cancellation_terms",
  {
    daysBefore: integer("days_before").primaryKey(),
    refundPercent: integer("refund_percent").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("stay_cancellation_terms_days", sql`${t.daysBefore} between 0 and 365`),
    check("stay_cancellation_terms_percent", sql`${t.refundPercent} between 0 and 100`),
  ],
);

/**
 * Each kind of supply's GST as accounts keep it at /admin/tax-settings (common/gst.ts): its SAC, the description an
 * invoice shows, its rate in basis points (stays and extra guests: a higher rate above a value per night) and its
 * place of supply. A kind without a row takes the documented default (DEFAULT_TAX_SETTINGS, decision 037).
 */
export const taxSettings = pgTable(
  "tax_settings",
  {
    kind: text("kind").primaryKey(),
    sac: text("sac").notNull(),
    description: text("description").notNull(),
    rateBp: integer("rate_bp").notNull(),
    thresholdPerNight: integer("threshold_per_night"),
    rateAboveBp: integer("rate_above_bp"),
    placeOfSupply: text("place_of_supply").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check(
      "tax_settings_kind_known",
      sql`${t.kind} in ('instalment', 'membership', 'stay', 'extra-guests', 'maintenance', 'programme')`,
    ),
    check(
      "tax_settings_rates",
      sql`${t.rateBp} between 0 and 4000 and coalesce(${t.rateAboveBp}, 0) between 0 and 4000`,
    ),
    check("tax_settings_step", sql`(${t.thresholdPerNight} is null) = (${t.rateAboveBp} is null)`),
    check("tax_settings_place_known", sql`${t.placeOfSupply} in ('villa', 'recipient')`),
  ],
);

/**
 * A member's details for the invoices issued to them (the portal's Documents tab): a business's legal name and GSTIN
 * for business stays, a billing address and its state. Without a row the address of their application is used.
 */
export const memberInvoiceDetails = pgTable("member_invoice_details", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  businessName: text("business_name"),
  gstin: text("gstin"),
  address: text("address"),
  state: text("state"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The tax particulars of an issued invoice (supplier, recipient, place of supply, lines with SAC, taxable value,
 * rate, CGST/SGST/IGST, totals, amount in words), taken in the transaction that issued it: the invoice is drawn from
 * them, so it never changes. An invoice issued before they were taken has no row and is drawn as it always was.
 */
export const invoiceParticulars = pgTable(
  "invoice_particulars",
  {
    invoiceNumber: text("invoice_number").primaryKey(),
    kind: text("kind").notNull(),
    particulars: jsonb("particulars").$type<InvoiceParticulars>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "invoice_particulars_kind_known",
      sql`${t.kind} in ('step', 'membership', 'stay', 'maintenance', 'programme')`,
    ),
  ],
);

/**
 * Staff notes: a dated note a staff member writes on a member, a stay or an enquiry, shown on that record to the
 * office roles that open it (never to the member). Each is written with its audit row ("note.added"); the subject
 * is checked to exist when the note is written (one table for three kinds of record, so no foreign key).
 */
export const staffNotes = pgTable(
  "staff_notes",
  {
    id: id(),
    subject: text("subject", { enum: ["member", "stay", "enquiry"] }).notNull(),
    subjectId: uuid("subject_id").notNull(),
    body: text("body").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("staff_notes_subject_idx").on(t.subject, t.subjectId, t.createdAt),
    check("staff_notes_subject_known", sql`${t.subject} in ('member', 'stay', 'enquiry')`),
    check("staff_notes_body_length", sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * Bank reconciliation: the club's bank statements as accounts upload them (a CSV export; the same file twice is
 * refused by its SHA-256), their credits (debits are counted, not kept), and each credit matched to the receipt it
 * pays (an instalment's receipt or a Full Membership purchase), by the transfer's reference (UTR) and amount or by
 * amount and date. A credit pays at most one receipt and a receipt is paid by at most one credit: the unique
 * indexes decide, whichever statement is uploaded first.
 */
export const bankStatementLayouts = pgTable("bank_statement_layouts", {
  /** The header row's signature (its columns' names as compared, hashed). */
  signature: text("signature").primaryKey(),
  header: jsonb("header").$type<string[]>().notNull(),
  /** Which column holds what (server/modules/reconciliation/statement-csv.ts, StatementLayout). */
  layout: jsonb("layout").$type<Record<string, unknown>>().notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const bankStatements = pgTable(
  "bank_statements",
  {
    id: id(),
    fileName: text("file_name").notNull(),
    sha256: text("sha256").notNull(),
    /** The bank whose export it is (by its columns' names), "Generic", or "Saved mapping". */
    format: text("format").notNull(),
    signature: text("signature").notNull(),
    /** The first and last days of its transactions (club days); the last is the statement's day. */
    periodFrom: text("period_from").notNull(),
    periodTo: text("period_to").notNull(),
    credits: integer("credits").notNull(),
    debits: integer("debits").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bank_statements_sha256_key").on(t.sha256),
    index("bank_statements_uploaded_idx").on(t.uploadedAt),
    check("bank_statements_period", sql`${t.periodFrom} <= ${t.periodTo}`),
  ],
);

export const bankStatementLines = pgTable(
  "bank_statement_lines",
  {
    id: id(),
    statementId: uuid("statement_id")
      .notNull()
      .references(() => bankStatements.id, { onDelete: "cascade" }),
    /** Its line in the file (1 the first). */
    row: integer("row").notNull(),
    bookedOn: text("booked_on").notNull(),
    description: text("description").notNull(),
    reference: text("reference").notNull(),
    /** The transaction reference read from its reference or description, when one is there. */
    utr: text("utr"),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("bank_statement_lines_row_key").on(t.statementId, t.row),
    check("bank_statement_lines_credit", sql`${t.amountPaise} > 0`),
  ],
);

export const bankStatementMatches = pgTable(
  "bank_statement_matches",
  {
    id: id(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => bankStatementLines.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["instalment", "membership"] }).notNull(),
    receiptId: uuid("receipt_id").references(() => paymentReceipts.id, { onDelete: "cascade" }),
    membershipId: uuid("membership_id").references(() => memberships.id, { onDelete: "cascade" }),
    /** "reference" (its UTR and amount) or "amount-date". */
    how: text("how", { enum: ["reference", "amount-date"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bank_statement_matches_line_key").on(t.lineId),
    uniqueIndex("bank_statement_matches_receipt_key").on(t.receiptId),
    uniqueIndex("bank_statement_matches_membership_key").on(t.membershipId),
    check(
      "bank_statement_matches_one_receipt",
      sql`(${t.kind} = 'instalment' and ${t.receiptId} is not null and ${t.membershipId} is null) or (${t.kind} = 'membership' and ${t.membershipId} is not null and ${t.receiptId} is null)`,
    ),
    check("bank_statement_matches_how_known", sql`${t.how} in ('reference', 'amount-date')`),
  ],
);

/**
 * The club's programme (decision 050): events, retreats and courses the office publishes. `seats_taken` counts the
 * places of registrations confirmed or held while paid; the CHECK keeps it within the capacity, and a booking takes its
 * places by one conditional UPDATE in its transaction, so two people never get the last place.
 */
export const programmeItems = pgTable(
  "programme_items",
  {
    id: id(),
    slug: text("slug").notNull(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    titleHi: text("title_hi"),
    description: text("description").notNull(),
    descriptionHi: text("description_hi"),
    /** A media key (common/media.ts): an artwork's or an upload's. */
    image: text("image").notNull(),
    instructor: text("instructor").notNull(),
    level: text("level"),
    /** A location of the club (common/locations.ts); null: online. */
    location: text("location"),
    capacity: integer("capacity").notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    /** Whole rupees per person; 0 free. */
    price: integer("price").notNull().default(0),
    whoMayBook: text("who_may_book").notNull().default("anyone"),
    fullMembersFree: boolean("full_members_free").notNull().default(false),
    cancellationTerms: text("cancellation_terms").notNull().default(""),
    /**
     * The booker may cancel until this many club days before the first session (0: until it starts); null: a
     * registration cannot be cancelled by its booker (the office still may cancel the item).
     */
    cancelDaysBefore: integer("cancel_days_before").default(1),
    published: boolean("published").notNull().default(false),
    /** The office cancelled the whole item: every registration cancelled and refunded, the waiting list told. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("programme_items_slug_key").on(t.slug),
    check("programme_items_kind_known", sql`${t.kind} in ('event', 'retreat', 'course')`),
    check("programme_items_who_known", sql`${t.whoMayBook} in ('anyone', 'members', 'full-members')`),
    check("programme_items_capacity_positive", sql`${t.capacity} > 0`),
    check("programme_items_seats_within", sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.capacity}`),
    check("programme_items_price_whole", sql`${t.price} >= 0`),
    check("programme_items_cancel_days", sql`${t.cancelDaysBefore} is null or ${t.cancelDaysBefore} >= 0`),
  ],
);

/** An item's sessions: a club day and its times (stored as moments); attendance is kept per session. */
export const programmeSessions = pgTable(
  "programme_sessions",
  {
    id: id(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => programmeItems.id, { onDelete: "cascade" }),
    /** The club day (yyyy-mm-dd) the session is on. */
    day: text("day").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The office cancelled this session (its share refunded to those who paid, everyone told). */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
  },
  (t) => [
    check("programme_sessions_ends_after", sql`${t.endsAt} > ${t.startsAt}`),
    index("programme_sessions_item_idx").on(t.itemId, t.startsAt),
    index("programme_sessions_day_idx").on(t.day),
  ],
);

/** Registration references VWC-E-<year>-<n>. */
export const programmeReferenceSeq = pgSequence("programme_reference_seq", { startWith: 1001 });

/**
 * A booking of places at an item, by a member or a visitor (name, e-mail, phone): `held` while paid online (15
 * minutes, its places counted in seats_taken), then `confirmed` or `expired` (its places given back).
 */
export const programmeRegistrations = pgTable(
  "programme_registrations",
  {
    id: id(),
    reference: text("reference").notNull(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => programmeItems.id),
    /** The member who booked; null for a visitor. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    bookerName: text("booker_name").notNull(),
    bookerEmail: text("booker_email").notNull(),
    bookerPhone: text("booker_phone"),
    /** The language of the booker's mails. */
    language: text("language").$type<Language>().notNull().default(DEFAULT_LANGUAGE),
    seats: integer("seats").notNull(),
    status: text("status").notNull(),
    pricePerSeat: integer("price_per_seat").notNull().default(0),
    /** Places a Full Membership made free (the member's own). */
    freeSeats: integer("free_seats").notNull().default(0),
    /** Whole rupees charged. */
    amount: integer("amount").notNull().default(0),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    razorpayPaymentId: text("razorpay_payment_id"),
    /** Its invoice (VWC-INV-<year>-<n>, the club's one numbering), issued when a paid place's payment is credited. */
    invoiceNumber: text("invoice_number"),
    /** Cancelled by its booker or the office (status cancelled): when, and why in words. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    /** The waiting list's place it was booked through (an offer), if any. */
    waitlistId: uuid("waitlist_id").references((): AnyPgColumn => programmeWaitlist.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("programme_registrations_reference_key").on(t.reference),
    index("programme_registrations_reference_prefix_idx").on(referencePrefix(t.reference)),
    uniqueIndex("programme_registrations_invoice_key").on(t.invoiceNumber),
    // the office search: an invoice by its number's first characters (decision 043)
    index("programme_registrations_invoice_prefix_idx").on(referencePrefix(t.invoiceNumber)),
    check("programme_registrations_status_known", sql`${t.status} in ('held', 'confirmed', 'expired', 'cancelled')`),
    check("programme_registrations_held_expires", sql`${t.status} <> 'held' or ${t.holdExpiresAt} is not null`),
    check(
      "programme_registrations_seats",
      sql`${t.seats} > 0 and ${t.freeSeats} >= 0 and ${t.freeSeats} <= ${t.seats} and ${t.amount} >= 0`,
    ),
    index("programme_registrations_item_idx").on(t.itemId, t.status),
    index("programme_registrations_user_idx").on(t.userId),
    index("programme_registrations_held_idx")
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
    // the collections report: places paid on a day
    index("programme_registrations_paid_idx")
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    // an offer of the waiting list is booked once
    uniqueIndex("programme_registrations_waitlist_key")
      .on(t.waitlistId)
      .where(sql`${t.waitlistId} is not null and ${t.status} in ('held', 'confirmed')`),
  ],
);

/**
 * The waiting list of a full item (decision 050): a visitor or a member waiting for `seats` places, first come first
 * served. When places free up, the first in line is `offered` them: the places are taken for them (counted in the
 * item's seats_taken) until `offer_expires_at`; booked through the offer's signed link they are the registration's,
 * unclaimed they pass to the next. An address waits once per item (the unique index decides a race).
 */
export const programmeWaitlist = pgTable(
  "programme_waitlist",
  {
    id: id(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => programmeItems.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    seats: integer("seats").notNull(),
    language: text("language").$type<Language>().notNull().default(DEFAULT_LANGUAGE),
    /** waiting → offered → booked, or lapsed (the offer ran out), left (by its link), cancelled (the item was). */
    status: text("status").notNull().default("waiting"),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "programme_waitlist_status_known",
      sql`${t.status} in ('waiting', 'offered', 'booked', 'lapsed', 'left', 'cancelled')`,
    ),
    check("programme_waitlist_seats", sql`${t.seats} > 0`),
    check("programme_waitlist_offer_expires", sql`${t.status} <> 'offered' or ${t.offerExpiresAt} is not null`),
    uniqueIndex("programme_waitlist_email_key")
      .on(t.itemId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index("programme_waitlist_line_idx").on(t.itemId, t.status, t.createdAt),
    index("programme_waitlist_offers_idx")
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
  ],
);

/** One attendee's place in a registration: the ticket, its reference the registration's and its place (-1, -2…). */
export const programmeTickets = pgTable(
  "programme_tickets",
  {
    id: id(),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => programmeRegistrations.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    email: text("email"),
    /** The member's own place that a Full Membership made free. */
    free: boolean("free").notNull().default(false),
  },
  (t) => [
    uniqueIndex("programme_tickets_reference_key").on(t.reference),
    uniqueIndex("programme_tickets_place_key").on(t.registrationId, t.position),
  ],
);

/** A ticket checked in at a session: the key refuses a second check-in of a ticket at one session. */
export const programmeAttendance = pgTable(
  "programme_attendance",
  {
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => programmeTickets.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => programmeSessions.id, { onDelete: "restrict" }),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }).notNull().defaultNow(),
    checkedInBy: uuid("checked_in_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.sessionId] }),
    index("programme_attendance_session_idx").on(t.sessionId),
  ],
);

/** The day-before reminders sent: one a registration and session, recorded before its mail is queued. */
export const programmeReminders = pgTable(
  "programme_reminders",
  {
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => programmeRegistrations.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => programmeSessions.id, { onDelete: "cascade" }),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.sessionId] })],
);

/**
 * The owners' rental programme (decision 057): each time an owner put their villa into the club's rental pool, from
 * a club day, and took it out (`to`, the first day out; null while it is in). The terms they accepted and the share of
 * the room charges collected that they earn are kept with the period. One open period per villa.
 */
export const rentalPoolPeriods = pgTable(
  "rental_pool_periods",
  {
    id: id(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    from: date("from", { mode: "string" }).notNull(),
    to: date("to", { mode: "string" }),
    termsVersion: integer("terms_version").notNull(),
    sharePercent: integer("share_percent").notNull(),
    createdAt: createdAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("rental_pool_periods_open_key")
      .on(t.propertyId)
      .where(sql`${t.to} is null`),
    index("rental_pool_periods_user_idx").on(t.userId, t.from),
    check("rental_pool_periods_days", sql`${t.to} is null or ${t.to} >= ${t.from}`),
    check("rental_pool_periods_share", sql`${t.sharePercent} between 0 and 100`),
  ],
);

/** The rental programme's settings (one row): the owner's share of room charges collected, TDS on it, the terms' version. */
export const rentalSettings = pgTable(
  "rental_settings",
  {
    id: boolean("id").primaryKey().default(true),
    sharePercent: integer("share_percent").notNull().default(60),
    /** TDS deducted from the owner's share, in percent (e.g. 10 under section 194-I); null: none deducted. */
    tdsPercent: numeric("tds_percent", { precision: 5, scale: 2, mode: "number" }),
    /** Raised each time the share changes: the terms an owner accepts name it. */
    termsVersion: integer("terms_version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("rental_settings_one_row", sql`${t.id}`),
    check("rental_settings_share", sql`${t.sharePercent} between 0 and 100`),
    check("rental_settings_tds", sql`${t.tdsPercent} is null or ${t.tdsPercent} between 0 and 100`),
  ],
);

/**
 * The owner stays' settings (decision 059), one row made with the defaults the first time it is read: the owner nights
 * a year of each owned villa, the owners' booking window in months, the peak nights a year, and the housekeeping fee a
 * stay (whole rupees, GST included; 0: none). Accounts and the front office set them; every save is audited.
 */
export const ownerStaySettings = pgTable(
  "owner_stay_settings",
  {
    id: boolean("id").primaryKey().default(true),
    nightsPerYear: integer("nights_per_year").notNull().default(OWNER_STAY_DEFAULTS.nightsPerYear),
    windowMonths: integer("window_months").notNull().default(OWNER_STAY_DEFAULTS.windowMonths),
    /** The guests' window: a guest's online stay checks in at most this many months ahead (the desk is not limited). */
    guestWindowMonths: integer("guest_window_months").notNull().default(OWNER_STAY_DEFAULTS.guestWindowMonths),
    peakNightsPerYear: integer("peak_nights_per_year").notNull().default(OWNER_STAY_DEFAULTS.peakNightsPerYear),
    housekeepingFee: integer("housekeeping_fee").notNull().default(OWNER_STAY_DEFAULTS.housekeepingFee),
    /** Null until the office first saves them. */
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("owner_stay_settings_one_row", sql`${t.id}`),
    check(
      "owner_stay_settings_ranges",
      sql`${t.nightsPerYear} between 0 and 366 and ${t.windowMonths} between 1 and 36 and ${t.guestWindowMonths} between 1 and 36 and ${t.peakNightsPerYear} between 0 and 366 and ${t.housekeepingFee} between 0 and 1000000`,
    ),
  ],
);

/**
 * An owner's monthly rental statement (decision 057): the guest stays of their pooled villas that ended in the month,
 * the room charges collected, their share, the TDS and the payout due, as issued (content kept, sealed as
 * sealed_documents kind `rental-statement`), and its payout once accounts record it (once).
 */
export const rentalStatements = pgTable(
  "rental_statements",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The month stated, yyyy-mm. */
    month: text("month").notNull(),
    reference: text("reference").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    nights: integer("nights").notNull(),
    collected: integer("collected").notNull(),
    share: integer("share").notNull(),
    tds: integer("tds").notNull(),
    payoutDue: integer("payout_due").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** Its sealed document, made when it is first drawn (the mail, a download). */
    documentId: uuid("document_id").references(() => sealedDocuments.id, { onDelete: "set null" }),
    /** The payout: the day paid, the amount and the bank's reference, recorded once by accounts. */
    paidOn: date("paid_on", { mode: "string" }),
    amountPaid: integer("amount_paid"),
    payoutReference: text("payout_reference"),
    paidBy: uuid("paid_by").references(() => users.id, { onDelete: "set null" }),
    paidRecordedAt: timestamp("paid_recorded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("rental_statements_month_key").on(t.userId, t.month),
    uniqueIndex("rental_statements_reference_key").on(t.reference),
    index("rental_statements_unpaid_idx")
      .on(t.month)
      .where(sql`${t.paidOn} is null`),
    check("rental_statements_month_format", sql`${t.month} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check("rental_statements_paid_together", sql`(${t.paidOn} is null) = (${t.amountPaid} is null)`),
  ],
);

/**
 * The yearly maintenance dues of owned villas (server/modules/owners, decision 056): when and how they are billed —
 * one row. The billing day and month, the days to pay after billing, the grace days after the due day before the
 * late fee, and the late fee: whole rupees (`fixed`) or basis points of the bill (`percent`: 200 is 2%).
 */
export const maintenanceSettings = pgTable(
  "maintenance_settings",
  {
    /** Always true: the table holds one row. */
    id: boolean("id").primaryKey().default(true),
    billingDay: integer("billing_day").notNull(),
    billingMonth: integer("billing_month").notNull(),
    dueDays: integer("due_days").notNull().default(30),
    graceDays: integer("grace_days").notNull().default(0),
    lateFeeKind: text("late_fee_kind", { enum: ["fixed", "percent"] }).notNull(),
    lateFeeValue: integer("late_fee_value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("maintenance_settings_one_row", sql`${t.id}`),
    check(
      "maintenance_settings_billing_date",
      sql`${t.billingMonth} between 1 and 12 and ${t.billingDay} between 1 and 31`,
    ),
    check("maintenance_settings_days", sql`${t.dueDays} between 1 and 365 and ${t.graceDays} between 0 and 365`),
    check("maintenance_settings_late_fee_kind", sql`${t.lateFeeKind} in ('fixed', 'percent')`),
    check("maintenance_settings_late_fee", sql`${t.lateFeeValue} >= 0`),
  ],
);

/**
 * A kind of home's yearly maintenance charge: per square foot of the villa (`amount_paise` a square foot) or a fixed
 * amount a villa (`amount_paise`, whole rupees). A kind without a row is not billed.
 */
export const maintenanceRates = pgTable(
  "maintenance_rates",
  {
    propertyTypeId: uuid("property_type_id")
      .primaryKey()
      .references(() => propertyTypes.id, { onDelete: "cascade" }),
    basis: text("basis", { enum: ["per-sqft", "fixed"] }).notNull(),
    amountPaise: integer("amount_paise").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("maintenance_rates_basis_known", sql`${t.basis} in ('per-sqft', 'fixed')`),
    check(
      "maintenance_rates_amount",
      sql`${t.amountPaise} > 0 and (${t.basis} <> 'fixed' or ${t.amountPaise} % 100 = 0)`,
    ),
  ],
);

/**
 * A villa's maintenance dues for a year, billed to its owner once (unique villa, year) with its invoice
 * (VWC-INV-…, issued when billed); a late fee after the grace period is a second invoice on the same bill. Paid online
 * (Razorpay) or by a transfer whose receipt accounts verify: `under-review` while they check it.
 */
export const maintenanceBills = pgTable(
  "maintenance_bills",
  {
    id: id(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: uuid("plan_id").references(() => paymentPlans.id, { onDelete: "set null" }),
    year: integer("year").notNull(),
    billedOn: text("billed_on").notNull(),
    dueOn: text("due_on").notNull(),
    /** Whole rupees, GST included. */
    amount: integer("amount").notNull(),
    /** How it was worked out, as billed: the basis, the rate (paise) and the villa's square feet. */
    basis: text("basis", { enum: ["per-sqft", "fixed"] }).notNull(),
    ratePaise: integer("rate_paise").notNull(),
    sqft: integer("sqft"),
    /** Numbered in the transaction that bills it (after the row is in, so a bill never made takes no number). */
    invoiceNumber: text("invoice_number"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["due", "under-review", "paid"] })
      .notNull()
      .default("due"),
    lateFee: integer("late_fee").notNull().default(0),
    lateFeeInvoiceNumber: text("late_fee_invoice_number"),
    lateFeeAt: timestamp("late_fee_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidVia: text("paid_via", { enum: ["razorpay", "receipt"] }),
    razorpayPaymentId: text("razorpay_payment_id"),
    receiptFileId: uuid("receipt_file_id").references(() => storedFiles.id),
    utr: text("utr"),
    paidOn: text("paid_on"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("maintenance_bills_villa_year_key").on(t.propertyId, t.year),
    uniqueIndex("maintenance_bills_invoice_key").on(t.invoiceNumber),
    uniqueIndex("maintenance_bills_late_fee_invoice_key").on(t.lateFeeInvoiceNumber),
    index("maintenance_bills_user_idx").on(t.userId),
    index("maintenance_bills_unpaid_idx")
      .on(t.dueOn)
      .where(sql`${t.status} <> 'paid'`),
    index("maintenance_bills_paid_idx").on(t.paidAt),
    index("maintenance_bills_invoice_prefix_idx").on(referencePrefix(t.invoiceNumber)),
    index("maintenance_bills_late_fee_prefix_idx").on(referencePrefix(t.lateFeeInvoiceNumber)),
    index("maintenance_bills_utr_prefix_idx").on(referencePrefix(t.utr)),
    check("maintenance_bills_status_known", sql`${t.status} in ('due', 'under-review', 'paid')`),
    check("maintenance_bills_amounts", sql`${t.amount} > 0 and ${t.lateFee} >= 0`),
    check("maintenance_bills_late_fee_invoiced", sql`(${t.lateFee} > 0) = (${t.lateFeeInvoiceNumber} is not null)`),
    check("maintenance_bills_paid", sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);

/** The reminders of a dues bill sent: 30 and 7 days before its due day and on it, each once (recorded before its mail). */
export const maintenanceReminders = pgTable(
  "maintenance_reminders",
  {
    billId: uuid("bill_id")
      .notNull()
      .references(() => maintenanceBills.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["30-days", "7-days", "due-day"] }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.billId, t.kind] }),
    check("maintenance_reminders_kind_known", sql`${t.kind} in ('30-days', '7-days', 'due-day')`),
  ],
);

/**
 * The programme's settings the office keeps (one row, `id` true; absent: the defaults of common/programme.ts): how
 * many hours an offer of the waiting list keeps its places. Content staff change them on /admin/programme, audited.
 */
export const programmeSettings = pgTable(
  "programme_settings",
  {
    id: boolean("id").primaryKey().default(true),
    waitlistOfferHours: integer("waitlist_offer_hours").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("programme_settings_one_row", sql`${t.id}`),
    check("programme_settings_offer_hours", sql`${t.waitlistOfferHours} between 1 and 168`),
  ],
);
