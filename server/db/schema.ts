import { sql } from "drizzle-orm";
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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

