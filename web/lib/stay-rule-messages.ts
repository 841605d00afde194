import { useTranslation } from "react-i18next";
import { WEEKDAYS } from "../../common/rates";
import { stayMessages } from "../../common/stays";
import { messageFinder, template, useSay } from "./say";

/*
 * The stay rules' refusals that carry a value — a rate period's minimum stay or day closed to arrivals, the guests'
 * window, what a villa sleeps — by their key in the `stays` catalogue's `messages`. Every stay keeps these rules: a
 * guest's on the stay pages (web/features/stays/stay-texts.ts) and an owner's on the dashboard (decision 059).
 */

/** A check-in on a day a rate period closes to arrivals: one message a weekday, so each is said whole. */
export const STAY_RULE_MESSAGES: Readonly<Record<string, string>> = Object.fromEntries(
  WEEKDAYS.map((d) => [`closedToArrival${d.value}`, stayMessages.closedToArrival(d.plural)]),
);

/** `overOccupancy`'s words with a value's place (a string) or 1 (said in the singular) for each figure. */
const sleeps = (name: string, maxAdults: string | 1, maxChildren: string | 1) =>
  stayMessages.overOccupancy({ name, maxAdults: maxAdults as number, maxChildren: maxChildren as number });

/** The rules' messages that carry a value: their key, and their values' names in their functions' order. */
export const STAY_RULE_TEMPLATES = [
  template("minStay", stayMessages.minStay, ["from", "to", "nights"]),
  // a check-in beyond the guests' window (decision 059): "1 month" and "N months" each said whole
  template("beyondWindowOne", (day: string) => stayMessages.beyondWindow(1, day), ["day"]),
  template("beyondWindow", stayMessages.beyondWindow, ["months", "day"]),
  // a party the villa does not sleep (its most adults and children, each "1" or more said whole)
  template("overOccupancy", (villa: string, adults: string, children: string) => sleeps(villa, adults, children), [
    "villa",
    "adults",
    "children",
  ]),
  template("overOccupancyOneAdult", (villa: string, children: string) => sleeps(villa, 1, children), [
    "villa",
    "children",
  ]),
  template("overOccupancyOneChild", (villa: string, adults: string) => sleeps(villa, adults, 1), ["villa", "adults"]),
  template("overOccupancyOneEach", (villa: string) => sleeps(villa, 1, 1), ["villa"]),
];

const findRuleMessage = messageFinder(STAY_RULE_MESSAGES, STAY_RULE_TEMPLATES);

/** Says a stay rule's refusal in the page's language from the `stays` catalogue's `messages`; any other as it came. */
export function useStayRuleSay(): (message: string) => string {
  const { t } = useTranslation("stays");
  return useSay(t, findRuleMessage);
}
