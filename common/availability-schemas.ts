import { z } from "./zod.ts";
import { isCalendarDate } from "./property-search.ts";
import { nightsOf } from "./stays.ts";
import { text } from "./text.ts";

/**
 * A villa's availability calendar (GET /api/property/{id}/availability and the villa page's months): each night free
 * or taken, with its price and minimum stay. It says nothing of who holds a night.
 */

/** The most nights one request may ask for: a year, a leap year's too. */
export const AVAILABILITY_MAX_NIGHTS = 366;

export const availabilityMessages = {
  invalidDate: "Give from and to as dates, YYYY-MM-DD.",
  fromInPast: "The calendar starts today or later: from cannot be in the past.",
  toNotAfterFrom: "to must be after from.",
  tooLong: `Ask for at most ${AVAILABILITY_MAX_NIGHTS} nights at a time.`,
  fetched: "Availability fetched",
} as const;

const calendarDate = (label: string) =>
  text(label, { error: availabilityMessages.invalidDate }).refine(isCalendarDate, availabilityMessages.invalidDate);

export const availabilityQuery = z.object({
  from: calendarDate("from").describe("the first night, YYYY-MM-DD (today or later)"),
  to: calendarDate("to").describe("the day after the last night, YYYY-MM-DD"),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

export const availabilityNight = z.object({
  /** The club's day the night starts, YYYY-MM-DD. */
  date: z.string(),
  /** No stay, live hold or block of the desk takes the night. */
  available: z.boolean(),
  /** Whole rupees for the night. */
  price: z.number().int(),
  /** The fewest nights a stay arriving on this night may have. */
  minStay: z.number().int(),
  /** A stay cannot begin on this night. */
  closedToArrival: z.boolean(),
});
export type AvailabilityNight = z.infer<typeof availabilityNight>;

export const villaAvailability = z.object({
  propertyId: z.string(),
  from: z.string(),
  to: z.string(),
  nights: z.array(availabilityNight),
});
export type VillaAvailability = z.infer<typeof villaAvailability>;

/** Why a range of nights cannot be asked for (the rules that need no villa), or null. */
export function availabilityProblem(from: string, to: string, today: string): string | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return availabilityMessages.invalidDate;
  if (from < today) return availabilityMessages.fromInPast;
  if (to <= from) return availabilityMessages.toNotAfterFrom;
  if (nightsOf(from, to) > AVAILABILITY_MAX_NIGHTS) return availabilityMessages.tooLong;
  return null;
}
