import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { CONSTRUCTION_STATUSES, DESTINATIONS } from "../../../../common/catalogue";
import { PROPERTY_VIEWS } from "../../../../common/locations";
import {
  defaultOccupancy,
  OCCUPANCY_LIMITS,
  villaFormInput,
  villaInput,
  type BlockRecord,
  type TypeRecord,
  type VillaRecord,
} from "../../../../common/catalogue-office";
import { galleryWith, holdsFile, villaFormValues } from "../../../../common/catalogue-office-form";
import { ErrorBox, SelectField, TextAreaField, TextField } from "../../../components/form-fields";
import { checkForm, useForm } from "../../../lib/form";
import { ConfirmStep } from "../shared/confirm-step";
import type { CatalogueFormResult as CatalogueResult } from "./catalogue.server";
import { ImageKeyField, ImageUpload } from "../shared/image-field";

export const CATALOGUE_PATH = "/admin/catalogue";
const PATH = CATALOGUE_PATH;

/** Whether the kind of home or villa is shown on the public pages (a new one is). */
export function PublishedBox({ checked }: { checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-forest-950">
      <input type="checkbox" name="published" defaultChecked={checked} className="h-5 w-5 accent-saffron-700" />
      Published: shown on the public pages
    </label>
  );
}

/**
 * The Hindi version of a kind of home or a villa (decision 046): optional fields beside the English ones. A Hindi
 * page shows each field given here and the English of each left empty.
 */
export function HindiVersion({ id, children }: { id: string; children: ReactNode }) {
  return (
    <fieldset aria-describedby={`${id}-hint`} className="grid gap-4 rounded-xl border border-forest-100 p-4">
      <legend className="px-1 text-sm font-semibold text-forest-950">Hindi version (optional)</legend>
      <p id={`${id}-hint`} className="-mt-2 text-sm text-ink/80">
        Shown on the Hindi pages. Where a field is left empty, those pages show the English.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * A villa's form (every field the public pages show), posted to the page's action: checked here by the shared
 * schema, then saved (the page opens on the list, "Saved: …") or refused with each field's message. An image
 * chosen is uploaded at once and its key fills its field; without JavaScript the file is posted in the form.
 * A villa can be deleted once confirmed.
 */
export function VillaForm({
  villa,
  types,
  blocks,
  result,
}: {
  villa: VillaRecord | null;
  types: TypeRecord[];
  blocks: BlockRecord[];
  /** The page's answer to a post made without JavaScript. */
  result?: CatalogueResult;
}) {
  const form = useForm<CatalogueResult>({
    id: "villa",
    intent: "villa.save",
    actionData: result,
    // the form says its message itself
    toast: false,
    // a file not uploaded yet is stored by the server, which then checks the form
    check: (data) =>
      holdsFile(data, "image_file") || holdsFile(data, "gallery_file")
        ? null
        : checkForm(villaInput, villaFormInput(data)),
  });
  const remove = useForm<CatalogueResult>({
    id: `delete-villa-${villa?.id ?? "new"}`,
    intent: "villa.delete",
    actionData: result,
    toast: false,
  });
  const { values, published } = villaFormValues(villa, form.result?.values);
  const [gallery, setGallery] = useState(values.gallery);
  // a refused deletion is said here too (its confirmation step asks in its own panel)
  const refusedRemoval = remove.result && !remove.result.confirm ? remove.result : undefined;
  const failure = form.failure ?? refusedRemoval;
  const title = villa ? `Edit ${villa.name}` : "New villa";
  const options = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));
  return (
    <div className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <form.Form
        {...form.props}
        encType="multipart/form-data"
        aria-labelledby="villa-form-heading"
        className="grid gap-4"
        noValidate
      >
        <h2 id="villa-form-heading" className="text-xl font-semibold text-forest-950">
          {title}
        </h2>
        <input type="hidden" name="intent" value="villa.save" />
        {villa && <input type="hidden" name="id" value={villa.id} />}
        {failure && <ErrorBox id={form.messageId}>{failure.message}</ErrorBox>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...form.field("name", { id: "villa-name" })}
            label="Name"
            defaultValue={values.name}
            maxLength={120}
            required
          />
          <SelectField
            {...form.field("property_type_id", { id: "villa-type" })}
            label="Kind of home"
            placeholder="Choose…"
            options={types.map((t) => ({ value: t.id, label: t.name }))}
            defaultValue={values.property_type_id}
            required
          />
          <TextField
            {...form.field("villa_number", { id: "villa-number" })}
            label="Villa number (optional)"
            defaultValue={values.villa_number}
            maxLength={20}
          />
          <SelectField
            {...form.field("block_id", { id: "villa-block" })}
            label="Block"
            placeholder="No block"
            options={blocks.map((b) => ({ value: b.id, label: `${b.block_number} · ${b.block_name}` }))}
            defaultValue={values.block_id}
          />
          <SelectField
            {...form.field("location", { id: "villa-location" })}
            label="Location"
            placeholder="Choose…"
            options={options(DESTINATIONS)}
            defaultValue={values.location}
            required
          />
          <SelectField
            {...form.field("view", { id: "villa-view" })}
            label="View"
            placeholder="Choose…"
            options={options(PROPERTY_VIEWS)}
            defaultValue={values.view}
            required
          />
          <SelectField
            {...form.field("construction_status", { id: "villa-status" })}
            label="Construction status"
            placeholder="Choose…"
            options={options(CONSTRUCTION_STATUSES)}
            defaultValue={values.construction_status}
            required
          />
          <TextField
            {...form.field("sort_order", { id: "villa-order" })}
            label="Order"
            hint="Lower numbers come first within the kind of home."
            inputMode="numeric"
            defaultValue={values.sort_order}
          />
          <TextField
            {...form.field("price", { id: "villa-price" })}
            label="Price (₹)"
            inputMode="numeric"
            defaultValue={values.price}
            required
          />
          <TextField
            {...form.field("price_per_night", { id: "villa-price-night" })}
            label="Price per night (₹)"
            inputMode="numeric"
            defaultValue={values.price_per_night}
            required
          />
          <TextField
            {...form.field("sqft", { id: "villa-sqft" })}
            label="Size (sq ft)"
            inputMode="numeric"
            defaultValue={values.sqft}
            required
          />
          <TextField
            {...form.field("bedrooms", { id: "villa-bedrooms" })}
            label="Bedrooms"
            inputMode="numeric"
            defaultValue={values.bedrooms}
            required
          />
          <TextField
            {...form.field("max_adults", { id: "villa-max-adults" })}
            label="Adults it sleeps"
            hint={`${OCCUPANCY_LIMITS.adults.min} to ${OCCUPANCY_LIMITS.adults.max}. Empty for a new villa: two a bedroom.`}
            inputMode="numeric"
            defaultValue={values.max_adults}
            required={!!villa}
          />
          <TextField
            {...form.field("max_children", { id: "villa-max-children" })}
            label="Children it sleeps"
            hint={`${OCCUPANCY_LIMITS.children.min} to ${OCCUPANCY_LIMITS.children.max}. Empty for a new villa: ${defaultOccupancy(0).maxChildren}.`}
            inputMode="numeric"
            defaultValue={values.max_children}
            required={!!villa}
          />
          <TextField
            {...form.field("kitchen", { id: "villa-kitchen" })}
            label="Kitchens"
            inputMode="numeric"
            defaultValue={values.kitchen}
            required
          />
          <TextField
            {...form.field("living_area", { id: "villa-living" })}
            label="Living areas"
            inputMode="numeric"
            defaultValue={values.living_area}
            required
          />
          <ImageKeyField {...form.field("image", { id: "villa-image" })} defaultValue={values.image} />
          <TextAreaField
            {...form.field("highlights", { id: "villa-highlights" })}
            label="Highlights"
            defaultValue={values.highlights}
            className="sm:col-span-2"
            maxLength={2000}
            required
          />
          <TextAreaField
            {...form.field("amenities", { id: "villa-amenities" })}
            label="Amenities"
            hint="One a line: Title: detail; detail"
            rows={5}
            defaultValue={values.amenities}
            className="sm:col-span-2"
          />
          <TextAreaField
            {...form.field("gallery", { id: "villa-gallery" })}
            label="Gallery"
            hint="One image key a line, in the order shown. Move a line to reorder."
            rows={4}
            value={gallery}
            onChange={(event) => setGallery(event.currentTarget.value)}
          />
          <ImageUpload
            id="villa-gallery-file"
            label="Add an image to the gallery"
            fileName="gallery_file"
            onStored={(key) => setGallery((g) => galleryWith(g, key))}
          />
        </div>
        <HindiVersion id="villa-hindi">
          <TextField
            {...form.field("name_hi", { id: "villa-name-hi" })}
            label="Name in Hindi"
            lang="hi"
            defaultValue={values.name_hi}
            maxLength={120}
          />
          <TextAreaField
            {...form.field("highlights_hi", { id: "villa-highlights-hi" })}
            label="Highlights in Hindi"
            lang="hi"
            defaultValue={values.highlights_hi}
            className="sm:col-span-2"
            maxLength={2000}
          />
          <TextAreaField
            {...form.field("amenities_hi", { id: "villa-amenities-hi" })}
            label="Amenities in Hindi"
            hint="One a line, as the English amenities: Title: detail; detail. Given, they replace the English list on Hindi pages."
            lang="hi"
            rows={5}
            defaultValue={values.amenities_hi}
            className="sm:col-span-2"
          />
        </HindiVersion>
        <PublishedBox checked={published} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary h-11">
            {villa ? "Save villa" : "Create villa"}
          </button>
          <Link to={PATH} className="btn h-11">
            Cancel
          </Link>
        </div>
      </form.Form>
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
            asked={Boolean(remove.result?.confirm)}
            onConfirm={remove.post}
            busy={remove.busy}
          />
        </div>
      )}
    </div>
  );
}
