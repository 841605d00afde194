import type { AvailabilityNight } from "../../../common/availability-schemas";
import { addClubDays, addClubMonths } from "../../../common/club-time";
import { EXTRA_GUEST_CHARGE_PER_NIGHT, MAX_NIGHTS, nightsOf, STAY_TAXES_PER_NIGHT } from "../../../common/stays";

/**
 * The villa page's availability calendar without React: which two months it shows, their weeks, what a pick of a
 * day makes of the stay, and the stay's price from its nights (the quote's rule without free nights or a coupon).
 */

/** How many months the calendar shows at once. */
export const CALENDAR_MONTHS = 2;
/** The latest first month: its two months end within a year of today (the availability API's limit). */
const LAST_FIRST_MONTH = 10;

/** "2026-03" of "2026-03-14". */
export const monthOf = (day: string) => day.slice(0, 7);
const firstOf = (month: string) => `${month}-01`;
const addMonths = (month: string, months: number) => monthOf(addClubMonths(firstOf(month), months));

export interface CalendarWindow {
  /** The first month shown, YYYY-MM. */
  month: string;
  /** The nights read: today or the first month's first day, to the first day after the last month. */
  from: string;
  to: string;
  /** The first month of the windows before and after, null at the ends (this month; a year ahead). */
  previous: string | null;
  next: string | null;
}

/**
 * The months the calendar shows: the month asked for (`?month=YYYY-MM`), else the check-in's, else today's; never
 * before today's month nor so late that its nights reach beyond a year from today.
 */
export function calendarWindow(asked: string | null | undefined, checkIn: string | undefined, today: string) {
  const first = monthOf(today);
  const last = addMonths(first, LAST_FIRST_MONTH);
  const wanted = [asked, checkIn && monthOf(checkIn)].find((m) => m && /^\d{4}-(0[1-9]|1[0-2])$/.test(m)) ?? first;
  const month = wanted < first ? first : wanted > last ? last : wanted;
  const start = firstOf(month);
  return {
    month,
    from: start < today ? today : start,
    to: firstOf(addMonths(month, CALENDAR_MONTHS)),
    previous: month > first ? addMonths(month, -1) : null,
    next: month < last ? addMonths(month, 1) : null,
  } satisfies CalendarWindow;
}

/** The last day the calendar reaches: the end of its latest window. */
export const lastCalendarDay = (today: string) =>
  addClubDays(firstOf(addMonths(monthOf(today), LAST_FIRST_MONTH + CALENDAR_MONTHS)), -1);

/** The months of a window, YYYY-MM. */
export const windowMonths = (month: string) => Array.from({ length: CALENDAR_MONTHS }, (_, i) => addMonths(month, i));

/** A month's weeks, Monday first: each a row of seven days (YYYY-MM-DD) or null outside the month. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = firstOf(month);
  const lead = (new Date(`${first}T12:00:00Z`).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; monthOf(day) === month; day = addClubDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

/** The seven days of a week beginning on a Monday (for the weekdays' names). */
export const MONDAY_WEEK = Array.from({ length: 7 }, (_, i) => addClubDays("2024-01-01", i));

export interface StayDates {
  checkIn: string;
  checkOut: string;
}

/** Why a pick was refused, with what the message needs. */
export type PickProblem =
  | { kind: "taken"; day: string }
  | { kind: "closedToArrival"; day: string }
  | { kind: "crossesTaken"; day: string }
  | { kind: "minStay"; day: string; nights: number }
  | { kind: "tooLong" };

/**
 * A day picked in the calendar: with a check-in and no check-out yet, a later day is the check-out if every night
 * between is free (the check-out day itself may be taken: its night is not stayed); any other pick is a new
 * check-in, on a free night open to arrivals. A night the page has not read counts as free (the review checks it).
 */
export function pickDay(
  dates: StayDates,
  day: string,
  nightOf: (day: string) => AvailabilityNight | undefined,
): { dates: StayDates; problem: PickProblem | null } {
  const keep = (problem: PickProblem) => ({ dates, problem });
  if (dates.checkIn && !dates.checkOut && day > dates.checkIn) {
    for (let night = dates.checkIn; night < day; night = addClubDays(night, 1))
      if (nightOf(night)?.available === false) return keep({ kind: "crossesTaken", day: night });
    const nights = nightsOf(dates.checkIn, day);
    if (nights > MAX_NIGHTS) return keep({ kind: "tooLong" });
    const minStay = nightOf(dates.checkIn)?.minStay ?? 1;
    if (nights < minStay) return keep({ kind: "minStay", day: dates.checkIn, nights: minStay });
    return { dates: { checkIn: dates.checkIn, checkOut: day }, problem: null };
  }
  const night = nightOf(day);
  if (night?.available === false) return keep({ kind: "taken", day });
  if (night?.closedToArrival) return keep({ kind: "closedToArrival", day });
  return { dates: { checkIn: day, checkOut: "" }, problem: null };
}

/** The room charges of a stay: its nights' prices summed, or null when a night's price is not known here. */
export function roomCharges(
  checkIn: string,
  checkOut: string,
  nightOf: (day: string) => AvailabilityNight | undefined,
): number | null {
  let sum = 0;
  for (let night = checkIn; night < checkOut; night = addClubDays(night, 1)) {
    const known = nightOf(night);
    if (!known) return null;
    sum += known.price;
  }
  return sum;
}

/** A stay's estimate as the quote prices it before free nights and a coupon: room, extra guests, taxes and fees. */
export function stayEstimate(room: number, nights: number, extraGuests: number): number {
  return room + extraGuests * EXTRA_GUEST_CHARGE_PER_NIGHT * nights + STAY_TAXES_PER_NIGHT * nights;
}

/** A month's taken nights as runs of days in a row, [first, last] (both taken). */
export function takenRuns(month: string, nights: readonly AvailabilityNight[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const night of nights) {
    if (night.available || monthOf(night.date) !== month) continue;
    const last = runs.at(-1);
    if (last && addClubDays(last[1], 1) === night.date) last[1] = night.date;
    else runs.push([night.date, night.date]);
  }
  return runs;
}
