import { syncRentable } from "../rental/rentable.ts";
import { and, count, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  officePaymentsMessages as m,
  type PaymentQueue,
  type PaymentQueueItem,
  type PaymentQueueQuery,
} from "../../../common/office-payments.ts";
import { isUuid } from "../../../common/ids.ts";
import { normalUtr, transferReference } from "../../../common/payment-instructions.ts";
import { refundMessages } from "../../../common/refunds.ts";
import type { Db, Tx } from "../../db/open.ts";
import {
  bankStatementLines,
  bankStatementMatches,
  bankStatements,
  creditNotes,
  paymentPlans,
  paymentReceipts,
  paymentSteps,
  properties,
  storedFiles,
  users,
} from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { AppError } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import { LAYOUT_TEXT } from "../../platform/mail-text.ts";
import type { MailQueue, QueuedMail } from "../../platform/mail-queue.ts";
import type { Sealer } from "../../platform/seal.ts";
import { revokeAgreement } from "../agreements/service.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { fileUrl } from "../files/service.ts";
import { creditCancelledPlan, refundOnline, type RazorpayRefunds } from "../refunds/service.ts";
import { invoiceNumber } from "./invoice-number.ts";
import { PAYMENT_MAIL_TEXT } from "./mail-text.ts";
import { settlePlan } from "./service.ts";
import { releaseUtr } from "./transfer-details.ts";
import { escapeLike } from "../../db/like.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
import { csvAmount, csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { includedTaxLine } from "../../../common/gst.ts";
import { issueInvoiceParticulars } from "../tax/particulars.ts";
import { villaNameIn } from "../catalogue/names.ts";

/**
 * Receipts verified by a person. A member's paid step awaits the club's check; accounts
 * verify it (the invoice is numbered, issued and e-mailed) or reject it with a reason (the step is pending again,
 * the member is told why, the receipt stays in the history). Accounts also cancel a plan with a reason (the villa
 * is freed for others) and restart a cancelled one. Each decision, its audit row and the member's mail (queued,
 * decision 026) are one transaction.
 */
export interface PaymentsOfficeDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  logError: (message: string, error: unknown) => void;
  /** The club's seal: the invoices mailed are sealed. */
  sealer: Sealer;
  /** Called after a change to which villas are taken (the public pages show "Already taken"). */
  villasChanged?: () => void;
  /** Razorpay's refunds: a cancelled plan's instalments paid online go back through it (absent: they wait). */
  refunds?: RazorpayRefunds | null;
}

export type OfficeActor = AuditActor;

const decider = alias(users, "decider");

function receiptConditions(query: Pick<PaymentQueueQuery, "status" | "q">): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.status !== "all") filters.push(eq(paymentReceipts.status, query.status));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(
      or(
        ilike(users.name, like),
        ilike(users.email, like),
        ilike(properties.name, like),
        ilike(properties.villaNumber, like),
        ilike(paymentSteps.invoiceNumber, like),
        // a UTR as the bank statement shows it, whole
        eq(paymentReceipts.utr, normalUtr(query.q)),
      ),
    );
  }
  return and(...filters);
}

/** Awaiting: first come, first served; decided ones (or all), the latest first. */
const receiptOrder = (status: PaymentQueueQuery["status"]) =>
  keyset(
    status === "awaiting"
      ? { by: paymentReceipts.submittedAt }
      : {
          by: sql`coalesce(${paymentReceipts.decidedAt}, ${paymentReceipts.submittedAt})`,
          type: "timestamptz",
          desc: true,
        },
    { by: paymentReceipts.id },
  );

function receiptRows(db: Db, cursor: SQL<string[]>) {
  return (
    db
      .select({
        id: paymentReceipts.id,
        planId: paymentReceipts.planId,
        step: paymentReceipts.step,
        amount: paymentReceipts.amount,
        fileId: paymentReceipts.fileId,
        contentType: storedFiles.contentType,
        submittedAt: paymentReceipts.submittedAt,
        status: paymentReceipts.status,
        reason: paymentReceipts.reason,
        utr: paymentReceipts.utr,
        paidOn: paymentReceipts.paidOn,
        decidedAt: paymentReceipts.decidedAt,
        decidedBy: decider.name,
        stepName: paymentSteps.stepName,
        dueDate: paymentSteps.dueDate,
        invoiceNumber: paymentSteps.invoiceNumber,
        stepVerification: paymentSteps.verification,
        paymentSteps: paymentPlans.paymentSteps,
        planStatus: paymentPlans.status,
        matchedStatementId: bankStatements.id,
        matchedStatementDay: bankStatements.periodTo,
        member: { id: users.id, name: users.name, email: users.email },
        villa: {
          id: properties.id,
          name: properties.name,
          villaNumber: properties.villaNumber,
          location: properties.location,
        },
        cursor,
      })
      .from(paymentReceipts)
      .innerJoin(paymentPlans, eq(paymentPlans.id, paymentReceipts.planId))
      .innerJoin(
        paymentSteps,
        and(eq(paymentSteps.planId, paymentReceipts.planId), eq(paymentSteps.step, paymentReceipts.step)),
      )
      .innerJoin(users, eq(users.id, paymentPlans.userId))
      .innerJoin(properties, eq(properties.id, paymentPlans.propertyId))
      .innerJoin(storedFiles, eq(storedFiles.id, paymentReceipts.fileId))
      .leftJoin(decider, eq(decider.id, paymentReceipts.decidedBy))
      // the credit of a bank statement matched to the receipt (at most one: the database decides)
      .leftJoin(bankStatementMatches, eq(bankStatementMatches.receiptId, paymentReceipts.id))
      .leftJoin(bankStatementLines, eq(bankStatementLines.id, bankStatementMatches.lineId))
      .leftJoin(bankStatements, eq(bankStatements.id, bankStatementLines.statementId))
      .$dynamic()
  );
}

const receiptItem = (
  row: Awaited<ReturnType<ReturnType<typeof receiptRows>["execute"]>>[number],
): PaymentQueueItem => ({
  id: row.id,
  plan_id: row.planId,
  step: row.step,
  step_name: row.stepName,
  payment_steps: row.paymentSteps,
  amount: row.amount,
  due_date: row.dueDate,
  member: row.member,
  villa: {
    id: row.villa.id,
    name: row.villa.name,
    villa_number: row.villa.villaNumber,
    location: row.villa.location,
  },
  receipt_url: fileUrl(row.fileId),
  receipt_type: row.contentType,
  utr: row.utr,
  paid_on: row.paidOn,
  reference: transferReference(row.member.id, { step: row.step }),
  submitted_at: row.submittedAt.toISOString(),
  status: row.status,
  reason: row.reason,
  decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
  decided_by: row.decidedBy,
  invoice_number: row.status === "verified" && row.stepVerification === "verified" ? row.invoiceNumber : null,
  plan_status: row.planStatus,
  matched_statement:
    row.matchedStatementId && row.matchedStatementDay
      ? { id: row.matchedStatementId, day: row.matchedStatementDay }
      : null,
});

/** GET /api/admin/payments: the receipts by status (awaiting first-come first-served; decided ones newest first). */
export async function listPayments(db: Db, query: PaymentQueueQuery): Promise<PaymentQueue> {
  const where = receiptConditions(query);
  const order = receiptOrder(query.status);
  const [[{ total }], rows] = await Promise.all([
    // the count joins the plan, step, member and villa only when the search reads them (a receipt always has each)
    query.q
      ? db
          .select({ total: count() })
          .from(paymentReceipts)
          .innerJoin(paymentPlans, eq(paymentPlans.id, paymentReceipts.planId))
          .innerJoin(
            paymentSteps,
            and(eq(paymentSteps.planId, paymentReceipts.planId), eq(paymentSteps.step, paymentReceipts.step)),
          )
          .innerJoin(users, eq(users.id, paymentPlans.userId))
          .innerJoin(properties, eq(properties.id, paymentPlans.propertyId))
          .where(where)
      : db.select({ total: count() }).from(paymentReceipts).where(where),
    receiptRows(db, order.cursor)
      .where(where)
      .orderBy(...order.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return {
    items: rows.map(receiptItem),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

const RECEIPT_CSV_COLUMNS: CsvColumn<PaymentQueueItem>[] = [
  { header: "Receipt id", value: (r) => r.id },
  { header: "Plan id", value: (r) => r.plan_id },
  { header: "Member id", value: (r) => r.member.id },
  { header: "Member", value: (r) => r.member.name },
  { header: "E-mail", value: (r) => r.member.email },
  { header: "Villa id", value: (r) => r.villa.id },
  { header: "Villa", value: (r) => r.villa.name },
  { header: "Villa number", value: (r) => r.villa.villa_number },
  { header: "Location", value: (r) => r.villa.location },
  { header: "Instalment", value: (r) => r.step },
  { header: "Instalments", value: (r) => r.payment_steps },
  { header: "Instalment name", value: (r) => r.step_name },
  { header: "Amount (INR)", value: (r) => csvAmount(r.amount) },
  { header: "Due date", value: (r) => r.due_date },
  { header: "Reference", value: (r) => r.reference },
  { header: "UTR", value: (r) => r.utr },
  { header: "Paid on", value: (r) => r.paid_on },
  { header: "Submitted (IST)", value: (r) => csvMoment(r.submitted_at) },
  { header: "Status", value: (r) => r.status },
  { header: "Reason", value: (r) => r.reason },
  { header: "Decided (IST)", value: (r) => csvMoment(r.decided_at) },
  { header: "Decided by", value: (r) => r.decided_by },
  { header: "Invoice number", value: (r) => r.invoice_number },
  { header: "Plan status", value: (r) => r.plan_status },
];

/** GET /api/admin/payments.csv: every receipt of the status and search, in the queue's order. */
export function paymentsCsv(db: Db, query: Pick<PaymentQueueQuery, "status" | "q">): CsvDownload {
  const where = receiptConditions(query);
  const order = receiptOrder(query.status);
  return csvDownload(
    "receipts",
    RECEIPT_CSV_COLUMNS,
    keysetBatches(
      order,
      (after, limit) =>
        receiptRows(db, order.cursor)
          .where(and(where, after))
          .orderBy(...order.orderBy)
          .limit(limit),
      (rows) => rows.map(receiptItem),
    ),
  );
}

/** The step of a plan with its plan, member and villa, locked for the decision; 404 when there is none. */
async function lockedStep(tx: Tx, planId: string, step: number) {
  if (!isUuid(planId)) throw new AppError(404, m.notFound);
  const [row] = await tx
    .select({ step: paymentSteps, plan: paymentPlans })
    .from(paymentSteps)
    .innerJoin(paymentPlans, eq(paymentPlans.id, paymentSteps.planId))
    .where(and(eq(paymentSteps.planId, planId), eq(paymentSteps.step, step)))
    .for("update");
  if (!row) throw new AppError(404, m.notFound);
  return row;
}

/** The member a mail goes to, and their villa named in their language. */
async function memberAndVilla(db: Db | Tx, userId: string, propertyId: string) {
  const [member] = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  const [villa] = await db
    .select({ name: villaNameIn(member.language), villaNumber: properties.villaNumber })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return { member, villa: villa.villaNumber ? `${villa.name} (${villa.villaNumber})` : villa.name };
}

/** Queues the member's mail of a decision in its transaction. */
async function queueMail(deps: PaymentsOfficeDeps, tx: Tx, build: () => Promise<QueuedMail>) {
  await deps.mail.send(tx, await build());
}

/**
 * POST /api/admin/payments/{planId}/steps/{step}/verify: the awaiting receipt is verified; the step's invoice is
 * numbered (VWC-INV-<year>-<n>) and issued; the plan settles (completed when every step is verified, which opens
 * the MOA). The member is e-mailed the invoice. With `only`, the receipt awaiting must be that one (a bank statement's
 * credit was matched to it), else 409 as for a receipt decided already.
 */
export async function verifyStep(
  deps: PaymentsOfficeDeps,
  actor: AuditActor,
  planId: string,
  step: number,
  now = new Date(),
  only?: { receiptId: string },
) {
  const decided = await deps.db.transaction(async (tx) => {
    const { step: row, plan } = await lockedStep(tx, planId, step);
    if (row.status !== "paid" || row.verification !== "awaiting" || plan.status === "cancelled")
      throw new AppError(409, m.notAwaiting);
    if (only) {
      // the step's row lock keeps its receipts as they are until the commit
      const [awaiting] = await tx
        .select({ id: paymentReceipts.id })
        .from(paymentReceipts)
        .where(
          and(
            eq(paymentReceipts.planId, planId),
            eq(paymentReceipts.step, step),
            eq(paymentReceipts.status, "awaiting"),
          ),
        );
      if (awaiting?.id !== only.receiptId) throw new AppError(409, m.notAwaiting);
    }
    const [verified] = await tx
      .update(paymentSteps)
      .set({
        verification: "verified",
        verifiedAt: now,
        verifiedBy: actor.id,
        invoiceNumber: stepInvoiceNumber(now),
        rejectionReason: null,
      })
      .where(eq(paymentSteps.id, row.id))
      .returning({ invoiceNumber: paymentSteps.invoiceNumber });
    await issueStepParticulars(tx, verified.invoiceNumber!, plan, row);
    await tx
      .update(paymentReceipts)
      .set({ status: "verified", decidedAt: now, decidedBy: actor.id })
      .where(
        and(eq(paymentReceipts.planId, planId), eq(paymentReceipts.step, step), eq(paymentReceipts.status, "awaiting")),
      );
    const settled = await settlePlan(tx, planId, now);
    await recordAudit(tx, {
      actor,
      action: "payment-step.verified",
      memberId: plan.userId,
      subjectId: planId,
      detail: {
        step,
        amount: row.amount,
        invoiceNumber: verified.invoiceNumber,
        before: { verification: "awaiting", planStatus: plan.status },
        after: { verification: "verified", planStatus: settled.plan.status },
      },
    });
    await mailStepInvoice(deps, tx, {
      plan,
      row,
      step,
      invoiceNumber: verified.invoiceNumber!,
      planStatus: settled.plan.status,
    });
    return { invoiceNumber: verified.invoiceNumber!, planStatus: settled.plan.status };
  });
  return decided;
}

/** The invoice number of a step being verified (in the verifying UPDATE): the club's one numbering of invoices. */
export const stepInvoiceNumber = (now: Date) => invoiceNumber(paymentSteps.invoiceNumber, now);

/**
 * The tax particulars of a step's invoice, taken in the transaction that verifies the step (decision 037): one line,
 * the instalment with GST included in its amount, supplied where the villa is (or as the tax settings say).
 */
export async function issueStepParticulars(
  tx: Tx,
  invoice: string,
  plan: { userId: string; propertyId: string; paymentSteps: number },
  step: { step: number; stepName: string; amount: number },
) {
  const [villa] = await tx
    .select({ name: properties.name, villaNumber: properties.villaNumber, location: properties.location })
    .from(properties)
    .where(eq(properties.id, plan.propertyId));
  const label = villa.villaNumber ? `${villa.name} (Villa ${villa.villaNumber}), ${villa.location}` : villa.name;
  await issueInvoiceParticulars(tx, {
    number: invoice,
    invoice: "step",
    memberId: plan.userId,
    supply: "instalment",
    villaLocation: villa.location,
    lines: (rules, interState) => ({
      lines: [
        includedTaxLine(
          "instalment",
          rules.instalment,
          `${label}, step ${step.step} of ${plan.paymentSteps} (${step.stepName})`,
          step.amount,
          interState,
        ),
      ],
    }),
  });
}

/**
 * Queues the member's mail of the invoice of a step just verified, by accounts or (`online`) by a payment's signature
 * with Razorpay, in the verification's transaction; the invoice is rendered and sealed when the mail is sent.
 */
export async function mailStepInvoice(
  deps: PaymentsOfficeDeps,
  tx: Tx,
  verified: {
    plan: { userId: string; propertyId: string };
    row: { amount: number; stepName: string };
    step: number;
    invoiceNumber: string;
    planStatus: string;
    online?: boolean;
  },
) {
  const { plan, row, step, invoiceNumber } = verified;
  await queueMail(deps, tx, async () => {
    const { member, villa } = await memberAndVilla(tx, plan.userId, plan.propertyId);
    const allDone = verified.planStatus === "completed";
    const online = verified.online === true;
    const words = PAYMENT_MAIL_TEXT[member.language].stepVerified;
    return noticeMail({
      to: member.email,
      name: member.name,
      language: member.language,
      subject: words.subject({ invoiceNumber, online }),
      paragraphs: [
        words.paid({ amount: row.amount, step, stepName: row.stepName, villa, online }),
        words.invoice(invoiceNumber),
        ...(allDone ? [words.allDone] : []),
      ],
      link: { label: LAYOUT_TEXT[member.language].openPortal, url: new URL("/dashboard", deps.publicUrl).toString() },
      publicUrl: deps.publicUrl,
      summary: `invoice ${invoiceNumber}`,
      attachments: [{ invoice: { kind: "step", userId: plan.userId, propertyId: plan.propertyId, step } }],
    });
  });
}

/**
 * POST /api/admin/payments/{planId}/steps/{step}/reject: the awaiting receipt is rejected with a reason; the step is
 * pending again and carries the reason; the receipt stays in the history. The member is e-mailed.
 */
export async function rejectStep(
  deps: PaymentsOfficeDeps,
  actor: AuditActor,
  planId: string,
  step: number,
  reason: string,
  now = new Date(),
) {
  const decided = await deps.db.transaction(async (tx) => {
    const { step: row, plan } = await lockedStep(tx, planId, step);
    if (row.status !== "paid" || row.verification !== "awaiting" || plan.status === "cancelled")
      throw new AppError(409, m.notAwaiting);
    await tx
      .update(paymentSteps)
      .set({
        status: "pending",
        verification: "rejected",
        rejectionReason: reason,
        paymentDate: null,
        receiptFileId: null,
      })
      .where(eq(paymentSteps.id, row.id));
    const rejected = await tx
      .update(paymentReceipts)
      .set({ status: "rejected", decidedAt: now, decidedBy: actor.id, reason })
      .where(
        and(eq(paymentReceipts.planId, planId), eq(paymentReceipts.step, step), eq(paymentReceipts.status, "awaiting")),
      )
      .returning({ id: paymentReceipts.id, utr: paymentReceipts.utr });
    // the transfer's UTR is free again for a receipt sent anew
    for (const receipt of rejected) await releaseUtr(tx, { kind: "instalment", receiptId: receipt.id });
    const settled = await settlePlan(tx, planId, now);
    await recordAudit(tx, {
      actor,
      action: "payment-step.rejected",
      memberId: plan.userId,
      subjectId: planId,
      detail: {
        step,
        amount: row.amount,
        reason,
        receiptFileId: row.receiptFileId,
        utr: rejected[0]?.utr ?? null,
        before: { status: "paid", verification: "awaiting", planStatus: plan.status },
        after: { status: "pending", verification: "rejected", planStatus: settled.plan.status },
      },
    });
    await queueMail(deps, tx, async () => {
      const { member, villa } = await memberAndVilla(tx, plan.userId, plan.propertyId);
      const words = PAYMENT_MAIL_TEXT[member.language].stepRejected;
      return noticeMail({
        to: member.email,
        name: member.name,
        language: member.language,
        subject: words.subject(step),
        paragraphs: [words.lead({ amount: row.amount, step, stepName: row.stepName, villa })],
        reason,
        link: {
          label: words.uploadAgain,
          url: new URL(`/registration/${plan.propertyId}`, deps.publicUrl).toString(),
        },
        publicUrl: deps.publicUrl,
        summary: `receipt rejected: ${reason}`,
      });
    });
    return { planStatus: settled.plan.status };
  });
  return { planStatus: decided.planStatus };
}

/**
 * POST /api/admin/payments/{planId}/cancel: accounts cancel a live plan with a reason. The villa is free for others
 * at once (the unique index covers live plans only); the member is e-mailed and the portal offers "Restart Payment".
 * Its verified instalments were invoiced: each invoice is credited (a credit note, attached to the mail) and its
 * amount owed back to the member (at /admin/refunds; an instalment paid online goes back through Razorpay after the
 * commit). Answers the credit notes' numbers and the amount owed.
 */
export async function cancelPlan(
  deps: PaymentsOfficeDeps,
  actor: AuditActor,
  planId: string,
  reason: string,
  now = new Date(),
) {
  if (!isUuid(planId)) throw new AppError(404, m.planNotFound);
  const credited = await deps.db.transaction(async (tx) => {
    const [plan] = await tx.select().from(paymentPlans).where(eq(paymentPlans.id, planId)).for("update");
    if (!plan) throw new AppError(404, m.planNotFound);
    if (plan.status === "cancelled") throw new AppError(409, m.alreadyCancelled);
    await tx
      .update(paymentPlans)
      .set({ status: "cancelled", cancelledAt: now, cancelledBy: actor.id, cancelReason: reason, completedAt: null })
      .where(eq(paymentPlans.id, planId));
    await tx.update(users).set({ isPaymentDone: false }).where(eq(users.id, plan.userId));
    // the villa is the club's again: offered to guests, its owner's pool period closed (decision 057)
    await syncRentable(tx, plan.propertyId, now);
    // a signed agreement ends with its plan
    await revokeAgreement(tx, { planId }, { reason: `Payment plan cancelled: ${reason}`, actor, at: now });
    // what was invoiced is credited and owed back
    const owed = await creditCancelledPlan(tx, plan, actor, reason, now);
    const notes = owed.credited.map(({ creditNote }) => creditNote);
    await recordAudit(tx, {
      actor,
      action: "payment-plan.cancelled",
      memberId: plan.userId,
      subjectId: planId,
      detail: {
        reason,
        propertyId: plan.propertyId,
        before: { status: plan.status },
        after: { status: "cancelled" },
        ...(notes.length ? { creditNotes: notes.map((n) => n.number), owed: owed.total } : {}),
      },
    });
    await queueMail(deps, tx, async () => {
      const { member, villa } = await memberAndVilla(tx, plan.userId, plan.propertyId);
      const online = owed.credited.some(({ refund }) => refund.method === "razorpay");
      const banked = owed.credited.some(({ refund }) => refund.method === "bank");
      const words = PAYMENT_MAIL_TEXT[member.language].planCancelled;
      return noticeMail({
        to: member.email,
        name: member.name,
        language: member.language,
        subject: words.subject,
        paragraphs: [words.lead({ villa, at: now })],
        reason,
        ...(notes.length
          ? {
              attachments: notes.map((note) => ({ creditNote: { id: note.id } })),
            }
          : {}),
        link: { label: LAYOUT_TEXT[member.language].openPortal, url: new URL("/dashboard", deps.publicUrl).toString() },
        publicUrl: deps.publicUrl,
        summary: `plan cancelled: ${reason}`,
        ...(notes.length ? { afterReason: [words.owed({ total: owed.total, notes, online, banked })] } : {}),
      });
    });
    return { notes, owed };
  });
  deps.villasChanged?.();
  // the instalments paid online go back through Razorpay now (retried by the upkeep timer if it fails)
  for (const { refund } of credited.owed.credited)
    if (refund.method === "razorpay") await refundOnline(deps, refund.id);
  return { creditNotes: credited.notes.map((note) => note.number), owed: credited.owed.total };
}

/**
 * POST /api/admin/payments/{planId}/restart: a cancelled plan comes back as it was (its steps, receipts and their
 * checks), when its villa is still free and the member has no other plan in progress.
 */
export async function restartPlan(deps: PaymentsOfficeDeps, actor: AuditActor, planId: string, now = new Date()) {
  if (!isUuid(planId)) throw new AppError(404, m.planNotFound);
  let status: string;
  try {
    ({ status } = await deps.db.transaction(async (tx) => {
      const [plan] = await tx.select().from(paymentPlans).where(eq(paymentPlans.id, planId)).for("update");
      if (!plan) throw new AppError(404, m.planNotFound);
      if (plan.status !== "cancelled") throw new AppError(409, m.notCancelled);
      // what was credited stays credited: the member starts a new plan instead
      const [credited] = await tx
        .select({ id: creditNotes.id })
        .from(creditNotes)
        .innerJoin(paymentSteps, eq(paymentSteps.id, creditNotes.paymentStepId))
        .where(eq(paymentSteps.planId, planId))
        .limit(1);
      if (credited) throw new AppError(409, refundMessages.creditedNoRestart);
      const [other] = await tx
        .select({ id: paymentPlans.id })
        .from(paymentPlans)
        .where(and(eq(paymentPlans.userId, plan.userId), ne(paymentPlans.status, "cancelled")))
        .limit(1);
      if (other) throw new AppError(409, m.otherLivePlan);
      // the plan is live again before it settles; the partial unique index refuses it if the villa was taken
      await tx
        .update(paymentPlans)
        .set({ status: "pending", cancelledAt: null, cancelledBy: null, cancelReason: null })
        .where(eq(paymentPlans.id, planId));
      const settled = await settlePlan(tx, planId, now);
      await recordAudit(tx, {
        actor,
        action: "payment-plan.restarted",
        memberId: plan.userId,
        subjectId: planId,
        detail: {
          propertyId: plan.propertyId,
          before: { status: "cancelled", reason: plan.cancelReason },
          after: { status: settled.plan.status },
        },
      });
      await queueMail(deps, tx, async () => {
        const { member, villa } = await memberAndVilla(tx, plan.userId, plan.propertyId);
        const words = PAYMENT_MAIL_TEXT[member.language].planRestarted;
        return noticeMail({
          to: member.email,
          name: member.name,
          language: member.language,
          subject: words.subject,
          paragraphs: [words.lead(villa)],
          link: {
            label: LAYOUT_TEXT[member.language].openPortal,
            url: new URL("/dashboard", deps.publicUrl).toString(),
          },
          publicUrl: deps.publicUrl,
          summary: "plan restarted",
        });
      });
      return { status: settled.plan.status };
    }));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, m.villaTakenMeanwhile);
    throw error;
  }
  deps.villasChanged?.();
  return { status };
}

/** The accounts office: receipts verified or rejected, plans cancelled and restarted. */
export function createPaymentsOfficeService(deps: PaymentsOfficeDeps) {
  return {
    list: withDeps(deps.db, listPayments),
    csv: withDeps(deps.db, paymentsCsv),
    verify: (actor: OfficeActor, planId: string, step: number) => verifyStep(deps, actor, planId, step),
    reject: (actor: OfficeActor, planId: string, step: number, reason: string) =>
      rejectStep(deps, actor, planId, step, reason),
    cancel: (actor: OfficeActor, planId: string, reason: string) => cancelPlan(deps, actor, planId, reason),
    restart: (actor: OfficeActor, planId: string) => restartPlan(deps, actor, planId),
  };
}
