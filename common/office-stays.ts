import { z } from "./zod.ts";
import type { StaffRole } from "./auth-limits.ts";
import { listLimit, listPage, listSearch } from "./office-lists.ts";

/**
 * The office's stays arriving (issue 15 point 2): the stays members booked, by arrival date, for the front office.
 * Read-only: the full stays desk is a later issue. The query, the answer and the office's words, said once.
 */

/** Who may see the stays: the front office (an administrator always). */
export const STAY_VIEWER_ROLES = ["front-office"] as const satisfies readonly StaffRole[];

/** Which arrivals: today, within the next 7 days (today included), or every stay from today on. */
export const ARRIVAL_WINDOWS = ["today", "week", "all"] as const;
export type ArrivalWindow = (typeof ARRIVAL_WINDOWS)[number];

/** The days the "this week" window spans, today included. */
export const ARRIVAL_WEEK_DAYS = 7;

export const ARRIVAL_LABELS: Record<ArrivalWindow, string> = {
  today: "Arriving today",
  week: "Arriving this week",
  all: "All upcoming stays",
};

export const STAYS_PAGE_SIZE = 20;
export const STAYS_MAX_PAGE_SIZE = 50;

export const officeStaysMessages = {
  list: "Stays",
  noMatch: "No stays match",
  loadFailed: "The stays could not be loaded. Please try again.",
  invalidWindow: "Choose today, this week or all upcoming stays.",
} as const;

/** GET /api/admin/stays (and the page's GET form): the arrival window, the search and the page; blanks mean the defaults. */
export const staySearchQuery = z.object({
  arriving: z
    .union([z.enum(ARRIVAL_WINDOWS, { error: officeStaysMessages.invalidWindow }), z.literal("")])
    .optional()
    .transform((v) => v || "all"),
  q: listSearch,
  page: listPage,
  limit: listLimit(STAYS_PAGE_SIZE, STAYS_MAX_PAGE_SIZE),
});
export type StaySearchQuery = z.infer<typeof staySearchQuery>;

export const stayListItem = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  total: z.number().int(),
  payment_method: z.string(),
  guest: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  villa: z.object({ id: z.string(), name: z.string(), villa_number: z.string().nullable(), location: z.string() }),
});
export type StayListItem = z.infer<typeof stayListItem>;

export const stayList = z.object({
  items: z.array(stayListItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
  /** The club's day the windows were counted from (yyyy-mm-dd). */
  today: z.string(),
});
export type StayList = z.infer<typeof stayList>;

/** The guest's name as the office reads it: title and names from the booking, else the member's own. */
export function guestName(guest: Record<string, string>, memberName: string): string {
  const name = [guest.title, guest.firstName, guest.lastName].filter(Boolean).join(" ").trim();
  return name || memberName;
}
