import { z } from "./zod.ts";
import { DONATION_CURRENCIES, DONATION_KINDS, type DonationCurrency } from "./donations.ts";
import { formatRupees } from "./money.ts";
import { listLimit, listPage, listSearch } from "./office-lists.ts";

/**
 * The office's donors and newsletter subscribers: the lists' queries, answers and words, said once.
 * Donation pledges are the accounts' (no payment is taken online); subscribers are the front office's.
 */

export const DONORS_PAGE_SIZE = 20;
export const SUBSCRIBERS_PAGE_SIZE = 20;
export const OFFICE_LIST_MAX_PAGE_SIZE = 100;

export const donorMessages = {
  list: "Donation pledges",
  noMatch: "No pledges match",
  loadFailed: "The pledges could not be loaded. Please try again.",
  invalidKind: "Choose one-time or recurring pledges.",
  invalidCurrency: "Choose INR, USD or EUR.",
} as const;

export const subscriberMessages = {
  list: "Newsletter subscribers",
  noMatch: "No subscribers match",
  loadFailed: "The subscribers could not be loaded. Please try again.",
  invalidStatus: "Choose confirmed, awaiting confirmation or unsubscribed.",
} as const;

const blankIsNone = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values, { error: message }), z.literal("")])
    .optional()
    .transform((v) => v || undefined);

const KIND_VALUES = DONATION_KINDS.map((k) => k.value) as ["one_time", "recurring"];

/** GET /api/admin/donations (and .csv, and the page's GET form): search by reference, name or e-mail; kind; currency. */
export const donorQuery = z.object({
  q: listSearch,
  kind: blankIsNone(KIND_VALUES, donorMessages.invalidKind),
  currency: blankIsNone(DONATION_CURRENCIES, donorMessages.invalidCurrency),
  page: listPage,
  limit: listLimit(DONORS_PAGE_SIZE, OFFICE_LIST_MAX_PAGE_SIZE),
});
export type DonorQuery = z.infer<typeof donorQuery>;

export const donorItem = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  kind: z.string(),
  frequency: z.string().nullable(),
  causes: z.array(z.string()),
  created_at: z.string(),
  acknowledged_at: z.string().nullable(),
});
export type DonorItem = z.infer<typeof donorItem>;

export const donorList = z.object({
  items: z.array(donorItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type DonorList = z.infer<typeof donorList>;

export const SUBSCRIBER_STATUSES = ["confirmed", "unconfirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  confirmed: "Confirmed",
  unconfirmed: "Awaiting confirmation",
  unsubscribed: "Unsubscribed",
};

/** GET /api/admin/subscribers (and .csv, and the page's GET form): status and a search of the address. */
export const subscriberQuery = z.object({
  status: blankIsNone(SUBSCRIBER_STATUSES, subscriberMessages.invalidStatus),
  q: listSearch,
  page: listPage,
  limit: listLimit(SUBSCRIBERS_PAGE_SIZE, OFFICE_LIST_MAX_PAGE_SIZE),
});
export type SubscriberQuery = z.infer<typeof subscriberQuery>;

export const subscriberItem = z.object({
  id: z.string(),
  email: z.string(),
  source: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type SubscriberItem = z.infer<typeof subscriberItem>;

export const subscriberList = z.object({
  items: z.array(subscriberItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type SubscriberList = z.infer<typeof subscriberList>;

/** A pledge's amount in its currency: rupees the Indian way (₹9,000), dollars and euros as written abroad. */
export function formatPledgeAmount(amount: number, currency: DonationCurrency | string): string {
  if (currency === "INR") return formatRupees(amount);
  return new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}

export const KIND_LABELS: Record<string, string> = Object.fromEntries(DONATION_KINDS.map((k) => [k.value, k.label]));
