import { alias } from "drizzle-orm/pg-core";
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import { clubToday } from "../../../common/club-time.ts";
import type { MaintenanceBillList, MaintenanceBillsQuery } from "../../../common/maintenance.ts";
import { normalUtr } from "../../../common/payment-instructions.ts";
import type { Db } from "../../db/open.ts";
import { escapeLike } from "../../db/like.ts";
import { maintenanceBills, properties, users } from "../../db/schema.ts";
import { fileUrl } from "../files/service.ts";
import { duesBillOf } from "./dues.ts";

const owner = alias(users, "owner");

/** The bills a filter of the office's list holds on `today`. */
function billConditions(query: Pick<MaintenanceBillsQuery, "status" | "q">, today: string): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.status === "under-review") filters.push(eq(maintenanceBills.status, "under-review"));
  if (query.status === "unpaid") filters.push(ne(maintenanceBills.status, "paid"));
  if (query.status === "overdue")
    filters.push(and(ne(maintenanceBills.status, "paid"), sql`${maintenanceBills.dueOn} < ${today}`));
  if (query.status === "paid") filters.push(eq(maintenanceBills.status, "paid"));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(
      or(
        ilike(owner.name, like),
        ilike(owner.email, like),
        ilike(properties.name, like),
        ilike(maintenanceBills.invoiceNumber, like),
        ilike(maintenanceBills.lateFeeInvoiceNumber, like),
        eq(maintenanceBills.utr, normalUtr(query.q)),
      ),
    );
  }
  return and(...filters);
}

/**
 * GET /api/admin/maintenance/bills: the villas' dues bills by status — receipts to verify first come first served,
 * then by due day — with the owner, the villa, the receipt and its transfer's details.
 */
export async function listDuesBills(
  db: Db,
  query: MaintenanceBillsQuery,
  now = new Date(),
): Promise<MaintenanceBillList> {
  const today = clubToday(now);
  const where = billConditions(query, today);
  const from = () =>
    db
      .select({
        bill: maintenanceBills,
        villa: { id: properties.id, name: properties.name, villa_number: properties.villaNumber },
        member: { id: owner.id, name: owner.name, email: owner.email },
      })
      .from(maintenanceBills)
      .innerJoin(owner, eq(owner.id, maintenanceBills.userId))
      .innerJoin(properties, eq(properties.id, maintenanceBills.propertyId));
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(maintenanceBills)
      .innerJoin(owner, eq(owner.id, maintenanceBills.userId))
      .innerJoin(properties, eq(properties.id, maintenanceBills.propertyId))
      .where(where),
    from()
      .where(where)
      .orderBy(
        desc(sql`${maintenanceBills.status} = 'under-review'`),
        asc(maintenanceBills.submittedAt),
        asc(maintenanceBills.dueOn),
        asc(maintenanceBills.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return {
    items: rows.map(({ bill, villa, member }) => ({
      ...duesBillOf(bill, villa, today),
      member,
      paid_via: bill.paidVia,
      receipt_url: bill.receiptFileId ? fileUrl(bill.receiptFileId) : null,
      utr: bill.utr,
      paid_on: bill.paidOn,
      submitted_at: bill.submittedAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}
