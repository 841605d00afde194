import { addClubMonths } from "./club-time.ts";
import { clubLocation } from "./locations.ts";
import { MAX_ATTENDEES, ONLINE, PROGRAMME_KINDS, type ProgrammeKind } from "./programme.ts";
import { registrationInput } from "./programme-schemas.ts";

/*
 * The programme's pages (decision 050): the filters of /events read from its address, and the booking form of an
 * item's page read from its post, checked by the same schema as POST /api/events/{slug}/registrations. What a page
 * shows of an item (its duration, its words in a language) is common/programme-display.ts, free of zod for the
 * home page's bundle.
 */

/** The filters /events reads from its address; a value it does not know is left out, never an error. */
export interface ProgrammeFilters {
  kind?: ProgrammeKind;
  /** A location's search value (`solan`) or `online`. */
  location?: string;
  /** yyyy-mm */
  month?: string;
  page: number;
}

export function programmeFilters(params: URLSearchParams): ProgrammeFilters {
  const kind = params.get("kind") ?? "";
  const location = (params.get("location") ?? "").trim().toLowerCase();
  const month = params.get("month") ?? "";
  const page = Number(params.get("page") ?? "1");
  const place = location === ONLINE ? ONLINE : clubLocation(location)?.value;
  return {
    ...((PROGRAMME_KINDS as readonly string[]).includes(kind) ? { kind: kind as ProgrammeKind } : {}),
    ...(place ? { location: place } : {}),
    ...(/^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? { month } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The months the filter offers: this one and the next eleven (yyyy-mm), from the club's today. */
export function programmeMonths(today: string, count = 12): string[] {
  const first = `${today.slice(0, 7)}-01`;
  return Array.from({ length: count }, (_, i) => addClubMonths(first, i).slice(0, 7));
}

/** The places a booking may ask for at an item: up to the limit of one booking and the places left. */
export const placesOnOffer = (seatsLeft: number) => Math.max(0, Math.min(MAX_ATTENDEES, seatsLeft));

/** The number of places the form asks for (its `places` field), 1 to the limit of one booking. */
export function placesOf(value: unknown): number {
  const places = Number(typeof value === "string" ? value : 1);
  return Number.isInteger(places) ? Math.min(MAX_ATTENDEES, Math.max(1, places)) : 1;
}

/** The booking form's fields: `places`, `attendees.<i>.name|email`, `booker.name|email|phone`, `includes_me`. */
export const bookingField = {
  places: "places",
  attendeeName: (i: number) => `attendees.${i}.name`,
  attendeeEmail: (i: number) => `attendees.${i}.email`,
  bookerName: "booker.name",
  bookerEmail: "booker.email",
  bookerPhone: "booker.phone",
  includesMe: "includes_me",
} as const;

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * A booking as its form sends it: an attendee per place; a visitor's name, e-mail and phone; a member's phone if
 * given and whether the first attendee is the member (the box `includes_me`).
 */
export function registrationFromForm(form: FormData, asMember: boolean) {
  const places = placesOf(form.get(bookingField.places));
  const attendees = Array.from({ length: places }, (_, i) => ({
    name: textOf(form, bookingField.attendeeName(i)),
    email: textOf(form, bookingField.attendeeEmail(i)),
  }));
  const phone = textOf(form, bookingField.bookerPhone).trim();
  return asMember
    ? { attendees, ...(phone ? { booker: { phone } } : {}), includes_me: form.get(bookingField.includesMe) === "on" }
    : {
        attendees,
        booker: {
          name: textOf(form, bookingField.bookerName),
          email: textOf(form, bookingField.bookerEmail),
          phone,
        },
      };
}

/** A visitor's booking: the booker's name, e-mail and phone are required (a member's come from the account). */
export const visitorRegistrationInput = registrationInput.extend({
  booker: registrationInput.shape.booker.unwrap().required(),
});

/** What was typed in the booking form, given back when a post without JavaScript is refused. */
export type BookingValues = Record<string, string>;

export function bookingValues(form: FormData): BookingValues {
  const values: BookingValues = {};
  for (const [name, value] of form) {
    if (
      typeof value === "string" &&
      (name === "places" || /^(attendees\.\d+|booker)\./.test(name) || name === "includes_me")
    )
      values[name] = value;
  }
  return values;
}
