import { transferDetailsFields } from "./payment-instructions.ts";
import { text } from "./text.ts";
import { z } from "./zod.ts";

/**
 * Villa maintenance dues (decision 056): what accounts set at /admin/maintenance (each kind of home's yearly charge —
 * per square foot or a fixed amount a villa —, the billing day and month, the days to pay, the grace days and the late
 * fee), a villa owner's bills as the portal and the API show them, and the standing other code reads to hold an
 * owner's stays and payouts while dues are overdue. Said once for the server, the office page and the portal.
 */

export const MAINTENANCE_BASES = ["per-sqft", "fixed"] as const;
export type MaintenanceBasis = (typeof MAINTENANCE_BASES)[number];
/** A kind of home's choice on the form: one of the bases, or not billed. */
export const MAINTENANCE_RATE_CHOICES = [...MAINTENANCE_BASES, "none"] as const;
export const LATE_FEE_KINDS = ["fixed", "percent"] as const;
export type LateFeeKind = (typeof LATE_FEE_KINDS)[number];

export const MAINTENANCE_BASIS_LABELS: Record<(typeof MAINTENANCE_RATE_CHOICES)[number], string> = {
  "per-sqft": "Per square foot",
  fixed: "Fixed a villa",
  none: "Not billed",
};

/** The days to pay after billing, unless accounts set another. */
export const DEFAULT_DUE_DAYS = 30;
/** The reminders of an unpaid bill: days before its due day (0: on the day). */
export const DUES_REMINDER_DAYS = [30, 7, 0] as const;

/** Days of each month as the billing date may name them (February: 28, so every year has the day). */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
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

export const maintenanceMessages = {
  settingsLoaded: "The maintenance settings",
  saved: "The maintenance settings are saved. Bills issued from now on follow them.",
  fixFields: "Please correct the fields marked below.",
  billingDayInvalid: "Please enter a day that every year's month has (February: up to 28).",
  billingMonthInvalid: "Please choose the month of the billing date.",
  dueDaysInvalid: "Please enter the days to pay after billing: 1 to 365.",
  graceDaysInvalid: "Please enter the grace days after the due day: 0 to 365.",
  lateFeeKindInvalid: "Please choose a fixed late fee or a percentage of the bill.",
  lateFeeInvalid: "Please enter the late fee: whole rupees, or a percentage from 0 to 100 with at most two decimals.",
  rateInvalid: "Please enter the charge: rupees a square foot (up to two decimals) or whole rupees a villa.",
  rateBasisInvalid: "Please choose how this kind of home is charged.",
  kindUnknown: "A kind of home on the form is not in the catalogue.",
  billsLoaded: "Maintenance dues bills",
  duesLoaded: "Your maintenance dues",
  billNotFound: "No such maintenance dues bill was found.",
  alreadyPaid: "This maintenance bill is paid already.",
  underReview: "Your receipt for this bill is with the club's accounts: you will hear once it is verified.",
  notUnderReview: "This bill has no receipt waiting to be verified.",
  receiptSent: "Your receipt is sent. The club's accounts will verify it and e-mail you.",
  verified: "The receipt is verified and the bill is marked paid. The owner will be e-mailed.",
  rejected: "The receipt is rejected. The owner will be e-mailed the reason.",
  reasonRequired: "Please give the reason, which the owner is sent.",
  receiptRequired: "Please upload the transfer's receipt.",
  notConfigured: "The club has not set its maintenance dues yet.",
  /** Why an owner's stays and payouts are held (the portal says it with how to pay). */
  overdueHold:
    "Your maintenance dues are overdue. Owner stays and payouts are on hold until they are paid: pay online or by bank transfer below.",
} as const;

const m = maintenanceMessages;

/** A whole number from a form or JSON (its text, or a number). */
const whole = (message: string, min: number, max: number) =>
  z
    .union([z.number(), text("a number", { error: message }).trim().min(1, message)])
    .transform((value) => (typeof value === "number" ? value : Number(value.replace(/[,\s]/g, ""))))
    .refine((value) => Number.isInteger(value) && value >= min && value <= max, message);

/** Rupees with at most two decimals (a rate a square foot, a percentage), from a form or JSON. */
const decimal = (message: string, max: number) =>
  z
    .union([z.number(), text("an amount", { error: message }).trim().min(1, message)])
    .transform((value) => (typeof value === "number" ? value : Number(value.replace(/[,\s]/g, ""))))
    .refine((value) => Number.isFinite(value) && value > 0 && value <= max, message)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, message);

const rateInput = z
  .object({
    property_type_id: text("the kind of home").trim().min(1).max(64),
    basis: z.enum(MAINTENANCE_RATE_CHOICES, { error: m.rateBasisInvalid }),
    amount: z.preprocess((value) => (value === "" ? null : value), decimal(m.rateInvalid, 10_000_000).nullable()),
  })
  .superRefine((rate, ctx) => {
    if (rate.basis === "none") return;
    if (rate.amount === null || (rate.basis === "fixed" && !Number.isInteger(rate.amount)))
      ctx.addIssue({ code: "custom", path: ["amount"], message: m.rateInvalid });
  });

/** PUT /api/admin/maintenance/settings and the /admin/maintenance form. */
export const maintenanceSettingsInput = z
  .object({
    billing_day: whole(m.billingDayInvalid, 1, 31),
    billing_month: whole(m.billingMonthInvalid, 1, 12),
    due_days: whole(m.dueDaysInvalid, 1, 365).default(DEFAULT_DUE_DAYS),
    grace_days: whole(m.graceDaysInvalid, 0, 365),
    late_fee_kind: z.enum(LATE_FEE_KINDS, { error: m.lateFeeKindInvalid }),
    late_fee: z
      .union([z.number(), text("the late fee", { error: m.lateFeeInvalid }).trim().min(1, m.lateFeeInvalid)])
      .transform((value) => (typeof value === "number" ? value : Number(value.replace(/[,\s]/g, ""))))
      .refine((value) => Number.isFinite(value) && value >= 0 && value <= 10_000_000, m.lateFeeInvalid),
    rates: z.array(rateInput).max(200),
  })
  .superRefine((value, ctx) => {
    if (value.billing_day > MONTH_DAYS[value.billing_month - 1])
      ctx.addIssue({ code: "custom", path: ["billing_day"], message: m.billingDayInvalid });
    const fee = value.late_fee;
    const ok =
      value.late_fee_kind === "fixed"
        ? Number.isInteger(fee)
        : fee <= 100 && Math.abs(fee * 100 - Math.round(fee * 100)) < 1e-9;
    if (!ok) ctx.addIssue({ code: "custom", path: ["late_fee"], message: m.lateFeeInvalid });
  });
export type MaintenanceSettingsInput = z.output<typeof maintenanceSettingsInput>;

/** The form's fields: the settings by name, each kind's rate as `rate.<kind id>.basis` and `rate.<kind id>.amount`. */
export function maintenanceFormInput(form: FormData) {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const kinds = [
    ...new Set(
      [...form.keys()].flatMap((key) => {
        const found = /^rate\.([^.]+)\.basis$/.exec(key);
        return found ? [found[1]] : [];
      }),
    ),
  ];
  return {
    billing_day: field("billing_day"),
    billing_month: field("billing_month"),
    due_days: field("due_days"),
    grace_days: field("grace_days"),
    late_fee_kind: field("late_fee_kind"),
    late_fee: field("late_fee"),
    rates: kinds.map((id) => ({
      property_type_id: id,
      basis: field(`rate.${id}.basis`),
      amount: field(`rate.${id}.amount`),
    })),
  };
}

/** What GET and PUT /api/admin/maintenance/settings answer. */
export const maintenanceSettingsRecord = z.object({
  /** Null until accounts first save: nothing is billed. */
  settings: z
    .object({
      billing_day: z.number().int(),
      billing_month: z.number().int(),
      due_days: z.number().int(),
      grace_days: z.number().int(),
      late_fee_kind: z.enum(LATE_FEE_KINDS),
      /** Whole rupees, or a percentage. */
      late_fee: z.number(),
    })
    .nullable(),
  kinds: z.array(
    z.object({
      property_type_id: z.string(),
      name: z.string(),
      basis: z.enum(MAINTENANCE_RATE_CHOICES),
      /** Rupees a square foot, or a villa; null when not billed. */
      amount: z.number().nullable(),
    }),
  ),
  updated_at: z.string().nullable(),
});
export type MaintenanceSettingsRecord = z.infer<typeof maintenanceSettingsRecord>;

export const DUES_STANDINGS = ["none", "paid", "due", "overdue"] as const;
export type DuesStandingStatus = (typeof DUES_STANDINGS)[number];
export const BILL_STATUSES = ["due", "overdue", "under-review", "paid"] as const;
export type DuesBillStatus = (typeof BILL_STATUSES)[number];

export const duesBill = z.object({
  id: z.string(),
  villa: z.object({ id: z.string(), name: z.string(), villa_number: z.string().nullable() }),
  year: z.number().int(),
  billed_on: z.string(),
  due_on: z.string(),
  /** Whole rupees: the dues, the late fee (0 until charged) and what is owed or was paid. */
  amount: z.number().int(),
  late_fee: z.number().int(),
  total: z.number().int(),
  status: z.enum(BILL_STATUSES),
  invoice_number: z.string(),
  invoice_url: z.string(),
  late_fee_invoice_number: z.string().nullable(),
  late_fee_invoice_url: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** The reason accounts gave when they rejected the last receipt (the bill is to pay again). */
  rejection_reason: z.string().nullable(),
});
export type DuesBill = z.infer<typeof duesBill>;

/** GET /api/portal/dues: where the member stands with their villas' maintenance dues, and their bills, newest first. */
export const duesStandingAnswer = z.object({
  status: z.enum(DUES_STANDINGS),
  /** What is unpaid (rupees), a receipt under review included. */
  owed: z.number().int(),
  /** The earliest due day passed of an unpaid bill (overdue since the day after); else null. */
  overdue_since: z.string().nullable(),
  /** A receipt is with accounts. */
  under_review: z.boolean(),
  bills: z.array(duesBill),
});
export type DuesStanding = z.infer<typeof duesStandingAnswer>;

/** The member's address of a bill's invoice, and of its late fee's. */
export const duesInvoicePath = (billId: string, lateFee = false) =>
  `/api/portal/dues/${billId}/${lateFee ? "late-fee-invoice" : "invoice"}`;

/** The office's list of bills: its filter. */
export const MAINTENANCE_QUEUE_STATUSES = ["under-review", "unpaid", "overdue", "paid", "all"] as const;
export const maintenanceBillsQuery = z.object({
  status: z.enum(MAINTENANCE_QUEUE_STATUSES).default("under-review"),
  q: text("the search").trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type MaintenanceBillsQuery = z.infer<typeof maintenanceBillsQuery>;

export const maintenanceBillItem = duesBill.extend({
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  paid_via: z.enum(["razorpay", "receipt"]).nullable(),
  receipt_url: z.string().nullable(),
  utr: z.string().nullable(),
  paid_on: z.string().nullable(),
  submitted_at: z.string().nullable(),
});
export type MaintenanceBillItem = z.infer<typeof maintenanceBillItem>;
export const maintenanceBillList = z.object({
  items: z.array(maintenanceBillItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type MaintenanceBillList = z.infer<typeof maintenanceBillList>;

export const rejectBillBody = z.object({
  reason: text("the reason", { error: m.reasonRequired, multiline: true })
    .trim()
    .min(3, m.reasonRequired)
    .max(500, m.reasonRequired),
});

/** POST /api/portal/dues/{id}/receipt and the portal's form: the transfer's receipt (uploaded first), its UTR and day. */
export const duesReceiptInput = z.object({
  receipt_url: text("the receipt").trim().min(1, m.receiptRequired).max(200),
  ...transferDetailsFields,
});
export type DuesReceiptInput = z.infer<typeof duesReceiptInput>;
/** The portal's receipt form's file field (posted multipart without JavaScript). */
export const DUES_RECEIPT_FIELD = "receipt";
