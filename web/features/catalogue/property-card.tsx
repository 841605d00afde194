import { Link } from "react-router";
import { sqftToSqm } from "../../../common/catalogue";
import type { PropertyRecord } from "../../../common/catalogue-schemas";
import { formatIndian, formatRupees } from "../../../common/format";
import { Picture } from "../../components/picture";
import { useCatalogueWords } from "../../lib/catalogue-words";

export type CardLayout = "grid" | "list";

/** A villa card of /property-number/{slug}, in the page's language (its record already in it: the loader's). */
export function PropertyCard({ property: p, layout }: { property: PropertyRecord; layout: CardLayout }) {
  const words = useCatalogueWords();
  const { t, language } = words;
  const list = layout === "list";
  const location = words.location(p.location);
  return (
    <article
      className={`group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-forest-900/10 ${list ? "sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" : "flex flex-col"}`}
      aria-labelledby={`villa-${p._id}`}
    >
      <Picture
        mediaKey={p.image}
        alt={t("imageAlt", { name: p.name, type: p.propertyType.name, location })}
        sizes={
          list
            ? "(min-width: 1024px) 360px, (min-width: 640px) 40vw, 100vw"
            : "(min-width: 1280px) 380px, (min-width: 640px) 45vw, 100vw"
        }
        className="aspect-[3/2] h-full w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`villa-${p._id}`} className="text-2xl font-semibold leading-tight text-forest-900">
            {p.name}
          </h3>
          <p className="flex shrink-0 flex-col items-end gap-1">
            <span className="rounded-full bg-cream-100 px-3 py-1 text-xs font-semibold text-forest-900">
              {words.status(p.constructionStatus)}
            </span>
            {p.taken && (
              <span
                className="rounded-full bg-terracotta-600 px-3 py-1 text-xs font-semibold text-white"
                data-testid="villa-taken"
              >
                {t("taken")}
              </span>
            )}
          </p>
        </div>
        <p className="text-sm text-ink/75">{p.highlights}</p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <Fact
            label={t("facts.size")}
            value={t("card.sizeValue", { sqft: formatIndian(p.sqft, language), sqm: sqftToSqm(p.sqft) })}
            wide
          />
          <Fact label={t("facts.bedrooms")} value={p.bedrooms} />
          <Fact label={t("facts.kitchen")} value={p.kitchen} />
          <Fact label={t("facts.livingArea")} value={p.livingArea} />
          <Fact label={t("facts.view")} value={words.view(p.view)} />
          <Fact label={t("facts.block")} value={p.blockId?.block_name ?? t("notAvailable")} />
          <Fact label={t("facts.villaNumber")} value={p.villaNumber ?? t("notAvailable")} />
          <Fact label={t("facts.sleeps")} value={words.occupancy(p)} wide />
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <p className="text-lg font-semibold text-forest-900">
            <span data-testid="villa-price">{formatRupees(p.price, language)}</span>
            <span className="block text-xs font-normal text-ink/70">{[location, words.rating(p)].join(" · ")}</span>
          </p>
          <Link
            to={`/property-details/${p._id}`}
            className="btn-primary"
            aria-label={t("card.viewVillaLabel", { name: p.name })}
          >
            {t("viewVilla")}
          </Link>
        </div>
      </div>
    </article>
  );
}

function Fact({ label, value, wide }: { label: string; value: string | number; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2" : undefined}>
      <dt className="text-xs uppercase tracking-wider text-ink/65">{label}</dt>
      <dd className="font-medium text-forest-900">{value}</dd>
    </div>
  );
}
