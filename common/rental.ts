import { isCalendarDate } from "./property-search.ts";
import { text } from "./text.ts";
import { z } from "./zod.ts";

/**
 * The owners' rental programme (decision 057): an owner — a member whose plan for a villa is fully paid and whose
 * agreement is executed — puts the villa into the club's rental pool, or takes it out, from a club day. Guest stays
 * in a pooled villa earn the owner a share of the room charges collected; each month a statement, and its payout.
 */

export const rentalMessages = {
  notOwner: "The rental programme is open to owners: a villa fully paid and its agreement executed.",
  fromDay: "Please choose the day it takes effect (YYYY-MM-DD), today or later.",
  acceptTerms: "Please accept the rental programme's terms to put your villa in the pool.",
  alreadyIn: "Your villa is already in the rental pool.",
  alreadyOut: "Your villa is not in the rental pool.",
  beforeJoined: "Your villa can leave the pool on or after the day it joined.",
  beforeLastLeft: "Your villa can join the pool again from the day it left, or later.",
  guestStaysBooked: (count: number, lastDay: string) =>
    `Guests have booked ${count === 1 ? "a stay" : `${count} stays`} in your villa until ${lastDay}. Your villa can leave the pool from ${lastDay} or later.`,
  joined: "Your villa is in the rental pool.",
  left: "Your villa leaves the rental pool.",
  notAvailableForGuests: "This villa is not available for guest stays.",
  statementNotFound: "No such rental statement.",
  notMember: "Rental statements are for members.",
  payoutNotFound: "No such owner statement.",
  alreadyPaid: "This payout is already recorded.",
  amountMustEqual: (due: number) => `The amount must be the payout due: ₹${due.toLocaleString("en-IN")}.`,
  paidOn: "Please give the day it was paid (YYYY-MM-DD), not in the future.",
  amount: "Please give the amount paid in whole rupees.",
  reference: "Please give the bank's reference (3 to 100 characters).",
  payoutRecorded: "Payout recorded.",
  /** Said on a payout held, and as the refusal to record it, while the owner's maintenance dues are overdue. */
  payoutHeld: "Held: maintenance dues overdue.",
  loadFailed: "The owner payouts could not be loaded. Please try again.",
  noneDue: "No payout is due.",
  nonePaid: "No payout has been recorded yet.",
  unknownForm: "This form is not known. Please reload the page.",
  invalidFilter: "Choose Due or Paid.",
  payouts: "Owner payouts",
  settings: "Rental settings",
  settingsSaved: "Rental settings saved.",
  sharePercent: "The owner's share is a whole percent from 0 to 100.",
  tdsPercent: "The TDS rate is a percent from 0 to 100, or empty for none.",
} as const;

const m = rentalMessages;

const clubDay = (message: string) =>
  text("the day", { error: message })
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value), message);

/** PUT /api/portal/rental: in or out of the pool, from a club day; the terms accepted when joining. */
export const rentalPoolInput = z.object({
  inPool: z.boolean({ error: "Please choose to join or to leave the pool." }),
  from: clubDay(m.fromDay),
  acceptTerms: z.boolean().optional(),
});
export type RentalPoolInput = z.infer<typeof rentalPoolInput>;

/** The Lease tab's form as the body of PUT /api/portal/rental (a checkbox is "on" when ticked). */
export const rentalPoolFromForm = (form: FormData) => ({
  inPool: form.get("inPool") === "true",
  from: String(form.get("from") ?? ""),
  acceptTerms: form.get("acceptTerms") === "on" || form.get("acceptTerms") === "true",
});

/** A pool period as the member and the office see it. */
export const rentalPeriodRecord = z.object({
  from: z.string(),
  to: z.string().nullable(),
  share_percent: z.number().int(),
  terms_version: z.number().int(),
});

const monthEarnings = z.object({
  month: z.string(),
  nights: z.number().int(),
  collected: z.number().int(),
  share: z.number().int(),
});

const statementLine = z.object({
  id: z.string(),
  month: z.string(),
  reference: z.string(),
  nights: z.number().int(),
  collected: z.number().int(),
  share: z.number().int(),
  tds: z.number().int(),
  payout_due: z.number().int(),
  paid_on: z.string().nullable(),
  amount_paid: z.number().int().nullable(),
  payout_reference: z.string().nullable(),
});

/** GET /api/portal/rental: where the member's villa stands in the rental programme. */
export const rentalOverviewRecord = z.object({
  /** Whether the member is an owner (a villa fully paid, its agreement executed): the programme is theirs. */
  owner: z.boolean(),
  property: z.object({ id: z.string(), name: z.string() }).nullable(),
  in_pool: z.boolean(),
  /** The open period (in the pool since), or the next join's earliest day. */
  current: rentalPeriodRecord.nullable(),
  history: z.array(rentalPeriodRecord),
  terms: z.object({ version: z.number().int(), share_percent: z.number().int(), tds_percent: z.number().nullable() }),
  year: z.number().int(),
  nights_this_year: z.number().int(),
  by_month: z.array(monthEarnings),
  statements: z.array(statementLine),
  /**
   * While the member's maintenance dues are overdue, their payouts are held: since the first overdue bill's due day,
   * and what they owe (paying it releases them). Null when nothing holds them.
   */
  held: z.object({ overdue_since: z.string(), owed: z.number().int() }).nullable(),
});
export type RentalOverview = z.infer<typeof rentalOverviewRecord>;

/** POST /api/admin/owner-payouts/{id}/record */
export const ownerPayoutInput = z.object({
  paid_on: clubDay(m.paidOn),
  amount: z.coerce.number({ error: m.amount }).int(m.amount).min(0, m.amount).max(100_000_000, m.amount),
  reference: text("the payment reference", { error: m.reference }).trim().min(3, m.reference).max(100, m.reference),
});
export type OwnerPayoutInput = z.infer<typeof ownerPayoutInput>;

export const ownerPayoutQuery = z.object({ status: z.enum(["due", "paid"]).default("due") });

export const ownerPayoutRecord = statementLine.extend({
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** The villa (or villas) whose stays the statement states. */
  villa: z.string(),
  /** Held while the owner's maintenance dues are overdue: shown, and its recording refused (409), until they pay. */
  held: z.boolean(),
  bank: z
    .object({ holder: z.string(), bank: z.string(), branch: z.string(), ifsc: z.string(), account_number: z.string() })
    .nullable(),
});
export type OwnerPayoutRecord = z.infer<typeof ownerPayoutRecord>;

/** GET/PUT /api/admin/rental-settings */
export const rentalSettingsInput = z.object({
  // an empty field is no share (never 0%)
  share_percent: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number({ error: m.sharePercent }).int(m.sharePercent).min(0, m.sharePercent).max(100, m.sharePercent),
  ),
  tds_percent: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.coerce.number({ error: m.tdsPercent }).min(0, m.tdsPercent).max(100, m.tdsPercent).nullable(),
  ),
});
export const rentalSettingsRecord = z.object({
  share_percent: z.number().int(),
  tds_percent: z.number().nullable(),
  terms_version: z.number().int(),
});

/** A month (yyyy-mm) of the club's calendar, and the one before. */
export const previousMonth = (day: string) => {
  const [year, month] = day.split("-").map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
};

/** The first day of a month (yyyy-mm) and the first day of the next. */
export function monthDays(month: string): { first: string; next: string } {
  const [year, m] = month.split("-").map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

/** A rental statement's reference: VWC-RS-<yyyymm>-<member code>. */
export const rentalStatementReference = (month: string, memberCode: string) =>
  `VWC-RS-${month.replace("-", "")}-${memberCode}`;

/** Where the member opens one of their rental statements (the Lease tab, the Documents tab). */
export const rentalStatementUrl = (id: string) => `/api/portal/rental/statements/${id}`;

export const rentalStatementFileName = (month: string) => `rental-statement-${month}.pdf`;

const formField = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The office's record form (/admin/owner-payouts) as the body of POST /api/admin/owner-payouts/{id}/record. */
export const ownerPayoutFormInput = (form: FormData) => ({
  paid_on: formField(form, "paid_on"),
  amount: formField(form, "amount"),
  reference: formField(form, "reference"),
});

/** The office's settings form (/admin/owner-payouts) as the body of PUT /api/admin/rental-settings. */
export const rentalSettingsFormInput = (form: FormData) => ({
  share_percent: formField(form, "share_percent"),
  tds_percent: formField(form, "tds_percent"),
});

/** The field a refusal of the record form is about (said beside it), if any. */
export function payoutRefusalField(message: string): "paid_on" | "amount" | undefined {
  if (message === rentalMessages.paidOn) return "paid_on";
  if (message.startsWith("The amount must be the payout due")) return "amount";
  return undefined;
}
