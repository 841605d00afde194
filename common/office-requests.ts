import { z } from "./zod.ts";
import { CLAIM_REVIEWS, CLAIM_REVIEW_LABELS, type ClaimReview } from "./claims.ts";
import { appointmentDate } from "./conveyance.ts";
import { listLimit, listPage } from "./office-lists.ts";
import { text } from "./text.ts";

/**
 * Members' requests decided by the office: claims (approve, refuse with a reason, record the
 * payout; the member's eligible months), transfers (approve or refuse with a reason) and conveyance (confirm the
 * Tuesday appointment or propose another, then mark it done). The roles, the queues' filters, the decisions'
 * fields and the office's words, said once for the API and the pages.
 */

export const REQUESTS_PAGE_SIZE = 20;
export const REQUESTS_MAX_PAGE_SIZE = 50;

export { CLAIM_REVIEWS, CLAIM_REVIEW_LABELS, type ClaimReview };

export const TRANSFER_DECISION_STATUSES = ["submitted", "approved", "refused"] as const;
export type TransferDecisionStatus = (typeof TRANSFER_DECISION_STATUSES)[number];
export const TRANSFER_QUEUE_LABELS: Record<TransferDecisionStatus, string> = {
  submitted: "To decide",
  approved: "Approved",
  refused: "Refused",
};

export const CONVEYANCE_STATUSES = ["submitted", "confirmed", "completed"] as const;
export type ConveyanceStatus = (typeof CONVEYANCE_STATUSES)[number];
/** The queue's filter: "open" is every request not yet done (submitted or confirmed). */
export const CONVEYANCE_FILTERS = ["open", ...CONVEYANCE_STATUSES] as const;
export type ConveyanceFilter = (typeof CONVEYANCE_FILTERS)[number];
export const CONVEYANCE_QUEUE_LABELS: Record<ConveyanceFilter, string> = {
  open: "Open (to confirm or to complete)",
  submitted: "Appointment to confirm",
  confirmed: "Appointment confirmed",
  completed: "Conveyance done",
};

export const officeRequestsMessages = {
  claims: "Claims",
  transfers: "Transfer requests",
  conveyance: "Conveyance requests",
  claimNotFound: "No claim was found.",
  transferNotFound: "No transfer request was found.",
  conveyanceNotFound: "No conveyance request was found.",
  memberNotFound: "No member was found.",
  claimNotOpen: "This claim has already been decided.",
  claimNotApproved: "A payout can be recorded only for an approved claim that is not yet paid.",
  transferNotOpen: "This transfer request has already been decided.",
  conveyanceNotSubmitted: "This appointment has already been confirmed.",
  conveyanceNotConfirmed: "Only a conveyance with a confirmed appointment can be marked done.",
  conveyanceBeforeAppointment: (day: string) =>
    `The appointment is on ${day}: the conveyance can be marked done from that day, not before.`,
  claimApproved: "The claim is approved. The member will be e-mailed.",
  claimRefused: "The claim is refused. The member will be e-mailed the reason.",
  claimPaid: "The payout is recorded. The member will be e-mailed.",
  claimMonthsSet: (months: number) =>
    `The member's claims now cover ${months} ${months === 1 ? "month" : "months"} from the MOA.`,
  transferApproved: "The transfer is approved. The member will be e-mailed.",
  transferRefused: "The transfer is refused. The member will be e-mailed the reason.",
  conveyanceConfirmed: "The appointment is confirmed. The member will be e-mailed.",
  conveyanceProposed: "The new Tuesday is proposed as the appointment. The member will be e-mailed.",
  conveyanceCompleted: "The conveyance is marked done. The member will be e-mailed.",
  reason: "Please give the reason the member will read (at least 5 characters).",
  reasonLong: "The reason is too long (at most 1000 characters).",
  months: "Enter a number of months from 0 to 120.",
  payoutDate: "Enter the payout date as yyyy-mm-dd.",
  payoutFuture: "The payout date cannot be in the future.",
  payoutAmount: "Enter the amount paid in whole rupees, more than 0.",
  payoutTooMuch: (max: string) => `The payout cannot be more than the claim's ${max}.`,
  payoutReference: "Enter the bank's payment reference (such as the UTR number).",
  invalidFilter: "Choose a status from the list.",
  unknownForm: "This form is not known. Please reload the page.",
  claimsLoadFailed: "The claims could not be loaded. Please try again.",
  transfersLoadFailed: "The transfer requests could not be loaded. Please try again.",
  conveyanceLoadFailed: "The conveyance requests could not be loaded. Please try again.",
} as const;
const m = officeRequestsMessages;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const search = z.preprocess(blankToUndefined, text("the search").trim().max(100).optional());
const limit = listLimit(REQUESTS_PAGE_SIZE, REQUESTS_MAX_PAGE_SIZE);

/** GET /api/admin/claims (and the page's GET form): review state (open by default), member name or e-mail, page. */
export const claimQueueQuery = z.object({
  review: z.preprocess(blankToUndefined, z.enum(CLAIM_REVIEWS, { error: m.invalidFilter }).default("open")),
  q: search,
  page: listPage,
  limit,
});
export type ClaimQueueQuery = z.infer<typeof claimQueueQuery>;

/** GET /api/admin/transfers: status (submitted by default), member name or e-mail, page. */
export const transferQueueQuery = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(TRANSFER_DECISION_STATUSES, { error: m.invalidFilter }).default("submitted"),
  ),
  q: search,
  page: listPage,
  limit,
});
export type TransferQueueQuery = z.infer<typeof transferQueueQuery>;

/** GET /api/admin/conveyance: status ("open" by default: submitted or confirmed), member name or e-mail, page. */
export const conveyanceQueueQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(CONVEYANCE_FILTERS, { error: m.invalidFilter }).default("open")),
  q: search,
  page: listPage,
  limit,
});
export type ConveyanceQueueQuery = z.infer<typeof conveyanceQueueQuery>;

/** A refusal's reason, as the member reads it in the mail and the portal. */
export const refusalInput = z.object({
  reason: text("the reason", { error: m.reason, multiline: true }).trim().min(5, m.reason).max(1000, m.reasonLong),
});
export type RefusalInput = z.infer<typeof refusalInput>;

const isoDay = text("the payout date", { error: m.payoutDate })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.payoutDate)
  .refine(
    (value) =>
      !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    m.payoutDate,
  );

/** POST /api/admin/claims/{id}/payout: the date paid (not in the future: the server checks it in club time), the amount, the bank's reference. */
export const payoutInput = z.object({
  payout_date: isoDay,
  amount: z.coerce
    .number({ error: m.payoutAmount })
    .int(m.payoutAmount)
    .min(1, m.payoutAmount)
    .max(100_000_000, m.payoutAmount),
  reference: text("the payment reference", { error: m.payoutReference })
    .trim()
    .min(3, m.payoutReference)
    .max(100, m.payoutReference),
});
export type PayoutInput = z.infer<typeof payoutInput>;

/** PUT /api/admin/members/{id}/claim-months */
export const claimMonthsInput = z.object({
  months: z.coerce.number({ error: m.months }).int(m.months).min(0, m.months).max(120, m.months),
});
export type ClaimMonthsInput = z.infer<typeof claimMonthsInput>;

/** POST /api/admin/conveyance/{id}/confirm: without a date the member's Tuesday is confirmed; with another, it is proposed. */
export const conveyanceConfirmInput = z.object({
  appointment_date: z.preprocess(blankToUndefined, appointmentDate.optional()),
});
export type ConveyanceConfirmInput = z.infer<typeof conveyanceConfirmInput>;

const member = z.object({ id: z.string(), name: z.string(), email: z.string() });
const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    pages: z.number().int(),
  });

export const claimQueueItem = z.object({
  id: z.string(),
  member,
  year: z.number().int(),
  month: z.number().int(),
  month_label: z.string(),
  amount: z.number().int(),
  bank_account: z
    .object({ bank_name: z.string(), account_holder: z.string(), masked_number: z.string(), ifsc: z.string() })
    .nullable(),
  filed_at: z.string(),
  review: z.enum(CLAIM_REVIEWS),
  reviewed_at: z.string().nullable(),
  refusal_reason: z.string().nullable(),
  payout_date: z.string().nullable(),
  payout_amount: z.number().int().nullable(),
  payout_reference: z.string().nullable(),
});
export type ClaimQueueItem = z.infer<typeof claimQueueItem>;
export const claimQueue = paged(claimQueueItem);
export type ClaimQueue = z.infer<typeof claimQueue>;

const villa = z.object({ id: z.string(), name: z.string(), villa_number: z.string().nullable(), location: z.string() });

export const transferQueueItem = z.object({
  id: z.string(),
  member,
  villa,
  transferee: z.object({
    full_name: z.string(),
    email: z.string(),
    phone: z.string(),
    relationship: z.string(),
    address: z.string(),
  }),
  reason: z.string(),
  document_url: z.string().nullable(),
  filed_at: z.string(),
  status: z.string(),
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
});
export type TransferQueueItem = z.infer<typeof transferQueueItem>;
export const transferQueue = paged(transferQueueItem);
export type TransferQueue = z.infer<typeof transferQueue>;

export const conveyanceQueueItem = z.object({
  id: z.string(),
  member,
  villa: z.object({ villa_number: z.string(), villa_type: z.string(), block: z.string(), location: z.string() }),
  nominee: z.object({ full_name: z.string(), relationship: z.string() }),
  document_url: z.string().nullable(),
  requested_date: z.string(),
  appointment_date: z.string(),
  status: z.string(),
  filed_at: z.string(),
  confirmed_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type ConveyanceQueueItem = z.infer<typeof conveyanceQueueItem>;
export const conveyanceQueue = paged(conveyanceQueueItem);
export type ConveyanceQueue = z.infer<typeof conveyanceQueue>;
