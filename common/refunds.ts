import { z } from "./zod.ts";
import { listLimit, listPage, listSearch } from "./office-lists.ts";
import { text } from "./text.ts";

/**
 * Money the club owes back, and the credit notes that cancel what was invoiced: the kinds of refund, their states,
 * the accounts' queries and inputs, and the words the API, the pages and the mails say, once.
 */

/**
 * Why the club owes money back:
 * - `plan-cancelled`: a verified instalment of a plan the club cancelled (its invoice credited);
 * - `stay-cancelled`: a stay paid and then cancelled (its invoice credited);
 * - `programme-cancelled`: places at an event, retreat or course paid online and cancelled (by their booker or the
 *   office; a cancelled session of several: its share), owed to a member or to a visitor who booked;
 * - `duplicate`: a payment for something already paid (found by accounts, or an online payment captured for it);
 * - `unapplied`: an online payment the club could not apply (a stay whose hold was lost, a plan cancelled meanwhile).
 */
export const REFUND_KINDS = [
  "plan-cancelled",
  "stay-cancelled",
  "programme-cancelled",
  "duplicate",
  "unapplied",
] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

export const REFUND_KIND_LABELS: Record<RefundKind, string> = {
  "plan-cancelled": "Cancelled plan",
  "stay-cancelled": "Cancelled stay",
  "programme-cancelled": "Cancelled programme place",
  duplicate: "Duplicate payment",
  unapplied: "Payment not applied",
};

/** owed (not yet paid back in full) or refunded (paid back in full). */
export const REFUND_STATUSES = ["owed", "refunded"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  owed: "Owed",
  refunded: "Refunded",
};

/** How the money goes back: by the club's bank (accounts record it) or through Razorpay (the payment it came by). */
export const REFUND_METHODS = ["bank", "razorpay"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUNDS_PAGE_SIZE = 20;

/** The most a refund can be, in rupees (a villa's contribution is well under it). */
export const REFUND_MAX_AMOUNT = 100_000_000;

export const refundMessages = {
  list: "Refunds",
  loadFailed: "The refunds could not be loaded. Please try again.",
  invalidFilter: "Choose Owed or Refunded.",
  noneOwed: "The club owes no refunds.",
  noneRefunded: "No refunds have been paid yet.",
  noMatch: "No refunds match.",
  notFound: "No such refund was found.",
  creditNoteNotFound: "No such credit note was found.",
  alreadyRefunded: "This refund has been paid in full already.",
  throughRazorpay:
    "This payment was made online: it is refunded through Razorpay, and recorded here when Razorpay confirms it.",
  moreThanOwed: (left: string) => `The club owes ${left} on this refund: record at most that amount.`,
  paidOnDay: "Enter the day the refund was paid as yyyy-mm-dd.",
  paidOnFuture: "The day the refund was paid cannot be in the future.",
  paidBeforeOwed: (day: string) => `The refund was owed from ${day}: it cannot have been paid before that day.`,
  amount: "Enter the amount refunded in whole rupees, more than 0.",
  reference: "Enter the bank's reference of the refund (such as the UTR number), 3 to 100 characters.",
  recorded: (amount: string, left: string | null) =>
    left
      ? `Refund of ${amount} recorded; ${left} is still owed. The member will be e-mailed.`
      : `Refund of ${amount} recorded: paid in full. The member will be e-mailed.`,
  // a duplicate payment recorded by accounts
  memberEmail: "Enter the e-mail address of the member's account.",
  memberNotFound: "No member has an account with this e-mail address.",
  receivedOnDay: "Enter the day the payment was received as yyyy-mm-dd.",
  receivedOnFuture: "The day the payment was received cannot be in the future.",
  duplicateAmount: "Enter the amount received twice in whole rupees, more than 0.",
  paymentReference:
    "Enter the bank's reference of the duplicate payment (such as the UTR number), 3 to 100 characters.",
  what: "Say what the payment was for (such as “Step 2 of the plan for Villa 12, paid twice”), 5 to 300 characters.",
  duplicateRecorded: "The duplicate payment is recorded as owed to the member.",
  unknownForm: "This form is not known. Please reload the page.",
  // plans whose instalments were credited
  creditedNoRestart:
    "This plan's verified instalments were credited back to the member (credit notes issued), so it cannot be restarted: the member starts a new plan.",
} as const;
const m = refundMessages;

/** A club day typed in a form: yyyy-mm-dd, a real day (whether it is past is checked in the club's time by the server). */
const clubDay = (label: string, message: string) =>
  text(label, { error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(
      (value) =>
        !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      message,
    );

const rupees = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(REFUND_MAX_AMOUNT, message);

const bankReference = (label: string, message: string) =>
  text(label, { error: message }).trim().min(3, message).max(100, message);

/**
 * POST /api/admin/refunds/{id}/record: a refund paid by the club's bank — the day (not in the future, not before it
 * was owed), the amount (at most what is still owed: a refund may be paid in parts) and the bank's reference.
 */
export const recordRefundInput = z.object({
  paid_on: clubDay("the day paid", m.paidOnDay),
  amount: rupees(m.amount),
  reference: bankReference("the refund's reference", m.reference),
});
export type RecordRefundInput = z.infer<typeof recordRefundInput>;

/**
 * POST /api/admin/refunds: a payment accounts found received twice (or received for nothing the club can apply),
 * recorded as owed to the member: whose account, what it paid for, the amount, the day received and its reference.
 */
export const duplicatePaymentInput = z.object({
  member_email: text("the member's e-mail", { error: m.memberEmail }).trim().toLowerCase().pipe(z.email(m.memberEmail)),
  what: text("what the payment was for", { error: m.what }).trim().min(5, m.what).max(300, m.what),
  amount: rupees(m.duplicateAmount),
  received_on: clubDay("the day received", m.receivedOnDay),
  payment_reference: bankReference("the payment's reference", m.paymentReference),
});
export type DuplicatePaymentInput = z.infer<typeof duplicatePaymentInput>;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** GET /api/admin/refunds (and the page's GET form): owed (by default) or refunded, a member's name or e-mail, a page. */
export const refundQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(REFUND_STATUSES, { error: m.invalidFilter }).default("owed")),
  q: listSearch,
  page: listPage,
  limit: listLimit(REFUNDS_PAGE_SIZE, 50),
});
export type RefundQuery = z.infer<typeof refundQuery>;

export const refundPayment = z.object({
  amount: z.number().int(),
  paid_on: z.string(),
  reference: z.string(),
  via: z.enum(REFUND_METHODS),
  recorded_by: z.string().nullable(),
  recorded_at: z.string(),
});

export const creditNoteSummary = z.object({
  id: z.string(),
  number: z.string(),
  /** The invoice it credits. */
  invoice_number: z.string(),
  amount: z.number().int(),
  issued_at: z.string(),
  /** The PDF (GET /api/admin/credit-notes/{id}). */
  url: z.string(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummary>;

export const refundItem = z.object({
  id: z.string(),
  kind: z.enum(REFUND_KINDS),
  /** Who is paid back: a member (their account's id), or a visitor who booked a programme place (id null). */
  member: z.object({ id: z.string().nullable(), name: z.string(), email: z.string() }),
  /** What it refunds, in words ("Step 1 of 2 (Booking amount) for Aranya (Villa 12)"). */
  what: z.string(),
  amount_owed: z.number().int(),
  amount_refunded: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  method: z.enum(REFUND_METHODS),
  /** The last payment's day, reference and who recorded it (null: Razorpay); null until one is made. */
  paid_on: z.string().nullable(),
  reference: z.string().nullable(),
  recorded_by: z.string().nullable(),
  owed_since: z.string(),
  credit_note: creditNoteSummary.nullable(),
  payments: z.array(refundPayment),
});
export type RefundItem = z.infer<typeof refundItem>;

export const refundList = z.object({
  items: z.array(refundItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type RefundList = z.infer<typeof refundList>;

/** The rupees still owed on a refund. */
export const refundLeft = (refund: { amount_owed: number; amount_refunded: number }) =>
  refund.amount_owed - refund.amount_refunded;

const field = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The record form's fields as POST /api/admin/refunds/{id}/record takes them. */
export const recordRefundFormInput = (form: FormData) => ({
  paid_on: field(form, "paid_on"),
  amount: field(form, "amount"),
  reference: field(form, "reference"),
});

/** The duplicate payment form's fields as POST /api/admin/refunds takes them. */
export const duplicatePaymentFormInput = (form: FormData) => ({
  member_email: field(form, "member_email"),
  what: field(form, "what"),
  amount: field(form, "amount"),
  received_on: field(form, "received_on"),
  payment_reference: field(form, "payment_reference"),
});

/** The field a refusal of the service concerns, so the form shows it there. */
export function refusedField(message: string): string | undefined {
  if (message === m.paidOnFuture || message.startsWith("The refund was owed from")) return "paid_on";
  if (message.startsWith("The club owes")) return "amount";
  if (message === m.memberNotFound) return "member_email";
  if (message === m.receivedOnFuture) return "received_on";
  return undefined;
}
