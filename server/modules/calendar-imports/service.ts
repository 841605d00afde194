import { and, asc, eq, gt, gte, isNull, lt, or, sql } from "drizzle-orm";
import {
  CALENDAR_HORIZON_DAYS,
  CALENDAR_READ_EVERY_MINUTES,
  calendarMessages as m,
  calendarReadErrors,
  type CalendarReadRecord,
} from "../../../common/calendar-imports.ts";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import { isUuid } from "../../../common/ids.ts";
import type { Db, Tx } from "../../db/open.ts";
import {
  calendarConflicts,
  stayBlocks,
  villaCalendarImports,
  villaNights,
  type CalendarImportEvent,
} from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { lockVilla, releaseExpiredHolds } from "../bookings/stays.ts";
import { CalendarReadError, fetchCalendar, type CalendarFetchOptions } from "./fetch.ts";
import { calendarEvents } from "./parse.ts";

/**
 * Reading a villa's outside calendars (decision 054). Each calendar is read every 30 minutes by whichever instance
 * claims it first (a lease on its row: `reading_until`), and on the front office's "Read now". A read fetches the
 * calendar (server/modules/calendar-imports/fetch.ts) outside any transaction, then, in one transaction under the
 * villa's row lock, replaces the calendar's `external` blocks from the club's today on with its events' nights:
 * events added, moved or removed since the last read are followed. A night that another block already holds is
 * left to it; a night a stay booked here holds cannot be blocked (villa_nights refuses it) and is recorded as a
 * conflict for the front office instead. A read that fails changes no block and says why on the calendar's row.
 */

export interface CalendarImportDeps {
  db: Db;
  logError: (message: string, error: unknown) => void;
  /** The configuration's rule for non-public addresses (CALENDAR_IMPORT_PRIVATE_ADDRESSES). */
  calendarReads: CalendarFetchOptions;
  /** A change to which villas are taken: the public pages kept in memory are rendered again. */
  villasChanged?: () => void;
}

/** How long a reader holds a calendar: past it, a reader that died lets go (fetching takes at most 15 s). */
const LEASE = sql`interval '2 minutes'`;
const BLOCK_NOTE_MAX = 300;

type ImportRow = typeof villaCalendarImports.$inferSelect;

/** What a read did: its blocks and the open conflicts it leaves. */
export interface ReadOutcome {
  ok: boolean;
  unchanged: boolean;
  blocks: number;
  conflicts: number;
  error: string | null;
}

/** A conflict's key within a read: the stay, the event and its colliding nights. */
const conflictKey = (c: { bookingId: string; eventUid: string; startDate: string; endDate: string }) =>
  `${c.bookingId}|${c.eventUid}|${c.startDate}|${c.endDate}`;

/**
 * Replaces the calendar's blocks from `today` on with `events` (in the caller's transaction, under the villa's row
 * lock taken here), and records the nights that collide with stays as conflicts. Answers the blocks written and
 * the conflicts open.
 */
export async function applyCalendarEvents(
  tx: Tx,
  calendar: Pick<ImportRow, "id" | "propertyId" | "label">,
  events: CalendarImportEvent[],
  today = clubToday(),
): Promise<{ blocks: number; conflicts: number }> {
  await lockVilla(tx, calendar.propertyId);
  await releaseExpiredHolds(tx, calendar.propertyId);
  const until = addClubDays(today, CALENDAR_HORIZON_DAYS);
  // the calendar's blocks from today on go; one begun before today keeps its past nights on record
  await tx.delete(stayBlocks).where(and(eq(stayBlocks.importId, calendar.id), gte(stayBlocks.startDate, today)));
  await tx
    .update(stayBlocks)
    .set({ endDate: today })
    .where(and(eq(stayBlocks.importId, calendar.id), lt(stayBlocks.startDate, today), gt(stayBlocks.endDate, today)));

  // what holds the villa's nights now: stays (and live holds) and the other blocks
  const held = new Map<string, { bookingId: string | null }>();
  for (const night of await tx
    .select({ night: villaNights.night, bookingId: villaNights.bookingId })
    .from(villaNights)
    .where(
      and(
        eq(villaNights.propertyId, calendar.propertyId),
        gte(villaNights.night, today),
        lt(villaNights.night, until),
        or(isNull(villaNights.expiresAt), gt(villaNights.expiresAt, sql`now()`)),
      ),
    ))
    held.set(night.night, { bookingId: night.bookingId });

  const planned = new Set<string>();
  const blocks: { startDate: string; endDate: string; note: string }[] = [];
  const collisions = new Map<string, { bookingId: string; eventUid: string; summary: string; nights: string[] }>();
  for (const event of events) {
    const note = `${calendar.label}${event.summary ? `: ${event.summary}` : ""}`.slice(0, BLOCK_NOTE_MAX);
    let run: string[] = [];
    const endRun = () => {
      if (run.length > 0) blocks.push({ startDate: run[0], endDate: addClubDays(run[run.length - 1], 1), note });
      run = [];
    };
    const first = event.start > today ? event.start : today;
    const last = event.end < until ? event.end : until;
    for (let night = first; night < last; night = addClubDays(night, 1)) {
      const holder = held.get(night);
      if (planned.has(night) || holder) {
        endRun();
        if (holder?.bookingId) {
          const key = `${holder.bookingId}|${event.uid}`;
          const collision = collisions.get(key) ?? {
            bookingId: holder.bookingId,
            eventUid: event.uid,
            summary: event.summary,
            nights: [],
          };
          collision.nights.push(night);
          collisions.set(key, collision);
        }
        continue;
      }
      planned.add(night);
      run.push(night);
    }
    endRun();
  }
  for (let i = 0; i < blocks.length; i += 500)
    await tx.insert(stayBlocks).values(
      blocks.slice(i, i + 500).map((block) => ({
        propertyId: calendar.propertyId,
        ...block,
        reason: "external",
        importId: calendar.id,
      })),
    );

  // each collision is a conflict: a new one opened, one a read had closed opened again, one staff resolved left so
  const found = [...collisions.values()].map((c) => ({
    importId: calendar.id,
    bookingId: c.bookingId,
    eventUid: c.eventUid,
    summary: c.summary,
    startDate: c.nights[0],
    endDate: addClubDays(c.nights[c.nights.length - 1], 1),
  }));
  for (const conflict of found)
    await tx
      .insert(calendarConflicts)
      .values(conflict)
      .onConflictDoUpdate({
        target: [
          calendarConflicts.importId,
          calendarConflicts.bookingId,
          calendarConflicts.eventUid,
          calendarConflicts.startDate,
          calendarConflicts.endDate,
        ],
        set: { resolvedAt: null, resolvedBy: null, closedByRead: false, note: "", foundAt: sql`now()` },
        setWhere: eq(calendarConflicts.closedByRead, true),
      });
  // an open conflict this read no longer finds (the event moved or went, the stay was cancelled) closes by itself
  const current = new Set(found.map(conflictKey));
  const open = await tx
    .select()
    .from(calendarConflicts)
    .where(and(eq(calendarConflicts.importId, calendar.id), isNull(calendarConflicts.resolvedAt)));
  let stillOpen = 0;
  for (const conflict of open) {
    if (current.has(conflictKey(conflict))) {
      stillOpen += 1;
      continue;
    }
    await tx
      .update(calendarConflicts)
      .set({
        resolvedAt: new Date(),
        closedByRead: true,
        note: "The outside calendar no longer holds these nights.",
      })
      .where(eq(calendarConflicts.id, conflict.id));
  }
  return { blocks: blocks.length, conflicts: stillOpen };
}

/** Takes the calendar for this read (its lease), or null when another read holds it (or, with `due`, it is not due). */
async function claimRead(db: Db, id: string, due: boolean): Promise<ImportRow | null> {
  const [row] = await db
    .update(villaCalendarImports)
    .set({ readingUntil: sql`now() + ${LEASE}` })
    .where(
      and(
        eq(villaCalendarImports.id, id),
        or(isNull(villaCalendarImports.readingUntil), lt(villaCalendarImports.readingUntil, sql`now()`)),
        due
          ? or(
              isNull(villaCalendarImports.lastTriedAt),
              lt(
                villaCalendarImports.lastTriedAt,
                sql`now() - ${sql.raw(`interval '${CALENDAR_READ_EVERY_MINUTES} minutes'`)}`,
              ),
            )
          : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Reads one calendar it has claimed: fetched (conditionally on the last read), parsed, its events applied in one
 * transaction; a failure is written on the row (its blocks stay as the last good read left them).
 */
async function readClaimed(deps: CalendarImportDeps, row: ImportRow, today: string): Promise<ReadOutcome> {
  let fetched: Awaited<ReturnType<typeof fetchCalendar>>;
  let events: CalendarImportEvent[];
  try {
    fetched = await fetchCalendar(row.url, deps.calendarReads, { etag: row.etag, lastModified: row.lastModified });
    events = fetched.notModified
      ? row.events
      : calendarEvents(fetched.body, today, addClubDays(today, CALENDAR_HORIZON_DAYS));
  } catch (error) {
    const message = error instanceof CalendarReadError ? error.message : calendarReadErrors.unreachable;
    if (!(error instanceof CalendarReadError)) deps.logError("An outside calendar could not be read", error);
    await deps.db
      .update(villaCalendarImports)
      .set({ lastTriedAt: new Date(), lastError: message, readingUntil: null })
      .where(eq(villaCalendarImports.id, row.id));
    return { ok: false, unchanged: false, blocks: 0, conflicts: 0, error: message };
  }
  const applied = await deps.db.transaction(async (tx) => {
    // removed while it was fetched: nothing to apply
    const [still] = await tx
      .select({ id: villaCalendarImports.id })
      .from(villaCalendarImports)
      .where(eq(villaCalendarImports.id, row.id))
      .for("update");
    if (!still) return null;
    const outcome = await applyCalendarEvents(tx, row, events, today);
    await tx
      .update(villaCalendarImports)
      .set({
        lastTriedAt: new Date(),
        lastReadAt: new Date(),
        lastError: null,
        readingUntil: null,
        events,
        ...(fetched.notModified ? {} : { etag: fetched.etag, lastModified: fetched.lastModified }),
      })
      .where(eq(villaCalendarImports.id, row.id));
    return outcome;
  });
  deps.villasChanged?.();
  if (!applied) return { ok: false, unchanged: false, blocks: 0, conflicts: 0, error: m.notFound };
  return { ok: true, unchanged: fetched.notModified, ...applied, error: null };
}

/** Reads one calendar now (the office's "Read now", audited by the caller): 409 while another read holds it. */
export async function readCalendarNow(deps: CalendarImportDeps, id: string, today = clubToday()): Promise<ReadOutcome> {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  const row = await claimRead(deps.db, id, false);
  if (!row) {
    const [exists] = await deps.db
      .select({ id: villaCalendarImports.id })
      .from(villaCalendarImports)
      .where(eq(villaCalendarImports.id, id));
    throw exists ? new AppError(409, m.reading) : new AppError(404, m.notFound);
  }
  return readClaimed(deps, row, today);
}

/**
 * The scheduled reads: every calendar not tried for 30 minutes, one after another, each claimed by one instance
 * (the others skip it). Answers how many this run read.
 */
export async function readDueCalendars(deps: CalendarImportDeps, today = clubToday()): Promise<number> {
  const due = await deps.db
    .select({ id: villaCalendarImports.id })
    .from(villaCalendarImports)
    .where(
      or(
        isNull(villaCalendarImports.lastTriedAt),
        lt(
          villaCalendarImports.lastTriedAt,
          sql`now() - ${sql.raw(`interval '${CALENDAR_READ_EVERY_MINUTES} minutes'`)}`,
        ),
      ),
    )
    .orderBy(asc(villaCalendarImports.lastTriedAt));
  let read = 0;
  for (const { id } of due) {
    const row = await claimRead(deps.db, id, true);
    if (!row) continue;
    await readClaimed(deps, row, today);
    read += 1;
  }
  return read;
}

/**
 * The outside calendars' reads in the process: every 5 minutes, the calendars due (30 minutes since their last
 * try) are read. `stop()` ends the timer and waits for a run in progress.
 */
export function scheduleCalendarReads(deps: CalendarImportDeps, everyMs = 5 * 60_000) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running
      .then(() => readDueCalendars(deps))
      .catch((error: unknown) => deps.logError("The outside calendars' reads failed", error));
  };
  const first = setTimeout(tick, 10_000);
  first.unref();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

/** The audit of a read the office asked for. */
export async function auditRead(db: Db, actor: AuditActor, id: string, outcome: ReadOutcome) {
  await recordAudit(db, {
    actor,
    action: "stay.calendar_read",
    subjectId: id,
    detail: { ok: outcome.ok, blocks: outcome.blocks, conflicts: outcome.conflicts, error: outcome.error },
  });
}

export type { CalendarReadRecord };
