import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  CONSTRUCTION_STATUSES,
  PRICE_OPTIONS,
  SORT_OPTIONS,
  type ConstructionStatus,
  type PriceValue,
  type SortValue,
} from "../../common/catalogue";
import { formatMonth, formatRupees } from "../../common/format";
import type { Language } from "../../common/language";
import { clubLocation, PROPERTY_VIEWS, type PropertyView } from "../../common/locations";
import { useLanguage } from "./i18n";

/*
 * The catalogue's own words in the page's language (the `catalogue` namespace): the locations, views, construction
 * statuses, sorts and prices the catalogue stores or offers in English. A page that says them sends `catalogue` from
 * its loader. A value the catalogue does not know (data typed in the office) shows as it is.
 */

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The catalogue's words of a page in a language (a `meta` function's own `t` included). */
export function catalogueWords(t: TFunction<"catalogue">, language: Language) {
  const location = (name: string) => {
    const place = clubLocation(name);
    return place ? t(`locations.${place.value}`) : name;
  };
  return {
    t,
    language,
    /** A location by its catalogue name (Solan) or search value (solan). */
    location,
    /** "Raigarh, Amarkantak" (a kind of home's locations). */
    locations: (names: readonly string[]) => names.map(location).join(", "),
    view: (view: string) => (isOneOf<PropertyView>(PROPERTY_VIEWS, view) ? t(`views.${view}`) : view),
    /**
     * A villa's reviews in a line: "★ 4.3 (3 reviews)" from its published reviews, or "No reviews yet" (never an
     * invented figure; decision 053).
     */
    rating: (villa: { rating: number | null; reviews: number }) =>
      villa.rating !== null && villa.reviews > 0
        ? `★ ${villa.rating.toFixed(1)} ${t("reviews", { count: villa.reviews })}`
        : t("noReviews"),
    /** A review's month (yyyy-MM) as the page's language writes it: "November 2026". */
    month: (month: string) => formatMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)), language),
    status: (status: string) =>
      isOneOf<ConstructionStatus>(CONSTRUCTION_STATUSES, status) ? t(`statuses.${status}`) : status,
    sort: (value: SortValue) => t(`sort.${value}`),
    /** The Price filter's choice: the spec's label, and a band's amounts in rupees beside it. */
    price: (value: PriceValue) => {
      const option = PRICE_OPTIONS.find((o) => o.value === value)!;
      const label = t(`prices.${value}`);
      if (!("min" in option)) return label;
      const from = formatRupees(option.min, language);
      return "max" in option
        ? t("prices.between", { label, from, to: formatRupees(option.max, language) })
        : t("prices.above", { label, from });
    },
    /** Who a villa sleeps: "4 adults + 2 kids". */
    occupancy: (villa: { maxAdults: number; maxChildren: number }) =>
      villa.maxChildren > 0
        ? t("occupancy", { adults: villa.maxAdults, children: villa.maxChildren })
        : t("occupancyAdults", { adults: villa.maxAdults }),
    /** "your home in the hills": where a home at a location is, as a sentence ends. */
    homeAt: (name: string) => {
      const place = clubLocation(name);
      return place ? t(`homeAt.${place.value}`) : t("homeAt.elsewhere", { location: name });
    },
    sortOptions: SORT_OPTIONS.map((o) => ({ value: o.value, label: t(`sort.${o.value}`) })),
    /** The words of a paged list's links (web/components/pagination.tsx). */
    pagination: {
      label: t("pagination.label"),
      texts: {
        previous: t("pagination.previous"),
        next: t("pagination.next"),
        page: (page: number) => t("pagination.page", { page }),
      },
    },
  };
}

/** The catalogue's words in the page's language, for a component. */
export function useCatalogueWords() {
  const { t } = useTranslation("catalogue");
  const language = useLanguage();
  return useMemo(() => catalogueWords(t, language), [t, language]);
}
