import { z } from "./zod.ts";
import { DONATION_STATUSES, GIFT_MODES, GIFT_STATUSES, SUBSCRIPTION_STATUSES } from "./donation-money.ts";
import { SUBSCRIPTION_ACTIONS } from "./donor-page.ts";
import { razorpayId } from "./razorpay-schemas.ts";
import { text } from "./text.ts";

/** The schemas of recurring gifts' answers and of the donor's page (common/donor-page.ts has the constants). */

/** The answer's `payment` for a recurring pledge: what Razorpay Checkout opens (the subscription's first payment). */
export const subscriptionPaymentAnswer = z.object({
  method: z.literal("online"),
  subscription_id: z.string(),
  key_id: z.string(),
  amount: z.number().int().describe("the smallest unit of the currency (paise)"),
  currency: z.string(),
  checkout_url: z.string(),
  description: z.string(),
});
export type SubscriptionPaymentAnswer = z.infer<typeof subscriptionPaymentAnswer>;

/** POST /api/donations/subscriptions/verify: what Checkout handed the page after the first payment. */
export const subscriptionVerifyBody = z.object({
  razorpay_subscription_id: razorpayId("subscription id"),
  razorpay_payment_id: razorpayId("payment id"),
  razorpay_signature: text("the signature").trim().min(1).max(128),
});
export type SubscriptionVerifyBody = z.infer<typeof subscriptionVerifyBody>;

export const donorGift = z.object({
  paid_on: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  mode: z.enum(GIFT_MODES),
  status: z.enum(GIFT_STATUSES),
  receipt_number: z.string().nullable(),
  /** `/api/donations/receipts/{number}.pdf?t=…`, once a receipt is issued. */
  receipt_url: z.string().nullable(),
});

export const donorSubscription = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  paid_count: z.number().int(),
  current_end: z.string().nullable(),
  /** What the donor may do now. */
  actions: z.array(z.enum(SUBSCRIPTION_ACTIONS)),
});

export const donorPledge = z.object({
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  kind: z.enum(["one_time", "recurring"]),
  frequency: z.enum(["monthly", "quarterly", "yearly"]).nullable(),
  causes: z.array(z.string()),
  status: z.enum(DONATION_STATUSES),
  created_at: z.string(),
  /** The signed token of this pledge (its receipts' links and its actions carry it). */
  token: z.string(),
  gifts: z.array(donorGift),
  subscription: donorSubscription.nullable(),
});

export const donorCertificate = z.object({
  id: z.string(),
  year: z.string(),
  file_name: z.string(),
  url: z.string(),
});

/** GET /api/donations/mine and the donor's page: the donor's pledges, gifts, recurring gifts and 10BE certificates. */
export const donorView = z.object({
  email: z.string(),
  via: z.enum(["member", "link"]),
  pledges: z.array(donorPledge),
  certificates: z.array(donorCertificate),
});
export type DonorView = z.infer<typeof donorView>;
export type DonorPledge = z.infer<typeof donorPledge>;
export type DonorGift = z.infer<typeof donorGift>;
