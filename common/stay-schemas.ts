import { z } from "zod";
import { isCalendarDate } from "./property-search.ts";
import { GUEST_TITLES, MAX_ADULTS, MAX_CHILDREN, stayMessages } from "./stays.ts";

/** The requests and answers of booking a stay (common/stays.ts has the rules, prices and words). */

const calendarDate = z.string().refine(isCalendarDate, stayMessages.invalidDate);

/** The stay itself: villa, dates (yyyy-mm-dd, check-out day free) and guests. Rules that need today are in `checkStay`. */
export const stayRequest = z.object({
  propertyId: z.uuid({ message: "Choose a villa." }),
  checkIn: calendarDate,
  checkOut: calendarDate,
  adults: z.coerce.number().int().min(1, stayMessages.noAdult).max(MAX_ADULTS, stayMessages.tooManyAdults),
  children: z.coerce.number().int().min(0).max(MAX_CHILDREN, stayMessages.tooManyAdults).default(0),
});
export type StayRequest = z.infer<typeof stayRequest>;

/** The guest details form of the review page. */
export const guestDetails = z.object({
  bookingFor: z.enum(["myself", "someoneElse"]),
  title: z.enum(GUEST_TITLES, { message: "Choose a title." }),
  firstName: z.string().trim().min(1, "Enter the first name.").max(60),
  lastName: z.string().trim().min(1, "Enter the last name.").max(60),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, "Enter a phone number of 7 to 15 digits."),
  email: z.email("Enter a valid e-mail address.").max(254),
  agreeTerms: z.literal(true, { message: stayMessages.acceptTerms }),
});
export type GuestDetails = z.infer<typeof guestDetails>;

export const bookStayBody = stayRequest.extend({
  guest: guestDetails,
  couponCode: z.string().trim().max(20).optional(),
  paymentMethod: z.enum(["razorpay", "cod"]),
  membershipId: z.string().trim().max(40).optional(),
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
    pricePerNight: z.number().int(),
    roomCharges: z.number().int(),
    couponCode: z.string().nullable(),
    discount: z.number().int(),
    taxes: z.number().int(),
    total: z.number().int(),
  }),
});
export type BookingRecord = z.infer<typeof bookingRecord>;
