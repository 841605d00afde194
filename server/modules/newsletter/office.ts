import { and, count, ilike, isNotNull, isNull, type SQL } from "drizzle-orm";
import {
  SUBSCRIBER_STATUS_LABELS,
  type SubscriberItem,
  type SubscriberList,
  type SubscriberQuery,
  type SubscriberStatus,
} from "../../../common/office-donors.ts";
import type { Db } from "../../db/open.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import { csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
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

/** Newest first. */
const subscriberOrder = keyset({ by: s.createdAt, desc: true }, { by: s.email, desc: true });

const subscriberRows = (db: Db) => db.select({ row: s, cursor: subscriberOrder.cursor }).from(s).$dynamic();

/** GET /api/admin/subscribers: one page of the subscribers matching the query, newest first. */
export async function listSubscribers(db: Db, query: SubscriberQuery): Promise<SubscriberList> {
  const where = conditions(query);
  const [rows, [{ total }]] = await Promise.all([
    subscriberRows(db)
      .where(where)
      .orderBy(...subscriberOrder.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(s).where(where),
  ]);
  return {
    items: rows.map(({ row }) => itemOf(row)),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

const SUBSCRIBER_CSV_COLUMNS: CsvColumn<SubscriberItem>[] = [
  { header: "E-mail", value: (i) => i.email },
  { header: "Status", value: (i) => SUBSCRIBER_STATUS_LABELS[i.status] },
  { header: "Subscribed (IST)", value: (i) => csvMoment(i.created_at) },
  { header: "Confirmed (IST)", value: (i) => csvMoment(i.confirmed_at) },
  { header: "Unsubscribed (IST)", value: (i) => csvMoment(i.unsubscribed_at) },
  { header: "Source", value: (i) => i.source },
];
export const SUBSCRIBERS_CSV_HEADER = SUBSCRIBER_CSV_COLUMNS.map((column) => column.header);

/** GET /api/admin/subscribers.csv: every subscriber matching the query, newest first, read in keyset batches. */
export function subscribersCsv(db: Db, query: Omit<SubscriberQuery, "page" | "limit">): CsvDownload {
  const where = conditions(query);
  return csvDownload(
    "newsletter-subscribers",
    SUBSCRIBER_CSV_COLUMNS,
    keysetBatches(
      subscriberOrder,
      (after, limit) =>
        subscriberRows(db)
          .where(and(where, after))
          .orderBy(...subscriberOrder.orderBy)
          .limit(limit),
      (rows) => rows.map(({ row }) => itemOf(row)),
    ),
  );
}

/** The office's newsletter subscribers, as a list and as CSV. */
export function createNewsletterOfficeService(deps: { db: Db }) {
  return {
    list: withDeps(deps.db, listSubscribers),
    csv: withDeps(deps.db, subscribersCsv),
  };
}
