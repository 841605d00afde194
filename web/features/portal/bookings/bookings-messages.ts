import { memberBookingsMessages } from "../../../../common/member-bookings";
import { stayMessages } from "../../../../common/stays";
import type portalCatalogue from "../../../locales/en/portal.json";
import type { AreaMessages } from "../shared/portal-texts";

/** The Bookings tab's messages: its own, and the answers of a stay's cancellation. */
export const BOOKINGS_MESSAGES = {
  known: {
    bookingsLoading: memberBookingsMessages.loading,
    bookingsEmpty: memberBookingsMessages.empty,
    stayCancelled: stayMessages.cancelled,
    bookingNotFound: stayMessages.bookingNotFound,
    notCancellable: stayMessages.notCancellable,
    cancelTooLate: stayMessages.cancelTooLate,
  },
} as const satisfies AreaMessages;

/** The statuses a row can have (a contribution's, a stay's), by their key in the catalogue's `bookings.statuses`. */
export const BOOKING_STATUS_KEYS: Partial<Record<string, keyof (typeof portalCatalogue)["bookings"]["statuses"]>> = {
  pending: "pending",
  completed: "completed",
  cancelled: "cancelled",
  reviewing: "reviewing",
  confirmed: "confirmed",
  checked_in: "checkedIn",
  checked_out: "checkedOut",
  "checked-in": "checkedIn",
  "checked-out": "checkedOut",
  "no-show": "noShow",
  held: "held",
};
