import { format, parseISO } from "date-fns";

/** A yyyy-MM-dd day written out: 12 March 2025 (the same on the server and in the browser). */
export function longDay(isoDay: string): string {
  const day = parseISO(isoDay.slice(0, 10));
  return Number.isNaN(day.getTime()) ? isoDay : format(day, "d MMMM yyyy");
}

/** A moment in the club's time (India), so the page reads the same when rendered and after hydration. */
const clubMoment = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});

export function signedMoment(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${clubMoment.format(at)} IST`;
}
