import { addYears, format } from "date-fns";
import { eq } from "drizzle-orm";
import { LEASE_YEARS, paidPercent, progressPercent, type PortalOverview } from "../../../common/portal.ts";
import type { Db } from "../../db/open.ts";
import { blocks, properties, propertyTypes, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { fileUrl } from "../files/service.ts";
import { memberStanding } from "./standing.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { listMemberDocuments } from "../documents/service.ts";
import { kindNameIn, villaNameIn } from "../catalogue/names.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../../common/language.ts";

/**
 * The member's standing in one answer (GET /api/portal/overview): their villa, payment progress, what is
 * unlocked, the signed agreement and the lease. Shared by the dashboard and every tab that needs the villa. The villa
 * and its kind of home are named in the reader's `language` (decision 046).
 */
export async function portalOverview(
  db: Db,
  userId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PortalOverview> {
  const [member] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!member) throw new AppError(401, "Please sign in again.");
  const standing = await memberStanding(db, userId);
  const { plan, agreement: moa } = standing;
  const propertyId = standing.propertyId;
  const [villa] = propertyId
    ? await db
        .select({
          _id: properties.id,
          name: villaNameIn(language),
          villaNumber: properties.villaNumber,
          location: properties.location,
          image: properties.image,
          sqft: properties.sqft,
          price: properties.price,
          propertyType: kindNameIn(language),
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
    payment = {
      status: plan.status,
      current_step: plan.currentStep,
      payment_steps: plan.paymentSteps,
      total_amount: plan.totalAmount,
      amount_paid: standing.amountPaid,
      amount_verified: standing.amountVerified,
      cancel_reason: plan.status === "cancelled" ? plan.cancelReason : null,
    };
  }
  const paid = payment?.amount_paid ?? 0;
  const total = payment?.total_amount ?? 0;
  return {
    member,
    property: villa ?? null,
    payment,
    payment_status: payment?.status ?? "not_started",
    progress_percent: progressPercent(payment),
    paid_percent: paidPercent(paid, total),
    unlocked: { membership_form: standing.unlocked.membershipForm, moa: standing.unlocked.moa },
    application_submitted: standing.applicationSubmitted,
    moa: moa
      ? {
          signed_at: moa.signedAt.toISOString(),
          // once countersigned the agreement is the executed, sealed PDF (kept when it is revoked later)
          pdf_url: fileUrl(moa.executedPdfFileId ?? moa.pdfFileId),
          status: moa.status,
          countersigned_at: moa.countersignedAt?.toISOString() ?? null,
          revoked_at: moa.revokedAt?.toISOString() ?? null,
          revoked_reason: moa.revokedReason,
        }
      : null,
    lease: moa
      ? {
          years: LEASE_YEARS,
          start_date: moa.leaseStart,
          end_date: format(addYears(new Date(`${moa.leaseStart}T12:00:00`), LEASE_YEARS), "yyyy-MM-dd"),
        }
      : null,
  };
}

/** The member portal's overview and documents. */
export function createPortalService(deps: { db: Db }) {
  return {
    overview: withDeps(deps.db, portalOverview),
    documents: withDeps(deps.db, listMemberDocuments),
  };
}
