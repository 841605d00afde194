import { and, asc, desc, eq, sql } from "drizzle-orm";
import { membershipFormUnlocked, moaUnlocked } from "../../../common/portal.ts";
import type { Db } from "../../db/open.ts";
import { applications, moaAgreements, paymentPlans, paymentSteps } from "../../db/schema.ts";

type Plan = typeof paymentPlans.$inferSelect;
type Step = typeof paymentSteps.$inferSelect;
type Application = typeof applications.$inferSelect;
type Agreement = typeof moaAgreements.$inferSelect;

/**
 * Where a member stands, in one place: their application, the plan that counts, its steps and what has
 * been paid, what that unlocks, and the agreement of that plan. Every service and loader that needs
 * "the member's plan, amount paid and what is unlocked" takes it from here.
 */
export interface MemberStanding {
  application: Application | null;
  /**
   * The plan that counts: the newest plan that is not cancelled; when every plan is cancelled, the newest
   * one (which unlocks nothing). Null before a plan is made.
   */
  plan: Plan | null;
  /** The plan's steps, in order. */
  steps: Step[];
  /** The sum of the paid steps (integer rupees), their receipts sent, checked or not. */
  amountPaid: number;
  /** The sum of the steps whose receipts the club verified: what unlocks the membership form and the MOA. */
  amountVerified: number;
  /** The villa of the plan, else of the application. */
  propertyId: string | null;
  unlocked: { membershipForm: boolean; moa: boolean };
  /** The signed agreement of the plan that counts: the one in force, or a cancelled plan's revoked one. */
  agreement: Agreement | null;
  applicationSubmitted: boolean;
}

/** The plan that counts among a member's plans, newest first. */
export function planThatCounts<P extends { status: string }>(newestFirst: P[]): P | null {
  return newestFirst.find((plan) => plan.status !== "cancelled") ?? newestFirst[0] ?? null;
}

export async function memberStanding(db: Db, userId: string): Promise<MemberStanding> {
  const [[application], plans] = await Promise.all([
    db.select().from(applications).where(eq(applications.userId, userId)).limit(1),
    db
      .select()
      .from(paymentPlans)
      .where(eq(paymentPlans.userId, userId))
      .orderBy(desc(paymentPlans.createdAt), desc(paymentPlans.id)),
  ]);
  const plan = planThatCounts(plans);
  const [steps, [agreement]] = plan
    ? await Promise.all([
        db.select().from(paymentSteps).where(eq(paymentSteps.planId, plan.id)).orderBy(asc(paymentSteps.step)),
        // the agreement in force, else the last revoked one (a cancelled plan's)
        db
          .select()
          .from(moaAgreements)
          .where(and(eq(moaAgreements.planId, plan.id), eq(moaAgreements.userId, userId)))
          .orderBy(desc(sql`${moaAgreements.status} <> 'revoked'`), desc(moaAgreements.signedAt))
          .limit(1),
      ])
    : [[], []];
  const amountPaid = steps.filter((s) => s.status === "paid").reduce((sum, s) => sum + s.amount, 0);
  const amountVerified = steps.filter((s) => s.verification === "verified").reduce((sum, s) => sum + s.amount, 0);
  const live = plan !== null && plan.status !== "cancelled";
  return {
    application: application ?? null,
    plan,
    steps,
    amountPaid,
    amountVerified,
    propertyId: plan?.propertyId ?? application?.propertyId ?? null,
    unlocked: {
      // what a person at the club verified, never a receipt alone (spec: member-side, "MOA locked until paid amount covers total")
      membershipForm: live && membershipFormUnlocked(amountVerified, plan.totalAmount),
      moa: live && moaUnlocked(amountVerified, plan.totalAmount),
    },
    // a live plan whose agreement was revoked (restarted after its cancellation) is signed anew
    agreement: agreement && !(live && agreement.status === "revoked") ? agreement : null,
    applicationSubmitted: Boolean(application?.submittedAt),
  };
}
