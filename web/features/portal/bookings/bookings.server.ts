import { stayMessages } from "../../../../common/stays";
import type { PortalContext, PortalFormHandler } from "../portal-context.server";

/** The Bookings tab: the member's contributions and stays, and their places at events, retreats and courses. */
export async function loadBookingsTab({ member, services, language }: PortalContext) {
  const [bookings, programme] = await Promise.all([
    services.bookings.listMine(member.id, language),
    services.programme.mine(member.id),
  ]);
  return { bookings, programme };
}

/** The bookings posts (intent `bookings.<name>`). */
export const bookingsActions: Record<string, PortalFormHandler> = {
  /**
   * Cancels one of the member's stays (its id in the hidden field `booking_id`), until the day before check-in:
   * POST /api/bookings/{id}/cancel's service, its 404 and 409 becoming the form's message.
   */
  async cancel(form, { member, services }) {
    await services.bookings.cancelStay(member, String(form.get("booking_id") ?? "").trim());
    return { ok: true, message: stayMessages.cancelled };
  },
};
