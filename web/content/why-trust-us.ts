import { portraitKey, sceneKey } from "../../common/media";
import type { TrustDocumentGroup } from "../../common/trust-documents";

/**
 * /why-trust-us (spec member-side §2 "Why trust us", §3 Trustee): the trust's assets, updates,
 * resolutions, estate documents and trustees. The counts, labels and dates are the spec's.
 */

/** Where every document the spec leaves without a file leads. */
export const DOCUMENT_NOT_FOUND = "/document-not-found";
/** The Darpan certificate "View" opens in a new tab (public/documents, made by scripts/darpan-certificate.ts). */
export const DARPAN_CERTIFICATE_URL = "/documents/darpan-certificate.pdf";
/** Social profiles of the trustees are not public yet. */
export const SOCIAL_PROFILE_URL = "/coming-soon";

export const banner = {
  eyebrow: "Trust and transparency",
  title: "Why trust us",
  intro:
    "Vedanta Wellness Club is run by a registered public charitable trust. Every acre, every resolution and every certificate is open to our members — here is what we hold, who looks after it and how decisions are made.",
  image: sceneKey("club-estate"),
  facts: [
    { value: "2009", label: "trust registered in Solan" },
    { value: "3", label: "estates held in trust" },
    { value: "8", label: "trustees on the board" },
  ],
} as const;

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

export const assets = {
  eyebrow: "Our assets",
  title: "Land held in trust, for the long term",
  intro:
    "The estates belong to the trust, not to a developer. Their land records are kept at the trust office and shown to any member on request.",
  locations: [
    {
      id: "rajgarh",
      name: "Rajgarh",
      region: "Farm estate at the edge of the sal forests",
      summary: "Working fields, a cow shed and the artisans' workshop where our bamboo homes are made.",
      holding: "Farm land · Farm Villas and Bamboo Homes",
      viewHref: DOCUMENT_NOT_FOUND,
      downloadHref: DOCUMENT_NOT_FOUND,
      document: "land-rajgarh",
      map: {
        caption: "Rajgarh estate: fields between the forest and the village road",
        description:
          "Map of the Rajgarh estate: the village road runs from the highway past terraced fields; a stream crosses the south; the estate, marked with a pin, sits between the fields and the sal forest.",
      },
    },
    {
      id: "amarkantak",
      name: "Amarkantak",
      region: "Forest land on the Maikal hills, Madhya Pradesh",
      summary:
        "Tree houses and nature camps a short walk from the source of the Narmada, sixty per cent kept as forest.",
      holding: "Forest land · Tree Houses and Nature Camps",
      viewHref: DOCUMENT_NOT_FOUND,
      downloadHref: DOCUMENT_NOT_FOUND,
      document: "land-amarkantak",
      map: {
        caption: "Amarkantak estate: forest land near the source of the Narmada",
        description:
          "Map of the Amarkantak estate: the Narmada rises at the temple tank and flows west past the estate, marked with a pin, in the forest on the Maikal hills; a ghat road climbs from the south.",
      },
    },
    {
      id: "rishikesh",
      name: "Rishikesh",
      region: "Villas above the Ganga, Uttarakhand",
      summary: "Our signature Vedanta Villas and the ashram partnership where members study yoga and Ayurveda.",
      holding: "Leasehold land, 99 years · Vedanta Villas",
      viewHref: DOCUMENT_NOT_FOUND,
      downloadHref: DOCUMENT_NOT_FOUND,
      document: "land-rishikesh",
      map: {
        caption: "Rishikesh estate: above the Ganga, upstream of Lakshman Jhula",
        description:
          "Map of the Rishikesh estate: the Ganga flows south between forested hills, crossed by Lakshman Jhula; the Badrinath road follows the east bank and a lane climbs to the estate, marked with a pin.",
      },
    },
  ] satisfies LocationAsset[],
};

export interface PropertyTypeItem {
  name: string;
  image: string;
  href: string;
}

export const propertyTypes = {
  eyebrow: "What the trust builds",
  title: "Seven kinds of home",
  intro: "Each is designed with the land it stands on, built by local craftspeople and run by the trust.",
  items: [
    { name: "Farm Villa", image: "types/villa", href: "/property-number/farm-villa" },
    { name: "Villa", image: "types/vedantavillas", href: "/property-number/vedanta-villa" },
    { name: "Apple Home", image: "types/orchard", href: "/property-number/apple-homes" },
    { name: "Cubic Home", image: "types/cubic", href: "/property-number/cubic-homes" },
    { name: "Tree House", image: "types/treehouse", href: "/property-number/tree-houses" },
    { name: "Nature Camps", image: "types/nature", href: "/property-number/nature-house" },
    { name: "Bamboo Homes", image: "types/bamboo", href: "/property-number/bamboo-homes" },
  ] satisfies PropertyTypeItem[],
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

export const updates = {
  eyebrow: "Trust updates",
  title: "What changed this year",
  items: [
    {
      date: "18 Jan 2025",
      isoDate: "2025-01-18",
      title: "Trust deed amendment registered",
      text: "The amended deed, which adds the Amarkantak forest-care objects and a ninth seat for a members' representative from 2026, was registered with the Sub-Registrar, Solan.",
      certificateHref: DOCUMENT_NOT_FOUND,
      document: "trust-deed-amendment",
    },
    {
      date: "20 Feb 2025",
      isoDate: "2025-02-20",
      title: "NGO Darpan particulars renewed",
      text: "Our enrolment on the NGO Darpan portal of NITI Aayog was updated with the new trustees and the operational areas in four states.",
      certificateHref: DOCUMENT_NOT_FOUND,
      document: "darpan-renewal",
    },
    {
      date: "24 Mar 2025",
      isoDate: "2025-03-24",
      title: "12A and 80G registration renewed",
      text: "The Income Tax Department renewed the trust's 12A and 80G registration for five years, so donations to the trust remain tax-deductible.",
      certificateHref: DOCUMENT_NOT_FOUND,
      document: "trust-12a-80g",
    },
    {
      date: "1 Apr 2025",
      isoDate: "2025-04-01",
      title: "Audited accounts for 2023–24 published",
      text: "The statutory audit found the accounts in order; the audited statements and the auditor's report are open to every member.",
      certificateHref: DOCUMENT_NOT_FOUND,
      document: "audited-accounts-2023-24",
    },
  ] satisfies TrustUpdate[],
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

export const resolutions: {
  eyebrow: string;
  title: string;
  intro: string;
  items: Record<ResolutionTab, Resolution[]>;
} = {
  eyebrow: "Trust resolutions",
  title: "Decisions of the board",
  intro: "The board meets every quarter. Resolutions are put to members before the meeting and published after it.",
  items: {
    Upcoming: [
      {
        date: "12 May 2025",
        isoDate: "2025-05-12",
        title: "Green programme for 2025–26",
        summary:
          "The board will consider a programme of three initiatives for the coming year, funded from members' contributions and the donations received for the Clean and Green Himalayas causes.",
        details: {
          intro: "The three initiatives before the board:",
          initiatives: [
            {
              title: "25,000 native saplings before the monsoon",
              text: "Deodar, oak, sal and fruit trees on eroded slopes at Solan, Rishikesh and Amarkantak, each planted with a three-year care plan.",
            },
            {
              title: "A free Ayurveda clinic every Sunday in Rishikesh",
              text: "Consultations by the trust's vaidyas for the villages around the estate, with medicines from our own herb garden.",
            },
            {
              title: "School sponsorship for fifty more children",
              text: "Fees, books and a daily meal for children of the forest villages around Amarkantak, chosen with the gram sabha.",
            },
          ],
        },
        pdfHref: DOCUMENT_NOT_FOUND,
        document: "resolution-green-programme",
      },
    ],
    Past: [
      {
        date: "10 Mar 2025",
        isoDate: "2025-03-10",
        title: "Land allocated for forest pods in three states",
        summary:
          "The board resolved to set aside land for forest pods — small, low-impact cabins within native planting — in Himachal Pradesh (Solan), Uttarakhand (Rishikesh) and Madhya Pradesh (Amarkantak), with no tree felled to make room for them.",
        pdfHref: DOCUMENT_NOT_FOUND,
        document: "resolution-forest-pods",
      },
    ],
  },
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

const doc = (name: string, detail: string, document: TrustDocumentGroup): EstateDocument => ({
  name,
  detail,
  viewHref: DOCUMENT_NOT_FOUND,
  downloadHref: DOCUMENT_NOT_FOUND,
  document,
});

export const estateDocuments = {
  eyebrow: "Estate documents",
  title: "Read the papers yourself",
  intro: "The registrations, permissions and land records behind every estate. One group opens at a time.",
  groups: [
    {
      id: "trust-legal",
      title: "Trust & Legal Documents",
      documents: [
        doc("Registered trust deed", "Sub-Registrar, Solan · 14 April 2009", "trust-deed"),
        doc("Trust deed amendment", "Registered 18 January 2025", "trust-deed-amendment"),
        doc("PAN of the trust", "Income Tax Department", "trust-pan"),
        doc("12A and 80G registration", "Renewed 24 March 2025, valid five years", "trust-12a-80g"),
      ],
    },
    {
      id: "noc",
      title: "NOC",
      documents: [
        doc("No objection certificate, Gram Panchayat Kather", "For the Solan estate", "noc-gram-panchayat"),
        doc("Consent to establish, State Pollution Control Board", "Himachal Pradesh", "noc-pollution-board"),
        doc("Fire safety NOC", "Rishikesh villas and the ashram hall", "noc-fire-safety"),
      ],
    },
    {
      id: "darpan",
      title: "Darpan",
      documents: [
        {
          name: "NGO Darpan registration certificate",
          detail: "NITI Aayog · unique ID HP/2017/0168431",
          viewHref: DARPAN_CERTIFICATE_URL,
          downloadHref: DOCUMENT_NOT_FOUND,
          viewInNewTab: true,
          document: "darpan-certificate",
        },
      ],
    },
    {
      id: "ayush",
      title: "Ayush Vibhag",
      documents: [
        doc("Registration of the Ayurveda wellness centre", "Ayush Vibhag, Uttarakhand", "ayush-wellness-centre"),
        doc("Panchakarma therapy unit approval", "Rishikesh", "ayush-panchakarma"),
      ],
    },
    {
      id: "lease-land",
      title: "Lease & Land Ownership Documents",
      documents: [
        doc("Jamabandi and sale deed, Solan", "Village Kather, Solan, Himachal Pradesh", "land-solan"),
        doc("Lease deed, Rishikesh", "99 years, registered in Tehri Garhwal", "lease-rishikesh"),
        doc("Khasra and sale deed, Amarkantak", "Anuppur district, Madhya Pradesh", "land-amarkantak-sale-deed"),
        doc("Sale deed, Rajgarh farm estate", "Farm land and workshop", "land-rajgarh-sale-deed"),
      ],
    },
  ] satisfies EstateDocumentGroup[],
};

export type SocialNetwork = "facebook" | "linkedin" | "instagram" | "twitter";
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

const certificate = (caption: string) => ({ image: sceneKey("certificate"), caption });

export const trustees = {
  eyebrow: "Our trustees",
  title: "The people who answer for it",
  intro: "Eight trustees, none of them paid for the role. Select a trustee to read more.",
  members: [
    {
      name: "Ramesh Chandra Thakur",
      role: "Founder & Managing Trustee",
      image: portraitKey(1),
      description:
        "A retired forest officer from Solan, Ramesh ji founded the trust in 2009 with a dozen families who met for yoga in his orchard. He oversees the estates and signs for the trust.",
      socialLinks: social(),
      hasCertificate: false,
    },
    {
      name: "Dr. Meera Joshi",
      role: "Trustee, Ayurveda",
      image: portraitKey(2),
      description:
        "An Ayurveda physician (BAMS, MD in Panchakarma) with twenty years of practice in Haridwar and Rishikesh. She leads the therapy programme and the herb garden.",
      socialLinks: social(),
      certificate: certificate("Certificate of registration as an Ayurveda practitioner"),
      hasCertificate: true,
    },
    {
      name: "Swami Atmananda Giri",
      role: "Spiritual Adviser",
      image: portraitKey(3),
      description:
        "Acharya of our partner ashram on the Ganga since 2013. He guides the daily practice, the satsang and the teacher-training courses in Rishikesh.",
      socialLinks: social(),
      hasCertificate: false,
    },
    {
      name: "Anjali Negi",
      role: "Secretary",
      image: portraitKey(4),
      description:
        "Keeps the minutes, the registers and the members' correspondence; every resolution is published by her office within a week of the meeting.",
      socialLinks: social(),
      hasCertificate: false,
    },
    {
      name: "Vikram Singh Chauhan",
      role: "Treasurer",
      image: portraitKey(5),
      description:
        "A chartered accountant from Dehradun who keeps the trust's books, the members' contribution accounts and the relationship with the statutory auditor.",
      socialLinks: social(),
      certificate: certificate("Certificate of membership, Institute of Chartered Accountants of India"),
      hasCertificate: true,
    },
    {
      name: "Dr. Arvind Patel",
      role: "Trustee, Forests & Environment",
      image: portraitKey(6),
      description:
        "An ecologist who plans the planting on every estate, keeps sixty per cent of the Amarkantak land as forest and counts every tree towards our 2027 goal.",
      socialLinks: social(),
      hasCertificate: false,
    },
    {
      name: "Kavita Rao",
      role: "Trustee, Yoga & Meditation",
      image: portraitKey(7),
      description:
        "A yoga teacher of twenty-five years who designs the members' courses, from the gentle morning practice to the month-long teacher training.",
      socialLinks: social(),
      certificate: certificate("Certificate of yoga teacher training, 500 hours"),
      hasCertificate: true,
    },
    {
      name: "Suresh Markam",
      role: "Trustee, Community",
      image: portraitKey(8),
      description:
        "Born in a forest village near Amarkantak, he links the trust with the gram sabhas, chooses the children for school sponsorship and trains local staff.",
      socialLinks: social(),
      hasCertificate: false,
    },
  ] satisfies Trustee[],
};
