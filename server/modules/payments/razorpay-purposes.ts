import { and, asc, eq, ne } from "drizzle-orm";
import { registrationMessages as m } from "../../../common/registration.ts";
import { isUuid } from "../../../common/ids.ts";
import type { Tx } from "../../db/open.ts";
import { paymentPlans, paymentSteps, properties, razorpayOrders } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { recordAudit } from "../audit/service.ts";
import { issueStepParticulars, mailStepInvoice, stepInvoiceNumber, type PaymentsOfficeDeps } from "./office.ts";
import { settlePlan } from "./service.ts";
import { oweRefund, refundOnline } from "../refunds/service.ts";
import { creditStay, holdStay, type StayDeps } from "../bookings/stays.ts";
import { activateMembership, openOnlinePurchase, type MembershipDeps } from "../membership/service.ts";
import { creditDonationOrder } from "../donations/online.ts";
import type { GiftDeps } from "../donations/gifts.ts";
import { creditRegistration } from "../programme/payment.ts";
import { maintenancePurpose } from "../owners/dues.ts";

/**
 * What can be paid online with Razorpay, one handler a purpose. Each module supplies two
 * functions, both in the caller's transaction: `prepare` checks the request, makes or holds what is paid for and
 * says how much it costs (rupees, computed here on the server, never read from the request); `credit` marks it paid
 * once the payment is proven (its signature, or a signed webhook) and returns what to do after the commit (a refund; its mails are queued in the transaction).
 */

export type RazorpayPurpose = "stay" | "membership" | "instalment" | "donation" | "programme" | "maintenance";

export interface PayingMember {
  id: string;
  email: string;
  name: string;
}

/** What an order is made for: the amount in rupees, Razorpay's receipt (≤ 40 characters) and the item paid for. */
export interface PreparedPayment {
  amount: number;
  receipt: string;
  description: string;
  bookingId?: string;
  membershipId?: string;
  paymentStepId?: string;
  maintenanceBillId?: string;
}

export type RazorpayOrderRow = typeof razorpayOrders.$inferSelect;

/** After the commit: the mails of a credit. */
export type AfterCommit = () => Promise<unknown>;

export interface PurposeHandler<Body = unknown> {
  prepare(tx: Tx, member: PayingMember, body: Body, now: Date): Promise<PreparedPayment>;
  credit(tx: Tx, order: RazorpayOrderRow, paymentId: string, now: Date): Promise<AfterCommit | void>;
}

export interface InstalmentBody {
  property_id: string;
}

export const instalmentMessages = {
  nothingToPay: "Every step of this plan is already paid.",
} as const;

/**
 * An instalment of the villa plan (the member's plan of `property_id`): its next unpaid step. Paid online, the step is
 * paid and verified at once, without staff (the signature proves the money): its invoice is numbered and e-mailed
 * and the plan settles exactly as when accounts verify a receipt (`settlePlan`, `mailStepInvoice`).
 */
export function instalmentPurpose(deps: PaymentsOfficeDeps): PurposeHandler<InstalmentBody> {
  return {
    async prepare(tx, member, body) {
      const propertyId = body.property_id.trim();
      if (!isUuid(propertyId)) throw new AppError(404, m.noPaymentPlan);
      const [plan] = await tx
        .select({
          id: paymentPlans.id,
          status: paymentPlans.status,
          steps: paymentPlans.paymentSteps,
          villa: properties.name,
        })
        .from(paymentPlans)
        .innerJoin(properties, eq(properties.id, paymentPlans.propertyId))
        .where(
          and(
            eq(paymentPlans.userId, member.id),
            eq(paymentPlans.propertyId, propertyId),
            ne(paymentPlans.status, "cancelled"),
          ),
        )
        .limit(1)
        .for("update", { of: paymentPlans });
      if (!plan) throw new AppError(404, m.noPaymentPlan);
      const [step] = await tx
        .select()
        .from(paymentSteps)
        .where(and(eq(paymentSteps.planId, plan.id), eq(paymentSteps.status, "pending")))
        .orderBy(asc(paymentSteps.step))
        .limit(1);
      if (!step) throw new AppError(409, instalmentMessages.nothingToPay);
      return {
        amount: step.amount,
        receipt: `step-${step.step}-${step.id.slice(0, 8)}`,
        description: `Step ${step.step} of ${plan.steps} (${step.stepName}) for ${plan.villa}`,
        paymentStepId: step.id,
      };
    },

    async credit(tx, order, paymentId, now) {
      const [row] = await tx
        .select({ step: paymentSteps, plan: paymentPlans })
        .from(paymentSteps)
        .innerJoin(paymentPlans, eq(paymentPlans.id, paymentSteps.planId))
        .where(eq(paymentSteps.id, order.paymentStepId!))
        .for("update");
      if (!row) throw new Error(`The step of order ${order.orderId} is gone.`);
      const { step, plan } = row;
      if (step.status !== "pending" || plan.status === "cancelled") {
        // paid meanwhile by a receipt, or the plan was cancelled: the club owes the money back, through Razorpay
        const amount = order.amount / 100;
        const refund = await oweRefund(tx, {
          kind: step.status !== "pending" ? "duplicate" : "unapplied",
          userId: plan.userId,
          what:
            step.status !== "pending"
              ? `Online payment for step ${step.step} (${step.stepName}), which was already paid`
              : `Online payment for step ${step.step} (${step.stepName}) of a plan cancelled before the payment came`,
          amount,
          razorpayPaymentId: paymentId,
          planId: plan.id,
          actor: null,
        });
        await recordAudit(tx, {
          actor: null,
          action: "payment-step.online-payment-unapplied",
          memberId: plan.userId,
          subjectId: plan.id,
          detail: {
            step: step.step,
            orderId: order.orderId,
            paymentId,
            amount: order.amount / 100,
            stepStatus: step.status,
            planStatus: plan.status,
          },
        });
        return () => refundOnline(deps, refund.id);
      }
      const [verified] = await tx
        .update(paymentSteps)
        .set({
          status: "paid",
          paymentDate: now,
          verification: "verified",
          verifiedAt: now,
          verifiedBy: null,
          razorpayPaymentId: paymentId,
          invoiceNumber: stepInvoiceNumber(now),
          rejectionReason: null,
        })
        .where(eq(paymentSteps.id, step.id))
        .returning({ invoiceNumber: paymentSteps.invoiceNumber });
      await issueStepParticulars(tx, verified.invoiceNumber!, plan, step);
      const settled = await settlePlan(tx, plan.id, now);
      await recordAudit(tx, {
        actor: { id: plan.userId, role: "member" },
        action: "payment-step.paid-online",
        memberId: plan.userId,
        subjectId: plan.id,
        detail: {
          step: step.step,
          amount: step.amount,
          paymentId,
          orderId: order.orderId,
          invoiceNumber: verified.invoiceNumber,
          before: { status: step.status, verification: step.verification, planStatus: plan.status },
          after: { status: "paid", verification: "verified", planStatus: settled.plan.status },
        },
      });
      await mailStepInvoice(deps, tx, {
        plan,
        row: step,
        step: step.step,
        invoiceNumber: verified.invoiceNumber!,
        planStatus: settled.plan.status,
        online: true,
      });
    },
  };
}

/** A purpose whose module is not wired in yet: online payment for it answers 503. */
export function unavailablePurpose(message: string): PurposeHandler {
  return {
    prepare: () => Promise.reject(new AppError(503, message)),
    credit: () => Promise.reject(new Error(message)),
  };
}

/**
 * What can be paid online, each purpose's item made or held and credited by its module: a stay, Full Membership, an
 * instalment, a villa's maintenance dues (server/modules/owners: the amount the bill owes now), a one-time donation (its order is made with the pledge, POST /api/donations, never through the order
 * endpoint: its `prepare` refuses), places at an item of the programme (made with the registration, POST
 * /api/events/{slug}/registrations, likewise).
 */
export function razorpayPurposes(
  deps: PaymentsOfficeDeps & StayDeps & MembershipDeps & GiftDeps,
): Record<RazorpayPurpose, PurposeHandler<never>> {
  return {
    donation: {
      prepare: () => Promise.reject(new AppError(400, "A donation's order is made with its pledge.")),
      credit: (tx, order, paymentId, now) => creditDonationOrder(deps, tx, order, paymentId, now),
    },
    programme: {
      prepare: () => Promise.reject(new AppError(400, "A programme place's order is made with its registration.")),
      credit: (tx, order, paymentId, now) => creditRegistration(deps, tx, order, paymentId, now),
    },
    instalment: instalmentPurpose(deps),
    maintenance: maintenancePurpose(deps),
    membership: {
      prepare: async (tx, member, body: { accept_terms: boolean }) => {
        const open = await openOnlinePurchase(tx, member.id, body.accept_terms);
        return {
          amount: open.amount,
          membershipId: open.membershipId,
          receipt: `membership-${open.membershipId.slice(0, 8)}`,
          description: "Full Membership, one year",
        };
      },
      credit: (tx, order, paymentId, now) =>
        activateMembership(deps, tx, order.membershipId!, { paidVia: "razorpay", paymentId, actor: null }, now),
    },
    stay: {
      prepare: async (tx, member, body: Parameters<typeof holdStay>[3]) => {
        const held = await holdStay(deps, tx, member, { ...body, paymentMethod: "razorpay" });
        return { amount: held.amount, bookingId: held.bookingId, receipt: held.receipt, description: held.description };
      },
      credit: (tx, order, paymentId) => creditStay(deps, tx, order.bookingId!, paymentId),
    },
  };
}
