import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { authMessages } from "../../../common/auth-messages";
import { formatDate, formatClubTime, formatMonth, formatRupees, formatWeekdayDate } from "../../../common/format";
import { clubLocation } from "../../../common/locations";
import { confirmMessages } from "../../../common/confirm";
import { messages as siteMessages } from "../../../common/messages";
import { ONLINE, programmeMessages as m, type ProgrammeKind } from "../../../common/programme";
import { programmeDuration } from "../../../common/programme-display";
import type { ProgrammeItemRecord, SessionRecord } from "../../../common/programme-schemas";
import { useLanguage } from "../../lib/i18n";
import { razorpayCheckoutMessages as rcm } from "../../lib/razorpay-checkout";
import { messageFinder, template, useSay } from "../../lib/say";

/*
 * The words of /events and an item's page are in the `events` catalogues (web/locales/<language>/events.json). The
 * booking's messages come from the programme's schema and service in English, as common/programme.ts words them: the
 * pages say each one they know in their own language, and any other as it came.
 */

/** What the booking form meets when JavaScript is off and the item is paid online. */
export const PAY_NEEDS_SCRIPT = "Paying online needs JavaScript: turn it on and book again.";
/** The booking could not reach the club (the network, or an error page). */
export const BOOKING_FAILED = "We could not reach the club. Please check your connection and try again.";

/** Every message the programme's pages translate, in English as it arrives, by its key in the catalogue's `messages`. */
export const EVENTS_MESSAGES: Readonly<Record<string, string>> = {
  itemNotFound: m.itemNotFound,
  notBookable: m.notBookable,
  alreadyStarted: m.alreadyStarted,
  attendees: m.attendees,
  attendeeName: m.attendeeName,
  bookerRequired: m.bookerRequired,
  bookerEmail: m.bookerEmail,
  bookerPhone: m.bookerPhone,
  membersOnly: m.membersOnly,
  fullMembersOnly: m.fullMembersOnly,
  noPlacesLeft: m.seatsLeft(0),
  onePlaceLeft: m.seatsLeft(1),
  onlinePaymentUnavailable: m.onlinePaymentUnavailable,
  registered: m.registered,
  held: m.held,
  paid: m.paid,
  tooMany: m.tooMany,
  registrationNotFound: m.registrationNotFound,
  invoiceNotFound: m.invoiceNotFound,
  waitlistAlready: m.waitlistAlready,
  waitlistDetails: m.waitlistDetails,
  waitlistLeft: m.waitlistLeft,
  waitlistNotWaiting: m.waitlistNotWaiting,
  waitlistOfferLapsed: m.waitlistOfferLapsed,
  cancelled: m.cancelled,
  notCancellable: m.notCancellable,
  waitlistSeats: m.waitlistSeats,
  waitlistSeatsFreeOne: m.waitlistSeatsFree(1),
  waitlistLinkInvalid: m.waitlistLinkInvalid,
  waitlistNoOffer: m.waitlistNoOffer,
  waitlistTooManyOne: m.waitlistTooMany(1),
  itemCancelled: m.itemCancelled,
  registrationLinkInvalid: m.registrationLinkInvalid,
  noCancellationNoTerms: m.noCancellation(""),
  confirmFirst: confirmMessages.confirmFirst,
  payNeedsScript: PAY_NEEDS_SCRIPT,
  bookingFailed: BOOKING_FAILED,
  razorpayUnavailable: rcm.unavailable,
  razorpayScriptFailed: rcm.scriptFailed,
  razorpayCancelled: rcm.cancelled,
  razorpayFailed: rcm.failed,
  razorpayNotVerified: rcm.notVerified,
  somethingWentWrong: authMessages.somethingWentWrong,
  serviceUnavailable: siteMessages.serviceUnavailable,
  busy: siteMessages.busy,
};

/** "Sorry, only 3 places are left.": the places-left message of more than one place, its number read back. */
export const placesLeftMessage = (left: string) => `Sorry, only ${left} places are left.`;
/** The server's waiting-list and cancellation messages with a number, a day or the item's terms in them. */
export const waitlistJoinedMessage = (position: string) => `You are on the waiting list: number ${position} in line.`;
export const waitlistSeatsFreeMessage = (left: string) =>
  `${left} places are still free: book them instead of joining the waiting list.`;
export const waitlistTooManyMessage = (seats: string) =>
  `The offer keeps ${seats} places for you: name at most ${seats} attendees.`;
const noCancellationMessage = (terms: string) => m.noCancellation(terms);
const cancelTooLateMessage = (lastDay: string, terms: string) => m.cancelTooLate(lastDay, terms);
const cancelTooLateNoTermsMessage = (lastDay: string) => m.cancelTooLate(lastDay, "");
export const EVENTS_TEMPLATES = [
  template("placesLeft", placesLeftMessage, ["left"]),
  template("waitlistJoined", waitlistJoinedMessage, ["position"]),
  template("waitlistSeatsFree", waitlistSeatsFreeMessage, ["left"]),
  template("waitlistTooMany", waitlistTooManyMessage, ["seats"]),
  template("noCancellation", noCancellationMessage, ["terms"]),
  template("cancelTooLateNoTerms", cancelTooLateNoTermsMessage, ["lastDay"]),
  template("cancelTooLate", cancelTooLateMessage, ["lastDay", "terms"]),
];

const findMessage = messageFinder(EVENTS_MESSAGES, EVENTS_TEMPLATES);

/** The programme's pages' texts in the page's language: `t`, `say`, money, an item's kind, place, days and times. */
export function useEventsTexts() {
  const { t } = useTranslation("events");
  const language = useLanguage();
  const say = useSay(t, findMessage);
  return useMemo(() => {
    const place = (location: string | null) => {
      if (location === null || location === ONLINE) return t("place.online");
      const known = clubLocation(location);
      return known ? t(`place.${known.value}`) : location;
    };
    return {
      t,
      say,
      language,
      rupees: (amount: number) => formatRupees(amount, language),
      /** "Free", or "₹3,000 a person". */
      price: (price: number) =>
        price === 0 ? t("item.free") : t("item.perPerson", { price: formatRupees(price, language) }),
      kind: (kind: ProgrammeKind) => t(`kinds.${kind}`),
      place,
      itemPlace: (item: Pick<ProgrammeItemRecord, "location" | "online">) => place(item.online ? null : item.location),
      day: (day: string) => formatDate(day, language),
      weekday: (day: string) => formatWeekdayDate(day, language),
      month: (month: string) => formatMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)), language),
      /** "06:00 am – 07:30 pm" in India time. */
      times: (session: Pick<SessionRecord, "starts_at" | "ends_at">) =>
        t("item.times", {
          start: formatClubTime(session.starts_at, language),
          end: formatClubTime(session.ends_at, language),
        }),
      /** "15 January 2027", or "15 January 2027 – 18 January 2027". */
      days: (item: Pick<ProgrammeItemRecord, "first_day" | "last_day">) =>
        item.first_day === item.last_day
          ? formatDate(item.first_day, language)
          : t("item.dayRange", { from: formatDate(item.first_day, language), to: formatDate(item.last_day, language) }),
      duration: (item: Pick<ProgrammeItemRecord, "first_day" | "last_day">) => {
        const { unit, count } = programmeDuration(item);
        return t(`duration.${unit}`, { count });
      },
      /** "3 places left", "Full". */
      placesLeft: (left: number) => (left === 0 ? t("item.full") : t("item.placesLeft", { count: left })),
    };
  }, [t, say, language]);
}

export type EventsTexts = ReturnType<typeof useEventsTexts>;
