import { Readable } from "node:stream";
import { sql, type SQL } from "drizzle-orm";
import { clubToday } from "../../../common/club-time.ts";
import {
  AGEING_BUCKETS,
  DUES_RECEIVABLES_SHOWN,
  bucketLabel,
  type AgeingBucket,
  type ReceivableItem,
  type ReceivablesQuery,
  type ReceivablesReport,
  type ReportFormat,
} from "../../../common/office-reports.ts";
import type { Db } from "../../db/open.ts";
import { csvLines } from "../../platform/csv.ts";
import { xlsxBook, type XlsxColumn } from "../../platform/xlsx.ts";
import { xlsxBody, type ReportDeps } from "./downloads.ts";
import { int, rowsOf } from "../../db/rows.ts";

/**
 * Receivables: every instalment unpaid on a day, by how long it is past due (common/office-reports.ts says the rule
 * in words). One set-based query each: the buckets' totals, a page of instalments, the downloads in keyset batches.
 */

/** The club's day of a moment column, as a date. */
const clubDate = (column: string) => sql.raw(`(${column} at time zone 'Asia/Kolkata')::date`);

/**
 * The instalments unpaid on `asOf` (a club day), as a set: a step of a plan made by then and live on the day (not
 * cancelled, or cancelled after it), not paid by the day (pending — never paid, or its receipt rejected — or paid
 * after it); with the member, the villa and the days from its due date to the day (negative: not yet due). The one
 * rule of what is owed: the receivables, the office home's overdue instalments and a member's balance due read it.
 */
export const unpaidInstalments = (asOf: string): SQL => sql`(select s.plan_id, s.step, s.step_name, s.amount,
    s.due_date, p.user_id, p.property_id, (${asOf}::date - s.due_date::date) as days_overdue
  from payment_steps s join payment_plans p on p.id = s.plan_id
  where (s.status = 'pending' or ${clubDate("s.payment_date")} > ${asOf}::date)
    and (p.status <> 'cancelled' or ${clubDate("p.cancelled_at")} > ${asOf}::date)
    and ${clubDate("p.created_at")} <= ${asOf}::date)`;

/**
 * The instalments due on or before `asOf` (a club day) and unpaid on it, as a set of `unpaidInstalments`' rows: a
 * member's balance due on the day (the office's member list and the owner statement read it).
 */
export const dueInstalments = (asOf: string): SQL =>
  sql`(select u.* from ${unpaidInstalments(asOf)} u where u.days_overdue >= 0)`;

/**
 * The villas' maintenance dues unpaid on `asOf` (a club day), as a set: a bill billed by the day and not paid by it
 * (unpaid, or paid after it), for its dues and the late fee charged by the day; with the days from its due day.
 */
export const unpaidDues = (asOf: string): SQL => sql`(select b.id as bill_id, b.year, b.invoice_number, b.user_id,
    b.property_id, b.amount + case when ${clubDate("b.late_fee_at")} <= ${asOf}::date then b.late_fee else 0 end as amount,
    b.due_on as due_date, (${asOf}::date - b.due_on::date) as days_overdue
  from maintenance_bills b
  where b.billed_on::date <= ${asOf}::date
    and (b.status <> 'paid' or ${clubDate("b.paid_at")} > ${asOf}::date))`;

interface DuesRow {
  bill_id: string;
  year: number | string;
  invoice_number: string;
  amount: number | string;
  due_date: string;
  days_overdue: number | string;
  member_id: string;
  member_name: string;
  member_email: string;
  villa_id: string;
  villa_name: string;
  villa_number: string | null;
  location: string;
}

/** The dues owed on the day: their totals, those overdue, and the first DUES_RECEIVABLES_SHOWN, earliest due first. */
async function duesOwed(db: Db, asOf: string): Promise<ReceivablesReport["dues"]> {
  const [[totals], rows] = await Promise.all([
    rowsOf<{ n: number | string; amount: number | string; late_n: number | string; late_amount: number | string }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(d.amount), 0)::bigint as amount,
          count(*) filter (where d.days_overdue > 0)::int as late_n,
          coalesce(sum(d.amount) filter (where d.days_overdue > 0), 0)::bigint as late_amount
        from ${unpaidDues(asOf)} d`,
    ),
    rowsOf<DuesRow>(
      db,
      sql`select d.*, m.id as member_id, m.name as member_name, m.email as member_email, v.id as villa_id,
          v.name as villa_name, v.villa_number, v.location
        from ${unpaidDues(asOf)} d join users m on m.id = d.user_id join properties v on v.id = d.property_id
        order by d.due_date, d.bill_id limit ${DUES_RECEIVABLES_SHOWN}`,
    ),
  ]);
  return {
    count: int(totals?.n),
    amount: int(totals?.amount),
    overdue_count: int(totals?.late_n),
    overdue_amount: int(totals?.late_amount),
    items: rows.map((row) => ({
      bill_id: row.bill_id,
      year: int(row.year),
      invoice_number: row.invoice_number,
      member: { id: row.member_id, name: row.member_name, email: row.member_email },
      villa: { id: row.villa_id, name: row.villa_name, villa_number: row.villa_number, location: row.location },
      amount: int(row.amount),
      due_date: row.due_date,
      days_overdue: int(row.days_overdue),
    })),
  };
}

/** An instalment's age bucket from its days overdue: the same edges as `ageingBucket` in common/office-reports.ts. */
const bucketSql = sql.raw(`case when u.days_overdue < 0 then 'not-yet-due'
  when u.days_overdue <= 30 then '0-30' when u.days_overdue <= 60 then '31-60'
  when u.days_overdue <= 90 then '61-90' else 'over-90' end`);

interface ItemRow {
  plan_id: string;
  step: number;
  step_name: string;
  amount: number | string;
  due_date: string;
  days_overdue: number | string;
  bucket: AgeingBucket;
  member_id: string;
  member_name: string;
  member_email: string;
  villa_id: string;
  villa_name: string;
  villa_number: string | null;
  location: string;
}

const itemOf = (row: ItemRow): ReceivableItem => ({
  plan_id: row.plan_id,
  step: int(row.step),
  step_name: row.step_name,
  member: { id: row.member_id, name: row.member_name, email: row.member_email },
  villa: { id: row.villa_id, name: row.villa_name, villa_number: row.villa_number, location: row.location },
  amount: int(row.amount),
  due_date: row.due_date,
  days_overdue: int(row.days_overdue),
  bucket: row.bucket,
});

/**
 * The instalments of one bucket (or every one), earliest due first, after a keyset or from an offset: the page is
 * chosen from the instalments alone, then its members and villas are read for its rows.
 */
function itemsQuery(
  asOf: string,
  bucket: AgeingBucket | undefined,
  page: { limit: number; offset?: number; after?: { due: string; plan: string; step: number } },
): SQL {
  const after = page.after
    ? sql`and (r.due_date, r.plan_id, r.step) > (${page.after.due}, ${page.after.plan}::uuid, ${page.after.step})`
    : sql``;
  return sql`select r.*, m.id as member_id, m.name as member_name, m.email as member_email,
      v.id as villa_id, v.name as villa_name, v.villa_number, v.location
    from (select r.* from (select u.*, ${bucketSql} as bucket from ${unpaidInstalments(asOf)} u) r
      where ${bucket ? sql`r.bucket = ${bucket}` : sql`true`} ${after}
      order by r.due_date, r.plan_id, r.step
      limit ${page.limit} offset ${page.offset ?? 0}) r
    join users m on m.id = r.user_id
    join properties v on v.id = r.property_id
    order by r.due_date, r.plan_id, r.step`;
}

/** GET /api/admin/reports/receivables: every bucket's totals on the day, and a page of the instalments asked. */
export async function receivablesReport(db: Db, query: ReceivablesQuery, now = new Date()): Promise<ReceivablesReport> {
  const today = clubToday(now);
  const asOf = query.as_of ?? today;
  const totals = await rowsOf<{ bucket: AgeingBucket; n: number | string; amount: number | string }>(
    db,
    sql`select ${bucketSql} as bucket, count(*)::int as n, coalesce(sum(u.amount), 0)::bigint as amount
      from ${unpaidInstalments(asOf)} u group by 1`,
  );
  const byKey = new Map(totals.map((row) => [row.bucket, row]));
  const buckets = AGEING_BUCKETS.map(({ key, label }) => ({
    key,
    label,
    count: int(byKey.get(key)?.n),
    amount: int(byKey.get(key)?.amount),
  }));
  const total = {
    count: buckets.reduce((sum, b) => sum + b.count, 0),
    amount: buckets.reduce((sum, b) => sum + b.amount, 0),
  };
  const matched = query.bucket ? buckets.find((b) => b.key === query.bucket)!.count : total.count;
  const pages = Math.max(1, Math.ceil(matched / query.limit));
  const page = Math.min(query.page, pages);
  const rows =
    matched === 0
      ? []
      : await rowsOf<ItemRow>(
          db,
          itemsQuery(asOf, query.bucket, { limit: query.limit, offset: (page - 1) * query.limit }),
        );
  return {
    as_of: asOf,
    today,
    dues: await duesOwed(db, asOf),
    bucket: query.bucket ?? null,
    buckets,
    total,
    items: rows.map(itemOf),
    page,
    pages,
    limit: query.limit,
    matched,
  };
}

const BATCH = 1_000;

/** Every instalment of the bucket asked (or all) on the day, in keyset batches: what the downloads write. */
async function* receivableBatches(
  db: Db,
  query: Pick<ReceivablesQuery, "as_of" | "bucket">,
  now = new Date(),
): AsyncGenerator<ReceivableItem[]> {
  const asOf = query.as_of ?? clubToday(now);
  let after: { due: string; plan: string; step: number } | undefined;
  for (;;) {
    const rows = await rowsOf<ItemRow>(db, itemsQuery(asOf, query.bucket, { limit: BATCH, after }));
    if (rows.length > 0) yield rows.map(itemOf);
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    after = { due: last.due_date, plan: last.plan_id, step: int(last.step) };
  }
}

/** The downloads' columns, said once for the CSV and the XLSX. */
const COLUMNS: XlsxColumn<ReceivableItem>[] = [
  { header: "Member", width: 24, value: (r) => r.member.name },
  { header: "E-mail", width: 30, value: (r) => r.member.email },
  { header: "Villa", width: 24, value: (r) => r.villa.name },
  { header: "Villa number", value: (r) => r.villa.villa_number },
  { header: "Location", value: (r) => r.villa.location },
  { header: "Step", width: 6, kind: "number", value: (r) => r.step },
  { header: "Instalment", width: 18, value: (r) => r.step_name },
  { header: "Amount (INR)", kind: "number", value: (r) => r.amount },
  { header: "Due date", kind: "day", value: (r) => r.due_date },
  { header: "Days overdue", kind: "number", value: (r) => r.days_overdue },
  { header: "Age", value: (r) => bucketLabel(r.bucket) },
];

/** The receivables as CSV (server/platform/csv.ts: formula-safe cells, ISO days), written batch by batch. */
export async function* receivablesCsv(
  db: Db,
  query: Pick<ReceivablesQuery, "as_of" | "bucket">,
  now = new Date(),
): AsyncGenerator<string> {
  async function* lines() {
    for await (const batch of receivableBatches(db, query, now))
      yield batch.map((row) => COLUMNS.map((column) => String(column.value(row) ?? "")));
  }
  yield* csvLines(
    COLUMNS.map((column) => column.header),
    lines(),
  );
}

/** The receivables as XLSX: the instalments, and a sheet of every bucket's totals on the day. */
export async function receivablesXlsx(db: Db, query: Pick<ReceivablesQuery, "as_of" | "bucket">, now = new Date()) {
  const items: ReceivableItem[] = [];
  for await (const batch of receivableBatches(db, query, now)) items.push(...batch);
  const report = await receivablesReport(db, { ...query, page: 1, limit: 1 }, now);
  const totals = [...report.buckets, { key: "total", label: "All unpaid instalments", ...report.total }];
  return xlsxBook([
    { name: "Receivables", columns: COLUMNS, rows: items },
    {
      name: "Totals by age",
      columns: [
        { header: "Age", width: 24, value: (r: (typeof totals)[number]) => r.label },
        { header: "Instalments", kind: "number", value: (r: (typeof totals)[number]) => r.count },
        { header: "Amount (INR)", kind: "number", value: (r: (typeof totals)[number]) => r.amount },
      ],
      rows: totals,
    },
  ]);
}

/** A download of the receivables: receivables-<day>.csv (streamed batch by batch) or .xlsx. */
export async function receivablesDownload(
  { db, writeXlsx }: ReportDeps,
  query: Pick<ReceivablesQuery, "as_of" | "bucket">,
  format: ReportFormat,
  now = new Date(),
): Promise<{ name: string; body: Readable }> {
  const name = `receivables-${query.as_of ?? clubToday(now)}${query.bucket ? `-${query.bucket}` : ""}.${format}`;
  const body =
    format === "csv"
      ? Readable.from(receivablesCsv(db, query, now))
      : await xlsxBody(writeXlsx, await receivablesXlsx(db, query, now));
  return { name, body };
}

/**
 * The instalments overdue today (due before it, unpaid): how many and how much, for the office home's card.
 */
export async function overdueInstalments(db: Db, now = new Date()): Promise<{ count: number; amount: number }> {
  const [row] = await rowsOf<{ n: number | string; amount: number | string }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(u.amount), 0)::bigint as amount
      from ${unpaidInstalments(clubToday(now))} u where u.days_overdue > 0`,
  );
  return { count: int(row?.n), amount: int(row?.amount) };
}
