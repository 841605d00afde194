import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { CONSTRUCTION_STATUSES, PRICE_OPTIONS, priceOptionLabel, SORT_OPTIONS } from "../../../common/catalogue";
import type { BlockRef } from "../../../common/catalogue-schemas";
import { PROPERTY_VIEWS } from "../../../common/locations";

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
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter villas"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10"
      onChange={(event) => submit(withoutEmptyFields(event.currentTarget), { preventScrollReset: true, replace: true })}
    >
      <h2 className="font-sans text-base font-semibold uppercase tracking-widest text-forest-900">Filters</h2>
      {layout === "list" && <input type="hidden" name="layout" value="list" />}
      <FilterSelect label="Sort" name="sort" value={values.sort} any="Recommended" options={SORT_OPTIONS} />
      <FilterSelect
        label="Block"
        name="blockId"
        value={values.blockId}
        any="All blocks"
        options={blocks.map((b) => ({ value: b._id, label: b.block_name }))}
      />
      <FilterSelect
        label="Property View"
        name="view"
        value={values.view}
        any="Any view"
        options={PROPERTY_VIEWS.map(named)}
      />
      <FilterSelect
        label="Price"
        name="price"
        value={values.price}
        any="Any price"
        options={PRICE_OPTIONS.map((o) => ({ value: o.value, label: priceOptionLabel(o) }))}
      />
      <FilterSelect
        label="Construction Status"
        name="status"
        value={values.status}
        any="Any status"
        options={CONSTRUCTION_STATUSES.map(named)}
      />
      <div className="flex gap-3">
        <noscript>
          <button type="submit" className="btn-primary">
            Apply
          </button>
        </noscript>
        <Link to={layout === "list" ? "?layout=list" : "?"} replace preventScrollReset className="btn-secondary flex-1">
          Clear
        </Link>
      </div>
    </Form>
  );
}

const named = (name: string) => ({ value: name, label: name });

/**
 * One filter: its label, "any" first, then the choices. When the address changes it (Clear, back) the same
 * element takes the new value: a new element (a `key` per value) would drop the focus of the member using it (2.4.3).
 */
function FilterSelect({
  label,
  name,
  value,
  any,
  options,
}: {
  label: string;
  name: string;
  value?: string;
  any: string;
  options: readonly { value: string; label: string }[];
}) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (select.current) select.current.value = value ?? "";
  }, [value]);
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium text-forest-900">
      {label}
      <select ref={select} name={name} defaultValue={value ?? ""} className="field">
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
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
