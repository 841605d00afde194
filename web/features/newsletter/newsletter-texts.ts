import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { newsletterMessages } from "../../../common/newsletter";

/*
 * The newsletter pages' words are the `newsletter` catalogue's; the answers they show come from the newsletter
 * service in English (common/newsletter.ts). The footer box's answers are the frame's (`common` → newsletter), the
 * pages' own answers the `newsletter` catalogue's (messages); any other message shows as it came.
 */

/** The box's answers, in the `common` catalogue (the footer's newsletter box says them too). */
const BOX_ANSWERS = [
  "confirmationSent",
  "alreadySubscribed",
  "invalidEmail",
  "tooMany",
  "failed",
  "confirmationResent",
  "resendTooSoon",
] as const satisfies readonly (keyof typeof newsletterMessages)[];

/** The pages' own answers, in the `newsletter` catalogue. */
export const PAGE_ANSWERS = [
  "subscribeHere",
  "confirmed",
  "confirmLinkInvalid",
  "unsubscribeQuestion",
  "unsubscribed",
  "unsubscribeLinkInvalid",
] as const satisfies readonly (keyof typeof newsletterMessages)[];

const keyOf = <K extends keyof typeof newsletterMessages>(keys: readonly K[], message: string) =>
  keys.find((key) => newsletterMessages[key] === message);

/** The newsletter pages' texts in the page's language: `t` (the `newsletter` namespace) and `say` for the answers. */
export function useNewsletterTexts() {
  const { t } = useTranslation("newsletter");
  const { t: frame } = useTranslation("common");
  const say = useCallback(
    (message: string) => {
      const own = keyOf(PAGE_ANSWERS, message);
      if (own) return t(`messages.${own}`);
      const box = keyOf(BOX_ANSWERS, message);
      return box ? frame(`newsletter.${box}`) : message;
    },
    [t, frame],
  );
  return { t, say };
}
