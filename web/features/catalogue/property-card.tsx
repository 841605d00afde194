import { Link } from "react-router";
import { sqftToSqm, VILLA_TAKEN_LABEL } from "../../../common/catalogue";
import type { PropertyRecord } from "../../../common/catalogue-schemas";
import { formatIndian, formatRupees } from "../../../common/money";
import { occupancyLabel } from "../../../common/stays";
import { Picture } from "../../components/picture";

export type CardLayout = "grid" | "list";

/** A villa card of /property-number/{slug}. */
export function PropertyCard({ property: p, layout }: { property: PropertyRecord; layout: CardLayout }) {
  const list = layout === "list";
  return (
    <article
      className={`group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-forest-900/10 ${list ? "sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" : "flex flex-col"}`}
      aria-labelledby={`villa-${p._id}`}
    >
      <Picture
        mediaKey={p.image}
        alt={`${p.name}, ${p.propertyType.name} in ${p.location}`}
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
              {p.constructionStatus}
            </span>
            {p.taken && (
              <span
                className="rounded-full bg-terracotta-600 px-3 py-1 text-xs font-semibold text-white"
                data-testid="villa-taken"
              >
                {VILLA_TAKEN_LABEL}
              </span>
            )}
          </p>
        </div>
        <p className="text-sm text-ink/75">{p.highlights}</p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <Fact label="Size" value={`${formatIndian(p.sqft)} sqft (${sqftToSqm(p.sqft)} m²)`} wide />
          <Fact label="Bedrooms" value={p.bedrooms} />
          <Fact label="Kitchen" value={p.kitchen} />
          <Fact label="Living area" value={p.livingArea} />
          <Fact label="View" value={p.view} />
          <Fact label="Block" value={p.blockId?.block_name ?? "N/A"} />
          <Fact label="Villa number" value={p.villaNumber ?? "N/A"} />
          <Fact label="Sleeps" value={occupancyLabel(p)} wide />
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <p className="text-lg font-semibold text-forest-900">
            <span data-testid="villa-price">{formatRupees(p.price)}</span>
            <span className="block text-xs font-normal text-ink/70">
              {p.location} · ★ {p.rating.toFixed(1)} ({p.reviews} reviews)
            </span>
          </p>
          <Link to={`/property-details/${p._id}`} className="btn-primary" aria-label={`View Villa ${p.name}`}>
            View Villa
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
