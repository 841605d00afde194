import { z } from "./zod.ts";

/**
 * The portal's Bookings tab: the member's villa contributions (payment plans)
 * and stays (bookings) as one list of rows: id, type, villa, location, dates, status.
 */

export const MEMBER_BOOKING_TYPES = ["Contribution", "Booking"] as const;

export const memberBookingRow = z.object({
  _id: z.string(),
  /** What the member reads as the id: the booking reference, or the contribution's number. */
  id: z.string(),
  type: z.enum(MEMBER_BOOKING_TYPES),
  property_id: z.string(),
  villa_name: z.string(),
  location: z.string(),
  /** yyyy-mm-dd: check-in, or the day the plan was made. */
  start_date: z.string(),
  /** yyyy-mm-dd: check-out, or the day the plan was completed (or its last due date); null when unknown. */
  end_date: z.string().nullable(),
  status: z.string(),
  /** A stay the club cancelled: its reason, as the member reads it. */
  note: z.string().nullable().optional(),
  /** A stay paid online: its invoice. */
  invoice_url: z.string().nullable().optional(),
  /** A stay paid online and cancelled: the credit note of its invoice. */
  credit_note_url: z.string().nullable().optional(),
  /**
   * A stay the member may cancel: what cancelling it today would refund under the club's cancellation terms (rupees
   * paid, rupees refunded, the percentage) and the Full Membership free nights it would give back.
   */
  cancel_refund: z
    .object({
      paid: z.number().int(),
      refund: z.number().int(),
      percent: z.number().int(),
      free_nights: z.number().int(),
    })
    .nullable()
    .optional(),
});
export type MemberBookingRow = z.infer<typeof memberBookingRow>;

const STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  completed: "Completed",
  cancelled: "Cancelled",
  reviewing: "Under review",
  confirmed: "Confirmed",
  checked_in: "Checked in",
  checked_out: "Checked out",
  "checked-in": "Checked in",
  "checked-out": "Checked out",
  "no-show": "No-show",
  held: "Awaiting online payment",
};
export const bookingStatusLabel = (status: string) =>
  STATUS_LABELS[status] ?? status.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/** The contribution number shown for a payment plan. */
export const contributionNumber = (planId: string) => `CTR-${planId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;

export const memberBookingsMessages = {
  empty: "You have no bookings or contributions yet.",
  loading: "Loading your bookings...",
  loadFailed: "We could not load your bookings. Please try again.",
} as const;
