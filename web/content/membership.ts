import { MEMBERSHIP_CHECKOUT_PATH } from "../../common/membership";
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
