import { and, count, desc, ilike, isNotNull, isNull, type SQL } from "drizzle-orm";
import { clubDay } from "../../../common/club-time.ts";
import {
  SUBSCRIBER_STATUS_LABELS,
  type SubscriberItem,
  type SubscriberList,
  type SubscriberQuery,
  type SubscriberStatus,
} from "../../../common/office-donors.ts";
import type { Db } from "../../db/open.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import { csvFile, csvMoment } from "../../platform/csv.ts";
import { escapeLike } from "../../db/like.ts";
import { withDeps } from "../../platform/with-deps.ts";

/** The office's newsletter subscribers: newest first, by status and address; and as CSV. */

const s = newsletterSubscribers;

function statusWhere(status: SubscriberStatus): SQL {
  if (status === "unsubscribed") return isNotNull(s.unsubscribedAt);
  if (status === "confirmed") return and(isNull(s.unsubscribedAt), isNotNull(s.confirmedAt))!;
  return and(isNull(s.unsubscribedAt), isNull(s.confirmedAt))!;
}

function conditions(query: Omit<SubscriberQuery, "page" | "limit">): SQL | undefined {
  return and(
    query.status ? statusWhere(query.status) : undefined,
    query.q ? ilike(s.email, `%${escapeLike(query.q)}%`) : undefined,
  );
}

const statusOf = (row: typeof s.$inferSelect): SubscriberStatus =>
  row.unsubscribedAt ? "unsubscribed" : row.confirmedAt ? "confirmed" : "unconfirmed";

function itemOf(row: typeof s.$inferSelect): SubscriberItem {
  return {
    id: row.id,
    email: row.email,
    source: row.source,
    status: statusOf(row),
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/subscribers: one page of the subscribers matching the query, newest first. */
export async function listSubscribers(db: Db, query: SubscriberQuery): Promise<SubscriberList> {
  const where = conditions(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(s)
      .where(where)
      .orderBy(desc(s.createdAt), desc(s.email))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(s).where(where),
  ]);
  return {
    items: rows.map(itemOf),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

export const SUBSCRIBERS_CSV_MAX_ROWS = 100_000;
export const SUBSCRIBERS_CSV_HEADER = [
  "E-mail",
  "Status",
  "Subscribed (IST)",
  "Confirmed (IST)",
  "Unsubscribed (IST)",
  "Source",
];

/** The subscribers matching the query as CSV (server/platform/csv.ts: ISO 8601 moments, formula-safe cells). */
export async function subscribersCsv(db: Db, query: Omit<SubscriberQuery, "page" | "limit">): Promise<string> {
  const rows = await db
    .select()
    .from(s)
    .where(conditions(query))
    .orderBy(desc(s.createdAt), desc(s.email))
    .limit(SUBSCRIBERS_CSV_MAX_ROWS);
  return csvFile(
    SUBSCRIBERS_CSV_HEADER,
    rows.map((row) => [
      row.email,
      SUBSCRIBER_STATUS_LABELS[statusOf(row)],
      csvMoment(row.createdAt),
      csvMoment(row.confirmedAt),
      csvMoment(row.unsubscribedAt),
      row.source,
    ]),
  );
}

export const subscribersCsvName = (now = new Date()) => `newsletter-subscribers-${clubDay(now)}.csv`;

/** The office's newsletter subscribers, as a list and as CSV. */
export function createNewsletterOfficeService(deps: { db: Db }) {
  return {
    list: withDeps(deps.db, listSubscribers),
    csv: withDeps(deps.db, subscribersCsv),
  };
}
