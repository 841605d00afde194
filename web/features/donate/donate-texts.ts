import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { donationMessages } from "../../../common/donations";

/*
 * The words of /donate-now are in the `donate` catalogues. The form's messages come from the donations schema (the
 * page checks with it first) and service in English, as the spec words them: the page says each one it knows in its
 * own language, and any other as it came.
 */

/** The page's figures (common/donations.ts DONATION_STATS), by their keys in the catalogue's `hero.stats`. */
export const DONATION_STAT_IDS = ["trees", "healed", "children"] as const;

export type DonateMessage = keyof typeof donationMessages;

const KEY_OF = new Map<string, DonateMessage>(
  Object.entries(donationMessages).map(([key, text]) => [text, key as DonateMessage]),
);

/** The catalogue key of a message as the schema or the service words it, if the page knows it. */
export const donateMessageKey = (message: string): DonateMessage | undefined => KEY_OF.get(message);

/** The donate page's texts: `t` (the `donate` namespace) and `say`, a known message in the page's language. */
export function useDonateTexts() {
  const { t } = useTranslation("donate");
  const say = useCallback(
    (message: string) => {
      const key = donateMessageKey(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
  return { t, say };
}
