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
  panRequired: "Please enter your PAN for an 80G receipt, or untick the receipt",
  panInvalid: "Please enter your PAN as it is on your card: five letters, four digits and a letter (like ABCDE1234F)",
  addressRequired: "Please enter your postal address: an 80G receipt must carry it",
  addressTooLong: "Please keep your address to 300 characters or fewer",
  phoneInvalid: "Please enter a phone number of 10 to 15 digits (a + and spaces are fine)",
  methodInvalid: "Please choose how to pay: online, or by bank transfer or UPI",
  recurringOnline: "A recurring gift is paid online only: please choose Pay online",
  transferForeign:
    "A gift in dollars or euros is paid online only: please choose Pay online, or give in rupees by transfer",
  giftReceived: "Thank you! Your gift is received; your receipt is on its way by e-mail.",
  transferRecorded: "Thank you! We have your transfer's details; your receipt is mailed once accounts see the money.",
  pledgeNotFound: "This pledge was not found, or the link is not valid.",
  pledgeNotTransfer: "This pledge is not paid by transfer.",
  pledgeAlreadyPaid: "This gift is already paid. Thank you!",
  transferAlreadyGiven: "The details of this transfer are already with accounts.",
  utrRequired: "Please enter the transaction reference (UTR) of your transfer",
  paidOnRequired: "Please enter the day you paid",
  giftNotAwaiting: "This gift no longer awaits verification.",
  reasonRequired: "Please say why the transfer is rejected",
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
export const DONATION_FIELDS = [
  "kind",
  "frequency",
  "causes",
  "currency",
  "amount",
  "name",
  "email",
  "receipt_80g",
  "pan",
  "address",
  "phone",
  "method",
] as const;
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
  receipt_80g: boolean;
  pan: string;
  address: string;
  phone: string;
  method: string;
}

/** How a donor pays: online (Razorpay) or by bank transfer or UPI to the club's account. */
export const DONATION_METHODS = ["online", "transfer"] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];
export const DEFAULT_DONATION_METHOD: DonationMethod = "online";

/** A donor's PAN (Income Tax permanent account number): five letters, four digits, a letter. */
export const DONOR_PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/**
 * What a gift in a foreign currency is charged in: its own currency with the Trust's FCRA registration, else the rupees
 * it converts to at the club's rate (rounded to the rupee). Rupees are charged as they are.
 */
export interface DonationCharge {
  currency: DonationCurrency;
  amount: number;
  /** Rupees per unit of the gift's currency, for a foreign gift (null for rupees). */
  rate: number | null;
  /** What the gift counts for in rupees. */
  amountInr: number;
  /** A foreign gift taken in rupees because the Trust has no FCRA registration. */
  converted: boolean;
}

/** The rates and FCRA registration the donate page and the service need (from the club's settings). */
export interface DonationRates {
  USD: number;
  EUR: number;
  fcra: boolean;
}

export function donationCharge(amount: number, currency: DonationCurrency, rates: DonationRates): DonationCharge {
  if (currency === "INR") return { currency, amount, rate: null, amountInr: amount, converted: false };
  const rate = rates[currency];
  const amountInr = Math.round(amount * rate);
  return rates.fcra
    ? { currency, amount, rate, amountInr, converted: false }
    : { currency: "INR", amount: amountInr, rate, amountInr, converted: true };
}

/** A one-time gift's Razorpay order, or a recurring gift's subscription, as POST /api/donations answers it. */
export type DonationOnlinePayment = {
  method: "online";
  key_id: string;
  /** The currency's smallest unit (paise, cents). */
  amount: number;
  currency: string;
  checkout_url: string;
  description: string;
} & ({ order_id: string } | { subscription_id: string });

/** A recorded pledge with what is charged (the page's thank-you). */
export interface DonationPledgeCharged extends DonationPledge {
  status: string;
  method: DonationMethod;
  chargeCurrency: string;
  chargeAmount: number;
  exchangeRate: number | null;
}
