import { useTranslation } from "react-i18next";
import { CURRENCIES, type CurrencyCode } from "../../../common/currency";
import { FULL_MEMBERSHIP_FREE_DAYS, FULL_MEMBERSHIP_FREE_NIGHTS } from "../../../common/membership";

/*
 * The words of /membership are in the `membership` catalogues. The figures they hold come from the rules the server
 * charges by, so the words never disagree with it: the free days and nights, the indicative rates.
 */

const rate = (code: CurrencyCode) => CURRENCIES.find((c) => c.code === code)!.rupeesPerUnit;

/** The figures the catalogue's texts ask for. */
export const MEMBERSHIP_VALUES = {
  days: FULL_MEMBERSHIP_FREE_DAYS,
  nights: FULL_MEMBERSHIP_FREE_NIGHTS,
  usd: rate("USD"),
  eur: rate("EUR"),
  gbp: rate("GBP"),
} as const;

/** The page's `t` (the `membership` namespace) and its note on the indicative rates. */
export function useMembershipTexts() {
  const { t } = useTranslation("membership");
  return { t, ratesNote: t("ratesNote", MEMBERSHIP_VALUES) };
}
