import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { authMessages } from "../../../common/auth-messages";
import { formatDate, formatRupees } from "../../../common/format";
import type { Language } from "../../../common/language";
import { messages as siteMessages } from "../../../common/messages";
import { reviewMessages } from "../../../common/reviews";
import { stayLabel } from "../../../common/stay-label";
import { EXTRA_GUEST_HINT, priceLineRates, priceLines, type PriceLine } from "../../../common/stay-price-lines";
import {
  EXTRA_GUEST_CHARGE_PER_NIGHT,
  MAX_ADULTS,
  MAX_CHILDREN,
  nightsOf,
  plural,
  STAY_TAXES_PER_NIGHT,
  stayMessages,
  type PriceBreakup,
  type StayCoupon,
} from "../../../common/stays";
import { ACTIVITY_CATEGORY_WORDS, NO_ACTIVITIES, stayPage } from "../../content/stays";
import type { ActivityCategory } from "../../../common/activities";
import { useLanguage, useNamespaceSent } from "../../lib/i18n";
import { razorpayCheckoutMessages as rcm } from "../../lib/razorpay-checkout";
import { messageFinder, useSay, template } from "../../lib/say";
import { STAY_RULE_MESSAGES, STAY_RULE_TEMPLATES } from "../../lib/stay-rule-messages";
import { NETWORK_FAILURE, ONLINE_NEEDS_SCRIPT } from "./stay-forms";

/*
 * The words of the stay pages (/booking-review, /payment-method, and the villa page's booking box and activities) are
 * in the `stays` catalogues (web/locales/<language>/stays.json). The rules' and the server's messages come in English,
 * as common/stays.ts words them: the pages say each one they know in their own language, and any other as it came.
 */

/** The stay rules' messages a member can meet on the stay pages, by their key in the catalogue's `messages`. */
const SHOWN = [
  "chooseVilla",
  "invalidPhone",
  "invalidEmail",
  "invalidDate",
  "checkInPast",
  "checkOutBeforeCheckIn",
  "tooLong",
  "tooManyAdults",
  "noAdult",
  "unavailable",
  "unknownCoupon",
  "couponExpired",
  "couponUsedUp",
  "couponNeedsSignIn",
  "couponMembersOnly",
  "couponFirstStayOnly",
  "couponFullMembersOnly",
  "acceptTerms",
  "fillGuest",
  "onlineUnavailable",
  "payOnlineThroughCheckout",
  "membershipIdNotYours",
  "noActiveMembership",
  "booked",
  "signInToBook",
] as const satisfies readonly (keyof typeof stayMessages)[];

/** Every message the stay pages translate, in English as it arrives, by its key in the catalogue's `messages`. */
export const STAY_MESSAGES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SHOWN.map((key) => [key, stayMessages[key]])),
  chooseTitle: "Choose a title.",
  enterFirstName: "Enter the first name.",
  enterLastName: "Enter the last name.",
  networkFailure: NETWORK_FAILURE,
  onlineNeedsScript: ONLINE_NEEDS_SCRIPT,
  razorpayUnavailable: rcm.unavailable,
  razorpayScriptFailed: rcm.scriptFailed,
  razorpayCancelled: rcm.cancelled,
  razorpayFailed: rcm.failed,
  razorpayNotVerified: rcm.notVerified,
  somethingWentWrong: authMessages.somethingWentWrong,
  serviceUnavailable: siteMessages.serviceUnavailable,
  busy: siteMessages.busy,
  // the rules' refusals a guest and an owner meet alike (a day closed to arrivals)
  ...STAY_RULE_MESSAGES,
  // the review of a stay (decision 053)
  reviewSubmitted: reviewMessages.submitted,
  chooseStars: reviewMessages.chooseStars,
  writeText: reviewMessages.writeText,
  reviewTooLong: reviewMessages.textTooLong,
  reviewLinkInvalid: reviewMessages.linkInvalid,
  notCheckedOut: reviewMessages.notCheckedOut,
  ownerStayNotReviewed: reviewMessages.ownerStay,
  reviewTooLate: reviewMessages.tooLate,
  alreadyReviewed: reviewMessages.alreadyReviewed,
};

/** The messages that carry a value: their key, and their values' names in their functions' order. */
export const STAY_TEMPLATES = [
  template("couponTooShort", stayMessages.couponTooShort, ["nights"]),
  template("couponNotYetValid", stayMessages.couponNotYetValid, ["from"]),
  ...STAY_RULE_TEMPLATES,
];

const findMessage = messageFinder(STAY_MESSAGES, STAY_TEMPLATES);

/** How a stay's guest titles are said (the stored value stays the English one). */
const TITLE_KEYS = { "Mr.": "mr", "Mrs.": "mrs", "Ms.": "ms", "Dr.": "dr" } as const;

type StaysT = TFunction<"stays">;

/**
 * The label of each of a breakup's lines from the `stays` catalogue (in English they say what `priceLines` says): a
 * room line's by its own nights and price.
 */
export function priceLabels(
  price: PriceBreakup,
  t: StaysT,
  rupees: (amount: number) => string,
): (line: PriceLine) => string {
  const { charged, perGuestNight, taxesPerNight } = priceLineRates(price);
  const nights = (count: number) => t("units.nights", { count });
  const taxes = { nights: nights(price.nights), rate: rupees(taxesPerNight) };
  const room = ({ nights: count, price: rate }: { nights: number; price: number }) =>
    t("price.room", { nights: nights(count), rate: rupees(rate) });
  const labels: Record<Exclude<PriceLine["key"], "room">, string> = {
    "free-nights": t("price.freeNights", { nights: t("units.freeNights", { count: price.freeNights }) }),
    coupon: t("price.coupon", { code: price.couponCode ?? "" }),
    "extra-guests": t("price.extraGuests", {
      guests: price.extraGuests,
      rate: rupees(perGuestNight),
      nights: nights(price.nights),
    }),
    taxes: price.freeNights > 0 ? t("price.taxesWithFree", taxes) : t("price.taxes", taxes),
  };
  return (line) =>
    line.key === "room" ? room(line.room ?? { nights: charged, price: price.pricePerNight }) : labels[line.key];
}

/**
 * A stay's price breakup in lines, in the page's language: the lines `priceLines` makes (the same lines, amounts and
 * rates; in English its very words, shared with the e-mails and the invoice), labelled from the catalogue otherwise.
 */
export function stayPriceLines(price: PriceBreakup, t: StaysT, language: Language): PriceLine[] {
  const rupees = (amount: number) => formatRupees(amount, language);
  const lines = priceLines(price, { rupees });
  if (language === "en") return lines;
  const labelOf = priceLabels(price, t, rupees);
  return lines.map((line) => ({ ...line, label: labelOf(line) }));
}

/** The stay pages' texts in the page's language: `t` (the `stays` namespace), `say`, money, the stay's days and party. */
export function useStayTexts() {
  const { t } = useTranslation("stays");
  const language = useLanguage();
  const say = useSay(t, findMessage);
  return useMemo(
    () => ({
      t,
      say,
      language,
      rupees: (amount: number) => formatRupees(amount, language),
      /** "10 Mar 2027 – 13 Mar 2027 · 3 nights" in English, "10 मार्च 2027 – 13 मार्च 2027 · 3 रातें" in Hindi. */
      stayDates: (checkIn: string, checkOut: string) =>
        language === "en"
          ? stayLabel(checkIn, checkOut)
          : t("summary.datesValue", {
              from: formatDate(checkIn, language),
              to: formatDate(checkOut, language),
              nights: t("units.nights", { count: nightsOf(checkIn, checkOut) }),
            }),
      /** "2 adults, 1 child": who is coming. */
      guests: (adults: number, children: number) =>
        children
          ? t("summary.guestsValue", {
              adults: t("units.adults", { count: adults }),
              children: t("units.children", { count: children }),
            })
          : t("units.adults", { count: adults }),
      /** "10% off", "₹500 off": a coupon's discount in words. */
      couponOffer: (coupon: Pick<StayCoupon, "kind" | "value">) =>
        coupon.kind === "percent"
          ? t("review.percentOff", { value: coupon.value })
          : t("review.amountOff", { amount: formatRupees(coupon.value, language) }),
      /** A guest's title ("Mrs.") as the page's language writes it. */
      guestTitle: (title: string) =>
        title in TITLE_KEYS ? t(`review.titles.${TITLE_KEYS[title as keyof typeof TITLE_KEYS]}`) : title,
      priceLines: (price: PriceBreakup) => stayPriceLines(price, t, language),
    }),
    [t, say, language],
  );
}

/** The villa page's booking box and activities: their words, the categories of activities, money. */
export interface VillaTexts {
  bookHeading: string;
  perNight: string;
  taxes: string;
  reserve: string;
  checkIn: string;
  checkOut: string;
  adults: string;
  children: string;
  guestsHint: string;
  /** "3 nights · ₹48,157 with taxes and fees": a chosen stay's estimate. */
  estimate: (nights: number, amount: string) => string;
  estimateNote: string;
  nights: (nights: number) => string;
  activityLevel: string;
  activitiesOf: (category: string) => string;
  /** Each category's name and line. */
  categories: Readonly<Record<ActivityCategory, { name: string; intro: string }>>;
  /** What is said of a location without activities. */
  noActivities: string;
  rupees: (amount: number) => string;
}

/** Their English (web/content/stays.ts), while the villa page sends no `stays` catalogue. */
const VILLA_ENGLISH: VillaTexts = {
  bookHeading: stayPage.bookHeading,
  perNight: stayPage.perNight,
  taxes: stayPage.taxes,
  reserve: stayPage.reserve,
  checkIn: stayPage.checkIn,
  checkOut: stayPage.checkOut,
  adults: stayPage.adults,
  children: stayPage.children,
  guestsHint: EXTRA_GUEST_HINT,
  estimate: (nights, amount) => `${plural(nights, "night", "nights")} · ${amount} with taxes and fees`,
  estimateNote: "The review confirms the price, with any free nights and coupon.",
  nights: (nights) => plural(nights, "night", "nights"),
  activityLevel: stayPage.activityLevel,
  activitiesOf: (category) => `${category} activities`,
  categories: ACTIVITY_CATEGORY_WORDS,
  noActivities: NO_ACTIVITIES,
  rupees: (amount) => formatRupees(amount),
};

/**
 * The words of the villa page's booking box and activities: in the page's language where the villa page's loader sends
 * the `stays` catalogue, in English (web/content/stays.ts) where it does not yet.
 */
export function useVillaTexts(): VillaTexts {
  const sent = useNamespaceSent("stays");
  const { t } = useTranslation("stays");
  const language = useLanguage();
  return useMemo(() => {
    if (!sent) return VILLA_ENGLISH;
    const rupees = (amount: number) => formatRupees(amount, language);
    return {
      bookHeading: t("villa.bookHeading"),
      perNight: t("villa.perNight"),
      taxes: t("villa.taxes", { amount: rupees(STAY_TAXES_PER_NIGHT) }),
      reserve: t("villa.reserve"),
      checkIn: t("villa.checkIn"),
      checkOut: t("villa.checkOut"),
      adults: t("villa.adults"),
      children: t("villa.children"),
      guestsHint: t("villa.guestsHint", {
        adults: MAX_ADULTS,
        children: MAX_CHILDREN,
        charge: rupees(EXTRA_GUEST_CHARGE_PER_NIGHT),
      }),
      estimate: (nights, amount) => t("villa.estimate", { nights: t("units.nights", { count: nights }), amount }),
      estimateNote: t("villa.estimateNote"),
      nights: (nights) => t("units.nights", { count: nights }),
      activityLevel: t("villa.activityLevel"),
      activitiesOf: (category) => t("villa.activitiesOf", { category }),
      categories: t("activities", { returnObjects: true }),
      noActivities: t("villa.noActivities"),
      rupees,
    };
  }, [sent, t, language]);
}
