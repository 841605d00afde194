import type { BookingValues } from "../../../common/programme-pages";
import type {
  ProgrammeItemRecord,
  ProgrammeList,
  RegistrationRecord,
  WaitlistRecord,
} from "../../../common/programme-schemas";
import type { FormResult } from "../../lib/form";

/* What the programme's loaders and the booking's action answer (events.server.ts), for the pages. */

/** Each ticket's QR code (its reference alone, as the mail's), drawn on the server as SVG, by ticket reference. */
export type TicketCodes = Record<string, string>;

/**
 * The booking's answer: the registration (confirmed when free; held with Razorpay's order when paid) and its tickets'
 * codes, or the messages with what was typed.
 */
export type BookingResult =
  | (FormResult & { ok: true; registration: RegistrationRecord; codes: TicketCodes })
  | (FormResult & { ok: false; values: BookingValues; status: number });

/** /events's data: the list for the filters in its address, or the failure to read it. */
export type ProgrammeListData =
  | { ok: true; list: ProgrammeList; filters: { kind?: string; location?: string; month?: string }; months: string[] }
  | { ok: false; filters: { kind?: string; location?: string; month?: string }; months: string[] };

/** The signed-in member booking (their account's name and e-mail), or null for a visitor. */
export type Booker = { name: string; email: string } | null;

/** An item's page: the item in the page's language, who books, and the places the form starts with. */
export interface ProgrammeItemData {
  item: ProgrammeItemRecord;
  booker: Booker;
  places: number;
  /** Its first session has begun: it can no longer be booked. */
  started: boolean;
  /** A visitor's name and e-mail the form starts with (an offer of the waiting list: those in line). */
  prefill?: { name: string; email: string };
  /** The page the booking form is on when it is not the item's (an offer's page). */
  path?: string;
}

/** The waiting list form's answer: the place in line, or the refusal with what was typed. */
export type WaitlistJoinResult =
  | (FormResult & { ok: true; intent: "waitlist"; position: number })
  | (FormResult & {
      ok: false;
      intent: "waitlist";
      values: { name: string; email: string; seats: string };
      status: number;
    });

/** /events/waitlist/{token}: the place in line, the item's title in the page's language, and the offer's booking. */
export interface WaitlistPageData {
  entry: WaitlistRecord;
  title: string;
  booking: ProgrammeItemData;
}

/** /events/registrations/{reference}: the registration (title in the page's language), its codes, and cancelling. */
export interface RegistrationPageData {
  registration: RegistrationRecord;
  codes: TicketCodes;
  /** The signed token of the mail's link, carried by the cancel form; null for the signed-in owner. */
  token: string | null;
  /** The terms still allow the booker to cancel. */
  cancellable: boolean;
  /** The confirmation step is open (?cancel=1, the step without JavaScript). */
  confirming: boolean;
}

/** Cancel my places: the refund owed (rupees, 0 when nothing was paid), or why not; `confirm` asks to confirm first. */
export type CancelResult =
  (FormResult & { ok: true; refund: number }) | (FormResult & { ok: false; confirm?: boolean });

/** Leave the list's answer (the page then shows the place as it now is). */
export type LeaveResult = { ok: boolean; intent: string; message: string };
