import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/open.ts";
import { agreementEvents, blocks, kycDetails, properties, propertyTypes, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { MemberStanding } from "../portal/standing.ts";
import type { MoaDraft } from "./moa-pdf.ts";

/**
 * What the memorandum states about a member's plan, gathered once for the agreement they sign and for the draft
 * they read before: the member (with their KYC's father's name and addresses), the villa, the plan and its
 * instalments, the lease, and the language the member reads (the memorandum is drawn in it). `reference` and `lease`
 * are the caller's: the signed agreement's own, or the draft's.
 */
export async function moaDataOf(
  db: Db | Tx,
  userId: string,
  found: { plan: NonNullable<MemberStanding["plan"]>; steps: MemberStanding["steps"]; amountPaid: number },
  stated: { reference: string; lease: MoaDraft["lease"] },
): Promise<MoaDraft> {
  const [member] = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) throw new AppError(401, "Please sign in again.");
  const [kyc] = await db
    .select({
      fatherName: kycDetails.fatherName,
      currentAddress: kycDetails.currentAddress,
      permanentAddress: kycDetails.permanentAddress,
    })
    .from(kycDetails)
    .where(eq(kycDetails.userId, userId));
  const [villa] = await db
    .select({
      name: properties.name,
      villaNumber: properties.villaNumber,
      type: propertyTypes.name,
      block: blocks.blockName,
      location: properties.location,
      sqft: properties.sqft,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .leftJoin(blocks, eq(blocks.id, properties.blockId))
    .where(eq(properties.id, found.plan.propertyId));
  if (!villa) throw new AppError(404, "Property information not found.");
  return {
    reference: stated.reference,
    member: {
      name: member.name,
      email: member.email,
      fatherName: kyc?.fatherName ?? null,
      currentAddress: kyc?.currentAddress ?? null,
      permanentAddress: kyc?.permanentAddress ?? null,
    },
    villa,
    plan: {
      mode: found.plan.paymentMode,
      stepCount: found.plan.paymentSteps,
      total: found.plan.totalAmount,
      amountPaid: found.amountPaid,
      steps: found.steps.map((s) => ({
        step: s.step,
        name: s.stepName,
        amount: s.amount,
        paidOn: s.paymentDate,
        invoiceNumber: s.invoiceNumber,
      })),
    },
    lease: stated.lease,
    // the member's language as it is drawn: a signed memorandum keeps it (decision 047)
    language: member.language,
  };
}

/**
 * Whether the member read the agreement of this plan before signing: opened its draft PDF or showed its text in the
 * portal (either on record in agreement_events). The sign endpoint refuses a signature until then.
 */
export async function readBeforeSigning(db: Db | Tx, planId: string, userId: string): Promise<boolean> {
  const [read] = await db
    .select({ id: agreementEvents.id })
    .from(agreementEvents)
    .where(
      and(
        eq(agreementEvents.planId, planId),
        eq(agreementEvents.actorId, userId),
        inArray(agreementEvents.kind, ["draft-opened", "text-shown"]),
      ),
    )
    .limit(1);
  return Boolean(read);
}
