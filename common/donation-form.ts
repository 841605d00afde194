import {
  DEFAULT_DONATION_AMOUNT,
  DEFAULT_DONATION_CURRENCY,
  DEFAULT_DONATION_FREQUENCY,
  DEFAULT_DONATION_KIND,
  DONATION_CURRENCIES,
  DONATION_FIELDS,
  DONATION_FREQUENCIES,
  DONATION_KINDS,
  type DonationCause,
  type DonationCurrency,
  type DonationFieldErrors,
  type DonationFormValues,
  type DonationFrequency,
  type DonationKind,
} from "./donations.ts";

/*
 * The donate form's rules, apart from its schema (donation-schema.ts): what it starts with, how the typed amount is
 * read for its button, the order its messages are read in. The page and the action both use them.
 */

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The form's choices: what the visitor sent (shown again beside the messages), else the defaults and `?cause=`. */
export function donationChoices(sent: DonationFormValues | undefined, initialCause: DonationCause | null) {
  return {
    kind: oneOf<DonationKind>(
      DONATION_KINDS.map((k) => k.value),
      sent?.kind,
      DEFAULT_DONATION_KIND,
    ),
    frequency: oneOf<DonationFrequency>(
      DONATION_FREQUENCIES.map((f) => f.value),
      sent?.frequency,
      DEFAULT_DONATION_FREQUENCY,
    ),
    causes: sent?.causes ?? (initialCause ? [initialCause] : []),
    amount: sent?.amount ?? String(DEFAULT_DONATION_AMOUNT),
    currency: oneOf<DonationCurrency>(DONATION_CURRENCIES, sent?.currency, DEFAULT_DONATION_CURRENCY),
  };
}

/** The typed amount as a whole number above 0 (spaces and commas of "9,000" ignored), else null. */
export function typedDonationAmount(amount: string): number | null {
  const digits = amount.replace(/[\s,]/g, "");
  const value = /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The fields' messages in the form's order (the first is the first to fix, focused when the page loads). */
export function inDonationFieldOrder(errors: Record<string, string>): DonationFieldErrors {
  const ordered: DonationFieldErrors = {};
  for (const field of DONATION_FIELDS) if (errors[field]) ordered[field] = errors[field];
  return ordered;
}
