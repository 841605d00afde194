/**
 * The donation constants of spec member-side §9 (verbatim) and the shapes of a pledge. No zod here, so
 * the donate page can import them without shipping the validator (the schema: donation-schema.ts).
 */
export const DONATION_CAUSES = [
  "Clean Himalayas",
  "Green Himalayas",
  "Orphan School Sponsorship",
  "Research for Ayurveda Medicine",
] as const;
export type DonationCause = (typeof DONATION_CAUSES)[number];

export const DONATION_PRESETS = [4000, 2000, 1000, 500] as const;
export const DEFAULT_DONATION_AMOUNT = 9000;
export const MAX_DONATION_AMOUNT = 10_000_000;

export const DONATION_FREQUENCIES = [
  { value: "monthly", label: "Monthly" },
  { value: "quarterly", label: "Quarterly" },
  { value: "yearly", label: "Yearly" },
] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number]["value"];
export const DEFAULT_DONATION_FREQUENCY: DonationFrequency = "monthly";

export const DONATION_KINDS = [
  { value: "one_time", label: "One time" },
  { value: "recurring", label: "Recurring" },
] as const;
export type DonationKind = (typeof DONATION_KINDS)[number]["value"];
export const DEFAULT_DONATION_KIND: DonationKind = "recurring";

export const DONATION_CURRENCIES = ["INR", "USD", "EUR"] as const;
export type DonationCurrency = (typeof DONATION_CURRENCIES)[number];
export const DEFAULT_DONATION_CURRENCY: DonationCurrency = "INR";

export const DONATION_STATS = [
  { value: "100,000+", label: "trees by 2027" },
  { value: "3,500+", label: "people healed" },
  { value: "200+", label: "children supported" },
] as const;

/** Reference numbers read VWC-D-<year>-<number>, e.g. VWC-D-2026-1001. */
export const DONATION_REFERENCE_PREFIX = "VWC-D";
export const DONATION_REFERENCE_PATTERN = /^VWC-D-\d{4}-\d+$/;

export const donationMessages = {
  pledgeRecorded: "Thank you! Your pledge has been recorded.",
  tooMany: "Too many pledges from your connection in the last hour. Please try again later.",
  nameRequired: "Please enter your name (at least 2 characters)",
  nameTooLong: "Please keep your name to 100 characters or fewer",
  emailRequired: "Please enter your e-mail address",
  emailInvalid: "Please enter a valid e-mail address, like name@example.com",
  amountRequired: "Please enter an amount",
  amountNotWhole: "Please enter the amount in whole numbers, without decimals",
  amountTooSmall: "Please enter an amount greater than 0",
  amountTooLarge: "Please enter an amount up to 1,00,00,000 (for a larger gift, please write to us)",
  currencyInvalid: "Please choose INR, USD or EUR",
  kindInvalid: "Please choose One time or Recurring",
  frequencyRequired: "Please choose how often you would like to give: monthly, quarterly or yearly",
  causesRequired: "Please choose at least one cause",
  causeUnknown: "Please choose causes from the list",
  fixFields: "Please check the highlighted details and try again.",
} as const;

/** A recorded pledge, as the API and the page return it. */
export interface DonationPledge {
  reference: string;
  name: string;
  email: string;
  amount: number;
  currency: DonationCurrency;
  kind: DonationKind;
  frequency: DonationFrequency | null;
  causes: DonationCause[];
  createdAt: string;
}

/** The fields of the donation form, as their input names, in the form's order. */
export const DONATION_FIELDS = ["kind", "frequency", "causes", "currency", "amount", "name", "email"] as const;
export type DonationField = (typeof DONATION_FIELDS)[number];
export type DonationFieldErrors = Partial<Record<DonationField, string>>;

/** What the visitor typed, sent back with the messages so nothing is lost (the form works without JavaScript). */
export interface DonationFormValues {
  name: string;
  email: string;
  amount: string;
  currency: string;
  kind: string;
  frequency: string;
  causes: string[];
}
