import { createEvent, createEvents, type EventAttributes } from "ics";
import { addClubDays, CLUB_TIME_ZONE } from "../../../common/club-time.ts";

/**
 * Stays as iCalendar: the event attached to every stay confirmation, and a villa's feed for the
 * estate's staff. A stay runs from check-in at 2 PM to check-out at 11 AM in the club's time zone (Asia/Kolkata,
 * UTC+05:30, no summer time), written in UTC so every calendar shows the same moments; a block is whole days.
 */

/** Check-in and check-out times, in the club's time zone. */
export const CHECK_IN_TIME = "14:00";
export const CHECK_OUT_TIME = "11:00";
/** The club's offset from UTC (India keeps no summer time). */
const CLUB_OFFSET = "+05:30";

const PRODUCT_ID = "-//Villa Club//Stays desk//EN";

/** The moment (ms since 1970) of `time` (HH:mm) in the club's time zone on `day` (yyyy-mm-dd). */
export function clubMomentOf(day: string, time: string): number {
  return Date.parse(`${day}T${time}:00${CLUB_OFFSET}`);
}

/** [year, month, day] of a yyyy-mm-dd day: an all-day date. */
const dateOf = (day: string) => day.split("-").map(Number) as [number, number, number];

export interface IcsStay {
  id: string;
  reference: string;
  checkIn: string;
  checkOut: string;
  villaName: string;
  location: string;
  guestName: string;
  /** An owner's stay in their own villa (decision 059): the staff's feed says so. */
  owner?: boolean;
  /** The stay's status (a new confirmation: confirmed); the feed follows it. */
  status?: string;
  /** An early departure: the day the guest left and the moment the desk checked them out. */
  departedOn?: string | null;
  checkedOutAt?: Date | null;
}

/**
 * A stay's event status and sequence in a calendar, from its status: a stay being paid online is TENTATIVE; one
 * cancelled, expired unpaid or a no-show is CANCELLED (a calendar that has the event removes it); the rest CONFIRMED.
 * The sequence rises along a stay's life, so a subscribed calendar takes each change as newer.
 */
const EVENT_OF_STATUS: Record<string, { status: "TENTATIVE" | "CONFIRMED" | "CANCELLED"; sequence: number }> = {
  held: { status: "TENTATIVE", sequence: 0 },
  confirmed: { status: "CONFIRMED", sequence: 1 },
  "checked-in": { status: "CONFIRMED", sequence: 2 },
  "checked-out": { status: "CONFIRMED", sequence: 3 },
  cancelled: { status: "CANCELLED", sequence: 3 },
  expired: { status: "CANCELLED", sequence: 3 },
  "no-show": { status: "CANCELLED", sequence: 3 },
};

const HOUR = 3_600_000;

/**
 * When a stay ends: check-out at 11 AM on its check-out day; after an early departure, the moment the guest was
 * checked out (at least an hour after check-in time, so a guest who left on their arrival day still has an event).
 */
function stayEndOf(stay: IcsStay): number {
  if (!stay.departedOn) return clubMomentOf(stay.checkOut, CHECK_OUT_TIME);
  const left = stay.checkedOutAt?.getTime() ?? clubMomentOf(stay.departedOn, CHECK_OUT_TIME);
  return Math.max(left, clubMomentOf(stay.checkIn, CHECK_IN_TIME) + HOUR);
}

function stayEvent(stay: IcsStay, forStaff: boolean): EventAttributes {
  const event = EVENT_OF_STATUS[stay.status ?? "confirmed"] ?? EVENT_OF_STATUS.confirmed;
  const note =
    event.status === "CANCELLED"
      ? stay.status === "no-show"
        ? " The guest did not come (no-show)."
        : " This stay is cancelled."
      : stay.departedOn
        ? " The guest left early."
        : "";
  return {
    uid: `stay-${stay.id}@villa-club`,
    productId: PRODUCT_ID,
    start: clubMomentOf(stay.checkIn, CHECK_IN_TIME),
    startInputType: "utc",
    startOutputType: "utc",
    end: stayEndOf(stay),
    endInputType: "utc",
    endOutputType: "utc",
    title: forStaff
      ? `${stay.owner ? "Owner stay: " : ""}${stay.guestName} · ${stay.reference}`
      : `Stay at ${stay.villaName}`,
    description: forStaff
      ? `${stay.owner ? "Owner stay" : "Stay"} ${stay.reference} of ${stay.guestName}. Check-in from 2 PM, check-out by 11 AM (${CLUB_TIME_ZONE}).${note}`
      : `Your stay ${stay.reference}. Check-in from 2 PM, check-out by 11 AM (${CLUB_TIME_ZONE}). Please bring a passport, Aadhaar card or driving licence for the primary guest.`,
    location: `${stay.villaName}, ${stay.location}`,
    status: event.status,
    sequence: event.sequence,
    busyStatus: event.status === "CANCELLED" ? "FREE" : "BUSY",
  };
}

const built = (result: { error?: Error | null; value?: string | null }) => {
  if (result.error || !result.value) throw result.error ?? new Error("the calendar could not be written");
  return result.value;
};

/** The .ics a stay confirmation carries (METHOD:PUBLISH): one event, check-in 2 PM to check-out 11 AM, IST. */
export function stayIcs(stay: IcsStay): string {
  return built(createEvent({ ...stayEvent(stay, false), method: "PUBLISH" }));
}

/** The attachment of a stay confirmation: stay-<reference>.ics. */
export function stayIcsAttachment(stay: IcsStay) {
  return {
    text: {
      filename: `stay-${stay.reference}.ics`,
      content: stayIcs(stay),
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    },
  };
}

export interface IcsBlock {
  id: string;
  startDate: string;
  endDate: string;
  reason: string;
  note: string;
  /** A lifted block stays in the feed as cancelled. */
  lifted?: boolean;
}

/**
 * A villa's calendar for the estate's staff: its stays (guest, reference), its blocks (whole days) and the days its
 * rate periods close to arrivals (whole days, "Closed to arrival", free time: a stay may go on over them).
 */
export function villaFeedIcs(
  villa: { name: string; location: string },
  stays: IcsStay[],
  blocks: IcsBlock[],
  closedToArrival: readonly string[] = [],
): string {
  const events: EventAttributes[] = [
    ...stays.map((stay) => stayEvent(stay, true)),
    ...blocks.map((block): EventAttributes => ({
      uid: `block-${block.id}@villa-club`,
      productId: PRODUCT_ID,
      start: dateOf(block.startDate),
      end: dateOf(block.endDate),
      // a booking read from an outside calendar is blocked here too (decision 054)
      title: `Blocked: ${block.reason === "owner" ? "owner's use" : block.reason === "external" ? "booked on another site" : "maintenance"}`,
      description: block.note || undefined,
      location: `${villa.name}, ${villa.location}`,
      status: block.lifted ? "CANCELLED" : "CONFIRMED",
      sequence: block.lifted ? 1 : 0,
      busyStatus: block.lifted ? "FREE" : "BUSY",
    })),
    ...closedToArrival.map((day): EventAttributes => ({
      uid: `closed-to-arrival-${day}@villa-club`,
      productId: PRODUCT_ID,
      start: dateOf(day),
      end: dateOf(addClubDays(day, 1)),
      title: "Closed to arrival",
      description: "No stay may begin on this day (the villa's rate period).",
      location: `${villa.name}, ${villa.location}`,
      status: "CONFIRMED",
      busyStatus: "FREE",
    })),
  ];
  const header = { productId: PRODUCT_ID, method: "PUBLISH", calName: `${villa.name}, ${villa.location}` };
  if (events.length === 0) {
    // an empty calendar is still a calendar
    return [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      `PRODID:${PRODUCT_ID}`,
      "METHOD:PUBLISH",
      `X-WR-CALNAME:${header.calName}`,
      "END:VCALENDAR",
      "",
    ].join("\r\n");
  }
  return built(createEvents(events, header));
}
