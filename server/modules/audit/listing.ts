import { and, count, desc, eq, gte, ilike, like, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { clubDay, clubMoment } from "../../../common/club-time.ts";
import { isUuid } from "../../../common/ids.ts";
import { describeChange, type AuditEntryRecord, type AuditFilters, type AuditPage, type AuditQuery } from "../../../common/office-audit.ts";
import { escapeLike } from "../../db/like.ts";
import type { Db } from "../../db/open.ts";
import { csvFile, csvMoment } from "../../platform/csv.ts";
import { auditEvents, users } from "../../db/schema.ts";

/** The audit log as the office reads it (issue 15, point 6): filtered, newest first, paged; and as CSV. */

const actors = alias(users, "audit_actor");
const members = alias(users, "audit_member");

/**
 * An account by id, e-mail or name, as a condition on `column`: an id is that account; a text with "@" an e-mail
 * (any case; an unknown one matches nothing); any other text a part of the account's name ("Vikram", "joshi").
 */
function accountIs(
  column: typeof auditEvents.userId | typeof auditEvents.memberId,
  account: typeof actors | typeof members,
  value: string,
): SQL {
  if (isUuid(value)) return eq(column, value);
  if (value.includes("@")) return sql`lower(${account.email}) = ${value.toLowerCase()}`;
  return ilike(account.name, `%${escapeLike(value)}%`);
}

/** The club's day (yyyy-MM-dd, IST) as the moment it starts. */
const clubDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextClubDayStart = (day: string) => new Date(clubDayStart(day).getTime() + 86_400_000);

function conditions(filters: AuditFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.member) where.push(accountIs(auditEvents.memberId, members, filters.member));
  if (filters.staff) where.push(accountIs(auditEvents.userId, actors, filters.staff));
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
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? "", email: row.actorEmail ?? "", role: row.actorRole } : null,
    ip: row.ip,
    action: row.action,
    member: row.memberId ? { id: row.memberId, name: row.memberName ?? "", email: row.memberEmail ?? "" } : null,
    subject_id: row.subjectId,
    detail,
    change: describeChange(detail),
  };
}

/** One page of the entries matching the filters, newest first. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const where = conditions(query);
  const [rows, [{ total }]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(auditEvents)
      .leftJoin(actors, eq(actors.id, auditEvents.userId))
      .leftJoin(members, eq(members.id, auditEvents.memberId))
      .where(where),
  ]);
  return { items: rows.map(entryOf), page: query.page, limit: query.limit, total, pages: Math.max(1, Math.ceil(total / query.limit)) };
}

/** The actions present in the log, for the filter's choices. */
export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditEvents.action }).from(auditEvents).orderBy(auditEvents.action);
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

/** The entries matching the filters as a CSV file (server/platform/csv.ts: ISO 8601 moments, formula-safe cells). */
export async function auditCsv(db: Db, filters: AuditFilters): Promise<string> {
  const rows = await baseQuery(db)
    .where(conditions(filters))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(AUDIT_CSV_MAX_ROWS);
  return csvFile(
    AUDIT_CSV_HEADER,
    rows.map((row) => {
      const entry = entryOf(row);
      return [
        entry.created_at,
        csvMoment(row.createdAt),
        entry.actor?.name,
        entry.actor?.email,
        entry.actor?.role,
        entry.ip,
        entry.action,
        entry.member?.name,
        entry.member?.email,
        entry.subject_id,
        entry.change,
      ];
    }),
  );
}

/** The CSV's file name: audit-log-<club day>.csv. */
export const auditCsvName = (now = new Date()) => `audit-log-${clubDay(now)}.csv`;
