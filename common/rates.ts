import { z } from "./zod.ts";
import { listLimit, listPage } from "./office-lists.ts";
import { text } from "./text.ts";
import { isCalendarDate } from "./property-search.ts";
import { MAX_NIGHTS } from "./stays.ts";

/**
 * Rate periods (decision 051): the office sets a kind of home's or one villa's price over a range of nights — a nightly
 * price, a weekend price for Friday and Saturday nights, a minimum stay, the weekdays a stay may not begin on, and
 * whether the nights are peak. Every night of a stay is priced by the period covering it (a villa's own before its
 * kind's), else at the villa's price per night. The query, the form, the answer and the office's words are here; the
 * rule is the server's (server/modules/bookings/rates.ts).
 */

/** Weekdays as JavaScript counts them (0 Sunday … 6 Saturday), in the office's order (Monday first). */
export const WEEKDAYS = [
  { value: 1, label: "Monday", plural: "Mondays" },
  { value: 2, label: "Tuesday", plural: "Tuesdays" },
  { value: 3, label: "Wednesday", plural: "Wednesdays" },
  { value: 4, label: "Thursday", plural: "Thursdays" },
  { value: 5, label: "Friday", plural: "Fridays" },
  { value: 6, label: "Saturday", plural: "Saturdays" },
  { value: 0, label: "Sunday", plural: "Sundays" },
] as const;

/** The weekend's nights, priced at a period's weekend price when it has one: Friday and Saturday. */
export const WEEKEND_NIGHTS: readonly number[] = [5, 6];

/** The weekday (0 Sunday … 6 Saturday) of a club day written YYYY-MM-DD. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

export const RATES_PAGE_SIZE = 20;
export const RATES_MAX_PAGE_SIZE = 50;
/** The largest nightly price a period may set, in whole rupees. */
export const MAX_NIGHTLY_PRICE = 10_000_000;

export const rateMessages = {
  list: "Rate periods",
  created: "Rate period added",
  saved: "Rate period saved",
  deleted: "Rate period deleted",
  none: "No rate periods yet",
  noMatch: "No rate periods match",
  loadFailed: "The rate periods could not be loaded. Please try again.",
  notFound: "We could not find that rate period.",
  target: "Choose a kind of home or a villa, not both.",
  unknownTarget: "We could not find that kind of home or villa.",
  overlap: "Another period of this kind of home or villa covers some of these nights. Change its dates first.",
  date: "Enter a date as yyyy-mm-dd.",
  lastBeforeFirst: "The last night must be on or after the first night.",
  price: "Enter the nightly price in whole rupees above 0.",
  weekendPrice: "Enter the weekend price in whole rupees above 0, or leave it empty.",
  minStay: `Enter the minimum stay as a number of nights from 1 to ${MAX_NIGHTS}.`,
  weekday: "Choose weekdays from the list.",
  invalidFilter: "Choose a kind of home or a villa from the lists.",
} as const;
const m = rateMessages;

const night = (label: string) => text(label, { error: m.date }).trim().refine(isCalendarDate, m.date);
const price = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_NIGHTLY_PRICE, message);
const id = (label: string) => text(label).trim().max(64).nullable();

/** A period's fields, each checked alone (POST takes them all; PATCH any of them). */
const rateFields = z.object({
  property_type_id: id("the kind of home"),
  property_id: id("the villa"),
  first_night: night("the first night"),
  last_night: night("the last night"),
  nightly_price: price(m.price),
  weekend_price: price(m.weekendPrice).nullable(),
  min_stay: z.number({ error: m.minStay }).int(m.minStay).min(1, m.minStay).max(MAX_NIGHTS, m.minStay),
  closed_to_arrival: z
    .array(z.number({ error: m.weekday }).int(m.weekday).min(0, m.weekday).max(6, m.weekday), { error: m.weekday })
    .max(7, m.weekday)
    .transform((days) => [...new Set(days)].sort()),
  peak: z.boolean({ error: "Say whether the period is peak." }),
});
type RateFieldValues = z.infer<typeof rateFields>;

/** The rules between fields: one target, the last night not before the first. */
function checkTogether(v: RateFieldValues, ctx: z.RefinementCtx) {
  if (!v.property_id === !v.property_type_id)
    ctx.addIssue({ code: "custom", path: ["property_id"], message: m.target });
  if (v.last_night < v.first_night) ctx.addIssue({ code: "custom", path: ["last_night"], message: m.lastBeforeFirst });
}

/** POST /api/admin/rates and the office's form: a whole period. */
export const rateInput = rateFields
  .extend({
    property_type_id: rateFields.shape.property_type_id.default(null),
    property_id: rateFields.shape.property_id.default(null),
    weekend_price: rateFields.shape.weekend_price.default(null),
    min_stay: rateFields.shape.min_stay.default(1),
    closed_to_arrival: rateFields.shape.closed_to_arrival.default([]),
    peak: rateFields.shape.peak.default(false),
  })
  .superRefine(checkTogether);
export type RateInput = z.infer<typeof rateInput>;

/** PATCH /api/admin/rates/{id}: any of the fields; the service checks the rules between fields on the result. */
export const ratePatch = rateFields.partial();
export type RatePatch = z.infer<typeof ratePatch>;

/** The same rules on a whole period (the stored one with a PATCH applied). */
export const rateWhole = rateFields.superRefine(checkTogether);

/** GET /api/admin/rates: the periods of a kind of home (its own and its villas') or of a villa, a page at a time. */
export const rateSearchQuery = z.object({
  property_type_id: text("the kind of home")
    .trim()
    .max(64)
    .optional()
    .transform((v) => v || undefined),
  property_id: text("the villa")
    .trim()
    .max(64)
    .optional()
    .transform((v) => v || undefined),
  page: listPage,
  limit: listLimit(RATES_PAGE_SIZE, RATES_MAX_PAGE_SIZE),
});
export type RateSearchQuery = z.infer<typeof rateSearchQuery>;

export const rateRecord = z.object({
  id: z.string(),
  property_type_id: z.string().nullable(),
  property_id: z.string().nullable(),
  /** The target's name: the kind of home's, or the villa's with its kind. */
  target: z.string(),
  first_night: z.string(),
  last_night: z.string(),
  nightly_price: z.number().int(),
  weekend_price: z.number().int().nullable(),
  min_stay: z.number().int(),
  closed_to_arrival: z.array(z.number().int()),
  peak: z.boolean(),
  updated_at: z.string(),
});
export type RateRecord = z.infer<typeof rateRecord>;

export const rateList = z.object({
  items: z.array(rateRecord),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type RateList = z.infer<typeof rateList>;

/** "Sundays and Mondays": the weekdays a period refuses arrivals on, in the office's order. */
export function weekdaysText(days: readonly number[]): string {
  const names = WEEKDAYS.filter((d) => days.includes(d.value)).map((d) => d.plural);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * A posted office form as the API's fields: numbers from their text, blanks as none (null) for the optional fields
 * and as missing for the others (so the schema says what is missing), the target from one select (`target`,
 * `type:<id>` or `villa:<id>`), weekdays from their checkboxes, the peak checkbox as a boolean.
 */
export function rateFormInput(form: FormData): Record<string, unknown> {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.trim() : "";
  };
  const number = (name: string, blank: null | undefined) => {
    const v = value(name);
    return v === "" ? blank : /^-?\d+$/.test(v) ? Number(v) : v;
  };
  const target = value("target");
  return {
    property_type_id: target.startsWith("type:") ? target.slice(5) : null,
    property_id: target.startsWith("villa:") ? target.slice(6) : null,
    first_night: value("first_night") || undefined,
    last_night: value("last_night") || undefined,
    nightly_price: number("nightly_price", undefined),
    weekend_price: number("weekend_price", null),
    min_stay: number("min_stay", undefined),
    closed_to_arrival: form
      .getAll("closed_to_arrival")
      .map((v) => (typeof v === "string" && /^\d$/.test(v) ? Number(v) : v)),
    peak: form.get("peak") === "on" || form.get("peak") === "true",
  };
}
