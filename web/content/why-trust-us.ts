import { portraitKey, sceneKey } from "../../common/media";
import type { TrustDocumentGroup } from "../../common/trust-documents";

/**
 * /why-trust-us (spec member-side §2 "Why trust us", §3 Trustee): the trust's assets, updates, resolutions, estate
 * documents and trustees. Here what is the same in every language — links, pictures, the documents' places, the
 * figures; the words are the `trust` catalogue's, laid over these frames (web/content/words.ts): lists item by item,
 * the estates and the document groups by their ids. The counts, labels and dates are the spec's.
 */

/** Where every document the spec leaves without a file leads. */
export const DOCUMENT_NOT_FOUND = "/document-not-found";
/** The Darpan certificate "View" opens in a new tab (public/documents, made by scripts/darpan-certificate.ts). */
export const DARPAN_CERTIFICATE_URL = "/documents/darpan-certificate.pdf";
/** Social profiles of the trustees are not public yet. */
export const SOCIAL_PROFILE_URL = "/coming-soon";

export const banner = {
  image: sceneKey("club-estate"),
  facts: [{ value: "2009" }, { value: "3" }, { value: "8" }],
};

export interface Banner {
  eyebrow: string;
  title: string;
  intro: string;
  image: string;
  facts: { value: string; label: string }[];
}

export type LocationId = "rajgarh" | "amarkantak" | "rishikesh";

export interface LocationAsset {
  id: LocationId;
  name: string;
  region: string;
  summary: string;
  holding: string;
  viewHref: string;
  downloadHref: string;
  /** The place of its land records among the Trust's published documents (common/trust-documents.ts). */
  document: TrustDocumentGroup;
  /** The map frame: what the drawing shows, for its caption and for screen readers. */
  map: { caption: string; description: string };
}

export interface SectionWords {
  eyebrow: string;
  title: string;
  intro?: string;
}

const landRecords = (id: LocationId, document: TrustDocumentGroup) => ({
  id,
  viewHref: DOCUMENT_NOT_FOUND,
  downloadHref: DOCUMENT_NOT_FOUND,
  document,
});

export const assets = {
  locations: [
    landRecords("rajgarh", "land-rajgarh"),
    landRecords("amarkantak", "land-amarkantak"),
    landRecords("rishikesh", "land-rishikesh"),
  ],
};

export interface PropertyTypeItem {
  name: string;
  image: string;
  href: string;
}

export const propertyTypes = {
  items: [
    { image: "types/villa", href: "/property-number/farm-villa" },
    { image: "types/vedantavillas", href: "/property-number/vedanta-villa" },
    { image: "types/orchard", href: "/property-number/apple-homes" },
    { image: "types/cubic", href: "/property-number/cubic-homes" },
    { image: "types/treehouse", href: "/property-number/tree-houses" },
    { image: "types/nature", href: "/property-number/nature-house" },
    { image: "types/bamboo", href: "/property-number/bamboo-homes" },
  ],
};

export interface TrustUpdate {
  /** As shown, e.g. "18 Jan 2025". */
  date: string;
  /** ISO date for <time>. */
  isoDate: string;
  title: string;
  text: string;
  certificateHref: string;
  /** The place of its certificate among the Trust's published documents. */
  document: TrustDocumentGroup;
}

const update = (isoDate: string, document: TrustDocumentGroup) => ({
  isoDate,
  certificateHref: DOCUMENT_NOT_FOUND,
  document,
});

export const updates = {
  items: [
    update("2025-01-18", "trust-deed-amendment"),
    update("2025-02-20", "darpan-renewal"),
    update("2025-03-24", "trust-12a-80g"),
    update("2025-04-01", "audited-accounts-2023-24"),
  ],
};

export interface Resolution {
  date: string;
  isoDate: string;
  title: string;
  summary: string;
  /** Shown after "Read More". */
  details?: { intro: string; initiatives: { title: string; text: string }[] };
  pdfHref: string;
  /** The place of its PDF among the Trust's published documents. */
  document: TrustDocumentGroup;
}

export const RESOLUTION_TABS = ["Upcoming", "Past"] as const;
export type ResolutionTab = (typeof RESOLUTION_TABS)[number];

const resolution = (isoDate: string, document: TrustDocumentGroup) => ({
  isoDate,
  pdfHref: DOCUMENT_NOT_FOUND,
  document,
});

export const resolutions = {
  items: {
    Upcoming: [resolution("2025-05-12", "resolution-green-programme")],
    Past: [resolution("2025-03-10", "resolution-forest-pods")],
  } satisfies Record<ResolutionTab, unknown[]>,
};

export interface EstateDocument {
  name: string;
  detail: string;
  viewHref: string;
  downloadHref: string;
  /** The view opens a real file in a new tab (the Darpan certificate). */
  viewInNewTab?: boolean;
  /** The place of the document among the Trust's published documents. */
  document: TrustDocumentGroup;
}

export interface EstateDocumentGroup {
  id: string;
  title: string;
  documents: EstateDocument[];
}

const doc = (document: TrustDocumentGroup) => ({
  viewHref: DOCUMENT_NOT_FOUND,
  downloadHref: DOCUMENT_NOT_FOUND,
  document,
});

export const estateDocuments = {
  groups: [
    {
      id: "trust-legal",
      documents: [doc("trust-deed"), doc("trust-deed-amendment"), doc("trust-pan"), doc("trust-12a-80g")],
    },
    { id: "noc", documents: [doc("noc-gram-panchayat"), doc("noc-pollution-board"), doc("noc-fire-safety")] },
    {
      id: "darpan",
      documents: [
        {
          viewHref: DARPAN_CERTIFICATE_URL,
          downloadHref: DOCUMENT_NOT_FOUND,
          viewInNewTab: true,
          document: "darpan-certificate" as TrustDocumentGroup,
        },
      ],
    },
    { id: "ayush", documents: [doc("ayush-wellness-centre"), doc("ayush-panchakarma")] },
    {
      id: "lease-land",
      documents: [
        doc("land-solan"),
        doc("lease-rishikesh"),
        doc("land-amarkantak-sale-deed"),
        doc("land-rajgarh-sale-deed"),
      ],
    },
  ],
};

export type SocialNetwork = "facebook" | "linkedin" | "instagram" | "twitter";
/** The networks' own names, the same in every language. */
export const SOCIAL_NETWORKS: { id: SocialNetwork; label: string }[] = [
  { id: "facebook", label: "Facebook" },
  { id: "linkedin", label: "LinkedIn" },
  { id: "instagram", label: "Instagram" },
  { id: "twitter", label: "Twitter" },
];

/** Spec member-side §3 Trustee. */
export interface Trustee {
  name: string;
  role: string;
  image: string;
  description: string;
  socialLinks: Record<SocialNetwork, string>;
  certificate?: { image: string; caption: string };
  hasCertificate: boolean;
}

const social = (): Record<SocialNetwork, string> => ({
  facebook: SOCIAL_PROFILE_URL,
  linkedin: SOCIAL_PROFILE_URL,
  instagram: SOCIAL_PROFILE_URL,
  twitter: SOCIAL_PROFILE_URL,
});

const trustee = (portrait: number, certified: boolean) => ({
  image: portraitKey(portrait),
  socialLinks: social(),
  ...(certified ? { certificate: { image: sceneKey("certificate") } } : {}),
  hasCertificate: certified,
});

export const trustees = {
  members: [
    trustee(1, false),
    trustee(2, true),
    trustee(3, false),
    trustee(4, false),
    trustee(5, true),
    trustee(6, false),
    trustee(7, true),
    trustee(8, false),
  ],
};
