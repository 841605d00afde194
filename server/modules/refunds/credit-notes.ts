import { and, desc, eq, sql } from "drizzle-orm";
import type { InvoiceParticulars } from "../../../common/gst.ts";
import { creditedParticulars, invoiceParticularsOf } from "../tax/particulars.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../../common/language.ts";
import { clubMonth } from "../../../common/club-time.ts";
import { isUuid } from "../../../common/ids.ts";
import { refundMessages as m } from "../../../common/refunds.ts";
import type { Db, Tx } from "../../db/open.ts";
import { creditNoteCounters, creditNotes } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { documentLanguage } from "../../platform/pdf-text.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { memberLanguage } from "../auth/member-language.ts";
import type { CreditNoteData } from "../verification/credit-note-pdf.ts";
import { sealedInvoice, type InvoiceSealDeps } from "../verification/invoices.ts";

/**
 * Credit notes: the club's documents that cancel an invoice it issued, once: in full, or the part a stay's
 * cancellation refunds under the club's cancellation terms (its taxable value and tax in proportion; decision 052). A credit note is issued in
 * the transaction of the change that causes it (a plan cancelled with verified instalments, a stay paid online and
 * cancelled), numbered VWC-CN-<year>-<n> by the database without gaps in a year, and keeps what it shows as it was
 * issued, the member's language with it (decision 047). Its PDF is drawn and sealed once, like an invoice — when the first mail carrying it is sent (a durable job),
 * or on its first download — stored, and registered for /verify (sealed_documents kind "credit-note").
 */

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** The invoice a credit note cancels: which of the club's invoices, its number and when it was issued. */
export interface CreditedInvoice {
  kind: "step" | "membership" | "stay" | "programme";
  number: string;
  issuedAt: Date;
  paymentStepId?: string | null;
  bookingId?: string | null;
  membershipId?: string | null;
  programmeRegistrationId?: string | null;
}

export interface CreditNoteInput {
  /** The member billed; null for a visitor's programme registration (the invoice names its booker). */
  userId: string | null;
  /** A visitor's language (a member's is read from their account). */
  language?: Language;
  invoice: CreditedInvoice;
  billedTo: { name: string; email: string };
  lines: { description: string; amount: number }[];
  reason: string;
  /** Who made the change (null: the system). */
  actor: AuditActor | null;
}

/** A credit note's number: VWC-CN-<year>-<n>. */
export const creditNoteNumber = (year: number, serial: number) => `VWC-CN-${year}-${serial}`;

/**
 * The next serial of a club year's credit notes, taken in `tx`: the year's counter row is written (made at 1, else
 * raised by one) and stays locked until `tx` ends, so two issuers take 1 and 2, never the same, and a rollback gives
 * the number back: the numbers of a year run without a gap.
 */
async function nextSerial(tx: Tx, year: number): Promise<number> {
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: creditNoteCounters.year, set: { last: sql`${creditNoteCounters.last} + 1` } })
    .returning({ last: creditNoteCounters.last });
  return counter.last;
}

/**
 * Issues the credit note of an invoice in the caller's transaction (numbered, stored, audited) and answers it; an
 * invoice already credited answers its credit note (an invoice is credited once, in full: the database's unique key).
 */
export async function issueCreditNote(tx: Tx, input: CreditNoteInput, now = new Date()): Promise<CreditNoteRow> {
  const [known] = await tx.select().from(creditNotes).where(eq(creditNotes.invoiceNumber, input.invoice.number));
  if (known) return known;
  const amount = input.lines.reduce((sum, line) => sum + line.amount, 0);
  // the member's language as it is issued: the credit note is drawn in it, whatever they choose later (decision 047)
  const language = input.userId ? await memberLanguage(tx, input.userId) : (input.language ?? DEFAULT_LANGUAGE);
  const year = clubMonth(now).year;
  const serial = await nextSerial(tx, year);
  const [row] = await tx
    .insert(creditNotes)
    .values({
      number: creditNoteNumber(year, serial),
      year,
      serial,
      userId: input.userId,
      invoiceNumber: input.invoice.number,
      invoiceIssuedAt: input.invoice.issuedAt,
      invoiceKind: input.invoice.kind,
      paymentStepId: input.invoice.paymentStepId ?? null,
      bookingId: input.invoice.bookingId ?? null,
      membershipId: input.invoice.membershipId ?? null,
      programmeRegistrationId: input.invoice.programmeRegistrationId ?? null,
      billedTo: { name: input.billedTo.name, email: input.billedTo.email, language },
      lines: input.lines,
      amount,
      reason: input.reason,
      issuedAt: now,
      issuedBy: input.actor?.id ?? null,
    })
    .returning();
  await recordAudit(tx, {
    actor: input.actor,
    action: "credit-note.issued",
    memberId: input.userId,
    subjectId: row.id,
    detail: { number: row.number, invoiceNumber: row.invoiceNumber, amount, reason: input.reason },
  });
  return row;
}

/**
 * What a credit note's PDF is drawn from: the row as it was issued, and the tax particulars of the invoice it credits
 * (taken when that invoice was issued; null for an invoice issued before invoices kept them).
 */
export const creditNoteData = (row: CreditNoteRow, particulars: InvoiceParticulars | null): CreditNoteData => ({
  // a credit note of part of its invoice (a cancellation's refund under the terms) quotes that part of the particulars
  number: row.number,
  issuedAt: row.issuedAt,
  invoice: { number: row.invoiceNumber, issuedAt: row.invoiceIssuedAt },
  billedTo: { name: row.billedTo.name, email: row.billedTo.email },
  lines: row.lines,
  amount: row.amount,
  reason: row.reason,
  particulars: particulars ? creditedParticulars(particulars, row.amount * 100) : null,
  language: documentLanguage(row.billedTo.language),
});

/**
 * A credit note's PDF as the club issues it: its verification link on every page, sealed once and stored. One that
 * credits part of its invoice (a programme registration after a cancelled session's share was refunded) quotes the
 * invoice's particulars for that part.
 */
export const sealedCreditNote = async (deps: InvoiceSealDeps, row: CreditNoteRow) => {
  const particulars = await invoiceParticularsOf(deps.db, row.invoiceNumber);
  return sealedInvoice(
    deps,
    { number: row.number, issuedAt: row.issuedAt, document: "credit-note" },
    { kind: "credit-note", data: creditNoteData(row, particulars) },
  );
};

/** The file name a credit note is sent and downloaded under. */
export const creditNoteFileName = (number: string) => `credit-note-${number}.pdf`;

/** A credit note's PDF by its id (for the office and the mails); 404 when there is none. `userId`: the member's own only. */
export async function creditNotePdf(
  deps: InvoiceSealDeps,
  id: string,
  userId?: string,
): Promise<{ number: string; name: string; bytes: Buffer }> {
  const [row] = isUuid(id)
    ? await deps.db
        .select()
        .from(creditNotes)
        .where(and(eq(creditNotes.id, id), userId ? eq(creditNotes.userId, userId) : undefined))
    : [];
  if (!row) throw new AppError(404, m.creditNoteNotFound);
  return { number: row.number, name: creditNoteFileName(row.number), bytes: await sealedCreditNote(deps, row) };
}

/** The credit note a sealed document's reference names (for /verify), or null. */
export async function creditNoteByNumber(db: Db, number: string): Promise<CreditNoteRow | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.number, number));
  return row ?? null;
}

/** A member's credit notes, newest first (the portal's documents). */
export async function memberCreditNotes(db: Db, userId: string) {
  return db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      invoiceNumber: creditNotes.invoiceNumber,
      amount: creditNotes.amount,
      issuedAt: creditNotes.issuedAt,
    })
    .from(creditNotes)
    .where(eq(creditNotes.userId, userId))
    .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.serial));
}

/** The member's own credit note's address (GET /api/credit-notes/{id}). */
export const memberCreditNoteUrl = (id: string) => `/api/credit-notes/${id}`;
/** A credit note's address for the office (GET /api/admin/credit-notes/{id}). */
export const officeCreditNoteUrl = (id: string) => `/api/admin/credit-notes/${id}`;
