import { z } from "./zod.ts";
import { DONATION_CURRENCIES, DONATION_KINDS, type DonationCurrency } from "./donations.ts";
import { DONATION_STATUSES, SUBSCRIPTION_STATUSES } from "./donation-money.ts";
import { formatRupees } from "./money.ts";
import { parseFinancialYear, statementMessages } from "./statements.ts";
import { listLimit, listPage, listSearch } from "./office-lists.ts";
import { text } from "./text.ts";

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
  invalidStatus: "Choose pledged, paid, active, paused, cancelled or completed.",
} as const;

/** A pledge's payment status as the office reads it. */
export const DONATION_STATUS_LABELS: Record<(typeof DONATION_STATUSES)[number], string> = {
  pledged: "Pledged (nothing received)",
  paid: "Paid",
  active: "Active",
  paused: "Paused",
  cancelled: "Cancelled",
  completed: "Completed",
};

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
  status: blankIsNone(DONATION_STATUSES, donorMessages.invalidStatus),
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
  /** pledged · paid · active · paused · cancelled · completed */
  status: z.enum(DONATION_STATUSES),
  method: z.enum(["online", "transfer"]),
  /** What is charged: the amount in its currency (rupees when a foreign gift is taken converted). */
  charge_amount: z.number().int(),
  charge_currency: z.string(),
  /** Gifts received for the pledge: their number, their rupees, and money kept in a foreign currency apart. */
  gifts_received: z.number().int(),
  received_inr: z.number().int(),
  received_foreign: z.number().int(),
  /** The Razorpay subscription's state of a recurring gift, as its webhooks said; null without one. */
  subscription_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  /** Whether the donor gave a PAN (never the PAN itself). */
  has_pan: z.boolean(),
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

/**
 * Totals of the gifts received: per financial year, and per cause within it. A gift for several causes is split evenly
 * between them (its rupees divided by the number of its causes), so the causes of a year add up to the year's total.
 * Rupees only; money kept in a foreign currency (with an FCRA registration) is counted apart, per currency.
 */
export interface DonationYearTotals {
  fy: string;
  gifts: number;
  rupees: number;
  causes: { cause: string; rupees: number }[];
  foreign: { currency: string; amount: number; gifts: number }[];
}

/* ------------------------------------------------------------------------------------------------------------------ *
 * Form 10BD: the statement of donations received, as the tax portal's CSV template of Part B.                       *
 * ------------------------------------------------------------------------------------------------------------------ */

export const form10bdMessages = {
  badYear: statementMessages.badYear,
  summary: "Form 10BD",
} as const;

/** GET /api/admin/donations/form-10bd.csv and form-10bd-missing.csv: `fy`, the financial year (2026-27). */
export const form10bdQuery = z.object({
  fy: text("the financial year", { error: form10bdMessages.badYear })
    .trim()
    .refine((v) => parseFinancialYear(v) !== null, form10bdMessages.badYear),
});
export type Form10bdQuery = z.infer<typeof form10bdQuery>;

export interface Form10bdSummary {
  fy: string;
  /** Lines of the 10BD file (one per donor's PAN, donation type and mode of receipt). */
  rows: number;
  /** Gifts in rupees received in the year that are in the file. */
  gifts: number;
  /** Gifts in rupees received in the year without a PAN: listed apart for accounts to ask for. */
  missingPan: number;
  /** Gifts kept in a foreign currency: not deductible under 80G, left out. */
  foreign: number;
}

export const form10bdUrl = (fy: string) => `/api/admin/donations/form-10bd.csv?fy=${encodeURIComponent(fy)}`;
export const form10bdMissingUrl = (fy: string) =>
  `/api/admin/donations/form-10bd-missing.csv?fy=${encodeURIComponent(fy)}`;

/* ------------------------------------------------------------------------------------------------------------------ *
 * Form 10BE: the certificates of donation the tax portal makes, uploaded by accounts and matched to their donors.    *
 * ------------------------------------------------------------------------------------------------------------------ */

/** The upload's form field, and its limits: a PDF, or a ZIP of PDFs, each file at most 10 MB, all at most 50 MB. */
export const CERTIFICATE_FILE_FIELD = "files";
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
export const CERTIFICATE_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const CERTIFICATE_MAX_FILES = 500;

export const certificateMessages = {
  noFile: "Choose the Form 10BE certificates: PDF files, or one ZIP file of them.",
  tooLarge: "That upload is too large: at most 10 MB a file and 50 MB in all.",
  tooMany: `At most ${CERTIFICATE_MAX_FILES} certificates at once.`,
  notPdf: "Not a PDF file",
  notInZip: "The ZIP file holds no PDF file.",
  badZip: "The ZIP file could not be read.",
  unreadable: "Its text could not be read",
  uploaded: (stored: number, matched: number, duplicates: number) =>
    `${stored} certificate${stored === 1 ? "" : "s"} stored, ${matched} matched and e-mailed to the donor` +
    (duplicates ? `; ${duplicates} already uploaded` : "") +
    ".",
  list: "Form 10BE certificates",
  notFound: "There is no such certificate.",
  alreadyMatched: "That certificate is already matched to its donor.",
  donorNotFound: "No pledge has that reference or e-mail.",
  matched: (email: string) => `Matched: the certificate will be e-mailed to ${email}.`,
  notYours: "This certificate is not yours. Open it from your donations page.",
} as const;

export const certificateItem = z.object({
  id: z.string(),
  year: z.string(),
  file_name: z.string(),
  donor_name: z.string().nullable(),
  pan_last4: z.string().nullable(),
  donor_email: z.string().nullable(),
  matched_at: z.string().nullable(),
  mailed_at: z.string().nullable(),
  created_at: z.string(),
});
export type CertificateItem = z.infer<typeof certificateItem>;

export const certificateUploadAnswer = z.object({
  stored: z.array(certificateItem),
  duplicates: z.array(z.string()),
  refused: z.array(z.object({ file_name: z.string(), reason: z.string() })),
});
export type CertificateUploadAnswer = z.infer<typeof certificateUploadAnswer>;

/** POST /api/admin/donations/certificates/{id}/match: the donor chosen by a pledge's reference or e-mail. */
export const certificateMatchInput = z.object({
  donor: text("the donor", { error: "Give the donor's pledge reference or e-mail." })
    .trim()
    .min(3, "Give the donor's pledge reference or e-mail.")
    .max(200),
});

/** The donor's certificate: opened from their page (signed link or signed in). */
export const certificatePdfUrl = (id: string, token?: string) =>
  `/api/donations/certificates/${id}.pdf${token ? `?t=${encodeURIComponent(token)}` : ""}`;
