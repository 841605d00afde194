import { Link } from "react-router";
import type { PropertyRecord, SearchedProperty } from "../../../common/catalogue-schemas";
import { formatIndian, formatRupees } from "../../../common/format";
import { searchCardFigures } from "../../../common/property-search";
import { MAX_ADULTS, MAX_CHILDREN, stayParams } from "../../../common/stays";
import { Picture } from "../../components/picture";
import { useCatalogueWords } from "../../lib/catalogue-words";
import { useSearchTexts } from "./search-texts";

/**
 * One villa of the search: name, villa number, location, sqft, bedrooms,
 * kitchen, living area, highlights, rating and reviews, the per-night price with the struck-through
 * price (per-night + 500) and '+₹719 per night' taxes and fees, and a link to the villa. For a stay searched, the
 * per-night price is the stay's lowest night (rate periods price nights apart) and the stay's room price is beside it.
 */
export function SearchResultCard({
  property: p,
  priority = false,
  stay,
}: {
  property: PropertyRecord & Partial<Pick<SearchedProperty, "stayNights" | "stayPrice">>;
  priority?: boolean;
  stay?: URLSearchParams;
}) {
  const { t } = useSearchTexts();
  const words = useCatalogueWords();
  const { language } = words;
  const { perNight, struck, rating, reviews } = searchCardFigures(p);
  const headingId = `search-villa-${p._id}`;
  const location = words.location(p.location);
  return (
    <article
      aria-labelledby={headingId}
      className="group grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-forest-900/10 transition-shadow hover:shadow-md sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="relative sm:min-h-56">
        <Picture
          mediaKey={p.image}
          alt={words.t("imageAlt", { name: p.name, type: p.propertyType.name, location })}
          sizes="(min-width: 1280px) 340px, (min-width: 640px) 40vw, 100vw"
          priority={priority}
          className="aspect-[3/2] w-full object-cover sm:absolute sm:inset-0 sm:aspect-auto sm:h-full"
        />
        <p className="absolute left-3 top-3 rounded-full bg-forest-950/85 px-3 py-1 text-xs font-semibold text-cream-50">
          {p.propertyType.name}
        </p>
      </div>
      <div className="flex min-w-0 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h3 id={headingId} className="text-2xl font-semibold leading-tight text-forest-900">
              {p.name}
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-ink/80">
              <span data-testid="villa-number">
                {words.t("villaNumber", { number: p.villaNumber ?? words.t("notAvailable") })}
              </span>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1" data-testid="villa-location">
                <PinIcon />
                {location}
              </span>
            </p>
          </div>
          <p className="inline-flex shrink-0 items-center gap-1.5 text-sm text-ink/80" data-testid="villa-rating">
            {rating === null ? (
              <span>{words.t("noReviews")}</span>
            ) : (
              <>
                <span className="inline-flex items-center gap-1 rounded-md bg-forest-900 px-2 py-0.5 text-sm font-semibold text-cream-50">
                  <StarIcon />
                  {rating.toFixed(1)}
                </span>
                <span>{words.t("reviews", { count: reviews })}</span>
              </>
            )}
          </p>
        </div>

        <p className="text-sm text-ink/80">{p.highlights}</p>

        <dl className="flex flex-wrap gap-2 text-sm">
          <Fact label={words.t("facts.size")} value={t("card.sizeValue", { sqft: formatIndian(p.sqft, language) })} />
          <Fact label={words.t("facts.bedrooms")} value={p.bedrooms} />
          <Fact label={words.t("facts.kitchen")} value={p.kitchen} />
          <Fact label={words.t("facts.livingArea")} value={p.livingArea} />
          <Fact label={words.t("facts.sleeps")} value={words.occupancy(p)} />
        </dl>

        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 border-t border-forest-900/10 pt-4">
          <div data-testid="villa-price-block">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <del className="text-sm text-ink/70" data-testid="villa-struck-price">
                <span className="sr-only">{t("card.wasPrice")} </span>
                {formatRupees(struck, language)}
              </del>
              <span className="text-2xl font-semibold text-forest-900" data-testid="villa-night-price">
                {formatRupees(perNight, language)}
              </span>
              <span className="text-sm text-ink/80">{t("card.perNight")}</span>
            </p>
            <p className="text-xs text-ink/75">
              <span data-testid="villa-taxes">{t("card.taxes")}</span> {t("card.taxesAndFees")}
            </p>
            {p.stayNights !== undefined && p.stayPrice !== undefined && p.stayNights > 0 && (
              <p className="text-sm font-medium text-forest-900" data-testid="villa-stay-price">
                {t("card.stayTotal", {
                  amount: formatRupees(p.stayPrice, language),
                  nights: t("card.stayNights", { count: p.stayNights }),
                })}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              to={`/property-details/${p._id}`}
              className="btn-secondary"
              aria-label={t("card.actionLabel", { action: t("card.viewVilla"), name: p.name })}
            >
              {t("card.viewVilla")}
            </Link>
            <Link
              to={`/property-detail/${p._id}?${stayQuery(stay)}`}
              className="btn-primary"
              aria-label={t("card.actionLabel", { action: t("card.bookStay"), name: p.name })}
            >
              {t("card.bookStay")}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}

/** The searched dates and guests for the villa's stay page: guests 2 or 3 are 2 adults and 0 or 1 child. */
function stayQuery(search?: URLSearchParams): string {
  const guests = Number(search?.get("guests") ?? 2) || 2;
  return stayParams({
    checkIn: search?.get("checkIn") ?? undefined,
    checkOut: search?.get("checkOut") ?? undefined,
    adults: Math.min(guests, MAX_ADULTS),
    children: Math.min(Math.max(guests - MAX_ADULTS, 0), MAX_CHILDREN),
  });
}

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex items-baseline gap-1.5 rounded-full bg-cream-100 px-3 py-1">
      <dt className="text-xs text-ink/75">{label}</dt>
      <dd className="font-semibold text-forest-900">{value}</dd>
    </div>
  );
}

function PinIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      className="h-3.5 w-3.5 text-forest-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <path d="M8 14.5s4.5-4.2 4.5-8A4.5 4.5 0 0 0 3.5 6.5c0 3.8 4.5 8 4.5 8Z" />
      <circle cx="8" cy="6.5" r="1.6" />
    </svg>
  );
}

function StarIcon() {
  return (
    <svg viewBox="0 0 16 16" className="h-3.5 w-3.5 text-saffron-300" fill="currentColor" aria-hidden="true">
      <path d="m8 1.5 1.9 4 4.3.5-3.2 2.9.9 4.3L8 11l-3.9 2.2.9-4.3L1.8 6l4.3-.5L8 1.5Z" />
    </svg>
  );
}
