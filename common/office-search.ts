import { z } from "./zod.ts";
import { text } from "./text.ts";
import { mayOffice, type OfficeArea } from "./office-access.ts";

/**
 * The office's one search box (GET /api/admin/search?q=, the page /admin/search): members by name, e-mail or phone,
 * villas, and every reference the club issues. Each kind of result is searched for the roles that open the page it
 * links to — its areas in OFFICE_ACCESS (a kind found through two pages, such as a UTR, has the area of each) — so a
 * role is never shown what it could not open (decision 043).
 */

/** The shortest and longest search (after trimming), and the results shown of each kind. */
export const OFFICE_SEARCH_MIN = 2;
export const OFFICE_SEARCH_MAX = 100;
export const OFFICE_SEARCH_PER_KIND = 10;

/** The page the office's search box leads to. */
export const OFFICE_SEARCH_PATH = "/admin/search";

/** The kinds of result, in the order the page shows them, each with the office areas whose pages open it. */
export const OFFICE_SEARCH_KINDS = {
  members: { label: "Members", areas: ["members"] },
  villas: { label: "Villas", areas: ["catalogue"] },
  stays: { label: "Stays", areas: ["stays"] },
  invoices: { label: "Invoices", areas: ["receipts"] },
  creditNotes: { label: "Credit notes", areas: ["refunds"] },
  memberships: { label: "Full Memberships", areas: ["memberships"] },
  agreements: { label: "Agreements (MOA)", areas: ["agreements"] },
  donations: { label: "Donation pledges", areas: ["donors"] },
  transfers: { label: "Bank transfers (UTR)", areas: ["receipts", "memberships", "maintenance"] },
} as const satisfies Record<string, { label: string; areas: readonly OfficeArea[] }>;

export type OfficeSearchKind = keyof typeof OFFICE_SEARCH_KINDS;
const KIND_KEYS = Object.keys(OFFICE_SEARCH_KINDS) as [OfficeSearchKind, ...OfficeSearchKind[]];

/** The kinds a role searches: those with at least one area it may open. */
export const searchKindsFor = (role: string): OfficeSearchKind[] =>
  KIND_KEYS.filter((kind) => OFFICE_SEARCH_KINDS[kind].areas.some((area) => mayOffice(role, area)));

export const officeSearchMessages = {
  results: "Found in the office",
  tooShort: `Type at least ${OFFICE_SEARCH_MIN} characters to search the office.`,
  tooLong: `A search of the office is at most ${OFFICE_SEARCH_MAX} characters.`,
  loadFailed: "The search could not be run. Please try again.",
  nothingFound: (q: string) => `Nothing found for “${q}”.`,
  invoiceNotFound: "No invoice has this number.",
} as const;

/** GET /api/admin/search: the search as typed (its length is the service's rule, said with its own message). */
export const officeSearchQuery = z.object({
  q: text("the search")
    .max(OFFICE_SEARCH_MAX * 10)
    .optional()
    .default(""),
});

/** GET /api/admin/invoices/{number}: an issued invoice by its number. */
export const invoiceNumberParams = z.object({ number: text("the invoice number").trim().min(1).max(64) });

export const officeSearchItem = z.object({
  /** What the result is called: a member's name, a villa's, a reference. */
  title: z.string(),
  /** One line saying which it is (the member, the villa, the dates, the status). */
  detail: z.string(),
  /** The office page (or PDF) that opens it. */
  url: z.string(),
});
export type OfficeSearchItem = z.infer<typeof officeSearchItem>;

export const officeSearchGroup = z.object({
  kind: z.enum(KIND_KEYS),
  label: z.string(),
  /** At most OFFICE_SEARCH_PER_KIND, the closest first. */
  items: z.array(officeSearchItem),
  /** More were found than are shown. */
  more: z.boolean(),
  /** The list of this kind filtered by the search, where one holds them all; else null (type more of it). */
  more_url: z.string().nullable(),
});
export type OfficeSearchGroup = z.infer<typeof officeSearchGroup>;

export const officeSearchAnswer = z.object({
  /** The search as run (trimmed). */
  q: z.string(),
  /** What the role searched, whether or not anything was found. */
  searched: z.array(z.object({ kind: z.enum(KIND_KEYS), label: z.string() })),
  /** The kinds with something found, in the page's order. */
  groups: z.array(officeSearchGroup),
});
export type OfficeSearchAnswer = z.infer<typeof officeSearchAnswer>;
