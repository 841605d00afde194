import { clubToday } from "./club-time.ts";
import { payeeRows, type PayeeAccount } from "./payment-instructions.ts";
import { text } from "./text.ts";
import { z } from "./zod.ts";

/**
 * The club's settings, kept by the office's administrators at /admin/settings (GET/PUT /api/admin/settings): the
 * Trust's legal identity (name, address, state, PAN, GSTIN), its bank account and UPI id for members' payments, and
 * its 12A/80G registration. One schema checks the page's form and the API's body; its messages are said here once.
 */

/** The states and union territories of India with their GST state codes (the first two digits of a GSTIN). */
export const INDIAN_STATES = [
  { code: "01", name: "Jammu and Kashmir" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand" },
  { code: "06", name: "Haryana" },
  { code: "07", name: "Delhi" },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal" },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha" },
  { code: "22", name: "Chhattisgarh" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "24", name: "Gujarat" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu" },
  { code: "34", name: "Puducherry" },
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "36", name: "Telangana" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
] as const;
export type IndianState = (typeof INDIAN_STATES)[number]["name"];
const STATE_NAMES = INDIAN_STATES.map((s) => s.name) as unknown as readonly [IndianState, ...IndianState[]];

/** The GST state code of a state (e.g. Himachal Pradesh → "02"). */
export const gstStateCode = (state: string): string | undefined => INDIAN_STATES.find((s) => s.name === state)?.code;

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** A GSTIN: the state code, the PAN, the registration's number in the state, "Z", and a check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI id: a name, "@", and the payment app's or bank's handle. */
export const UPI_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;

const GSTIN_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The check character of a GSTIN's first 14 characters (the GST Network's mod-36 rule). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARACTERS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36];
}

export const settingsMessages = {
  loaded: "The club's settings",
  saved: "The club's settings are saved.",
  notSet: "The club's settings have not been filled in yet.",
  loadFailed: "The club's settings could not be loaded. Please try again.",
  fixFields: "Please correct the fields marked below.",
  legalNameRequired: "Please enter the Trust's legal name.",
  legalNameTooLong: "Please keep the legal name under 200 characters.",
  addressRequired: "Please enter the Trust's registered address.",
  addressTooLong: "Please keep the address under 500 characters.",
  stateRequired: "Please choose the state of the Trust's registered address.",
  panInvalid: "Please enter a valid PAN: five letters, four digits and a letter (for example AAATV1234F).",
  gstinInvalid: "Please enter a valid GSTIN: 15 characters, e.g. 02AAATV1234F1Z5, or leave it empty.",
  gstinState: "The GSTIN must start with the GST code of the Trust's state",
  gstinPan: "The GSTIN must carry the Trust's PAN in its 3rd to 12th characters.",
  gstinCheck: "This GSTIN's last character does not match the rest. Please check it for a typing mistake.",
  accountNameRequired: "Please enter the name the bank account is held in.",
  accountNameTooLong: "Please keep the account name under 200 characters.",
  bankNameRequired: "Please enter the bank's name.",
  bankNameTooLong: "Please keep the bank's name under 120 characters.",
  branchRequired: "Please enter the branch.",
  branchTooLong: "Please keep the branch under 120 characters.",
  accountNumberInvalid: "Please enter the account number: 9 to 18 digits.",
  ifscInvalid: "Please enter a valid IFSC: four letters, a zero and six letters or digits (for example SBIN0000718).",
  upiInvalid: "Please enter a valid UPI id: a name, @ and the handle (for example club@sbi).",
  registrationNumberTooLong: "Please keep the registration number under 60 characters.",
  registrationNumberRequired: "Please enter the 12A/80G registration number, or leave the date empty too.",
  registrationDateInvalid: "Please enter the 12A/80G registration date as a date (YYYY-MM-DD).",
  registrationDateFuture: "The 12A/80G registration date cannot be after today.",
  registrationDateRequired: "Please enter the 12A/80G registration date, or leave the number empty too.",
  fcraNumberTooLong: "Please keep the FCRA registration number under 60 characters.",
  fcraNumberRequired: "Please enter the FCRA registration number, or leave the date empty too.",
  fcraDateInvalid: "Please enter the FCRA registration date as a date (YYYY-MM-DD).",
  fcraDateFuture: "The FCRA registration date cannot be after today.",
  fcraDateRequired: "Please enter the FCRA registration date, or leave the number empty too.",
  rateInvalid: "Please enter the rate in rupees for one unit, a number between 1 and 1,000 (for example 84.25).",
  bankDetailsMissing:
    "The club's bank details are not available yet. Please contact the club office before you transfer.",
} as const;

const m = settingsMessages;

const isCalendarDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * The rupees one US dollar or euro counts for (a foreign-currency gift offered in rupees without an FCRA
 * registration): up to four decimals; left out (or empty in the form), the rate kept is the one saved before.
 */
const rate = z.preprocess(
  (value) =>
    typeof value === "string" ? (value.trim() === "" ? undefined : Number(value.trim().replace(/,/g, ""))) : value,
  z
    .number({ error: m.rateInvalid })
    .min(1, m.rateInvalid)
    .max(1000, m.rateInvalid)
    .transform((n) => Math.round(n * 10_000) / 10_000)
    .optional(),
);

/** PUT /api/admin/settings and the /admin/settings form: the whole settings, checked field by field. */
export const clubSettingsInput = z
  .object({
    legal_name: text("the legal name", { error: m.legalNameRequired })
      .trim()
      .min(1, m.legalNameRequired)
      .max(200, m.legalNameTooLong),
    address: text("the address", { error: m.addressRequired, multiline: true })
      .trim()
      .min(1, m.addressRequired)
      .max(500, m.addressTooLong),
    state: z.enum(STATE_NAMES, { error: m.stateRequired }),
    pan: text("the PAN", { error: m.panInvalid }).trim().toUpperCase().regex(PAN_PATTERN, m.panInvalid),
    gstin: text("the GSTIN", { error: m.gstinInvalid })
      .trim()
      .toUpperCase()
      .refine((value) => value === "" || GSTIN_PATTERN.test(value), m.gstinInvalid)
      .nullish()
      .transform((value) => (value ? value : null)),
    bank_account_name: text("the account name", { error: m.accountNameRequired })
      .trim()
      .min(1, m.accountNameRequired)
      .max(200, m.accountNameTooLong),
    bank_name: text("the bank's name", { error: m.bankNameRequired })
      .trim()
      .min(1, m.bankNameRequired)
      .max(120, m.bankNameTooLong),
    bank_branch: text("the branch", { error: m.branchRequired })
      .trim()
      .min(1, m.branchRequired)
      .max(120, m.branchTooLong),
    bank_account_number: text("the account number", { error: m.accountNumberInvalid })
      .trim()
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, m.accountNumberInvalid)),
    bank_ifsc: text("the IFSC", { error: m.ifscInvalid }).trim().toUpperCase().regex(IFSC_PATTERN, m.ifscInvalid),
    upi_id: text("the UPI id", { error: m.upiInvalid }).trim().regex(UPI_PATTERN, m.upiInvalid),
    registration_12a_80g_number: text("the registration number", { error: m.registrationNumberTooLong })
      .trim()
      .max(60, m.registrationNumberTooLong)
      .nullish()
      .transform((value) => (value ? value : null)),
    registration_12a_80g_date: text("the registration date", { error: m.registrationDateInvalid })
      .trim()
      .refine((value) => value === "" || isCalendarDay(value), m.registrationDateInvalid)
      .refine((value) => value === "" || !isCalendarDay(value) || value <= clubToday(), m.registrationDateFuture)
      .nullish()
      .transform((value) => (value ? value : null)),
    fcra_registration_number: text("the FCRA registration number", { error: m.fcraNumberTooLong })
      .trim()
      .max(60, m.fcraNumberTooLong)
      .nullish()
      .transform((value) => (value ? value : null)),
    fcra_registration_date: text("the FCRA registration date", { error: m.fcraDateInvalid })
      .trim()
      .refine((value) => value === "" || isCalendarDay(value), m.fcraDateInvalid)
      .refine((value) => value === "" || !isCalendarDay(value) || value <= clubToday(), m.fcraDateFuture)
      .nullish()
      .transform((value) => (value ? value : null)),
    usd_inr_rate: rate,
    eur_inr_rate: rate,
  })
  .superRefine((value, ctx) => {
    if (value.gstin) {
      const code = gstStateCode(value.state);
      if (code && value.gstin.slice(0, 2) !== code) {
        ctx.addIssue({ code: "custom", path: ["gstin"], message: `${m.gstinState} (${code} for ${value.state}).` });
      } else if (value.gstin.slice(2, 12) !== value.pan) {
        ctx.addIssue({ code: "custom", path: ["gstin"], message: m.gstinPan });
      } else if (gstinCheckCharacter(value.gstin) !== value.gstin[14]) {
        ctx.addIssue({ code: "custom", path: ["gstin"], message: m.gstinCheck });
      }
    }
    if (value.registration_12a_80g_date && !value.registration_12a_80g_number) {
      ctx.addIssue({ code: "custom", path: ["registration_12a_80g_number"], message: m.registrationNumberRequired });
    }
    if (value.registration_12a_80g_number && !value.registration_12a_80g_date) {
      ctx.addIssue({ code: "custom", path: ["registration_12a_80g_date"], message: m.registrationDateRequired });
    }
    if (value.fcra_registration_date && !value.fcra_registration_number) {
      ctx.addIssue({ code: "custom", path: ["fcra_registration_number"], message: m.fcraNumberRequired });
    }
    if (value.fcra_registration_number && !value.fcra_registration_date) {
      ctx.addIssue({ code: "custom", path: ["fcra_registration_date"], message: m.fcraDateRequired });
    }
  });

export type ClubSettingsInput = z.input<typeof clubSettingsInput>;
/** The club's settings as the services give them (`services.settings.get()`): the rates always there. */
export type ClubSettings = Omit<z.output<typeof clubSettingsInput>, "usd_inr_rate" | "eur_inr_rate"> & {
  usd_inr_rate: number;
  eur_inr_rate: number;
};
/** The settings as an administrator saves them: the rates may be left out (the saved ones are kept). */
export type ClubSettingsSaved = z.output<typeof clubSettingsInput>;

/** The rates' defaults (the table's), before an administrator changes them. */
export const DEFAULT_INR_RATES = { USD: 84, EUR: 90 } as const;

/** What GET and PUT /api/admin/settings answer: the settings (null before they are first saved) and their last change. */
export const clubSettingsRecord = z.object({
  legal_name: z.string(),
  address: z.string(),
  state: z.string(),
  pan: z.string(),
  gstin: z.string().nullable(),
  bank_account_name: z.string(),
  bank_name: z.string(),
  bank_branch: z.string(),
  bank_account_number: z.string(),
  bank_ifsc: z.string(),
  upi_id: z.string(),
  registration_12a_80g_number: z.string().nullable(),
  registration_12a_80g_date: z.string().nullable(),
  fcra_registration_number: z.string().nullable(),
  fcra_registration_date: z.string().nullable(),
  usd_inr_rate: z.number(),
  eur_inr_rate: z.number(),
  updated_at: z.string().nullable(),
});
export type ClubSettingsRecord = z.infer<typeof clubSettingsRecord>;

/** The form's fields, in the order the page shows them. */
export const CLUB_SETTINGS_FIELDS = [
  "legal_name",
  "address",
  "state",
  "pan",
  "gstin",
  "bank_account_name",
  "bank_name",
  "bank_branch",
  "bank_account_number",
  "bank_ifsc",
  "upi_id",
  "registration_12a_80g_number",
  "registration_12a_80g_date",
  "fcra_registration_number",
  "fcra_registration_date",
  "usd_inr_rate",
  "eur_inr_rate",
] as const satisfies readonly (keyof ClubSettings)[];

/** The /admin/settings form's values as the API takes them (each field's text, trimmed by the schema). */
export function clubSettingsFormInput(form: FormData): Record<string, string> {
  const input: Record<string, string> = {};
  for (const name of CLUB_SETTINGS_FIELDS) {
    const value = form.get(name);
    input[name] = typeof value === "string" ? value : "";
  }
  return input;
}

/**
 * The club's account for bank transfers (NEFT, RTGS, IMPS or UPI) as every page that asks a member for a transfer's
 * receipt shows it (label, value), from the settings; null before the office has filled them in.
 */
export type BankAccountRows = readonly (readonly [label: string, value: string])[];
export function bankAccountRows(settings: ClubSettings | null): BankAccountRows | null {
  return settings ? payeeRows(payeeOf(settings)) : null;
}

/** The club's account a member transfers to, from the settings. */
export const payeeOf = (settings: ClubSettings): PayeeAccount => ({
  legal_name: settings.legal_name,
  account_name: settings.bank_account_name,
  bank_name: settings.bank_name,
  branch: settings.bank_branch,
  account_number: settings.bank_account_number,
  ifsc: settings.bank_ifsc,
  upi_id: settings.upi_id,
});

/**
 * The demo data's settings (seeded with the demo catalogue, never with SEED_DEMO=false): plainly fake, so that no one
 * pays into them. A real club's administrator enters the Trust's own at /admin/settings.
 */
export const DEMO_CLUB_SETTINGS: ClubSettings = {
  legal_name: "Vedanta Wellness Club Trust",
  address: "Village Kather, Solan, Himachal Pradesh 173212",
  state: "Himachal Pradesh",
  pan: "AAATV0000A",
  gstin: "02AAATV0000A1ZQ",
  bank_account_name: "Vedanta Wellness Club Trust",
  bank_name: "Example Bank",
  bank_branch: "Solan",
  bank_account_number: "000000000000",
  bank_ifsc: "EXMP0000001",
  upi_id: "club@example",
  registration_12a_80g_number: "AAATV0000AE20250",
  registration_12a_80g_date: "2025-03-24",
  fcra_registration_number: null,
  fcra_registration_date: null,
  usd_inr_rate: DEFAULT_INR_RATES.USD,
  eur_inr_rate: DEFAULT_INR_RATES.EUR,
};
