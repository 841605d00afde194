import { villaId } from "./stay-schemas.ts";
import { text } from "./text.ts";
import { z } from "./zod.ts";

/**
 * A villa's outside calendars (decision 054): the iCal addresses of other booking sites whose bookings close the
 * villa here as `external` blocks, and the conflicts a read finds with stays already booked here. The front office
 * keeps them at /admin/stays/calendars and resolves conflicts at /admin/stays/conflicts; the API is under
 * /api/admin/stays/calendars and /api/admin/stays/conflicts. The office's words, said once.
 */

export const CALENDARS_PATH = "/admin/stays/calendars";
export const CONFLICTS_PATH = "/admin/stays/conflicts";

/** How often each outside calendar is read. */
export const CALENDAR_READ_EVERY_MINUTES = 30;
/** How far ahead an outside calendar's events close the villa, in days from the club's today. */
export const CALENDAR_HORIZON_DAYS = 730;
export const CALENDAR_LABEL_MAX = 80;
export const CALENDAR_URL_MAX = 2000;
export const CONFLICT_NOTE_MAX = 500;

export const calendarMessages = {
  list: "Outside calendars",
  added: "Calendar added",
  addedNotRead: "Calendar added, but its first read failed (see below)",
  removed: "Calendar removed; the nights it closed are open again",
  read: "Calendar read",
  readFailed: "The calendar could not be read",
  notFound: "We could not find that calendar.",
  already: "This villa already reads that calendar.",
  urlRequired: "Enter the calendar's address (https://…).",
  urlScheme: "The calendar's address must begin with https://, http:// or webcal://.",
  urlCredentials: "Leave any user name or password out of the calendar's address.",
  urlPrivate: "That address is inside a private network; the club reads calendars on the public internet only.",
  labelRequired: "Name the calendar (e.g. Airbnb).",
  reading: "The calendar is being read right now. Try again in a minute.",
  conflicts: "Calendar conflicts",
  conflictNotFound: "We could not find that conflict.",
  conflictResolved: "Conflict resolved",
  conflictAlreadyResolved: "This conflict was already resolved.",
  noteRequired: "Say how the conflict was settled (e.g. the booking on the other site was cancelled).",
  externalBlock:
    "This block comes from an outside calendar: cancel the booking on the other site, or remove the calendar.",
  loadFailed: "The outside calendars could not be loaded. Please try again.",
} as const;

/** Why a read failed, as the office is shown it (the details stay in the server's log). */
export const calendarReadErrors = {
  timeout: "The calendar's address did not answer in time.",
  tooLarge: "The calendar is larger than the club reads (2 MB).",
  status: (status: number) => `The calendar's address answered ${status}.`,
  redirects: "The calendar's address sent us elsewhere too many times.",
  unreachable: "The calendar's address could not be reached.",
  notCalendar: "The address did not give an iCalendar file.",
  tooManyEvents: "The calendar has more events than the club reads (2,000).",
  encoding: "The calendar came in an encoding the club does not read.",
} as const;

/** Whether an address is one the club may read (a problem's message, or null): the scheme, no user information. */
export function calendarUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return calendarMessages.urlRequired;
  }
  if (!["https:", "http:", "webcal:"].includes(url.protocol)) return calendarMessages.urlScheme;
  if (url.username || url.password) return calendarMessages.urlCredentials;
  if (!url.hostname) return calendarMessages.urlRequired;
  return null;
}

/** The address as read: webcal:// is https:// (calendar programs' name for a subscribed feed). */
export function calendarReadUrl(value: string): URL {
  const url = new URL(value.trim());
  if (url.protocol === "webcal:") return new URL(`https:${url.href.slice("webcal:".length)}`);
  return url;
}

/** POST /api/admin/stays/calendars: the villa, the calendar's address and its name. */
export const calendarImportBody = z.object({
  property_id: villaId(),
  url: text("the calendar's address", { error: calendarMessages.urlRequired })
    .trim()
    .min(1, calendarMessages.urlRequired)
    .max(CALENDAR_URL_MAX, calendarMessages.urlRequired)
    .superRefine((value, ctx) => {
      const problem = value ? calendarUrlProblem(value) : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  label: text("the calendar's name", { error: calendarMessages.labelRequired })
    .trim()
    .min(1, calendarMessages.labelRequired)
    .max(CALENDAR_LABEL_MAX),
});
export type CalendarImportBody = z.infer<typeof calendarImportBody>;

/** GET /api/admin/stays/calendars: every villa's calendars, or one villa's. */
export const calendarImportQuery = z.object({
  property_id: villaId().optional(),
});

export const calendarImportRecord = z.object({
  id: z.string(),
  property_id: z.string(),
  villa: z.object({ id: z.string(), name: z.string(), villa_number: z.string().nullable(), location: z.string() }),
  url: z.string(),
  label: z.string(),
  created_at: z.string(),
  last_tried_at: z.string().nullable(),
  last_read_at: z.string().nullable(),
  last_error: z.string().nullable(),
  /** The events of the last good read. */
  events: z.number().int(),
  /** The villa's nights this calendar closes from today on. */
  blocked_nights: z.number().int(),
  open_conflicts: z.number().int(),
});
export type CalendarImportRecord = z.infer<typeof calendarImportRecord>;

/** A read's outcome: the calendar as it is now, and what the read did. */
export const calendarReadRecord = calendarImportRecord.extend({
  outcome: z.object({
    ok: z.boolean(),
    /** true: the address answered 304, the last good read's events were applied again. */
    unchanged: z.boolean(),
    blocks: z.number().int(),
    conflicts: z.number().int(),
  }),
});
export type CalendarReadRecord = z.infer<typeof calendarReadRecord>;

/** GET /api/admin/stays/conflicts: open ones (default) or resolved ones. */
export const CONFLICT_STATUSES = ["open", "resolved"] as const;
export const conflictQuery = z.object({
  status: z.enum(CONFLICT_STATUSES).optional().default("open"),
});

export const conflictRecord = z.object({
  id: z.string(),
  import_id: z.string(),
  calendar: z.string(),
  villa: z.object({ id: z.string(), name: z.string(), villa_number: z.string().nullable(), location: z.string() }),
  booking: z.object({
    id: z.string(),
    reference: z.string(),
    status: z.string(),
    check_in: z.string(),
    check_out: z.string(),
    guest: z.string(),
  }),
  summary: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  found_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: z.string().nullable(),
  /** Closed by a read that no longer found the collision (no one resolved it). */
  closed_by_read: z.boolean(),
  note: z.string(),
});
export type ConflictRecord = z.infer<typeof conflictRecord>;

/** POST /api/admin/stays/conflicts/{id}/resolve: how it was settled. */
export const conflictResolveBody = z.object({
  note: text("the note", { error: calendarMessages.noteRequired, multiline: true })
    .trim()
    .min(3, calendarMessages.noteRequired)
    .max(CONFLICT_NOTE_MAX),
});
