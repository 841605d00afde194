import { clubDay } from "../../../../common/club-time";
import { formatClubTime, formatDate } from "../../../../common/format";
import type { Language } from "../../../../common/language";

/** A yyyy-MM-dd day written out in the reader's language: 12 March 2025, 12 मार्च 2025 (the same on the server and in the browser). */
export function longDay(isoDay: string, language: Language): string {
  return /^\d{4}-\d{2}-\d{2}/.test(isoDay) ? formatDate(isoDay.slice(0, 10), language) : isoDay;
}

/**
 * A moment in the club's time (India), so the page reads the same when rendered and after hydration: its day and its
 * time of day (02:05 pm), or null when it is not a moment.
 */
export function clubMomentParts(iso: string, language: Language): { day: string; time: string } | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return { day: formatDate(clubDay(at), language), time: formatClubTime(at, language) };
}
