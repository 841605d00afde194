import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ROLES } from "../../common/auth-limits.ts";
import type { Amenity } from "../../common/catalog.ts";

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const propertyTypes = pgTable(
  "property_types",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    image: text("image").notNull(),
    categoryName: text("category_name").notNull(),
    price: integer("price").notNull(),
    size: text("size").notNull(),
    features: jsonb("features").$type<string[]>().notNull(),
    about: text("about").notNull(),
    description: text("description").notNull(),
    locations: text("locations").array().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("property_types_slug_key").on(t.slug)],
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
    kitchen: integer("kitchen").notNull(),
    livingArea: integer("living_area").notNull(),
    highlights: text("highlights").notNull(),
    villaNumber: text("villa_number"),
    view: text("view").notNull(),
    constructionStatus: text("construction_status").notNull(),
    price: integer("price").notNull(),
    pricePerNight: integer("price_per_night").notNull(),
    location: text("location").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(4.5),
    reviews: integer("reviews").notNull().default(10),
    popularity: integer("popularity").notNull().default(0),
    gallery: jsonb("gallery").$type<string[]>().notNull(),
    amenities: jsonb("amenities").$type<Amenity[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("properties_type_price_idx").on(t.propertyTypeId, t.price),
    index("properties_type_rating_idx").on(t.propertyTypeId, t.rating),
    index("properties_type_popularity_idx").on(t.propertyTypeId, t.popularity),
    index("properties_block_idx").on(t.blockId),
    index("properties_location_idx").on(t.location),
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_key").on(t.email)],
);

/** Donation pledge references VWC-D-<year>-<n> take n from here (spec member-side §2 "Donate now"). */
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("donation_pledges_reference_key").on(t.reference), index("donation_pledges_email_idx").on(t.email)],
);

/** Accounts (spec member-side §3 "User"): e-mail stored lower-case, password as an argon2id hash. */
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    check("users_email_lower_case", sql`${t.email} = lower(${t.email})`),
    check("users_role_known", sql`${t.role} in ('member', 'admin')`),
  ],
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
    purpose: text("purpose", { enum: ["register", "reset"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_codes_email_purpose_idx").on(t.email, t.purpose),
    check("email_codes_purpose_known", sql`${t.purpose} in ('register', 'reset')`),
  ],
);
