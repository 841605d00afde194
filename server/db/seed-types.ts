import type { ConstructionStatus, Destination } from "../../common/catalogue.ts";
import type { PropertyView } from "../../common/locations.ts";

/** The shape of the demo catalogue loaded on the first start (server/db/seed.ts). */
export interface SeedPropertyType {
  name: string;
  slug: string;
  /** Other slugs that resolve to this type, e.g. "tree-house" for "tree-houses". */
  aliases: string[];
  /** A file name as a real back office would store it; the web matches it to local artwork by name. */
  image: string;
  categoryName: string;
  /**
   * The middle of the demo villas' prices in whole rupees, from which they are drawn. Never stored nor shown: a
   * kind's "From" price is computed from its published villas.
   */
  villaPriceCentre: number;
  size: string;
  /** Small HTML fragments (<strong>, <em>, <br>, <span>) — sanitised when stored. */
  features: string[];
  about: string;
  description: string;
  locations: Destination[];
}

export interface SeedAmenity {
  title: string;
  details: string[];
}

export interface SeedVilla {
  typeSlug: string;
  name: string;
  /** Media key, see common/media.ts. */
  image: string;
  gallery: string[];
  sqft: number;
  bedrooms: number;
  kitchen: number;
  livingArea: number;
  highlights: string;
  villaNumber: string | null;
  /** 1 Shiva, 2 Ganga, 3 Vishnu, 4 Rama, or null when not yet allotted. */
  blockNumber: 1 | 2 | 3 | 4 | null;
  view: PropertyView;
  constructionStatus: ConstructionStatus;
  price: number;
  pricePerNight: number;
  location: Destination;
  amenities: SeedAmenity[];
}
