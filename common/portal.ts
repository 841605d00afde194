import { z } from "./zod.ts";
import { PAYMENT_STATUSES, type PortalPaymentStatus } from "./registration.ts";
import { AGREEMENT_STATUSES } from "./agreements.ts";

/**
 * The member portal (spec member-side §2 "Member portal", §4, §5, §8, §9): its tabs, unlock rules, the claims
 * calendar's constants and its messages, shared by the server (which enforces them) and the page.
 */

export const PORTAL_TABS = [
  { id: "dashboard", label: "Dashboard" },
  { id: "documents", label: "Documents" },
  { id: "membership", label: "Membership Form" },
  { id: "moa", label: "MOA" },
  { id: "conveyance", label: "Conveyance" },
  { id: "lease", label: "Lease" },
  { id: "bookings", label: "Bookings" },
  { id: "claims", label: "Claims" },
  { id: "transfer", label: "Transfer" },
] as const;
export type PortalTab = (typeof PORTAL_TABS)[number]["id"];
export const isPortalTab = (value: string | null | undefined): value is PortalTab =>
  PORTAL_TABS.some((t) => t.id === value);

/** Share of the price that must be paid before the membership form opens, and before the MOA (spec §5). */
export const MEMBERSHIP_FORM_UNLOCK_PERCENT = 50;
export const MOA_UNLOCK_PERCENT = 100;
/** The lease term of every villa contribution (spec §9). */
export const LEASE_YEARS = 99;

/** Portal progress percent = current_step / payment_steps, rounded (spec §4); 0 without a plan. */
export function progressPercent(plan: { current_step: number; payment_steps: number; status?: string } | null): number {
  if (!plan || plan.payment_steps <= 0) return 0;
  return Math.round((plan.current_step / plan.payment_steps) * 100);
}

/** Share of the price actually paid, in whole percent (rounded down, so 100 only when all is paid). */
export function paidPercent(amountPaid: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((Math.min(amountPaid, total) / total) * 100);
}

export const membershipFormUnlocked = (amountPaid: number, total: number) =>
  total > 0 && amountPaid * 100 >= total * MEMBERSHIP_FORM_UNLOCK_PERCENT;
export const moaUnlocked = (amountPaid: number, total: number) => total > 0 && amountPaid >= total;

/** The payment card's button by status (spec §2). */
export function paymentButton(status: PortalPaymentStatus): {
  label: string;
  disabled: boolean;
  action: "receipts" | "registration" | "none";
} {
  switch (status) {
    case "completed":
      return { label: "View Receipts", disabled: false, action: "receipts" };
    case "pending":
      return { label: "Continue Payment", disabled: false, action: "registration" };
    case "cancelled":
      return { label: "Restart Payment", disabled: false, action: "registration" };
    case "reviewing":
      return { label: "Payment Under Review", disabled: true, action: "none" };
    default:
      return { label: "Start Payment", disabled: false, action: "registration" };
  }
}

/**
 * Claims (spec §9): 36 eligible months from the MOA date, 2000 rupees per month in the demo settings. `years` are the
 * demo's tabs (2025–2027), shown before an MOA is signed; with one, the tabs are the years of its eligible months.
 */
export const CLAIMS = {
  eligibleMonths: 36,
  monthlyAmount: 2000,
  years: [2025, 2026, 2027] as const,
} as const;

/** Conveyance appointments are on Tuesdays only (spec §2). A yyyy-mm-dd date. */
export function isTuesday(isoDate: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return false;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.getUTCDay() === 2 && date.toISOString().startsWith(isoDate);
}

/** Messages of the portal, verbatim from spec §8, and the portal's own where the spec is silent. */
export const portalMessages = {
  /** A portal post whose `intent` names no form (a stale page or a hand-made post). */
  unknownForm: "This form is not known. Please reload the page and try again.",
  unableToDeterminePropertyDetails: "Unable to determine property details",
  failedToProcessSignature: "Failed to process signature. Please try again.",
  failedToDownloadMoa: "Failed to download MOA. Please try again.",
  completePaymentForMoa: "Please complete your payment to access the MOA",
  completePayment: "Please complete your payment",
  propertyInformationNotFound: "Property information not found.",
  // the portal's own words
  loading: "Loading your portal...",
  loadFailed: "We could not load your portal. Please try again.",
  noProperty:
    "You have not chosen a villa yet. Browse the villas and start your application to see your payments, documents and agreement here.",
  membershipFormLocked: "The membership form opens once 50% of your payment is made.",
  moaSigned: "Your memorandum of agreement is signed.",
  moaAlreadySigned: "Your memorandum of agreement is already signed.",
  moaNotSigned: "Your memorandum of agreement is not signed yet.",
} as const;

const propertySummary = z.object({
  _id: z.string(),
  name: z.string(),
  villaNumber: z.string().nullable(),
  location: z.string(),
  image: z.string(),
  sqft: z.number().int(),
  price: z.number().int(),
  propertyType: z.string(),
  block: z.string().nullable(),
});

/** GET /api/portal/overview: everything the dashboard tab shows, in one answer. */
export const portalOverview = z.object({
  member: z.object({ name: z.string(), email: z.string() }),
  property: propertySummary.nullable(),
  payment: z
    .object({
      status: z.enum(PAYMENT_STATUSES),
      current_step: z.number().int(),
      payment_steps: z.number().int(),
      total_amount: z.number().int(),
      amount_paid: z.number().int(),
      amount_verified: z.number().int(),
      cancel_reason: z.string().nullable(),
    })
    .nullable(),
  payment_status: z.enum(["not_started", ...PAYMENT_STATUSES]),
  progress_percent: z.number().int(),
  paid_percent: z.number().int(),
  unlocked: z.object({ membership_form: z.boolean(), moa: z.boolean() }),
  application_submitted: z.boolean(),
  /**
   * The member's agreement (its status; pdf_url is the executed, sealed PDF once countersigned, the PDF as the
   * member signed it before).
   */
  moa: z
    .object({
      signed_at: z.string(),
      pdf_url: z.string(),
      status: z.enum(AGREEMENT_STATUSES),
      countersigned_at: z.string().nullable(),
      revoked_at: z.string().nullable(),
      revoked_reason: z.string().nullable(),
    })
    .nullable(),
  lease: z.object({ years: z.number().int(), start_date: z.string(), end_date: z.string() }).nullable(),
});
export type PortalOverview = z.infer<typeof portalOverview>;
