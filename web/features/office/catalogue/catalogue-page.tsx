import { useState } from "react";
import { Form, Link } from "react-router";
import { CONSTRUCTION_STATUSES, DESTINATIONS } from "../../../../common/catalog";
import { PROPERTY_VIEWS } from "../../../../common/locations";
import {
  amenitiesText,
  catalogueMessages as m,
  defaultOccupancy,
  OCCUPANCY_LIMITS,
  type BlockRecord,
  type TypeRecord,
  type VillaRecord,
} from "../../../../common/catalogue-office";
import { formatRupees } from "../../../../common/money";
import { ErrorBox, SelectField, TextAreaField, TextField, type FieldErrors } from "../../../components/form-fields";
import { Pagination } from "../../../components/pagination";
import { ConfirmStep } from "../shared/confirm-step";
import { linkClass, ListFilters, QueueCount, QueueEmpty, useListLoading } from "../shared/queue-parts";
import { ImageKeyField, ImageUpload } from "./image-field";

const PATH = "/admin/catalogue";

export type CataloguePageData = {
  query: { q: string; type: string };
  typeError: string | null;
  types: TypeRecord[];
  villas: { items: VillaRecord[]; total: number; page: number; pages: number };
  blocks: BlockRecord[];
  form: { kind: "type"; type: TypeRecord | null } | { kind: "villa"; villa: VillaRecord | null } | null;
  missing: string | null;
  saved: string | null;
};
export type CatalogueResult = {
  ok: false;
  intent: string;
  id: string;
  message: string;
  errors: FieldErrors;
  values: Record<string, string>;
  confirm?: boolean;
};

const statusText = (published: boolean) => (published ? "Published" : "Unpublished");

/** Publish or unpublish in one button, posted to the page's action (the list's search kept). */
function PublishButton({ intent, id, name, published }: { intent: string; id: string; name: string; published: boolean }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="published" value={published ? "false" : "true"} />
      <button
        type="submit"
        className={`${linkClass} min-h-11 bg-transparent`}
        aria-label={`${published ? "Unpublish" : "Publish"} ${name}`}
      >
        {published ? "Unpublish" : "Publish"}
      </button>
    </Form>
  );
}

/**
 * The office's catalogue: the kinds of home, then the villas found by a GET search and narrowed
 * to a kind (a table on wide screens, cards on a phone), each published or not, with its order; the form of a kind
 * of home or a villa with every field the public pages show, posted to the page's action (works without JavaScript).
 */
export function CataloguePage({ data, result }: { data: CataloguePageData; result?: CatalogueResult }) {
  const { query, types, villas, form } = data;
  const loading = useListLoading(PATH);
  const filtered = Boolean(query.q || query.type);
  const typeOptions = [{ value: "", label: "Every kind of home" }, ...types.map((t) => ({ value: t.id, label: t.name }))];
  const listResult = result && (result.intent === "villa.publish" || result.intent === "type.publish") ? result : undefined;
  return (
    <section aria-labelledby="catalogue-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="catalogue-heading" className="font-display text-3xl text-forest-950">
          Catalogue
        </h1>
        <div className="flex flex-wrap gap-3">
          <Link to={`${PATH}?editType=new`} className="btn h-11">
            New kind of home
          </Link>
          <Link to={`${PATH}?editVilla=new`} className="btn btn-primary h-11">
            New villa
          </Link>
        </div>
      </div>
      <p className="mt-2 text-ink/80">
        What the public pages show. A change shows there at once; an unpublished villa leaves the lists, the search and its page, while its
        members keep it.{" "}
        <Link to="/admin/catalogue/lists" className={linkClass}>
          Blocks and option lists
        </Link>
      </p>

      {data.saved && !form && (
        <p role="status" className="mt-4 rounded-2xl bg-forest-50 p-4 font-semibold text-forest-950">
          {`Saved: ${data.saved}`}
        </p>
      )}
      {data.missing && (
        <div className="mt-4">
          <ErrorBox>{data.missing}</ErrorBox>
        </div>
      )}
      {listResult && (
        <div className="mt-4">
          <ErrorBox>{listResult.message}</ErrorBox>
        </div>
      )}

      {form?.kind === "type" && (
        <TypeForm key={form.type?.id ?? "new"} type={form.type} result={result?.intent === "type.save" ? result : undefined} />
      )}
      {form?.kind === "villa" && (
        <VillaForm
          key={form.villa?.id ?? "new"}
          villa={form.villa}
          types={types}
          blocks={data.blocks}
          result={result?.intent === "villa.save" || result?.intent === "villa.delete" ? result : undefined}
        />
      )}

      <h2 className="mt-8 text-xl font-semibold text-forest-950">{m.types}</h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-2" aria-label={m.types}>
        {types.map((t) => (
          <li key={t.id} className="rounded-2xl bg-white p-4 shadow-sm">
            <p className="font-semibold text-forest-950">{t.name}</p>
            <p className="text-sm text-ink/80">
              {`/${t.slug} · ${t.villa_count === 1 ? "1 villa" : `${t.villa_count} villas`} · order ${t.sort_order} · ${statusText(t.published)}`}
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-4">
              <Link
                to={`${PATH}?editType=${t.id}`}
                className={`${linkClass} inline-flex min-h-11 items-center`}
                aria-label={`Edit ${t.name}`}
              >
                Edit
              </Link>
              <PublishButton intent="type.publish" id={t.id} name={t.name} published={t.published} />
              {t.published && (
                <Link
                  to={`/property-number/${t.slug}`}
                  className={`${linkClass} inline-flex min-h-11 items-center`}
                  aria-label={`Public page of ${t.name}`}
                >
                  Public page
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>

      <h2 className="mt-8 text-xl font-semibold text-forest-950">{m.villas}</h2>
      <ListFilters
        key={`${query.type}|${query.q}`}
        label="Villas"
        idPrefix="villas"
        q={query.q}
        searchLabel="Search by villa name or number"
        placeholder="For example Kingfisher"
        filterName="type"
        filterLabel="Kind of home"
        filter={query.type}
        options={typeOptions}
        filterError={data.typeError}
        submitLabel="Show villas"
      />
      <QueueCount path={PATH} total={villas.total} page={villas.page} pages={villas.pages} noun={["villa", "villas"]} after={query.q ? " found" : ""} />
      {villas.items.length === 0 ? (
        <QueueEmpty
          message={filtered ? m.noVillasMatch : m.noVillas}
          searched={filtered}
          path={PATH}
          resetLabel="show every villa"
          hint="Try another name"
        />
      ) : (
        <div className={loading ? "opacity-60" : undefined}>
          <table className="mt-4 hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm md:table">
            <caption className="sr-only">Villas in the office's order</caption>
            <thead className="bg-forest-50 text-forest-950">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Villa
                </th>
                <th scope="col" className="px-4 py-3">
                  Kind of home
                </th>
                <th scope="col" className="px-4 py-3">
                  Per night
                </th>
                <th scope="col" className="px-4 py-3">
                  Order
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Change</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {villas.items.map((v) => (
                <tr key={v.id} className="border-t border-forest-100 align-top">
                  <td className="px-4 py-3">
                    <span className="font-semibold">{v.name}</span>
                    <span className="block text-ink/80">{[v.villa_number, v.location].filter(Boolean).join(" · ")}</span>
                  </td>
                  <td className="px-4 py-3">{v.type_name}</td>
                  <td className="px-4 py-3">{formatRupees(v.price_per_night)}</td>
                  <td className="px-4 py-3">{v.sort_order}</td>
                  <td className="px-4 py-3">{statusText(v.published)}</td>
                  <td className="px-4 py-3">
                    <VillaActions villa={v} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 grid gap-3 md:hidden" aria-label="Villas in the office's order">
            {villas.items.map((v) => (
              <li key={v.id} className="rounded-2xl bg-white p-4 shadow-sm">
                <p className="text-lg font-semibold text-forest-950">{v.name}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink/80">Kind of home</dt>
                  <dd>{v.type_name}</dd>
                  <dt className="text-ink/80">Where</dt>
                  <dd>{[v.villa_number, v.location].filter(Boolean).join(" · ")}</dd>
                  <dt className="text-ink/80">Per night</dt>
                  <dd>{formatRupees(v.price_per_night)}</dd>
                  <dt className="text-ink/80">Order</dt>
                  <dd>{v.sort_order}</dd>
                  <dt className="text-ink/80">Status</dt>
                  <dd>{statusText(v.published)}</dd>
                </dl>
                <VillaActions villa={v} />
              </li>
            ))}
          </ul>
          <Pagination current={villas.page} total={villas.pages} search={villaSearch(query)} />
        </div>
      )}
    </section>
  );
}

/** The villas' search in the address, for the pages' links. */
function villaSearch(query: { q: string; type: string }): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.type) params.set("type", query.type);
  return params;
}

function VillaActions({ villa }: { villa: VillaRecord }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4">
      <Link
        to={`${PATH}?editVilla=${villa.id}`}
        className={`${linkClass} inline-flex min-h-11 items-center`}
        aria-label={`Edit ${villa.name}`}
      >
        Edit
      </Link>
      <PublishButton intent="villa.publish" id={villa.id} name={villa.name} published={villa.published} />
      {villa.published && (
        <Link
          to={`/property-details/${villa.id}`}
          className={`${linkClass} inline-flex min-h-11 items-center`}
          aria-label={`Public page of ${villa.name}`}
        >
          Public page
        </Link>
      )}
    </div>
  );
}

/** A stored value or, after a refused post, the value sent. */
function useValues(result: CatalogueResult | undefined) {
  const sent = result?.values;
  return (name: string, stored: string | number | null | undefined) => (sent ? (sent[name] ?? "") : stored == null ? "" : String(stored));
}

function PublishedBox({ checked }: { checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-forest-950">
      <input type="checkbox" name="published" defaultChecked={checked} className="h-5 w-5 accent-saffron-700" />
      Published: shown on the public pages
    </label>
  );
}

function TypeForm({ type, result }: { type: TypeRecord | null; result?: CatalogueResult }) {
  const value = useValues(result);
  const errors = result?.errors ?? {};
  const sentLocations = result ? (result.values.locations ?? "").split("\n") : (type?.locations ?? []);
  const title = type ? `Edit ${type.name}` : "New kind of home";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-labelledby="type-form-heading"
      className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      noValidate
    >
      <h2 id="type-form-heading" className="text-xl font-semibold text-forest-950">
        {title}
      </h2>
      <input type="hidden" name="intent" value="type.save" />
      {type && <input type="hidden" name="id" value={type.id} />}
      {result && <ErrorBox>{result.message}</ErrorBox>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="type-name"
          name="name"
          label="Name"
          defaultValue={value("name", type?.name)}
          error={errors.name}
          maxLength={120}
          required
        />
        <TextField
          id="type-slug"
          name="slug"
          label="Slug"
          hint="Its address: /property-number/<slug>."
          defaultValue={value("slug", type?.slug)}
          error={errors.slug}
          maxLength={80}
          required
        />
        <TextField
          id="type-category"
          name="category_name"
          label="Category"
          defaultValue={value("category_name", type?.category_name)}
          error={errors.category_name}
          maxLength={80}
          required
        />
        <TextField
          id="type-size"
          name="size"
          label="Size"
          defaultValue={value("size", type?.size)}
          error={errors.size}
          maxLength={80}
          required
        />
        <TextField
          id="type-order"
          name="sort_order"
          label="Order"
          hint="Lower numbers come first."
          inputMode="numeric"
          defaultValue={value("sort_order", type?.sort_order ?? 0)}
          error={errors.sort_order}
        />
        <ImageKeyField id="type-image" defaultValue={value("image", type?.image)} error={errors.image} />
        <TextAreaField
          id="type-about"
          name="about"
          label="About"
          defaultValue={value("about", type?.about)}
          error={errors.about}
          className="sm:col-span-2"
          maxLength={2000}
          required
        />
        <TextAreaField
          id="type-description"
          name="description"
          label="Description"
          rows={4}
          defaultValue={value("description", type?.description)}
          error={errors.description}
          className="sm:col-span-2"
          maxLength={4000}
          required
        />
        <TextAreaField
          id="type-features"
          name="features"
          label="Features"
          hint="One a line. Bold, italics and line breaks are kept (<strong>, <em>, <br>); other HTML is removed."
          rows={5}
          defaultValue={value("features", type?.features.join("\n"))}
          error={errors.features}
          className="sm:col-span-2"
        />
      </div>
      <fieldset aria-describedby={errors.locations ? "type-locations-error" : undefined}>
        <legend className="text-sm font-semibold text-forest-900">Locations</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {DESTINATIONS.map((d) => (
            <label key={d} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="locations"
                value={d}
                defaultChecked={sentLocations.includes(d)}
                className="h-5 w-5 accent-saffron-700"
              />
              {d}
            </label>
          ))}
        </div>
        {errors.locations && (
          <p id="type-locations-error" className="mt-1 text-sm font-medium text-[#b42318]">
            {errors.locations}
          </p>
        )}
      </fieldset>
      <PublishedBox checked={result ? result.values.published === "on" : (type?.published ?? true)} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary h-11">
          {type ? "Save kind of home" : "Create kind of home"}
        </button>
        <Link to={PATH} className="btn h-11">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function VillaForm({
  villa,
  types,
  blocks,
  result,
}: {
  villa: VillaRecord | null;
  types: TypeRecord[];
  blocks: BlockRecord[];
  result?: CatalogueResult;
}) {
  const value = useValues(result?.intent === "villa.save" ? result : undefined);
  const errors = result?.errors ?? {};
  const [gallery, setGallery] = useState(value("gallery", villa?.gallery.join("\n")));
  const title = villa ? `Edit ${villa.name}` : "New villa";
  const options = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));
  return (
    <div className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <Form method="post" encType="multipart/form-data" aria-labelledby="villa-form-heading" className="grid gap-4" noValidate>
        <h2 id="villa-form-heading" className="text-xl font-semibold text-forest-950">
          {title}
        </h2>
        <input type="hidden" name="intent" value="villa.save" />
        {villa && <input type="hidden" name="id" value={villa.id} />}
        {result && !result.confirm && <ErrorBox>{result.message}</ErrorBox>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="villa-name"
            name="name"
            label="Name"
            defaultValue={value("name", villa?.name)}
            error={errors.name}
            maxLength={120}
            required
          />
          <SelectField
            id="villa-type"
            name="property_type_id"
            label="Kind of home"
            placeholder="Choose…"
            options={types.map((t) => ({ value: t.id, label: t.name }))}
            defaultValue={value("property_type_id", villa?.property_type_id)}
            error={errors.property_type_id}
            required
          />
          <TextField
            id="villa-number"
            name="villa_number"
            label="Villa number (optional)"
            defaultValue={value("villa_number", villa?.villa_number)}
            error={errors.villa_number}
            maxLength={20}
          />
          <SelectField
            id="villa-block"
            name="block_id"
            label="Block"
            placeholder="No block"
            options={blocks.map((b) => ({ value: b.id, label: `${b.block_number} · ${b.block_name}` }))}
            defaultValue={value("block_id", villa?.block_id)}
            error={errors.block_id}
          />
          <SelectField
            id="villa-location"
            name="location"
            label="Location"
            placeholder="Choose…"
            options={options(DESTINATIONS)}
            defaultValue={value("location", villa?.location)}
            error={errors.location}
            required
          />
          <SelectField
            id="villa-view"
            name="view"
            label="View"
            placeholder="Choose…"
            options={options(PROPERTY_VIEWS)}
            defaultValue={value("view", villa?.view)}
            error={errors.view}
            required
          />
          <SelectField
            id="villa-status"
            name="construction_status"
            label="Construction status"
            placeholder="Choose…"
            options={options(CONSTRUCTION_STATUSES)}
            defaultValue={value("construction_status", villa?.construction_status)}
            error={errors.construction_status}
            required
          />
          <TextField
            id="villa-order"
            name="sort_order"
            label="Order"
            hint="Lower numbers come first within the kind of home."
            inputMode="numeric"
            defaultValue={value("sort_order", villa?.sort_order ?? 0)}
            error={errors.sort_order}
          />
          <TextField
            id="villa-price"
            name="price"
            label="Price (₹)"
            inputMode="numeric"
            defaultValue={value("price", villa?.price)}
            error={errors.price}
            required
          />
          <TextField
            id="villa-price-night"
            name="price_per_night"
            label="Price per night (₹)"
            inputMode="numeric"
            defaultValue={value("price_per_night", villa?.price_per_night)}
            error={errors.price_per_night}
            required
          />
          <TextField
            id="villa-sqft"
            name="sqft"
            label="Size (sq ft)"
            inputMode="numeric"
            defaultValue={value("sqft", villa?.sqft)}
            error={errors.sqft}
            required
          />
          <TextField
            id="villa-bedrooms"
            name="bedrooms"
            label="Bedrooms"
            inputMode="numeric"
            defaultValue={value("bedrooms", villa?.bedrooms)}
            error={errors.bedrooms}
            required
          />
          <TextField
            id="villa-max-adults"
            name="max_adults"
            label="Adults it sleeps"
            hint={`${OCCUPANCY_LIMITS.adults.min} to ${OCCUPANCY_LIMITS.adults.max}. Empty for a new villa: two a bedroom.`}
            inputMode="numeric"
            defaultValue={value("max_adults", villa?.max_adults)}
            error={errors.max_adults}
            required={!!villa}
          />
          <TextField
            id="villa-max-children"
            name="max_children"
            label="Children it sleeps"
            hint={`${OCCUPANCY_LIMITS.children.min} to ${OCCUPANCY_LIMITS.children.max}. Empty for a new villa: ${defaultOccupancy(0).maxChildren}.`}
            inputMode="numeric"
            defaultValue={value("max_children", villa?.max_children)}
            error={errors.max_children}
            required={!!villa}
          />
          <TextField
            id="villa-kitchen"
            name="kitchen"
            label="Kitchens"
            inputMode="numeric"
            defaultValue={value("kitchen", villa?.kitchen)}
            error={errors.kitchen}
            required
          />
          <TextField
            id="villa-living"
            name="living_area"
            label="Living areas"
            inputMode="numeric"
            defaultValue={value("living_area", villa?.living_area)}
            error={errors.living_area}
            required
          />
          <ImageKeyField id="villa-image" defaultValue={value("image", villa?.image)} error={errors.image} />
          <TextAreaField
            id="villa-highlights"
            name="highlights"
            label="Highlights"
            defaultValue={value("highlights", villa?.highlights)}
            error={errors.highlights}
            className="sm:col-span-2"
            maxLength={2000}
            required
          />
          <TextAreaField
            id="villa-amenities"
            name="amenities"
            label="Amenities"
            hint="One a line: Title: detail; detail"
            rows={5}
            defaultValue={value("amenities", villa ? amenitiesText(villa.amenities) : "")}
            error={errors.amenities}
            className="sm:col-span-2"
          />
          <TextAreaField
            id="villa-gallery"
            name="gallery"
            label="Gallery"
            hint="One image key a line, in the order shown. Move a line to reorder."
            rows={4}
            value={gallery}
            onChange={(event) => setGallery(event.currentTarget.value)}
            error={errors.gallery}
          />
          <ImageUpload
            id="villa-gallery-file"
            label="Add an image to the gallery"
            fileName="gallery_file"
            onStored={(key) => setGallery((g) => (g.trim() ? `${g.trim()}\n${key}` : key))}
          />
        </div>
        <PublishedBox checked={result?.intent === "villa.save" ? result.values.published === "on" : (villa?.published ?? true)} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary h-11">
            {villa ? "Save villa" : "Create villa"}
          </button>
          <Link to={PATH} className="btn h-11">
            Cancel
          </Link>
        </div>
      </Form>
      {villa && (
        <div className="border-t border-forest-100 pt-4">
          <p className="text-sm text-ink/80">
            A villa a member's plan, application, agreement or stay names cannot be deleted: unpublish it instead.
          </p>
          <ConfirmStep
            id={`delete-villa-${villa.id}`}
            fields={{ intent: "villa.delete", id: villa.id }}
            trigger="Delete villa"
            triggerLabel={`Delete ${villa.name}`}
            triggerClass="btn mt-2 h-11"
            question={`Delete ${villa.name}?`}
            consequence={`${villa.name} leaves the catalogue for good, with its page, its prices and its images' place in it. This cannot be undone: to take it off the site for a while, unpublish it instead.`}
            confirmLabel={`Confirm deleting ${villa.name}`}
            keepLabel="Keep the villa"
            asked={Boolean(result?.confirm && result.intent === "villa.delete")}
          />
        </div>
      )}
    </div>
  );
}
