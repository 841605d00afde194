import { formatShortDate } from "./format.ts";
import type { Language } from "./language.ts";
import { isCalendarDate } from "./property-search.ts";

const DAY_MS = 86_400_000;

/** A valid stay's days as its readers write them, and its nights; null for anything else. */
export function stayDates(
  checkIn: string | null,
  checkOut: string | null,
  language: Language = "en",
): { from: string; to: string; nights: number } | null {
  if (!checkIn || !checkOut || !isCalendarDate(checkIn) || !isCalendarDate(checkOut)) return null;
  const nights = Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS);
  if (nights <= 0) return null;
  return { from: formatShortDate(checkIn, language), to: formatShortDate(checkOut, language), nights };
}

/** "10 Mar 2027 – 13 Mar 2027 · 3 nights" for a valid stay, else "" (same text on server and browser). */
export function stayLabel(checkIn: string | null, checkOut: string | null): string {
  const stay = stayDates(checkIn, checkOut);
  if (!stay) return "";
  return `${stay.from} – ${stay.to} · ${stay.nights} ${stay.nights === 1 ? "night" : "nights"}`;
}
