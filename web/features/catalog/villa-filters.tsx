import { Form, Link, useSubmit } from "react-router";
import { CONSTRUCTION_STATUSES, PRICE_OPTIONS, PROPERTY_VIEWS, SORT_OPTIONS, type BlockRef } from "../../../common/catalog";

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
export function VillaFilters({ values, blocks, layout }: { values: VillaFilterValues; blocks: BlockRef[]; layout: string }) {
  const submit = useSubmit();
  const field = "flex flex-col gap-1.5 text-sm font-medium text-forest-900";
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
      <label className={field}>
        Sort
        <select name="sort" defaultValue={values.sort ?? ""} className="field" key={`sort-${values.sort}`}>
          <option value="">Recommended</option>
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        Block
        <select name="blockId" defaultValue={values.blockId ?? ""} className="field" key={`block-${values.blockId}`}>
          <option value="">All blocks</option>
          {blocks.map((b) => (
            <option key={b._id} value={b._id}>
              {b.block_name}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        Property View
        <select name="view" defaultValue={values.view ?? ""} className="field" key={`view-${values.view}`}>
          <option value="">Any view</option>
          {PROPERTY_VIEWS.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        Price
        <select name="price" defaultValue={values.price ?? ""} className="field" key={`price-${values.price}`}>
          <option value="">Any price</option>
          {PRICE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        Construction Status
        <select name="status" defaultValue={values.status ?? ""} className="field" key={`status-${values.status}`}>
          <option value="">Any status</option>
          {CONSTRUCTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
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

/** The form's values without the empty ones, so the address shows only the filters in use. */
export function withoutEmptyFields(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") params.append(name, value);
  }
  return params;
}
