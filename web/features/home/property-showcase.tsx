import { useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { PropertyTypeRecord } from "../../../common/catalogue-schemas";
import { formatRupees } from "../../../common/format";
import { typeImageKey } from "../../../common/media";
import { Picture } from "../../components/picture";
import { useLanguage } from "../../lib/i18n";
import { ArrowRightIcon, CheckIcon } from "./icons";
import { SectionHeading } from "./section-heading";

/** What the showcase needs of a property type (the loader sends no more than this). */
export interface ShowcaseType {
  slug: string;
  name: string;
  image: string;
  categoryName: string;
  /** The lowest price of its published villas; null while it has none. */
  price: number | null;
  size: string;
  /** HTML strings, sanitised by the server. */
  features: string[];
}

export function toShowcaseType(t: PropertyTypeRecord): ShowcaseType {
  return {
    slug: t.slug,
    name: t.name,
    image: t.image,
    categoryName: t.category.name,
    price: t.price,
    size: t.size,
    features: t.features,
  };
}

/**
 * "a symphony of luxury and nature": one tab per property type, the first selected by default.
 * Loading... while a navigation reloads it, No properties found when empty.
 */
export function PropertyShowcase({ types, loading }: { types: ShowcaseType[]; loading: boolean }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="showcase-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:py-28">
      <SectionHeading
        id="showcase-heading"
        eyebrow={t("showcase.eyebrow")}
        title={t("showcase.title")}
        intro={t("showcase.intro")}
      />
      {loading ? (
        <p role="status" className="mt-10 text-lg text-forest-900">
          {t("showcase.loading")}
        </p>
      ) : types.length === 0 ? (
        <p role="status" className="mt-10 rounded-2xl bg-cream-100 px-6 py-8 text-lg text-forest-900">
          {t("showcase.empty")}
        </p>
      ) : (
        <ShowcaseTabs types={types} />
      )}
    </section>
  );
}

function ShowcaseTabs({ types }: { types: ShowcaseType[] }) {
  const { t } = useTranslation("home");
  const [selectedSlug, setSelectedSlug] = useState(types[0].slug);
  const selected = types.find((t) => t.slug === selectedSlug) ?? types[0];
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (slug: string) => `showcase-tab-${slug}`;
  const panelId = "showcase-panel";

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = types.findIndex((t) => t.slug === selected.slug);
    const last = types.length - 1;
    const next =
      event.key === "ArrowRight"
        ? current === last
          ? 0
          : current + 1
        : event.key === "ArrowLeft"
          ? current === 0
            ? last
            : current - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelectedSlug(types[next].slug);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="mt-10">
      <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        <div role="tablist" aria-label={t("showcase.tabsLabel")} className="flex w-max gap-2" onKeyDown={onKeyDown}>
          {types.map((type, i) => {
            const isSelected = type.slug === selected.slug;
            return (
              <button
                key={type.slug}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={tabId(type.slug)}
                aria-selected={isSelected}
                aria-controls={isSelected ? panelId : undefined}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => setSelectedSlug(type.slug)}
                className={`whitespace-nowrap rounded-full px-5 py-2.5 text-sm font-semibold transition-colors ${
                  isSelected
                    ? "bg-forest-900 text-cream-50"
                    : "bg-white text-forest-900 ring-1 ring-forest-900/15 hover:bg-forest-100"
                }`}
              >
                {type.name}
              </button>
            );
          })}
        </div>
      </div>

      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected.slug)}
        tabIndex={0}
        className="mt-8 grid gap-10 rounded-[2rem] bg-white p-4 shadow-sm ring-1 ring-forest-900/10 sm:p-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12 lg:p-8"
      >
        <div className="relative aspect-[3/2] overflow-hidden rounded-3xl lg:aspect-auto lg:min-h-[28rem]">
          <Picture
            key={selected.slug}
            mediaKey={typeImageKey(selected.image)}
            alt={t("showcase.imageAlt", { name: selected.name })}
            sizes="(min-width: 1280px) 640px, (min-width: 1024px) 52vw, 100vw"
            className="absolute inset-0 h-full w-full object-cover"
          />
        </div>
        <div className="flex flex-col px-1 pb-2 sm:px-0 lg:py-2">
          <p className="eyebrow">{selected.categoryName}</p>
          <h3 className="mt-2 text-4xl font-semibold leading-tight text-forest-900">{selected.name}</h3>
          <div className="mt-4 flex flex-wrap items-baseline gap-x-6 gap-y-1">
            {selected.price !== null && (
              <p className="text-2xl font-semibold text-forest-900">
                <span className="mr-1.5 text-sm font-medium text-ink/75">{t("showcase.pricePrefix")}</span>
                <Rupees amount={selected.price} />
              </p>
            )}
            <p className="text-sm font-medium text-ink/80">{selected.size}</p>
          </div>
          <ul className="mt-6 space-y-2.5 text-[0.95rem] leading-relaxed text-ink/85">
            {selected.features.map((f, i) => (
              <li key={i} className="flex gap-3">
                <span className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-saffron-600" aria-hidden="true" />
                <span
                  className="[&_strong]:font-semibold [&_strong]:text-forest-900"
                  dangerouslySetInnerHTML={{ __html: f }}
                />
              </li>
            ))}
          </ul>
          <div className="mt-7 rounded-2xl bg-cream-100 p-5">
            <p className="text-xs font-semibold uppercase tracking-[0.14em] text-forest-700">
              {t("showcase.benefitsTitle")}
            </p>
            <ul className="mt-3 grid gap-2.5 text-sm font-medium text-forest-900 sm:grid-cols-2">
              {t("showcase.benefits", { returnObjects: true }).map((b) => (
                <li key={b} className="flex gap-2">
                  <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-saffron-700" />
                  {b}
                </li>
              ))}
            </ul>
          </div>
          <Link to={`/property-number/${selected.slug}`} className="btn-primary relative mt-7 self-start">
            {t("showcase.viewVilla")}
            <span className="sr-only">: {selected.name}</span>
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * A price with the rupee sign set in the system font: the sign lies outside the Latin subset of the
 * web fonts, and drawing it in Inter would fetch Inter's 85 KB Latin Extended file for one glyph.
 */
function Rupees({ amount }: { amount: number }) {
  const text = formatRupees(amount, useLanguage());
  const digits = text.search(/\d/);
  return (
    <span>
      <span style={{ fontFamily: "system-ui, sans-serif" }}>{text.slice(0, digits)}</span>
      {text.slice(digits)}
    </span>
  );
}
