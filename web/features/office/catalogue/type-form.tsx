import { Link } from "react-router";
import { DESTINATIONS } from "../../../../common/catalogue";
import { typeFormInput, typeInput, type TypeRecord } from "../../../../common/catalogue-office";
import { holdsFile, typeFormValues } from "../../../../common/catalogue-office-form";
import { ErrorBox, TextAreaField, TextField } from "../../../components/form-fields";
import { checkForm, useForm } from "../../../lib/form";
import type { CatalogueFormResult as CatalogueResult } from "./catalogue.server";
import { ImageKeyField } from "../shared/image-field";
import { CATALOGUE_PATH as PATH, HindiVersion, PublishedBox } from "./villa-form";

/**
 * A kind of home's form, posted to the page's action: checked here by the shared schema, then saved (the page opens
 * on the list, "Saved: …") or refused with each field's message; a slug already taken is the slug's.
 */
export function TypeForm({ type, result }: { type: TypeRecord | null; result?: CatalogueResult }) {
  const form = useForm<CatalogueResult>({
    id: "type",
    intent: "type.save",
    actionData: result,
    toast: false,
    check: (data) => (holdsFile(data, "image_file") ? null : checkForm(typeInput, typeFormInput(data))),
  });
  const { values, locations, published } = typeFormValues(type, form.result?.values);
  const errors = form.errors;
  const title = type ? `Edit ${type.name}` : "New kind of home";
  return (
    <form.Form
      {...form.props}
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
      {form.failure && <ErrorBox id={form.messageId}>{form.failure.message}</ErrorBox>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.field("name", { id: "type-name" })}
          label="Name"
          defaultValue={values.name}
          maxLength={120}
          required
        />
        <TextField
          {...form.field("slug", { id: "type-slug" })}
          label="Slug"
          hint="Its address: /property-number/<slug>."
          defaultValue={values.slug}
          maxLength={80}
          required
        />
        <TextField
          {...form.field("category_name", { id: "type-category" })}
          label="Category"
          defaultValue={values.category_name}
          maxLength={80}
          required
        />
        <TextField
          {...form.field("size", { id: "type-size" })}
          label="Size"
          defaultValue={values.size}
          maxLength={80}
          required
        />
        <TextField
          {...form.field("sort_order", { id: "type-order" })}
          label="Order"
          hint="Lower numbers come first."
          inputMode="numeric"
          defaultValue={values.sort_order}
        />
        <ImageKeyField {...form.field("image", { id: "type-image" })} defaultValue={values.image} />
        <TextAreaField
          {...form.field("about", { id: "type-about" })}
          label="About"
          defaultValue={values.about}
          className="sm:col-span-2"
          maxLength={2000}
          required
        />
        <TextAreaField
          {...form.field("description", { id: "type-description" })}
          label="Description"
          rows={4}
          defaultValue={values.description}
          className="sm:col-span-2"
          maxLength={4000}
          required
        />
        <TextAreaField
          {...form.field("features", { id: "type-features" })}
          label="Features"
          hint="One a line. Bold, italics and line breaks are kept (<strong>, <em>, <br>); other HTML is removed."
          rows={5}
          defaultValue={values.features}
          className="sm:col-span-2"
        />
      </div>
      <HindiVersion id="type-hindi">
        <TextField
          {...form.field("name_hi", { id: "type-name-hi" })}
          label="Name in Hindi"
          lang="hi"
          defaultValue={values.name_hi}
          maxLength={120}
        />
        <TextField
          {...form.field("category_name_hi", { id: "type-category-hi" })}
          label="Category in Hindi"
          lang="hi"
          defaultValue={values.category_name_hi}
          maxLength={80}
        />
        <TextField
          {...form.field("size_hi", { id: "type-size-hi" })}
          label="Size in Hindi"
          lang="hi"
          defaultValue={values.size_hi}
          maxLength={80}
        />
        <TextAreaField
          {...form.field("about_hi", { id: "type-about-hi" })}
          label="About in Hindi"
          lang="hi"
          defaultValue={values.about_hi}
          className="sm:col-span-2"
          maxLength={2000}
        />
        <TextAreaField
          {...form.field("description_hi", { id: "type-description-hi" })}
          label="Description in Hindi"
          lang="hi"
          rows={4}
          defaultValue={values.description_hi}
          className="sm:col-span-2"
          maxLength={4000}
        />
        <TextAreaField
          {...form.field("features_hi", { id: "type-features-hi" })}
          label="Features in Hindi"
          hint="One a line, as the English features. Given, they replace the English list on Hindi pages."
          lang="hi"
          rows={5}
          defaultValue={values.features_hi}
          className="sm:col-span-2"
        />
      </HindiVersion>
      <fieldset aria-describedby={errors.locations ? "type-locations-error" : undefined}>
        <legend className="text-sm font-semibold text-forest-900">Locations</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {DESTINATIONS.map((d) => (
            <label key={d} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="locations"
                value={d}
                defaultChecked={locations.includes(d)}
                aria-invalid={form.invalid("locations") || undefined}
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
      <PublishedBox checked={published} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary h-11">
          {type ? "Save kind of home" : "Create kind of home"}
        </button>
        <Link to={PATH} className="btn h-11">
          Cancel
        </Link>
      </div>
    </form.Form>
  );
}
