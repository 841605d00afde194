import { creditNoteSubject } from "./agreements.ts";
import { formatMonth } from "./format.ts";
import { parseFinancialYear, statementName } from "./statements.ts";
import { z } from "./zod.ts";

/**
 * The portal's Documents tab: the member's own documents with their state.
 * A document that does not exist yet has no address; the page then leads to /document-not-found.
 */

export const DOCUMENT_STATUSES = ["Available", "Pending", "Not available yet"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_KINDS = [
  "identity-document",
  "receipt",
  "invoice",
  "credit-note",
  "statement",
  "rental-statement",
  "moa",
  "membership-form",
] as const;

/** An instalment a receipt or an invoice is for: its number, how many the plan has, and its name. */
const documentStep = z.object({ number: z.number().int(), of: z.number().int(), name: z.string() });

/**
 * What a document is, in parts: a page says its name in the page's language from them (`name` is the English). The
 * parts that are data stay as they are: the kind of identity document, an instalment's name, numbers, the year.
 */
export const documentTitle = z.discriminatedUnion("what", [
  z.object({ what: z.literal("identity-document"), id_type: z.string().nullable() }),
  z.object({ what: z.literal("receipts") }),
  z.object({ what: z.literal("receipt"), step: documentStep }),
  z.object({ what: z.literal("invoices") }),
  z.object({ what: z.literal("invoice"), number: z.string().nullable(), step: documentStep }),
  z.object({ what: z.literal("credit-note"), number: z.string(), invoice_number: z.string() }),
  z.object({ what: z.literal("statement"), fy: z.string() }),
  /** An owner's monthly rental statement (decision 057): the month, yyyy-mm. */
  z.object({ what: z.literal("rental-statement"), month: z.string() }),
  z.object({ what: z.literal("moa") }),
  z.object({ what: z.literal("membership-form") }),
]);
export type DocumentTitle = z.infer<typeof documentTitle>;

/** An instalment as a document's name says it: its name alone in a plan of one, else "step 1 of 3, Development". */
const stepWords = (step: z.infer<typeof documentStep>) =>
  step.of === 1 ? step.name : `step ${step.number} of ${step.of}, ${step.name}`;

/** A monthly rental statement's name in English: "Rental statement for May 2026". */
export const rentalStatementName = (month: string) =>
  `Rental statement for ${formatMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))}`;

/** A document's name in English, from its parts (the API's `name`). */
export function documentName(title: DocumentTitle): string {
  switch (title.what) {
    case "identity-document":
      return title.id_type ? `Identity document (${title.id_type})` : "Identity document";
    case "receipts":
      return "Payment receipts";
    case "receipt":
      return `Payment receipt: ${stepWords(title.step)}`;
    case "invoices":
      return "Invoices";
    case "invoice":
      return `Invoice${title.number ? ` ${title.number}` : ""}: ${stepWords(title.step)}`;
    case "credit-note":
      return creditNoteSubject(title.number, title.invoice_number);
    case "statement": {
      const year = parseFinancialYear(title.fy);
      return year ? statementName(year) : `Owner statement, FY ${title.fy}`;
    }
    case "rental-statement":
      return rentalStatementName(title.month);
    case "moa":
      return "Memorandum of agreement (MOA)";
    case "membership-form":
      return "Membership form";
  }
}

export const portalDocument = z.object({
  key: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  /** The document's name in English (`documentName(title)`). */
  name: z.string(),
  title: documentTitle,
  status: z.enum(DOCUMENT_STATUSES),
  can_download: z.boolean(),
  view_url: z.string().nullable(),
  download_url: z.string().nullable(),
});
export type PortalDocument = z.infer<typeof portalDocument>;

export const documentsMessages = {
  fetched: "Documents fetched",
  loading: "Loading your documents...",
  loadFailed: "We could not load your documents. Please try again.",
  empty: "You have no documents yet. They appear here as you apply, pay and sign.",
} as const;
