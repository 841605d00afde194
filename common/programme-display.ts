import { addClubDays } from "./club-time.ts";
import type { ProgrammeItemRecord } from "./programme-schemas.ts";

/*
 * What the pages show of a programme item (decision 050), for the home page too: nothing here brings zod or the
 * schemas into a bundle (their types only).
 */

/** How long an item lasts, from its first day to its last: whole weeks from a week on, else days. */
export function programmeDuration(item: Pick<ProgrammeItemRecord, "first_day" | "last_day">): {
  unit: "days" | "weeks";
  count: number;
} {
  let days = 1;
  while (days < 400 && addClubDays(item.first_day, days) <= item.last_day) days++;
  return days >= 7 ? { unit: "weeks", count: Math.ceil(days / 7) } : { unit: "days", count: days };
}

/** An item in a page's language: the Hindi title and description the office gave, else the English (decision 046). */
export function programmeItemInLanguage<T extends Pick<ProgrammeItemRecord, "title" | "description" | "hi">>(
  item: T,
  language: string,
): T {
  if (language !== "hi") return item;
  return { ...item, title: item.hi.title || item.title, description: item.hi.description || item.description };
}
