import type { GuestDetails, StayRequest } from "../../../common/stays";

/**
 * The guest details typed on /booking-review, kept in this tab's session storage for /payment-method (they are
 * not sent anywhere until the booking is confirmed). A draft belongs to one stay.
 */
const KEY = "club:stay-guest";

const stayKey = (stay: StayRequest) => [stay.propertyId, stay.checkIn, stay.checkOut, stay.adults, stay.children].join("|");

export function saveGuestDraft(stay: StayRequest, guest: GuestDetails) {
  sessionStorage.setItem(KEY, JSON.stringify({ stay: stayKey(stay), guest }));
}

export function readGuestDraft(stay: StayRequest): GuestDetails | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as { stay: string; guest: GuestDetails } | null;
    return draft && draft.stay === stayKey(stay) ? draft.guest : null;
  } catch {
    return null;
  }
}

export function clearGuestDraft() {
  sessionStorage.removeItem(KEY);
}
