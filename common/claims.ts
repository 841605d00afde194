import { z } from "./zod.ts";
import { clubMonth } from "./club-time.ts";
import { CLAIMS } from "./portal.ts";
import { kycInput, kycMessages } from "./registration-schemas.ts";
import { text } from "./text.ts";
import { formText } from "./auth-schemas.ts";

/**
 * Expense claims: the bank accounts a claim is paid to, and the calendar of
 * claimable months. The calendar rule is one pure function, used by the server (which enforces it) and the page.
 *
 * The rule: the CLAIMS.eligibleMonths (36, or the number the office set for the member) eligible months start with the month of the MOA signing date. An
 * eligible month that has started and has no decision can be claimed (CLAIMS.monthlyAmount) or skipped, once.
 * Future months, months outside the 36 and every month of a member without a signed MOA are "not yet eligible".
 * Months are counted in Indian Standard Time (UTC+05:30, no daylight saving), the club's time.
 */

export const CLAIM_STATUSES = ["claimed", "skipped", "not_claimed", "not_yet_eligible"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  claimed: "Claimed",
  skipped: "Skipped",
  not_claimed: "Not Claimed",
  not_yet_eligible: "Not Yet Eligible",
};

export const CLAIM_STEPS = ["Bank Details", "Claim Expense"] as const;

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** At most this many bank accounts per member. */
export const MAX_BANK_ACCOUNTS = 5;

export const claimsMessages = {
  alreadyClaimed: "This month has already been claimed.",
  alreadySkipped: "This month was skipped and can no longer be claimed.",
  notYetEligible: "This month is not yet eligible for a claim.",
  moaRequired: "Claims open once your memorandum of agreement (MOA) is signed.",
  bankAccountRequired: "Please choose the bank account to pay the claim to.",
  bankAccountNotFound: "Bank account not found.",
  bankAccountExists: "This bank account is already added.",
  tooManyBankAccounts: `At most ${MAX_BANK_ACCOUNTS} bank accounts can be added.`,
  bankAccountAdded: "Bank account added.",
  fromApplication: "From your application",
  claimed: (label: string, amount: string) => `Your claim of ${amount} for ${label} is filed.`,
  skipped: (label: string) => `${label} is skipped.`,
  year: "Please choose a year, such as 2027.",
  month: "Please choose a month from 1 to 12.",
  // the page's own words
  loading: "Loading your claims...",
  loadFailed: "We could not load your claims. Please try again.",
  bankAccountsLoading: "Loading your bank accounts...",
  bankAccountsLoadFailed: "We could not load your bank accounts. Please try again.",
  noBankAccounts: "You have not added a bank account yet. Add one to receive your claims.",
  addBankAccountFirst: "Add a bank account to continue.",
} as const;

/** A calendar month as one number (year × 12 + month − 1), so months can be counted and compared. */
export const monthIndex = (year: number, month: number) => year * 12 + (month - 1);

export const monthLabel = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}`;

/** The first and last eligible month after an MOA signed at `moaDate`, for a member with `months` eligible months (the office may change them). */
export function eligibleWindow(
  moaDate: Date,
  months: number = CLAIMS.eligibleMonths,
): { from: { year: number; month: number }; to: { year: number; month: number } } {
  const from = clubMonth(moaDate);
  const last = monthIndex(from.year, from.month) + months - 1;
  return { from, to: { year: Math.floor(last / 12), month: (last % 12) + 1 } };
}

/** The office's review of a claimed month: under review, approved, refused (with a reason) or paid. */
export const CLAIM_REVIEWS = ["open", "approved", "refused", "paid"] as const;
export type ClaimReview = (typeof CLAIM_REVIEWS)[number];

/** How the member and the office name each review state (beside the spec's four statuses, never instead of them). */
export const CLAIM_REVIEW_LABELS: Record<ClaimReview, string> = {
  open: "Under review",
  approved: "Approved",
  refused: "Refused",
  paid: "Paid",
};

/** The office's decision on a claimed month, as the calendar shows it. */
export interface ClaimReviewDetail {
  review: ClaimReview;
  refusal_reason: string | null;
  payout_date: string | null;
  payout_amount: number | null;
  payout_reference: string | null;
}

export interface ClaimDecision extends Partial<ClaimReviewDetail> {
  year: number;
  month: number;
  status: "claimed" | "skipped";
  amount: number;
}

export interface ClaimMonth extends Partial<ClaimReviewDetail> {
  month: number;
  status: ClaimStatus;
  /** The amount claimed, or the amount that can be claimed now; 0 otherwise. */
  amount: number;
}

export interface ClaimsCalendar {
  year: number;
  months: ClaimMonth[];
  /** The sum claimed in this year. */
  total_claimed: number;
  /** The eligible months as yyyy-mm, or null without a signed MOA. */
  eligible_from: string | null;
  eligible_to: string | null;
  /** The years to show as tabs: every year that holds an eligible month (the demo's 2025–2027 without an MOA). */
  years: number[];
  /** How many months are eligible for this member: the MOA's CLAIMS.eligibleMonths unless the office set another number. */
  eligible_months: number;
}

/** The claim years of a member: every year that holds an eligible month, or the demo's tabs before an MOA is signed. */
export function claimYears(moaDate: Date | null, months: number = CLAIMS.eligibleMonths): number[] {
  if (!moaDate) return [...CLAIMS.years];
  const { from, to } = eligibleWindow(moaDate, months);
  return Array.from({ length: Math.max(0, to.year - from.year + 1) }, (_, i) => from.year + i);
}

const yyyymm = (m: { year: number; month: number }) => `${m.year}-${String(m.month).padStart(2, "0")}`;

/** The review of a claimed month as the calendar carries it (a skipped month has none). */
function reviewOf(decision: ClaimDecision): Partial<ClaimReviewDetail> {
  if (decision.status !== "claimed" || !decision.review) return {};
  return {
    review: decision.review,
    refusal_reason: decision.refusal_reason ?? null,
    payout_date: decision.payout_date ?? null,
    payout_amount: decision.payout_amount ?? null,
    payout_reference: decision.payout_reference ?? null,
  };
}

/** The rule's input: `eligibleMonths` is the member's number of eligible months (CLAIMS.eligibleMonths unless the office set another). */
interface CalendarInput {
  moaDate: Date | null;
  today: Date;
  decisions: readonly ClaimDecision[];
  year: number;
  eligibleMonths?: number;
}

/** The status of one month (see the rule above). */
export function monthStatus(input: CalendarInput & { month: number }): ClaimMonth {
  const { year, month } = input;
  const months = input.eligibleMonths ?? CLAIMS.eligibleMonths;
  const decision = input.decisions.find((d) => d.year === year && d.month === month);
  if (decision)
    return {
      month,
      status: decision.status,
      amount: decision.status === "claimed" ? decision.amount : 0,
      ...reviewOf(decision),
    };
  if (!input.moaDate) return { month, status: "not_yet_eligible", amount: 0 };
  const here = monthIndex(year, month);
  const { from } = eligibleWindow(input.moaDate, months);
  const first = monthIndex(from.year, from.month);
  const now = clubMonth(input.today);
  const eligible = here >= first && here < first + months;
  if (!eligible || here > monthIndex(now.year, now.month)) return { month, status: "not_yet_eligible", amount: 0 };
  return { month, status: "not_claimed", amount: CLAIMS.monthlyAmount };
}

/** The twelve months of `year` for a member: their decisions, and what can be claimed on `today`. */
export function claimsCalendar(input: CalendarInput): ClaimsCalendar {
  const eligibleMonths = input.eligibleMonths ?? CLAIMS.eligibleMonths;
  const months = MONTH_NAMES.map((_, i) => monthStatus({ ...input, month: i + 1 }));
  const window = input.moaDate && eligibleMonths > 0 ? eligibleWindow(input.moaDate, eligibleMonths) : null;
  return {
    year: input.year,
    months,
    total_claimed: months.filter((m) => m.status === "claimed").reduce((sum, m) => sum + m.amount, 0),
    eligible_from: window ? yyyymm(window.from) : null,
    eligible_to: window ? yyyymm(window.to) : null,
    years: claimYears(input.moaDate, eligibleMonths),
    eligible_months: eligibleMonths,
  };
}

/** Why a month cannot take a decision now (its message), or null when it can be claimed or skipped. */
export function decisionRefusal(status: ClaimStatus): string | null {
  switch (status) {
    case "claimed":
      return claimsMessages.alreadyClaimed;
    case "skipped":
      return claimsMessages.alreadySkipped;
    case "not_yet_eligible":
      return claimsMessages.notYetEligible;
    default:
      return null;
  }
}

const requiredText = (label: string, max = 120) =>
  text(label, { error: kycMessages.required(label) })
    .trim()
    .min(1, kycMessages.required(label))
    .max(max, `${label} is too long.`);

/** POST /api/claims/bank-accounts: the spec's field names; account number and IFSC checked as in the application. */
export const bankAccountInput = z.object({
  accountHolder: requiredText("the account holder's name"),
  bankName: requiredText("the bank name"),
  accountNumber: kycInput.shape.account_number,
  ifsc: kycInput.shape.ifsc_code,
});
export type BankAccountInput = z.infer<typeof bankAccountInput>;

/** The fields of the portal's form that adds a bank account (bankAccountInput's). */
export const BANK_ACCOUNT_FIELDS = ["accountHolder", "bankName", "accountNumber", "ifsc"] as const;

/** The bank account form's fields as `bankAccountInput` reads them. */
export function bankAccountFromForm(form: FormData): Record<(typeof BANK_ACCOUNT_FIELDS)[number], string> {
  return {
    accountHolder: formText(form, "accountHolder"),
    bankName: formText(form, "bankName"),
    accountNumber: formText(form, "accountNumber"),
    ifsc: formText(form, "ifsc"),
  };
}

/** A bank account as its owner sees it: the number masked (XXXXXXXX9012). */
export const bankAccountRecord = z.object({
  _id: z.string(),
  accountHolder: z.string(),
  bankName: z.string(),
  maskedAccountNumber: z.string(),
  ifsc: z.string(),
  created_at: z.string(),
  /** The account the member gave in step 1 of the ownership application: listed first, the first choice. */
  fromApplication: z.boolean(),
});
export type BankAccountRecord = z.infer<typeof bankAccountRecord>;

/** Any calendar year the club could have claims in; which months of it are eligible is the MOA's to say. */
const yearField = z.coerce
  .number({ error: claimsMessages.year })
  .int(claimsMessages.year)
  .min(2000, claimsMessages.year)
  .max(2200, claimsMessages.year);

/** GET /api/claims?year= */
export const claimsQuery = z.object({ year: yearField });

/** POST /api/claims: claim a month to one of the member's bank accounts, or skip it. */
export const claimDecisionInput = z
  .object({
    year: yearField,
    month: z.coerce
      .number({ error: claimsMessages.month })
      .int(claimsMessages.month)
      .min(1, claimsMessages.month)
      .max(12, claimsMessages.month),
    action: z.enum(["claim", "skip"], { error: "Please choose to claim or to skip the month." }),
    bank_account_id: text("the bank account").trim().uuid(claimsMessages.bankAccountRequired).optional(),
  })
  .refine((v) => v.action === "skip" || Boolean(v.bank_account_id), {
    message: claimsMessages.bankAccountRequired,
    path: ["bank_account_id"],
  });
export type ClaimDecisionInput = z.infer<typeof claimDecisionInput>;

/** A month's form (claim or skip) as `claimDecisionInput` reads it: a skip, or an empty choice, names no account. */
export function claimDecisionFromForm(form: FormData): Record<string, string> {
  const body: Record<string, string> = {};
  for (const name of ["year", "month", "action", "bank_account_id"]) {
    const value = form.get(name);
    if (typeof value === "string") body[name] = value;
  }
  if (body.action === "skip" || body.bank_account_id === "") delete body.bank_account_id;
  return body;
}

export const claimsCalendarRecord = z.object({
  year: z.number().int(),
  months: z.array(
    z.object({
      month: z.number().int(),
      status: z.enum(CLAIM_STATUSES),
      amount: z.number().int(),
      /** A claimed month's review by the office, with the refusal's reason or the payout. */
      review: z.enum(CLAIM_REVIEWS).optional(),
      refusal_reason: z.string().nullable().optional(),
      payout_date: z.string().nullable().optional(),
      payout_amount: z.number().int().nullable().optional(),
      payout_reference: z.string().nullable().optional(),
    }),
  ),
  total_claimed: z.number().int(),
  eligible_from: z.string().nullable(),
  eligible_to: z.string().nullable(),
  years: z.array(z.number().int()),
  eligible_months: z.number().int(),
});
