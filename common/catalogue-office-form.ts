import { amenitiesText, type TypeRecord, type VillaRecord } from "./catalogue-office.ts";

/*
 * The rules of the office's catalogue forms (a kind of home, a villa) beside their schemas and readers
 * (./catalogue-office.ts): what each field shows, a stored record's or, after a refused post, what was sent.
 */

/** A form's string values as posted (files aside; a field sent several times, such as `locations`, one a line). */
export type SentValues = Record<string, string>;

/** The form's string values (files aside), kept to show again after a refusal. */
export function sentValues(form: FormData): SentValues {
  const values: SentValues = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    values[key] = key in values ? `${values[key]}\n${value}` : value;
  }
  return values;
}

type Stored = string | number | null | undefined;

/** Each field's value: the one sent when a post was refused (missing: empty), else the stored one. */
function shown<K extends string>(stored: Record<K, Stored>, sent: SentValues | undefined): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of Object.keys(stored) as K[]) {
    const value = stored[name];
    values[name] = sent ? (sent[name] ?? "") : value == null ? "" : String(value);
  }
  return values;
}

/** A kind of home's form: its text fields, its locations and whether it is published (a new one is). */
export function typeFormValues(type: TypeRecord | null, sent?: SentValues) {
  const values = shown(
    {
      name: type?.name,
      slug: type?.slug,
      category_name: type?.category_name,
      size: type?.size,
      sort_order: type?.sort_order ?? 0,
      image: type?.image,
      about: type?.about,
      description: type?.description,
      features: type?.features.join("\n"),
      name_hi: type?.name_hi,
      category_name_hi: type?.category_name_hi,
      size_hi: type?.size_hi,
      about_hi: type?.about_hi,
      description_hi: type?.description_hi,
      features_hi: type?.features_hi?.join("\n"),
    },
    sent,
  );
  const locations = sent ? (sent.locations ?? "").split("\n") : (type?.locations ?? []);
  const published = sent ? sent.published === "on" : (type?.published ?? true);
  return { values, locations, published };
}

/** A villa's form: its fields and whether it is published (a new one is). */
export function villaFormValues(villa: VillaRecord | null, sent?: SentValues) {
  const values = shown(
    {
      name: villa?.name,
      property_type_id: villa?.property_type_id,
      villa_number: villa?.villa_number,
      block_id: villa?.block_id,
      location: villa?.location,
      view: villa?.view,
      construction_status: villa?.construction_status,
      sort_order: villa?.sort_order ?? 0,
      price: villa?.price,
      price_per_night: villa?.price_per_night,
      sqft: villa?.sqft,
      bedrooms: villa?.bedrooms,
      max_adults: villa?.max_adults,
      max_children: villa?.max_children,
      kitchen: villa?.kitchen,
      living_area: villa?.living_area,
      image: villa?.image,
      highlights: villa?.highlights,
      amenities: villa ? amenitiesText(villa.amenities) : "",
      gallery: villa?.gallery.join("\n"),
      name_hi: villa?.name_hi,
      highlights_hi: villa?.highlights_hi,
      amenities_hi: villa?.amenities_hi ? amenitiesText(villa.amenities_hi) : "",
    },
    sent,
  );
  const published = sent ? sent.published === "on" : (villa?.published ?? true);
  return { values, published };
}

/** The gallery's lines with an uploaded image's key added as the last. */
export const galleryWith = (gallery: string, key: string) => (gallery.trim() ? `${gallery.trim()}\n${key}` : key);

/** Whether a form holds a chosen file in `name` (posted without JavaScript, or not uploaded yet): the server stores it. */
export function holdsFile(form: FormData, name: string) {
  const value = form.get(name);
  return value !== null && typeof value !== "string" && value.size > 0;
}
