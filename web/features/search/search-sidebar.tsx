import { useEffect, useId, useState, type ReactNode } from "react";
import { SORT_OPTIONS } from "../../../common/catalogue";
import { PROPERTY_VIEWS } from "../../../common/locations";
import {
  clearAllFilters,
  NIGHTLY_PRICE_BANDS,
  priceBandOf,
  SIDEBAR_LOCATIONS,
  splitPropertyTypes,
  toggleFilter,
  togglePriceBand,
  withFilter,
} from "../../../common/property-search";
import { useCatalogueWords } from "../../lib/catalogue-words";
import { useSearchTexts } from "./search-texts";

export interface SidebarOptions {
  blocks: { _id: string; label: string }[];
  types: { slug: string; name: string }[];
}

/**
 * The sidebar of /properties: sort, destination, block, property view, price
 * and property type. Single-choice options are toggle buttons: choosing the chosen one again clears
 * it. Every change goes through `onChange`, which puts it in the address.
 */
export function SearchSidebar({
  search,
  options,
  onChange,
}: {
  search: URLSearchParams;
  options: SidebarOptions;
  onChange: (next: URLSearchParams) => void;
}) {
  const { t } = useSearchTexts();
  const words = useCatalogueWords();
  const location = (search.get("location") ?? "").toLowerCase();
  const band = priceBandOf(search.get("priceMin"), search.get("priceMax"));
  const id = useId();
  // the boxes answer the click at once; the address (and the list) follow
  const chosenTypes = splitPropertyTypes(search.get("propertyType")).join(",");
  const [types, setTypes] = useState(() => splitPropertyTypes(chosenTypes));
  useEffect(() => setTypes(splitPropertyTypes(chosenTypes)), [chosenTypes]);
  const toggleType = (slug: string) => {
    const next = types.includes(slug) ? types.filter((s) => s !== slug) : [...types, slug];
    setTypes(next);
    onChange(withFilter(search, { propertyType: next.join(",") }));
  };

  return (
    <div className="flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-sans text-sm font-semibold uppercase tracking-[0.2em] text-forest-900">
          {t("sidebar.heading")}
        </h2>
        <button
          type="button"
          onClick={() => onChange(clearAllFilters(search))}
          className="rounded-full px-3 py-1 text-sm font-semibold text-saffron-700 underline-offset-4 hover:underline"
        >
          {t("sidebar.clearAll")}
        </button>
      </div>

      <Group title={t("sidebar.sort")} id={`${id}-sort`}>
        {SORT_OPTIONS.map((o) => (
          <Toggle
            key={o.value}
            pressed={search.get("sort") === o.value}
            onClick={() => onChange(toggleFilter(search, "sort", o.value))}
          >
            {words.sort(o.value)}
          </Toggle>
        ))}
      </Group>

      <Group title={t("sidebar.destination")} id={`${id}-destination`}>
        {SIDEBAR_LOCATIONS.map((l) => (
          <Toggle
            key={l.value}
            pressed={location === l.value}
            onClick={() => onChange(toggleFilter(search, "location", l.value))}
          >
            {words.location(l.value)}
          </Toggle>
        ))}
      </Group>

      <Group title={t("sidebar.block")} id={`${id}-block`}>
        {options.blocks.map((b) => (
          <Toggle
            key={b._id}
            pressed={search.get("blockId") === b._id}
            onClick={() => onChange(toggleFilter(search, "blockId", b._id))}
          >
            {b.label}
          </Toggle>
        ))}
      </Group>

      <Group title={t("sidebar.view")} id={`${id}-view`}>
        {PROPERTY_VIEWS.map((v) => (
          <Toggle
            key={v}
            pressed={search.get("propertyView") === v}
            onClick={() => onChange(toggleFilter(search, "propertyView", v))}
          >
            {words.view(v)}
          </Toggle>
        ))}
      </Group>

      <Group title={t("sidebar.price")} id={`${id}-price`} column>
        {NIGHTLY_PRICE_BANDS.map((b) => (
          <Toggle
            key={b.value}
            pressed={band?.value === b.value}
            onClick={() => onChange(togglePriceBand(search, b))}
            wide
          >
            {t(`sidebar.bands.${b.value}`)}
          </Toggle>
        ))}
      </Group>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-xs font-semibold uppercase tracking-[0.16em] text-ink/75">
          {t("sidebar.type")}
        </legend>
        {options.types.map((type) => (
          <label
            key={type.slug}
            className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1 text-sm font-medium text-forest-900 hover:bg-cream-100"
          >
            <input
              type="checkbox"
              name="propertyType"
              value={type.slug}
              checked={types.includes(type.slug)}
              onChange={() => toggleType(type.slug)}
              className="h-4 w-4 shrink-0 accent-forest-700"
            />
            {type.name}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

function Group({ title, id, column, children }: { title: string; id: string; column?: boolean; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-sans text-xs font-semibold uppercase tracking-[0.16em] text-ink/75">
        {title}
      </h3>
      <div className={column ? "flex flex-col gap-2" : "flex flex-wrap gap-2"}>{children}</div>
    </div>
  );
}

function Toggle({
  pressed,
  onClick,
  wide,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors ${wide ? "justify-between" : ""} ${
        pressed
          ? "bg-forest-900 text-cream-50 ring-1 ring-forest-900"
          : "bg-cream-50 text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100"
      }`}
    >
      {children}
      {pressed && (
        <svg
          viewBox="0 0 12 12"
          className="h-3 w-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="m3 3 6 6M9 3l-6 6" />
        </svg>
      )}
    </button>
  );
}
