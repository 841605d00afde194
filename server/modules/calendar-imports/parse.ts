import ICAL from "ical.js";
import { calendarReadErrors as e } from "../../../common/calendar-imports.ts";
import { addClubDays, clubDay } from "../../../common/club-time.ts";
import { hasControlCharacters } from "../../../common/text.ts";
import type { CalendarImportEvent } from "../../db/schema.ts";
import { CalendarReadError } from "./fetch.ts";

/**
 * An outside calendar's events as the nights they take (decision 054), read with ical.js (Mozilla's iCalendar
 * parser, RFC 5545: folded lines, escaped text, VTIMEZONE definitions, recurrences and their exceptions).
 *
 * A whole-day event takes the nights of its days [DTSTART, DTEND) (no DTEND: the one night). An event with times
 * takes the nights from the club day (Asia/Kolkata) it begins on to the club day it ends on, at least one: a
 * booking site's stay from 3 PM to 11 AM is its nights. A time with a zone (UTC or a VTIMEZONE of the file) is
 * placed in the club's time; a floating time, or one whose zone the file does not define, is taken as the club's.
 * Cancelled and transparent ("free") events take no nights. A recurring event is expanded within the horizon.
 */

/** At most this many events within the horizon (occurrences of a recurring event counted each). */
export const CALENDAR_MAX_EVENTS = 2000;
const SUMMARY_MAX = 200;

const pad = (n: number) => String(n).padStart(2, "0");

/** The club day a time falls on. */
function dayOf(time: ICAL.Time): string {
  const wall = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return wall;
  const zone = time.zone;
  // floating, or a zone the file named but did not define: the wall clock is the club's
  if (!zone || zone.tzid === "floating" || (zone.tzid !== "UTC" && !zone.component)) return wall;
  return clubDay(new Date(time.toUnixTime() * 1000));
}

/** The nights [start, end) of one occurrence. */
function nightsOf(start: ICAL.Time, end: ICAL.Time | null): { start: string; end: string } {
  const first = dayOf(start);
  let last = end ? dayOf(end) : addClubDays(first, 1);
  if (last <= first) last = addClubDays(first, 1);
  return { start: first, end: last };
}

/** What the event says, one line without control characters (a booking site's "Reserved", "Not available"). */
const summaryOf = (value: unknown) => {
  const words = typeof value === "string" ? value : "";
  const shown = hasControlCharacters(words)
    ? [...words].map((c) => (hasControlCharacters(c) ? " " : c)).join("")
    : words;
  return shown.trim().slice(0, SUMMARY_MAX);
};

/** Whether an event takes no nights: cancelled, or marked free (TRANSP:TRANSPARENT). */
function takesNoNights(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status === "CANCELLED" || transparency === "TRANSPARENT";
}

/** An event's end as ical.js gives it (DTEND, else DTSTART + DURATION), or null when it has neither. */
function endOf(event: ICAL.Event): ICAL.Time | null {
  const component = event.component;
  if (component.hasProperty("dtend") || component.hasProperty("duration")) return event.endDate;
  return null;
}

/**
 * The events of an iCalendar text that take nights ending after `today` and beginning before the horizon's end
 * (`until`), by first night. A text that is not an iCalendar file, or one with too many events, is refused.
 */
export function calendarEvents(body: string, today: string, until: string): CalendarImportEvent[] {
  if (!/BEGIN:VCALENDAR/i.test(body)) throw new CalendarReadError(e.notCalendar);
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(body) as unknown[]);
  } catch (error) {
    throw new CalendarReadError(e.notCalendar, { cause: error });
  }
  if (root.name !== "vcalendar") throw new CalendarReadError(e.notCalendar);
  const components = root.getAllSubcomponents("vevent");
  // a recurring event's exceptions (RECURRENCE-ID) are given to their event; the rest stand alone
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Component[] = [];
  const single: ICAL.Event[] = [];
  for (const component of components) {
    if (component.hasProperty("recurrence-id")) {
      exceptions.push(component);
      continue;
    }
    const event = new ICAL.Event(component);
    if (event.isRecurring() && event.uid) masters.set(event.uid, event);
    else single.push(event);
  }
  for (const exception of exceptions) {
    const master = masters.get(String(exception.getFirstPropertyValue("uid") ?? ""));
    if (master) master.relateException(exception);
  }

  const events: CalendarImportEvent[] = [];
  const keep = (uid: string, component: ICAL.Component, nights: { start: string; end: string }) => {
    if (nights.end <= today || nights.start >= until || takesNoNights(component)) return;
    if (events.length >= CALENDAR_MAX_EVENTS) throw new CalendarReadError(e.tooManyEvents);
    events.push({ uid, ...nights, summary: summaryOf(component.getFirstPropertyValue("summary")) });
  };

  single.forEach((event, index) => {
    if (!event.component.hasProperty("dtstart")) return;
    // a uid is required by the standard; a calendar without one is still read, each event by its place
    const uid = event.uid || `event-${index}`;
    keep(uid, event.component, nightsOf(event.startDate, endOf(event)));
  });

  for (const [uid, event] of masters) {
    if (takesNoNights(event.component)) continue;
    const expansion = event.iterator();
    for (let count = 0; ; count++) {
      const next = expansion.next();
      if (!next) break;
      if (count > CALENDAR_MAX_EVENTS * 2) throw new CalendarReadError(e.tooManyEvents);
      const details = event.getOccurrenceDetails(next);
      const nights = nightsOf(details.startDate, details.endDate);
      if (nights.start >= until) break;
      keep(`${uid}#${nights.start}`, details.item.component, nights);
    }
  }
  return events.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.uid < b.uid ? -1 : 1));
}
