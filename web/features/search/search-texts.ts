import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { messages } from "../../../common/messages";
import { searchMessages } from "../../../common/search-messages";
import { MAX_ADULTS, MAX_CHILDREN, MAX_NIGHTS, stayMessages } from "../../../common/stays";

/*
 * The words of /properties are in the `search` catalogues, the villas' own words in `catalogue`. The search's
 * messages come from the catalogue's service (and the page's own check) in English, as the spec words them: the page
 * says each one it knows in its own language, and any other as it came.
 */

/** The figures the messages' texts ask for: the booking rules' own, so the words never disagree with them. */
export const SEARCH_VALUES = { nights: MAX_NIGHTS, adults: MAX_ADULTS, children: MAX_CHILDREN } as const;

/** Every message the search page can show, in English as it arrives, by its key in the catalogue's `messages`. */
export const SEARCH_MESSAGES = {
  failedToLoadProperties: searchMessages.failedToLoadProperties,
  noPropertiesFound: searchMessages.noPropertiesFound,
  loadingProperties: searchMessages.loadingProperties,
  chooseLocationAndDates: searchMessages.chooseLocationAndDates,
  choosePrompt: searchMessages.choosePrompt,
  unknownLocation: searchMessages.unknownLocation,
  invalidDate: searchMessages.invalidDate,
  priceRangeReversed: searchMessages.priceRangeReversed,
  invalidRequest: messages.invalidRequest,
  checkInPast: stayMessages.checkInPast,
  checkOutBeforeCheckIn: stayMessages.checkOutBeforeCheckIn,
  tooLong: stayMessages.tooLong,
  noAdult: stayMessages.noAdult,
  tooManyAdults: stayMessages.tooManyAdults,
} as const;
export type SearchMessage = keyof typeof SEARCH_MESSAGES;

const KEY_OF = new Map<string, SearchMessage>(
  Object.entries(SEARCH_MESSAGES).map(([key, text]) => [text, key as SearchMessage]),
);

/** The catalogue key of a message as the service words it, if the page knows it. */
export const searchMessageKey = (message: string): SearchMessage | undefined => KEY_OF.get(message);

/** The search page's texts: `t` (the `search` namespace) and `say`, a known message in the page's language. */
export function useSearchTexts() {
  const { t } = useTranslation("search");
  const say = useCallback(
    (message: string) => {
      const key = searchMessageKey(message);
      return key ? t(`messages.${key}`, SEARCH_VALUES) : message;
    },
    [t],
  );
  return { t, say };
}
