import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import { isUuid } from "../../../common/ids.ts";
import {
  rateMessages as m,
  rateWhole,
  type RateInput,
  type RateList,
  type RatePatch,
  type RateRecord,
  type RateSearchQuery,
} from "../../../common/rates.ts";
import { isExclusionViolation } from "../../db/errors.ts";
import type { Db, Tx } from "../../db/open.ts";
import { properties, propertyTypes, ratePeriods } from "../../db/schema.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";

/**
 * The office's rate periods (front office and content; decision 051): listed by kind of home or villa, created,
 * changed and deleted, each change audited before → after in its transaction. Two periods of one target never cover
 * the same night: the exclusion constraints decide (409).
 */

type RateRow = typeof ratePeriods.$inferSelect;

const rateSelection = {
  rate: ratePeriods,
  villaName: properties.name,
  typeName: sql<string>`coalesce(${propertyTypes.name}, villa_type.name)`,
};

/** The periods with their target's names: a kind's own, or a villa's and its kind's. */
const rateRows = (db: Db | Tx) =>
  db
    .select(rateSelection)
    .from(ratePeriods)
    .leftJoin(properties, eq(properties.id, ratePeriods.propertyId))
    .leftJoin(propertyTypes, eq(propertyTypes.id, ratePeriods.propertyTypeId))
    .leftJoin(sql`${propertyTypes} as villa_type`, sql`villa_type.id = ${properties.propertyTypeId}`)
    .$dynamic();

type Found = { rate: RateRow; villaName: string | null; typeName: string | null };

function toRecord({ rate, villaName, typeName }: Found): RateRecord {
  return {
    id: rate.id,
    property_type_id: rate.propertyTypeId,
    property_id: rate.propertyId,
    target: villaName ? `${villaName} (${typeName ?? ""})` : `${typeName ?? ""}, every villa`,
    first_night: rate.firstNight,
    last_night: rate.lastNight,
    nightly_price: rate.nightlyPrice,
    weekend_price: rate.weekendPrice,
    min_stay: rate.minStay,
    closed_to_arrival: rate.closedToArrival,
    peak: rate.peak,
    updated_at: rate.updatedAt.toISOString(),
  };
}

/**
 * The list's filter: a kind of home (its own periods and its villas'), or a villa (its own and its kind's, the
 * periods that price it). An id that is not a uuid names nothing.
 */
function rateConditions(query: Pick<RateSearchQuery, "property_type_id" | "property_id">): SQL | undefined | false {
  const filters: (SQL | undefined)[] = [];
  if (query.property_type_id) {
    if (!isUuid(query.property_type_id)) return false;
    filters.push(
      or(eq(ratePeriods.propertyTypeId, query.property_type_id), eq(properties.propertyTypeId, query.property_type_id)),
    );
  }
  if (query.property_id) {
    if (!isUuid(query.property_id)) return false;
    filters.push(
      or(
        eq(ratePeriods.propertyId, query.property_id),
        eq(
          ratePeriods.propertyTypeId,
          sql`(select ${properties.propertyTypeId} from ${properties} where ${properties.id} = ${query.property_id})`,
        ),
      ),
    );
  }
  return and(...filters);
}

/** GET /api/admin/rates: by first night, the kind's periods before its villas', a page at a time. */
export async function listRates(db: Db, query: RateSearchQuery): Promise<RateList> {
  const where = rateConditions(query);
  if (where === false) return { items: [], total: 0, page: query.page, limit: query.limit };
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(ratePeriods)
      .leftJoin(properties, eq(properties.id, ratePeriods.propertyId))
      .where(where),
    rateRows(db)
      .where(where)
      .orderBy(asc(ratePeriods.firstNight), sql`${ratePeriods.propertyId} nulls first`, asc(ratePeriods.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return { items: rows.map(toRecord), total, page: query.page, limit: query.limit };
}

/** One period for the office's edit form; 404 when there is none. */
export async function getRate(db: Db | Tx, id: string): Promise<RateRecord> {
  const [found] = isUuid(id) ? await rateRows(db).where(eq(ratePeriods.id, id)) : [];
  if (!found) throw new AppError(404, m.notFound);
  return toRecord(found);
}

const columnsOf = (input: RateInput) => ({
  propertyTypeId: input.property_type_id,
  propertyId: input.property_id,
  firstNight: input.first_night,
  lastNight: input.last_night,
  nightlyPrice: input.nightly_price,
  weekendPrice: input.weekend_price,
  minStay: input.min_stay,
  closedToArrival: input.closed_to_arrival,
  peak: input.peak,
});

/** What the audit log keeps of a period: its fields as the office sets them. */
const auditView = (row: RateRow): RateInput => ({
  property_type_id: row.propertyTypeId,
  property_id: row.propertyId,
  first_night: row.firstNight,
  last_night: row.lastNight,
  nightly_price: row.nightlyPrice,
  weekend_price: row.weekendPrice,
  min_stay: row.minStay,
  closed_to_arrival: row.closedToArrival,
  peak: row.peak,
});

/** The target named exists (a uuid of a kind of home or a villa), else a 400. */
async function checkTarget(tx: Tx, input: RateInput) {
  const id = input.property_id ?? input.property_type_id ?? "";
  const table = input.property_id ? properties : propertyTypes;
  const [found] = isUuid(id) ? await tx.select({ id: table.id }).from(table).where(eq(table.id, id)) : [];
  if (!found) throw badRequest(m.unknownTarget);
}

/** Another period of the target covers one of the nights: the exclusion constraint's refusal as the rule's 409. */
const overlapping = (error: unknown): never => {
  if (isExclusionViolation(error)) throw new AppError(409, m.overlap);
  throw error;
};

/** POST /api/admin/rates: a new period of a kind of home or a villa; one overlapping another of its target is a 409. */
export async function createRate(db: Db, actor: AuditActor, input: RateInput): Promise<RateRecord> {
  return db
    .transaction(async (tx) => {
      await checkTarget(tx, input);
      const [created] = await tx.insert(ratePeriods).values(columnsOf(input)).returning();
      await recordAudit(tx, {
        actor,
        action: "rate.created",
        subjectId: created.id,
        detail: { before: null, after: auditView(created) },
      });
      return getRate(tx, created.id);
    })
    .catch(overlapping);
}

/** PATCH /api/admin/rates/{id}: the fields sent change, the rules between fields hold on the result; audited. */
export async function updateRate(db: Db, actor: AuditActor, id: string, patch: RatePatch): Promise<RateRecord> {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  return db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(ratePeriods).where(eq(ratePeriods.id, id)).for("update");
      if (!before) throw new AppError(404, m.notFound);
      const merged = rateWhole.safeParse({ ...auditView(before), ...patch });
      if (!merged.success) throw badRequest(merged.error.issues[0].message);
      await checkTarget(tx, merged.data);
      const [after] = await tx
        .update(ratePeriods)
        .set({ ...columnsOf(merged.data), updatedAt: new Date() })
        .where(eq(ratePeriods.id, id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: "rate.updated",
        subjectId: id,
        detail: { before: auditView(before), after: auditView(after) },
      });
      return getRate(tx, id);
    })
    .catch(overlapping);
}

/** DELETE /api/admin/rates/{id}: the period goes (its nights are priced at the villa's price again); audited. */
export async function deleteRate(db: Db, actor: AuditActor, id: string): Promise<{ id: string }> {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(ratePeriods).where(eq(ratePeriods.id, id)).returning();
    if (!gone) throw new AppError(404, m.notFound);
    await recordAudit(tx, {
      actor,
      action: "rate.deleted",
      subjectId: id,
      detail: { before: auditView(gone), after: null },
    });
    return { id };
  });
}

/** What a period may price, for the office's form and filters: every kind of home, and every villa with its kind. */
export async function rateTargets(db: Db) {
  const [types, villas] = await Promise.all([
    db.select({ id: propertyTypes.id, name: propertyTypes.name }).from(propertyTypes).orderBy(asc(propertyTypes.name)),
    db
      .select({
        id: properties.id,
        name: properties.name,
        location: properties.location,
        typeId: properties.propertyTypeId,
      })
      .from(properties)
      .orderBy(asc(properties.location), asc(properties.name)),
  ]);
  return { types, villas };
}

/** The office's rate periods. */
export function createRatesOfficeService(deps: { db: Db }) {
  return {
    list: withDeps(deps.db, listRates),
    get: (id: string) => getRate(deps.db, id),
    create: withDeps(deps.db, createRate),
    update: withDeps(deps.db, updateRate),
    remove: withDeps(deps.db, deleteRate),
    targets: () => rateTargets(deps.db),
  };
}
