import { differenceInCalendarDays, parseISO } from "date-fns";
import { formatRupees } from "./money.ts";

/**
 * Booking a stay in a villa (its page, the booking review and the payment method): the booking rules, prices,
 * coupons and messages shared by the server and the pages.
 */

/** Taxes and fees per night, as the villa search shows them ("+₹719 per night"). */
export const STAY_TAXES_PER_NIGHT = 719;
/**
 * Stated booking rule: a stay's rate covers 2 adults and 2 children (the "4 members" of Full Membership too). More
 * guests, up to what the villa sleeps (its `maxAdults` and `maxChildren`), pay the extra guest charge.
 */
export const MAX_ADULTS = 2;
export const MAX_CHILDREN = 2;
export const MAX_NIGHTS = 30;
/** The party the villa search takes (spec: adults 1 to 4), adults and children together. */
export const MAX_GUESTS = MAX_ADULTS + MAX_CHILDREN;
/** Spec member-side §9: "Extra guest ₹1000 per person per night". */
export const EXTRA_GUEST_CHARGE_PER_NIGHT = 1000;
/** The most adults or children a stay request can name at all; the villa's own occupancy is checked on the server. */
export const MAX_PARTY = 20;

/** The guests beyond the 2 adults and 2 children a stay's rate covers. */
export function extraGuestsOf(adults: number, children: number): number {
  return Math.max(0, adults - MAX_ADULTS) + Math.max(0, children - MAX_CHILDREN);
}

/** "4 adults + 2 kids": who a villa sleeps, as DETAILS and the cards say it. */
export const occupancyLabel = (villa: { maxAdults: number; maxChildren: number }) =>
  villa.maxChildren > 0 ? `${villa.maxAdults} adults + ${villa.maxChildren} kids` : `${villa.maxAdults} adults`;
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

/**
 * How a stay is paid (spec: Razorpay by default, or cash at the property). Online payment is offered when the club's
 * Razorpay keys are configured: the stay is held while Razorpay's window takes the payment.
 */
export const STAY_PAYMENT_METHODS = ["razorpay", "cod"] as const;
export type PaymentMethod = (typeof STAY_PAYMENT_METHODS)[number];
const PAYMENT_METHOD_WORDS: Record<PaymentMethod, { label: string; hint: string }> = {
  razorpay: { label: "Pay online with Razorpay", hint: "Cards, UPI and net banking, through Razorpay's secure page." },
  cod: { label: "Pay at the property", hint: "Pay in cash, by card or UPI when you check in." },
};
/** The payment methods as the payment page offers them, in this order. */
export const PAYMENT_METHODS = STAY_PAYMENT_METHODS.map((value) => ({ value, ...PAYMENT_METHOD_WORDS[value] }));

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
  /** A guest's check-in beyond the guests' window (decision 059): the months, and the last check-in day written out. */
  beyondWindow: (months: number, lastDay: string) =>
    `Stays can be booked up to ${plural(months, "month", "months")} ahead: choose a check-in on or before ${lastDay}.`,
  tooManyAdults: `A villa sleeps at most ${MAX_ADULTS} adults and ${MAX_CHILDREN} children.`,
  overOccupancy: (villa: { name: string; maxAdults: number; maxChildren: number }) =>
    `${villa.name} sleeps at most ${plural(villa.maxAdults, "adult", "adults")} and ${plural(villa.maxChildren, "child", "children")}.`,
  noAdult: "At least one adult must stay.",
  unavailable: "This villa is already booked for some of those nights. Please choose other dates.",
  unknownCoupon: "That coupon does not exist.",
  couponTooShort: (nights: number) => `This coupon needs a stay of at least ${nights} nights.`,
  couponNotYetValid: (from: string) => `This coupon can be used from ${from}.`,
  couponExpired: "This coupon has expired.",
  couponUsedUp: "This coupon has been used as many times as it can be.",
  couponNeedsSignIn: "Sign in to use this coupon: it is for the club's members.",
  couponMembersOnly: "This coupon is for the club's members only.",
  couponFirstStayOnly:
    "This coupon is for a member's first stay with the club only, and you already have a stay with us.",
  couponFullMembersOnly:
    "This coupon is for Full Members only: it needs a Full Membership year that covers the check-in day.",
  acceptTerms: "Please accept the booking terms to continue.",
  fillGuest: "Please fill in the guest's details.",
  onlineUnavailable: "Online payment is not available yet. Please choose Pay at the property.",
  payOnlineThroughCheckout: "A stay paid online is booked through the Razorpay checkout of the payment page.",
  membershipIdNotYours: "That membership ID is not yours. Your Membership card in the portal shows your ID.",
  invoiceNotFound: "This stay has no invoice: a stay paid at the property is invoiced at the desk.",
  noActiveMembership:
    "You have no active Full Membership for these dates. Leave the membership ID empty or renew your membership.",
  booked: "Your stay is booked",
  signInToBook: "Sign in to book this stay.",
  bookingNotFound: "We could not find that booking.",
  notCancellable: "This stay is not booked any more, so it cannot be cancelled.",
  cancelTooLate: "A stay can be cancelled until the day before check-in. Please call the club desk.",
  cancelled: "Your stay is cancelled",
  /**
   * A stay shorter than the minimum stay of a rate period covering one of its nights: the period's first and last night
   * as `minStayDays` writes them ("14 Dec 2026"), and its minimum (2 or more: a minimum of 1 refuses nothing).
   */
  minStay: (from: string, to: string, nights: number) => `Stays from ${from} to ${to} need at least ${nights} nights.`,
  /** A check-in on a weekday the rate period of the check-in night closes to arrivals ("Sundays"). */
  closedToArrival: (weekdays: string) =>
    `Arrivals are not possible on ${weekdays} at this villa. Please choose another check-in day.`,
} as const;

/** "1 night", "3 nights": a count with its noun. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function nightsOf(checkIn: string, checkOut: string): number {
  return differenceInCalendarDays(parseISO(checkOut), parseISO(checkIn));
}

/** The rules of a stay that depend on today: not in the past, check-out after check-in, at most 30 nights. */
export function checkStay(stay: { checkIn: string; checkOut: string }, today: string): string | null {
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
  /**
   * The stay's nightly price: the one price of its nights, or the lowest of them when its nights are priced apart
   * (rate periods, weekends; `nightPrices` has each).
   */
  pricePerNight: number;
  /** Each night's price, in the stay's order (rate periods, decision 051); the free nights are the first ones. */
  nightPrices: number[];
  /** Nights taken from the member's Full Membership year (free), before any is charged. */
  freeNights: number;
  /** The nights charged, each at its own price: the sum of the nights' prices after the free ones. */
  roomCharges: number;
  /** Guests beyond 2 adults and 2 children, and their charge: extra guests × ₹1000 × nights. */
  extraGuests: number;
  extraGuestCharge: number;
  couponCode: string | null;
  discount: number;
  taxes: number;
  total: number;
}

/** What a stay's price depends on beyond the nights' prices and the coupon. */
export interface PriceExtras {
  /** Free nights the member's membership year still has (taken first, up to the stay's nights). */
  freeNightsLeft?: number;
  extraGuests?: number;
}

/** `nights` nights at one price: the nights' prices of a stay priced at one rate. */
export const nightsAt = (price: number, nights: number): number[] => Array.from({ length: nights }, () => price);

/**
 * Spec member-side §9: "free days deducted first, remainder charged at the regular rate, extra guests charged".
 * Each night has its price (the rate period covering it, else the villa's price per night: `nightRates` on the server).
 * A Full Member's free nights are the stay's first nights (decision 051); the room charges are the other nights' prices
 * added up, the coupon's discount is on them (whole rupees), extra guests × ₹1000 × every night, taxes and fees per
 * night (free nights too), the total.
 */
export function priceBreakup(
  nightPrices: readonly number[],
  coupon?: StayCoupon,
  extras: PriceExtras = {},
): PriceBreakup {
  const nights = nightPrices.length;
  const freeNights = Math.max(0, Math.min(nights, extras.freeNightsLeft ?? 0));
  const roomCharges = nightPrices.slice(freeNights).reduce((sum, price) => sum + price, 0);
  const discount = couponDiscount(coupon, roomCharges);
  const extraGuests = Math.max(0, extras.extraGuests ?? 0);
  const extraGuestCharge = extraGuests * EXTRA_GUEST_CHARGE_PER_NIGHT * nights;
  const taxes = STAY_TAXES_PER_NIGHT * nights;
  return {
    nights,
    pricePerNight: nights > 0 ? Math.min(...nightPrices) : 0,
    nightPrices: [...nightPrices],
    freeNights,
    roomCharges,
    extraGuests,
    extraGuestCharge,
    couponCode: coupon?.code ?? null,
    discount,
    taxes,
    total: roomCharges - discount + extraGuestCharge + taxes,
  };
}

/**
 * The nights charged, by price, in the order their prices first come in the stay: one group for a stay at one rate,
 * more where rate periods or weekends price its nights apart. The lines of the pages, mails and invoice name them.
 */
export function chargedNightGroups(price: Pick<PriceBreakup, "nightPrices" | "freeNights">) {
  const groups: { nights: number; price: number }[] = [];
  for (const night of price.nightPrices.slice(price.freeNights)) {
    const group = groups.find((g) => g.price === night);
    if (group) group.nights += 1;
    else groups.push({ nights: 1, price: night });
  }
  return groups;
}

/** The stay as query parameters, for the links between the stay pages. */
export function stayParams(
  stay: Partial<Record<"propertyId" | "checkIn" | "checkOut" | "coupon", string>> & {
    adults?: number | string;
    children?: number | string;
  },
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(stay))
    if (value !== undefined && value !== "") params.set(key, String(value));
  return params.toString();
}
