import {
  FULL_MEMBERSHIP_FREE_DAYS,
  FULL_MEMBERSHIP_FREE_NIGHTS,
  MEMBERSHIP_CHECKOUT_PATH,
} from "../../common/membership";
import { sceneKey } from "../../common/media";

/*
 * The /membership page's facts (spec member-side §2 "Membership", §3, §9): its pictures, links and amounts. Its words
 * are in the `membership` catalogues (web/locales/<language>/membership.json); the plan's price is the server's.
 */

/** Extra guest charge in rupees per person per night (spec §9). */
export const EXTRA_GUEST_CHARGE = 1000;

export const membershipPage = {
  hero: { image: sceneKey("himalaya-retreat"), primary: "#full-membership", secondary: "/sign-up" },
  plans: { select: MEMBERSHIP_CHECKOUT_PATH, sideImage: sceneKey("swimming-pool") },
  free: { cta: "/sign-up" },
} as const;

/** The rules of §9, in order (their words: `rules.items.<id>`); `amount` (rupees) is shown in the chosen currency. */
export const MEMBERSHIP_RULES = [
  { id: "refund" },
  { id: "transfer" },
  { id: "free-days" },
  { id: "extra-guests", amount: EXTRA_GUEST_CHARGE },
  { id: "times" },
] as const satisfies readonly { id: string; amount?: number }[];

/** The questions, in order (their words: `faq.items.<id>`). */
export const MEMBERSHIP_FAQ = ["includes", "free-nights", "guests", "times", "refund", "free", "currency"] as const;

/** /membership/checkout: buying or renewing a year of Full Membership. */
export const checkoutPage = {
  title: "Full Membership checkout",
  description: "Buy or renew Full Membership of the Vedanta Wellness Club: pay online or by bank transfer.",
  heading: "Full Membership checkout",
  intro: "One year of the club for your family: the membership is active from the day it is paid.",
  year: "One year",
  freeNights: `${FULL_MEMBERSHIP_FREE_DAYS} days and ${FULL_MEMBERSHIP_FREE_NIGHTS} nights free stay`,
  members: "4 members (2 adults and 2 kids)",
  termsHeading: "The terms",
  onlineHeading: "Pay online",
  onlineText:
    "Cards, UPI and net banking through Razorpay's secure window. Your membership is active as soon as the payment is confirmed.",
  onlineButton: "Pay online with Razorpay",
  transferHeading: "Pay by bank transfer",
  transferText:
    "Transfer the amount to the club's account below, then send us the receipt (JPG, PNG or PDF, up to 5 MB). Our accounts team verifies it, usually within two working days.",
  receiptLabel: "Receipt of your bank transfer",
  receiptButton: "Send receipt for verification",
  activeHeading: "Your Full Membership",
  renewHeading: "Renew for another year",
  renewText: "A renewal continues your membership from the day the current year ends, with its own free nights.",
  renewedText: "Your membership is renewed. Thank you for staying with the club.",
  rejectedHeading: "Your last receipt could not be verified",
  expiredText: "Your membership has ended. Buy a new year to stay with the club and have free nights again.",
  portalLink: "Open your member portal",
  paid: "Payment received. Your Full Membership is active.",
} as const;
