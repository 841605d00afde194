import { clubToday, writtenDay } from "./club-time.ts";
import { text } from "./text.ts";
import { z } from "./zod.ts";

/**
 * Where and how a member pays by bank transfer: the club's account (from its settings), the amount the server
 * computed, the reference to quote and a UPI payment address that the pages show as a QR code; and the transfer's
 * own details a receipt carries (the bank's transaction reference, UTR, and the day paid). Said once for the API,
 * the pages and the office.
 */

export const PAYMENT_PURPOSES = ["instalment", "membership", "stay", "maintenance"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const paymentInstructionsMessages = {
  loaded: "Payment instructions",
  purposeRequired: "Please say what the payment is for: purpose=instalment, membership or stay.",
  instalmentTarget:
    "Please name the instalment: planId and step, or (before the plan is made) propertyId and steps (1 for a full payment).",
  stayRequired: "Please name the stay: stayId.",
  stayNotFound: "No such stay was found.",
  noDues: "You have no maintenance dues to pay.",
  stayPaidAtProperty: "This stay is paid at the property, at check-in: there is no bank transfer to make.",
  stayPaidOnline: "This stay is paid online: there is no bank transfer to make.",
  noApplication: "You have no application for this villa.",
  // the receipt's transfer details
  utrInvalid:
    "Please enter the transaction reference (UTR) as your bank or UPI app shows it: 12 to 22 letters and digits.",
  utrTaken:
    "This transaction reference (UTR) is already on another receipt. Please check it against your bank statement, or contact the club office if this transfer is yours.",
  paidOnInvalid: "Please enter the day you paid as a date (YYYY-MM-DD).",
  paidOnFuture: "The day you paid cannot be after today.",
  paidOnBefore: (day: string, since: string) => `The day you paid cannot be before ${writtenDay(day)}, ${since}.`,
  upiLimit:
    "Most UPI apps take at most ₹1,00,000 in one payment: for a larger amount, transfer to the account above by NEFT, RTGS or IMPS.",
} as const;

const m = paymentInstructionsMessages;

const optionalText = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** GET /api/payment-instructions: what the payment is for; the member's own only. */
export const paymentInstructionsQuery = z
  .object({
    purpose: z.enum(PAYMENT_PURPOSES, { error: m.purposeRequired }),
    planId: text("the plan").trim().max(64).optional(),
    step: z.preprocess(optionalText, z.coerce.number().int().min(1).max(5).optional()),
    propertyId: text("the villa").trim().max(64).optional(),
    steps: z.preprocess(optionalText, z.coerce.number().int().min(1).max(5).optional()),
    stayId: text("the stay").trim().max(64).optional(),
    billId: text("the maintenance bill").trim().max(64).optional(),
  })
  .superRefine((query, ctx) => {
    if (
      query.purpose === "instalment" &&
      !(query.planId && query.step) &&
      !(query.propertyId && query.steps !== undefined)
    )
      ctx.addIssue({ code: "custom", path: ["planId"], message: m.instalmentTarget });
    if (query.purpose === "stay" && !query.stayId)
      ctx.addIssue({ code: "custom", path: ["stayId"], message: m.stayRequired });
  });
export type PaymentInstructionsQuery = z.infer<typeof paymentInstructionsQuery>;

/** What a member asks instructions for, as the service takes it. */
export type PaymentInstructionsTarget =
  | { purpose: "instalment"; planId: string; step: number }
  | { purpose: "instalment"; propertyId: string; steps: number }
  | { purpose: "membership" }
  | { purpose: "stay"; stayId: string }
  /** A villa's maintenance dues: the bill named, else the member's earliest unpaid one. */
  | { purpose: "maintenance"; billId?: string };

/** The query read as a target (the query's check has made sure the fields it names are there). */
export function instructionsTarget(query: PaymentInstructionsQuery): PaymentInstructionsTarget {
  if (query.purpose === "membership") return { purpose: "membership" };
  if (query.purpose === "stay") return { purpose: "stay", stayId: query.stayId! };
  if (query.purpose === "maintenance") return { purpose: "maintenance", billId: query.billId };
  if (query.planId && query.step) return { purpose: "instalment", planId: query.planId, step: query.step };
  return { purpose: "instalment", propertyId: query.propertyId!, steps: query.steps! };
}

/** The club's account a transfer goes to, from its settings. */
export const payeeAccount = z.object({
  legal_name: z.string(),
  account_name: z.string(),
  bank_name: z.string(),
  branch: z.string(),
  account_number: z.string(),
  ifsc: z.string(),
  upi_id: z.string(),
});
export type PayeeAccount = z.infer<typeof payeeAccount>;

/** What instructions can be for: a member's payments, and a donor's gift by transfer (the donations module's). */
export const INSTRUCTION_PURPOSES = [...PAYMENT_PURPOSES, "donation"] as const;

export const paymentInstructions = z.object({
  purpose: z.enum(INSTRUCTION_PURPOSES),
  /** What is paid, in words: "Step 2 of 3 (Structure) for Tree House 7", "Full Membership for one year". */
  description: z.string(),
  /** Whole rupees, computed by the server. */
  amount: z.number().int(),
  /** To quote with the transfer (the bank's remarks, the UPI note), so accounts find it on the statement. */
  reference: z.string(),
  account: payeeAccount,
  /** upi://pay?pa=…&pn=…&am=…&cu=INR&tn=… — the amount with two decimals, the names URL-encoded. */
  upi_uri: z.string(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructions>;

/**
 * The UPI payment address (NPCI's deep link) of a transfer: payee address, payee name, the amount in rupees with two
 * decimals, INR, and the note (the reference). The payee address is a UPI id (letters, digits, ".", "_", "-" and
 * one "@", all allowed as they are in a query); the name and the note are URL-encoded.
 */
export function upiUri(input: { upiId: string; payeeName: string; amount: number; note: string }): string {
  const amount = (Math.round(input.amount * 100) / 100).toFixed(2);
  return `upi://pay?pa=${input.upiId}&pn=${encodeURIComponent(input.payeeName)}&am=${amount}&cu=INR&tn=${encodeURIComponent(input.note)}`;
}

/**
 * A member's short code in references: the first eight characters of their id, in capitals (a transfer's reference
 * carries it after "VWC-", and an owner statement names the member by it).
 */
export const memberCode = (memberId: string) => memberId.replace(/-/g, "").slice(0, 8).toUpperCase();

/**
 * The reference a member quotes with a transfer: the member's code and what it pays (an instalment's step, Full
 * Membership), e.g. VWC-1A2B3C4D-S2 or VWC-1A2B3C4D-FM; a stay's is its own reference. Short enough for a bank's
 * remarks.
 */
export const transferReference = (memberId: string, what: { step: number } | "membership") =>
  `VWC-${memberCode(memberId)}-${what === "membership" ? "FM" : `S${what.step}`}`;

/** The most UPI apps take in one payment; above it the page says to transfer by NEFT, RTGS or IMPS. */
export const UPI_USUAL_LIMIT = 100_000;

// the transfer's details on a receipt

export const UTR_FIELD = "utr";
export const PAID_ON_FIELD = "paid_on";
/** A UTR as banks and UPI apps show it: NEFT 16, RTGS 22, IMPS and UPI 12 letters and digits. */
export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;

/** The UTR as stored: capitals, without the spaces and hyphens a member may type or paste. */
export const normalUtr = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();

const isCalendarDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The transaction reference (UTR): optional; when given, 12 to 22 letters and digits. */
export const utrField = z.preprocess(
  optionalText,
  text("the transaction reference", { error: m.utrInvalid })
    .transform(normalUtr)
    .pipe(z.string().regex(UTR_PATTERN, m.utrInvalid))
    .optional(),
);

/** The day paid: optional; when given, a club day not after today (the earliest day is the service's rule). */
export const paidOnField = z.preprocess(
  optionalText,
  text("the day paid", { error: m.paidOnInvalid })
    .trim()
    .refine(isCalendarDay, m.paidOnInvalid)
    .refine((day) => !isCalendarDay(day) || day <= clubToday(), m.paidOnFuture)
    .optional(),
);

/** The transfer's details a receipt may carry, in every receipt's body and form (both optional). */
export const transferDetailsFields = { utr: utrField, paid_on: paidOnField };
export const transferDetails = z.object(transferDetailsFields);
export type TransferDetailsInput = z.infer<typeof transferDetails>;

/** The details as the services take them. */
export interface TransferDetails {
  utr?: string | null;
  paidOn?: string | null;
}
export const transferDetailsOf = (input: { utr?: string; paid_on?: string }): TransferDetails => ({
  utr: input.utr ?? null,
  paidOn: input.paid_on ?? null,
});

/** A form's transfer details as its schema reads them. */
export function transferDetailsFromForm(form: FormData): { utr: string; paid_on: string } {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  return { utr: value(UTR_FIELD), paid_on: value(PAID_ON_FIELD) };
}

/**
 * What a page shows of a transfer's instructions (its loader's data): the instructions with their UPI QR code drawn
 * on the server as SVG, or the reason there are none (the club's bank details not yet filled in, nothing to pay).
 */
export type TransferInstructionsView =
  { ok: true; instructions: PaymentInstructions; qr_svg: string } | { ok: false; message: string };

/** The club's account as a page shows it (label, value), in the order members read it. */
export function payeeRows(account: PayeeAccount): readonly (readonly [label: string, value: string])[] {
  return [
    ["Account name", account.account_name],
    ["Bank", `${account.bank_name}, ${account.branch} branch`],
    ["Account number", account.account_number],
    ["IFSC", account.ifsc],
    ["UPI", account.upi_id],
  ];
}

/**
 * The field a service's refusal of a receipt concerns, when it is the transfer's details (a UTR already claimed, a
 * day before the payment began), for the form to mark it: `{ field, errors }`, else nothing.
 */
export function transferRefusalField(message: string): { field: string; errors: Record<string, string> } | undefined {
  const field =
    message === m.utrTaken || message === m.utrInvalid
      ? UTR_FIELD
      : message === m.paidOnFuture || message === m.paidOnInvalid || message.startsWith("The day you paid cannot be")
        ? PAID_ON_FIELD
        : undefined;
  return field ? { field, errors: { [field]: message } } : undefined;
}
