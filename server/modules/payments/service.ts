import { syncRentable } from "../rental/rentable.ts";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { planSteps, registrationMessages as m } from "../../../common/registration.ts";
import type { FinalReviewInput, PaymentPlanInput, PaymentRecord } from "../../../common/registration-schemas.ts";
import type { Db, Tx } from "../../db/open.ts";
import { applications, paymentPlans, paymentReceipts, paymentSteps, properties, users } from "../../db/schema.ts";
import { messages } from "../../../common/messages.ts";
import { AppError } from "../../platform/errors.ts";
import { fileIdFromUrl, fileUrl, ownedFileByUrl } from "../files/service.ts";
import { applicationFlags, findApplication } from "../registration/service.ts";
import type { ApplicationFlags } from "../../../common/registration.ts";
import { isUuid } from "../../../common/ids.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { recordAudit } from "../audit/service.ts";
import type { OfficeEvent } from "../office-notify/service.ts";
import { formatRupees } from "../../../common/money.ts";
import { sealedInvoice, type InvoiceSealDeps } from "../verification/invoices.ts";
import { invoiceParticularsOf } from "../tax/particulars.ts";
import { stepInvoiceIssuedAt, type StepInvoiceData } from "./invoice-pdf.ts";
import { withDeps } from "../../platform/with-deps.ts";
import type { TransferDetails } from "../../../common/payment-instructions.ts";
import { auditedTransfer, checkPaidOn, claimUtr } from "./transfer-details.ts";

export interface PaymentsDeps {
  db: Db;
  /** Tells the office that a receipt awaits it (server/modules/office-notify), in the payment's transaction. */
  notify?: (tx: Tx, event: OfficeEvent) => Promise<void>;
}

/** Tells accounts that the receipt of `step` awaits their check. */
async function receiptSent(deps: PaymentsDeps, tx: Tx, userId: string, propertyId: string, step: number) {
  if (!deps.notify) return;
  const [row] = await tx
    .select({
      member: users.name,
      villa: properties.name,
      villaNumber: properties.villaNumber,
      amount: paymentSteps.amount,
      steps: paymentPlans.paymentSteps,
    })
    .from(paymentPlans)
    .innerJoin(users, eq(users.id, paymentPlans.userId))
    .innerJoin(properties, eq(properties.id, paymentPlans.propertyId))
    .innerJoin(paymentSteps, and(eq(paymentSteps.planId, paymentPlans.id), eq(paymentSteps.step, step)))
    .where(
      and(
        eq(paymentPlans.userId, userId),
        eq(paymentPlans.propertyId, propertyId),
        ne(paymentPlans.status, "cancelled"),
      ),
    )
    .limit(1);
  if (!row) return;
  const villa = row.villaNumber ? `${row.villa} (${row.villaNumber})` : row.villa;
  await deps.notify(tx, {
    kind: "receipt",
    memberName: row.member,
    summary: `step ${step} of ${row.steps}, ${formatRupees(row.amount)}, for ${villa}.`,
  });
}

type Plan = typeof paymentPlans.$inferSelect;
type Step = typeof paymentSteps.$inferSelect;

export const invoicePath = (propertyId: string, step: number) =>
  `/api/payment-details/${propertyId}/step/${step}/invoice`;

/** A plan and its steps as the API answers them. */
export function toRecord(plan: Plan, steps: Step[]): PaymentRecord {
  return {
    _id: plan.id,
    property_id: plan.propertyId,
    current_step: plan.currentStep,
    next_step: steps.find((s) => s.status === "pending")?.step ?? null,
    status: plan.status,
    payment_mode: plan.paymentMode,
    payment_steps: plan.paymentSteps,
    total_amount: plan.totalAmount,
    amount_paid: amountPaid(steps),
    amount_verified: amountVerified(steps),
    created_at: plan.createdAt.toISOString(),
    cancel_reason: plan.status === "cancelled" ? plan.cancelReason : null,
    steps: steps.map((s) => ({
      step: s.step,
      step_name: s.stepName,
      amount: s.amount,
      due_label: s.dueLabel,
      due_date: s.dueDate,
      payment_date: s.paymentDate ? s.paymentDate.toISOString() : null,
      status: s.status,
      payment_receipt_url: s.receiptFileId ? fileUrl(s.receiptFileId) : null,
      invoice_number: s.verification === "verified" ? s.invoiceNumber : null,
      invoice_url: s.verification === "verified" ? invoicePath(plan.propertyId, s.step) : null,
      verification: s.verification,
      rejection_reason: s.verification === "rejected" ? s.rejectionReason : null,
    })),
  };
}

/** The sum of the steps paid (their receipts sent), whether or not the club has checked them yet. */
export const amountPaid = (steps: Pick<Step, "status" | "amount">[]) =>
  steps.filter((s) => s.status === "paid").reduce((sum, s) => sum + s.amount, 0);
/** The sum of the steps whose receipts the club has verified: what unlocks the MOA. */
export const amountVerified = (steps: Pick<Step, "verification" | "amount">[]) =>
  steps.filter((s) => s.verification === "verified").reduce((sum, s) => sum + s.amount, 0);

/**
 * A live plan's status from its steps: `reviewing` while a receipt awaits the club,
 * `completed` when every step is verified, else `pending` (a step to pay, or one whose receipt was rejected).
 */
export function planStatusOf(steps: Pick<Step, "verification">[]): "pending" | "reviewing" | "completed" {
  if (steps.some((s) => s.verification === "awaiting")) return "reviewing";
  if (steps.length > 0 && steps.every((s) => s.verification === "verified")) return "completed";
  return "pending";
}

/**
 * Brings a live plan's status, current step and the member's is_payment_done in line with its steps, after a step
 * changed (paid, verified, rejected) or the plan came back from a cancellation. In the caller's transaction.
 */
export async function settlePlan(tx: Tx, planId: string, now: Date) {
  const [plan] = await tx.select().from(paymentPlans).where(eq(paymentPlans.id, planId)).for("update");
  const steps = await tx
    .select()
    .from(paymentSteps)
    .where(eq(paymentSteps.planId, planId))
    .orderBy(asc(paymentSteps.step));
  const status = planStatusOf(steps);
  const allPaid = steps.every((s) => s.status === "paid");
  await tx
    .update(paymentPlans)
    .set({
      currentStep: Math.max(1, steps.filter((s) => s.status === "paid").length),
      status,
      completedAt: status === "completed" ? (plan.completedAt ?? now) : null,
    })
    .where(eq(paymentPlans.id, planId));
  await tx.update(users).set({ isPaymentDone: allPaid }).where(eq(users.id, plan.userId));
  // a villa fully paid is offered to guests only from its owner's choice to pool it (decision 057)
  if ((status === "completed") !== (plan.status === "completed")) await syncRentable(tx, plan.propertyId, now);
  return { plan: { ...plan, status }, steps };
}

async function planOf(db: Db | Tx, userId: string, propertyId: string): Promise<{ plan: Plan; steps: Step[] } | null> {
  if (!isUuid(propertyId)) return null;
  // a live plan before a cancelled one (a member may start again after a cancellation), else the newest
  const [plan] = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.userId, userId), eq(paymentPlans.propertyId, propertyId)))
    .orderBy(asc(sql`${paymentPlans.status} = 'cancelled'`), desc(paymentPlans.createdAt))
    .limit(1);
  if (!plan) return null;
  const steps = await db
    .select()
    .from(paymentSteps)
    .where(eq(paymentSteps.planId, plan.id))
    .orderBy(asc(paymentSteps.step));
  return { plan, steps };
}

/** GET /payment-details/{propertyId}: the member's plan for the villa; 404 when none was started. */
export async function getPaymentDetails(
  deps: PaymentsDeps,
  userId: string,
  propertyId: string,
): Promise<PaymentRecord> {
  const found = await planOf(deps.db, userId, propertyId);
  if (!found) throw new AppError(404, m.noPaymentPlan);
  return toRecord(found.plan, found.steps);
}

/** The member's plans, newest first (portal). */
export async function listMemberPlans(deps: PaymentsDeps, userId: string): Promise<PaymentRecord[]> {
  const plans = await deps.db
    .select()
    .from(paymentPlans)
    .where(eq(paymentPlans.userId, userId))
    .orderBy(asc(paymentPlans.createdAt));
  const records: PaymentRecord[] = [];
  for (const plan of plans) {
    const steps = await deps.db
      .select()
      .from(paymentSteps)
      .where(eq(paymentSteps.planId, plan.id))
      .orderBy(asc(paymentSteps.step));
    records.push(toRecord(plan, steps));
  }
  return records;
}

/**
 * POST /payment-details/{propertyId}: makes the plan of the member's application (after the KYC and family
 * steps), split into whole-rupee steps that add up to the villa's price; with a receipt, step 1 is paid at once.
 * One transaction; a villa can be in one plan only (409).
 */
export async function createPaymentPlan(
  deps: PaymentsDeps,
  actor: { userId: string; ip?: string },
  propertyId: string,
  input: PaymentPlanInput,
  now = new Date(),
): Promise<PaymentRecord> {
  const { userId } = actor;
  const [property] = isUuid(propertyId)
    ? await deps.db
        .select({ id: properties.id, price: properties.price })
        .from(properties)
        .where(eq(properties.id, propertyId))
        .limit(1)
    : [];
  if (!property) throw new AppError(404, messages.propertyNotFound);
  if (input.property_id && input.property_id !== propertyId)
    throw new AppError(400, "The villa of the payment does not match the address.");
  const flags = await applicationFlags(deps.db, userId);
  if (!flags.is_kyc_done) throw new AppError(409, m.kycFirst);
  if (!flags.is_family_details_done) throw new AppError(409, m.familyFirst);
  const application = await findApplication(deps.db, userId);
  if (!application || application.propertyId !== propertyId) throw new AppError(409, m.otherApplication);
  if (!property.price || property.price <= 0) throw new AppError(400, m.invalidPropertyPrice);
  if (input.total_amount !== property.price)
    throw new AppError(400, "The total amount does not match the villa's price. Please reload the page.");
  const steps = input.payment_mode === "full" ? 1 : input.payment_steps;
  if (input.payment_mode === "flexible" && steps < 2)
    throw new AppError(400, "A flexible plan has 2, 3, 4 or 5 steps.");
  const receipt = input.payment_receipt_url ? await ownedFileByUrl(deps.db, userId, input.payment_receipt_url) : null;

  const [existing] = await deps.db
    .select({ userId: paymentPlans.userId })
    .from(paymentPlans)
    .where(and(eq(paymentPlans.propertyId, propertyId), ne(paymentPlans.status, "cancelled")))
    .limit(1);
  if (existing) throw new AppError(409, existing.userId === userId ? m.planExists : m.villaTaken);

  try {
    await deps.db.transaction(async (tx) => {
      const [plan] = await tx
        .insert(paymentPlans)
        .values({
          userId,
          propertyId,
          paymentMode: input.payment_mode,
          paymentSteps: steps,
          totalAmount: property.price,
          currentStep: 1,
          createdAt: now,
        })
        .returning();
      await tx.insert(paymentSteps).values(
        planSteps({ total: property.price, mode: input.payment_mode, steps, start: now }).map((s) => ({
          planId: plan.id,
          step: s.step,
          stepName: s.stepName,
          amount: s.amount,
          dueLabel: s.dueLabel,
          dueDate: s.dueDate,
        })),
      );
      await recordAudit(tx, {
        actor: { id: userId, role: "member", ip: actor.ip },
        action: "payment-plan.created",
        memberId: userId,
        subjectId: plan.id,
        detail: { propertyId, mode: input.payment_mode, steps, total: property.price },
      });
      if (receipt) {
        await payStep(tx, { userId, ip: actor.ip }, plan.id, 1, receipt.id, now, {
          utr: input.utr ?? null,
          paidOn: input.paid_on ?? null,
        });
        await receiptSent(deps, tx, userId, propertyId, 1);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, m.villaTaken);
    throw error;
  }
  return getPaymentDetails(deps, userId, propertyId);
}

/**
 * When a step's transfer may have been made at the earliest: the first step's is made before its plan (at step 3 the
 * plan is made with its receipt), so from the day the member applied; a later step's from the day the plan was made.
 */
async function stepPaymentBegan(tx: Tx, planId: string, step: number): Promise<{ at: Date; since: string }> {
  const [plan] = await tx
    .select({ userId: paymentPlans.userId, propertyId: paymentPlans.propertyId, createdAt: paymentPlans.createdAt })
    .from(paymentPlans)
    .where(eq(paymentPlans.id, planId));
  if (step === 1) {
    const application = await findApplication(tx, plan.userId);
    if (application && application.propertyId === plan.propertyId && application.createdAt < plan.createdAt)
      return { at: application.createdAt, since: "the day you applied for this villa" };
  }
  return { at: plan.createdAt, since: "the day your payment plan was made" };
}

/**
 * Marks step `step` of a plan paid with a receipt (pending → paid). The receipt now awaits the club's
 * check: it joins the step's history in payment_receipts, with the transfer's UTR (claimed once across every
 * receipt) and day paid when the member gave them, and the plan is `reviewing` until accounts
 * verify or reject it; the invoice is numbered on verification.
 */
async function payStep(
  tx: Tx,
  actor: { userId: string; ip?: string },
  planId: string,
  step: number,
  receiptFileId: string,
  now: Date,
  transfer: TransferDetails = {},
) {
  if (transfer.paidOn) {
    const began = await stepPaymentBegan(tx, planId, step);
    checkPaidOn(transfer, began.at, began.since, now);
  }
  const paid = await tx
    .update(paymentSteps)
    .set({ status: "paid", paymentDate: now, receiptFileId, verification: "awaiting", rejectionReason: null })
    .where(and(eq(paymentSteps.planId, planId), eq(paymentSteps.step, step), eq(paymentSteps.status, "pending")))
    .returning({ amount: paymentSteps.amount });
  if (paid.length === 0) throw new AppError(409, m.stepAlreadyPaid);
  const [receipt] = await tx
    .insert(paymentReceipts)
    .values({
      planId,
      step,
      fileId: receiptFileId,
      amount: paid[0].amount,
      submittedBy: actor.userId,
      submittedAt: now,
      utr: transfer.utr ?? null,
      paidOn: transfer.paidOn ?? null,
    })
    .returning({ id: paymentReceipts.id });
  if (transfer.utr) await claimUtr(tx, transfer.utr, { kind: "instalment", receiptId: receipt.id });
  await settlePlan(tx, planId, now);
  await recordAudit(tx, {
    actor: { id: actor.userId, role: "member", ip: actor.ip },
    action: "payment-step.paid",
    memberId: actor.userId,
    subjectId: planId,
    detail: {
      step,
      amount: paid[0].amount,
      receiptFileId,
      ...auditedTransfer(transfer),
      before: { status: "pending" },
      after: { status: "paid", verification: "awaiting" },
    },
  });
}

/**
 * PUT /payment-details/{propertyId}/step/{step}: records the receipt of the next unpaid step (steps are paid in
 * order). A paid step sent again with the receipt it holds changes nothing and answers the plan (the
 * client creates the plan with the receipt, then puts the same receipt for the current step); another receipt → 409.
 */
export async function recordStepPayment(
  deps: PaymentsDeps,
  actor: { userId: string; ip?: string },
  propertyId: string,
  step: number,
  receiptUrl: string,
  transfer: TransferDetails = {},
  now = new Date(),
): Promise<PaymentRecord> {
  const found = await planOf(deps.db, actor.userId, propertyId);
  if (!found) throw new AppError(404, m.noPaymentPlan);
  const target = found.steps.find((s) => s.step === step);
  if (!target) throw new AppError(404, m.stepNotFound);
  const holdsReceipt = (paidStep: { receiptFileId: string | null }) =>
    paidStep.receiptFileId !== null && paidStep.receiptFileId === fileIdFromUrl(receiptUrl);
  if (target.status === "paid") {
    if (holdsReceipt(target)) return getPaymentDetails(deps, actor.userId, propertyId);
    throw new AppError(409, m.stepAlreadyPaid);
  }
  const nextUnpaid = found.steps.find((s) => s.status === "pending");
  if (nextUnpaid && nextUnpaid.step !== step) throw new AppError(409, m.stepOutOfOrder);
  if (found.plan.status === "cancelled") throw new AppError(409, m.planCancelled);
  const receipt = await ownedFileByUrl(deps.db, actor.userId, receiptUrl);
  try {
    await deps.db.transaction(async (tx) => {
      await payStep(tx, actor, found.plan.id, step, receipt.id, now, transfer);
      await receiptSent(deps, tx, actor.userId, propertyId, step);
    });
  } catch (error) {
    // paid meanwhile (a double click): with this same receipt, that is what was asked
    const paidMeanwhile =
      error instanceof AppError && error.status === 409
        ? (await planOf(deps.db, actor.userId, propertyId))?.steps.find((s) => s.step === step)
        : undefined;
    if (!paidMeanwhile || !holdsReceipt(paidMeanwhile)) throw error;
    return getPaymentDetails(deps, actor.userId, propertyId);
  }
  return getPaymentDetails(deps, actor.userId, propertyId);
}

/** POST /finalReview/{propertyId}: both confirmations, after every step is paid; sets is_terms_agreed. */
export async function submitFinalReview(
  deps: PaymentsDeps,
  actor: { userId: string; ip?: string },
  propertyId: string,
  input: FinalReviewInput,
): Promise<{ flags: ApplicationFlags }> {
  if (!input.confirm_details || !input.confirm_membership) throw new AppError(400, m.acceptBothConfirmations);
  const found = await planOf(deps.db, actor.userId, propertyId);
  if (!found) throw new AppError(404, m.noPaymentPlan);
  // every step paid (its receipt sent); the club's check of the receipts goes on after the application
  if (found.plan.status === "cancelled") throw new AppError(409, m.planCancelled);
  if (found.steps.some((s) => s.status !== "paid")) throw new AppError(409, m.notAllPaid);
  const application = await findApplication(deps.db, actor.userId);
  if (!application || application.propertyId !== propertyId) throw new AppError(404, m.noPaymentPlan);
  if (application.submittedAt) throw new AppError(409, m.alreadySubmitted);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(applications)
      .set({ confirmDetails: true, confirmMembership: true, submittedAt: new Date(), updatedAt: new Date() })
      .where(eq(applications.id, application.id));
    await tx.update(users).set({ isTermsAgreed: true }).where(eq(users.id, actor.userId));
    await recordAudit(tx, {
      actor: { id: actor.userId, role: "member", ip: actor.ip },
      action: "application.submitted",
      memberId: actor.userId,
      subjectId: application.id,
      detail: { propertyId },
    });
  });
  return { flags: await applicationFlags(deps.db, actor.userId) };
}

/** What an invoice shows: the paid step, its plan, the member and the villa. */
export async function invoiceData(
  deps: PaymentsDeps,
  userId: string,
  propertyId: string,
  step: number,
): Promise<StepInvoiceData> {
  const found = await planOf(deps.db, userId, propertyId);
  if (!found) throw new AppError(404, m.noPaymentPlan);
  const paid = found.steps.find((s) => s.step === step);
  if (!paid) throw new AppError(404, m.stepNotFound);
  if (paid.verification !== "verified" || !paid.invoiceNumber || !paid.paymentDate)
    throw new AppError(409, m.invoiceNotReady);
  const [member] = await deps.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const [villa] = await deps.db
    .select({
      name: properties.name,
      villaNumber: properties.villaNumber,
      location: properties.location,
      sqft: properties.sqft,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return {
    plan: toRecord(found.plan, found.steps),
    step: paid,
    steps: found.steps,
    member,
    villa,
    particulars: await invoiceParticularsOf(deps.db, paid.invoiceNumber),
  };
}

/** A verified step's invoice data by the step's id (its plan, whichever it is); null when the step has no invoice. */
export async function stepInvoiceDataById(db: Db, stepId: string): Promise<StepInvoiceData | null> {
  if (!isUuid(stepId)) return null;
  const [row] = await db.select().from(paymentSteps).where(eq(paymentSteps.id, stepId));
  if (!row || row.verification !== "verified" || !row.invoiceNumber || !row.paymentDate) return null;
  const [plan] = await db.select().from(paymentPlans).where(eq(paymentPlans.id, row.planId));
  const steps = await db
    .select()
    .from(paymentSteps)
    .where(eq(paymentSteps.planId, plan.id))
    .orderBy(asc(paymentSteps.step));
  const [member] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, plan.userId));
  const [villa] = await db
    .select({
      name: properties.name,
      villaNumber: properties.villaNumber,
      location: properties.location,
      sqft: properties.sqft,
    })
    .from(properties)
    .where(eq(properties.id, plan.propertyId));
  return {
    plan: toRecord(plan, steps),
    step: row,
    steps,
    member,
    villa,
    particulars: await invoiceParticularsOf(db, row.invoiceNumber),
  };
}

/** A step's invoice as the club issues it: its verification link on every page, sealed once and stored (decision 027). */
export const sealedStepInvoice = (deps: InvoiceSealDeps, data: StepInvoiceData) =>
  sealedInvoice(
    deps,
    { number: data.step.invoiceNumber!, issuedAt: stepInvoiceIssuedAt(data.step) },
    { kind: "step", data },
  );

/** The member's payment plans: made, paid step by step, reviewed, invoiced. */
export function createPaymentsService(deps: PaymentsDeps & InvoiceSealDeps & { villasChanged: () => void }) {
  type PayingActor = { userId: string; ip?: string };
  return {
    /** A new plan takes its villa: the cached villa page and lists say so at once (decision 010). */
    createPaymentPlan: async (actor: PayingActor, propertyId: string, input: PaymentPlanInput) => {
      const plan = await createPaymentPlan(deps, actor, propertyId, input);
      deps.villasChanged();
      return plan;
    },
    getPaymentDetails: withDeps(deps, getPaymentDetails),
    listMemberPlans: withDeps(deps, listMemberPlans),
    recordStepPayment: (
      actor: PayingActor,
      propertyId: string,
      step: number,
      receiptUrl: string,
      transfer?: TransferDetails,
    ) => recordStepPayment(deps, actor, propertyId, step, receiptUrl, transfer),
    submitFinalReview: withDeps(deps, submitFinalReview),
    renderInvoice: async (userId: string, propertyId: string, step: number) => {
      const data = await invoiceData(deps, userId, propertyId, step);
      return { number: data.step.invoiceNumber!, bytes: await sealedStepInvoice(deps, data) };
    },
  };
}
