import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { PropertyRecord } from "../../../common/catalog-schemas.ts";
import { clubToday } from "../../../common/club-time.ts";
import {
  checkStay,
  nightsOf,
  OFFERED_PAYMENT_METHODS,
  priceBreakup,
  stayMessages,
  type BookingRecord,
  type BookStayBody,
  type PriceBreakup,
  type StayRequest,
} from "../../../common/stays.ts";
import type { Db, Tx } from "../../db/open.ts";
import { bookingReferenceSeq, bookings, properties, stayBlocks } from "../../db/schema.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import type { Mailer } from "../../platform/mailer.ts";
import { getProperty } from "../catalog/service.ts";
import { couponForStay } from "../coupons/service.ts";
import { stayCancellationMail, stayConfirmationMail } from "./mail.ts";
import { stayIcsAttachment } from "./stay-ics.ts";
import { isUuid } from "../../../common/ids.ts";

/**
 * Stays in a villa (spec member-side §2 "Property detail", "Booking review", "Payment method"): a quote for a
 * stay, and the booking itself. A villa holds one stay a night: two stays overlap when one begins before the
 * other ends (the check-out day is free for the next guest).
 */

export interface StayDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  logError: (message: string, error: unknown) => void;
}

/** What holds a night of a villa: a stay (not cancelled) or a live block of the desk (issue 16 point 3). */
export async function nightsTakenBy(db: Db | Tx, propertyId: string, checkIn: string, checkOut: string): Promise<"stay" | "block" | null> {
  const [stay] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, propertyId),
        ne(bookings.status, "cancelled"),
        lt(bookings.checkIn, checkOut),
        gt(bookings.checkOut, checkIn),
      ),
    )
    .limit(1);
  if (stay) return "stay";
  const [block] = await db
    .select({ id: stayBlocks.id })
    .from(stayBlocks)
    .where(
      and(
        eq(stayBlocks.propertyId, propertyId),
        isNull(stayBlocks.removedAt),
        lt(stayBlocks.startDate, checkOut),
        gt(stayBlocks.endDate, checkIn),
      ),
    )
    .limit(1);
  return block ? "block" : null;
}

/** Whether another stay (not cancelled) or a live block holds any night of [checkIn, checkOut) in the villa. */
async function isTaken(db: Db | Tx, propertyId: string, checkIn: string, checkOut: string): Promise<boolean> {
  return (await nightsTakenBy(db, propertyId, checkIn, checkOut)) !== null;
}

/**
 * Locks the villa's row for the rest of the transaction: every change to its nights (a booking, a phone booking,
 * a block) takes this lock first, so two of them are decided one after the other.
 */
export async function lockVilla(tx: Tx, propertyId: string) {
  await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).for("update");
}

/** The next booking reference, VWC-B-<year>-<n>, from a sequence in the INSERT. */
export const nextBookingReference = () =>
  sql<string>`'VWC-B-' || to_char(now() at time zone 'Asia/Kolkata', 'YYYY') || '-' || nextval(${bookingReferenceSeq.seqName!}::regclass)`;

/** The stay's nights, or a 400 with the rule's words for a stay the rules refuse. */
function checkedStay(stay: StayRequest, today: string) {
  const problem = checkStay(stay, today);
  if (problem) throw badRequest(problem);
  return nightsOf(stay.checkIn, stay.checkOut);
}

export interface StayQuote {
  property: PropertyRecord;
  stay: StayRequest;
  price: PriceBreakup;
  available: boolean;
}

/** The price of a stay and whether the villa is free for it; 400 for a stay the rules refuse, 404 for no villa. */
export async function quoteStay(db: Db, stay: StayRequest, couponCode: string | undefined, today = clubToday()): Promise<StayQuote> {
  const nights = checkedStay(stay, today);
  const coupon = couponCode ? await couponForStay(db, couponCode, nights, today) : undefined;
  const property = await getProperty(db, stay.propertyId);
  return {
    property,
    stay,
    price: priceBreakup(property.pricePerNight, nights, coupon),
    available: !(await isTaken(db, stay.propertyId, stay.checkIn, stay.checkOut)),
  };
}

/**
 * Books a stay for a member: the price is worked out here again (never taken from the browser), the villa's row
 * is locked so two members cannot take the same nights, and the reference VWC-B-<year>-<n> comes from a sequence
 * in the INSERT. The confirmation mail goes after the booking is stored; a mail failure is logged, not undone.
 */
export async function bookStay(
  deps: StayDeps,
  member: { id: string; email: string; name: string },
  body: BookStayBody,
  today = clubToday(),
): Promise<BookingRecord> {
  if (!OFFERED_PAYMENT_METHODS.includes(body.paymentMethod)) throw badRequest(stayMessages.onlineUnavailable);
  const { guest, couponCode, membershipId, paymentMethod, ...stay } = body;
  const nights = checkedStay(stay, today);
  // the coupon is checked here first (a quick answer), then again under its row lock in the booking's transaction
  if (couponCode) await couponForStay(deps.db, couponCode, nights, today);
  const property = await getProperty(deps.db, stay.propertyId);
  const reference = nextBookingReference();

  const { row, price } = await deps.db.transaction(async (tx) => {
    await lockVilla(tx, stay.propertyId);
    if (await isTaken(tx, stay.propertyId, stay.checkIn, stay.checkOut)) throw new AppError(409, stayMessages.unavailable);
    const coupon = couponCode ? await couponForStay(tx, couponCode, nights, today, true) : undefined;
    const price = priceBreakup(property.pricePerNight, nights, coupon);
    const [inserted] = await tx
      .insert(bookings)
      .values({
        reference,
        userId: member.id,
        propertyId: stay.propertyId,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        adults: stay.adults,
        children: stay.children,
        status: "confirmed",
        guest: {
          bookingFor: guest.bookingFor,
          title: guest.title,
          firstName: guest.firstName,
          lastName: guest.lastName,
          phone: guest.phone,
          email: guest.email,
        },
        nights: price.nights,
        pricePerNight: price.pricePerNight,
        roomCharges: price.roomCharges,
        couponCode: price.couponCode,
        discount: price.discount,
        taxes: price.taxes,
        total: price.total,
        paymentMethod,
        membershipId: membershipId || null,
      })
      .returning();
    return { row: inserted, price };
  });

  const record = bookingRecordOf(row, property, price);
  await sendConfirmation(deps, member, guest, record).catch((error: unknown) =>
    deps.logError(`booking ${record.reference}: confirmation mail failed`, error),
  );
  return record;
}

/** A stored stay as its confirmation and the API tell it: the villa's name and location, the price as accepted. */
export function bookingRecordOf(
  row: typeof bookings.$inferSelect,
  property: { name: string; location: string },
  price: PriceBreakup,
): BookingRecord {
  return {
    _id: row.id,
    reference: row.reference,
    propertyId: row.propertyId,
    villaName: property.name,
    location: property.location,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    adults: row.adults,
    children: row.children,
    status: row.status,
    paymentMethod: row.paymentMethod,
    price,
  };
}

/**
 * Cancels a member's own stay until the day before check-in: its nights are free again at once (every
 * availability check ignores cancelled stays). Another member's booking is not said to exist (404).
 */
export async function cancelStay(
  deps: StayDeps,
  member: { id: string; email: string; name: string },
  bookingId: string,
  today = clubToday(),
) {
  const row = await deps.db.transaction(async (tx) => {
    const [booking] = isUuid(bookingId)
      ? await tx
          .select()
          .from(bookings)
          .where(and(eq(bookings.id, bookingId), eq(bookings.userId, member.id)))
          .for("update")
      : [];
    if (!booking) throw new AppError(404, stayMessages.bookingNotFound);
    if (booking.status !== "confirmed") throw new AppError(409, stayMessages.notCancellable);
    if (booking.checkIn <= today) throw new AppError(409, stayMessages.cancelTooLate);
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: new Date(), cancelledBy: member.id })
      .where(eq(bookings.id, booking.id))
      .returning();
    return cancelled;
  });
  const [villa] = await deps.db.select({ name: properties.name }).from(properties).where(eq(properties.id, row.propertyId));
  await deps.mailer
    .send(
      stayCancellationMail({
        to: member.email,
        memberName: member.name,
        reference: row.reference,
        villaName: villa?.name ?? "your villa",
        checkIn: row.checkIn,
        checkOut: row.checkOut,
      }),
    )
    .catch((error: unknown) => deps.logError(`booking ${row.reference}: cancellation mail failed`, error));
  return { _id: row.id, reference: row.reference, status: row.status };
}

async function sendConfirmation(
  deps: StayDeps,
  member: { email: string; name: string },
  guest: BookStayBody["guest"],
  booking: BookingRecord,
) {
  const to = [member.email, ...(guest.email.toLowerCase() !== member.email.toLowerCase() ? [guest.email] : [])].join(", ");
  const guestName = [guest.title, guest.firstName, guest.lastName].filter(Boolean).join(" ");
  const ics = stayIcsAttachment({
    id: booking._id,
    reference: booking.reference,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    villaName: booking.villaName,
    location: booking.location,
    guestName,
  });
  await deps.mailer.send({
    ...stayConfirmationMail({ to, memberName: member.name, guest, booking, publicUrl: deps.publicUrl }),
    attachments: [ics],
  });
}
