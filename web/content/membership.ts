import { RATES_NOTE } from "../../common/currency";
import {
  FULL_MEMBERSHIP_FREE_DAYS,
  FULL_MEMBERSHIP_FREE_NIGHTS,
  FULL_MEMBERSHIP_PRICE,
  MEMBERSHIP_CHECKOUT_PATH,
} from "../../common/membership";
import { sceneKey } from "../../common/media";

/** The /membership page's words and facts (spec member-side §2 "Membership", §3, §9), as typed data. */

/** §3 Membership plan card: title, subtitle, price, unit, features. Price in rupees. */
export interface MembershipPlan {
  title: string;
  subtitle: string;
  badge: string;
  price: number;
  priceInWords: string;
  unit: string;
  features: string[];
}

export const FULL_MEMBERSHIP: MembershipPlan = {
  title: "Full Membership",
  subtitle: "A family's year of retreat in the club's eco-designed homes",
  badge: "For the whole family",
  // the price the server charges (common/membership.ts)
  price: FULL_MEMBERSHIP_PRICE,
  priceInWords: "1 Lakh rupees",
  unit: "per year",
  // spec §9, verbatim
  features: [
    `${FULL_MEMBERSHIP_FREE_DAYS} days and ${FULL_MEMBERSHIP_FREE_NIGHTS} nights free stay per year`,
    "4 members (2 adults and 2 kids)",
    "separate cooking facility",
    "VIP lounge and swimming pool access",
    "free yoga and meditation class",
    "free valet parking",
  ],
};

/** Extra guest charge in rupees per person per night (spec §9). */
export const EXTRA_GUEST_CHARGE = 1000;
export const CHECK_IN = "2 PM";
export const CHECK_OUT = "11 AM";

export const membershipPage = {
  title: "Membership",
  description:
    "Full Membership of the Vedanta Wellness Club: 1 Lakh rupees per year for 15 days and 14 nights free stay, 4 members, VIP lounge and pool, yoga and meditation. Or start with a free account.",
  hero: {
    eyebrow: "Membership",
    heading: "A year of stillness, for the whole family",
    intro:
      "Membership is how the club becomes yours: mornings of yoga above the valley, Ayurvedic meals from the garden, evenings by the river — returning every year to a home that already knows you.",
    image: sceneKey("himalaya-retreat"),
    primary: { label: "See Full Membership", to: "#full-membership" },
    secondary: { label: "Create Free Account", to: "/sign-up" },
  },
  plans: {
    eyebrow: "One membership",
    heading: "Everything a retreat should be, every year",
    chooserLabel: "Show prices in",
    select: { label: "Select Membership", to: MEMBERSHIP_CHECKOUT_PATH },
    selectNote:
      "Sign in (or create your account), accept the terms and pay online or by bank transfer: your membership is active for a year from the day it is paid.",
    sideImage: sceneKey("swimming-pool"),
    sideImageAlt: "The club's swimming pool between cedar trees, with the hills beyond",
    stayHeading: "Your stay, simply",
  },
  free: {
    eyebrow: "Not ready for a full year?",
    heading: "Start with Free Membership",
    body: "Free membership costs nothing. It includes no free stay and no valet parking — it is simply your account with the club: follow the homes, the retreats and the seasons, and upgrade whenever you feel ready.",
    cta: { label: "Create Free Account", to: "/sign-up" },
  },
  rules: {
    eyebrow: "Good to know",
    heading: "The fine print, in plain words",
  },
  faq: {
    eyebrow: "Questions",
    heading: "Membership, answered",
    contact: "Still wondering about something? Write to us and a member of the club's team will answer personally.",
  },
} as const;

/** The rules of §9, verbatim where the spec words them. `amount` (rupees) is shown in the chosen currency. */
export interface MembershipRule {
  id: string;
  title: string;
  text: string;
  amount?: number;
  amountSuffix?: string;
}

export const MEMBERSHIP_RULES: MembershipRule[] = [
  { id: "refund", title: "Fee", text: "The membership fee is generally non-refundable." },
  {
    id: "transfer",
    title: "Transfers",
    text: "Membership is non-transferable: it stays with the member who holds it.",
  },
  {
    id: "free-days",
    title: "Free days first",
    text: "Free days are deducted first; the remainder of a stay is charged at the regular rate.",
  },
  {
    id: "extra-guests",
    title: "Extra guests",
    text: "Extra guests are charged per person per night, beyond the 4 members (2 adults and 2 kids).",
    amount: EXTRA_GUEST_CHARGE,
    amountSuffix: "per person per night",
  },
  { id: "times", title: "Arrival and departure", text: `Check-in ${CHECK_IN}, check-out ${CHECK_OUT}.` },
];

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export const MEMBERSHIP_FAQ: FaqEntry[] = [
  {
    id: "includes",
    question: "What does Full Membership include?",
    answer:
      "15 days and 14 nights free stay per year for 4 members (2 adults and 2 kids), a separate cooking facility, VIP lounge and swimming pool access, a free yoga and meditation class, and free valet parking.",
  },
  {
    id: "free-nights",
    question: "How are my free nights counted?",
    answer:
      "Free days are deducted first. If a stay runs longer than the free days you have left, the remainder is charged at the regular rate.",
  },
  {
    id: "guests",
    question: "Can I bring more guests?",
    answer:
      "Of course. Full Membership covers 4 members (2 adults and 2 kids); extra guests are charged ₹1,000 per person per night.",
  },
  {
    id: "times",
    question: "What are the check-in and check-out times?",
    answer: "Check-in 2 PM, check-out 11 AM.",
  },
  {
    id: "refund",
    question: "Can I cancel or pass my membership on?",
    answer: "The fee is generally non-refundable, and membership is non-transferable.",
  },
  {
    id: "free",
    question: "What is Free Membership?",
    answer:
      "Free membership costs nothing: there is no free stay and no valet parking, but you have your account with the club and can upgrade to Full Membership at any time.",
  },
  {
    id: "currency",
    question: "Why are prices shown in dollars, euros and pounds?",
    answer: `To give members abroad a sense of the amount. ${RATES_NOTE}`,
  },
];
