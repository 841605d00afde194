/**
 * The currencies the membership page can show prices in (spec member-side §2 "Membership", §3 Currency:
 * code, countryCode) and the ONE rate table every conversion uses. Rates are indicative rupees per unit:
 * the club charges in rupees; other currencies are shown only to give a sense of the amount.
 */
export const CURRENCIES = [
  { code: "INR", countryCode: "IN", name: "Indian rupee", locale: "en-IN", rupeesPerUnit: 1 },
  { code: "USD", countryCode: "US", name: "US dollar", locale: "en-US", rupeesPerUnit: 84 },
  { code: "EUR", countryCode: "EU", name: "euro", locale: "en-IE", rupeesPerUnit: 91 },
  { code: "GBP", countryCode: "GB", name: "British pound", locale: "en-GB", rupeesPerUnit: 107 },
] as const;

export type Currency = (typeof CURRENCIES)[number];
export type CurrencyCode = Currency["code"];
export type CountryCode = Currency["countryCode"];

export const BASE_CURRENCY: CurrencyCode = "INR";

const foreign = CURRENCIES.filter((c) => c.code !== "INR");
const inWords = (items: string[]) => `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** "Prices in USD, EUR and GBP are indicative: ₹84 to the US dollar, …" — built from the table above. */
export const RATES_NOTE = `Prices in ${inWords(foreign.map((c) => c.code))} are indicative, converted at ${inWords(
  foreign.map((c) => `₹${c.rupeesPerUnit} to the ${c.name}`),
)}; fees are charged in Indian rupees.`;

export function currencyFor(code: CurrencyCode): Currency {
  return CURRENCIES.find((c) => c.code === code) ?? CURRENCIES[0];
}

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return CURRENCIES.some((c) => c.code === value);
}

/** Rupees in another currency at the indicative rate, rounded to whole units. */
export function convertFromRupees(rupees: number, code: CurrencyCode): number {
  return Math.round(rupees / currencyFor(code).rupeesPerUnit);
}

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

/** An amount in its own currency, whole units, e.g. ₹1,00,000 · $1,190 · €1,099 · £935. */
export function formatMoney(amount: number, code: CurrencyCode): string {
  let formatter = formatters.get(code);
  if (!formatter) {
    const { locale } = currencyFor(code);
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: code,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    formatters.set(code, formatter);
  }
  return formatter.format(Math.round(amount));
}

/** A rupee price shown in the chosen currency. */
export function formatRupeesIn(rupees: number, code: CurrencyCode): string {
  return formatMoney(convertFromRupees(rupees, code), code);
}
