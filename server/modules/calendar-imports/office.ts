import { aliasedTable, and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import {
  calendarMessages as m,
  type CalendarImportBody,
  type CalendarImportRecord,
  type CalendarReadRecord,
  type ConflictRecord,
} from "../../../common/calendar-imports.ts";
import { calendarReadUrl } from "../../../common/calendar-imports.ts";
import { clubToday } from "../../../common/club-time.ts";
import { isUuid } from "../../../common/ids.ts";
import { guestName } from "../../../common/office-stays.ts";
import type { Db } from "../../db/open.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { bookings, calendarConflicts, properties, stayBlocks, users, villaCalendarImports } from "../../db/schema.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { lockVilla } from "../bookings/stays.ts";
import { getProperty } from "../catalogue/service.ts";
import { isNotPublicAddress, literalHost } from "./fetch.ts";
import {
  auditRead,
  readCalendarNow,
  readDueCalendars,
  scheduleCalendarReads,
  type CalendarImportDeps,
  type ReadOutcome,
} from "./service.ts";

/**
 * The front office's outside calendars and their conflicts (decision 054): a villa's calendars listed with their
 * last read and error, one added (and read at once), one removed (its blocks with it, the nights open again), one
 * read now; the conflicts open or resolved, one resolved with a note. Every change is audited in its transaction.
 */

const villaColumns = {
  id: properties.id,
  name: properties.name,
  villa_number: properties.villaNumber,
  location: properties.location,
};

/** The calendars with their villa, the nights they close from today on and their open conflicts. */
async function calendarRows(db: Db, where: { propertyId?: string; id?: string }, today = clubToday()) {
  const rows = await db
    .select({
      row: villaCalendarImports,
      villa: villaColumns,
      blockedNights: sql<number>`(select coalesce(sum(b.end_date::date - greatest(b.start_date::date, ${today}::date)), 0)
        from ${stayBlocks} b where b.import_id = ${villaCalendarImports.id} and b.end_date > ${today})::int`,
      openConflicts: sql<number>`(select count(*) from ${calendarConflicts} c
        where c.import_id = ${villaCalendarImports.id} and c.resolved_at is null)::int`,
    })
    .from(villaCalendarImports)
    .innerJoin(properties, eq(properties.id, villaCalendarImports.propertyId))
    .where(
      and(
        where.propertyId ? eq(villaCalendarImports.propertyId, where.propertyId) : undefined,
        where.id ? eq(villaCalendarImports.id, where.id) : undefined,
      ),
    )
    .orderBy(
      asc(properties.location),
      sql`${properties.villaNumber} asc nulls last`,
      asc(properties.name),
      asc(villaCalendarImports.createdAt),
    );
  return rows.map(({ row, villa, blockedNights, openConflicts }): CalendarImportRecord => ({
    id: row.id,
    property_id: row.propertyId,
    villa,
    url: row.url,
    label: row.label,
    created_at: row.createdAt.toISOString(),
    last_tried_at: row.lastTriedAt?.toISOString() ?? null,
    last_read_at: row.lastReadAt?.toISOString() ?? null,
    last_error: row.lastError,
    events: row.events.length,
    blocked_nights: Number(blockedNights),
    open_conflicts: Number(openConflicts),
  }));
}

async function calendarRecord(db: Db, id: string): Promise<CalendarImportRecord> {
  const [record] = isUuid(id) ? await calendarRows(db, { id }) : [];
  if (!record) throw new AppError(404, m.notFound);
  return record;
}

/** GET /api/admin/stays/calendars: every villa's outside calendars, or one villa's. */
export async function listCalendars(deps: Pick<CalendarImportDeps, "db">, propertyId?: string) {
  return calendarRows(deps.db, { propertyId });
}

const withOutcome = (record: CalendarImportRecord, outcome: ReadOutcome): CalendarReadRecord => ({
  ...record,
  outcome: { ok: outcome.ok, unchanged: outcome.unchanged, blocks: outcome.blocks, conflicts: outcome.conflicts },
});

/**
 * POST /api/admin/stays/calendars: adds a villa's calendar (an address the villa reads already is a 409; one naming
 * a non-public IP is refused unless the configuration allows it), audited, then reads it at once: the answer says
 * whether that first read went well (its error is on the record).
 */
export async function addCalendar(
  deps: CalendarImportDeps,
  actor: AuditActor,
  body: CalendarImportBody,
): Promise<CalendarReadRecord> {
  const literal = literalHost(calendarReadUrl(body.url));
  if (literal && !deps.calendarReads.allowPrivateAddresses && isNotPublicAddress(literal))
    throw badRequest(m.urlPrivate);
  await getProperty(deps.db, body.property_id, { unpublished: true });
  const created = await deps.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(villaCalendarImports)
        .values({ propertyId: body.property_id, url: body.url, label: body.label, createdBy: actor.id })
        .returning();
      await recordAudit(tx, {
        actor,
        action: "stay.calendar_added",
        subjectId: row.id,
        // the address may carry the other site's secret token: only its host is kept on record
        detail: { property_id: row.propertyId, label: row.label, host: calendarReadUrl(row.url).host },
      });
      return row;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new AppError(409, m.already) : error;
    });
  const outcome = await readCalendarNow(deps, created.id);
  return withOutcome(await calendarRecord(deps.db, created.id), outcome);
}

/** POST /api/admin/stays/calendars/{id}/read: reads a calendar now, audited. */
export async function readCalendar(
  deps: CalendarImportDeps,
  actor: AuditActor,
  id: string,
): Promise<CalendarReadRecord> {
  const outcome = await readCalendarNow(deps, id);
  await auditRead(deps.db, actor, id, outcome);
  return withOutcome(await calendarRecord(deps.db, id), outcome);
}

/**
 * DELETE /api/admin/stays/calendars/{id}: removes a calendar under its villa's row lock; its blocks go with it (the
 * nights open again) and its conflicts too. Audited.
 */
export async function removeCalendar(
  deps: CalendarImportDeps,
  actor: AuditActor,
  id: string,
): Promise<CalendarImportRecord> {
  const record = await calendarRecord(deps.db, id);
  await deps.db.transaction(async (tx) => {
    await lockVilla(tx, record.property_id);
    const [removed] = await tx.delete(villaCalendarImports).where(eq(villaCalendarImports.id, id)).returning();
    if (!removed) throw new AppError(404, m.notFound);
    await recordAudit(tx, {
      actor,
      action: "stay.calendar_removed",
      subjectId: id,
      detail: {
        property_id: removed.propertyId,
        label: removed.label,
        host: calendarReadUrl(removed.url).host,
        blocked_nights: record.blocked_nights,
      },
    });
  });
  deps.villasChanged?.();
  return record;
}

const resolver = aliasedTable(users, "resolver");

/** GET /api/admin/stays/conflicts: the open conflicts (oldest first) or the resolved ones (newest first, 200 at most). */
export async function listConflicts(
  deps: Pick<CalendarImportDeps, "db">,
  status: "open" | "resolved",
  id?: string,
): Promise<ConflictRecord[]> {
  const rows = await deps.db
    .select({
      conflict: calendarConflicts,
      calendar: villaCalendarImports.label,
      villa: villaColumns,
      booking: bookings,
      memberName: users.name,
      resolvedBy: resolver.name,
    })
    .from(calendarConflicts)
    .innerJoin(villaCalendarImports, eq(villaCalendarImports.id, calendarConflicts.importId))
    .innerJoin(properties, eq(properties.id, villaCalendarImports.propertyId))
    .innerJoin(bookings, eq(bookings.id, calendarConflicts.bookingId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(resolver, eq(resolver.id, calendarConflicts.resolvedBy))
    .where(
      id
        ? eq(calendarConflicts.id, id)
        : status === "open"
          ? isNull(calendarConflicts.resolvedAt)
          : isNotNull(calendarConflicts.resolvedAt),
    )
    .orderBy(
      ...(status === "open" ? [asc(calendarConflicts.foundAt)] : [desc(calendarConflicts.resolvedAt)]),
      asc(calendarConflicts.id),
    )
    .limit(200);
  return rows.map(({ conflict, calendar, villa, booking, memberName, resolvedBy }) => ({
    id: conflict.id,
    import_id: conflict.importId,
    calendar,
    villa,
    booking: {
      id: booking.id,
      reference: booking.reference,
      status: booking.status,
      check_in: booking.checkIn,
      check_out: booking.checkOut,
      guest: guestName(booking.guest as Record<string, string>, memberName ?? ""),
    },
    summary: conflict.summary,
    start_date: conflict.startDate,
    end_date: conflict.endDate,
    found_at: conflict.foundAt.toISOString(),
    resolved_at: conflict.resolvedAt?.toISOString() ?? null,
    resolved_by: resolvedBy ?? null,
    closed_by_read: conflict.closedByRead,
    note: conflict.note,
  }));
}

/** POST /api/admin/stays/conflicts/{id}/resolve: resolves an open conflict with a note (a second time: 409), audited. */
export async function resolveConflict(
  deps: Pick<CalendarImportDeps, "db">,
  actor: AuditActor,
  id: string,
  note: string,
): Promise<ConflictRecord> {
  await deps.db.transaction(async (tx) => {
    const [conflict] = isUuid(id)
      ? await tx.select().from(calendarConflicts).where(eq(calendarConflicts.id, id)).for("update")
      : [];
    if (!conflict) throw new AppError(404, m.conflictNotFound);
    if (conflict.resolvedAt) throw new AppError(409, m.conflictAlreadyResolved);
    await tx
      .update(calendarConflicts)
      .set({ resolvedAt: new Date(), resolvedBy: actor.id, note })
      .where(eq(calendarConflicts.id, id));
    await recordAudit(tx, {
      actor,
      action: "stay.calendar_conflict_resolved",
      subjectId: id,
      detail: {
        booking_id: conflict.bookingId,
        import_id: conflict.importId,
        start_date: conflict.startDate,
        end_date: conflict.endDate,
        note,
      },
    });
  });
  const [record] = await listConflicts(deps, "resolved", id);
  return record;
}

/** The count of open conflicts (the office home's queue). */
export async function openConflictCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(calendarConflicts)
    .where(isNull(calendarConflicts.resolvedAt));
  return Number(row?.count ?? 0);
}

/** The villas' outside calendars: the office's list, add, read, remove; the conflicts; the scheduled reads. */
export function createCalendarImportsService(deps: CalendarImportDeps) {
  return {
    list: (propertyId?: string) => listCalendars(deps, propertyId),
    add: withDeps(deps, addCalendar),
    read: withDeps(deps, readCalendar),
    remove: withDeps(deps, removeCalendar),
    conflicts: (status: "open" | "resolved") => listConflicts(deps, status),
    resolve: withDeps(deps, resolveConflict),
    readDue: () => readDueCalendars(deps),
    schedule: (everyMs?: number) => scheduleCalendarReads(deps, everyMs),
  };
}
