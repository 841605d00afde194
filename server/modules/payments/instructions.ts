import { and, asc, eq, ne } from "drizzle-orm";
import { clubToday } from "../../../common/club-time.ts";
import { payeeOf, settingsMessages, type ClubSettings } from "../../../common/club-settings.ts";
import { isUuid } from "../../../common/ids.ts";
import { FULL_MEMBERSHIP_PRICE, membershipMessages } from "../../../common/membership.ts";
import {
  paymentInstructionsMessages as m,
  transferReference,
  upiUri,
  type PaymentInstructions,
  type PaymentInstructionsTarget,
} from "../../../common/payment-instructions.ts";
import { FLEXIBLE_STEP_CHOICES, planSteps, registrationMessages as rm } from "../../../common/registration.ts";
import type { Db } from "../../db/open.ts";
import { bookings, memberships, paymentPlans, paymentSteps, properties } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { getClubSettings } from "../club-settings/service.ts";
import { refuseWhenRenewed } from "../membership/service.ts";
import { findApplication } from "../registration/service.ts";
import { billDescription, billOwed, billToPay } from "../owners/dues.ts";

/**
 * Where and how a member pays by bank transfer (GET /api/payment-instructions, and the pages' loaders): the club's
 * account from its settings, the amount the server computes, the reference to quote, and the UPI address the pages
 * show as a QR code. Only the member's own plan, purchase or stay; the club's settings not yet filled in → 409.
 */

/** What is paid: the amount, what it is in words, the reference to quote. */
interface Payable {
  purpose: PaymentInstructions["purpose"];
  amount: number;
  description: string;
  reference: string;
}

const villaName = (villa: { name: string; villaNumber: string | null }) =>
  villa.villaNumber ? `${villa.name} (${villa.villaNumber})` : villa.name;

/** A step of the member's own plan: the next one to pay, of a live plan. */
async function planStep(db: Db, memberId: string, planId: string, stepNumber: number): Promise<Payable> {
  const [plan] = isUuid(planId)
    ? await db
        .select({ plan: paymentPlans, villa: { name: properties.name, villaNumber: properties.villaNumber } })
        .from(paymentPlans)
        .innerJoin(properties, eq(properties.id, paymentPlans.propertyId))
        .where(and(eq(paymentPlans.id, planId), eq(paymentPlans.userId, memberId)))
    : [];
  if (!plan) throw new AppError(404, rm.noPaymentPlan);
  if (plan.plan.status === "cancelled") throw new AppError(409, rm.planCancelled);
  const steps = await db
    .select()
    .from(paymentSteps)
    .where(eq(paymentSteps.planId, planId))
    .orderBy(asc(paymentSteps.step));
  const step = steps.find((s) => s.step === stepNumber);
  if (!step) throw new AppError(404, rm.stepNotFound);
  if (step.status === "paid") throw new AppError(409, rm.stepAlreadyPaid);
  if (steps.find((s) => s.status === "pending")?.step !== step.step) throw new AppError(409, rm.stepOutOfOrder);
  return {
    purpose: "instalment",
    amount: step.amount,
    description: `Step ${step.step} of ${plan.plan.paymentSteps} (${step.stepName}) for ${villaName(plan.villa)}`,
    reference: transferReference(memberId, { step: step.step }),
  };
}

/**
 * The first step of the plan a member is about to make at step 3 of the application (its receipt makes the plan):
 * `steps` 1 is a full payment, 2 to 5 a flexible plan; the amounts are the plan's own rule.
 */
async function firstStep(db: Db, memberId: string, propertyId: string, steps: number): Promise<Payable> {
  if (steps !== 1 && !(FLEXIBLE_STEP_CHOICES as readonly number[]).includes(steps))
    throw new AppError(400, "A flexible plan has 2, 3, 4 or 5 steps.");
  const application = isUuid(propertyId) ? await findApplication(db, memberId) : null;
  if (!application || application.propertyId !== propertyId) throw new AppError(404, m.noApplication);
  const [villa] = await db
    .select({ name: properties.name, villaNumber: properties.villaNumber, price: properties.price })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const [live] = await db
    .select({ id: paymentPlans.id })
    .from(paymentPlans)
    .where(
      and(
        eq(paymentPlans.userId, memberId),
        eq(paymentPlans.propertyId, propertyId),
        ne(paymentPlans.status, "cancelled"),
      ),
    )
    .limit(1);
  if (live) throw new AppError(409, rm.planExists);
  if (!villa || !Number.isInteger(villa.price) || villa.price <= 0) throw new AppError(400, rm.invalidPropertyPrice);
  const [first] = planSteps({ total: villa.price, mode: steps === 1 ? "full" : "flexible", steps, start: new Date() });
  return {
    purpose: "instalment",
    amount: first.amount,
    description:
      steps === 1
        ? `The full payment for ${villaName(villa)}`
        : `Step 1 of ${steps} (${first.stepName}) for ${villaName(villa)}`,
    reference: transferReference(memberId, { step: 1 }),
  };
}

/** A year of Full Membership, unless a receipt for one is with accounts or the next year is bought already. */
async function membershipYear(db: Db, memberId: string): Promise<Payable> {
  const [reviewing] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, memberId), eq(memberships.status, "under-review")))
    .limit(1);
  if (reviewing) throw new AppError(409, membershipMessages.alreadyUnderReview);
  await refuseWhenRenewed(db, memberId, clubToday());
  return {
    purpose: "membership",
    amount: FULL_MEMBERSHIP_PRICE,
    description: "Full Membership for one year",
    reference: transferReference(memberId, "membership"),
  };
}

/**
 * A stay of the member's: stays are paid online (Razorpay) or at the property, never by bank transfer, so a stay of
 * the member's answers 409 with the way it is paid; another's or none, 404.
 */
async function stayPayment(db: Db, memberId: string, stayId: string): Promise<Payable> {
  const [stay] = isUuid(stayId)
    ? await db
        .select({ paymentMethod: bookings.paymentMethod })
        .from(bookings)
        .where(and(eq(bookings.id, stayId), eq(bookings.userId, memberId)))
    : [];
  if (!stay) throw new AppError(404, m.stayNotFound);
  throw new AppError(409, stay.paymentMethod === "razorpay" ? m.stayPaidOnline : m.stayPaidAtProperty);
}

/**
 * A villa's maintenance dues: the bill named (the member's own), else their earliest unpaid one, for what it owes now
 * (its dues and any late fee); the reference to quote is the bill's invoice number, which accounts find it by.
 */
async function duesBill(db: Db, memberId: string, billId?: string): Promise<Payable> {
  const bill = await billToPay(db, memberId, billId);
  return {
    purpose: "maintenance",
    amount: billOwed(bill),
    description: await billDescription(db, bill),
    reference: bill.invoiceNumber ?? "",
  };
}

/** The instructions of a payable thing with the club's account (a donation's too: donations/transfers.ts). */
export function withAccount(payable: Payable, settings: ClubSettings): PaymentInstructions {
  return {
    ...payable,
    account: payeeOf(settings),
    upi_uri: upiUri({
      upiId: settings.upi_id,
      payeeName: settings.bank_account_name,
      amount: payable.amount,
      note: payable.reference,
    }),
  };
}

async function payableOf(db: Db, memberId: string, target: PaymentInstructionsTarget): Promise<Payable> {
  switch (target.purpose) {
    case "instalment":
      return "planId" in target
        ? planStep(db, memberId, target.planId, target.step)
        : firstStep(db, memberId, target.propertyId, target.steps);
    case "membership":
      return membershipYear(db, memberId);
    case "stay":
      return stayPayment(db, memberId, target.stayId);
    case "maintenance":
      return duesBill(db, memberId, target.billId);
  }
}

/** GET /api/payment-instructions: the member's own payment; 404 another's, 409 nothing to transfer or no settings. */
export async function paymentInstructions(
  deps: { db: Db },
  memberId: string,
  target: PaymentInstructionsTarget,
): Promise<PaymentInstructions> {
  const payable = await payableOf(deps.db, memberId, target);
  const settings = await getClubSettings(deps.db);
  if (!settings) throw new AppError(409, settingsMessages.bankDetailsMissing);
  return withAccount(payable, settings);
}

/** Payment instructions for bank transfers: `forMember(memberId, target)`. */
export function createPaymentInstructionsService(deps: { db: Db }) {
  return {
    forMember: (memberId: string, target: PaymentInstructionsTarget) => paymentInstructions(deps, memberId, target),
  };
}
