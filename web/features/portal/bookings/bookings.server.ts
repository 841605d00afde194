import type { PortalContext, PortalFormHandler } from "../portal-route.server";

/** The Bookings tab: the member's stays. */
export async function loadBookingsTab({ member, services }: PortalContext) {
  return { bookings: await services.bookings.listMine(member.id) };
}

/** The bookings posts (intent `bookings.<name>`). */
export const bookingsActions: Record<string, PortalFormHandler> = {};
