import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { clubMonth } from "../../../common/club-time.ts";
import { invoiceNumberSeq } from "../../db/schema.ts";

/**
 * The club's invoice number, for the UPDATE that issues an invoice (an instalment verified, a Full Membership year
 * paid, a stay paid online): the number the row already has, else the next VWC-INV-<year>-<n> — the year the club's
 * at `now`, n from the club's one sequence of invoices — so an invoice is numbered once, whatever issued it.
 */
export const invoiceNumber = (column: AnyPgColumn, now: Date) =>
  sql<string>`coalesce(${column}, ${`VWC-INV-${clubMonth(now).year}-`} || nextval(${invoiceNumberSeq.seqName!}::regclass))`;
