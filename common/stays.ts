import { differenceInCalendarDays, parseISO } from "date-fns";
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

/** The coupon list of the review page (spec: code, discount, description; one at a time). Percent off the room charges. */
export const STAY_COUPONS = [
  { code: "FIRSTSTAY", percent: 10, minNights: 1, description: "10% off the room charges of your first stay with the club." },
  { code: "SATVIK5", percent: 5, minNights: 1, description: "5% off, and a Satvik breakfast from the club kitchen every morning." },
  { code: "LONGSTAY15", percent: 15, minNights: 5, description: "15% off stays of 5 nights or more." },
] as const;
export type StayCoupon = (typeof STAY_COUPONS)[number];

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

export const stayMessages = {
  invalidDate: "Choose check-in and check-out dates.",
  checkInPast: "Check-in cannot be in the past.",
  checkOutBeforeCheckIn: "Check-out must be after check-in.",
  tooLong: `A stay can be at most ${MAX_NIGHTS} nights.`,
  tooManyAdults: `A villa sleeps at most ${MAX_ADULTS} adults and ${MAX_CHILDREN} children.`,
  noAdult: "At least one adult must stay.",
  unavailable: "This villa is already booked for some of those nights. Please choose other dates.",
  unknownCoupon: "That coupon does not exist.",
  couponTooShort: (nights: number) => `This coupon needs a stay of at least ${nights} nights.`,
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

export function findCoupon(code: string | undefined): StayCoupon | undefined {
  if (!code) return undefined;
  return STAY_COUPONS.find((c) => c.code === code.trim().toUpperCase());
}

/** Why a coupon cannot be used for a stay of `nights`, or null when it can. */
export function couponProblem(code: string | undefined, nights: number): string | null {
  if (!code) return null;
  const coupon = findCoupon(code);
  if (!coupon) return stayMessages.unknownCoupon;
  if (nights < coupon.minNights) return stayMessages.couponTooShort(coupon.minNights);
  return null;
}

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
  const discount = coupon ? Math.round((roomCharges * coupon.percent) / 100) : 0;
  const taxes = STAY_TAXES_PER_NIGHT * nights;
  return { nights, pricePerNight, roomCharges, couponCode: coupon?.code ?? null, discount, taxes, total: roomCharges - discount + taxes };
}

/** The stay as query parameters, for the links between the stay pages. */
export function stayParams(stay: Partial<Record<"propertyId" | "checkIn" | "checkOut" | "coupon", string>> & { adults?: number | string; children?: number | string }) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(stay)) if (value !== undefined && value !== "") params.set(key, String(value));
  return params.toString();
}
