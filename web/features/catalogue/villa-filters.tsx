import { Form, Link, useSubmit } from "react-router";
import { CONSTRUCTION_STATUSES, PRICE_OPTIONS } from "../../../common/catalogue";
import type { BlockRef } from "../../../common/catalogue-schemas";
import { PROPERTY_VIEWS } from "../../../common/locations";
import { FilterSelect } from "../../components/filter-select";
import { useCatalogueWords } from "../../lib/catalogue-words";

export interface VillaFilterValues {
  sort?: string;
  blockId?: string;
  view?: string;
  price?: string;
  status?: string;
}

/**
 * The sidebar of /property-number/{slug}: Sort, Block, Property View, Price, Construction Status.
 * A plain GET form (works without JavaScript); with JavaScript every change applies at once.
 */
export function VillaFilters({
  values,
  blocks,
  layout,
}: {
  values: VillaFilterValues;
  blocks: BlockRef[];
  layout: string;
}) {
  const submit = useSubmit();
  const words = useCatalogueWords();
  const { t } = words;
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("filters.label")}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10"
      onChange={(event) => submit(withoutEmptyFields(event.currentTarget), { preventScrollReset: true, replace: true })}
    >
      <h2 className="font-sans text-base font-semibold uppercase tracking-widest text-forest-900">
        {t("filters.heading")}
      </h2>
      {layout === "list" && <input type="hidden" name="layout" value="list" />}
      <FilterSelect
        label={t("filters.sort")}
        name="sort"
        value={values.sort}
        any={t("filters.recommended")}
        options={words.sortOptions}
      />
      <FilterSelect
        label={t("filters.block")}
        name="blockId"
        value={values.blockId}
        any={t("filters.allBlocks")}
        options={blocks.map((b) => ({ value: b._id, label: b.block_name }))}
      />
      <FilterSelect
        label={t("filters.view")}
        name="view"
        value={values.view}
        any={t("filters.anyView")}
        options={PROPERTY_VIEWS.map((v) => ({ value: v, label: words.view(v) }))}
      />
      <FilterSelect
        label={t("filters.price")}
        name="price"
        value={values.price}
        any={t("filters.anyPrice")}
        options={PRICE_OPTIONS.map((o) => ({ value: o.value, label: words.price(o.value) }))}
      />
      <FilterSelect
        label={t("filters.status")}
        name="status"
        value={values.status}
        any={t("filters.anyStatus")}
        options={CONSTRUCTION_STATUSES.map((s) => ({ value: s, label: words.status(s) }))}
      />
      <div className="flex gap-3">
        <noscript>
          <button type="submit" className="btn-primary">
            {t("filters.apply")}
          </button>
        </noscript>
        <Link to={layout === "list" ? "?layout=list" : "?"} replace preventScrollReset className="btn-secondary flex-1">
          {t("clear")}
        </Link>
      </div>
    </Form>
  );
}

/** The form's values without the empty ones, so the address shows only the filters in use. */
export function withoutEmptyFields(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") params.append(name, value);
  }
  return params;
}
