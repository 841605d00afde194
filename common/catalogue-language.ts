import type { PropertyRecord, PropertyTypeRecord } from "./catalogue-schemas.ts";
import type { Language } from "./language.ts";

/*
 * The catalogue in a reader's language (decision 046). The office gives each kind of home and villa an optional
 * Hindi version beside the English one; the public records carry it in `hi`, with only the fields given. A page in
 * Hindi shows each field's Hindi where given and its English where not, field by field (a list — features, amenities —
 * as a whole); a page in English shows the English. What comes back has the page's words in the English fields'
 * places and an empty `hi`, so a page carries each text once.
 */

/** A kind of home as a page in `language` shows it. */
export function typeInLanguage<T extends PropertyTypeRecord>(type: T, language: Language): T {
  if (language !== "hi") return { ...type, hi: {} };
  const hi = type.hi;
  return {
    ...type,
    name: hi.name ?? type.name,
    category: { name: hi.categoryName ?? type.category.name },
    size: hi.size ?? type.size,
    features: hi.features ?? type.features,
    about: hi.about ?? type.about,
    description: hi.description ?? type.description,
    propertyTypeDescription: hi.description ?? type.propertyTypeDescription,
    hi: {},
  };
}

/** A villa (and its kind of home's name) as a page in `language` shows it. */
export function villaInLanguage<T extends PropertyRecord>(villa: T, language: Language): T {
  const type = { ...villa.propertyType, hi: {} };
  if (language !== "hi") return { ...villa, propertyType: type, hi: {} };
  const hi = villa.hi;
  return {
    ...villa,
    name: hi.name ?? villa.name,
    highlights: hi.highlights ?? villa.highlights,
    amenities: hi.amenities ?? villa.amenities,
    propertyType: { ...type, name: villa.propertyType.hi.name ?? villa.propertyType.name },
    hi: {},
  };
}
