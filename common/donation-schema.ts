import { z } from "./zod.ts";
import {
  DONATION_CAUSES,
  DONATION_CURRENCIES,
  DONATION_FREQUENCIES,
  DONATION_KINDS,
  MAX_DONATION_AMOUNT,
  donationMessages as m,
  type DonationFormValues,
} from "./donations.ts";
import { text } from "./text.ts";

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
  })
  .superRefine((value, ctx) => {
    if (value.kind === "recurring" && !value.frequency) {
      ctx.addIssue({ code: "custom", path: ["frequency"], message: m.frequencyRequired });
    }
  })
  .transform((value) => ({
    ...value,
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
  return {
    name: text("name") ?? "",
    email: text("email") ?? "",
    amount: rawAmount === "" ? undefined : /^-?\d+(\.\d+)?$/.test(rawAmount) ? Number(rawAmount) : Number.NaN,
    currency: text("currency"),
    kind: text("kind"),
    frequency: text("frequency") || null,
    causes: form.getAll("causes").filter((c): c is string => typeof c === "string"),
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
  };
}
