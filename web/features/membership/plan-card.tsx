import { Link } from "react-router";
import { formatRupeesIn, type CurrencyCode } from "../../../common/currency";
import { formatRupees } from "../../../common/format";
import { FULL_MEMBERSHIP_PRICE } from "../../../common/membership";
import { useLanguage } from "../../lib/i18n";
import { MEMBERSHIP_VALUES, useMembershipTexts } from "./membership-texts";

/**
 * The Full Membership card (spec §3: title, subtitle, price, unit, features), price in the chosen currency: the
 * price the server charges (common/membership.ts).
 */
export function PlanCard({
  currency,
  select,
  note,
  ratesNote,
}: {
  currency: CurrencyCode;
  select: { label: string; to: string };
  note: string;
  ratesNote: string;
}) {
  const { t } = useMembershipTexts();
  const language = useLanguage();
  const converted = currency !== "INR";
  const words = t("plan.priceInWords");
  const unit = t("plan.unit");
  const features = t("plan.features", { returnObjects: true, ...MEMBERSHIP_VALUES });
  return (
    <article
      aria-labelledby="plan-title"
      className="relative overflow-hidden rounded-3xl bg-forest-950 p-6 text-cream-50 shadow-xl ring-1 ring-saffron-300/30 sm:p-10"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-saffron-500/15 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -left-20 h-72 w-72 rounded-full bg-forest-500/20 blur-3xl"
      />
      <div className="relative">
        <p className="inline-flex items-center gap-2 rounded-full bg-saffron-300/15 px-3 py-1 text-xs font-semibold uppercase tracking-[0.2em] text-saffron-300">
          <span aria-hidden="true">{"✦"}</span> {t("plan.badge")}
        </p>
        <h3 id="plan-title" className="mt-4 text-4xl font-semibold sm:text-5xl">
          {t("plan.title")}
        </h3>
        <p className="mt-2 max-w-md text-cream-100/90">{t("plan.subtitle")}</p>

        <div className="mt-8 flex flex-wrap items-end gap-x-3 gap-y-1 border-y border-cream-50/15 py-6">
          <p
            className="font-display text-5xl font-bold leading-none text-saffron-300 lining-nums sm:text-6xl"
            data-testid="plan-price"
            aria-live="polite"
          >
            {converted ? <span className="sr-only">{t("plan.about")} </span> : null}
            {converted ? <span aria-hidden="true">≈ </span> : null}
            {formatRupeesIn(FULL_MEMBERSHIP_PRICE, currency)}
          </p>
          <p className="pb-1 text-base text-cream-100/90">{unit}</p>
          <p className="basis-full pt-2 text-sm text-cream-100/80">
            {converted
              ? t("plan.converted", { words, rupees: formatRupees(FULL_MEMBERSHIP_PRICE, language), unit })
              : t("plan.inWords", { words, unit })}
          </p>
        </div>

        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-3">
              <CheckIcon />
              <span className="block text-cream-50 first-letter:uppercase">{feature}</span>
            </li>
          ))}
        </ul>

        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
          <Link to={select.to} className="btn-primary shrink-0 whitespace-nowrap px-8 py-3 text-base">
            {select.label}
          </Link>
          <p className="text-sm text-cream-100/80">{note}</p>
        </div>
        {converted ? <p className="mt-6 text-xs text-cream-100/75">{ratesNote}</p> : null}
      </div>
    </article>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="#f2b441" fillOpacity="0.18" />
      <path
        d="M6 10.5l2.5 2.5L14 7.5"
        fill="none"
        stroke="#f2b441"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
