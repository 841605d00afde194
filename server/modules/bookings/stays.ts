import { and, eq, gt, gte, isNotNull, isNull, lt, lte, notInArray, or, sql } from "drizzle-orm";
import { invoiceNumber } from "../payments/invoice-number.ts";
import type { PropertyRecord } from "../../../common/catalogue-schemas.ts";
import { addClubMonths, clubToday, writtenDay } from "../../../common/club-time.ts";
import {
  checkStay,
  extraGuestsOf,
  nightsAt,
  nightsOf,
  plural,
  priceBreakup,
  stayMessages,
  type PriceBreakup,
} from "../../../common/stays.ts";
import type { BookStayBody, BookingRecord, StayRequest } from "../../../common/stay-schemas.ts";
import type { Db, Tx } from "../../db/open.ts";
import { bookingReferenceSeq, bookings, memberships, properties, users, villaNights } from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { recordAudit } from "../audit/service.ts";
import { giveBackFreeNights, lockMembershipYear, membershipYearOn, takeFreeNights } from "../membership/ledger.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import type { MailAttachmentRef, MailQueue } from "../../platform/mail-queue.ts";
import type { Sealer } from "../../platform/seal.ts";
import { sealedInvoice, type InvoiceMakingDeps, type InvoiceSealDeps } from "../verification/invoices.ts";
import { getProperty } from "../catalogue/service.ts";
import { couponForStay } from "../coupons/service.ts";
import { stayCancellationMail, stayConfirmationMail } from "./mail.ts";
import { stayIcsAttachment } from "./stay-ics.ts";
import { ratedStay, type RatedVilla } from "./rates.ts";
import { memberLanguage } from "../auth/member-language.ts";
import { villaNameOf } from "../catalogue/names.ts";
import { mayBookVilla } from "../rental/rentable.ts";
import { ownerStaySettingsOf } from "../owner-stays/settings.ts";
import { rentalMessages } from "../../../common/rental.ts";
import { isUuid } from "../../../common/ids.ts";
import { stayTax, type TaxSettings } from "../../../common/gst.ts";
import { invoiceParticularsOf, issueInvoiceParticulars } from "../tax/particulars.ts";
import { cancellationTiers, refundReason, stayRefundOn } from "./cancellation-terms.ts";
import type { StayRefund } from "../../../common/stay-cancellation.ts";
import {
  creditCancelledStay,
  oweRefund,
  refundStayPayment,
  retryOnlineRefunds,
  type RazorpayRefunds,
} from "../refunds/service.ts";

/**
 * Stays in a villa: a quote for a
 * stay, and the booking itself. A villa holds one stay a night: two stays overlap when one begins before the
 * other ends (the check-out day is free for the next guest).
 */

export interface StayDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  logError: (message: string, error: unknown) => void;
  /** The club's seal: a stay's invoice is sealed once and stored (decision 027). */
  sealer: Sealer;
  storage: InvoiceSealDeps["storage"];
  makeInvoice: InvoiceSealDeps["makeInvoice"];
  /** Razorpay's refunds, when online payment is configured. */
  refunds?: RazorpayRefunds | null;
}

/** The statuses of a stay that no longer holds its nights: cancelled, or a hold that ran out before it was paid. */
export const RELEASED_STAY_STATUSES = ["cancelled", "expired"] as const;
/** A stay that holds its nights (confirmed or later, or held while its member pays). */
export const stayHoldsNights = notInArray(bookings.status, [...RELEASED_STAY_STATUSES]);
/** A stay the club expects: not released and not merely held (a held stay is not paid yet). */
export const stayIsBooked = notInArray(bookings.status, [...RELEASED_STAY_STATUSES, "held"]);

/** How long a stay paid online holds its nights while the member pays. */
export const HOLD_MINUTES = 15;

export type NightsKind = "stay" | "hold" | "block";

/** A row of `villa_nights` that still holds its night: a stay's or a block's, or a hold not past its time. */
export const nightIsLive = () => or(isNull(villaNights.expiresAt), gt(villaNights.expiresAt, sql`now()`));

/**
 * What holds a night of a villa: a stay, a live hold (a stay being paid online), or a live block
 * of the desk; one table (`villa_nights`, kept by triggers) answers for all three, and its key refuses two on a night.
 */
export async function nightsTakenBy(
  db: Db | Tx,
  propertyId: string,
  checkIn: string,
  checkOut: string,
): Promise<NightsKind | null> {
  const [night] = await db
    .select({ blockId: villaNights.blockId, expiresAt: villaNights.expiresAt })
    .from(villaNights)
    .where(
      and(
        eq(villaNights.propertyId, propertyId),
        gte(villaNights.night, checkIn),
        lt(villaNights.night, checkOut),
        nightIsLive(),
      ),
    )
    .limit(1);
  if (!night) return null;
  return night.blockId ? "block" : night.expiresAt ? "hold" : "stay";
}

/** Whether another stay, live hold or live block holds any night of [checkIn, checkOut) in the villa. */
async function isTaken(db: Db | Tx, propertyId: string, checkIn: string, checkOut: string): Promise<boolean> {
  return (await nightsTakenBy(db, propertyId, checkIn, checkOut)) !== null;
}

/**
 * Marks the holds that ran out as expired (their nights freed by the trigger, their free nights given back): the
 * villa's before a writer takes nights under its lock, or every villa's for the upkeep timer. Locked rows are left to
 * whoever holds them (a payment being credited at this moment).
 */
export async function releaseExpiredHolds(tx: Tx, propertyId?: string): Promise<number> {
  const expired = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "held"),
        lte(bookings.holdExpiresAt, sql`now()`),
        propertyId ? eq(bookings.propertyId, propertyId) : undefined,
      ),
    )
    .for("update", { skipLocked: true });
  for (const hold of expired) {
    await tx.update(bookings).set({ status: "expired" }).where(eq(bookings.id, hold.id));
    await giveBackFreeNights(tx, hold, null);
  }
  return expired.length;
}

/** A member's own earlier holds (a checkout closed before paying): released before they hold again. */
async function releaseOwnHolds(tx: Tx, userId: string) {
  const own = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.status, "held")))
    .for("update");
  for (const hold of own) {
    await tx.update(bookings).set({ status: "expired" }).where(eq(bookings.id, hold.id));
    await giveBackFreeNights(tx, hold, null);
  }
}

/**
 * Locks the villa's row for the rest of the transaction: every change to its nights (a booking, a hold, a phone
 * booking, a block) takes this lock first, so two of them are decided one after the other (and the key of
 * `villa_nights` refuses what a writer without the lock would double).
 */
export async function lockVilla(tx: Tx, propertyId: string) {
  await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).for("update");
}

/** Turns the refusal of `villa_nights`' key (two stays, holds or blocks on a night) into the rule's 409. */
export async function takingNights<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, stayMessages.unavailable);
    throw error;
  }
}

/** Refuses a party the villa does not sleep. */
export function checkOccupancy(
  property: { name: string; maxAdults: number; maxChildren: number },
  stay: { adults: number; children: number },
) {
  if (stay.adults > property.maxAdults || stay.children > property.maxChildren)
    throw badRequest(stayMessages.overOccupancy(property));
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

/**
 * A guest's online stay (a quote, a booking, a hold) checks in no later than today plus the guests' window the club sets
 * (`owner_stay_settings.guest_window_months`, decision 059): 400 beyond it. The desk's phone bookings and blocks are not
 * limited, and an owner stay keeps the owners' window only.
 */
export async function checkGuestWindow(db: Db | Tx, checkIn: string, today: string) {
  const { guestWindowMonths } = await ownerStaySettingsOf(db);
  const lastCheckIn = addClubMonths(today, guestWindowMonths);
  if (checkIn > lastCheckIn) throw badRequest(stayMessages.beyondWindow(guestWindowMonths, writtenDay(lastCheckIn)));
}

/** A villa as the rate periods price it: its id, its kind of home and its own price per night. */
export const ratedVilla = (property: PropertyRecord): RatedVilla => ({
  id: property._id,
  propertyTypeId: property.propertyType._id,
  pricePerNight: property.pricePerNight,
});

/** The nights' prices of a stay's rates, in its order. */
export const nightPricesOf = (rates: readonly { price: number }[]) => rates.map((rate) => rate.price);

export interface StayQuote {
  property: PropertyRecord;
  stay: StayRequest;
  price: PriceBreakup;
  available: boolean;
}

/**
 * The price of a stay and whether the villa is free for it; 400 for a stay the rules refuse (a check-in beyond the
 * guests' window, a party the villa does not sleep), 404 for no villa. For a signed-in member with an active Full Membership year covering the check-in, the
 * nights come first from the year's free nights left (a quote reserves nothing).
 */
export async function quoteStay(
  db: Db,
  stay: StayRequest,
  couponCode: string | undefined,
  member?: { id: string } | null,
  today = clubToday(),
): Promise<StayQuote> {
  const nights = checkedStay(stay, today);
  await checkGuestWindow(db, stay.checkIn, today);
  const holder = { memberId: member?.id ?? null, checkIn: stay.checkIn, signedOut: !member };
  const coupon = couponCode ? await couponForStay(db, couponCode, nights, today, false, holder) : undefined;
  const property = await getProperty(db, stay.propertyId);
  checkOccupancy(property, stay);
  const rates = await ratedStay(db, ratedVilla(property), stay);
  const year = member ? await membershipYearOn(db, member.id, stay.checkIn) : undefined;
  return {
    property,
    stay,
    price: priceBreakup(nightPricesOf(rates), coupon, {
      freeNightsLeft: year?.freeNightsLeft ?? 0,
      extraGuests: extraGuestsOf(stay.adults, stay.children),
    }),
    available: !(await isTaken(db, stay.propertyId, stay.checkIn, stay.checkOut)),
  };
}

type Member = { id: string; email: string; name: string };

/** The checks of a stay that need no lock: the rules, the coupon (again under its lock later), the villa and its occupancy. */
async function checkedBooking(db: Db | Tx, body: BookStayBody, today: string) {
  const { guest, couponCode, membershipId, paymentMethod, ...stay } = body;
  const nights = checkedStay(stay, today);
  await checkGuestWindow(db, stay.checkIn, today);
  // the coupon is checked here first (a quick answer), then again, with the conditions on who uses it (after the
  // member's own earlier holds are released), under its row lock in the booking's transaction
  if (couponCode) await couponForStay(db, couponCode, nights, today, false, "checked-in-the-booking");
  const property = await getProperty(db, stay.propertyId);
  checkOccupancy(property, stay);
  return { guest, couponCode, membershipId, paymentMethod, stay, nights, property };
}

/**
 * Stores a stay in the transaction: the villa's row locked (two members cannot take the same nights), expired holds
 * released, the price worked out here again (never taken from the browser) with the member's free nights taken under
 * their year's lock, the membership id they typed checked against their own, and the nights taken (the key of
 * `villa_nights` is the last word). A stay paid online is `held` until its payment is verified.
 */
async function placeStay(
  tx: Tx,
  member: Member,
  checked: Awaited<ReturnType<typeof checkedBooking>>,
  held: boolean,
  today: string,
) {
  const { guest, couponCode, membershipId, paymentMethod, stay, nights, property } = checked;
  await lockVilla(tx, stay.propertyId);
  // a villa out of the owners' rental pool is not offered to guests, but its owner stays in it (decision 057)
  if (!(await mayBookVilla(tx, stay.propertyId, member.id, stay.checkIn)))
    throw new AppError(409, rentalMessages.notAvailableForGuests);
  await releaseExpiredHolds(tx, stay.propertyId);
  if (held) await releaseOwnHolds(tx, member.id);
  if (await isTaken(tx, stay.propertyId, stay.checkIn, stay.checkOut))
    throw new AppError(409, stayMessages.unavailable);
  const coupon = couponCode
    ? await couponForStay(tx, couponCode, nights, today, true, { memberId: member.id, checkIn: stay.checkIn })
    : undefined;
  // each night priced by its rate period (read under the villa's lock), the stay's length and check-in day checked
  const rates = await ratedStay(tx, ratedVilla(property), stay);
  const year = await lockMembershipYear(tx, member.id, stay.checkIn);
  if (membershipId && membershipId.toUpperCase() !== year?.number) {
    throw badRequest(year ? stayMessages.membershipIdNotYours : stayMessages.noActiveMembership);
  }
  const price = priceBreakup(nightPricesOf(rates), coupon, {
    freeNightsLeft: year?.freeNightsLeft ?? 0,
    extraGuests: extraGuestsOf(stay.adults, stay.children),
  });
  const [row] = await takingNights(() =>
    tx
      .insert(bookings)
      .values({
        reference: nextBookingReference(),
        userId: member.id,
        propertyId: stay.propertyId,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        adults: stay.adults,
        children: stay.children,
        status: held ? "held" : "confirmed",
        holdExpiresAt: held ? sql`now() + make_interval(mins => ${HOLD_MINUTES})` : null,
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
        nightPrices: price.nightPrices,
        roomCharges: price.roomCharges,
        couponCode: price.couponCode,
        discount: price.discount,
        taxes: price.taxes,
        total: price.total,
        freeNights: price.freeNights,
        membershipRow: price.freeNights > 0 ? year!.id : null,
        extraGuests: price.extraGuests,
        extraGuestCharge: price.extraGuestCharge,
        paymentMethod,
        membershipId: membershipId ? membershipId.toUpperCase() : null,
      })
      .returning(),
  );
  if (year && price.freeNights > 0) {
    await takeFreeNights(tx, year, price.freeNights, {
      actor: { id: member.id, role: "member" },
      memberId: member.id,
      reference: row.reference,
    });
  }
  return { row, price, property };
}

/**
 * Books a stay paid at the property (spec: cod): stored confirmed, with the reference VWC-B-<year>-<n> from a
 * sequence in the INSERT, its confirmation mail queued in the same transaction (decision 026).
 */
export async function bookStay(
  deps: StayDeps,
  member: Member,
  body: BookStayBody,
  today = clubToday(),
): Promise<BookingRecord> {
  if (body.paymentMethod !== "cod") throw badRequest(stayMessages.payOnlineThroughCheckout);
  const checked = await checkedBooking(deps.db, body, today);
  return deps.db.transaction(async (tx) => {
    const { row, price, property } = await placeStay(tx, member, checked, false, today);
    const record = bookingRecordOf(row, property, price);
    await sendConfirmation(deps, tx, { ...member, userId: member.id }, storedGuest(row.guest), record);
    return record;
  });
}

/**
 * Holds a stay paid online inside the transaction that makes its Razorpay order: its nights are
 * the member's for 15 minutes (the hold then expires by itself: every reader ignores it after its time, and the next
 * writer or the upkeep timer marks it expired). Answers the amount to charge, worked out here.
 */
export async function holdStay(deps: StayDeps, tx: Tx, member: Member, body: BookStayBody, today = clubToday()) {
  if (body.paymentMethod !== "razorpay") throw badRequest(stayMessages.payOnlineThroughCheckout);
  const checked = await checkedBooking(tx, body, today);
  const { row, price, property } = await placeStay(tx, member, checked, true, today);
  return {
    bookingId: row.id,
    amount: price.total,
    receipt: row.reference,
    description: `Stay ${row.reference} at ${property.name}, ${plural(price.nights, "night", "nights")}`,
    booking: bookingRecordOf(row, property, price),
  };
}

/**
 * Credits a verified online payment to its stay, in the transaction that marks the order paid: a held stay is
 * confirmed. A hold that ran out first is confirmed if its nights (and free nights) are still there; otherwise the
 * stay stays expired and the payment is refunded after the commit. The confirmation and its invoice are queued in
 * the transaction; answers what to do after the commit (a refund).
 */
export async function creditStay(
  deps: StayDeps,
  tx: Tx,
  bookingId: string,
  paymentId: string,
): Promise<() => Promise<void>> {
  const [found] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  if (!found) throw new AppError(404, stayMessages.bookingNotFound);
  if (found.status !== "held" && found.status !== "expired") return async () => {};
  let keep = true;
  if (found.status === "expired") {
    await lockVilla(tx, found.propertyId);
    await releaseExpiredHolds(tx, found.propertyId);
    keep = !(await isTaken(tx, found.propertyId, found.checkIn, found.checkOut));
    if (keep && found.membershipRow && found.freeNights > 0) {
      const [year] = await tx.select().from(memberships).where(eq(memberships.id, found.membershipRow)).for("update");
      keep = !!year && year.freeNights - year.freeNightsUsed >= found.freeNights;
      if (keep) {
        await takeFreeNights(
          tx,
          { id: year.id, number: year.number, freeNightsLeft: year.freeNights - year.freeNightsUsed },
          found.freeNights,
          {
            actor: null,
            memberId: found.userId ?? "",
            reference: found.reference,
          },
        );
      }
    }
  }
  const [row] = await tx
    .update(bookings)
    .set({
      status: keep ? "confirmed" : "expired",
      paidAt: new Date(),
      razorpayPaymentId: paymentId,
      // a stay paid online has its invoice, numbered like every invoice of the club
      invoiceNumber: keep ? stayInvoiceNumber(new Date()) : null,
    })
    .where(eq(bookings.id, bookingId))
    .returning();
  await recordAudit(tx, {
    actor: null,
    action: keep ? "stay.paid-online" : "stay.paid-after-hold",
    memberId: row.userId,
    subjectId: row.id,
    detail: { reference: row.reference, total: row.total, payment: paymentId },
  });
  if (!keep && row.userId && row.total > 0) {
    // the payment could not keep the stay: the club owes it back, through Razorpay after the commit
    await oweRefund(tx, {
      kind: "unapplied",
      userId: row.userId,
      what: `Online payment for stay ${row.reference}, whose nights were taken before the payment came`,
      amount: row.total,
      razorpayPaymentId: paymentId,
      bookingId: row.id,
      actor: null,
    });
  }
  const [member] = row.userId
    ? await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, row.userId))
    : [];
  const [villa] = await tx
    .select({ name: properties.name, location: properties.location })
    .from(properties)
    .where(eq(properties.id, row.propertyId));
  if (keep && villa && row.userId && row.invoiceNumber) {
    await issueInvoiceParticulars(tx, {
      number: row.invoiceNumber,
      invoice: "stay",
      memberId: row.userId,
      supply: "stay",
      villaLocation: villa.location,
      lines: (rules, interState) => stayTaxParticulars(storedPrice(row), row.reference, villa, rules, interState),
    });
  }
  if (keep && member && villa) {
    // the confirmation with the stay's invoice (rendered and sealed when the mail is sent), queued with the payment
    await sendConfirmation(
      deps,
      tx,
      { ...member, userId: row.userId! },
      storedGuest(row.guest),
      bookingRecordOf(row, villa, storedPrice(row)),
      { invoice: { kind: "stay", userId: row.userId!, id: row.id } },
    );
  }
  return async () => {
    if (!keep) await refundStay(deps, row.id);
  };
}

/** A stay's invoice lines: the accommodation (room and the stay fee) and the extra guests, GST as `stayTax` works it out. */
function stayTaxParticulars(
  price: PriceBreakup,
  reference: string,
  villa: { name: string; location: string },
  rules: TaxSettings,
  interState: boolean,
) {
  const { lines, taxesAndFees } = stayTax(price, { stay: rules.stay, extra: rules["extra-guests"] }, interState, {
    stay: `${villa.name}, ${villa.location}, stay ${reference}, ${plural(price.nights, "night", "nights")}`,
    extra: `${plural(price.extraGuests, "guest", "guests")} × ${plural(price.nights, "night", "nights")}`,
  });
  return { lines, taxesAndFees };
}

/** The invoice number of a stay being credited (in the crediting UPDATE): the club's one numbering of invoices. */
const stayInvoiceNumber = (now: Date) => invoiceNumber(bookings.invoiceNumber, now);

/**
 * The invoice of a stay paid online, as a PDF (and its mail attachment), as the club issues it: issued when
 * paid, its verification link on every page, sealed once and stored.
 */
export async function stayInvoicePdf(
  deps: InvoiceSealDeps,
  row: typeof bookings.$inferSelect,
  member: { name: string; email: string },
  villa: { name: string; location: string },
) {
  const data = {
    invoiceNumber: row.invoiceNumber!,
    reference: row.reference,
    paidAt: row.paidAt!,
    paymentId: row.razorpayPaymentId!,
    member,
    villa,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    adults: row.adults,
    children: row.children,
    price: storedPrice(row),
    particulars: await invoiceParticularsOf(deps.db, row.invoiceNumber!),
  };
  return sealedInvoice(deps, { number: data.invoiceNumber, issuedAt: data.paidAt }, { kind: "stay", data });
}
/** GET /api/bookings/{id}/invoice: the invoice of the member's own stay paid online (404 for another's or a stay without one). */
export async function memberStayInvoice(deps: InvoiceSealDeps, userId: string, bookingId: string) {
  const { db } = deps;
  const [found] = isUuid(bookingId)
    ? await db
        .select({
          booking: bookings,
          villa: { name: properties.name, location: properties.location },
          member: { name: users.name, email: users.email },
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId), isNotNull(bookings.invoiceNumber)))
    : [];
  if (!found) throw new AppError(404, stayMessages.invoiceNotFound);
  return {
    name: `invoice-${found.booking.invoiceNumber}.pdf`,
    pdf: await stayInvoicePdf(deps, found.booking, found.member, found.villa),
  };
}

/** A stay's invoice by the booking's id, sealed once and stored; null when the stay has no invoice. */
export async function stayInvoiceById(
  deps: InvoiceSealDeps,
  bookingId: string,
): Promise<{ number: string; bytes: Uint8Array } | null> {
  if (!isUuid(bookingId)) return null;
  const [found] = await deps.db
    .select({
      booking: bookings,
      villa: { name: properties.name, location: properties.location },
      member: { name: users.name, email: users.email },
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(bookings.id, bookingId), isNotNull(bookings.invoiceNumber)));
  if (!found) return null;
  return {
    number: found.booking.invoiceNumber!,
    bytes: await stayInvoicePdf(deps, found.booking, found.member, found.villa),
  };
}

/** The guest as a booking stores it (the review page's form without its terms box). */
type StoredGuest = Omit<BookStayBody["guest"], "agreeTerms">;
const storedGuest = (guest: Record<string, string>) => guest as StoredGuest;

/** The price of a stored stay, as it was accepted. */
export function storedPrice(row: typeof bookings.$inferSelect): PriceBreakup {
  return {
    nights: row.nights,
    pricePerNight: row.pricePerNight,
    // a stay priced before rate periods: every night at its one price
    nightPrices: row.nightPrices.length === row.nights ? row.nightPrices : nightsAt(row.pricePerNight, row.nights),
    freeNights: row.freeNights,
    roomCharges: row.roomCharges,
    extraGuests: row.extraGuests,
    extraGuestCharge: row.extraGuestCharge,
    couponCode: row.couponCode,
    discount: row.discount,
    taxes: row.taxes,
    total: row.total,
  };
}

/**
 * Gives back an online payment of a stay that was cancelled (by the member within the policy, or by the desk) or
 * could not be kept: the refund owed for it (written with the cancellation) goes through Razorpay's refund API with
 * an idempotency key of the stay, so a retry never refunds twice (server/modules/refunds). Called after the
 * cancellation commits and again by the upkeep timer for any refund that failed; audited.
 */
export const refundStay = (deps: Omit<StayDeps, InvoiceMakingDeps>, bookingId: string): Promise<void> =>
  refundStayPayment(deps, bookingId);

/** The refunds through Razorpay still owed (their first try failed): retried by the upkeep timer. */
export const retryRefunds = (deps: Omit<StayDeps, InvoiceMakingDeps>): Promise<number> => retryOnlineRefunds(deps);

/**
 * The stays' upkeep in the process: every minute, expired holds are marked expired (their free nights back) and
 * refunds owed are retried. `stop()` ends the timer and waits for a run in progress.
 */
export function scheduleStayUpkeep(deps: StayDeps, everyMs = 60_000) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running
      .then(async () => {
        await deps.db.transaction((tx) => releaseExpiredHolds(tx));
        if (deps.refunds) await retryRefunds(deps);
      })
      .catch((error: unknown) => deps.logError("The stays' upkeep failed", error));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
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

/** What a cancellation's mail and answer say of the money: what was paid, what the terms refund, the credit note. */
export function cancelledMoney(
  booking: Pick<typeof bookings.$inferSelect, "razorpayPaymentId">,
  refund: StayRefund,
  owed: Awaited<ReturnType<typeof creditCancelledStay>>,
) {
  if (refund.paid <= 0) return undefined;
  return {
    paid: refund.paid,
    refund: owed?.refund.amountOwed ?? 0,
    percent: refund.percent,
    daysBefore: refund.days_before,
    online: booking.razorpayPaymentId !== null,
    waived: refund.waived,
    creditNote: owed?.creditNote
      ? { id: owed.creditNote.id, number: owed.creditNote.number, invoiceNumber: owed.creditNote.invoiceNumber }
      : null,
  };
}

/** The answer of a cancellation: what the terms refund of what was paid, and the free nights given back. */
export const cancellationAnswer = (
  refund: StayRefund,
  owed: Awaited<ReturnType<typeof creditCancelledStay>>,
  freeNights: number,
) => ({
  paid: refund.paid,
  amount: owed?.refund.amountOwed ?? 0,
  percent: refund.percent,
  days_before: refund.days_before,
  waived: refund.waived,
  method: owed ? owed.refund.method : null,
  credit_note: owed?.creditNote?.number ?? null,
  free_nights_returned: freeNights,
});

/**
 * Cancels a member's own stay until the day before check-in: its nights are free again at once (every
 * availability check ignores cancelled stays). What was paid is refunded as the club's cancellation terms give on the
 * day it is made (club days before check-in; decision 052): a stay paid online by a partial refund through Razorpay
 * after the commit, with a credit note of that part of its invoice; an advance received at the property through the
 * refunds queue. A Full Member's free nights always go back to their year. Another member's booking is not said to
 * exist (404).
 */
export async function cancelStay(
  deps: StayDeps,
  member: { id: string; email: string; name: string },
  bookingId: string,
  today = clubToday(),
) {
  const { row, answer } = await deps.db.transaction(async (tx) => {
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
    const actor = { id: member.id, role: "member" } as const;
    // its free nights go back to the membership year whatever the terms; what was paid is refunded as they give
    await giveBackFreeNights(tx, cancelled, actor);
    const refund = await stayRefundOn(tx, cancelled, today);
    const owed = await creditCancelledStay(
      tx,
      cancelled,
      actor,
      refundReason("Stay cancelled by the member", refund),
      refund,
    );
    if (refund.paid > 0 || cancelled.freeNights > 0) {
      await recordAudit(tx, {
        actor,
        action: "stay.cancelled",
        memberId: member.id,
        subjectId: cancelled.id,
        detail: {
          reference: cancelled.reference,
          paid: refund.paid,
          refund: owed?.refund.amountOwed ?? 0,
          percent: refund.percent,
          daysBefore: refund.days_before,
          ...(cancelled.freeNights > 0 ? { freeNightsReturned: cancelled.freeNights } : {}),
          ...(owed?.creditNote ? { creditNote: owed.creditNote.number } : {}),
        },
      });
    }
    const language = await memberLanguage(tx, member.id);
    const villaName = await villaNameOf(tx, cancelled.propertyId, language);
    const money = cancelledMoney(cancelled, refund, owed);
    await deps.mail.send(
      tx,
      stayCancellationMail({
        to: member.email,
        memberName: member.name,
        language,
        reference: cancelled.reference,
        villaName: villaName ?? "your villa",
        checkIn: cancelled.checkIn,
        checkOut: cancelled.checkOut,
        ...(money ? { money } : {}),
        ...(cancelled.freeNights > 0 ? { freeNights: cancelled.freeNights } : {}),
      }),
    );
    return { row: cancelled, answer: cancellationAnswer(refund, owed, cancelled.freeNights) };
  });
  await refundStay(deps, row.id);
  return { _id: row.id, reference: row.reference, status: row.status, refund: answer };
}

/**
 * What cancelling one of the member's own stays today would refund (the portal's confirmation step, before the member
 * confirms): null for a stay that is not theirs or cannot be cancelled.
 */
export async function cancellationPreview(db: Db, memberId: string, bookingId: string, today = clubToday()) {
  if (!isUuid(bookingId)) return null;
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, memberId)));
  if (!booking || booking.status !== "confirmed" || booking.checkIn <= today) return null;
  const refund = await stayRefundOn(db, booking, today);
  return { ...refund, free_nights: booking.freeNights };
}

async function sendConfirmation(
  deps: StayDeps,
  tx: Tx,
  member: { email: string; name: string; userId: string },
  guest: StoredGuest,
  booking: BookingRecord,
  invoice?: MailAttachmentRef,
) {
  const to = [member.email, ...(guest.email.toLowerCase() !== member.email.toLowerCase() ? [guest.email] : [])].join(
    ", ",
  );
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
  const language = await memberLanguage(tx, member.userId);
  // the mail names the villa in the member's language; the calendar entry keeps the name as typed
  const villaName = language === "en" ? null : await villaNameOf(tx, booking.propertyId, language);
  await deps.mail.send(tx, {
    ...stayConfirmationMail({
      to,
      memberName: member.name,
      guest,
      booking: villaName ? { ...booking, villaName } : booking,
      publicUrl: deps.publicUrl,
      language,
      terms: await cancellationTiers(tx),
    }),
    attachments: invoice ? [ics, invoice] : [ics],
  });
}
