import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { invoiceNumber } from "../payments/invoice-number.ts";
import { clubToday, writtenDay } from "../../../common/club-time.ts";
import { isUuid } from "../../../common/ids.ts";
import {
  FULL_MEMBERSHIP_FREE_NIGHTS,
  FULL_MEMBERSHIP_PRICE,
  FULL_MEMBERSHIP_YEARS,
  MEMBERSHIP_CHECKOUT_PATH,
  MEMBERSHIP_QUEUE_STATUSES,
  addClubDays,
  addYears,
  membershipMessages as m,
  type MembershipAnswer,
  type MembershipQueue,
  type MembershipQueueItem,
  type MembershipQueueQuery,
} from "../../../common/membership.ts";
import { formatRupees } from "../../../common/money.ts";
import type { Db, Tx } from "../../db/open.ts";
import {
  bankStatementLines,
  bankStatementMatches,
  bankStatements,
  membershipNumberSeq,
  memberships,
  storedFiles,
  users,
} from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { AppError } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import { LAYOUT_TEXT } from "../../platform/mail-text.ts";
import { memberLanguage } from "../auth/member-language.ts";
import { MEMBERSHIP_MAIL_TEXT } from "./mail-text.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import type { Sealer } from "../../platform/seal.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { fileUrl, ownedFileByUrl } from "../files/service.ts";
import type { OfficeEvent } from "../office-notify/service.ts";
import { sealedInvoice, type InvoiceMakingDeps, type InvoiceSealDeps } from "../verification/invoices.ts";
import { oweRefund, refundOnline, type RazorpayRefunds } from "../refunds/service.ts";
import type { MembershipInvoiceData } from "./invoice-pdf.ts";
import { escapeLike } from "../../db/like.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
import { csvAmount, csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { includedTaxLine } from "../../../common/gst.ts";
import { invoiceParticularsOf, issueInvoiceParticulars } from "../tax/particulars.ts";
import { normalUtr, type TransferDetails } from "../../../common/payment-instructions.ts";
import { auditedTransfer, checkPaidOn, claimUtr, releaseUtr } from "../payments/transfer-details.ts";

/**
 * Full Membership bought and kept: a member buys a year online (Razorpay,
 * server/modules/payments' online flow calls openOnlinePurchase and activateMembership) or by a bank-transfer receipt
 * that accounts verify in the office. A paid year is active from the day it is paid (a renewal continues the year
 * in force) for one year, numbered VWC-M-<year>-<n>, with an invoice and a welcome e-mail. Reminders go 30 and 7
 * days before a year ends. The year's free nights are kept by ledger.ts.
 */
export interface MembershipDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  logError: (message: string, error: unknown) => void;
  /** The club's seal: a year's invoice is sealed once and stored (decision 027). */
  sealer: Sealer;
  storage: InvoiceSealDeps["storage"];
  makeInvoice: InvoiceSealDeps["makeInvoice"];
  /** Tells accounts that a receipt waits for them (in its transaction). */
  notify?: (tx: Tx, event: OfficeEvent) => Promise<void>;
  /** Razorpay's refunds: a second online payment of a year already paid goes back through it. */
  refunds?: RazorpayRefunds | null;
}

type MembershipRow = typeof memberships.$inferSelect;

/** The last day a year covers (its validUntil is the first day it no longer does). */
const lastDayOf = (validUntil: string) => addClubDays(validUntil, -1);

export const membershipInvoicePath = "/api/membership/invoice";

/** GET /api/membership: the member's Full Membership on `today` (a club day). */
export async function membershipOf(db: Db | Tx, userId: string, today = clubToday()): Promise<MembershipAnswer> {
  const rows = await db
    .select()
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.createdAt));
  const paid = rows
    .filter((r) => r.status === "active" && r.startsOn && r.validUntil)
    .sort((a, b) => a.startsOn!.localeCompare(b.startsOn!));
  const current = paid.find((r) => r.startsOn! <= today && today < r.validUntil!);
  const latest = paid.at(-1);
  const open = rows.find((r) => r.status === "awaiting-payment" || r.status === "under-review");
  const lastPaidAt = latest?.paidAt?.getTime() ?? 0;
  const refused = rows.find((r) => r.status === "rejected" && (r.decidedAt?.getTime() ?? 0) > lastPaidAt);
  const pendingRow = open ?? refused;
  const pending = pendingRow
    ? {
        status: pendingRow.status as "awaiting-payment" | "under-review" | "rejected",
        submitted_at: pendingRow.createdAt.toISOString(),
        reason: pendingRow.status === "rejected" ? pendingRow.rejectionReason : null,
      }
    : null;
  if (current) {
    // a renewal continues the year in force: the membership is valid to the end of the last year that follows on
    let end = current.validUntil!;
    for (const next of paid) if (next.startsOn === end) end = next.validUntil!;
    return {
      status: "active",
      membership_id: current.number,
      valid_until: lastDayOf(end),
      free_nights_left: current.freeNights - current.freeNightsUsed,
      free_nights: current.freeNights,
      pending,
      invoice: current.invoiceNumber ? { number: current.invoiceNumber, url: membershipInvoicePath } : null,
    };
  }
  const ended = [...paid].reverse().find((r) => r.validUntil! <= today);
  if (ended && !(open?.status === "under-review")) {
    return {
      status: "expired",
      membership_id: ended.number,
      valid_until: lastDayOf(ended.validUntil!),
      free_nights_left: 0,
      free_nights: 0,
      pending,
      invoice: null,
    };
  }
  return {
    status: open?.status === "under-review" ? "under-review" : "none",
    membership_id: null,
    valid_until: null,
    free_nights_left: 0,
    free_nights: 0,
    pending,
    invoice: null,
  };
}

/** A member with a year already bought after the one in force (renewed) does not buy another yet (409). */
export async function refuseWhenRenewed(tx: Db | Tx, userId: string, today: string) {
  const [renewed] = await tx
    .select({ validUntil: memberships.validUntil })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, "active"), gt(memberships.startsOn, today)))
    .orderBy(desc(memberships.validUntil))
    .limit(1);
  if (renewed?.validUntil) throw new AppError(409, m.alreadyRenewed(writtenDay(lastDayOf(renewed.validUntil))));
}

/** The member's open purchase (an online checkout opened or a receipt under review), locked. */
async function openPurchaseOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.status, ["awaiting-payment", "under-review"])))
    .for("update")
    .limit(1);
  return row;
}

/**
 * Opens (or reuses) the member's online purchase of a year, for the Razorpay order: the amount is the club's price,
 * never the browser's. Without the terms accepted → 400; a receipt under review → 409.
 */
export async function openOnlinePurchase(
  tx: Tx,
  userId: string,
  acceptTerms: boolean,
): Promise<{ membershipId: string; amount: number }> {
  if (!acceptTerms) throw new AppError(400, m.termsRequired);
  const now = new Date();
  await refuseWhenRenewed(tx, userId, clubToday(now));
  const open = await openPurchaseOf(tx, userId);
  if (open?.status === "under-review") throw new AppError(409, m.alreadyUnderReview);
  if (open) {
    const [row] = await tx
      .update(memberships)
      .set({ amount: FULL_MEMBERSHIP_PRICE, paidVia: "razorpay", termsAcceptedAt: now })
      .where(eq(memberships.id, open.id))
      .returning({ id: memberships.id, amount: memberships.amount });
    return { membershipId: row.id, amount: row.amount };
  }
  const [row] = await tx
    .insert(memberships)
    .values({
      userId,
      status: "awaiting-payment",
      amount: FULL_MEMBERSHIP_PRICE,
      paidVia: "razorpay",
      termsAcceptedAt: now,
      freeNights: FULL_MEMBERSHIP_FREE_NIGHTS,
    })
    .returning({ id: memberships.id, amount: memberships.amount });
  return { membershipId: row.id, amount: row.amount };
}

/**
 * POST /api/membership/receipt (and the checkout page's form): the member sends the receipt of a bank transfer
 * with the terms accepted; the purchase is under review until accounts verify it. Accounts are told by e-mail.
 */
export async function submitMembershipReceipt(
  deps: MembershipDeps,
  actor: { userId: string; ip?: string | null },
  input: { receiptUrl: string; acceptTerms: boolean; transfer?: TransferDetails },
  now = new Date(),
): Promise<MembershipAnswer> {
  if (!input.acceptTerms) throw new AppError(400, m.termsRequired);
  const transfer = input.transfer ?? {};
  if (transfer.paidOn) {
    // a member transfers for a year at the earliest on the day they joined the club
    const [member] = await deps.db.select({ joined: users.createdAt }).from(users).where(eq(users.id, actor.userId));
    checkPaidOn(transfer, member.joined, "the day you joined the club", now);
  }
  const receipt = await ownedFileByUrl(deps.db, actor.userId, input.receiptUrl);
  try {
    await deps.db.transaction(async (tx) => {
      await refuseWhenRenewed(tx, actor.userId, clubToday(now));
      const open = await openPurchaseOf(tx, actor.userId);
      if (open?.status === "under-review") throw new AppError(409, m.alreadyUnderReview);
      const values = {
        status: "under-review",
        amount: FULL_MEMBERSHIP_PRICE,
        paidVia: "receipt",
        termsAcceptedAt: now,
        receiptFileId: receipt.id,
        utr: transfer.utr ?? null,
        paidOn: transfer.paidOn ?? null,
      } as const;
      const [row] = open
        ? await tx.update(memberships).set(values).where(eq(memberships.id, open.id)).returning()
        : await tx
            .insert(memberships)
            .values({ ...values, userId: actor.userId, freeNights: FULL_MEMBERSHIP_FREE_NIGHTS, createdAt: now })
            .returning();
      if (transfer.utr) await claimUtr(tx, transfer.utr, { kind: "membership", membershipId: row.id });
      await recordAudit(tx, {
        actor: { id: actor.userId, role: "member", ip: actor.ip ?? null },
        action: "membership.receipt-sent",
        memberId: actor.userId,
        subjectId: row.id,
        detail: {
          amount: row.amount,
          receiptFileId: receipt.id,
          ...auditedTransfer(transfer),
          before: { status: open?.status ?? null },
          after: { status: "under-review" },
        },
      });
      if (deps.notify) {
        const [member] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
        await deps.notify(tx, {
          kind: "membership-receipt",
          memberName: member?.name ?? "A member",
          summary: `Full Membership for a year, ${formatRupees(FULL_MEMBERSHIP_PRICE)}, paid by bank transfer.`,
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, m.alreadyUnderReview);
    throw error;
  }
  return membershipOf(deps.db, actor.userId, clubToday(now));
}

async function invoiceDataOf(db: Db | Tx, row: MembershipRow): Promise<MembershipInvoiceData> {
  const [member] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.userId));
  return {
    invoiceNumber: row.invoiceNumber!,
    number: row.number!,
    amount: row.amount,
    paidAt: row.paidAt ?? row.createdAt,
    paidVia: row.paidVia as "razorpay" | "receipt",
    paymentId: row.razorpayPaymentId,
    startsOn: row.startsOn!,
    validUntil: row.validUntil!,
    member,
    particulars: await invoiceParticularsOf(db, row.invoiceNumber!),
  };
}

/** A year's invoice as the club issues it: issued when paid, its verification link on every page, sealed once and stored. */
const sealedMembershipInvoice = (deps: InvoiceSealDeps, data: MembershipInvoiceData) =>
  sealedInvoice(deps, { number: data.invoiceNumber, issuedAt: data.paidAt }, { kind: "membership", data });

/**
 * Marks a purchase paid: active from today (a club day), or from the day the member's year in force ends (a renewal
 * continues it), for one year; numbered VWC-M-<year>-<n>, its invoice numbered, audited in the caller's
 * transaction, with the welcome e-mail (its invoice rendered and sealed when it is sent) queued in it. An active
 * purchase changes nothing.
 */
export async function activateMembership(
  deps: MembershipDeps,
  tx: Tx,
  membershipId: string,
  payment: { paidVia: "razorpay" | "receipt"; paymentId?: string | null; actor?: AuditActor | null },
  now = new Date(),
): Promise<(() => Promise<void>) | void> {
  if (!isUuid(membershipId)) throw new AppError(404, m.notFound);
  const [row] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for("update");
  if (!row) throw new AppError(404, m.notFound);
  if (row.status === "active") {
    if (payment.paidVia !== "razorpay" || !payment.paymentId || payment.paymentId === row.razorpayPaymentId) return;
    // the year was paid already (a receipt verified, or another online payment): this payment is owed back
    const refund = await oweRefund(tx, {
      kind: "duplicate",
      userId: row.userId,
      what: `Online payment for Full Membership${row.number ? ` ${row.number}` : ""}, which was already paid`,
      amount: row.amount,
      razorpayPaymentId: payment.paymentId,
      membershipId: row.id,
      actor: null,
    });
    return () => refundOnline(deps, refund.id);
  }
  const today = clubToday(now);
  const [inForce] = await tx
    .select({ validUntil: sql<string | null>`max(${memberships.validUntil})` })
    .from(memberships)
    .where(
      and(eq(memberships.userId, row.userId), eq(memberships.status, "active"), gt(memberships.validUntil, today)),
    );
  const startsOn = inForce?.validUntil ?? today;
  const validUntil = addYears(startsOn, FULL_MEMBERSHIP_YEARS);
  const year = today.slice(0, 4);
  const [active] = await tx
    .update(memberships)
    .set({
      status: "active",
      number: sql`coalesce(${memberships.number}, ${`VWC-M-${year}-`} || nextval(${membershipNumberSeq.seqName!}::regclass))`,
      invoiceNumber: invoiceNumber(memberships.invoiceNumber, now),
      startsOn,
      validUntil,
      paidVia: payment.paidVia,
      razorpayPaymentId: payment.paymentId ?? row.razorpayPaymentId,
      paidAt: now,
      decidedBy: payment.actor?.id ?? null,
      decidedAt: payment.actor ? now : null,
      rejectionReason: null,
    })
    .where(eq(memberships.id, membershipId))
    .returning();
  await recordAudit(tx, {
    actor: payment.actor ?? null,
    action: "membership.activated",
    memberId: row.userId,
    subjectId: row.id,
    detail: {
      number: active.number,
      amount: active.amount,
      paidVia: payment.paidVia,
      paymentId: payment.paymentId ?? null,
      invoiceNumber: active.invoiceNumber,
      startsOn,
      validUntil,
      before: { status: row.status },
      after: { status: "active" },
    },
  });
  await issueInvoiceParticulars(tx, {
    number: active.invoiceNumber!,
    invoice: "membership",
    memberId: row.userId,
    supply: "membership",
    lines: (rules, interState) => ({
      lines: [
        includedTaxLine(
          "membership",
          rules.membership,
          `${active.number}, ${writtenDay(startsOn)} to ${writtenDay(lastDayOf(validUntil))}`,
          active.amount,
          interState,
        ),
      ],
    }),
  });
  const data = await invoiceDataOf(tx, active);
  const renewal = startsOn > today;
  const language = await memberLanguage(tx, active.userId);
  const words = MEMBERSHIP_MAIL_TEXT[language].welcome;
  await deps.mail.send(
    tx,
    noticeMail({
      to: data.member.email,
      name: data.member.name,
      language,
      subject: words.subject(data.number),
      paragraphs: [
        words.year({ from: startsOn, to: lastDayOf(validUntil), renewal }),
        words.benefits(data.number),
        words.paid({ number: data.number, amount: data.amount, invoiceNumber: data.invoiceNumber }),
      ],
      link: { label: LAYOUT_TEXT[language].openPortal, url: new URL("/dashboard", deps.publicUrl).toString() },
      publicUrl: deps.publicUrl,
      summary: `membership ${data.number} active, invoice ${data.invoiceNumber}`,
      attachments: [{ invoice: { kind: "membership", id: active.id } }],
    }),
  );
}

/** GET /api/membership/invoice: the invoice of the member's current (else latest) paid year; 404 without one. */
export async function membershipInvoice(
  deps: InvoiceSealDeps,
  userId: string,
  today = clubToday(),
): Promise<{ number: string; bytes: Uint8Array }> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, "active"), lte(memberships.startsOn, today)))
    .orderBy(desc(memberships.startsOn))
    .limit(1);
  if (!row?.invoiceNumber) throw new AppError(404, "You have no Full Membership invoice yet.");
  return { number: row.invoiceNumber, bytes: await sealedMembershipInvoice(deps, await invoiceDataOf(db, row)) };
}

/** A paid year's invoice by the membership's id, sealed once and stored; null when the year has no invoice. */
export async function membershipInvoiceById(
  deps: InvoiceSealDeps,
  membershipId: string,
): Promise<{ number: string; bytes: Uint8Array } | null> {
  if (!isUuid(membershipId)) return null;
  const [row] = await deps.db.select().from(memberships).where(eq(memberships.id, membershipId));
  if (!row?.invoiceNumber) return null;
  return { number: row.invoiceNumber, bytes: await sealedMembershipInvoice(deps, await invoiceDataOf(deps.db, row)) };
}

const decider = alias(users, "decider");

function membershipConditions(query: Pick<MembershipQueueQuery, "status" | "q">): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    query.status === "all"
      ? inArray(memberships.status, [...MEMBERSHIP_QUEUE_STATUSES])
      : eq(memberships.status, query.status),
  ];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(
      or(
        ilike(users.name, like),
        ilike(users.email, like),
        ilike(memberships.number, like),
        ilike(memberships.invoiceNumber, like),
        // a UTR as the bank statement shows it, whole
        eq(memberships.utr, normalUtr(query.q)),
      ),
    );
  }
  return and(...filters);
}

/** Under review first, first come first served; then the decided ones, the latest first. */
const membershipOrder = keyset(
  { by: sql`(${memberships.status} = 'under-review')`, type: "boolean", desc: true },
  {
    by: sql`coalesce(case when ${memberships.status} = 'under-review' then ${memberships.createdAt} end, 'infinity')`,
    type: "timestamptz",
  },
  {
    by: sql`coalesce(${memberships.decidedAt}, ${memberships.paidAt}, ${memberships.createdAt})`,
    type: "timestamptz",
    desc: true,
  },
  { by: memberships.id },
);

function membershipRows(db: Db) {
  return (
    db
      .select({
        row: memberships,
        member: { id: users.id, name: users.name, email: users.email },
        contentType: storedFiles.contentType,
        decidedBy: decider.name,
        matchedStatementId: bankStatements.id,
        matchedStatementDay: bankStatements.periodTo,
        cursor: membershipOrder.cursor,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(storedFiles, eq(storedFiles.id, memberships.receiptFileId))
      .leftJoin(decider, eq(decider.id, memberships.decidedBy))
      // the credit of a bank statement matched to the receipt (at most one: the database decides)
      .leftJoin(bankStatementMatches, eq(bankStatementMatches.membershipId, memberships.id))
      .leftJoin(bankStatementLines, eq(bankStatementLines.id, bankStatementMatches.lineId))
      .leftJoin(bankStatements, eq(bankStatements.id, bankStatementLines.statementId))
      .$dynamic()
  );
}

const membershipItem = ({
  row,
  member,
  contentType,
  decidedBy,
  matchedStatementId,
  matchedStatementDay,
}: Awaited<ReturnType<ReturnType<typeof membershipRows>["execute"]>>[number]): MembershipQueueItem => ({
  id: row.id,
  status: row.status as MembershipQueueItem["status"],
  member,
  amount: row.amount,
  paid_via: row.paidVia as "razorpay" | "receipt",
  receipt_url: row.receiptFileId ? fileUrl(row.receiptFileId) : null,
  receipt_type: row.receiptFileId ? contentType : null,
  utr: row.utr,
  paid_on: row.paidOn,
  submitted_at: row.createdAt.toISOString(),
  number: row.number,
  starts_on: row.startsOn,
  valid_until: row.validUntil ? lastDayOf(row.validUntil) : null,
  invoice_number: row.status === "active" ? row.invoiceNumber : null,
  decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
  decided_by: decidedBy,
  reason: row.rejectionReason,
  matched_statement:
    matchedStatementId && matchedStatementDay ? { id: matchedStatementId, day: matchedStatementDay } : null,
});

/** GET /api/admin/memberships: purchases by status (under review first-come first-served; decided ones newest first). */
export async function listMemberships(db: Db, query: MembershipQueueQuery): Promise<MembershipQueue> {
  const where = membershipConditions(query);
  const [[{ total }], rows] = await Promise.all([
    // the count joins the members only when the search reads them (each row has its member)
    query.q
      ? db.select({ total: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where)
      : db.select({ total: count() }).from(memberships).where(where),
    membershipRows(db)
      .where(where)
      .orderBy(...membershipOrder.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return {
    items: rows.map(membershipItem),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

const MEMBERSHIP_CSV_COLUMNS: CsvColumn<MembershipQueueItem>[] = [
  { header: "Purchase id", value: (p) => p.id },
  { header: "Member id", value: (p) => p.member.id },
  { header: "Member", value: (p) => p.member.name },
  { header: "E-mail", value: (p) => p.member.email },
  { header: "Status", value: (p) => p.status },
  { header: "Amount (INR)", value: (p) => csvAmount(p.amount) },
  { header: "Paid via", value: (p) => p.paid_via },
  { header: "UTR", value: (p) => p.utr },
  { header: "Paid on", value: (p) => p.paid_on },
  { header: "Submitted (IST)", value: (p) => csvMoment(p.submitted_at) },
  { header: "Membership number", value: (p) => p.number },
  { header: "Starts on", value: (p) => p.starts_on },
  { header: "Valid until", value: (p) => p.valid_until },
  { header: "Invoice number", value: (p) => p.invoice_number },
  { header: "Decided (IST)", value: (p) => csvMoment(p.decided_at) },
  { header: "Decided by", value: (p) => p.decided_by },
  { header: "Reason", value: (p) => p.reason },
];

/** GET /api/admin/memberships.csv: every purchase of the status and search, in the queue's order. */
export function membershipsCsv(db: Db, query: Pick<MembershipQueueQuery, "status" | "q">): CsvDownload {
  const where = membershipConditions(query);
  return csvDownload(
    "memberships",
    MEMBERSHIP_CSV_COLUMNS,
    keysetBatches(
      membershipOrder,
      (after, limit) =>
        membershipRows(db)
          .where(and(where, after))
          .orderBy(...membershipOrder.orderBy)
          .limit(limit),
      (rows) => rows.map(membershipItem),
    ),
  );
}

/** A purchase under review, locked for the office's decision: 404 unknown, 409 decided already. */
async function underReview(tx: Tx, id: string) {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  const [row] = await tx.select().from(memberships).where(eq(memberships.id, id)).for("update");
  if (!row) throw new AppError(404, m.notFound);
  if (row.status !== "under-review") throw new AppError(409, m.notUnderReview);
  return row;
}

/** POST /api/admin/memberships/{id}/verify: accounts verify the receipt; the year is active and the member welcomed. */
export async function verifyMembership(deps: MembershipDeps, actor: AuditActor, id: string, now = new Date()) {
  const row = await deps.db.transaction(async (tx) => {
    await underReview(tx, id);
    await activateMembership(deps, tx, id, { paidVia: "receipt", actor }, now);
    const [row] = await tx.select().from(memberships).where(eq(memberships.id, id));
    return row;
  });
  return { number: row.number!, validUntil: lastDayOf(row.validUntil!), invoiceNumber: row.invoiceNumber! };
}

/** POST /api/admin/memberships/{id}/reject: accounts refuse the receipt with a reason; the member is e-mailed it. */
export async function rejectMembership(
  deps: MembershipDeps,
  actor: AuditActor,
  id: string,
  reason: string,
  now = new Date(),
) {
  await deps.db.transaction(async (tx) => {
    const row = await underReview(tx, id);
    await tx
      .update(memberships)
      .set({ status: "rejected", decidedBy: actor.id, decidedAt: now, rejectionReason: reason })
      .where(eq(memberships.id, id));
    // the transfer's UTR is free again for a receipt sent anew
    await releaseUtr(tx, { kind: "membership", membershipId: row.id });
    await recordAudit(tx, {
      actor,
      action: "membership.rejected",
      memberId: row.userId,
      subjectId: row.id,
      detail: {
        amount: row.amount,
        reason,
        receiptFileId: row.receiptFileId,
        utr: row.utr,
        before: { status: "under-review" },
        after: { status: "rejected" },
      },
    });
    const [member] = await tx
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, row.userId));
    const words = MEMBERSHIP_MAIL_TEXT[member.language].rejected;
    await deps.mail.send(
      tx,
      noticeMail({
        to: member.email,
        name: member.name,
        language: member.language,
        subject: words.subject,
        paragraphs: [words.lead(row.amount)],
        reason,
        link: { label: words.sendAgain, url: new URL(MEMBERSHIP_CHECKOUT_PATH, deps.publicUrl).toString() },
        publicUrl: deps.publicUrl,
        summary: `membership receipt rejected: ${reason}`,
      }),
    );
  });
}

/**
 * The daily job's renewal reminders: each active year that ends within 30 days (and is not followed by a renewal)
 * gets one reminder 30 days before its end and one 7 days before (a year found inside the last 7 days gets the
 * second only). Each is marked on the row in the transaction that queues its mail (so two instances never both
 * send it; the queue retries a mail that fails).
 */
export async function sendMembershipReminders(
  deps: Omit<MembershipDeps, InvoiceMakingDeps>,
  day: string,
): Promise<number> {
  const due = await deps.db
    .select({ row: memberships, name: users.name, email: users.email, language: users.language })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.status, "active"),
        isNull(users.disabledAt),
        gt(memberships.validUntil, day),
        lte(memberships.validUntil, addClubDays(day, 30)),
        or(
          isNull(memberships.reminded30At),
          and(isNull(memberships.reminded7At), lte(memberships.validUntil, addClubDays(day, 7))),
        ),
        // not followed by a renewal
        sql`not exists (select 1 from "memberships" "renewal" where "renewal"."user_id" = ${memberships.userId} and "renewal"."status" = 'active' and "renewal"."starts_on" >= ${memberships.validUntil} and "renewal"."id" <> ${memberships.id})`,
      ),
    )
    .orderBy(asc(memberships.validUntil));
  let sent = 0;
  for (const { row, name, email, language } of due) {
    const lastWeek = row.validUntil! <= addClubDays(day, 7);
    const at = new Date();
    const ending = { number: String(row.number), lastDay: lastDayOf(row.validUntil!), lastWeek };
    const words = MEMBERSHIP_MAIL_TEXT[language].reminder;
    const queued = await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(memberships)
        .set(lastWeek ? { reminded7At: at, reminded30At: row.reminded30At ?? at } : { reminded30At: at })
        .where(
          and(
            eq(memberships.id, row.id),
            lastWeek ? isNull(memberships.reminded7At) : isNull(memberships.reminded30At),
          ),
        )
        .returning({ id: memberships.id });
      if (claimed.length === 0) return false;
      await deps.mail.send(
        tx,
        noticeMail({
          to: email,
          name,
          language,
          subject: words.subject(ending),
          paragraphs: [words.validUntil(ending), words.renew],
          link: { label: words.renewLink, url: new URL(MEMBERSHIP_CHECKOUT_PATH, deps.publicUrl).toString() },
          publicUrl: deps.publicUrl,
          summary: `membership reminder (${lastWeek ? 7 : 30} days) for ${row.number}`,
        }),
      );
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** Whether the club takes online payments (Razorpay keys configured): the checkout shows "Pay online" enabled. */
export function onlinePaymentConfigured(config: object): boolean {
  const razorpay = (config as { razorpay?: { keyId?: unknown } | null }).razorpay;
  return Boolean(razorpay && razorpay.keyId);
}

/**
 * Full Membership: the member's membership, a receipt for it, its invoice; for the online flow,
 * `openOnlinePurchase(tx, userId, acceptTerms)` and `activate(tx, membershipId, payment)` (the welcome e-mail is the
 * answer, run after the commit); `onlineAvailable()`: whether Razorpay is configured.
 */
export function createMembershipService(deps: MembershipDeps & { config: object }) {
  return {
    mine: (userId: string) => membershipOf(deps.db, userId),
    submitReceipt: (
      actor: { userId: string; ip?: string | null },
      input: { receiptUrl: string; acceptTerms: boolean; transfer?: TransferDetails },
    ) => submitMembershipReceipt(deps, actor, input),
    invoice: (userId: string) => membershipInvoice(deps, userId),
    openOnlinePurchase,
    activate: (tx: Tx, membershipId: string, payment: Parameters<typeof activateMembership>[3]) =>
      activateMembership(deps, tx, membershipId, payment),
    onlineAvailable: () => onlinePaymentConfigured(deps.config),
  };
}

/** The office's Full Membership receipts: accounts verify or reject them. */
export function createMembershipOfficeService(deps: MembershipDeps) {
  return {
    list: withDeps(deps.db, listMemberships),
    csv: withDeps(deps.db, membershipsCsv),
    verify: (actor: AuditActor, id: string) => verifyMembership(deps, actor, id),
    reject: (actor: AuditActor, id: string, reason: string) => rejectMembership(deps, actor, id, reason),
  };
}
