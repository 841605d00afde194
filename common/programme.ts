import { CLUB_UTC_OFFSET } from "./club-time.ts";

/**
 * The club's programme: events, retreats and courses people book (decision 050). The kinds, who may book, the limits
 * and every message the API answers with live here once; the rules are the server's (server/modules/programme).
 */

export const PROGRAMME_KINDS = ["event", "retreat", "course"] as const;
export type ProgrammeKind = (typeof PROGRAMME_KINDS)[number];

/** Who may book an item: anyone (a visitor too), members with an account, or Full Members (a year covering its first day). */
export const WHO_MAY_BOOK = ["anyone", "members", "full-members"] as const;
export type WhoMayBook = (typeof WHO_MAY_BOOK)[number];

/** The filter value and the stored location of an item given online (not at an estate). */
export const ONLINE = "online";

/** A registration's life: held while its places are paid online (15 minutes), then confirmed or expired. */
export const REGISTRATION_STATUSES = ["held", "confirmed", "expired", "cancelled"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * A place on the waiting list: waiting in line, offered (places kept for them until the offer runs out), booked
 * through the offer, lapsed (the offer ran out unclaimed), left (by the link in their mail), or cancelled (the item was).
 */
export const WAITLIST_STATUSES = ["waiting", "offered", "booked", "lapsed", "left", "cancelled"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * How long an offer of the waiting list keeps its places for the first in line before they pass to the next: a
 * programme setting content staff keep on /admin/programme (`programme_settings`, decision 055), between 1 hour and a
 * week; one day until they save their own.
 */
export const DEFAULT_WAITLIST_OFFER_HOURS = 24;
export const MIN_WAITLIST_OFFER_HOURS = 1;
export const MAX_WAITLIST_OFFER_HOURS = 168;

/** By default a booker may cancel until the day before the item's first session. */
export const DEFAULT_CANCEL_DAYS_BEFORE = 1;
export const MAX_CANCEL_DAYS_BEFORE = 365;

/** The office's message to a session's attendees: its subject's and body's limits. */
export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 5000;

/** How long places paid online are held while the booker pays. */
export const PROGRAMME_HOLD_MINUTES = 15;
/** The places one registration may take. */
export const MAX_ATTENDEES = 10;
export const MAX_SESSIONS = 60;
export const MAX_CAPACITY = 10_000;
export const MAX_PRICE = 10_00_000;
/** Registration references: VWC-E-<year>-<n>; a ticket is its registration's reference and the attendee's place, -1, -2… */
export const REGISTRATION_PREFIX = "VWC-E";

export const PUBLIC_PAGE_SIZE = 20;
export const PUBLIC_MAX_PAGE_SIZE = 50;
export const OFFICE_PAGE_SIZE = 20;
export const OFFICE_MAX_PAGE_SIZE = 50;

/** A session's start or end as an ISO moment in India time: 2027-01-15T06:30:00+05:30. */
export const sessionMoment = (day: string, time: string) => `${day}T${time}:00${CLUB_UTC_OFFSET}`;

/** A slug of a title: lower-case Latin letters and digits joined by hyphens. */
export function slugOf(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const programmeMessages = {
  list: "Programme",
  item: "Programme item",
  created: "Programme item created",
  saved: "Programme item saved",
  itemNotFound: "We could not find that event, retreat or course.",
  slugTaken: "Another event, retreat or course has that address (slug). Choose another.",
  slug: "Enter an address (slug) of lower-case letters, digits and hyphens.",
  title: "Enter a title.",
  description: "Enter a description.",
  instructor: "Enter who leads it.",
  image: "Choose an image from the media library or the artwork.",
  capacity: `Enter the places on offer, from 1 to ${MAX_CAPACITY}.`,
  capacityBelowTaken: (taken: number) =>
    `${taken} ${taken === 1 ? "place is" : "places are"} already taken: the capacity cannot be lower.`,
  price: "Enter the price per person in whole rupees (0 for free).",
  sessions: "Give at least one session: a day, a start time and an end time.",
  sessionTimes: "Each session must end after it starts, on the same day (HH:mm, India time).",
  sessionDay: "Enter each session's day as yyyy-mm-dd.",
  sessionUnknown: "That session is not one of this item's.",
  sessionAttended: "A session that has attendees checked in cannot be removed.",
  month: "Enter the month as yyyy-mm.",
  location: "Choose one of the club's locations, or online.",
  // booking
  notBookable: "This event, retreat or course is not open for booking.",
  alreadyStarted: "This event, retreat or course has already begun: it can no longer be booked.",
  attendees: `Name between 1 and ${MAX_ATTENDEES} attendees.`,
  attendeeName: "Enter each attendee's name.",
  bookerRequired: "Enter your name, e-mail address and phone number.",
  bookerEmail: "Enter a valid e-mail address.",
  bookerPhone: "Enter a valid phone number.",
  membersOnly: "This event, retreat or course is for members of the club: please sign in to book it.",
  fullMembersOnly: "This event, retreat or course is for Full Members of the club.",
  seatsLeft: (left: number) =>
    left === 0
      ? "Sorry, there are no places left."
      : `Sorry, only ${left} ${left === 1 ? "place is" : "places are"} left.`,
  onlinePaymentUnavailable: "Online payment is not available yet, so paid places cannot be booked online.",
  registered: "Registration confirmed",
  held: "Places held: pay within 15 minutes to confirm them",
  tooMany: "Too many bookings from this address. Please try again in an hour.",
  registrationNotFound: "We could not find that registration.",
  settings: "Programme settings",
  settingsSaved: "Programme settings saved",
  offerHoursInvalid: "An offer keeps its places for a whole number of hours from 1 to 168 (a week).",
  invoiceNotFound: "This registration has no invoice: places are invoiced once their payment is received.",
  paid: "Payment received: registration confirmed",
  mine: "Your registrations",
  // check-in
  ticketNotFound: "We could not find a ticket with that reference.",
  ticketNotConfirmed: "This ticket's registration is not confirmed (not paid, expired or cancelled).",
  noSessionToday: "This event, retreat or course has no session today: choose the session.",
  checkedIn: "Checked in",
  alreadyCheckedIn: (at: string) => `This ticket was already checked in for this session at ${at}.`,
  attendeesList: "Attendees",
  sessionNotFound: "We could not find that session.",
  sessionCancelledCheckIn: "This session was cancelled: nobody can be checked in at it.",
  // the waiting list
  waitlistJoined: (position: number) => `You are on the waiting list: number ${position} in line.`,
  waitlistSeatsFree: (left: number) =>
    `${left} ${left === 1 ? "place is" : "places are"} still free: book ${left === 1 ? "it" : "them"} instead of joining the waiting list.`,
  waitlistAlready: "This e-mail address is already on the waiting list for this event, retreat or course.",
  waitlistDetails: "Enter your name and e-mail address.",
  waitlistSeats: `Ask for between 1 and ${MAX_ATTENDEES} places.`,
  waitlistLinkInvalid: "This waiting list link is not valid. Please use the link in your latest e-mail.",
  waitlistEntry: "Your place on the waiting list",
  waitlistLeft: "You have left the waiting list.",
  waitlistNotWaiting: "This place on the waiting list is no longer open.",
  waitlistNoOffer: "There is no offer of places to book on this link (yet): you are still in line.",
  waitlistOfferLapsed: "This offer has run out and the places went to the next in line.",
  waitlistTooMany: (seats: number) =>
    `The offer keeps ${seats} ${seats === 1 ? "place" : "places"} for you: name at most ${seats} ${seats === 1 ? "attendee" : "attendees"}.`,
  // changes
  itemCancelled: "This event, retreat or course has been cancelled.",
  cancelled: "Registration cancelled",
  registrationView: "Your registration",
  registrationLinkInvalid:
    "This link is not valid for that registration. Please use the link in your confirmation mail.",
  notCancellable: "This registration is not confirmed or held, so there is nothing to cancel.",
  noCancellation: (terms: string) =>
    `Registrations for this event, retreat or course cannot be cancelled by the booker.${terms ? ` Its cancellation terms: ${terms}` : ""}`,
  cancelTooLate: (lastDay: string, terms: string) =>
    `The cancellation terms allowed cancelling until ${lastDay}, so this registration can no longer be cancelled.${terms ? ` The terms: ${terms}` : ""}`,
  cancelReason: "Say why it is cancelled, 3 to 500 characters; everyone booked is told.",
  itemAlreadyCancelled: "This event, retreat or course is already cancelled.",
  itemCancelledOffice: (registrations: number, refunds: number) =>
    `Cancelled: ${registrations} ${registrations === 1 ? "registration" : "registrations"} cancelled and told, ${refunds} ${refunds === 1 ? "refund" : "refunds"} owed.`,
  itemOver: "This event, retreat or course has ended: it can no longer be cancelled.",
  sessionAlreadyCancelled: "This session is already cancelled.",
  sessionOver: "This session has already begun: it can no longer be cancelled.",
  sessionLastOne: "This is the item's last session still on: cancel the whole event, retreat or course instead.",
  sessionCancelled: (registrations: number, refunds: number) =>
    `Session cancelled: ${registrations} ${registrations === 1 ? "registration" : "registrations"} told, ${refunds} ${refunds === 1 ? "refund" : "refunds"} owed.`,
  messageSubject: `Enter a subject of 3 to ${MESSAGE_SUBJECT_MAX} characters.`,
  messageBody: `Enter a message of 10 to ${MESSAGE_BODY_MAX} characters.`,
  messageSent: (n: number) => `Message queued to ${n} ${n === 1 ? "address" : "addresses"}.`,
  cancelDays: `Enter the days before the first session a booker may cancel, from 0 to ${MAX_CANCEL_DAYS_BEFORE}, or leave it empty for no cancellation.`,
} as const;
