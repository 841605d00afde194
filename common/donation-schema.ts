import { z } from "./zod.ts";
import {
  DONATION_CAUSES,
  DONATION_CURRENCIES,
  DONATION_FREQUENCIES,
  DONATION_KINDS,
  DONATION_METHODS,
  DONOR_PAN_PATTERN,
  MAX_DONATION_AMOUNT,
  donationMessages as m,
  type DonationFormValues,
} from "./donations.ts";
import { paidOnField, utrField } from "./payment-instructions.ts";
import { text } from "./text.ts";

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const frequencies = DONATION_FREQUENCIES.map((f) => f.value) as ["monthly", "quarterly", "yearly"];
const kinds = DONATION_KINDS.map((k) => k.value) as ["one_time", "recurring"];

/**
 * A donation pledge: the body of POST /api/donations and the donate form's action (one schema for both).
 * A one-time pledge carries no frequency (any sent is dropped); a recurring one must name it.
 */
export const donationPledgeInput = z
  .object({
    name: text("your name", { error: m.nameRequired }).trim().min(2, m.nameRequired).max(100, m.nameTooLong),
    email: text("your e-mail address", { error: m.emailRequired })
      .trim()
      .min(1, m.emailRequired)
      .max(254, m.emailInvalid)
      .pipe(z.email(m.emailInvalid)),
    amount: z
      .number({
        error: (issue) => (issue.input === undefined || issue.input === null ? m.amountRequired : m.amountNotWhole),
      })
      .int(m.amountNotWhole)
      .positive(m.amountTooSmall)
      .max(MAX_DONATION_AMOUNT, m.amountTooLarge),
    currency: z.enum(DONATION_CURRENCIES, { error: m.currencyInvalid }),
    kind: z.enum(kinds, { error: m.kindInvalid }),
    frequency: z.enum(frequencies, { error: m.frequencyRequired }).nullish(),
    causes: z
      .array(z.enum(DONATION_CAUSES, { error: m.causeUnknown }), { error: m.causesRequired })
      .min(1, m.causesRequired)
      .max(DONATION_CAUSES.length, m.causeUnknown),
    /** The donor wants an 80G receipt: their PAN and postal address are then required. */
    receipt_80g: z.boolean({ error: m.panRequired }).optional().default(false),
    pan: z.preprocess(
      blankToUndefined,
      text("your PAN", { error: m.panInvalid })
        .transform((value) => value.replace(/\s/g, "").toUpperCase())
        .pipe(z.string().regex(DONOR_PAN_PATTERN, m.panInvalid))
        .optional(),
    ),
    address: z.preprocess(
      blankToUndefined,
      text("your address", { error: m.addressRequired, multiline: true }).trim().max(300, m.addressTooLong).optional(),
    ),
    phone: z.preprocess(
      blankToUndefined,
      text("your phone", { error: m.phoneInvalid })
        .trim()
        .refine((value) => /^\+?[\d\s-]+$/.test(value), m.phoneInvalid)
        .refine((value) => {
          const digits = value.replace(/\D/g, "").length;
          return digits >= 10 && digits <= 15;
        }, m.phoneInvalid)
        .optional(),
    ),
    /** How the donor pays: online (the default) or by bank transfer or UPI; a recurring gift is online only. */
    method: z.enum(DONATION_METHODS, { error: m.methodInvalid }).optional().default("online"),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "recurring" && !value.frequency) {
      ctx.addIssue({ code: "custom", path: ["frequency"], message: m.frequencyRequired });
    }
    if (value.receipt_80g && !value.pan) ctx.addIssue({ code: "custom", path: ["pan"], message: m.panRequired });
    if ((value.receipt_80g || value.pan) && !value.address)
      ctx.addIssue({ code: "custom", path: ["address"], message: m.addressRequired });
    if (value.kind === "recurring" && value.method === "transfer")
      ctx.addIssue({ code: "custom", path: ["method"], message: m.recurringOnline });
  })
  .transform((value) => ({
    ...value,
    pan: value.pan ?? null,
    address: value.address ?? null,
    phone: value.phone ?? null,
    frequency: value.kind === "recurring" ? (value.frequency ?? null) : null,
    // the same cause ticked twice counts once, in the list's order
    causes: DONATION_CAUSES.filter((c) => value.causes.includes(c)),
  }));

export type DonationPledgeInput = z.input<typeof donationPledgeInput>;
export type DonationPledgeData = z.output<typeof donationPledgeInput>;

/** One readable line: "causes: Please choose at least one cause; amount: …". */
export function describeDonationIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ");
}

/**
 * The donate form's fields as the schema expects them: amount as a number (spaces and commas of
 * "9,000" ignored; empty → missing), causes as the list of ticked boxes.
 */
export function pledgeInputFromForm(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const rawAmount = (text("amount") ?? "").replace(/[\s,]/g, "");
  const wants80g = form.get("receipt_80g") !== null;
  return {
    name: text("name") ?? "",
    email: text("email") ?? "",
    amount: rawAmount === "" ? undefined : /^-?\d+(\.\d+)?$/.test(rawAmount) ? Number(rawAmount) : Number.NaN,
    currency: text("currency"),
    kind: text("kind"),
    frequency: text("frequency") || null,
    causes: form.getAll("causes").filter((c): c is string => typeof c === "string"),
    // the 80G details count only with the box ticked (the page hides them otherwise)
    receipt_80g: wants80g,
    pan: wants80g ? (text("pan") ?? "") : "",
    address: wants80g ? (text("address") ?? "") : "",
    phone: wants80g ? (text("phone") ?? "") : "",
    method: text("method") || undefined,
  };
}

/** The form's fields as typed, to show them again beside the messages. */
export function donationFormValues(form: FormData): DonationFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 300) : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    amount: text("amount"),
    currency: text("currency"),
    kind: text("kind"),
    frequency: text("frequency"),
    causes: form.getAll("causes").filter((c): c is string => typeof c === "string"),
    receipt_80g: form.get("receipt_80g") !== null,
    pan: text("pan"),
    address: text("address"),
    phone: text("phone"),
    method: text("method"),
  };
}

/**
 * A gift by transfer's details (POST /api/donations/{reference}/transfer and the page's form): the UTR and the day paid,
 * both required here, and the donor's signed token `t` when they are not signed in.
 */
export const donationTransferInput = z.object({
  utr: utrField.refine((value) => value !== undefined, m.utrRequired),
  paid_on: paidOnField.refine((value) => value !== undefined, m.paidOnRequired),
  t: z.preprocess(blankToUndefined, text("the link").trim().max(200).optional()),
});
export type DonationTransferInput = z.input<typeof donationTransferInput>;

/** Accounts reject a gift by transfer with a reason the donor is told. */
export const donationRejectInput = z.object({
  reason: text("the reason", { error: m.reasonRequired, multiline: true })
    .trim()
    .min(3, m.reasonRequired)
    .max(500, m.reasonRequired),
});
