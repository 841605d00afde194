import { and, count, eq, ilike, or, type SQL } from "drizzle-orm";
import { KIND_LABELS, type DonorItem, type DonorList, type DonorQuery } from "../../../common/office-donors.ts";
import type { Db } from "../../db/open.ts";
import { donationPledges } from "../../db/schema.ts";
import { csvAmount, csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
import { escapeLike } from "../../db/like.ts";
import { withDeps } from "../../platform/with-deps.ts";

/** The office's donors: the pledges, newest first, found by reference, name or e-mail; and as CSV. */

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
  return and(...where);
}

function itemOf(row: typeof donationPledges.$inferSelect): DonorItem {
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
  };
}

/** Newest first. */
const pledgeOrder = keyset(
  { by: donationPledges.createdAt, desc: true },
  { by: donationPledges.reference, desc: true },
);

const pledgeRows = (db: Db) =>
  db.select({ row: donationPledges, cursor: pledgeOrder.cursor }).from(donationPledges).$dynamic();

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
    items: rows.map(({ row }) => itemOf(row)),
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
      (rows) => rows.map(({ row }) => itemOf(row)),
    ),
  );
}

/** The office's donors: the pledges as a list and as CSV. */
export function createDonationsOfficeService(deps: { db: Db }) {
  return {
    list: withDeps(deps.db, listDonors),
    csv: withDeps(deps.db, donorsCsv),
  };
}
