import type { guestFormInput } from "../../../common/stay-schemas";
import type { BookingRecord, GuestDetails } from "../../../common/stay-schemas";
import type { CheckedFailure } from "../../lib/form";

/** The guest form's fields as they were posted (kept to show them again beside their messages). */
export type GuestValues = ReturnType<typeof guestFormInput>;

/** The review's guest form refused by the shared schema (`checkForm`), with what was typed. */
export type ReviewFailure = CheckedFailure & { intent: "review"; values: GuestValues };

/** The answer to the review page's guest form (posted to /payment-method, `intent=review`). */
export type ReviewResult = { intent: "review"; ok: true; message: string; guest: GuestDetails } | ReviewFailure;

/** The answer to the payment method form (`intent=book`): the booking, or why not (`taken`: 409, the nights are held). */
export type BookResult =
  | { intent: "book"; ok: true; message: string; booking: BookingRecord }
  | { intent: "book"; ok: false; message: string; taken: boolean; guest: GuestDetails | null; membershipId: string };

export type StayFormResult = ReviewResult | BookResult;

/** What the payment form says when the club cannot be reached. */
export const NETWORK_FAILURE = "We could not reach the club. Please check your connection and try again.";

/** What the booking answers a form posted without the page's script that asks to pay online. */
export const ONLINE_NEEDS_SCRIPT =
  "Paying online opens Razorpay's secure window, which needs JavaScript in your browser. Turn it on, or choose Pay at the property.";
