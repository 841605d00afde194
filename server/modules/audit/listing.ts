import { and, asc, count, desc, eq, gte, inArray, like, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { clubDay, clubMoment } from "../../../common/club-time.ts";
import { isUuid } from "../../../common/ids.ts";
import {
  auditCursor,
  describeChange,
  readAuditCursor,
  type AuditEntryRecord,
  type AuditFilters,
  type AuditPage,
  type AuditQuery,
} from "../../../common/office-audit.ts";
import { escapeLike } from "../../db/like.ts";
import type { Db } from "../../db/open.ts";
import { csvLines, csvMoment } from "../../platform/csv.ts";
import { auditActions, auditEvents, users } from "../../db/schema.ts";
import { withDeps } from "../../platform/with-deps.ts";

/** The audit log as the office reads it: filtered, newest first, paged; and as CSV. */

const actors = alias(users, "audit_actor");
const members = alias(users, "audit_member");

/**
 * An account by id, e-mail or name, as a condition on `column` that reads audit_events alone: an id is that account;
 * a text with "@" an e-mail (any case; an unknown one matches nothing); any other text a part of the account's name
 * ("Vikram", "joshi"), found through the names' trigram index.
 */
function accountIs(column: typeof auditEvents.userId | typeof auditEvents.memberId, value: string): SQL {
  if (isUuid(value)) return eq(column, value);
  if (value.includes("@")) return inArray(column, sql`(select id from users where email = ${value.toLowerCase()})`);
  return inArray(column, sql`(select id from users where name ilike ${`%${escapeLike(value)}%`})`);
}

/** The club's day (yyyy-MM-dd, IST) as the moment it starts. */
const clubDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextClubDayStart = (day: string) => new Date(clubDayStart(day).getTime() + 86_400_000);

function conditions(filters: AuditFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.member) where.push(accountIs(auditEvents.memberId, filters.member));
  if (filters.staff) where.push(accountIs(auditEvents.userId, filters.staff));
  if (filters.action) {
    const action = filters.action.endsWith("*") ? filters.action.slice(0, -1) : filters.action;
    where.push(
      action.endsWith(".") || filters.action.endsWith("*")
        ? like(auditEvents.action, `${escapeLike(action)}%`)
        : eq(auditEvents.action, action),
    );
  }
  if (filters.from) where.push(gte(auditEvents.createdAt, clubDayStart(filters.from)));
  if (filters.to) where.push(lt(auditEvents.createdAt, nextClubDayStart(filters.to)));
  return and(...where);
}

const selection = {
  id: auditEvents.id,
  createdAt: auditEvents.createdAt,
  action: auditEvents.action,
  subjectId: auditEvents.subjectId,
  detail: auditEvents.detail,
  ip: auditEvents.ip,
  actorRole: auditEvents.actorRole,
  actorId: actors.id,
  actorName: actors.name,
  actorEmail: actors.email,
  memberId: members.id,
  memberName: members.name,
  memberEmail: members.email,
  /** The entry's place in the log, to the microsecond (a JavaScript date keeps milliseconds): the pages' cursors. */
  at: sql<string>`to_char(${auditEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

function baseQuery(db: Db) {
  return db
    .select(selection)
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.userId))
    .leftJoin(members, eq(members.id, auditEvents.memberId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>["execute"]>>[number];

function entryOf(row: Row): AuditEntryRecord {
  const detail = row.detail ?? {};
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    created_at_ist: clubMoment(row.createdAt),
    actor: row.actorId
      ? { id: row.actorId, name: row.actorName ?? "", email: row.actorEmail ?? "", role: row.actorRole }
      : null,
    ip: row.ip,
    action: row.action,
    member: row.memberId ? { id: row.memberId, name: row.memberName ?? "", email: row.memberEmail ?? "" } : null,
    subject_id: row.subjectId,
    detail,
    change: describeChange(detail),
  };
}

/** Above this many entries, the whole log (no filter) is counted by PostgreSQL's estimate, not entry by entry. */
export const AUDIT_EXACT_COUNT_UP_TO = 100_000;

/**
 * How many entries match: counted, except the whole log past `exactCountUpTo` entries, whose count is the table's
 * size as the database last measured it (pg_class.reltuples, kept by autovacuum's ANALYZE): counting a million
 * entries costs what reading them does, and the office needs the log's size, not its last unit. A database that has
 * never measured the table (-1) is counted.
 */
async function countEntries(
  db: Db,
  where: SQL | undefined,
  exactCountUpTo: number,
): Promise<{ total: number; estimated: boolean }> {
  if (!where) {
    const result = await db.execute(
      sql`select reltuples::bigint as rows from pg_class where oid = 'audit_events'::regclass`,
    );
    // PGlite and node-postgres answer execute() in two shapes
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { rows: number | string }[];
    const estimate = Number(rows[0]?.rows ?? -1);
    if (estimate > exactCountUpTo) return { total: estimate, estimated: true };
  }
  const [{ total }] = await db.select({ total: count() }).from(auditEvents).where(where);
  return { total, estimated: false };
}

const newestFirst = [desc(auditEvents.createdAt), desc(auditEvents.id)];
const oldestFirst = [asc(auditEvents.createdAt), asc(auditEvents.id)];
/** Entries older than a cursor's (by moment, then id): the page after it. */
const olderThan = (at: string, id: string) =>
  sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (${at}::timestamptz, ${id}::uuid)`;
const newerThan = (at: string, id: string) =>
  sql`(${auditEvents.createdAt}, ${auditEvents.id}) > (${at}::timestamptz, ${id}::uuid)`;

/**
 * One page of the entries matching the filters, newest first. Paged by keyset: `after` (the cursor of the last entry
 * of the page before) reads the next page from the index on (created_at, id), `before` (the first entry's) the
 * previous one, so a page deep in the log costs what the first does and no entry is skipped or shown twice when
 * entries share a moment. A page number alone (an address written by hand) is read by offset. The count reads the
 * log alone.
 */
export async function listAudit(
  db: Db,
  query: AuditQuery,
  exactCountUpTo = AUDIT_EXACT_COUNT_UP_TO,
): Promise<AuditPage> {
  const where = conditions(query);
  const after = query.after ? readAuditCursor(query.after) : null;
  const before = !after && query.before ? readAuditCursor(query.before) : null;
  const page = baseQuery(db).limit(query.limit + 1);
  const rowsQuery = after
    ? page.where(and(where, olderThan(after.at, after.id))).orderBy(...newestFirst)
    : before
      ? page.where(and(where, newerThan(before.at, before.id))).orderBy(...oldestFirst)
      : page
          .where(where)
          .orderBy(...newestFirst)
          .offset((query.page - 1) * query.limit);
  const [found, { total, estimated }] = await Promise.all([rowsQuery, countEntries(db, where, exactCountUpTo)]);
  // one more row than the page says whether there is a page beyond it in the direction read
  const more = found.length > query.limit;
  const rows = found.slice(0, query.limit);
  if (before) rows.reverse();
  const pages = Math.max(1, Math.ceil(total / query.limit));
  const pageNumber = Math.min(query.page, pages);
  const hasNext = before ? rows.length > 0 : more;
  const hasPrevious = before ? more : after ? true : query.page > 1;
  return {
    items: rows.map(entryOf),
    page: pageNumber,
    limit: query.limit,
    total,
    total_estimated: estimated,
    pages,
    next_cursor: hasNext && rows.length > 0 ? auditCursor(rows.at(-1)!) : null,
    previous_cursor: hasPrevious && rows.length > 0 ? auditCursor(rows[0]) : null,
  };
}

/** The actions present in the log, for the filter's choices: their own small table, kept by a trigger on the log. */
export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db.select({ action: auditActions.action }).from(auditActions).orderBy(auditActions.action);
  return rows.map((row) => row.action);
}

/** The most rows one CSV carries (newest first). */
export const AUDIT_CSV_MAX_ROWS = 50_000;

export const AUDIT_CSV_HEADER = [
  "When (UTC)",
  "When (IST)",
  "Who",
  "Who's e-mail",
  "Role",
  "Address",
  "Action",
  "Member",
  "Member's e-mail",
  "Subject",
  "Change",
];

/** How many entries the CSV reads at a time: each batch is written out before the next is read. */
export const AUDIT_CSV_BATCH = 1000;

/** The entries matching the filters, newest first, in keyset batches (at most AUDIT_CSV_MAX_ROWS). */
async function* auditBatches(db: Db, filters: AuditFilters, batch = AUDIT_CSV_BATCH): AsyncGenerator<Row[]> {
  const where = conditions(filters);
  let last: Row | undefined;
  for (let read = 0; read < AUDIT_CSV_MAX_ROWS;) {
    const rows = await baseQuery(db)
      .where(last ? and(where, olderThan(last.at, last.id)) : where)
      .orderBy(...newestFirst)
      .limit(Math.min(batch, AUDIT_CSV_MAX_ROWS - read));
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    read += rows.length;
    last = rows.at(-1);
  }
}

/**
 * The entries matching the filters as a CSV file (server/platform/csv.ts: a BOM, ISO 8601 moments, formula-safe
 * cells), as a stream of text: read in keyset batches and written out batch by batch, so the log is never held
 * in memory and other requests are served between batches.
 */
export async function* auditCsv(db: Db, filters: AuditFilters, batch = AUDIT_CSV_BATCH): AsyncGenerator<string> {
  yield* csvLines(
    AUDIT_CSV_HEADER,
    (async function* () {
      for await (const rows of auditBatches(db, filters, batch)) {
        // the entry's cells straight from its row (the page's written-out IST moment is not a CSV's)
        yield rows.map((row) => [
          row.createdAt.toISOString(),
          csvMoment(row.createdAt),
          row.actorId ? (row.actorName ?? "") : undefined,
          row.actorId ? (row.actorEmail ?? "") : undefined,
          row.actorId ? row.actorRole : undefined,
          row.ip,
          row.action,
          row.memberId ? (row.memberName ?? "") : undefined,
          row.memberId ? (row.memberEmail ?? "") : undefined,
          row.subjectId,
          describeChange(row.detail ?? {}),
        ]);
      }
    })(),
  );
}

/** The CSV's file name: audit-log-<club day>.csv. */
export const auditCsvName = (now = new Date()) => `audit-log-${clubDay(now)}.csv`;

/** The office's audit log (read-only: entries are written by recordAudit in each change's transaction). */
export function createAuditService(deps: { db: Db }) {
  return {
    list: (query: AuditQuery) => listAudit(deps.db, query),
    actions: withDeps(deps.db, listAuditActions),
    csv: (filters: AuditFilters) => auditCsv(deps.db, filters),
  };
}
