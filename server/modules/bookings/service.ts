import { clubDay } from "../../../common/club-time.ts";
import { and, asc, eq, ne } from "drizzle-orm";
import { contributionNumber, type MemberBookingRow } from "../../../common/member-bookings.ts";
import type { Db } from "../../db/open.ts";
import { bookings, paymentPlans, paymentSteps, properties } from "../../db/schema.ts";

/**
 * The portal's Bookings tab: the member's villa contributions (their payment
 * plans) and their stays (bookings), newest first. Only the member's own rows.
 */
export async function listMemberBookings(db: Db, userId: string): Promise<MemberBookingRow[]> {
  const villa = { name: properties.name, location: properties.location };
  const [plans, stays] = await Promise.all([
    db
      .select({ plan: paymentPlans, villa })
      .from(paymentPlans)
      .innerJoin(properties, eq(properties.id, paymentPlans.propertyId))
      .where(eq(paymentPlans.userId, userId)),
    db
      .select({ booking: bookings, villa })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(and(eq(bookings.userId, userId), ne(bookings.status, "expired"))),
  ]);
  const lastDue = new Map<string, string>();
  for (const { plan } of plans) {
    const steps = await db
      .select({ dueDate: paymentSteps.dueDate })
      .from(paymentSteps)
      .where(eq(paymentSteps.planId, plan.id))
      .orderBy(asc(paymentSteps.step));
    if (steps.length) lastDue.set(plan.id, steps[steps.length - 1].dueDate);
  }
  // a contribution's days are the club's days of its moments
  const day = clubDay;
  const rows: MemberBookingRow[] = [
    ...plans.map(({ plan, villa: v }) => ({
      _id: plan.id,
      id: contributionNumber(plan.id),
      type: "Contribution" as const,
      property_id: plan.propertyId,
      villa_name: v.name,
      location: v.location,
      start_date: day(plan.createdAt),
      end_date: plan.completedAt ? day(plan.completedAt) : (lastDue.get(plan.id) ?? null),
      status: plan.status,
    })),
    ...stays.map(({ booking, villa: v }) => ({
      _id: booking.id,
      id: booking.reference,
      type: "Booking" as const,
      property_id: booking.propertyId,
      villa_name: v.name,
      location: v.location,
      start_date: booking.checkIn,
      end_date: booking.checkOut,
      // a stay the desk cancelled says so, with its reason (the member cancelling their own stay gives none)
      status: booking.status,
      note: booking.status === "cancelled" && booking.cancelReason ? `Cancelled by the club: ${booking.cancelReason}` : null,
      invoice_url: booking.invoiceNumber ? `/api/bookings/${booking.id}/invoice` : null,
    })),
  ];
  return rows.sort((a, b) => b.start_date.localeCompare(a.start_date) || a.type.localeCompare(b.type));
}
