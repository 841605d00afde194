import { isUuid } from "./ids.ts";
import { z } from "./zod.ts";
import { addClubDays, writtenDay } from "./club-time.ts";
import { listLimit, listPage, listSearch } from "./office-lists.ts";
import { ACCEPTED_GUEST_IDS, GUEST_PHONE_PATTERN, GUEST_TITLES, stayMessages } from "./stays.ts";
import { stayRequest, villaId } from "./stay-schemas.ts";
import { text } from "./text.ts";

/**
 * The office's stays arriving: the stays members booked, by arrival date, for the front office.
 * Read-only: the full stays desk is a later issue. The query, the answer and the office's words, said once.
 */

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
  notFound: "No such stay was found.",
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
  /** The member who booked; null for a stay the desk booked for a caller without an account. */
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  villa: z.object({ id: z.string(), name: z.string(), villa_number: z.string().nullable(), location: z.string() }),
  /** online (a member on the site) or phone (the desk, for a caller). */
  source: z.string(),
  /** guest, or owner: an owner's stay in their own villa (no room charge; `total` is the housekeeping fee). */
  kind: z.enum(["guest", "owner"]),
  /** The identity document shown at check-in: its kind and its number masked (XXXXXXXX1234). */
  guest_id: z.object({ type: z.string(), number: z.string() }).nullable(),
  cancel_reason: z.string().nullable(),
  /** An early departure: the day the guest left, before check_out (the nights from it on were freed). */
  departed_on: z.string().nullable(),
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

/* ---------- The stays desk: the day's arrivals and departures, the calendar, blocks, phone bookings ---------- */

/** Why a villa is blocked: maintenance or the owner's own use. */
export const BLOCK_REASONS = [
  { value: "maintenance", label: "Maintenance" },
  { value: "owner", label: "Owner's use" },
] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number]["value"];
/** A block's reason as the office says it; `external` is a booking read from a villa's outside calendar (decision 054). */
export const blockReasonLabel = (reason: string) =>
  reason === "external" ? "Booked on another site" : (BLOCK_REASONS.find((r) => r.value === reason)?.label ?? reason);

/** The statuses of a stay, as the desk and the portal say them. */
export const STAY_STATUS_LABELS: Record<string, string> = {
  confirmed: "Confirmed",
  "checked-in": "Checked in",
  "checked-out": "Checked out",
  "no-show": "No-show",
  cancelled: "Cancelled",
  held: "Held while paying online",
  expired: "Expired (not paid)",
};
export const stayStatusLabel = (status: string) => STAY_STATUS_LABELS[status] ?? status;

export const BLOCK_NOTE_MAX = 300;
export const CANCEL_REASON_MAX = 500;

/** Nights (yyyy-mm-dd) written out: "27 November 2026 and 28 November 2026". */
const nightsList = (nights: string[]) => {
  const days = nights.map(writtenDay);
  return days.length <= 1 ? (days[0] ?? "") : `${days.slice(0, -1).join(", ")} and ${days[days.length - 1]}`;
};

export const deskMessages = {
  day: "The desk's day",
  calendar: "Calendar",
  invalidDay: "Choose a day (yyyy-mm-dd).",
  invalidMonth: "Choose a month (yyyy-mm).",
  chooseLocation: "Choose a location.",
  stayNotFound: "We could not find that stay.",
  checkedIn: "Checked in",
  checkedOut: "Checked out",
  noShow: "Marked as a no-show",
  cancelled: "Stay cancelled; the guest will be e-mailed",
  advanceReceived: "Advance recorded",
  advanceNotAtProperty: "Only a stay paid at the property takes an advance at the desk.",
  advanceWithoutAccount: "A stay booked by phone without a member's account is paid at check-in.",
  advanceTooMuch: (left: string) => `At most ${left} is still to be paid for this stay.`,
  booked: "Stay booked by phone",
  blocked: "Villa blocked for those nights",
  blockLifted: "Block lifted",
  checkInTooEarly: "A stay can be checked in from its check-in day.",
  checkInTooLate: "This stay's check-out day has passed, so it cannot be checked in.",
  notConfirmed: (status: string) =>
    `This stay is ${stayStatusLabel(status).toLowerCase()}, so it cannot be changed that way.`,
  earlyCheckOut: (checkOut: string, nights: string[]) =>
    `This stay runs to ${writtenDay(checkOut)}. Checking out today is an early departure: ${nights.length === 1 ? "the night" : `the ${nights.length} nights`} of ${nightsList(nights)} ${nights.length === 1 ? "becomes" : "become"} free again for other guests. Confirm the early check-out to go ahead.`,
  checkedOutEarly: "Checked out early; the nights from today on are free again",
  notCheckedIn: (status: string) =>
    `This stay is ${stayStatusLabel(status).toLowerCase()}, not checked in, so it cannot be checked out.`,
  noShowTooEarly: "A stay can be marked as a no-show from its check-in day.",
  chooseIdType: "Choose the identity document the guest showed.",
  idNumberInvalid: (type: string) => `Enter the ${type.toLowerCase()} number as printed on it.`,
  reasonRequired: "Say why the stay is cancelled (the guest reads it).",
  chooseBlockReason: "Choose maintenance or owner's use.",
  blockOverStay: "A stay holds some of those nights. Cancel or move it first.",
  blockOverBlock: "The villa is already blocked for some of those nights.",
  blockOverHold: "A member is paying online for a stay on some of those nights. Try again in 15 minutes.",
  blockPast: "A block cannot begin in the past.",
  blockTooLong: "A block can be at most 366 nights.",
  blockNotFound: "We could not find that block.",
  blockAlreadyLifted: "This block was already lifted.",
  guestName: "Enter the guest's first and last name.",
  feedRefused: "This calendar's address is not right.",
  loadFailed: "The desk could not be loaded. Please try again.",
} as const;

/**
 * POST /api/admin/stays/{id}/check-out (and the desk's form): `confirm_early` confirms an early departure (a check-out
 * before the stay's check-out day), which the server refuses without it. The form sends "true".
 */
/** The nights [from, to) of a stay, each yyyy-mm-dd (the nights an early departure frees). */
export function nightsBetween(from: string, to: string): string[] {
  const nights: string[] = [];
  for (let night = from; night < to; night = addClubDays(night, 1)) nights.push(night);
  return nights;
}

export const deskCheckOutBody = z
  .object({
    confirm_early: z
      .union([z.boolean(), z.enum(["true", "false"])])
      .optional()
      .transform((v) => v === true || v === "true"),
  })
  .nullish()
  .transform((v) => ({ confirm_early: v?.confirm_early ?? false }));

/** The longest block, in nights. */
export const BLOCK_MAX_NIGHTS = 366;

const yyyyMmDd = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (value: string) =>
  yyyyMmDd.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const dayField = (message: string) => text("the day").trim().refine(realDay, message);

/** GET /api/admin/stays/day (and the desk's GET form): the day (default today) and the location (default every one). */
export const deskDayQuery = z.object({
  date: z
    .union([dayField(deskMessages.invalidDay), z.literal("")])
    .optional()
    .transform((v) => v || undefined),
  location: text("the location")
    .trim()
    .max(40)
    .optional()
    .transform((v) => v || undefined),
  /** The page of each of the day's lists (DESK_LIST_SIZE stays a page). */
  arrivals_page: listPage,
  departures_page: listPage,
  in_house_page: listPage,
});
export type DeskDayQuery = z.infer<typeof deskDayQuery>;

/** The most stays one page of each of the desk day's lists shows. */
export const DESK_LIST_SIZE = 20;
export const DESK_LISTS = ["arrivals", "departures", "in_house"] as const;
export type DeskListKey = (typeof DESK_LISTS)[number];

const deskListPage = z.object({ page: z.number().int(), pages: z.number().int(), total: z.number().int() });

export const deskDay = z.object({
  date: z.string(),
  today: z.string(),
  location: z.string().nullable(),
  /** A page of each list (DESK_LIST_SIZE stays at most): `pages` says which page of how many, and each list's total. */
  arrivals: z.array(stayListItem),
  departures: z.array(stayListItem),
  in_house: z.array(stayListItem),
  pages: z.object({ arrivals: deskListPage, departures: deskListPage, in_house: deskListPage }),
});
export type DeskDay = z.infer<typeof deskDay>;

/** GET /api/admin/stays/calendar: a location, a month (default this one) and optionally one villa. */
export const calendarQuery = z.object({
  location: text("the location", { error: deskMessages.chooseLocation })
    .trim()
    .min(1, deskMessages.chooseLocation)
    .max(40),
  month: z
    .union([
      text("the month")
        .trim()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, deskMessages.invalidMonth),
      z.literal(""),
    ])
    .optional()
    .transform((v) => v || undefined),
  propertyId: z
    .union([text("the villa").uuid(stayMessages.chooseVilla), z.literal("")])
    .optional()
    .transform((v) => v || undefined),
  /** A kind of home (its id) and a block (its id): the villas shown; an unknown value shows every villa. */
  type: text("the kind of home")
    .transform((v) => (isUuid(v) ? v : undefined))
    .optional(),
  block: text("the block")
    .transform((v) => (isUuid(v) ? v : undefined))
    .optional(),
  page: listPage,
});
export type CalendarQuery = z.infer<typeof calendarQuery>;

/** The most villas one page of the calendar shows. */
export const CALENDAR_PAGE_SIZE = 50;

/**
 * What holds a villa's nights on the calendar. A kind is drawn by its letter and named in the legend; payment holds
 * (a later issue) are a third kind with their own letter.
 */
export const CALENDAR_KINDS = [
  { value: "stay", letter: "S", label: "Stay" },
  { value: "owner", letter: "O", label: "Owner stay" },
  { value: "block", letter: "B", label: "Blocked" },
  { value: "hold", letter: "H", label: "Held while paying online" },
] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number]["value"];

export const calendarEntry = z.object({
  kind: z.enum(CALENDAR_KINDS.map((k) => k.value) as [CalendarKind, ...CalendarKind[]]),
  id: z.string(),
  /** The first night and the day after the last (the check-out day), yyyy-mm-dd. */
  start: z.string(),
  end: z.string(),
  /** A stay: its guest and reference; a block: its reason and note. */
  title: z.string(),
  detail: z.string(),
  status: z.string(),
  reference: z.string().nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntry>;

export const calendarMonth = z.object({
  location: z.string(),
  month: z.string(),
  /** Each day of the month, yyyy-mm-dd. */
  days: z.array(z.string()),
  previous: z.string(),
  next: z.string(),
  /** The filters applied (ids, or null), the page shown, the pages and the villas found. */
  type: z.string().nullable(),
  block: z.string().nullable(),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  /** The kinds of home and blocks to filter by. */
  types: z.array(z.object({ id: z.string(), name: z.string() })),
  blocks: z.array(z.object({ id: z.string(), name: z.string() })),
  villas: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      villa_number: z.string().nullable(),
      entries: z.array(calendarEntry),
      /** The address of the villa's .ics feed for the estate's staff (an unguessable key). */
      feed_url: z.string(),
    }),
  ),
});
export type CalendarMonth = z.infer<typeof calendarMonth>;

/** Normalises an identity document number as typed: spaces and hyphens dropped, capitals. */
export const idNumberOf = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();

/** The shape of each accepted identity document's number (Indian passport, Aadhaar, driving licence; foreign passports too). */
const ID_NUMBER_PATTERNS: Record<(typeof ACCEPTED_GUEST_IDS)[number], RegExp> = {
  Passport: /^[A-Z0-9]{6,12}$/,
  Aadhaar: /^[2-9][0-9]{11}$/,
  "Driving licence": /^[A-Z]{2}[0-9A-Z]{11,14}$/,
};

/** POST /api/admin/stays/{id}/check-in: the primary guest's identity document, one of the accepted kinds, and its number. */
export const checkInBody = z
  .object({
    id_type: z.enum(ACCEPTED_GUEST_IDS, { error: deskMessages.chooseIdType }),
    id_number: text("the document number", { error: "Enter the document number." })
      .trim()
      .min(1, "Enter the document number.")
      .max(40),
  })
  .superRefine((body, ctx) => {
    if (!ID_NUMBER_PATTERNS[body.id_type].test(idNumberOf(body.id_number))) {
      ctx.addIssue({ code: "custom", path: ["id_number"], message: deskMessages.idNumberInvalid(body.id_type) });
    }
  });
export type CheckInBody = z.infer<typeof checkInBody>;

/**
 * POST /api/admin/stays/{id}/cancel: the reason the guest reads, and whether the desk waives the club's cancellation
 * terms (a full refund of what was paid; the reason then says why; decision 052). A form's checkbox says "yes".
 */
export const deskCancelBody = z.object({
  reason: text("the reason", { error: deskMessages.reasonRequired, multiline: true })
    .trim()
    .min(3, deskMessages.reasonRequired)
    .max(CANCEL_REASON_MAX),
  waive_terms: z
    .union([z.boolean(), z.enum(["yes", "on", "true"]).transform(() => true)])
    .optional()
    .describe("true: the cancellation terms are waived and all that was paid is refunded"),
});
export type DeskCancelBody = z.infer<typeof deskCancelBody>;

/** POST /api/admin/stays/{id}/advance: rupees the desk received for a stay paid at the property, before it began. */
export const advanceBody = z.object({
  amount: z.coerce
    .number({ error: "Enter the amount received in whole rupees." })
    .int("Enter the amount received in whole rupees.")
    .min(1, "Enter the amount received in whole rupees.")
    .max(10_000_000),
  reference: text("the receipt or transaction reference", { error: "Enter the receipt or transaction reference." })
    .trim()
    .min(2, "Enter the receipt or transaction reference.")
    .max(80),
});
export type AdvanceBody = z.infer<typeof advanceBody>;

/** POST /api/admin/stays/blocks: a villa, its nights [start_date, end_date), the reason and a note. */
export const blockBody = z.object({
  property_id: villaId(),
  start_date: dayField("Choose the first night."),
  end_date: dayField("Choose the day the villa is free again."),
  reason: z.enum(["maintenance", "owner"], { error: deskMessages.chooseBlockReason }),
  note: text("the note").trim().max(BLOCK_NOTE_MAX).optional().default(""),
});
export type BlockBody = z.infer<typeof blockBody>;

export const blockRecord = z.object({
  id: z.string(),
  property_id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string(),
  note: z.string(),
  removed_at: z.string().nullable(),
});
export type BlockRecord = z.infer<typeof blockRecord>;

/** POST /api/admin/stays: a stay booked by phone for a caller (no account; e-mail optional). */
export const phoneBookingBody = z.object({
  property_id: villaId(),
  check_in: dayField(stayMessages.invalidDate),
  check_out: dayField(stayMessages.invalidDate),
  adults: stayRequest.shape.adults,
  children: stayRequest.shape.children,
  title: z.union([z.enum(GUEST_TITLES), z.literal("")]).optional(),
  first_name: text("the first name", { error: deskMessages.guestName }).trim().min(1, deskMessages.guestName).max(60),
  last_name: text("the last name", { error: deskMessages.guestName }).trim().min(1, deskMessages.guestName).max(60),
  phone: text("the phone number", { error: stayMessages.invalidPhone })
    .trim()
    .regex(GUEST_PHONE_PATTERN, stayMessages.invalidPhone),
  email: text("the e-mail address")
    .trim()
    .max(254, stayMessages.invalidEmail)
    .refine((v) => v === "" || z.email().safeParse(v).success, stayMessages.invalidEmail)
    .optional()
    .transform((v) => v || undefined),
  coupon: text("the coupon code")
    .trim()
    .max(20)
    .optional()
    .transform((v) => v || undefined),
});
export type PhoneBookingBody = z.infer<typeof phoneBookingBody>;

export const phoneBookingRecord = z.object({
  id: z.string(),
  reference: z.string(),
  total: z.number().int(),
  /** A confirmation is e-mailed to the caller (queued with the booking). */
  emailed: z.boolean(),
});

/** The villas the desk may block or book (every villa of the club, by location and number). */
export const deskVilla = z.object({
  id: z.string(),
  name: z.string(),
  villa_number: z.string().nullable(),
  location: z.string(),
  /** Who the villa sleeps: the phone booking offers up to the largest. */
  max_adults: z.number().int(),
  max_children: z.number().int(),
});
export type DeskVilla = z.infer<typeof deskVilla>;

/** The desk's villa as a line: "Tree House · A-12, Solan". */
export const deskVillaText = (villa: Pick<DeskVilla, "name" | "villa_number">) =>
  `${villa.name}${villa.villa_number ? ` · ${villa.villa_number}` : ""}`;
