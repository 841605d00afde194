/**
 * The club's calendar: every date a member sees or a document carries is the day in India
 * (Asia/Kolkata), whatever the time zone of the server or the browser. One place for it.
 */
export const CLUB_TIME_ZONE = "Asia/Kolkata";
/** The club's offset from UTC (India keeps no summer time). */
export const CLUB_UTC_OFFSET = "+05:30";
const CLUB_OFFSET_MS = (5 * 60 + 30) * 60_000;

const isoDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: CLUB_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const longDay = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: CLUB_TIME_ZONE,
});
const shortDay = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: CLUB_TIME_ZONE,
});
const dayAndTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
  timeZone: CLUB_TIME_ZONE,
});

/** The club's calendar day of a moment, yyyy-MM-dd. */
export const clubDay = (at: Date): string => isoDay.format(at);

/** Today in the club's calendar, yyyy-MM-dd. */
export const clubToday = (now = new Date()): string => clubDay(now);

/** A club day (yyyy-MM-dd) moved by whole days. */
export function addClubDays(day: string, days: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A club day (yyyy-MM-dd) moved by whole months; a day the month lacks becomes its last (31 January + 1 → 28 February). */
export function addClubMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** The year and month (1–12) of a moment in the club's calendar. */
export function clubMonth(at: Date): { year: number; month: number } {
  const [year, month] = clubDay(at).split("-").map(Number);
  return { year, month };
}

/** A moment's club day written out: 23 November 2026. */
export const writtenClubDay = (at: Date | string): string => longDay.format(typeof at === "string" ? new Date(at) : at);

/** A moment's club day, short: 23 Nov 2026. */
export const shortClubDay = (at: Date | string): string => shortDay.format(typeof at === "string" ? new Date(at) : at);

/** A calendar day (yyyy-MM-dd) written out: 12 March 2025. */
export const writtenDay = (day: string): string => longDay.format(new Date(`${day}T12:00:00+05:30`));

/** A moment in the club's time as ISO 8601 with its offset, to the second: 2025-03-12T14:05:09+05:30 (sorts as text). */
export const clubIsoMoment = (at: Date): string =>
  `${new Date(at.getTime() + CLUB_OFFSET_MS).toISOString().slice(0, 19)}${CLUB_UTC_OFFSET}`;

/** A moment in the club's time: 12 March 2025 at 14:05:09 IST. */
export const clubMoment = (at: Date): string => `${dayAndTime.format(at)} IST`;
