/**
 * The states of donations that take money (decision 048). No zod here: the donate page and the office import them.
 *
 * A pledge is `pledged` until money comes: a one-time gift is then `paid`; a recurring one is `active` once its
 * Razorpay subscription is, `paused` or `cancelled` as the donor or Razorpay says (`completed` when its charges end).
 */
export const DONATION_STATUSES = ["pledged", "paid", "active", "paused", "cancelled", "completed"] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/** How a gift's money came: Razorpay once, a bank transfer or UPI, or one charge of a subscription. */
export const GIFT_MODES = ["online", "transfer", "subscription"] as const;
export type GiftMode = (typeof GIFT_MODES)[number];

/** A transfer awaits accounts' verification; online money is received at once. */
export const GIFT_STATUSES = ["awaiting", "received", "rejected"] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** Razorpay's subscription states, as its webhooks report them. */
export const SUBSCRIPTION_STATUSES = [
  "created",
  "authenticated",
  "active",
  "pending",
  "halted",
  "paused",
  "cancelled",
  "completed",
  "expired",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Donation receipts read VWC-DR-<financial year>-<n>, e.g. VWC-DR-2026-27-1. */
export const DONATION_RECEIPT_PREFIX = "VWC-DR";

/** The accounts' queue of gifts by transfer: the statuses it lists. */
export const TRANSFER_QUEUE_STATUSES = ["awaiting", "received", "rejected"] as const;

/** A gift by transfer as the accounts' queue shows it (GET /api/admin/donations/transfers). */
export interface DonationTransferItem {
  id: string;
  reference: string;
  name: string;
  email: string;
  /** Rupees: a gift by transfer is always in rupees. */
  amount: number;
  utr: string | null;
  paid_on: string;
  status: GiftStatus;
  created_at: string;
  decided_at: string | null;
  rejection_reason: string | null;
  receipt_number: string | null;
}
