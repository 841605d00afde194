import { z } from "./zod.ts";
import { listLimit, listPage, listSearch } from "./office-lists.ts";
import { text } from "./text.ts";
import { matchedStatement } from "./reconciliation.ts";
import { transferDetailsFields, transferDetailsFromForm } from "./payment-instructions.ts";

/**
 * Full Membership (spec member-side §9): the offer's figures, said once for the server (the price
 * a purchase is charged, the year's free nights), the /membership page's plan card and the checkout; the member's
 * and the office's words; the API's answers.
 */

/** The price of a year of Full Membership, in rupees (1 Lakh). */
export const FULL_MEMBERSHIP_PRICE = 100_000;
/** The free stay a membership year gives: 15 days and 14 nights. */
export const FULL_MEMBERSHIP_FREE_NIGHTS = 14;
export const FULL_MEMBERSHIP_FREE_DAYS = 15;
/** How long a membership year lasts, in years: from the day it is paid (or the day the previous year ends). */
export const FULL_MEMBERSHIP_YEARS = 1;
/** The reminders before a year ends, in days. */
export const MEMBERSHIP_REMINDER_DAYS = [30, 7] as const;

/** Where a member buys or renews Full Membership. */
export const MEMBERSHIP_CHECKOUT_PATH = "/membership/checkout";

/** Membership numbers: VWC-M-<year>-<n>. */
export const MEMBERSHIP_NUMBER_PATTERN = /^VWC-M-\d{4}-\d+$/;

export const membershipMessages = {
  termsRequired: "Please accept that the membership fee is non-refundable and the membership is non-transferable.",
  termsLabel: "I accept that the membership fee is non-refundable and the membership is non-transferable.",
  receiptRequired: "Please choose the receipt of your bank transfer (JPG, PNG or PDF, up to 5 MB).",
  receiptUnderReview: "Your receipt is with our accounts team. We will e-mail you when your membership is active.",
  alreadyUnderReview:
    "Your receipt for Full Membership is already with our accounts team. We will e-mail you when it is verified.",
  alreadyRenewed: (until: string) => `Your membership is already renewed until ${until}.`,
  receiptSent: "Receipt sent. Our accounts team will verify it and e-mail you.",
  onlineUnavailable: "Online payment is not available yet.",
  membership: "Your membership",
  // the office
  list: "Membership purchases",
  notFound: "No such membership purchase was found.",
  notUnderReview: "This membership purchase is not under review: it was decided already.",
  verified: (number: string) =>
    `Receipt verified. Membership ${number} is active; the invoice will be e-mailed to the member.`,
  rejected: "Receipt rejected. The member will be e-mailed the reason.",
  noneUnderReview: "No membership receipts are under review.",
  noMatch: "No membership purchases match",
  loadFailed: "The membership purchases could not be loaded. Please try again.",
  reasonRequired: "Please give the reason, so that the member knows what to fix.",
  reasonTooLong: "Please keep the reason under 500 characters.",
} as const;

/** GET /api/membership: the member's Full Membership as the portal and the checkout show it. */
export const MEMBERSHIP_STATUSES = ["none", "under-review", "active", "expired"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const membershipAnswer = z.object({
  status: z.enum(MEMBERSHIP_STATUSES),
  /** VWC-M-<year>-<n> of the current (or, expired, the last) year; null without one. */
  membership_id: z.string().nullable(),
  /** The last day the membership is valid (yyyy-mm-dd, a club day; a renewal's end when renewed); null without one. */
  valid_until: z.string().nullable(),
  /** The free nights the active year has left; 0 without an active year. */
  free_nights_left: z.number().int(),
  free_nights: z.number().int(),
  /** The purchase in progress or last refused: an online checkout opened, a receipt under review, a receipt rejected. */
  pending: z
    .object({
      status: z.enum(["awaiting-payment", "under-review", "rejected"]),
      submitted_at: z.string(),
      reason: z.string().nullable(),
    })
    .nullable(),
  /** The invoice of the current year (its number and address), when there is one. */
  invoice: z.object({ number: z.string(), url: z.string() }).nullable(),
});
export type MembershipAnswer = z.infer<typeof membershipAnswer>;

/** POST /api/membership/receipt: a bank-transfer receipt (uploaded first, /api/upload/upload-doc) and the terms. */
export const membershipReceiptInput = z.object({
  receipt_url: text("the receipt").trim().min(1, membershipMessages.receiptRequired).max(200),
  accept_terms: z.literal(true, { error: membershipMessages.termsRequired }),
  ...transferDetailsFields,
});
export type MembershipReceiptInput = z.infer<typeof membershipReceiptInput>;

/** The checkout's bank-transfer form (posted multipart to /membership/checkout): its fields. */
export const CHECKOUT_TERMS_FIELD = "accept_terms";
export const CHECKOUT_RECEIPT_FIELD = "receipt";

/** A file chosen in a form's file input (an empty input posts an empty file). */
const chosenFile = (value: unknown): value is Blob =>
  typeof value === "object" && value !== null && "size" in value && typeof value.size === "number" && value.size > 0;

/** The checkout's terms, accepted before paying online or sending the receipt. */
export const checkoutTerms = z.object({
  accept_terms: z.literal(true, { error: membershipMessages.termsRequired }),
});

/** The checkout's bank-transfer form: the terms and the receipt's file (stored as the upload API stores it). */
export const checkoutReceiptForm = checkoutTerms.extend({
  receipt: z.custom<Blob>(chosenFile, { error: membershipMessages.receiptRequired }),
  ...transferDetailsFields,
});

/** The checkout form's fields as its schemas read them (the terms box sends "on" when ticked). */
export function checkoutFormInput(form: FormData) {
  return {
    accept_terms: ["on", "true", "1"].includes(String(form.get(CHECKOUT_TERMS_FIELD) ?? "")),
    receipt: form.get(CHECKOUT_RECEIPT_FIELD),
    ...transferDetailsFromForm(form),
  };
}

/** The office's queue of membership purchases. */
export const MEMBERSHIP_QUEUE_STATUSES = ["under-review", "active", "rejected"] as const;
export type MembershipQueueStatus = (typeof MEMBERSHIP_QUEUE_STATUSES)[number];
export const MEMBERSHIP_QUEUE_LABELS: Record<MembershipQueueStatus, string> = {
  "under-review": "Under review",
  active: "Active",
  rejected: "Rejected",
};

export const membershipQueueQuery = z.object({
  status: z
    .union([z.enum(MEMBERSHIP_QUEUE_STATUSES), z.literal("all"), z.literal("")])
    .optional()
    .catch("under-review")
    .transform((v) => (v === "" || v === undefined ? "under-review" : v)),
  q: listSearch,
  page: listPage,
  limit: listLimit(20, 50),
});
export type MembershipQueueQuery = z.infer<typeof membershipQueueQuery>;

export const membershipQueueItem = z.object({
  id: z.string(),
  status: z.enum(["awaiting-payment", ...MEMBERSHIP_QUEUE_STATUSES]),
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  amount: z.number().int(),
  paid_via: z.enum(["razorpay", "receipt"]),
  receipt_url: z.string().nullable(),
  receipt_type: z.string().nullable(),
  /** The transfer's transaction reference (UTR) and the club day the member says they paid, when given. */
  utr: z.string().nullable(),
  paid_on: z.string().nullable(),
  submitted_at: z.string(),
  number: z.string().nullable(),
  starts_on: z.string().nullable(),
  valid_until: z.string().nullable(),
  invoice_number: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  reason: z.string().nullable(),
  /** The bank statement one of whose credits was matched to this receipt (its day: the statement's last), if any. */
  matched_statement: matchedStatement,
});
export type MembershipQueueItem = z.infer<typeof membershipQueueItem>;

export const membershipQueue = z.object({
  items: z.array(membershipQueueItem),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  limit: z.number().int(),
});
export type MembershipQueue = z.infer<typeof membershipQueue>;

export const membershipReasonInput = z.object({
  reason: text("the reason", { multiline: true })
    .trim()
    .min(1, membershipMessages.reasonRequired)
    .max(500, membershipMessages.reasonTooLong),
});

/** A club day (yyyy-mm-dd) moved by whole years (29 February → 28 February in a year without it). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** A club day (yyyy-mm-dd) moved by `days`. */
export function addClubDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
