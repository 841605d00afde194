import { and, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import {
  DONATION_STATUS_LABELS,
  KIND_LABELS,
  type DonationYearTotals,
  type DonorItem,
  type DonorList,
  type DonorQuery,
} from "../../../common/office-donors.ts";
import type { DonationStatus, SubscriptionStatus } from "../../../common/donation-money.ts";
import type { Db } from "../../db/open.ts";
import { donationGifts, donationPledges, donationSubscriptions } from "../../db/schema.ts";
import { csvAmount, csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
import { escapeLike } from "../../db/like.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { createCertificatesService, type CertificateDeps } from "./certificates.ts";
import { form10bdCsv, form10bdMissingCsv, form10bdSummary } from "./form-10bd.ts";

/**
 * The office's donors: the pledges, newest first, found by reference, name or e-mail, with their payment status, what
 * was received for each and their subscription's state; the totals received per financial year and cause; and as CSV.
 */

function conditions(query: Omit<DonorQuery, "page" | "limit">): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(
      or(ilike(donationPledges.reference, like), ilike(donationPledges.name, like), ilike(donationPledges.email, like)),
    );
  }
  if (query.kind) where.push(eq(donationPledges.kind, query.kind));
  if (query.currency) where.push(eq(donationPledges.currency, query.currency));
  if (query.status) where.push(eq(donationPledges.status, query.status));
  return and(...where);
}

/** The pledge's id as a correlated subquery names it (drizzle writes a column of the one table unqualified). */
const pledgeId = sql.raw(`"donation_pledges"."id"`);

/** What was received for a pledge (its received gifts: how many, in rupees, and money kept in a foreign currency). */
const received = {
  gifts: sql<number>`(select count(*)::int from ${donationGifts} g where g.pledge_id = ${pledgeId} and g.status = 'received')`,
  inr: sql<number>`(select coalesce(sum(g.amount_inr), 0)::int from ${donationGifts} g where g.pledge_id = ${pledgeId} and g.status = 'received' and g.currency = 'INR')`,
  foreign: sql<number>`(select coalesce(sum(g.amount), 0)::int from ${donationGifts} g where g.pledge_id = ${pledgeId} and g.status = 'received' and g.currency <> 'INR')`,
  subscription: sql<SubscriptionStatus | null>`(select s.status from ${donationSubscriptions} s where s.pledge_id = ${pledgeId})`,
};

type PledgeListRow = {
  row: typeof donationPledges.$inferSelect;
  gifts: number;
  inr: number;
  foreign: number;
  subscription: SubscriptionStatus | null;
};

function itemOf({ row, gifts, inr, foreign, subscription }: PledgeListRow): DonorItem {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    amount: row.amount,
    currency: row.currency,
    kind: row.kind,
    frequency: row.frequency,
    causes: row.causes,
    created_at: row.createdAt.toISOString(),
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
    status: row.status as DonationStatus,
    method: row.method,
    // a pledge without a charge worked out is charged as pledged
    charge_amount: row.chargeAmount ?? row.amount,
    charge_currency: row.chargeAmount === null ? row.currency : row.chargeCurrency,
    gifts_received: Number(gifts),
    received_inr: Number(inr),
    received_foreign: Number(foreign),
    subscription_status: subscription,
    has_pan: row.panHash !== null,
  };
}

/** Newest first. */
const pledgeOrder = keyset(
  { by: donationPledges.createdAt, desc: true },
  { by: donationPledges.reference, desc: true },
);

const pledgeRows = (db: Db) =>
  db
    .select({ row: donationPledges, ...received, cursor: pledgeOrder.cursor })
    .from(donationPledges)
    .$dynamic();

/** GET /api/admin/donations: one page of the pledges matching the query, newest first. */
export async function listDonors(db: Db, query: DonorQuery): Promise<DonorList> {
  const where = conditions(query);
  const [rows, [{ total }]] = await Promise.all([
    pledgeRows(db)
      .where(where)
      .orderBy(...pledgeOrder.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(donationPledges).where(where),
  ]);
  return {
    items: rows.map(itemOf),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

const DONOR_CSV_COLUMNS: CsvColumn<DonorItem>[] = [
  { header: "Reference", value: (p) => p.reference },
  { header: "Pledged (IST)", value: (p) => csvMoment(p.created_at) },
  { header: "Name", value: (p) => p.name },
  { header: "E-mail", value: (p) => p.email },
  { header: "Amount", value: (p) => csvAmount(p.amount) },
  { header: "Currency", value: (p) => p.currency },
  { header: "Kind", value: (p) => KIND_LABELS[p.kind] ?? p.kind },
  { header: "Frequency", value: (p) => p.frequency },
  { header: "Causes", value: (p) => p.causes.join("; ") },
  { header: "Acknowledged (IST)", value: (p) => csvMoment(p.acknowledged_at) },
  { header: "Status", value: (p) => DONATION_STATUS_LABELS[p.status] },
  { header: "Method", value: (p) => p.method },
  { header: "Charged", value: (p) => csvAmount(p.charge_amount) },
  { header: "Charged currency", value: (p) => p.charge_currency },
  { header: "Gifts received", value: (p) => p.gifts_received },
  { header: "Received (INR)", value: (p) => csvAmount(p.received_inr) },
  { header: "Received in foreign currency", value: (p) => (p.received_foreign ? csvAmount(p.received_foreign) : "") },
  { header: "Subscription", value: (p) => p.subscription_status },
  { header: "PAN given", value: (p) => (p.has_pan ? "yes" : "no") },
];
export const DONORS_CSV_HEADER = DONOR_CSV_COLUMNS.map((column) => column.header);

/** GET /api/admin/donations.csv: every pledge matching the query, newest first, read in keyset batches. */
export function donorsCsv(db: Db, query: Omit<DonorQuery, "page" | "limit">): CsvDownload {
  const where = conditions(query);
  return csvDownload(
    "donation-pledges",
    DONOR_CSV_COLUMNS,
    keysetBatches(
      pledgeOrder,
      (after, limit) =>
        pledgeRows(db)
          .where(and(where, after))
          .orderBy(...pledgeOrder.orderBy)
          .limit(limit),
      (rows) => rows.map(itemOf),
    ),
  );
}

/** The financial year (its first calendar year) a gift's day paid falls in, in SQL: April to March. */
const fyStart = sql<number>`(extract(year from ${donationGifts.paidOn})::int - case when extract(month from ${donationGifts.paidOn}) < 4 then 1 else 0 end)`;
const fyName = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, "0")}`;

/**
 * The gifts received per financial year, the latest first: their number and rupees, each cause's share (a gift for
 * several causes split evenly between them, rounded to the rupee), and money kept in a foreign currency apart.
 */
export async function donationTotals(db: Db): Promise<DonationYearTotals[]> {
  const receivedGifts = eq(donationGifts.status, "received");
  const [years, causes, foreign] = await Promise.all([
    db
      .select({
        start: fyStart,
        gifts: count(),
        rupees: sql<number>`coalesce(sum(${donationGifts.amountInr}), 0)::int`,
      })
      .from(donationGifts)
      .where(and(receivedGifts, eq(donationGifts.currency, "INR")))
      .groupBy(fyStart),
    db
      .select({
        start: fyStart,
        cause: sql<string>`c.cause`,
        rupees: sql<number>`round(sum(${donationGifts.amountInr}::numeric / cardinality(${donationPledges.causes})))::int`,
      })
      .from(donationGifts)
      .innerJoin(donationPledges, eq(donationPledges.id, donationGifts.pledgeId))
      .innerJoin(sql`unnest(${donationPledges.causes}) as c(cause)`, sql`true`)
      .where(and(receivedGifts, eq(donationGifts.currency, "INR")))
      .groupBy(fyStart, sql`c.cause`),
    db
      .select({
        start: fyStart,
        currency: donationGifts.currency,
        gifts: count(),
        amount: sql<number>`sum(${donationGifts.amount})::int`,
      })
      .from(donationGifts)
      .where(and(receivedGifts, sql`${donationGifts.currency} <> 'INR'`))
      .groupBy(fyStart, donationGifts.currency),
  ]);
  const byYear = new Map<number, DonationYearTotals>();
  const yearOf = (start: number) => {
    const key = Number(start);
    let year = byYear.get(key);
    if (!year) byYear.set(key, (year = { fy: fyName(key), gifts: 0, rupees: 0, causes: [], foreign: [] }));
    return year;
  };
  for (const row of years) Object.assign(yearOf(row.start), { gifts: Number(row.gifts), rupees: Number(row.rupees) });
  for (const row of causes) yearOf(row.start).causes.push({ cause: row.cause, rupees: Number(row.rupees) });
  for (const row of foreign)
    yearOf(row.start).foreign.push({ currency: row.currency, amount: Number(row.amount), gifts: Number(row.gifts) });
  for (const year of byYear.values()) {
    year.causes.sort((a, b) => a.cause.localeCompare(b.cause));
    year.foreign.sort((a, b) => a.currency.localeCompare(b.currency));
  }
  return [...byYear.entries()].sort(([a], [b]) => b - a).map(([, year]) => year);
}

/**
 * The office's donors: the pledges as a list and as CSV, the totals received, Form 10BD for a year, and the Form 10BE
 * certificates uploaded and matched.
 */
export function createDonationsOfficeService(deps: CertificateDeps) {
  return {
    list: withDeps(deps.db, listDonors),
    csv: withDeps(deps.db, donorsCsv),
    totals: () => donationTotals(deps.db),
    form10bd: (fy: string) => form10bdCsv(deps, fy),
    form10bdMissing: (fy: string) => form10bdMissingCsv(deps, fy),
    form10bdSummary: (fy: string) => form10bdSummary(deps, fy),
    certificates: createCertificatesService(deps),
  };
}
