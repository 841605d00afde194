import { INDIAN_STATES, type IndianState } from "./club-settings.ts";
import {
  PER_NIGHT_KINDS,
  PLACE_OF_SUPPLY_RULES,
  TAX_KINDS,
  VILLA_KINDS,
  isValidGstin,
  stateOfGstin,
  type TaxKind,
  type TaxSettings,
} from "./gst.ts";
import { GSTIN_PATTERN } from "./club-settings.ts";
import { text } from "./text.ts";
import { z } from "./zod.ts";

/**
 * The forms and API bodies of GST: the tax settings accounts keep (GET/PUT /api/admin/tax-settings and
 * /admin/tax-settings) and the invoice details a member gives (GET/PUT /api/invoice-details and the portal's
 * Documents tab): a business name and GSTIN for business stays, the billing address and its state.
 */

export const taxMessages = {
  loaded: "The tax settings",
  saved: "The tax settings are saved.",
  loadFailed: "The tax settings could not be loaded. Please try again.",
  fixFields: "Please correct the fields marked below.",
  sacInvalid: "Please enter the SAC: 4 to 8 digits, starting 99 for a service (for example 996311).",
  descriptionRequired: "Please enter the description the invoice shows.",
  descriptionTooLong: "Please keep the description under 120 characters.",
  rateInvalid: "Please enter the rate as a percentage from 0 to 40 (for example 18 or 2.5).",
  thresholdInvalid: "Please enter the value per night in whole rupees (for example 7500), or leave it empty.",
  rateAboveRequired: "Please enter the rate above the value per night, or leave both empty.",
  thresholdRequired: "Please enter the value per night above which the higher rate applies, or leave both empty.",
  placeOfSupplyInvalid: "Please choose the place of supply.",
  detailsLoaded: "Your invoice details",
  detailsSaved: "Your invoice details are saved. The invoices issued from now on carry them.",
  businessNameTooLong: "Please keep the business name under 200 characters.",
  businessNameRequired: "Please enter the business's legal name as registered for GST.",
  gstinInvalid: "Please enter a valid GSTIN: 15 characters, e.g. 07AAACB1234C1Z5, or leave it empty.",
  gstinCheck: "This GSTIN's last character does not match the rest. Please check it for a typing mistake.",
  addressTooLong: "Please keep the address under 500 characters.",
  addressRequired: "Please enter the business's address as registered for GST.",
  stateInvalid: "Please choose the state of the address.",
  stateOfGstin: "A GSTIN starting",
} as const;

const m = taxMessages;
const STATE_NAMES = INDIAN_STATES.map((s) => s.name) as unknown as readonly [IndianState, ...IndianState[]];

/** A percentage from a form or JSON: a number or its text ("18", "2.5"), at most two decimals, 0 to 40. */
const percent = z
  .union([z.number(), text("the rate", { error: m.rateInvalid }).trim().min(1, m.rateInvalid)])
  .transform((value) => (typeof value === "number" ? value : Number(value)))
  .refine((value) => Number.isFinite(value) && value >= 0 && value <= 40, m.rateInvalid)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, m.rateInvalid);

/** Empty (a form's empty field, null) as null; else the value. */
const orNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? null : value), schema.nullable());

const ruleInput = z.object({
  sac: text("the SAC", { error: m.sacInvalid })
    .trim()
    .regex(/^99[0-9]{2,6}$/, m.sacInvalid),
  description: text("the description", { error: m.descriptionRequired })
    .trim()
    .min(1, m.descriptionRequired)
    .max(120, m.descriptionTooLong),
  rate_percent: percent,
  threshold_per_night: orNull(
    z
      .union([z.number(), text("the value per night", { error: m.thresholdInvalid }).trim()])
      .transform((value) => (typeof value === "number" ? value : Number(value.replace(/[,\s]/g, ""))))
      .refine((value) => Number.isInteger(value) && value > 0 && value <= 10_000_000, m.thresholdInvalid),
  ).optional(),
  rate_above_percent: orNull(percent).optional(),
  place_of_supply: z.enum(PLACE_OF_SUPPLY_RULES, { error: m.placeOfSupplyInvalid }).optional(),
});

/** PUT /api/admin/tax-settings and the /admin/tax-settings form: every kind of supply's SAC, description and rate. */
export const taxSettingsInput = z
  .object(Object.fromEntries(TAX_KINDS.map((kind) => [kind, ruleInput])) as Record<TaxKind, typeof ruleInput>)
  .superRefine((value, ctx) => {
    for (const kind of TAX_KINDS) {
      const rule = value[kind];
      const threshold = rule.threshold_per_night ?? null;
      const above = rule.rate_above_percent ?? null;
      if (!PER_NIGHT_KINDS.includes(kind)) continue;
      if (threshold !== null && above === null)
        ctx.addIssue({ code: "custom", path: [kind, "rate_above_percent"], message: m.rateAboveRequired });
      if (threshold === null && above !== null)
        ctx.addIssue({ code: "custom", path: [kind, "threshold_per_night"], message: m.thresholdRequired });
    }
  })
  .transform(
    (value) =>
      Object.fromEntries(
        TAX_KINDS.map((kind) => {
          const rule = value[kind];
          const perNight = PER_NIGHT_KINDS.includes(kind);
          return [
            kind,
            {
              sac: rule.sac,
              description: rule.description,
              rate_percent: rule.rate_percent,
              threshold_per_night: perNight ? (rule.threshold_per_night ?? null) : null,
              rate_above_percent: perNight ? (rule.rate_above_percent ?? null) : null,
              place_of_supply: VILLA_KINDS.includes(kind) ? (rule.place_of_supply ?? "villa") : "recipient",
            },
          ];
        }),
      ) as TaxSettings,
  );
export type TaxSettingsInput = z.input<typeof taxSettingsInput>;

/** What GET and PUT /api/admin/tax-settings answer: each kind's rule, whether it is the default, the last change. */
export const taxRuleRecord = z.object({
  sac: z.string(),
  description: z.string(),
  rate_percent: z.number(),
  threshold_per_night: z.number().nullable(),
  rate_above_percent: z.number().nullable(),
  place_of_supply: z.enum(PLACE_OF_SUPPLY_RULES),
});
export const taxSettingsRecord = z.object({
  settings: z.object(
    Object.fromEntries(TAX_KINDS.map((kind) => [kind, taxRuleRecord])) as Record<TaxKind, typeof taxRuleRecord>,
  ),
  /** True until accounts first save their own: the documented defaults apply. */
  defaults: z.boolean(),
  updated_at: z.string().nullable(),
});
export type TaxSettingsRecord = z.infer<typeof taxSettingsRecord>;

/** The /admin/tax-settings form's fields: `<kind>.<field>`. */
export const TAX_RULE_FIELDS = [
  "sac",
  "description",
  "rate_percent",
  "threshold_per_night",
  "rate_above_percent",
  "place_of_supply",
] as const;

/** The /admin/tax-settings form's values as the API takes them. */
export function taxSettingsFormInput(form: FormData): Record<TaxKind, Record<string, string>> {
  const input = {} as Record<TaxKind, Record<string, string>>;
  for (const kind of TAX_KINDS) {
    input[kind] = {};
    for (const field of TAX_RULE_FIELDS) {
      const value = form.get(`${kind}.${field}`);
      if (typeof value === "string") input[kind][field] = value;
    }
  }
  return input;
}

/**
 * PUT /api/invoice-details and the portal's form: the member's details for the invoices issued to them. All
 * optional; a GSTIN (for business stays) needs the business's legal name and address, and its state is the GSTIN's.
 */
export const invoiceDetailsInput = z
  .object({
    business_name: orNull(
      text("the business name", { error: m.businessNameTooLong }).trim().max(200, m.businessNameTooLong),
    ).optional(),
    gstin: orNull(
      text("the GSTIN", { error: m.gstinInvalid })
        .trim()
        .toUpperCase()
        .refine((value) => value === "" || GSTIN_PATTERN.test(value), m.gstinInvalid),
    ).optional(),
    address: orNull(
      text("the address", { error: m.addressTooLong, multiline: true }).trim().max(500, m.addressTooLong),
    ).optional(),
    state: orNull(z.enum(STATE_NAMES, { error: m.stateInvalid })).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.gstin) return;
    const registered = stateOfGstin(value.gstin);
    if (!registered) {
      ctx.addIssue({ code: "custom", path: ["gstin"], message: m.gstinInvalid });
      return;
    }
    if (!isValidGstin(value.gstin)) ctx.addIssue({ code: "custom", path: ["gstin"], message: m.gstinCheck });
    if (!value.business_name)
      ctx.addIssue({ code: "custom", path: ["business_name"], message: m.businessNameRequired });
    if (!value.address) ctx.addIssue({ code: "custom", path: ["address"], message: m.addressRequired });
    if (value.state && value.state !== registered)
      ctx.addIssue({
        code: "custom",
        path: ["state"],
        message: `${m.stateOfGstin} ${value.gstin.slice(0, 2)} is registered in ${registered}: please choose ${registered}.`,
      });
  })
  .transform((value) => ({
    business_name: value.business_name || null,
    gstin: value.gstin || null,
    address: value.address || null,
    // a GSTIN's state is where the business is registered
    state: (value.gstin ? stateOfGstin(value.gstin) : value.state || null) as string | null,
  }));
export type InvoiceDetails = z.output<typeof invoiceDetailsInput>;

/** What GET and PUT /api/invoice-details answer: the member's own details, and the address on record otherwise used. */
export const invoiceDetailsRecord = z.object({
  business_name: z.string().nullable(),
  gstin: z.string().nullable(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  /** The address of the member's application (their current address), used when they give none here. */
  address_on_record: z.string().nullable(),
});
export type InvoiceDetailsRecord = z.infer<typeof invoiceDetailsRecord>;

export const INVOICE_DETAILS_FIELDS = ["business_name", "gstin", "address", "state"] as const;

/** The portal form's values as the API takes them. */
export function invoiceDetailsFormInput(form: FormData): Record<string, string> {
  const input: Record<string, string> = {};
  for (const name of INVOICE_DETAILS_FIELDS) {
    const value = form.get(name);
    input[name] = typeof value === "string" ? value : "";
  }
  return input;
}
