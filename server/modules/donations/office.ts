import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { clubDay } from "../../../common/club-time.ts";
import { KIND_LABELS, type DonorItem, type DonorList, type DonorQuery } from "../../../common/office-donors.ts";
import type { Db } from "../../db/open.ts";
import { donationPledges } from "../../db/schema.ts";
import { csvFile, csvMoment } from "../../platform/csv.ts";
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

/** GET /api/admin/donations: one page of the pledges matching the query, newest first. */
export async function listDonors(db: Db, query: DonorQuery): Promise<DonorList> {
  const where = conditions(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(donationPledges)
      .where(where)
      .orderBy(desc(donationPledges.createdAt), desc(donationPledges.reference))
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

export const DONORS_CSV_MAX_ROWS = 50_000;
export const DONORS_CSV_HEADER = [
  "Reference",
  "Pledged (IST)",
  "Name",
  "E-mail",
  "Amount",
  "Currency",
  "Kind",
  "Frequency",
  "Causes",
  "Acknowledged (IST)",
];

/** The pledges matching the query as CSV (server/platform/csv.ts: ISO 8601 moments, formula-safe cells). */
export async function donorsCsv(db: Db, query: Omit<DonorQuery, "page" | "limit">): Promise<string> {
  const rows = await db
    .select()
    .from(donationPledges)
    .where(conditions(query))
    .orderBy(desc(donationPledges.createdAt), desc(donationPledges.reference))
    .limit(DONORS_CSV_MAX_ROWS);
  return csvFile(
    DONORS_CSV_HEADER,
    rows.map((row) => [
      row.reference,
      csvMoment(row.createdAt),
      row.name,
      row.email,
      String(row.amount),
      row.currency,
      KIND_LABELS[row.kind] ?? row.kind,
      row.frequency,
      row.causes.join("; "),
      csvMoment(row.acknowledgedAt),
    ]),
  );
}

export const donorsCsvName = (now = new Date()) => `donation-pledges-${clubDay(now)}.csv`;

/** The office's donors: the pledges as a list and as CSV. */
export function createDonationsOfficeService(deps: { db: Db }) {
  return {
    list: withDeps(deps.db, listDonors),
    csv: withDeps(deps.db, donorsCsv),
  };
}
