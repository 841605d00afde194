import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { clubDay, clubToday, writtenDay } from "../../../common/club-time.ts";
import { isUuid } from "../../../common/ids.ts";
import { formatRupees } from "../../../common/money.ts";
import {
  refundLeft,
  refundMessages as m,
  type DuplicatePaymentInput,
  type RecordRefundInput,
  type RefundItem,
  type RefundKind,
  type RefundList,
  type RefundQuery,
} from "../../../common/refunds.ts";
import type { Db, Tx } from "../../db/open.ts";
import { escapeLike } from "../../db/like.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
import { csvAmount, csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import {
  bookings,
  creditNotes,
  paymentSteps,
  programmeRegistrations,
  properties,
  refundPayments,
  refunds,
  users,
} from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import { LAYOUT_TEXT, mailLanguage } from "../../platform/mail-text.ts";
import { REFUND_MAIL_TEXT } from "./mail-text.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { stepInvoiceIssuedAt } from "../payments/invoice-pdf.ts";
import type { InvoiceSealDeps } from "../verification/invoices.ts";
import { creditNotePdf, issueCreditNote, officeCreditNoteUrl, type CreditNoteRow } from "./credit-notes.ts";

/**
 * Money the club owes back (common/refunds.ts names the kinds): a row is written in the transaction of the change that
 * owes it — a plan cancelled with verified instalments, a stay paid online and cancelled, an online payment the club
 * could not apply, a duplicate payment accounts found — with the credit note of the invoice it cancels, if the money
 * was invoiced. A payment made online goes back through Razorpay (after the commit, retried by the upkeep timer, one
 * refund per payment whatever the retries); any other is paid by the club's bank and recorded by accounts at
 * /admin/refunds, in one or several payments, never more than owed. Each payment is audited and the member e-mailed,
 * with the credit note.
 */

/** Razorpay's refunds (the platform's gateway), when online payment is configured. */
export interface RazorpayRefunds {
  refund(
    paymentId: string,
    options: { amount: number; idempotencyKey: string; notes?: Record<string, string> },
  ): Promise<{ id: string }>;
}

export interface RefundsDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  logError: (message: string, error: unknown) => void;
  /** Razorpay's refunds; null or absent: online payment is not configured (online refunds wait). */
  refunds?: RazorpayRefunds | null;
}

export type RefundRow = typeof refunds.$inferSelect;

/** What is owed, as the change that owes it says it. */
export interface OweInput {
  kind: RefundKind;
  /** The member owed; null for a visitor's programme registration (then `programmeRegistrationId` names the payee). */
  userId: string | null;
  what: string;
  amount: number;
  /** The online payment it came by (refunded through Razorpay); none: paid back by the bank. */
  razorpayPaymentId?: string | null;
  creditNoteId?: string | null;
  planId?: string | null;
  paymentStepId?: string | null;
  bookingId?: string | null;
  membershipId?: string | null;
  programmeRegistrationId?: string | null;
  programmeSessionId?: string | null;
  receivedOn?: string | null;
  paymentReference?: string | null;
  actor: AuditActor | null;
}

/** Writes what the club owes back in the caller's transaction, with its audit row. */
export async function oweRefund(tx: Tx, input: OweInput): Promise<RefundRow> {
  const method = input.razorpayPaymentId ? "razorpay" : "bank";
  const [row] = await tx
    .insert(refunds)
    .values({
      kind: input.kind,
      userId: input.userId,
      what: input.what,
      amountOwed: input.amount,
      method,
      razorpayPaymentId: input.razorpayPaymentId ?? null,
      creditNoteId: input.creditNoteId ?? null,
      planId: input.planId ?? null,
      paymentStepId: input.paymentStepId ?? null,
      bookingId: input.bookingId ?? null,
      membershipId: input.membershipId ?? null,
      programmeRegistrationId: input.programmeRegistrationId ?? null,
      programmeSessionId: input.programmeSessionId ?? null,
      receivedOn: input.receivedOn ?? null,
      paymentReference: input.paymentReference ?? null,
      createdBy: input.actor?.id ?? null,
    })
    .returning();
  await recordAudit(tx, {
    actor: input.actor,
    action: "refund.owed",
    memberId: input.userId,
    subjectId: row.id,
    detail: {
      kind: row.kind,
      what: row.what,
      amount: row.amountOwed,
      method,
      ...(input.razorpayPaymentId ? { paymentId: input.razorpayPaymentId } : {}),
      ...(input.receivedOn ? { receivedOn: input.receivedOn, paymentReference: input.paymentReference } : {}),
    },
  });
  return row;
}

/** A plan's villa as the mails and documents name it: "Aranya (Villa 12)". */
const villaName = (villa: { name: string; villaNumber: string | null }) =>
  villa.villaNumber ? `${villa.name} (Villa ${villa.villaNumber})` : villa.name;

/** What the club owes back for a cancelled plan: a credit note and a refund per verified instalment. */
export interface CreditedPlan {
  credited: { creditNote: CreditNoteRow; refund: RefundRow }[];
  total: number;
}

/**
 * The verified instalments of a plan being cancelled (in the cancellation's transaction): each one's invoice is
 * credited (a credit note naming it) and its amount owed back — through Razorpay when it was paid online, else by the
 * bank. A plan without a verified instalment owes nothing.
 */
export async function creditCancelledPlan(
  tx: Tx,
  plan: { id: string; userId: string; propertyId: string; paymentSteps: number },
  actor: AuditActor,
  reason: string,
  now = new Date(),
): Promise<CreditedPlan> {
  const steps = await tx
    .select()
    .from(paymentSteps)
    .where(and(eq(paymentSteps.planId, plan.id), eq(paymentSteps.verification, "verified")))
    .orderBy(asc(paymentSteps.step));
  const invoiced = steps.filter((step) => step.invoiceNumber);
  if (invoiced.length === 0) return { credited: [], total: 0 };
  const [[member], [villa]] = await Promise.all([
    tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, plan.userId)),
    tx
      .select({ name: properties.name, villaNumber: properties.villaNumber })
      .from(properties)
      .where(eq(properties.id, plan.propertyId)),
  ]);
  const credited: CreditedPlan["credited"] = [];
  for (const step of invoiced) {
    const what = `Step ${step.step} of ${plan.paymentSteps} (${step.stepName}) of the contribution to ${villaName(villa)}`;
    const creditNote = await issueCreditNote(
      tx,
      {
        userId: plan.userId,
        invoice: {
          kind: "step",
          number: step.invoiceNumber!,
          issuedAt: stepInvoiceIssuedAt(step),
          paymentStepId: step.id,
        },
        billedTo: member,
        lines: [{ description: what, amount: step.amount }],
        reason: `Payment plan cancelled: ${reason}`,
        actor,
      },
      now,
    );
    const refund = await oweRefund(tx, {
      kind: "plan-cancelled",
      userId: plan.userId,
      what,
      amount: step.amount,
      razorpayPaymentId: step.razorpayPaymentId,
      creditNoteId: creditNote.id,
      planId: plan.id,
      paymentStepId: step.id,
      actor,
    });
    credited.push({ creditNote, refund });
  }
  return { credited, total: credited.reduce((sum, c) => sum + c.refund.amountOwed, 0) };
}

/**
 * A stay cancelled (by its member or the desk), in the cancellation's transaction: what the cancellation terms give
 * back of what was paid (`refund`, worked out by the caller on the day it is made; decision 052). Paid online: the
 * invoice is credited for that part (a credit note of part of the invoice, its taxable value and tax in proportion)
 * and the part owed back through Razorpay (a partial refund). An advance received at the property: the part owed back
 * through the refunds queue (no invoice was issued for it, so no credit note). Nothing when nothing is refunded.
 */
export async function creditCancelledStay(
  tx: Tx,
  booking: typeof bookings.$inferSelect,
  actor: AuditActor,
  reason: string,
  refund: { refund: number; paid: number },
  now = new Date(),
): Promise<{ creditNote: CreditNoteRow | null; refund: RefundRow } | null> {
  if (!booking.userId || refund.refund <= 0) return null;
  const online = booking.razorpayPaymentId !== null && booking.total > 0;
  if (!online && booking.advancePaid <= 0) return null;
  const amount = Math.min(refund.refund, online ? booking.total : booking.advancePaid);
  const [[member], [villa]] = await Promise.all([
    tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, booking.userId)),
    tx.select({ name: properties.name }).from(properties).where(eq(properties.id, booking.propertyId)),
  ]);
  const what = `Stay ${booking.reference} at ${villa?.name ?? "the villa"}, ${writtenDay(booking.checkIn)} to ${writtenDay(booking.checkOut)}`;
  const creditNote =
    online && booking.invoiceNumber && booking.paidAt
      ? await issueCreditNote(
          tx,
          {
            userId: booking.userId,
            invoice: { kind: "stay", number: booking.invoiceNumber, issuedAt: booking.paidAt, bookingId: booking.id },
            billedTo: member,
            lines: [{ description: what, amount }],
            reason,
            actor,
          },
          now,
        )
      : null;
  const owed = await oweRefund(tx, {
    kind: creditNote || !online ? "stay-cancelled" : "unapplied",
    userId: booking.userId,
    what: amount < refund.paid ? `${what} (${formatRupees(amount)} of ${formatRupees(refund.paid)} paid)` : what,
    amount,
    razorpayPaymentId: online ? booking.razorpayPaymentId : null,
    creditNoteId: creditNote?.id ?? null,
    bookingId: booking.id,
    actor,
  });
  return { creditNote, refund: owed };
}

// ---- the accounts' list

const recorder = alias(users, "recorder");

/** Who is paid back: the member's account, else (a visitor's programme place) the registration's booker. */
const payeeName = sql<string>`coalesce(${users.name}, ${programmeRegistrations.bookerName}, '')`;
const payeeEmail = sql<string>`coalesce(${users.email}, ${programmeRegistrations.bookerEmail}, '')`;

function refundConditions(query: Pick<RefundQuery, "status" | "q">): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(refunds.status, query.status)];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(payeeName, like), ilike(payeeEmail, like), ilike(refunds.what, like)));
  }
  return and(...filters);
}

/** Owed: the longest owed at the top; refunded: the latest first. */
const refundOrder = (status: RefundQuery["status"]) =>
  keyset(
    ...(status === "owed"
      ? [{ by: refunds.createdAt }]
      : [
          { by: sql`coalesce(${refunds.paidOn}, '')`, type: "text", desc: true },
          { by: refunds.createdAt, desc: true },
        ]),
    // the refunds one change owes (a plan's instalments) in the order they are named
    { by: refunds.what },
    { by: refunds.id },
  );

function refundRows(db: Db, cursor: SQL<string[]>) {
  return db
    .select({
      refund: refunds,
      memberId: users.id,
      payeeName,
      payeeEmail,
      recordedBy: recorder.name,
      creditNote: {
        id: creditNotes.id,
        number: creditNotes.number,
        invoiceNumber: creditNotes.invoiceNumber,
        amount: creditNotes.amount,
        issuedAt: creditNotes.issuedAt,
      },
      cursor,
    })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.userId))
    .leftJoin(programmeRegistrations, eq(programmeRegistrations.id, refunds.programmeRegistrationId))
    .leftJoin(recorder, eq(recorder.id, refunds.recordedBy))
    .leftJoin(creditNotes, eq(creditNotes.id, refunds.creditNoteId))
    .$dynamic();
}

/** The refunds of these rows as the list answers them, each with its payments (one query for them all). */
async function refundItems(
  db: Db,
  rows: Awaited<ReturnType<ReturnType<typeof refundRows>["execute"]>>,
): Promise<RefundItem[]> {
  const ids = rows.map((row) => row.refund.id);
  const payments = ids.length
    ? await db
        .select({ payment: refundPayments, recordedBy: recorder.name })
        .from(refundPayments)
        .leftJoin(recorder, eq(recorder.id, refundPayments.recordedBy))
        .where(inArray(refundPayments.refundId, ids))
        .orderBy(asc(refundPayments.recordedAt), asc(refundPayments.id))
    : [];
  return rows.map(({ refund, memberId, payeeName: name, payeeEmail: email, recordedBy, creditNote }): RefundItem => ({
    id: refund.id,
    kind: refund.kind,
    member: { id: memberId, name, email },
    what: refund.what,
    amount_owed: refund.amountOwed,
    amount_refunded: refund.amountRefunded,
    status: refund.status,
    method: refund.method,
    paid_on: refund.paidOn,
    reference: refund.reference,
    recorded_by: refund.paidOn ? (recordedBy ?? (refund.method === "razorpay" ? "Razorpay" : null)) : null,
    owed_since: refund.createdAt.toISOString(),
    credit_note: creditNote?.id
      ? {
          id: creditNote.id,
          number: creditNote.number,
          invoice_number: creditNote.invoiceNumber,
          amount: creditNote.amount,
          issued_at: creditNote.issuedAt.toISOString(),
          url: officeCreditNoteUrl(creditNote.id),
        }
      : null,
    payments: payments
      .filter(({ payment }) => payment.refundId === refund.id)
      .map(({ payment, recordedBy: by }) => ({
        amount: payment.amount,
        paid_on: payment.paidOn,
        reference: payment.reference,
        via: payment.via,
        recorded_by: by ?? (payment.via === "razorpay" ? "Razorpay" : null),
        recorded_at: payment.recordedAt.toISOString(),
      })),
  }));
}

/** GET /api/admin/refunds: owed (oldest first: the longest owed at the top) or refunded (the latest first). */
export async function listRefunds(db: Db, query: RefundQuery): Promise<RefundList> {
  const where = refundConditions(query);
  const order = refundOrder(query.status);
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(refunds)
      .leftJoin(users, eq(users.id, refunds.userId))
      .leftJoin(programmeRegistrations, eq(programmeRegistrations.id, refunds.programmeRegistrationId))
      .where(where),
    refundRows(db, order.cursor)
      .where(where)
      .orderBy(...order.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return {
    items: await refundItems(db, rows),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

const REFUND_CSV_COLUMNS: CsvColumn<RefundItem>[] = [
  { header: "Refund id", value: (r) => r.id },
  { header: "Kind", value: (r) => r.kind },
  { header: "Member id", value: (r) => r.member.id ?? "" },
  { header: "Member", value: (r) => r.member.name },
  { header: "E-mail", value: (r) => r.member.email },
  { header: "For", value: (r) => r.what },
  { header: "Owed (INR)", value: (r) => csvAmount(r.amount_owed) },
  { header: "Refunded (INR)", value: (r) => csvAmount(r.amount_refunded) },
  { header: "Status", value: (r) => r.status },
  { header: "Method", value: (r) => r.method },
  { header: "Owed since (IST)", value: (r) => csvMoment(r.owed_since) },
  { header: "Last paid on", value: (r) => r.paid_on },
  { header: "Reference", value: (r) => r.reference },
  { header: "Recorded by", value: (r) => r.recorded_by },
  { header: "Credit note", value: (r) => r.credit_note?.number },
  { header: "Invoice credited", value: (r) => r.credit_note?.invoice_number },
  { header: "Credit note amount (INR)", value: (r) => csvAmount(r.credit_note?.amount) },
];

/** GET /api/admin/refunds.csv: every refund of the status and search, in the list's order. */
export function refundsCsv(db: Db, query: Pick<RefundQuery, "status" | "q">): CsvDownload {
  const where = refundConditions(query);
  const order = refundOrder(query.status);
  return csvDownload(
    "refunds",
    REFUND_CSV_COLUMNS,
    keysetBatches(
      order,
      (after, limit) =>
        refundRows(db, order.cursor)
          .where(and(where, after))
          .orderBy(...order.orderBy)
          .limit(limit),
      (rows) => refundItems(db, rows),
    ),
  );
}

// ---- a refund paid

/** The member's mail of a refund paid (by the bank or through Razorpay), with the credit note it goes with. */
async function queueRefundMail(
  deps: Pick<RefundsDeps, "mail" | "publicUrl">,
  tx: Tx,
  refund: RefundRow,
  paid: { amount: number; paidOn: string; reference: string; via: "bank" | "razorpay"; left: number },
) {
  // the member, or (a visitor's programme place) the registration's booker in the language they booked in
  const [member] = refund.userId
    ? await tx
        .select({ name: users.name, email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, refund.userId))
    : refund.programmeRegistrationId
      ? await tx
          .select({
            name: programmeRegistrations.bookerName,
            email: programmeRegistrations.bookerEmail,
            language: programmeRegistrations.language,
          })
          .from(programmeRegistrations)
          .where(eq(programmeRegistrations.id, refund.programmeRegistrationId))
      : [];
  if (!member) return;
  const language = mailLanguage(member.language);
  const [creditNote] = refund.creditNoteId
    ? await tx
        .select({ number: creditNotes.number, invoiceNumber: creditNotes.invoiceNumber })
        .from(creditNotes)
        .where(eq(creditNotes.id, refund.creditNoteId))
    : [];
  const words = REFUND_MAIL_TEXT[language].paid;
  await deps.mail.send(
    tx,
    noticeMail({
      to: member.email,
      name: member.name,
      language,
      subject: words.subject(paid.amount),
      paragraphs: [
        words.lead({ ...paid, what: refund.what }),
        words.left({ left: paid.left, owed: refund.amountOwed }),
        ...(creditNote ? [words.creditNote(creditNote)] : []),
      ],
      // a visitor has no portal to open
      link: refund.userId
        ? {
            label: LAYOUT_TEXT[language].openPortal,
            url: new URL("/dashboard?tab=documents", deps.publicUrl).toString(),
          }
        : undefined,
      publicUrl: deps.publicUrl,
      summary: `refund ${formatRupees(paid.amount)}${creditNote ? `, credit note ${creditNote.number}` : ""}`,
      attachments: refund.creditNoteId ? [{ creditNote: { id: refund.creditNoteId } }] : undefined,
    }),
  );
}

/**
 * POST /api/admin/refunds/{id}/record: accounts record a refund paid by the club's bank — the day (not in the future,
 * not before it was owed), the amount (at most what is still owed; a refund may be paid in parts) and the bank's
 * reference. The refund is refunded once paid in full. Audited, and the member e-mailed with the credit note, in the
 * same transaction. A payment made online is refunded through Razorpay, never recorded here (409).
 */
export async function recordRefund(
  deps: Pick<RefundsDeps, "db" | "mail" | "publicUrl">,
  actor: AuditActor,
  id: string,
  input: RecordRefundInput,
  now = new Date(),
) {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for("update");
    if (!row) throw new AppError(404, m.notFound);
    if (row.status === "refunded") throw new AppError(409, m.alreadyRefunded);
    if (row.method === "razorpay") throw new AppError(409, m.throughRazorpay);
    if (input.paid_on > clubToday(now)) throw new AppError(400, m.paidOnFuture);
    const owedFrom = clubDay(row.createdAt);
    if (input.paid_on < owedFrom) throw new AppError(400, m.paidBeforeOwed(writtenDay(owedFrom)));
    const left = refundLeft({ amount_owed: row.amountOwed, amount_refunded: row.amountRefunded });
    if (input.amount > left) throw new AppError(409, m.moreThanOwed(formatRupees(left)));
    const refunded = row.amountRefunded + input.amount;
    const status: RefundRow["status"] = refunded === row.amountOwed ? "refunded" : "owed";
    const [updated] = await tx
      .update(refunds)
      .set({
        amountRefunded: refunded,
        status,
        paidOn: input.paid_on,
        reference: input.reference,
        recordedBy: actor.id,
      })
      .where(eq(refunds.id, id))
      .returning();
    await tx.insert(refundPayments).values({
      refundId: id,
      amount: input.amount,
      paidOn: input.paid_on,
      reference: input.reference,
      via: "bank",
      recordedBy: actor.id,
      recordedAt: now,
    });
    await recordAudit(tx, {
      actor,
      action: "refund.paid",
      memberId: row.userId,
      subjectId: id,
      detail: {
        via: "bank",
        amount: input.amount,
        paidOn: input.paid_on,
        reference: input.reference,
        before: { amountRefunded: row.amountRefunded, status: row.status },
        after: { amountRefunded: refunded, status },
      },
    });
    await queueRefundMail(deps, tx, updated, {
      amount: input.amount,
      paidOn: input.paid_on,
      reference: input.reference,
      via: "bank",
      left: row.amountOwed - refunded,
    });
    return { amount: input.amount, left: row.amountOwed - refunded, status };
  });
}

/**
 * POST /api/admin/refunds: accounts record a payment the club received twice (or for nothing it can apply) as owed to
 * the member whose account has the e-mail given: what it was for, the amount, the day received (not in the future)
 * and its bank reference. Audited; paid back like any refund owed.
 */
export async function recordDuplicatePayment(
  deps: Pick<RefundsDeps, "db">,
  actor: AuditActor,
  input: DuplicatePaymentInput,
  now = new Date(),
) {
  if (input.received_on > clubToday(now)) throw new AppError(400, m.receivedOnFuture);
  return deps.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.member_email}`)
      .limit(1);
    if (!member) throw new AppError(400, m.memberNotFound);
    const row = await oweRefund(tx, {
      kind: "duplicate",
      userId: member.id,
      what: input.what,
      amount: input.amount,
      receivedOn: input.received_on,
      paymentReference: input.payment_reference,
      actor,
    });
    return { id: row.id };
  });
}

// ---- through Razorpay

/** The idempotency key of a refund through Razorpay: a stay's own (as stays were always refunded), else the refund's. */
const idempotencyKey = (row: RefundRow) => (row.bookingId ? `stay-refund-${row.bookingId}` : `refund-${row.id}`);

/**
 * Gives back a payment made online: Razorpay's refund API for what is still owed, with an idempotency key of the
 * payment's, so a retry never refunds twice; then, in one transaction, the refund is refunded (Razorpay's refund id as
 * its reference), a stay's row says so, the payment is audited and the member e-mailed with the credit note. Called
 * after the change that owes it commits, and by the upkeep timer for any that failed; a failure is logged.
 */
export async function refundOnline(deps: RefundsDeps, refundId: string, now = new Date()): Promise<void> {
  const [row] = await deps.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!row || row.method !== "razorpay" || row.status !== "owed" || !row.razorpayPaymentId) return;
  if (!deps.refunds) {
    deps.logError(`refund ${row.id}: an online payment to refund, but Razorpay is not configured`, null);
    return;
  }
  const left = row.amountOwed - row.amountRefunded;
  try {
    const refund = await deps.refunds.refund(row.razorpayPaymentId, {
      amount: left * 100,
      idempotencyKey: idempotencyKey(row),
      notes: { refund: row.id },
    });
    await deps.db.transaction(async (tx) => {
      const paidOn = clubToday(now);
      const [updated] = await tx
        .update(refunds)
        .set({ amountRefunded: row.amountOwed, status: "refunded", paidOn, reference: refund.id, recordedBy: null })
        .where(and(eq(refunds.id, row.id), eq(refunds.status, "owed")))
        .returning();
      if (!updated) return;
      await tx.insert(refundPayments).values({
        refundId: row.id,
        amount: left,
        paidOn,
        reference: refund.id,
        via: "razorpay",
        recordedAt: now,
      });
      if (row.bookingId) {
        await tx
          .update(bookings)
          .set({ refundId: refund.id, refundedAt: now })
          .where(and(eq(bookings.id, row.bookingId), sql`${bookings.refundId} is null`));
      }
      await recordAudit(tx, {
        actor: null,
        action: "refund.paid",
        memberId: row.userId,
        subjectId: row.id,
        detail: {
          via: "razorpay",
          amount: left,
          paymentId: row.razorpayPaymentId,
          refund: refund.id,
          before: { amountRefunded: row.amountRefunded, status: "owed" },
          after: { amountRefunded: row.amountOwed, status: "refunded" },
        },
      });
      await queueRefundMail(deps, tx, updated, {
        amount: left,
        paidOn,
        reference: refund.id,
        via: "razorpay",
        left: 0,
      });
    });
  } catch (error) {
    deps.logError(`refund ${row.id}: Razorpay's refund failed (retried by the upkeep timer)`, error);
  }
}

/** The refunds through Razorpay still owed (their first try failed): tried again, 50 at a time. */
export async function retryOnlineRefunds(deps: RefundsDeps): Promise<number> {
  const owed = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.method, "razorpay"), eq(refunds.status, "owed")))
    .orderBy(asc(refunds.createdAt))
    .limit(50);
  for (const { id } of owed) await refundOnline(deps, id);
  return owed.length;
}

/** The refunds through Razorpay owed for a stay (its cancellation or a payment that could not keep it), tried now. */
export async function refundStayPayment(deps: RefundsDeps, bookingId: string): Promise<void> {
  const [row] = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.method, "razorpay"), eq(refunds.status, "owed")));
  if (row) await refundOnline(deps, row.id);
}

/** Money owed back, at /admin/refunds: listed, recorded as paid, a duplicate payment recorded; credit notes' PDFs. */
export function createRefundsService(deps: RefundsDeps & InvoiceSealDeps) {
  type Actor = AuditActor;
  return {
    list: withDeps(deps.db, listRefunds),
    csv: withDeps(deps.db, refundsCsv),
    record: (actor: Actor, id: string, input: RecordRefundInput) => recordRefund(deps, actor, id, input),
    recordDuplicate: (actor: Actor, input: DuplicatePaymentInput) => recordDuplicatePayment(deps, actor, input),
    /** A credit note's PDF for the office (any member's). */
    creditNotePdf: (id: string) => creditNotePdf(deps, id),
    /** The member's own credit note's PDF (another's: 404). */
    memberCreditNotePdf: (userId: string, id: string) => creditNotePdf(deps, id, userId),
    refundOnline: withDeps(deps, refundOnline),
    retryOnline: withDeps(deps, retryOnlineRefunds),
  };
}
