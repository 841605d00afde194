import { differenceInCalendarDays, parseISO } from "date-fns";
import { formatRupees } from "./money.ts";
import type { StayRequest } from "./stay-schemas.ts";

export type { BookingRecord, BookStayBody, GuestDetails, StayRequest } from "./stay-schemas.ts";

/**
 * Booking a stay in a villa (spec member-side §2 "Property detail", "Booking review", "Payment method"; §5 the
 * stated booking rules): the rules, prices, coupons and messages shared by the server and the pages.
 */

/** Taxes and fees per night, as the villa search shows them ("+₹719 per night"). */
export const STAY_TAXES_PER_NIGHT = 719;
/** Stated booking rule: at most 2 adults and 2 children per villa. */
export const MAX_ADULTS = 2;
export const MAX_CHILDREN = 2;
export const MAX_NIGHTS = 30;
/** The most people one villa takes, adults and children together. */
export const MAX_GUESTS = MAX_ADULTS + MAX_CHILDREN;
/** Stated booking rules: the primary guest is 18 or older; these identity documents are accepted at check-in. */
export const PRIMARY_GUEST_MIN_AGE = 18;
export const ACCEPTED_GUEST_IDS = ["Passport", "Aadhaar", "Driving licence"] as const;

export const GUEST_TITLES = ["Mr.", "Mrs.", "Ms.", "Dr."] as const;
export const BOOKING_FOR = [
  { value: "myself", label: "Myself" },
  { value: "someoneElse", label: "Someone else" },
] as const;

/**
 * A stay coupon as the price rule and the review page see it (spec: code, discount, description; one at a time).
 * The office keeps them (table `coupons`, /admin/coupons): percent or whole rupees off the room charges.
 */
export interface StayCoupon {
  code: string;
  description: string;
  kind: "percent" | "amount";
  value: number;
  minNights: number;
}

/** How a stay is paid (spec: Razorpay by default, or cash at the property). */
export const PAYMENT_METHODS = [
  { value: "razorpay", label: "Pay online with Razorpay", hint: "Cards, UPI and net banking, through Razorpay's secure page." },
  { value: "cod", label: "Pay at the property", hint: "Pay in cash, by card or UPI when you check in." },
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]["value"];
/**
 * The methods offered now, the default first. Online payment needs the club's Razorpay account, which is not
 * connected yet (decision record 008): the page shows it as not available and the API refuses it.
 */
export const OFFERED_PAYMENT_METHODS: readonly PaymentMethod[] = ["cod"];

/** A guest's phone number as the booking forms take it (7 to 15 digits, with spaces, brackets, dashes, a leading +). */
export const GUEST_PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;

export const stayMessages = {
  chooseVilla: "Choose a villa.",
  invalidPhone: "Enter a phone number of 7 to 15 digits.",
  invalidEmail: "Enter a valid e-mail address.",
  invalidDate: "Choose check-in and check-out dates.",
  checkInPast: "Check-in cannot be in the past.",
  checkOutBeforeCheckIn: "Check-out must be after check-in.",
  tooLong: `A stay can be at most ${MAX_NIGHTS} nights.`,
  tooManyAdults: `A villa sleeps at most ${MAX_ADULTS} adults and ${MAX_CHILDREN} children.`,
  noAdult: "At least one adult must stay.",
  unavailable: "This villa is already booked for some of those nights. Please choose other dates.",
  unknownCoupon: "That coupon does not exist.",
  couponTooShort: (nights: number) => `This coupon needs a stay of at least ${nights} nights.`,
  couponNotYetValid: (from: string) => `This coupon can be used from ${from}.`,
  couponExpired: "This coupon has expired.",
  couponUsedUp: "This coupon has been used as many times as it can be.",
  acceptTerms: "Please accept the booking terms to continue.",
  fillGuest: "Please fill in the guest's details.",
  onlineUnavailable: "Online payment is not available yet. Please choose Pay at the property.",
  booked: "Your stay is booked",
  signInToBook: "Sign in to book this stay.",
  bookingNotFound: "We could not find that booking.",
  notCancellable: "This stay is not booked any more, so it cannot be cancelled.",
  cancelTooLate: "A stay can be cancelled until the day before check-in. Please call the club desk.",
  cancelled: "Your stay is cancelled",
} as const;

/** "1 night", "3 nights": a count with its noun. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function nightsOf(checkIn: string, checkOut: string): number {
  return differenceInCalendarDays(parseISO(checkOut), parseISO(checkIn));
}

/** The rules of a stay that depend on today: not in the past, check-out after check-in, at most 30 nights. */
export function checkStay(stay: Pick<StayRequest, "checkIn" | "checkOut">, today: string): string | null {
  if (stay.checkIn < today) return stayMessages.checkInPast;
  if (stay.checkOut <= stay.checkIn) return stayMessages.checkOutBeforeCheckIn;
  if (nightsOf(stay.checkIn, stay.checkOut) > MAX_NIGHTS) return stayMessages.tooLong;
  return null;
}

/** The party of a search, counted as guests (adults and children together): at least one, at most 2 adults + 2 children. */
export function checkGuestCount(guests: number): string | null {
  if (guests < 1) return stayMessages.noAdult;
  if (guests > MAX_GUESTS) return stayMessages.tooManyAdults;
  return null;
}

/** A coupon code as stored: trimmed and upper-case. */
export const couponCodeOf = (code: string) => code.trim().toUpperCase();

/** Why a coupon cannot be used for a stay of `nights`, or null when it can (the rule that needs no database). */
export function couponProblem(coupon: StayCoupon | undefined, nights: number): string | null {
  if (!coupon) return stayMessages.unknownCoupon;
  if (nights < coupon.minNights) return stayMessages.couponTooShort(coupon.minNights);
  return null;
}

/** The coupon's discount on the room charges, in whole rupees: a percent of them, or an amount, never more than them. */
export function couponDiscount(coupon: Pick<StayCoupon, "kind" | "value"> | undefined, roomCharges: number): number {
  if (!coupon) return 0;
  const off = coupon.kind === "percent" ? Math.round((roomCharges * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(off, roomCharges));
}

/** "10% off", "₹500 off": a coupon's discount in words. */
export const couponOffer = (coupon: Pick<StayCoupon, "kind" | "value">) =>
  coupon.kind === "percent" ? `${coupon.value}% off` : `${formatRupees(coupon.value)} off`;

export interface PriceBreakup {
  nights: number;
  pricePerNight: number;
  roomCharges: number;
  couponCode: string | null;
  discount: number;
  taxes: number;
  total: number;
}

/** Room charges (nights × price per night), the coupon's discount on them (whole rupees), taxes per night, the total. */
export function priceBreakup(pricePerNight: number, nights: number, coupon?: StayCoupon): PriceBreakup {
  const roomCharges = pricePerNight * nights;
  const discount = couponDiscount(coupon, roomCharges);
  const taxes = STAY_TAXES_PER_NIGHT * nights;
  return { nights, pricePerNight, roomCharges, couponCode: coupon?.code ?? null, discount, taxes, total: roomCharges - discount + taxes };
}

/** The stay as query parameters, for the links between the stay pages. */
export function stayParams(
  stay: Partial<Record<"propertyId" | "checkIn" | "checkOut" | "coupon", string>> & {
    adults?: number | string;
    children?: number | string;
  },
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(stay)) if (value !== undefined && value !== "") params.set(key, String(value));
  return params.toString();
}
