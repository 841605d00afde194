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
  "moa",
  "membership-form",
] as const;

export const portalDocument = z.object({
  key: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  name: z.string(),
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
