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

/**
 * A calendar day (yyyy-mm-dd) as its readers write it: "15 January 2027", "15 जनवरी 2027". The day is the one named,
 * whatever the time zone of the server or of the browser.
 */
export function formatDate(isoDate: string, language: Language = "en"): string {
  const key = `date:${language}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    cache.set(key, format);
  }
  const [year, month, day] = isoDate.split("-").map(Number);
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

/** A calendar day (yyyy-mm-dd) with its month shortened: "10 Mar 2027", "10 मार्च 2027". */
export function formatShortDate(isoDate: string, language: Language = "en"): string {
  const key = `short-date:${language}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    cache.set(key, format);
  }
  const [year, month, day] = isoDate.split("-").map(Number);
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

/** A calendar day (yyyy-mm-dd) with its weekday: "Tuesday, 15 January 2027", "मंगलवार, 15 जनवरी 2027". */
export function formatWeekdayDate(isoDate: string, language: Language = "en"): string {
  const key = `weekday:${language}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    cache.set(key, format);
  }
  const [year, month, day] = isoDate.split("-").map(Number);
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

/** A month of a year as its readers write it: "March 2025", "मार्च 2025". */
export function formatMonth(year: number, month: number, language: Language = "en"): string {
  const key = `month:${language}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], { month: "long", year: "numeric", timeZone: "UTC" });
    cache.set(key, format);
  }
  return format.format(new Date(Date.UTC(year, month - 1, 15)));
}

/** A moment's time of day in the club's time zone (India), on the twelve-hour clock: "02:05 pm" in both languages. */
export function formatClubTime(at: Date | string, language: Language = "en"): string {
  const key = `time:${language}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      hour: "2-digit",
      minute: "2-digit",
      hour12: true,
      timeZone: CLUB_TIME_ZONE,
    });
    cache.set(key, format);
  }
  return format.format(typeof at === "string" ? new Date(at) : at);
}
