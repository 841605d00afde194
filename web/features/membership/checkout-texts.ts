import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { authMessages } from "../../../common/auth-messages";
import { settingsMessages } from "../../../common/club-settings";
import { writtenDay } from "../../../common/club-time";
import { formatDate, formatMonth } from "../../../common/format";
import type { Language } from "../../../common/language";
import { membershipMessages as m } from "../../../common/membership";
import { paymentInstructionsMessages as pim } from "../../../common/payment-instructions";
import { registrationMessages as rm } from "../../../common/registration";
import { useLanguage } from "../../lib/i18n";
import { messageFinder, sayWith, type KnownMessages } from "../../lib/known-messages";
import { razorpayCheckoutMessages as rzp } from "../../lib/razorpay-checkout";
import type fullMembership from "../../locales/en/fullMembership.json";

/*
 * The checkout's words are the `fullMembership` catalogue's `checkout` (web/locales/<language>/fullMembership.json).
 * The answers of its form, of Razorpay's window and the shared schemas' messages come in English: the page says those
 * it knows in its own language, any other as it came.
 */

type FullMembershipMessage = keyof typeof fullMembership.messages;

/** Why the day paid cannot be earlier, as the membership's receipt says it (server/modules/membership/service.ts). */
export const JOINED_THE_CLUB = "the day you joined the club";
const SAMPLE_DAY = "2000-01-01";

/** The action's own refusal of a post it does not know (checkout.server.ts). */
export const CHECKOUT_FORM_UNKNOWN = "This form is not known. Please reload the page.";

/** The messages the checkout can meet, as the server, Razorpay's window and common/ word them. */
export const CHECKOUT_MESSAGES = {
  texts: {
    checkoutFormUnknown: CHECKOUT_FORM_UNKNOWN,
    somethingWentWrong: authMessages.somethingWentWrong,
    uploadType: rm.uploadType,
    uploadSize: rm.uploadSize,
    emptyFile: rm.emptyFile,
    tooManyUploads: "Too many uploads in a short time. Please try again in a while.",
    termsRequired: m.termsRequired,
    receiptRequired: m.receiptRequired,
    receiptUnderReview: m.receiptUnderReview,
    alreadyUnderReview: m.alreadyUnderReview,
    receiptSent: m.receiptSent,
    onlineUnavailable: m.onlineUnavailable,
    razorpayUnavailable: rzp.unavailable,
    razorpayScriptFailed: rzp.scriptFailed,
    razorpayCancelled: rzp.cancelled,
    razorpayFailed: rzp.failed,
    razorpayNotVerified: rzp.notVerified,
    utrInvalid: pim.utrInvalid,
    utrTaken: pim.utrTaken,
    paidOnInvalid: pim.paidOnInvalid,
    paidOnFuture: pim.paidOnFuture,
    bankDetailsMissing: settingsMessages.bankDetailsMissing,
  },
  templates: {
    alreadyRenewed: { template: (until) => m.alreadyRenewed(until), names: ["until"] },
    paidOnBeforeJoined: {
      template: (day) => pim.paidOnBefore(SAMPLE_DAY, JOINED_THE_CLUB).replace(writtenDay(SAMPLE_DAY), day),
      names: ["day"],
    },
  },
} satisfies KnownMessages<FullMembershipMessage>;

const find = messageFinder<FullMembershipMessage>(CHECKOUT_MESSAGES);

/** The months' names in English, as the server writes its days. */
const ENGLISH_MONTHS = Array.from({ length: 12 }, (_, i) => formatMonth(2000, i + 1, "en").split(" ")[0]);

/** A day as the server writes it in English ("15 January 2027", common/club-time.ts), in the reader's words. */
function dayIn(written: string, language: Language): string {
  const match = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(written);
  const month = match ? ENGLISH_MONTHS.indexOf(match[2]) + 1 : 0;
  if (!match || month === 0) return written;
  return formatDate(`${match[3]}-${String(month).padStart(2, "0")}-${match[1].padStart(2, "0")}`, language);
}

/**
 * The checkout's texts in the page's language: `t` (the `fullMembership` namespace), `say` (a message of the server,
 * of Razorpay's window or of the schemas: known ones in the page's language, others as they came) and the language
 * (for amounts and days).
 */
export function useCheckoutTexts() {
  const { t } = useTranslation("fullMembership");
  const language = useLanguage();
  return useMemo(
    () => ({
      t,
      language,
      say: sayWith(find, (key, parts) =>
        t(`messages.${key}`, {
          ...(Object.fromEntries(
            Object.entries(parts).map(([name, value]) => [name, dayIn(value, language)]),
          ) as object),
        }),
      ),
    }),
    [t, language],
  );
}
