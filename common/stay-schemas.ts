import { z } from "./zod.ts";
import { isCalendarDate } from "./property-search.ts";
import { GUEST_PHONE_PATTERN, GUEST_TITLES, MAX_PARTY, STAY_PAYMENT_METHODS, stayMessages } from "./stays.ts";
import { text } from "./text.ts";
import { formText } from "./auth-schemas.ts";

/** The requests and answers of booking a stay (common/stays.ts has the rules, prices and words). */

const calendarDate = (label: string) => text(label).refine(isCalendarDate, stayMessages.invalidDate);

/** A villa's id in a stay's request. */
export const villaId = () => text("the villa", { error: stayMessages.chooseVilla }).uuid(stayMessages.chooseVilla);

/** The stay itself: villa, dates (yyyy-mm-dd, check-out day free) and guests. Rules that need today are in `checkStay`. */
export const stayRequest = z.object({
  propertyId: villaId(),
  checkIn: calendarDate("the check-in date"),
  checkOut: calendarDate("the check-out date"),
  // what the villa sleeps is checked on the server against its own occupancy
  adults: z.coerce.number().int().min(1, stayMessages.noAdult).max(MAX_PARTY, stayMessages.tooManyAdults),
  children: z.coerce.number().int().min(0).max(MAX_PARTY, stayMessages.tooManyAdults).default(0),
});
export type StayRequest = z.infer<typeof stayRequest>;

/** The guest details form of the review page. */
export const guestDetails = z.object({
  bookingFor: z.enum(["myself", "someoneElse"]),
  title: z.enum(GUEST_TITLES, { message: "Choose a title." }),
  firstName: text("the first name").trim().min(1, "Enter the first name.").max(60),
  lastName: text("the last name").trim().min(1, "Enter the last name.").max(60),
  phone: text("the phone number").trim().regex(GUEST_PHONE_PATTERN, stayMessages.invalidPhone),
  email: text("the e-mail address", { error: stayMessages.invalidEmail }).pipe(
    z.email(stayMessages.invalidEmail).max(254),
  ),
  agreeTerms: z.literal(true, { message: stayMessages.acceptTerms }),
});
export type GuestDetails = z.infer<typeof guestDetails>;

/** The guest form's fields as `guestDetails` reads them (the terms box sends "on" when ticked). */
export function guestFormInput(form: FormData) {
  const field = (name: string) => formText(form, name);
  return {
    bookingFor: field("bookingFor"),
    title: field("title"),
    firstName: field("firstName"),
    lastName: field("lastName"),
    phone: field("phone"),
    email: field("email"),
    agreeTerms: form.get("agreeTerms") === "on",
  };
}

export const bookStayBody = stayRequest.extend({
  guest: guestDetails,
  couponCode: text("the coupon code").trim().max(20).optional(),
  paymentMethod: z.enum(STAY_PAYMENT_METHODS),
  membershipId: text("the membership id").trim().max(40).optional(),
});
export type BookStayBody = z.infer<typeof bookStayBody>;

export const bookingRecord = z.object({
  _id: z.string(),
  reference: z.string(),
  propertyId: z.string(),
  villaName: z.string(),
  location: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  status: z.string(),
  paymentMethod: z.string(),
  price: z.object({
    nights: z.number().int(),
    /** The stay's nightly price (the lowest of its nights when they are priced apart). */
    pricePerNight: z.number().int(),
    /** Each night's price, in the stay's order (rate periods); the free nights are the first. */
    nightPrices: z.array(z.number().int()),
    freeNights: z.number().int(),
    roomCharges: z.number().int(),
    extraGuests: z.number().int(),
    extraGuestCharge: z.number().int(),
    couponCode: z.string().nullable(),
    discount: z.number().int(),
    taxes: z.number().int(),
    total: z.number().int(),
  }),
});
export type BookingRecord = z.infer<typeof bookingRecord>;
