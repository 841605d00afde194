import { z } from "./zod.ts";
import { listLimit, listPage, listSearch } from "./office-lists.ts";
import { formatRupees } from "./money.ts";
import { text } from "./text.ts";
import { matchedStatement } from "./reconciliation.ts";

/**
 * Receipts verified by a person: the accounts queue's query and items, the decisions' inputs,
 * and the office's and the member's words for them, said once for the API, the pages and the mails.
 */

export const RECEIPT_STATUSES = ["awaiting", "verified", "rejected"] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const RECEIPT_STATUS_LABELS: Record<ReceiptStatus, string> = {
  awaiting: "Awaiting verification",
  verified: "Verified",
  rejected: "Rejected",
};

export const PAYMENTS_PAGE_SIZE = 20;
export const REASON_MAX = 500;

export const officePaymentsMessages = {
  list: "Receipts",
  noMatch: "No receipts match",
  noneAwaiting: "No receipts are awaiting verification.",
  loadFailed: "The receipts could not be loaded. Please try again.",
  notFound: "No such payment step was found.",
  planNotFound: "No such payment plan was found.",
  notAwaiting: "This receipt is not awaiting verification: it was decided already.",
  reasonRequired: "Please give the reason, so that the member knows what to fix.",
  reasonTooLong: `Please keep the reason under ${REASON_MAX} characters.`,
  verified: (invoice: string) =>
    `Receipt verified. Invoice ${invoice} was issued; the invoice will be e-mailed to the member.`,
  rejected: "Receipt rejected. The member will be e-mailed the reason and can pay the step again.",
  planCancelled: "Plan cancelled. The villa is free for others and the member will be e-mailed.",
  planCancelledCredited: (owed: string, creditNotes: string[]) =>
    `Plan cancelled. Its verified instalments (${owed}) are credited back (${creditNotes.length === 1 ? "credit note" : "credit notes"} ${creditNotes.join(", ")}) and owed to the member under Refunds. The villa is free for others and the member will be e-mailed.`,
  alreadyCancelled: "This plan is already cancelled.",
  notCancelled: "Only a cancelled plan can be restarted.",
  planRestarted: "Plan restarted. The member can continue paying.",
  villaTakenMeanwhile: "This villa is now in another member's plan, so this plan cannot be restarted.",
  otherLivePlan: "The member has another plan in progress, so this one cannot be restarted.",
  // the member's side (portal and application)
  underReview: "Your receipt is being verified by the club.",
  rejectedOnStep: (reason: string) =>
    `The club could not verify your receipt: ${reason} Please upload the receipt again.`,
  planCancelledNotice: (reason: string) => `The club cancelled this payment plan: ${reason}`,
} as const;

/** What the office is told of a cancelled plan: with the credit notes issued and the amount owed back, if any. */
export const cancelledMessage = (done: { creditNotes: string[]; owed: number }) =>
  done.creditNotes.length
    ? officePaymentsMessages.planCancelledCredited(formatRupees(done.owed), done.creditNotes)
    : officePaymentsMessages.planCancelled;

const reason = text("the reason", { multiline: true })
  .trim()
  .min(1, officePaymentsMessages.reasonRequired)
  .max(REASON_MAX, officePaymentsMessages.reasonTooLong);

/** POST …/reject and POST …/cancel: the reason the member is given. */
export const decisionReasonInput = z.object({ reason });
export type DecisionReasonInput = z.infer<typeof decisionReasonInput>;

/** GET /api/admin/payments (and the page's GET form): the receipts by status, member or villa, a page at a time. */
export const paymentQueueQuery = z.object({
  status: z
    .union([z.enum(RECEIPT_STATUSES), z.literal("all"), z.literal("")])
    .optional()
    .catch("awaiting")
    .transform((v) => (v === "" || v === undefined ? "awaiting" : v)),
  q: listSearch,
  page: listPage,
  limit: listLimit(PAYMENTS_PAGE_SIZE, 50),
});
export type PaymentQueueQuery = z.infer<typeof paymentQueueQuery>;

export const paymentQueueItem = z.object({
  /** The receipt (one entry of the step's history). */
  id: z.string(),
  plan_id: z.string(),
  step: z.number().int(),
  step_name: z.string(),
  payment_steps: z.number().int(),
  amount: z.number().int(),
  due_date: z.string(),
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  villa: z.object({ id: z.string(), name: z.string(), villa_number: z.string().nullable(), location: z.string() }),
  receipt_url: z.string(),
  receipt_type: z.string(),
  /** The transfer's transaction reference (UTR) and the club day the member says they paid, when given. */
  utr: z.string().nullable(),
  paid_on: z.string().nullable(),
  /** The reference the member was asked to quote with the transfer (as the bank statement may show it). */
  reference: z.string(),
  submitted_at: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  invoice_number: z.string().nullable(),
  plan_status: z.string(),
  /** The bank statement one of whose credits was matched to this receipt (its day: the statement's last), if any. */
  matched_statement: matchedStatement,
});
export type PaymentQueueItem = z.infer<typeof paymentQueueItem>;

export const paymentQueue = z.object({
  items: z.array(paymentQueueItem),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  limit: z.number().int(),
});
export type PaymentQueue = z.infer<typeof paymentQueue>;
