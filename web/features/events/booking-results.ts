import type { BookingValues } from "../../../common/programme-pages";
import type { ProgrammeItemRecord, ProgrammeList, RegistrationRecord } from "../../../common/programme-schemas";
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
}
