import { isCalendarDate } from "./property-search.ts";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const DAY_MS = 86_400_000;

/** "10 Mar 2027 – 13 Mar 2027 · 3 nights" for a valid stay, else "" (same text on server and browser). */
export function stayLabel(checkIn: string | null, checkOut: string | null): string {
  if (!checkIn || !checkOut || !isCalendarDate(checkIn) || !isCalendarDate(checkOut)) return "";
  const from = Date.parse(`${checkIn}T00:00:00Z`);
  const to = Date.parse(`${checkOut}T00:00:00Z`);
  const nights = Math.round((to - from) / DAY_MS);
  if (nights <= 0) return "";
  return `${dateFormat.format(from)} – ${dateFormat.format(to)} · ${nights} ${nights === 1 ? "night" : "nights"}`;
}
