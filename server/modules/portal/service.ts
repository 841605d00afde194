import { addYears, format } from "date-fns";
import { eq } from "drizzle-orm";
import { LEASE_YEARS, membershipFormUnlocked, moaUnlocked, paidPercent, progressPercent, type PortalOverview } from "../../../common/portal.ts";
import type { Db } from "../../db/open.ts";
import { applications, blocks, moaAgreements, paymentPlans, paymentSteps, properties, propertyTypes, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { fileUrl } from "../files/service.ts";

/**
 * The member's standing in one answer (GET /api/portal/overview): their villa, payment progress, what is
 * unlocked, the signed agreement and the lease. Shared by the dashboard and every tab that needs the villa.
 */
export async function portalOverview(db: Db, userId: string): Promise<PortalOverview> {
  const [member] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!member) throw new AppError(401, "Please sign in again.");
  const [application] = await db.select().from(applications).where(eq(applications.userId, userId)).limit(1);
  const [plan] = await db.select().from(paymentPlans).where(eq(paymentPlans.userId, userId)).limit(1);
  const propertyId = plan?.propertyId ?? application?.propertyId;
  const [villa] = propertyId
    ? await db
        .select({
          _id: properties.id,
          name: properties.name,
          villaNumber: properties.villaNumber,
          location: properties.location,
          image: properties.image,
          sqft: properties.sqft,
          price: properties.price,
          propertyType: propertyTypes.name,
          block: blocks.blockName,
        })
        .from(properties)
        .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
        .leftJoin(blocks, eq(blocks.id, properties.blockId))
        .where(eq(properties.id, propertyId))
        .limit(1)
    : [];
  let payment: PortalOverview["payment"] = null;
  if (plan) {
    const steps = await db.select({ amount: paymentSteps.amount, status: paymentSteps.status }).from(paymentSteps).where(eq(paymentSteps.planId, plan.id));
    payment = {
      status: plan.status,
      current_step: plan.currentStep,
      payment_steps: plan.paymentSteps,
      total_amount: plan.totalAmount,
      amount_paid: steps.filter((s) => s.status === "paid").reduce((sum, s) => sum + s.amount, 0),
    };
  }
  const [moa] = plan ? await db.select().from(moaAgreements).where(eq(moaAgreements.planId, plan.id)).limit(1) : [];
  const paid = payment?.amount_paid ?? 0;
  const total = payment?.total_amount ?? 0;
  return {
    member,
    property: villa ?? null,
    payment,
    payment_status: payment?.status ?? "not_started",
    progress_percent: progressPercent(payment),
    paid_percent: paidPercent(paid, total),
    unlocked: { membership_form: membershipFormUnlocked(paid, total), moa: moaUnlocked(paid, total) },
    application_submitted: Boolean(application?.submittedAt),
    moa: moa ? { signed_at: moa.signedAt.toISOString(), pdf_url: fileUrl(moa.pdfFileId) } : null,
    lease: moa
      ? { years: LEASE_YEARS, start_date: moa.leaseStart, end_date: format(addYears(new Date(`${moa.leaseStart}T12:00:00`), LEASE_YEARS), "yyyy-MM-dd") }
      : null,
  };
}
