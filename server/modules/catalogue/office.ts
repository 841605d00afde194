import { randomUUID } from "node:crypto";
import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import {
  catalogueMessages as m,
  defaultOccupancy,
  typeInput,
  villaInput,
  type BlockInput,
  type BlockRecord,
  type ImageRecord,
  type OptionInput,
  type OptionListName,
  type OptionRecordOffice,
  type TypeInput,
  type TypePatch,
  type TypeRecord,
  type VillaInput,
  type VillaPatch,
  type VillaRecord,
  type VillaSearchQuery,
  type VillaPageQuery,
  CATALOGUE_PAGE_SIZE,
} from "../../../common/catalogue-office.ts";
import { isUuid } from "../../../common/ids.ts";
import { MEDIA_FORMATS, MEDIA_WIDTHS, mediaHeight, mediaUrl } from "../../../common/media.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Db, Tx } from "../../db/open.ts";
import {
  applications,
  blocks,
  bookings,
  catalogueImages,
  conveyanceRequests,
  moaAgreements,
  occupations,
  paymentPlans,
  properties,
  propertyTypes,
  qualifications,
  stayBlocks,
  transferRequests,
  verificationDocTypes,
  locationActivities,
} from "../../db/schema.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import type { FileStorage } from "../../platform/storage.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { sanitizeFeatureHtml } from "./feature-html.ts";
import { escapeLike } from "../../db/like.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
import { csvAmount, csvDownload, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { withDeps } from "../../platform/with-deps.ts";
import {
  activityLocation,
  activityMessages,
  type ActivityListInput,
  type ActivityRecord,
} from "../../../common/activities.ts";
import { locationActivityList } from "./service.ts";

/**
 * The office's catalogue: content staff (an administrator always) create, edit, publish or
 * unpublish and order the kinds of home and their villas, keep the blocks and the registration's option lists, and
 * upload images rendered to the artwork's sizes. Every change is audited, before → after, in its transaction. The
 * public reads (service.ts) show the published alone; the page cache notices a change by itself (page-cache.ts).
 */

type TypeRow = typeof propertyTypes.$inferSelect;
type VillaRow = typeof properties.$inferSelect;

const conflict =
  (message: string) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw new AppError(409, message);
    throw error;
  };
/** Whether a database error is a foreign-key violation (23503): a row still named by another. */
const isForeignKeyViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23503" || e?.cause?.code === "23503";
};

/* ------------------------------------------------------------------ kinds of home */

function toTypeRecord(row: TypeRow, villaCount: number): TypeRecord {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    category_name: row.categoryName,
    size: row.size,
    features: row.features,
    about: row.about,
    description: row.description,
    locations: row.locations,
    sort_order: row.sortOrder,
    published: row.published,
    villa_count: villaCount,
    name_hi: row.nameHi,
    category_name_hi: row.categoryNameHi,
    size_hi: row.sizeHi,
    features_hi: row.featuresHi,
    about_hi: row.aboutHi,
    description_hi: row.descriptionHi,
  };
}

const typeAudit = (row: TypeRow) => {
  const { villa_count: _count, id: _id, ...rest } = toTypeRecord(row, 0);
  return rest;
};

/** Features as the public pages show them (HTML): only inline formatting is kept (feature-html.ts), empty ones dropped. */
const sanitizedFeatures = async (features: string[]) =>
  (await Promise.all(features.map(sanitizeFeatureHtml))).filter(Boolean);

async function typeColumns(input: TypeInput) {
  const featuresHi = input.features_hi ? await sanitizedFeatures(input.features_hi) : [];
  return {
    name: input.name,
    slug: input.slug,
    image: input.image,
    categoryName: input.category_name,
    size: input.size,
    features: await sanitizedFeatures(input.features),
    about: input.about,
    description: input.description,
    locations: input.locations,
    sortOrder: input.sort_order,
    published: input.published,
    // the Hindi version: null where none is given (the English shows), never empty
    nameHi: input.name_hi ?? null,
    categoryNameHi: input.category_name_hi ?? null,
    sizeHi: input.size_hi ?? null,
    featuresHi: featuresHi.length > 0 ? featuresHi : null,
    aboutHi: input.about_hi ?? null,
    descriptionHi: input.description_hi ?? null,
  };
}

/** The kinds of home in the catalogue's order. */
const typeOrder = keyset({ by: propertyTypes.sortOrder }, { by: propertyTypes.name }, { by: propertyTypes.id });

/** The kinds of home with their number of villas, in the catalogue's order. */
function typeRows(db: Db) {
  const counts = db
    .select({ typeId: properties.propertyTypeId, n: count().as("n") })
    .from(properties)
    .groupBy(properties.propertyTypeId)
    .as("villa_counts");
  return db
    .select({ type: propertyTypes, n: counts.n, cursor: typeOrder.cursor })
    .from(propertyTypes)
    .leftJoin(counts, eq(counts.typeId, propertyTypes.id))
    .$dynamic();
}

/** Every kind of home, published or not, in the catalogue's order, with its number of villas. */
export async function listTypes(db: Db): Promise<TypeRecord[]> {
  const rows = await typeRows(db).orderBy(...typeOrder.orderBy);
  return rows.map((r) => toTypeRecord(r.type, Number(r.n ?? 0)));
}

const TYPE_CSV_COLUMNS: CsvColumn<TypeRecord>[] = [
  { header: "Kind of home id", value: (t) => t.id },
  { header: "Name", value: (t) => t.name },
  { header: "Slug", value: (t) => t.slug },
  { header: "Category", value: (t) => t.category_name },
  { header: "Size", value: (t) => t.size },
  { header: "Locations", value: (t) => t.locations.join("; ") },
  { header: "Villas", value: (t) => t.villa_count },
  { header: "Order", value: (t) => t.sort_order },
  { header: "Published", value: (t) => (t.published ? "yes" : "no") },
  { header: "Name in Hindi", value: (t) => t.name_hi },
];

/** GET /api/admin/catalogue/types.csv: every kind of home in the catalogue's order, with its number of villas. */
export function typesCsv(db: Db): CsvDownload {
  return csvDownload(
    "kinds-of-home",
    TYPE_CSV_COLUMNS,
    keysetBatches(
      typeOrder,
      (after, limit) =>
        typeRows(db)
          .where(after)
          .orderBy(...typeOrder.orderBy)
          .limit(limit),
      (rows) => rows.map((r) => toTypeRecord(r.type, Number(r.n ?? 0))),
    ),
  );
}

export async function getType(db: Db, id: string): Promise<TypeRecord> {
  const [row] = isUuid(id) ? await db.select().from(propertyTypes).where(eq(propertyTypes.id, id)) : [];
  if (!row) throw new AppError(404, m.typeNotFound);
  const [{ n }] = await db.select({ n: count() }).from(properties).where(eq(properties.propertyTypeId, id));
  return toTypeRecord(row, n);
}

export async function createType(db: Db, actor: AuditActor, input: TypeInput): Promise<TypeRecord> {
  const columns = await typeColumns(input);
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx.insert(propertyTypes).values(columns).returning();
      await recordAudit(tx, {
        actor,
        action: "catalogue.type.created",
        subjectId: created.id,
        detail: { before: null, after: typeAudit(created) },
      });
      return created;
    })
    .catch(conflict(m.slugTaken));
  return toTypeRecord(row, 0);
}

export async function updateType(db: Db, actor: AuditActor, id: string, patch: TypePatch): Promise<TypeRecord> {
  if (!isUuid(id)) throw new AppError(404, m.typeNotFound);
  await db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(propertyTypes).where(eq(propertyTypes.id, id)).for("update");
      if (!before) throw new AppError(404, m.typeNotFound);
      const merged = typeInput.safeParse({ ...typeAudit(before), ...patch });
      if (!merged.success) throw badRequest(merged.error.issues[0].message);
      const [after] = await tx
        .update(propertyTypes)
        .set(await typeColumns(merged.data))
        .where(eq(propertyTypes.id, id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: "catalogue.type.updated",
        subjectId: id,
        detail: { before: typeAudit(before), after: typeAudit(after) },
      });
    })
    .catch(conflict(m.slugTaken));
  return getType(db, id);
}

/* ------------------------------------------------------------------ villas */

function toVillaRecord(row: VillaRow, typeName: string): VillaRecord {
  return {
    id: row.id,
    property_type_id: row.propertyTypeId,
    type_name: typeName,
    block_id: row.blockId,
    name: row.name,
    image: row.image,
    sqft: row.sqft,
    bedrooms: row.bedrooms,
    max_adults: row.maxAdults,
    max_children: row.maxChildren,
    kitchen: row.kitchen,
    living_area: row.livingArea,
    highlights: row.highlights,
    villa_number: row.villaNumber,
    view: row.view,
    construction_status: row.constructionStatus,
    price: row.price,
    price_per_night: row.pricePerNight,
    location: row.location,
    gallery: row.gallery,
    amenities: row.amenities,
    sort_order: row.sortOrder,
    published: row.published,
    name_hi: row.nameHi,
    highlights_hi: row.highlightsHi,
    amenities_hi: row.amenitiesHi,
  };
}

const villaAudit = (row: VillaRow) => {
  const { id: _id, type_name: _type, ...rest } = toVillaRecord(row, "");
  return rest;
};

const villaColumns = (input: VillaInput) => ({
  propertyTypeId: input.property_type_id,
  blockId: input.block_id,
  name: input.name,
  image: input.image,
  sqft: input.sqft,
  bedrooms: input.bedrooms,
  maxAdults: input.max_adults ?? defaultOccupancy(input.bedrooms).maxAdults,
  maxChildren: input.max_children ?? defaultOccupancy(input.bedrooms).maxChildren,
  kitchen: input.kitchen,
  livingArea: input.living_area,
  highlights: input.highlights,
  villaNumber: input.villa_number,
  view: input.view,
  constructionStatus: input.construction_status,
  price: input.price,
  pricePerNight: input.price_per_night,
  location: input.location,
  gallery: input.gallery,
  amenities: input.amenities,
  sortOrder: input.sort_order,
  published: input.published,
  nameHi: input.name_hi ?? null,
  highlightsHi: input.highlights_hi ?? null,
  amenitiesHi: input.amenities_hi ?? null,
});

function villaFilters(query: VillaSearchQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(properties.name, like), ilike(properties.villaNumber, like)));
  }
  if (query.type) filters.push(isUuid(query.type) ? eq(properties.propertyTypeId, query.type) : sql`false`);
  return and(...filters);
}

/** The office's order: by kind of home, then the villa's own order, its number (villas without one last), name. */
const villaKeys = keyset(
  { by: propertyTypes.sortOrder },
  { by: propertyTypes.name },
  { by: properties.sortOrder },
  { by: sql`(${properties.villaNumber} is null)`, type: "boolean" },
  { by: sql`coalesce(${properties.villaNumber}, '')`, type: "text" },
  { by: properties.name },
  { by: properties.id },
);
const villaOrder = villaKeys.orderBy;

const villaRows = (db: Db) =>
  db
    .select({ villa: properties, typeName: propertyTypes.name, cursor: villaKeys.cursor })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .$dynamic();

/** The villas, published or not, found by name or number and narrowed to a kind of home, in the office's order. */
export async function listVillas(db: Db, query: VillaSearchQuery): Promise<VillaRecord[]> {
  const rows = await villaRows(db)
    .where(villaFilters(query))
    .orderBy(...villaOrder);
  return rows.map((r) => toVillaRecord(r.villa, r.typeName));
}

const VILLA_CSV_COLUMNS: CsvColumn<VillaRecord>[] = [
  { header: "Villa id", value: (v) => v.id },
  { header: "Name", value: (v) => v.name },
  { header: "Villa number", value: (v) => v.villa_number },
  { header: "Kind of home id", value: (v) => v.property_type_id },
  { header: "Kind of home", value: (v) => v.type_name },
  { header: "Block id", value: (v) => v.block_id },
  { header: "Location", value: (v) => v.location },
  { header: "View", value: (v) => v.view },
  { header: "Bedrooms", value: (v) => v.bedrooms },
  { header: "Most adults", value: (v) => v.max_adults },
  { header: "Most children", value: (v) => v.max_children },
  { header: "Area (sq ft)", value: (v) => v.sqft },
  { header: "Construction", value: (v) => v.construction_status },
  { header: "Contribution (INR)", value: (v) => csvAmount(v.price) },
  { header: "Price a night (INR)", value: (v) => csvAmount(v.price_per_night) },
  { header: "Order", value: (v) => v.sort_order },
  { header: "Published", value: (v) => (v.published ? "yes" : "no") },
  { header: "Name in Hindi", value: (v) => v.name_hi },
];

/** GET /api/admin/catalogue/villas.csv: every villa the search and kind of home find, in the office's order. */
export function villasCsv(db: Db, query: VillaSearchQuery): CsvDownload {
  const where = villaFilters(query);
  return csvDownload(
    "villas",
    VILLA_CSV_COLUMNS,
    keysetBatches(
      villaKeys,
      (after, limit) =>
        villaRows(db)
          .where(and(where, after))
          .orderBy(...villaOrder)
          .limit(limit),
      (rows) => rows.map((r) => toVillaRecord(r.villa, r.typeName)),
    ),
  );
}

/** One page of those villas (CATALOGUE_PAGE_SIZE), with their count: the office's catalogue page. */
export async function pageOfVillas(db: Db, query: VillaPageQuery) {
  const where = villaFilters(query);
  const [{ total }] = await db.select({ total: count() }).from(properties).where(where);
  const pages = Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = await villaRows(db)
    .where(where)
    .orderBy(...villaOrder)
    .limit(CATALOGUE_PAGE_SIZE)
    .offset((page - 1) * CATALOGUE_PAGE_SIZE);
  return { items: rows.map((r) => toVillaRecord(r.villa, r.typeName)), total, page, pages };
}

export async function getVilla(db: Db | Tx, id: string): Promise<VillaRecord> {
  const [row] = isUuid(id)
    ? await db
        .select({ villa: properties, typeName: propertyTypes.name })
        .from(properties)
        .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
        .where(eq(properties.id, id))
    : [];
  if (!row) throw new AppError(404, m.villaNotFound);
  return toVillaRecord(row.villa, row.typeName);
}

/** The kind of home and block a villa names exist (a 400 with the field's words, not a database error). */
async function checkVillaRefs(tx: Tx, input: VillaInput) {
  const [type] = await tx
    .select({ id: propertyTypes.id })
    .from(propertyTypes)
    .where(eq(propertyTypes.id, input.property_type_id));
  if (!type) throw badRequest(m.type);
  if (input.block_id) {
    const [block] = await tx.select({ id: blocks.id }).from(blocks).where(eq(blocks.id, input.block_id));
    if (!block) throw badRequest(m.block);
  }
}

export async function createVilla(db: Db, actor: AuditActor, input: VillaInput): Promise<VillaRecord> {
  const id = await db.transaction(async (tx) => {
    await checkVillaRefs(tx, input);
    const [created] = await tx.insert(properties).values(villaColumns(input)).returning();
    await recordAudit(tx, {
      actor,
      action: "catalogue.villa.created",
      subjectId: created.id,
      detail: { before: null, after: villaAudit(created) },
    });
    return created.id;
  });
  return getVilla(db, id);
}

export async function updateVilla(db: Db, actor: AuditActor, id: string, patch: VillaPatch): Promise<VillaRecord> {
  if (!isUuid(id)) throw new AppError(404, m.villaNotFound);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(properties).where(eq(properties.id, id)).for("update");
    if (!before) throw new AppError(404, m.villaNotFound);
    // an occupancy left out (or left empty in the form) keeps the villa's own, never the new villa's default
    const merged = villaInput.safeParse({
      ...villaAudit(before),
      ...patch,
      max_adults: patch.max_adults ?? before.maxAdults,
      max_children: patch.max_children ?? before.maxChildren,
    });
    if (!merged.success) throw badRequest(merged.error.issues[0].message);
    await checkVillaRefs(tx, merged.data);
    const [after] = await tx.update(properties).set(villaColumns(merged.data)).where(eq(properties.id, id)).returning();
    await recordAudit(tx, {
      actor,
      action: "catalogue.villa.updated",
      subjectId: id,
      detail: { before: villaAudit(before), after: villaAudit(after) },
    });
  });
  return getVilla(db, id);
}

/** Whether any member's record names the villa: a plan (any status), an application, an agreement, a stay or a request. */
async function villaInUse(tx: Tx, id: string): Promise<boolean> {
  const tables = [
    paymentPlans,
    applications,
    moaAgreements,
    bookings,
    conveyanceRequests,
    transferRequests,
    stayBlocks,
  ];
  const named = sql.join(
    tables.map((t) => sql`exists (select 1 from ${t} where ${t.propertyId} = ${id})`),
    sql` or `,
  );
  const result = await tx.execute(sql`select (${named}) as used`);
  // PGlite and node-postgres answer execute() in two shapes
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { used: boolean }[];
  return Boolean(rows[0]?.used);
}

/** Deletes a villa no member's record names; else 409: it is unpublished instead. */
export async function deleteVilla(db: Db, actor: AuditActor, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError(404, m.villaNotFound);
  await db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(properties).where(eq(properties.id, id)).for("update");
      if (!before) throw new AppError(404, m.villaNotFound);
      if (await villaInUse(tx, id)) throw new AppError(409, m.villaInUse);
      await tx.delete(properties).where(eq(properties.id, id));
      await recordAudit(tx, {
        actor,
        action: "catalogue.villa.deleted",
        subjectId: id,
        detail: { before: villaAudit(before), after: null },
      });
    })
    .catch((error) => {
      // a record made in between (its foreign key) decides the race the same way
      if (isForeignKeyViolation(error)) throw new AppError(409, m.villaInUse);
      throw error;
    });
}

/* ------------------------------------------------------------------ blocks */

const toBlockRecord = (row: typeof blocks.$inferSelect): BlockRecord => ({
  id: row.id,
  block_name: row.blockName,
  block_number: row.blockNumber,
});

export async function listBlocksOffice(db: Db): Promise<BlockRecord[]> {
  return (await db.select().from(blocks).orderBy(asc(blocks.blockNumber))).map(toBlockRecord);
}

export async function createBlock(db: Db, actor: AuditActor, input: BlockInput): Promise<BlockRecord> {
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(blocks)
        .values({ blockName: input.block_name, blockNumber: input.block_number })
        .returning();
      const after = toBlockRecord(created);
      await recordAudit(tx, {
        actor,
        action: "catalogue.block.created",
        subjectId: created.id,
        detail: { before: null, after },
      });
      return after;
    })
    .catch(conflict(m.blockNumberTaken));
  return row;
}

export async function updateBlock(
  db: Db,
  actor: AuditActor,
  id: string,
  patch: Partial<BlockInput>,
): Promise<BlockRecord> {
  if (!isUuid(id)) throw new AppError(404, m.blockNotFound);
  return db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(blocks).where(eq(blocks.id, id)).for("update");
      if (!before) throw new AppError(404, m.blockNotFound);
      const [updated] = await tx
        .update(blocks)
        .set({ blockName: patch.block_name ?? before.blockName, blockNumber: patch.block_number ?? before.blockNumber })
        .where(eq(blocks.id, id))
        .returning();
      const after = toBlockRecord(updated);
      await recordAudit(tx, {
        actor,
        action: "catalogue.block.updated",
        subjectId: id,
        detail: { before: toBlockRecord(before), after },
      });
      return after;
    })
    .catch(conflict(m.blockNumberTaken));
}

/* ------------------------------------------------------------------ the registration's option lists */

const optionTables = {
  occupations,
  qualifications,
  "verification-doc-types": verificationDocTypes,
} as const;

function optionTable(list: string) {
  const table = optionTables[list as OptionListName];
  if (!table) throw new AppError(404, m.unknownList);
  return table;
}
type OptionRow = { id: string; name: string; sortOrder: number };
const toOptionRecord = (row: OptionRow): OptionRecordOffice => ({
  id: row.id,
  name: row.name,
  sort_order: row.sortOrder,
});

export async function listOptionsOffice(db: Db, list: string): Promise<OptionRecordOffice[]> {
  const table = optionTable(list);
  return (await db.select().from(table).orderBy(asc(table.sortOrder), asc(table.name))).map(toOptionRecord);
}

export async function createOption(
  db: Db,
  actor: AuditActor,
  list: string,
  input: OptionInput,
): Promise<OptionRecordOffice> {
  const table = optionTable(list);
  return db
    .transaction(async (tx) => {
      const [created] = await tx.insert(table).values({ name: input.name, sortOrder: input.sort_order }).returning();
      const after = toOptionRecord(created);
      await recordAudit(tx, {
        actor,
        action: "catalogue.option.created",
        subjectId: created.id,
        detail: { list, before: null, after },
      });
      return after;
    })
    .catch(conflict(m.optionTaken));
}

export async function updateOption(
  db: Db,
  actor: AuditActor,
  list: string,
  id: string,
  patch: Partial<OptionInput>,
): Promise<OptionRecordOffice> {
  const table = optionTable(list);
  if (!isUuid(id)) throw new AppError(404, m.optionNotFound);
  return db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(table).where(eq(table.id, id)).for("update");
      if (!before) throw new AppError(404, m.optionNotFound);
      const [updated] = await tx
        .update(table)
        .set({ name: patch.name ?? before.name, sortOrder: patch.sort_order ?? before.sortOrder })
        .where(eq(table.id, id))
        .returning();
      const after = toOptionRecord(updated);
      await recordAudit(tx, {
        actor,
        action: "catalogue.option.updated",
        subjectId: id,
        detail: { list, before: toOptionRecord(before), after },
      });
      return after;
    })
    .catch(conflict(m.optionTaken));
}

/** Removes an option no member's record uses (the foreign keys of their details decide: else 409, rename it instead). */
export async function deleteOption(db: Db, actor: AuditActor, list: string, id: string): Promise<void> {
  const table = optionTable(list);
  if (!isUuid(id)) throw new AppError(404, m.optionNotFound);
  await db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(table).where(eq(table.id, id)).for("update");
      if (!before) throw new AppError(404, m.optionNotFound);
      await tx.delete(table).where(eq(table.id, id));
      await recordAudit(tx, {
        actor,
        action: "catalogue.option.deleted",
        subjectId: id,
        detail: { list, before: toOptionRecord(before), after: null },
      });
    })
    .catch((error) => {
      if (isForeignKeyViolation(error)) throw new AppError(409, m.optionInUse);
      throw error;
    });
}

/* ------------------------------------------------------------------ images */

/** The storage folder of the public media (served under /media/ by the media module). */
const PUBLIC_MEDIA = "public-media";
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);

/**
 * Stores an uploaded image of the catalogue: its content must be an image; it is rendered once by sharp at each
 * artwork width (3:2, cropped to cover) in AVIF and WebP under `public-media/uploads/<uuid>-<width>.<format>`, and
 * recorded; its key `uploads/<uuid>` is what a kind of home's or a villa's image fields hold.
 */
export async function storeCatalogueImage(
  deps: { db: Db; storage: FileStorage },
  actor: AuditActor,
  upload: { bytes: Buffer; name: string },
): Promise<ImageRecord> {
  const type = await fileTypeFromBuffer(upload.bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw new AppError(415, m.notAnImage);
  let original: { width: number; height: number };
  try {
    const meta = await sharp(upload.bytes).rotate().metadata();
    if (!meta.width || !meta.height) throw new Error("no size");
    const turned = (meta.orientation ?? 1) >= 5;
    original = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    throw badRequest(m.imageUnreadable);
  }
  const uuid = randomUUID();
  const key = `uploads/${uuid}`;
  const urls: ImageRecord["urls"] = [];
  const stored: string[] = [];
  try {
    for (const width of MEDIA_WIDTHS) {
      const height = mediaHeight(width);
      const resized = sharp(upload.bytes).rotate().resize(width, height, { fit: "cover", position: "attention" });
      for (const format of MEDIA_FORMATS) {
        const bytes = await (
          format === "avif" ? resized.clone().avif({ quality: 50, effort: 2 }) : resized.clone().webp({ quality: 78 })
        ).toBuffer();
        const storageKey = `${PUBLIC_MEDIA}/${key}-${width}.${format}`;
        await deps.storage.put(storageKey, bytes);
        stored.push(storageKey);
        urls.push({ width, height, format, url: mediaUrl(key, width, format) });
      }
    }
    await deps.db.transaction(async (tx) => {
      const name =
        [...upload.name]
          .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== "/" && c !== "\\")
          .join("")
          .slice(0, 200) || "image";
      const [row] = await tx
        .insert(catalogueImages)
        .values({ key, originalName: name, width: original.width, height: original.height, createdBy: actor.id })
        .returning();
      await recordAudit(tx, {
        actor,
        action: "catalogue.image.stored",
        subjectId: row.id,
        detail: { key, name, ...original },
      });
    });
  } catch (error) {
    await Promise.all(stored.map((k) => deps.storage.remove(k).catch(() => undefined)));
    throw error;
  }
  return { key, width: original.width, height: original.height, urls };
}

/* ------------------------------------------------------------------ activities */

/** A location of the club named in an address, or a 404. */
function activitiesOf(location: string) {
  const name = activityLocation(location);
  if (!name) throw new AppError(404, activityMessages.chooseLocation);
  return name;
}

/** GET /api/admin/catalogue/activities/{location}: the location's activities in order. */
export async function listActivitiesOffice(db: Db, location: string): Promise<ActivityRecord[]> {
  return locationActivityList(db, activitiesOf(location));
}

/**
 * PUT /api/admin/catalogue/activities/{location}: the location's whole list, replaced in one transaction (saves of
 * one location wait for each other on its advisory lock), audited before → after. The villa pages of the location
 * show it once the page cache's version moves (it counts the activities).
 */
export async function saveActivities(
  db: Db,
  actor: AuditActor,
  location: string,
  input: ActivityListInput,
): Promise<ActivityRecord[]> {
  const name = activitiesOf(location);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`location-activities:${name}`}))`);
    const before = await tx
      .select({
        category: locationActivities.category,
        name: locationActivities.name,
        name_hi: locationActivities.nameHi,
      })
      .from(locationActivities)
      .where(eq(locationActivities.location, name))
      .orderBy(asc(locationActivities.position));
    await tx.delete(locationActivities).where(eq(locationActivities.location, name));
    if (input.activities.length > 0) {
      await tx.insert(locationActivities).values(
        input.activities.map((a, position) => ({
          location: name,
          category: a.category,
          position,
          name: a.name,
          nameHi: a.name_hi,
        })),
      );
    }
    const after = input.activities.map((a) => ({ category: a.category, name: a.name, name_hi: a.name_hi }));
    await recordAudit(tx, {
      actor,
      action: "catalogue.activities.saved",
      detail: { location: name, before, after },
    });
    return after;
  });
}

/** The office's catalogue: kinds of home, villas, blocks, option lists and images. */
export function createCatalogueOfficeService(deps: { db: Db; storage: FileStorage }) {
  const { db } = deps;
  return {
    listTypes: withDeps(db, listTypes),
    typesCsv: () => typesCsv(db),
    getType: withDeps(db, getType),
    createType: withDeps(db, createType),
    updateType: withDeps(db, updateType),
    listVillas: withDeps(db, listVillas),
    villasCsv: withDeps(db, villasCsv),
    pageOfVillas: withDeps(db, pageOfVillas),
    getVilla: withDeps(db, getVilla),
    createVilla: withDeps(db, createVilla),
    updateVilla: withDeps(db, updateVilla),
    deleteVilla: withDeps(db, deleteVilla),
    listBlocks: withDeps(db, listBlocksOffice),
    createBlock: withDeps(db, createBlock),
    updateBlock: withDeps(db, updateBlock),
    listOptions: withDeps(db, listOptionsOffice),
    createOption: withDeps(db, createOption),
    updateOption: withDeps(db, updateOption),
    deleteOption: withDeps(db, deleteOption),
    storeImage: withDeps(deps, storeCatalogueImage),
    listActivities: withDeps(db, listActivitiesOffice),
    saveActivities: withDeps(db, saveActivities),
  };
}
