import { z } from "./zod.ts";
import { text } from "./text.ts";
import { LOCATION_NAMES } from "./locations.ts";
import { listLimit, listPage, listSearch } from "./office-lists.ts";
import {
  MAX_ATTENDEES,
  MAX_CANCEL_DAYS_BEFORE,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  WAITLIST_STATUSES,
  MAX_CAPACITY,
  MAX_PRICE,
  MAX_SESSIONS,
  MAX_WAITLIST_OFFER_HOURS,
  MIN_WAITLIST_OFFER_HOURS,
  OFFICE_MAX_PAGE_SIZE,
  OFFICE_PAGE_SIZE,
  PROGRAMME_KINDS,
  PUBLIC_MAX_PAGE_SIZE,
  PUBLIC_PAGE_SIZE,
  REGISTRATION_STATUSES,
  SLUG_PATTERN,
  WHO_MAY_BOOK,
  programmeMessages as m,
} from "./programme.ts";

/**
 * The programme's requests and answers (decision 050): the office's item (POST/PATCH /api/admin/programme), the
 * public list and detail (GET /api/events, /api/events/{slug}), a registration (POST /api/events/{slug}/registrations)
 * and check-in (POST /api/admin/tickets/{reference}/check-in). One schema for the server and the pages.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A session: a club day and its start and end times in India time (a course has several, a retreat one a day). */
export const sessionInput = z
  .object({
    /** An existing session's id, to keep it (and its attendance) when the item's sessions are edited. */
    id: text("the session's id")
      .pipe(z.uuid({ error: m.sessionUnknown }))
      .optional(),
    day: text("the session's day").regex(DAY, m.sessionDay),
    start_time: text("the start time").regex(TIME, m.sessionTimes),
    end_time: text("the end time").regex(TIME, m.sessionTimes),
  })
  .refine((s) => s.end_time > s.start_time, { message: m.sessionTimes, path: ["end_time"] });
export type SessionInput = z.infer<typeof sessionInput>;

const optionalHindi = (label: string, max: number, multiline = false) =>
  text(label, { multiline })
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

const itemFields = {
  slug: text("the address").trim().toLowerCase().max(80).regex(SLUG_PATTERN, m.slug),
  kind: z.enum(PROGRAMME_KINDS),
  title: text("the title", { error: m.title }).trim().min(2, m.title).max(120),
  title_hi: optionalHindi("the Hindi title", 160),
  description: text("the description", { error: m.description, multiline: true })
    .trim()
    .min(10, m.description)
    .max(4000),
  description_hi: optionalHindi("the Hindi description", 6000, true),
  /** A media key: an artwork's (`scenes/…`) or an upload's (`uploads/<uuid>`), as the catalogue's villas use. */
  image: text("the image", { error: m.image })
    .trim()
    .min(3, m.image)
    .max(200)
    .regex(/^[a-z0-9][a-z0-9/_-]*$/i, m.image),
  instructor: text("who leads it", { error: m.instructor }).trim().min(2, m.instructor).max(120),
  /** Beginner, All levels…: as the course cards say it; empty for none. */
  level: text("the level")
    .trim()
    .max(60)
    .nullish()
    .transform((v) => v || null),
  /** A location of the club (common/locations.ts), or null: online. */
  location: z.enum(LOCATION_NAMES, { error: m.location }).nullable(),
  sessions: z.array(sessionInput, { error: m.sessions }).min(1, m.sessions).max(MAX_SESSIONS),
  capacity: z.number({ error: m.capacity }).int(m.capacity).min(1, m.capacity).max(MAX_CAPACITY, m.capacity),
  price: z.number({ error: m.price }).int(m.price).min(0, m.price).max(MAX_PRICE, m.price),
  who_may_book: z.enum(WHO_MAY_BOOK),
  /** A Full Member's own place costs nothing. */
  full_members_free: z.boolean(),
  cancellation_terms: text("the cancellation terms", { multiline: true }).trim().max(2000),
  /** The booker may cancel until this many club days before the first session (0: until it starts); null: never. */
  cancel_days_before: z
    .number({ error: m.cancelDays })
    .int(m.cancelDays)
    .min(0, m.cancelDays)
    .max(MAX_CANCEL_DAYS_BEFORE, m.cancelDays)
    .nullable(),
  published: z.boolean(),
};

/** POST /api/admin/programme: a new item (its slug made from the title when none is given). */
export const programmeItemInput = z.object({
  ...itemFields,
  slug: itemFields.slug.optional(),
  level: itemFields.level.optional(),
  title_hi: itemFields.title_hi.optional(),
  description_hi: itemFields.description_hi.optional(),
  full_members_free: itemFields.full_members_free.default(false),
  cancellation_terms: itemFields.cancellation_terms.default(""),
  cancel_days_before: itemFields.cancel_days_before.default(1),
  published: itemFields.published.default(false),
  who_may_book: itemFields.who_may_book.default("anyone"),
});
export type ProgrammeItemInput = z.infer<typeof programmeItemInput>;

/**
 * PATCH /api/admin/programme/{id}: any of the fields. `sessions`, when given, is the whole list: a session sent with
 * its `id` is kept (and changed), one without is added, one left out is removed (refused once someone checked in).
 */
export const programmeItemPatch = z.object(itemFields).partial();
export type ProgrammeItemPatch = z.infer<typeof programmeItemPatch>;

export const sessionRecord = z.object({
  _id: z.string(),
  day: z.string().describe("the club day, yyyy-mm-dd"),
  start_time: z.string(),
  end_time: z.string(),
  starts_at: z.string().describe("ISO 8601 with India's offset"),
  ends_at: z.string(),
  /** The office cancelled this session. */
  cancelled: z.boolean(),
});
export type SessionRecord = z.infer<typeof sessionRecord>;

/** An item as the public sees it (published and upcoming). */
export const programmeItemRecord = z.object({
  _id: z.string(),
  slug: z.string(),
  kind: z.enum(PROGRAMME_KINDS),
  title: z.string(),
  description: z.string(),
  /** The fields the office gave in Hindi, `{}` when none (as the catalogue's `hi`, decision 046). */
  hi: z.object({ title: z.string().optional(), description: z.string().optional() }),
  image: z.string().describe("a media key (common/media.ts)"),
  instructor: z.string(),
  level: z.string().nullable(),
  location: z.string().nullable().describe("a location of the club; null when online"),
  online: z.boolean(),
  sessions: z.array(sessionRecord),
  first_day: z.string(),
  last_day: z.string(),
  capacity: z.number().int(),
  seats_left: z.number().int(),
  price: z.number().int().describe("rupees per person; 0 free"),
  who_may_book: z.enum(WHO_MAY_BOOK),
  full_members_free: z.boolean(),
  cancellation_terms: z.string(),
  /** Club days before the first session a booker may still cancel (0: until it starts); null: no cancellation. */
  cancel_days_before: z.number().int().nullable(),
  /** The office cancelled the whole item (it is no longer listed; its page may say so). */
  cancelled: z.boolean(),
});
export type ProgrammeItemRecord = z.infer<typeof programmeItemRecord>;

/** GET /api/events: kind, location (a location's value or `online`), month `yyyy-mm`. */
export const programmeQuery = z.object({
  kind: z.enum(PROGRAMME_KINDS).optional(),
  location: text("the location").trim().toLowerCase().max(40).optional(),
  month: text("the month")
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.month)
    .optional(),
  page: listPage,
  limit: listLimit(PUBLIC_PAGE_SIZE, PUBLIC_MAX_PAGE_SIZE),
});
export type ProgrammeQuery = z.infer<typeof programmeQuery>;

export const programmeList = z.object({
  items: z.array(programmeItemRecord),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type ProgrammeList = z.infer<typeof programmeList>;

/** An item as the office sees it: with its state, seats taken and registrations. */
export const officeProgrammeItem = programmeItemRecord.extend({
  published: z.boolean(),
  seats_taken: z.number().int(),
  title_hi: z.string().nullable(),
  description_hi: z.string().nullable(),
  registrations: z.number().int().describe("registrations confirmed"),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OfficeProgrammeItem = z.infer<typeof officeProgrammeItem>;

/** GET /api/admin/programme: search by title or instructor, kind, and `when` (upcoming, the default, or past). */
export const officeProgrammeQuery = z.object({
  q: listSearch,
  kind: z.enum(PROGRAMME_KINDS).optional(),
  when: z.enum(["upcoming", "past", "all"]).catch("upcoming").default("upcoming"),
  page: listPage,
  limit: listLimit(OFFICE_PAGE_SIZE, OFFICE_MAX_PAGE_SIZE),
});
export type OfficeProgrammeQuery = z.infer<typeof officeProgrammeQuery>;

export const officeProgrammeList = z.object({
  items: z.array(officeProgrammeItem),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type OfficeProgrammeList = z.infer<typeof officeProgrammeList>;

const email = text("the e-mail address").trim().toLowerCase().max(254).pipe(z.email(m.bookerEmail));
const phone = text("the phone", { error: m.bookerPhone })
  .trim()
  .refine((value) => /^\+?[\d\s-]+$/.test(value), m.bookerPhone)
  .refine((value) => {
    const digits = value.replace(/\D/g, "").length;
    return digits >= 10 && digits <= 15;
  }, m.bookerPhone);

/**
 * POST /api/events/{slug}/registrations. A visitor gives `booker` (name, e-mail, phone); a signed-in member's name and
 * e-mail are their account's (a phone in `booker` is kept). `includes_me` (a member, true by default): the first
 * attendee is the member themselves — a Full Member's own place at an item where Full Members attend free.
 */
export const registrationInput = z.object({
  attendees: z
    .array(
      z.object({
        name: text("the attendee's name", { error: m.attendeeName }).trim().min(2, m.attendeeName).max(100),
        email: z.preprocess((v) => (v === "" || v === null ? undefined : v), email.optional()),
      }),
      { error: m.attendees },
    )
    .min(1, m.attendees)
    .max(MAX_ATTENDEES, m.attendees),
  booker: z
    .object({
      name: text("your name", { error: m.bookerRequired }).trim().min(2, m.bookerRequired).max(100),
      email,
      phone,
    })
    .partial()
    .optional(),
  includes_me: z.boolean().optional().default(true),
});
export type RegistrationInput = z.infer<typeof registrationInput>;

export const ticketRecord = z.object({
  reference: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** The member's own place that a Full Membership made free. */
  free: z.boolean(),
});

const onlineOrder = z.object({
  order_id: z.string(),
  key_id: z.string(),
  amount: z.number().int().describe("paise"),
  currency: z.string(),
  checkout_url: z.string(),
  description: z.string(),
});

export const registrationRecord = z.object({
  reference: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  /** The item, with its Hindi title (`hi.title`) when the office gave one. */
  item: z.object({
    slug: z.string(),
    title: z.string(),
    kind: z.enum(PROGRAMME_KINDS),
    hi: z.object({ title: z.string().optional() }),
  }),
  sessions: z.array(sessionRecord),
  seats: z.number().int(),
  amount: z.number().int().describe("rupees charged"),
  tickets: z.array(ticketRecord),
  hold_expires_at: z.string().nullable(),
  /** Razorpay's order while places are held to be paid (verify at POST /api/events/payments/verify); null when free. */
  payment: onlineOrder.nullable(),
  /** The last club day its booker may cancel it (the item's terms); null when it cannot be cancelled by them. */
  cancel_until: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** The invoice of places paid (VWC-INV-…), issued when the payment was received; null when free or not yet paid. */
  invoice_number: z.string().nullable(),
  /**
   * Where the booker downloads the invoice (PDF): signed in the answers that prove the booker (the payment's
   * verification, the view by the mail's link), the signed-in owner's otherwise; null without an invoice.
   */
  invoice_url: z.string().nullable(),
  created_at: z.string(),
});
export type RegistrationRecord = z.infer<typeof registrationRecord>;

/** POST /api/admin/tickets/{reference}/check-in: a session of the item's; by default its session on the club's today. */
export const checkInInput = z
  .object({
    session_id: text("the session")
      .pipe(z.uuid({ error: m.sessionNotFound }))
      .optional(),
  })
  .optional();

export const checkInRecord = z.object({
  ticket: z.string(),
  name: z.string(),
  registration: z.string(),
  item: z.object({ slug: z.string(), title: z.string() }),
  session: sessionRecord,
  checked_in_at: z.string(),
});
export type CheckInRecord = z.infer<typeof checkInRecord>;

/** A session's attendees with their check-in state (the check-in page's loader). */
export const sessionAttendees = z.object({
  item: z.object({ _id: z.string(), slug: z.string(), title: z.string() }),
  session: sessionRecord,
  attendees: z.array(
    z.object({
      ticket: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      registration: z.string(),
      booker: z.string(),
      checked_in_at: z.string().nullable(),
    }),
  ),
  checked_in: z.number().int(),
});
export type SessionAttendees = z.infer<typeof sessionAttendees>;

/**
 * POST /api/events/{slug}/waitlist: a visitor's (or a member's) place in line for a full item. A signed-in member's
 * name and e-mail are their account's when not given.
 */
export const waitlistInput = z.object({
  name: text("your name", { error: m.waitlistDetails }).trim().min(2, m.waitlistDetails).max(100).optional(),
  email: email.optional(),
  seats: z
    .number({ error: m.waitlistSeats })
    .int(m.waitlistSeats)
    .min(1, m.waitlistSeats)
    .max(MAX_ATTENDEES, m.waitlistSeats),
});
export type WaitlistInput = z.infer<typeof waitlistInput>;

/** A place on the waiting list as its holder sees it (the answer of joining, and of the signed link's page). */
export const waitlistRecord = z.object({
  item: z.object({ slug: z.string(), title: z.string(), kind: z.enum(PROGRAMME_KINDS) }),
  name: z.string(),
  email: z.string(),
  seats: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  /** Its place in line (1: next), while waiting or offered; null otherwise. */
  position: z.number().int().nullable(),
  /** While offered: until when the places are kept (ISO, India time). */
  offer_expires_at: z.string().nullable(),
  /** The reference booked through the offer, once booked. */
  registration: z.string().nullable(),
  created_at: z.string(),
});
export type WaitlistRecord = z.infer<typeof waitlistRecord>;

/** POST /api/events/registrations/{reference}/cancel: the signed-in owner, or anyone with the mail's signed token. */
export const cancelRegistrationInput = z.object({ token: text("the link").trim().max(200).optional() }).nullish();

/** The answer of a cancellation: the registration as it now is and the refund owed, if it was paid. */
export const cancelledRegistration = z.object({
  registration: registrationRecord,
  refund: z.object({ amount: z.number().int(), method: z.enum(["razorpay", "bank"]) }).nullable(),
});
export type CancelledRegistration = z.infer<typeof cancelledRegistration>;

/** POST /api/admin/programme/{id}/cancel and …/sessions/{id}/cancel: why, in words everyone booked reads. */
export const officeCancelInput = z.object({
  reason: text("the reason", { error: m.cancelReason, multiline: true })
    .trim()
    .min(3, m.cancelReason)
    .max(500, m.cancelReason),
});
export type OfficeCancelInput = z.infer<typeof officeCancelInput>;

export const officeCancelRecord = z.object({
  registrations: z.number().int().describe("registrations told (and, for an item, cancelled)"),
  refunds: z.number().int().describe("refunds owed"),
  refunded: z.number().int().describe("rupees owed back in all"),
  waitlist: z.number().int().describe("people on the waiting list told (an item's cancellation)"),
});
export type OfficeCancelRecord = z.infer<typeof officeCancelRecord>;

/** POST /api/admin/programme/sessions/{id}/message: a mail to every attendee of the session's item. */
export const attendeeMessageInput = z.object({
  subject: text("the subject", { error: m.messageSubject })
    .trim()
    .min(3, m.messageSubject)
    .max(MESSAGE_SUBJECT_MAX, m.messageSubject),
  body: text("the message", { error: m.messageBody, multiline: true })
    .trim()
    .min(10, m.messageBody)
    .max(MESSAGE_BODY_MAX, m.messageBody),
});
export type AttendeeMessageInput = z.infer<typeof attendeeMessageInput>;

/** PUT /api/admin/programme-settings and the office programme page's form: the programme's settings (decision 055). */
export const programmeSettingsInput = z.object({
  waitlist_offer_hours: z.coerce
    .number({ error: m.offerHoursInvalid })
    .int(m.offerHoursInvalid)
    .min(MIN_WAITLIST_OFFER_HOURS, m.offerHoursInvalid)
    .max(MAX_WAITLIST_OFFER_HOURS, m.offerHoursInvalid),
});
export type ProgrammeSettingsInput = z.infer<typeof programmeSettingsInput>;

/** GET and PUT /api/admin/programme-settings: the settings in force, whether still the defaults, the last change. */
export const programmeSettingsRecord = z.object({
  waitlist_offer_hours: z.number().int(),
  defaults: z.boolean(),
  updated_at: z.string().nullable(),
});
export type ProgrammeSettingsRecord = z.infer<typeof programmeSettingsRecord>;
