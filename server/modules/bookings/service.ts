import { clubDay, clubToday } from "../../../common/club-time.ts";
import { and, asc, eq, ne } from "drizzle-orm";
import { contributionNumber, type MemberBookingRow } from "../../../common/member-bookings.ts";
import type { Db, Tx } from "../../db/open.ts";
import { bookings, creditNotes, paymentPlans, paymentSteps, properties } from "../../db/schema.ts";
import { memberCreditNoteUrl } from "../refunds/credit-notes.ts";
import { withDeps } from "../../platform/with-deps.ts";
import type { AuditActor } from "../audit/service.ts";
import { stayRefund, type CancellationTermsInput } from "../../../common/stay-cancellation.ts";
import { cancellationTermsRecord, cancellationTiers, paidFor, saveCancellationTerms } from "./cancellation-terms.ts";
import {
  bookStay,
  cancellationPreview,
  cancelStay,
  creditStay,
  holdStay,
  memberStayInvoice,
  quoteStay,
  scheduleStayUpkeep,
  type StayDeps,
} from "./stays.ts";
import { offeredCoupons, type CouponHolder } from "../coupons/service.ts";
import { villaAvailability } from "./availability.ts";
import { villaNameIn } from "../catalogue/names.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../../common/language.ts";

/**
 * The portal's Bookings tab: the member's villa contributions (their payment
 * plans) and their stays (bookings), newest first. Only the member's own rows; each villa named in `language`.
 */
export async function listMemberBookings(
  db: Db,
  userId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MemberBookingRow[]> {
  const villa = { name: villaNameIn(language), location: properties.location };
  const [plans, stays] = await Promise.all([
    db
      .select({ plan: paymentPlans, villa })
      .from(paymentPlans)
      .innerJoin(properties, eq(properties.id, paymentPlans.propertyId))
      .where(eq(paymentPlans.userId, userId)),
    db
      .select({ booking: bookings, villa, creditNoteId: creditNotes.id })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .leftJoin(creditNotes, eq(creditNotes.bookingId, bookings.id))
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
  // what cancelling a stay today would refund, under the terms as they are (the confirmation step says it)
  const today = clubToday();
  const tiers = await cancellationTiers(db);
  const cancelRefund = (booking: typeof bookings.$inferSelect) => {
    if (booking.status !== "confirmed" || booking.checkIn <= today) return null;
    const r = stayRefund(tiers, { checkIn: booking.checkIn, paid: paidFor(booking) }, today);
    return { paid: r.paid, refund: r.refund, percent: r.percent, free_nights: booking.freeNights };
  };
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
    ...stays.map(({ booking, villa: v, creditNoteId }) => ({
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
      note:
        booking.status === "cancelled" && booking.cancelReason
          ? `Cancelled by the club: ${booking.cancelReason}`
          : null,
      invoice_url: booking.invoiceNumber ? `/api/bookings/${booking.id}/invoice` : null,
      // a stay paid online and cancelled: the credit note of its invoice
      credit_note_url: creditNoteId ? memberCreditNoteUrl(creditNoteId) : null,
      cancel_refund: cancelRefund(booking),
    })),
  ];
  return rows.sort((a, b) => b.start_date.localeCompare(a.start_date) || a.type.localeCompare(b.type));
}

/** The member's stays and contributions: quoted, booked at the property or held while paid online, cancelled, invoiced. */
export function createBookingsService(deps: StayDeps) {
  type Member = { id: string; email: string; name: string };
  return {
    listMine: withDeps(deps.db, listMemberBookings),
    /** A published villa's nights, free or taken, with their prices (the villa page's calendar; no guest's details). */
    availability: (propertyId: string, from: string, to: string) => villaAvailability(deps.db, propertyId, from, to),
    quoteStay: (stay: Parameters<typeof quoteStay>[1], couponCode?: string, member?: { id: string } | null) =>
      quoteStay(deps.db, stay, couponCode, member),
    /** The coupons the booking review offers today (active, today within their dates, not used up, their conditions met). */
    offeredCoupons: (holder?: CouponHolder) => offeredCoupons(deps.db, undefined, holder),
    bookStay: (member: Member, body: Parameters<typeof bookStay>[2]) => bookStay(deps, member, body),
    cancelStay: (member: Member, bookingId: string) => cancelStay(deps, member, bookingId),
    /** What cancelling one of the member's stays today would refund (null: not theirs, or not cancellable). */
    cancellationPreview: (memberId: string, bookingId: string) => cancellationPreview(deps.db, memberId, bookingId),
    /** The club's cancellation terms (decision 052): their tiers, read by the booking review and the confirmation. */
    cancellationTiers: () => cancellationTiers(deps.db),
    cancellationTerms: () => cancellationTermsRecord(deps.db),
    saveCancellationTerms: (actor: AuditActor, input: CancellationTermsInput) =>
      saveCancellationTerms(deps.db, actor, input),
    /** A stay paid online: held in the order's transaction, confirmed when its payment is credited. */
    holdStay: (tx: Tx, member: Member, body: Parameters<typeof holdStay>[3]) => holdStay(deps, tx, member, body),
    creditStay: withDeps(deps, creditStay),
    invoice: withDeps(deps, memberStayInvoice),
    /** Every minute: expired holds released, refunds owed retried (server/start.ts runs it). */
    scheduleUpkeep: withDeps(deps, scheduleStayUpkeep),
  };
}
