import { MAX_UPLOAD_BYTES, registrationMessages } from "./registration.ts";
import { text } from "./text.ts";
import { z } from "./zod.ts";

/**
 * The Trust's documents, published (the office's /admin/trust, POST/GET /api/admin/trust-documents, DELETE
 * /api/admin/trust-documents/{id}): content staff upload the PDFs behind the links of /why-trust-us, each to the
 * place on that page it proves (its `group`). The page links View and Download to the newest document of a place;
 * a place without one keeps the spec's /document-not-found link. Documents are public, served at
 * `/trust-documents/{id}/{file name}`.
 */

/** The office's page of the Trust's documents. */
export const TRUST_DOCUMENTS_PATH = "/admin/trust";

/** At most this many bytes a document (the site's one upload limit). */
export const TRUST_DOCUMENT_MAX_BYTES = MAX_UPLOAD_BYTES;

/**
 * Each place of /why-trust-us that links to a document (spec member-side §2 "Why trust us"), by its key, with the
 * name the office chooses it by and the section of the page it is in. The trust deed's amendment and the 12A/80G
 * registration are linked from two places (the estate documents and the updates' certificates): one key each.
 */
export const TRUST_DOCUMENT_GROUPS = [
  { key: "land-rajgarh", section: "Our assets", label: "Rajgarh land records" },
  { key: "land-amarkantak", section: "Our assets", label: "Amarkantak land records" },
  { key: "land-rishikesh", section: "Our assets", label: "Rishikesh land records" },
  { key: "trust-deed-amendment", section: "Trust updates", label: "Trust deed amendment (18 Jan 2025)" },
  { key: "darpan-renewal", section: "Trust updates", label: "NGO Darpan particulars renewed (20 Feb 2025)" },
  { key: "trust-12a-80g", section: "Trust updates", label: "12A and 80G registration (24 Mar 2025)" },
  { key: "audited-accounts-2023-24", section: "Trust updates", label: "Audited accounts for 2023–24 (1 Apr 2025)" },
  {
    key: "resolution-green-programme",
    section: "Trust resolutions",
    label: "Green programme for 2025–26 (12 May 2025)",
  },
  {
    key: "resolution-forest-pods",
    section: "Trust resolutions",
    label: "Land allocated for forest pods (10 Mar 2025)",
  },
  { key: "trust-deed", section: "Trust & Legal Documents", label: "Registered trust deed" },
  { key: "trust-pan", section: "Trust & Legal Documents", label: "PAN of the trust" },
  { key: "noc-gram-panchayat", section: "NOC", label: "No objection certificate, Gram Panchayat Kather" },
  { key: "noc-pollution-board", section: "NOC", label: "Consent to establish, State Pollution Control Board" },
  { key: "noc-fire-safety", section: "NOC", label: "Fire safety NOC" },
  { key: "darpan-certificate", section: "Darpan", label: "NGO Darpan registration certificate" },
  { key: "ayush-wellness-centre", section: "Ayush Vibhag", label: "Registration of the Ayurveda wellness centre" },
  { key: "ayush-panchakarma", section: "Ayush Vibhag", label: "Panchakarma therapy unit approval" },
  { key: "land-solan", section: "Lease & Land Ownership Documents", label: "Jamabandi and sale deed, Solan" },
  { key: "lease-rishikesh", section: "Lease & Land Ownership Documents", label: "Lease deed, Rishikesh" },
  {
    key: "land-amarkantak-sale-deed",
    section: "Lease & Land Ownership Documents",
    label: "Khasra and sale deed, Amarkantak",
  },
  {
    key: "land-rajgarh-sale-deed",
    section: "Lease & Land Ownership Documents",
    label: "Sale deed, Rajgarh farm estate",
  },
] as const;
export type TrustDocumentGroup = (typeof TRUST_DOCUMENT_GROUPS)[number]["key"];
const GROUP_KEYS = TRUST_DOCUMENT_GROUPS.map((g) => g.key) as unknown as readonly [
  TrustDocumentGroup,
  ...TrustDocumentGroup[],
];

export const trustDocumentGroupLabel = (key: string) => TRUST_DOCUMENT_GROUPS.find((g) => g.key === key)?.label ?? key;

/** The sections of the page, in order, each with its places (the office's choice is grouped by them). */
export const TRUST_DOCUMENT_SECTIONS = [...new Set(TRUST_DOCUMENT_GROUPS.map((g) => g.section))].map((section) => ({
  section,
  groups: TRUST_DOCUMENT_GROUPS.filter((g) => g.section === section),
}));

export const trustDocumentMessages = {
  list: "The Trust's documents",
  uploaded: "Document published",
  deleted: "Document withdrawn",
  notFound: "This document was not found.",
  noFile: registrationMessages.noFile,
  oneFileOnly: registrationMessages.oneFileOnly,
  emptyFile: registrationMessages.emptyFile,
  pdfOnly: "Please upload a PDF file.",
  tooLarge: registrationMessages.uploadSize,
  titleRequired: "Please enter the document's title.",
  titleTooLong: "Please keep the title under 200 characters.",
  groupRequired: "Please choose where on Why trust us the document belongs.",
  loadFailed: "The Trust's documents could not be loaded. Please try again.",
  none: "No documents are published yet: every link on Why trust us leads to Document Not Available.",
} as const;

const m = trustDocumentMessages;

/** The fields sent with the file (multipart `title` and `group`), for the API and the page's form alike. */
export const trustDocumentInput = z.object({
  title: text("the title", { error: m.titleRequired }).trim().min(1, m.titleRequired).max(200, m.titleTooLong),
  group: z.enum(GROUP_KEYS, { error: m.groupRequired }),
});
export type TrustDocumentInput = z.output<typeof trustDocumentInput>;

/** The form's fields as the schema takes them. */
export function trustDocumentFormInput(form: FormData): { title: string; group: string } {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  return { title: value("title"), group: value("group") };
}

/** A published document as the office's API answers it. */
export const trustDocumentRecord = z.object({
  id: z.string(),
  title: z.string(),
  group: z.string(),
  group_label: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** Its public address (`/trust-documents/{id}/{file name}`). */
  url: z.string(),
  uploaded_at: z.string(),
  uploaded_by: z.string().nullable(),
});
export type TrustDocumentRecord = z.infer<typeof trustDocumentRecord>;

/** The public address of a document (add `?download=1` to have it saved rather than shown). */
export const trustDocumentPath = (id: string, fileName: string) =>
  `/trust-documents/${id}/${encodeURIComponent(fileName)}`;

/** What /why-trust-us links to: each place's newest document, by its key. */
export type PublishedTrustDocuments = Partial<Record<TrustDocumentGroup, { view: string; download: string }>>;

export const DOCUMENT_DOWNLOAD_QUERY = "?download=1";

/** The file input's accept (the server reads the content all the same). */
export const TRUST_DOCUMENT_ACCEPT = "application/pdf,.pdf";

/** The browser's check of a chosen file before it is sent: a PDF by its type or name, not empty, within the limit. */
export function trustDocumentFileProblem(
  file: { name: string; type: string; size: number } | null | undefined,
): string | null {
  if (!file || !file.name) return m.noFile;
  if (file.size === 0) return m.emptyFile;
  if (file.size > TRUST_DOCUMENT_MAX_BYTES) return m.tooLarge;
  if (file.type !== "application/pdf" && !/\.pdf$/i.test(file.name)) return m.pdfOnly;
  return null;
}
