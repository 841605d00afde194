import { CLUB_TIME_ZONE } from "./club-time.ts";
import { INTL_LOCALES, type Language } from "./language.ts";

/**
 * Money, numbers and dates for a reader of a language: the one place `Intl` is asked (decision record 044). Both
 * languages group digits the Indian way (₹1,00,000) and write them in Latin digits (hi-IN's own default); Hindi
 * names months in Hindi (15 जनवरी 2027). Formatters are made once per language and kind.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(language: Language, kind: "rupees" | "number"): Intl.NumberFormat {
  const key = `${kind}:${language}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], {
      ...(kind === "rupees" ? { style: "currency", currency: "INR" } : {}),
      maximumFractionDigits: 0,
    });
    cache.set(key, format);
  }
  return format;
}

/** Whole rupees with Indian digit grouping and no decimals: ₹12,50,000 (in English and in Hindi). */
export function formatRupees(amount: number, language: Language = "en"): string {
  return numberFormat(language, "rupees").format(Math.round(amount));
}

/** A whole number with Indian digit grouping: 12,50,000. */
export function formatIndian(value: number, language: Language = "en"): string {
  return numberFormat(language, "number").format(value);
}

/** The date-and-time format of a language and kind, made once. */
function dateFormat(language: Language, kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}:${language}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], options);
    cache.set(key, format);
  }
  return format;
}

/** A calendar day (yyyy-mm-dd) as its midnight in UTC: the formats above read it in UTC, so they name that day. */
function calendarDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * A calendar day (yyyy-mm-dd) as its readers write it: "15 January 2027", "15 जनवरी 2027". The day is the one named,
 * whatever the time zone of the server or of the browser.
 */
export function formatDate(isoDate: string, language: Language = "en"): string {
  const options = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
  return dateFormat(language, "date", options).format(calendarDay(isoDate));
}

/** A calendar day (yyyy-mm-dd) with its month shortened: "10 Mar 2027", "10 मार्च 2027". */
export function formatShortDate(isoDate: string, language: Language = "en"): string {
  const options = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;
  return dateFormat(language, "short-date", options).format(calendarDay(isoDate));
}

/** A calendar day (yyyy-mm-dd) with its weekday: "Tuesday, 15 January 2027", "मंगलवार, 15 जनवरी 2027". */
export function formatWeekdayDate(isoDate: string, language: Language = "en"): string {
  const options = { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
  return dateFormat(language, "weekday", options).format(calendarDay(isoDate));
}

/** A calendar day's weekday, short ("Mon", "सोम") or long ("Monday", "सोमवार"): a calendar's column heads. */
export function formatWeekday(isoDate: string, language: Language = "en", width: "short" | "long" = "short"): string {
  return dateFormat(language, `weekday-${width}`, { weekday: width, timeZone: "UTC" }).format(calendarDay(isoDate));
}

/** A month of a year as its readers write it: "March 2025", "मार्च 2025". */
export function formatMonth(year: number, month: number, language: Language = "en"): string {
  const options = { month: "long", year: "numeric", timeZone: "UTC" } as const;
  return dateFormat(language, "month", options).format(new Date(Date.UTC(year, month - 1, 15)));
}

/** A moment's time of day in the club's time zone (India), on the twelve-hour clock: "02:05 pm" in both languages. */
export function formatClubTime(at: Date | string, language: Language = "en"): string {
  const options = { hour: "2-digit", minute: "2-digit", hour12: true, timeZone: CLUB_TIME_ZONE } as const;
  return dateFormat(language, "time", options).format(typeof at === "string" ? new Date(at) : at);
}
