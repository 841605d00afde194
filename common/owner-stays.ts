import { writtenDay } from "./club-time.ts";
import { isCalendarDate } from "./property-search.ts";
import { MAX_PARTY, plural, stayMessages } from "./stays.ts";
import { text } from "./text.ts";
import { z } from "./zod.ts";

/**
 * Owner stays (decision 059): an owner — a member whose plan for a villa is fully paid and whose agreement is executed
 * — books their own villa from the portal. No room charge (a housekeeping fee a stay if the club sets one, due at the
 * property), within a yearly allowance of owner nights and of peak nights (the nights of rate periods marked peak),
 * bookable as far ahead as the owners' window. A stay counts in the year of its check-in day. Held while the owner's
 * maintenance dues are overdue. Said once for the server, the portal and the office.
 */

/** What the club starts with, until the office sets its own. */
export const OWNER_STAY_DEFAULTS = {
  nightsPerYear: 30,
  windowMonths: 18,
  /** The guests' window: how far ahead a guest may book a stay online (the owners book further ahead). */
  guestWindowMonths: 12,
  peakNightsPerYear: 7,
  housekeepingFee: 0,
} as const;

/** The limits the office's form accepts. */
export const OWNER_STAY_LIMITS = {
  nightsPerYear: 366,
  windowMonths: 36,
  guestWindowMonths: 36,
  peakNightsPerYear: 366,
  housekeepingFee: 1_000_000,
} as const;

/** The rules that may refuse an owner stay, in the order they are read. */
export const OWNER_STAY_RULES = ["dues", "window", "allowance", "peak", "unavailable"] as const;
export type OwnerStayRule = (typeof OWNER_STAY_RULES)[number];

/** Where the portal shows how to pay maintenance dues (the dashboard's dues panel). */
export const DUES_PANEL_PATH = "/dashboard#dues-card";

export const ownerStayMessages = {
  quoted: "Owner stay checked",
  booked: "Your owner stay is booked.",
  overview: "Your owner stays",
  notOwner:
    "Owner stays are for villa owners: a member whose plan for a villa is fully paid and whose agreement is executed.",
  notYourVilla: "You can book owner stays only in a villa you own.",
  duesOverdue:
    "Your maintenance dues are overdue: pay them to book owner stays. Pay online or by bank transfer on your dashboard.",
  beyondWindow: (months: number, lastDay: string) =>
    `Owner stays can be booked up to ${plural(months, "month", "months")} ahead: choose a check-in on or before ${lastDay}.`,
  overAllowance: (left: number, year: number) =>
    `This stay is more than your ${plural(left, "owner night", "owner nights")} left in ${year}.`,
  overPeak: (peak: number, left: number, year: number) =>
    `This stay has ${plural(peak, "peak night", "peak nights")}, more than the peak nights you have left in ${year}: ${left}.`,
  unavailable: stayMessages.unavailable,
  free: "Your villa is free for these nights, within your owner nights.",
  settingsLoaded: "Owner stays' settings",
  settingsSaved: "The owner stays' settings are saved. Owner stays booked from now on follow them.",
  nightsPerYearInvalid: `Please enter the owner nights a year: a whole number from 0 to ${OWNER_STAY_LIMITS.nightsPerYear}.`,
  windowMonthsInvalid: `Please enter how many months ahead owners may book: 1 to ${OWNER_STAY_LIMITS.windowMonths}.`,
  guestWindowMonthsInvalid: `Please enter how many months ahead guests may book: 1 to ${OWNER_STAY_LIMITS.guestWindowMonths}.`,
  ownersWindowShorter:
    "The owners' window cannot be shorter than the guests' window: owners may book at least as far ahead as guests.",
  peakNightsInvalid: `Please enter the peak nights a year: a whole number from 0 to ${OWNER_STAY_LIMITS.peakNightsPerYear}.`,
  feeInvalid: "Please enter the housekeeping fee a stay in whole rupees (0 for none).",
} as const;

const m = ownerStayMessages;

/**
 * The refusal of a rule: its words, and the figures the portal says them with in its language (`count`, the figure its
 * words agree with).
 */
export interface OwnerStayRefusal {
  rule: OwnerStayRule;
  message: string;
  values: Record<string, number | string>;
}

/** Each rule's refusal with its figures (the English words from the messages above). */
export const ownerStayRefusal = {
  dues: (): OwnerStayRefusal => ({ rule: "dues", message: m.duesOverdue, values: { pay: DUES_PANEL_PATH } }),
  window: (months: number, lastDay: string): OwnerStayRefusal => ({
    rule: "window",
    message: m.beyondWindow(months, writtenDay(lastDay)),
    values: { count: months, lastDay },
  }),
  allowance: (left: number, year: number): OwnerStayRefusal => ({
    rule: "allowance",
    message: m.overAllowance(left, year),
    values: { count: left, year },
  }),
  peak: (peak: number, left: number, year: number): OwnerStayRefusal => ({
    rule: "peak",
    message: m.overPeak(peak, left, year),
    values: { count: peak, left, year },
  }),
  unavailable: (): OwnerStayRefusal => ({ rule: "unavailable", message: m.unavailable, values: {} }),
};

/** The HTTP status a refusal answers POST /api/owner-stays with. */
export const OWNER_STAY_REFUSAL_STATUS: Record<OwnerStayRule, number> = {
  dues: 423,
  window: 422,
  allowance: 422,
  peak: 422,
  unavailable: 409,
};

const calendarDate = (label: string) =>
  text(label, { error: stayMessages.invalidDate }).refine(isCalendarDate, stayMessages.invalidDate);

/** GET /api/owner-stays/quote and POST /api/owner-stays: the stay (the villa: the owner's, or one of theirs). */
export const ownerStayRequest = z.object({
  checkIn: calendarDate("the check-in date"),
  checkOut: calendarDate("the check-out date"),
  adults: z.coerce.number().int().min(1, stayMessages.noAdult).max(MAX_PARTY, stayMessages.tooManyAdults),
  children: z.coerce.number().int().min(0).max(MAX_PARTY, stayMessages.tooManyAdults).default(0),
  propertyId: text("the villa", { error: m.notYourVilla }).uuid(m.notYourVilla).optional(),
});
export type OwnerStayRequest = z.infer<typeof ownerStayRequest>;

/** The portal's form as the request (an empty villa: the owner's one villa). */
export const ownerStayFromForm = (form: FormData) => {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const propertyId = field("propertyId");
  return {
    checkIn: field("checkIn"),
    checkOut: field("checkOut"),
    adults: field("adults") || "0",
    children: field("children") || "0",
    ...(propertyId ? { propertyId } : {}),
  };
};

const villaRecord = z.object({
  id: z.string(),
  name: z.string(),
  villa_number: z.string().nullable(),
  location: z.string(),
});

/** The answer of GET /api/owner-stays/quote: the stay's nights against the owner's allowance, and the fee. */
export const ownerStayQuote = z.object({
  villa: villaRecord,
  check_in: z.string(),
  check_out: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  nights: z.number().int(),
  /** Its nights in rate periods marked peak. */
  peak_nights: z.number().int(),
  /** The year the stay counts in: its check-in's. */
  year: z.number().int(),
  nights_per_year: z.number().int(),
  nights_left_before: z.number().int(),
  /** Left once this stay is booked; null when the stay is more than what is left. */
  nights_left_after: z.number().int().nullable(),
  peak_nights_per_year: z.number().int(),
  peak_nights_left_before: z.number().int(),
  peak_nights_left_after: z.number().int().nullable(),
  window_months: z.number().int(),
  /** The last check-in day the owners' window reaches. */
  last_check_in: z.string(),
  /** Rupees due at the property for the stay (GST included), 0 when the club sets none. */
  housekeeping_fee: z.number().int(),
  available: z.boolean(),
  ok: z.boolean(),
  refusal: z
    .object({
      rule: z.enum(OWNER_STAY_RULES),
      message: z.string(),
      values: z.record(z.string(), z.union([z.number(), z.string()])),
    })
    .nullable(),
});
export type OwnerStayQuote = z.infer<typeof ownerStayQuote>;

/** An owner stay as the owner sees it. */
export const ownerStayRecord = z.object({
  id: z.string(),
  reference: z.string(),
  villa: villaRecord,
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  peak_nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  status: z.string(),
  housekeeping_fee: z.number().int(),
});
export type OwnerStayRecord = z.infer<typeof ownerStayRecord>;

/** POST /api/owner-stays's answer: the stay booked and the nights left in its year. */
export const ownerStayBooked = ownerStayRecord.extend({
  year: z.number().int(),
  nights_left: z.number().int(),
  peak_nights_left: z.number().int(),
});
export type OwnerStayBooked = z.infer<typeof ownerStayBooked>;

/** One owned villa's allowance in a year. */
export const ownerAllowance = z.object({
  villa: villaRecord,
  nights_used: z.number().int(),
  nights_left: z.number().int(),
  peak_nights_used: z.number().int(),
  peak_nights_left: z.number().int(),
});

/** GET /api/owner-stays: the owner's allowance this year, the rules, the next and upcoming owner stays. */
export const ownerStaysOverview = z.object({
  owner: z.boolean(),
  year: z.number().int(),
  nights_per_year: z.number().int(),
  peak_nights_per_year: z.number().int(),
  window_months: z.number().int(),
  last_check_in: z.string(),
  housekeeping_fee: z.number().int(),
  /** Each owned villa's nights this year (the club's calendar year). */
  villas: z.array(ownerAllowance),
  /** Booked owner stays not yet over, the next first. */
  upcoming: z.array(ownerStayRecord),
  /** Owner stays are held: maintenance dues are overdue (booking answers 423 until they are paid). */
  held: z.boolean(),
  today: z.string(),
});
export type OwnerStaysOverview = z.infer<typeof ownerStaysOverview>;

const whole = (message: string, max: number) =>
  z
    .union([z.number(), text("a number", { error: message }).trim().min(1, message)])
    .transform((value) => (typeof value === "number" ? value : Number(value.replace(/[,\s₹]/g, ""))))
    .refine((value) => Number.isInteger(value) && value >= 0 && value <= max, message);

/** PUT /api/admin/owner-stay-settings and the office's form. */
export const ownerStaySettingsInput = z.object({
  nights_per_year: whole(m.nightsPerYearInvalid, OWNER_STAY_LIMITS.nightsPerYear),
  window_months: whole(m.windowMonthsInvalid, OWNER_STAY_LIMITS.windowMonths).refine(
    (value) => value >= 1,
    m.windowMonthsInvalid,
  ),
  guest_window_months: whole(m.guestWindowMonthsInvalid, OWNER_STAY_LIMITS.guestWindowMonths).refine(
    (value) => value >= 1,
    m.guestWindowMonthsInvalid,
  ),
  peak_nights_per_year: whole(m.peakNightsInvalid, OWNER_STAY_LIMITS.peakNightsPerYear),
  housekeeping_fee: whole(m.feeInvalid, OWNER_STAY_LIMITS.housekeepingFee),
});
export type OwnerStaySettingsInput = z.output<typeof ownerStaySettingsInput>;

/** The office's form's fields, by name. */
export const ownerStaySettingsFromForm = (form: FormData) => {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    nights_per_year: field("nights_per_year"),
    window_months: field("window_months"),
    guest_window_months: field("guest_window_months"),
    peak_nights_per_year: field("peak_nights_per_year"),
    housekeeping_fee: field("housekeeping_fee"),
  };
};

/** GET /api/admin/owner-stay-settings: the settings, when they were last saved (null: the defaults). */
export const ownerStaySettingsRecord = z.object({
  nights_per_year: z.number().int(),
  window_months: z.number().int(),
  guest_window_months: z.number().int(),
  peak_nights_per_year: z.number().int(),
  housekeeping_fee: z.number().int(),
  updated_at: z.string().nullable(),
});
export type OwnerStaySettingsRecord = z.infer<typeof ownerStaySettingsRecord>;
