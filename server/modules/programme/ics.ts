import { createEvents, type EventAttributes } from "ics";
import { CLUB_TIME_ZONE } from "../../../common/club-time.ts";

const PRODUCT_ID = "-//Villa Club//Programme//EN";

export interface IcsProgramme {
  registrationId: string;
  reference: string;
  title: string;
  place: string | null;
  sessions: { id: string; startsAt: Date; endsAt: Date }[];
}

/**
 * A registration's sessions as iCalendar (METHOD:PUBLISH), one event a session, written in UTC so every calendar
 * shows the same moments (as a stay's .ics does, server/modules/bookings/stay-ics.ts).
 */
export function programmeIcs(registration: IcsProgramme): string {
  const events: EventAttributes[] = registration.sessions.map((session, i) => ({
    uid: `programme-${registration.registrationId}-${session.id}@villa-club`,
    productId: PRODUCT_ID,
    start: session.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: session.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title:
      registration.sessions.length > 1
        ? `${registration.title} (${i + 1}/${registration.sessions.length})`
        : registration.title,
    description: `Registration ${registration.reference}. Times in ${CLUB_TIME_ZONE}.`,
    location: registration.place ?? "Online",
    status: "CONFIRMED",
    busyStatus: "BUSY",
  }));
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, method: "PUBLISH" });
  if (error || !value) throw error ?? new Error("the calendar could not be written");
  return value;
}
