import { clubToday } from "./club-time.ts";
import { ONLINE, MAX_SESSIONS } from "./programme.ts";
import type { OfficeProgrammeItem, SessionRecord } from "./programme-schemas.ts";
import { text } from "./text.ts";
import { z } from "./zod.ts";

/*
 * The office's form of a programme item (posted without JavaScript as well): its reader, from the form's text fields
 * to the shape `programmeItemInput` checks, and what each field shows — a stored item's values, or after a refused
 * post (or "Add a session") what was sent. Sessions are rows named `sessions.<n>.day`, `.start_time`, `.end_time` and
 * `.id` (a kept session's), so the schema's messages land on their fields.
 */

/** The empty rows of sessions a new item's form shows (more by "Add a session"). */
export const BLANK_SESSION_ROWS = 2;

/** A row of the form's sessions: an existing session's id (empty for a new one), its day and times as typed. */
export type SessionRow = { id: string; day: string; start_time: string; end_time: string };

export const blankSession = (): SessionRow => ({ id: "", day: "", start_time: "", end_time: "" });

const field = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v.trim() : "";
};
const numberField = (form: FormData, key: string) => {
  const v = field(form, key).replace(/[,\s₹]/g, "");
  return v === "" ? undefined : /^-?\d+$/.test(v) ? Number(v) : v;
};

/**
 * The rows of sessions as sent, in their order (`sessions.<n>.*`), blank ones kept; a row whose "Remove this session"
 * is ticked (`sessions.<n>.remove`, the form without JavaScript) is left out.
 */
export function sentSessionRows(values: Record<string, string>): SessionRow[] {
  const rows = new Map<number, SessionRow>();
  const removed = new Set<number>();
  for (const [key, value] of Object.entries(values)) {
    const match = /^sessions\.(\d+)\.(id|day|start_time|end_time|remove)$/.exec(key);
    if (!match) continue;
    const n = Number(match[1]);
    if (n >= MAX_SESSIONS * 2) continue;
    if (match[2] === "remove") {
      if (value === "on") removed.add(n);
      continue;
    }
    const row = rows.get(n) ?? blankSession();
    row[match[2] as keyof SessionRow] = value.trim();
    rows.set(n, row);
  }
  return [...rows.entries()]
    .filter(([n]) => !removed.has(n))
    .sort(([a], [b]) => a - b)
    .map(([, row]) => row);
}

const isBlank = (row: SessionRow) => !row.id && !row.day && !row.start_time && !row.end_time;

/** The rows of sessions as sent, blank ones left out: the form shows them in this order after a refusal. */
const filledRows = (values: Record<string, string>) => sentSessionRows(values).filter((row) => !isBlank(row));

/** The rows of sessions as named fields, `sessions.<n>.*`, in the order given. */
export function sessionRowValues(rows: SessionRow[]): Record<string, string> {
  const values: Record<string, string> = {};
  rows.forEach((row, n) => {
    for (const [name, value] of Object.entries(row)) values[`sessions.${n}.${name}`] = value;
  });
  return values;
}

/**
 * The form's string values (files aside), kept to show again: its rows of sessions numbered again without the blank
 * ones, as the reader numbers them, so a message about `sessions.1.end_time` is on the row that shows it.
 */
export function programmeSentValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && !key.startsWith("sessions.")) values[key] = value;
  }
  const sessions: Record<string, string> = {};
  for (const [key, value] of form.entries())
    if (typeof value === "string" && key.startsWith("sessions.")) sessions[key] = value;
  return { ...values, ...sessionRowValues(filledRows(sessions)) };
}

/**
 * The form's fields in the shape of `programmeItemInput`: numbers as numbers (else the text, which the schema
 * refuses with its message), "online" as no location (null), blank rows of sessions left out.
 */
export function programmeFormInput(form: FormData): Record<string, unknown> {
  const location = field(form, "location");
  const sessions = filledRows(programmeSentValues(form)).map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    day: row.day,
    start_time: row.start_time,
    end_time: row.end_time,
  }));
  return {
    title: field(form, "title"),
    slug: field(form, "slug") || undefined,
    kind: field(form, "kind"),
    description: field(form, "description"),
    image: field(form, "image"),
    instructor: field(form, "instructor"),
    level: field(form, "level"),
    location: location === ONLINE ? null : location || undefined,
    sessions,
    capacity: numberField(form, "capacity"),
    price: numberField(form, "price"),
    who_may_book: field(form, "who_may_book") || "anyone",
    full_members_free: form.get("full_members_free") === "on",
    cancellation_terms: field(form, "cancellation_terms"),
    published: form.get("published") === "on",
    title_hi: field(form, "title_hi"),
    description_hi: field(form, "description_hi"),
  };
}

/**
 * The form's values after "Add a session" posted without JavaScript: every row as it was sent (blank ones too, those
 * ticked "Remove" left out) and one more; `session_rows` keeps their number.
 */
export function withSessionAdded(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  const sessions: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    if (key.startsWith("sessions.")) sessions[key] = value;
    else if (key !== "intent") values[key] = value;
  }
  let rows = sentSessionRows(sessions);
  if (rows.length < MAX_SESSIONS) rows = [...rows, blankSession()];
  return { ...values, ...sessionRowValues(rows), session_rows: String(rows.length) };
}

/** The rows filled and one more to fill, at least as many as a new item's form shows. */
const withBlankRows = (rows: SessionRow[]) => [
  ...rows,
  ...Array.from({ length: Math.max(1, BLANK_SESSION_ROWS - rows.length) }, blankSession),
];

/** What the form shows: a stored item's values (a new one: an event at no price, anyone may book), or what was sent. */
export function programmeFormValues(item: OfficeProgrammeItem | null, sent?: Record<string, string>) {
  if (sent) {
    const sessions = sentSessionRows(sent);
    return {
      values: {
        title: sent.title ?? "",
        slug: sent.slug ?? "",
        kind: sent.kind ?? "event",
        description: sent.description ?? "",
        image: sent.image ?? "",
        instructor: sent.instructor ?? "",
        level: sent.level ?? "",
        location: sent.location ?? "",
        capacity: sent.capacity ?? "",
        price: sent.price ?? "",
        who_may_book: sent.who_may_book ?? "anyone",
        cancellation_terms: sent.cancellation_terms ?? "",
        title_hi: sent.title_hi ?? "",
        description_hi: sent.description_hi ?? "",
      },
      // after "Add a session": the rows as they were and one more; after a refusal: those filled, and one to fill
      sessions: sent.session_rows
        ? Array.from({ length: Number(sent.session_rows) || 1 }, (_, n) => sessions[n] ?? blankSession())
        : withBlankRows(sessions.filter((row) => !isBlank(row))),
      published: sent.published === "on",
      fullMembersFree: sent.full_members_free === "on",
    };
  }
  return {
    values: {
      title: item?.title ?? "",
      slug: item?.slug ?? "",
      kind: item?.kind ?? "event",
      description: item?.description ?? "",
      image: item?.image ?? "",
      instructor: item?.instructor ?? "",
      level: item?.level ?? "",
      location: item ? (item.location ?? ONLINE) : "",
      capacity: item ? String(item.capacity) : "",
      price: item ? String(item.price) : "0",
      who_may_book: item?.who_may_book ?? "anyone",
      cancellation_terms: item?.cancellation_terms ?? "",
      title_hi: item?.title_hi ?? "",
      description_hi: item?.description_hi ?? "",
    },
    sessions: item
      ? item.sessions.map((s) => ({ id: s._id, day: s.day, start_time: s.start_time, end_time: s.end_time }))
      : Array.from({ length: BLANK_SESSION_ROWS }, blankSession),
    published: item?.published ?? false,
    fullMembersFree: item?.full_members_free ?? false,
  };
}

/** The office's pages of the programme: what they say beyond the API's messages (common/programme.ts). */
export const programmeOfficeMessages = {
  none: "No events, retreats or courses yet.",
  noneUpcoming: "No events, retreats or courses to come.",
  noMatch: "No events, retreats or courses match.",
  kindFilter: "Choose a kind: event, retreat or course.",
  loadFailed: "The programme could not be loaded. Please try again.",
  checkInLoadFailed: "The attendees could not be loaded. Please try again.",
  ticketRequired: "Enter the ticket's reference, e.g. VWC-E-2026-1001-1.",
  noSessions: "This event, retreat or course has no sessions.",
  noAttendees: "Nobody has a confirmed place yet.",
  checkedIn: (name: string) => `Checked in: ${name}`,
  cameraUnavailable: "The camera could not be opened. Type the ticket's reference instead.",
  noSessionsToday: "No event, retreat or course has a session today.",
} as const;

/** How the office names a kind of item and who may book it. */
export const KIND_LABELS = { event: "Event", retreat: "Retreat", course: "Course" } as const;
export const WHO_MAY_BOOK_LABELS = {
  anyone: "Anyone (visitors too)",
  members: "Members with an account",
  "full-members": "Full Members",
} as const;

/** The check-in form: a ticket's reference, typed or scanned, and the session (none: the item's session today). */
export const ticketCheckInForm = z.object({
  reference: text("the ticket's reference", { error: programmeOfficeMessages.ticketRequired })
    .trim()
    .min(1, programmeOfficeMessages.ticketRequired)
    .max(40, programmeOfficeMessages.ticketRequired),
  session_id: z.uuid().optional(),
});

export const ticketCheckInInput = (form: FormData) => ({
  reference: typeof form.get("reference") === "string" ? String(form.get("reference")) : "",
  session_id: (typeof form.get("session_id") === "string" && String(form.get("session_id"))) || undefined,
});

/**
 * The session the check-in page opens on: the one asked for when it is the item's; else today's (the first not yet
 * ended, else the day's last), else the next to come, else the last there was.
 */
export function checkInSession(sessions: SessionRecord[], asked: string | null, now = new Date()) {
  const chosen = asked ? sessions.find((s) => s._id === asked) : undefined;
  if (chosen) return chosen;
  const today = sessions.filter((s) => s.day === clubToday(now));
  if (today.length) return today.find((s) => new Date(s.ends_at) > now) ?? today[today.length - 1];
  return sessions.find((s) => new Date(s.starts_at) > now) ?? sessions[sessions.length - 1] ?? null;
}
