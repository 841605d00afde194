import { z } from "./zod.ts";
import { writtenDay } from "./club-time.ts";
import { listLimit, listPage, listSearch } from "./office-lists.ts";
import { text } from "./text.ts";

/**
 * Agreements anyone can verify: the club's countersignature, the sealed PDF, the public verification
 * page and revocation — the words and the API's shapes, said once for the server, the office, the portal and /verify.
 */

export const AGREEMENT_STATUSES = ["awaiting-countersign", "executed", "revoked"] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** An agreement's status in the office's words. */
export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  "awaiting-countersign": "Awaiting the club's signature",
  executed: "Executed",
  revoked: "Revoked",
};

/** The office's filter words (?status=) and the statuses they mean. */
export const AGREEMENT_FILTERS = {
  awaiting: "awaiting-countersign",
  executed: "executed",
  revoked: "revoked",
} as const;
export type AgreementFilter = keyof typeof AGREEMENT_FILTERS;

/** The largest PDF /verify takes (bytes): 20 MB. */
export const VERIFY_UPLOAD_LIMIT = 20 * 1024 * 1024;

/** The public verification page of a sealed document. */
export const verifyPath = (code: string) => `/verify/${code}`;
/** A verification code: 12 lower-case letters and digits. */
export const VERIFY_CODE_PATTERN = /^[a-z0-9]{12}$/;

export const AGREEMENT_EVENT_KINDS = [
  "created",
  "viewed",
  "draft-opened",
  "text-shown",
  "signed",
  "countersigned",
  "sent",
  "downloaded",
  "revoked",
] as const;
export type AgreementEventKind = (typeof AGREEMENT_EVENT_KINDS)[number];

export const agreementMessages = {
  // the portal
  awaitingCountersign:
    "Your MOA is signed and awaits the club's signature. We will e-mail it to you once the club has signed.",
  executed: "Your MOA is signed by you and the club. It is ready to download.",
  revoked: (day: string, reason: string) => `This MOA was revoked on ${day}: ${reason}`,
  // the office
  list: "Agreements",
  notFound: "No such agreement was found.",
  notAwaiting: "This agreement is not awaiting the club's signature: it was countersigned or revoked already.",
  countersigned: (reference: string) =>
    `Agreement ${reference} countersigned. The executed agreement will be e-mailed to the member.`,
  countersignInProgress:
    "Another administrator is countersigning this agreement just now. Please reload the list in a moment.",
  signatureRequired: "Please draw the club's signature or choose an image of it.",
  signatureNotFound: "That signature image was not found. Please upload the signature again.",
  signatureNotImage: "The signature must be a PNG or JPG image. Please upload it again.",
  noneAwaiting: "No agreements await the club's signature.",
  noMatch: "No agreements match",
  loadFailed: "The agreements could not be loaded. Please try again.",
  signatureUploadFailed: "The club's signature could not be uploaded. Please try again.",
  // /verify
  verifyTitle: "Verify a club document",
  codeNotFound: "No document of the club has this verification code. Please check the link or the QR code.",
  fileRequired: "Please choose the PDF to verify.",
  fileTooLarge: "The file is too large to be one of our documents: the limit is 20 MB.",
  notPdf: "This file is not a PDF. Please choose the PDF you were given.",
  valid: "This is exactly a document the club issued. It has not been changed.",
  validRevoked: "This is exactly a document the club issued, but it has been revoked.",
  notIssued: "This file is not a document issued by the club.",
  sealedButChanged:
    "This file carries the club's digital signature, but it is not exactly a document the club issued: it may have been changed.",
  sealedByOther: "This file is digitally signed, but not by the club.",
  unsigned: "This file carries no digital signature.",
} as const;

/** GET /api/admin/agreements: the office's query. */
export const agreementListQuery = z.object({
  status: z.enum(Object.keys(AGREEMENT_FILTERS) as [AgreementFilter, ...AgreementFilter[]]).default("awaiting"),
  q: listSearch,
  page: listPage,
  limit: listLimit(20, 100),
});
export type AgreementListQuery = z.infer<typeof agreementListQuery>;

export const agreementRow = z.object({
  _id: z.string(),
  reference: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  villa: z.object({ id: z.string(), name: z.string(), villa_number: z.string().nullable() }),
  signed_at: z.string(),
  /** The PDF as the member signed it (/files/{id}, staff may read it). */
  pdf_url: z.string(),
  countersigned_at: z.string().nullable(),
  countersigned_by: z.string().nullable(),
  /** The executed (sealed) PDF, once countersigned. */
  executed_pdf_url: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revoked_reason: z.string().nullable(),
  verify_code: z.string(),
});
export type AgreementRow = z.infer<typeof agreementRow>;

export const agreementListAnswer = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.object({
    items: z.array(agreementRow),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
  }),
});

/** POST /api/admin/agreements/{id}/countersign: the signatory's signature, uploaded through /api/upload/upload-signature. */
export const countersignInput = z.object({
  signature_url: text("the signature").trim().min(1, agreementMessages.signatureRequired).max(300),
});

export const countersignAnswer = z.object({
  status: z.number().int(),
  message: z.string(),
  success: z.literal(true),
  data: agreementRow,
});

/** POST /api/verify: the answer about an uploaded PDF. */
export const verifyAnswer = z.object({
  valid: z.boolean(),
  /**
   * The document's reference (MOA-…, the invoice number, the credit note's or the owner statement's) when the file is
   * exactly one the club issued.
   */
  reference: z.string().optional(),
  /** executed | revoked (an agreement), issued (an invoice or a credit note). */
  status: z.string().optional(),
  /** When the document was signed (an agreement: countersigned; an invoice or a credit note: issued), ISO time. */
  signed_at: z.string().optional(),
  kind: z.enum(["agreement", "invoice", "credit-note", "statement", "donation-receipt", "rental-statement"]).optional(),
  /** A credit note: the number of the invoice it credits. */
  credits_invoice: z.string().optional(),
  /** The verification page of the matched document. */
  verify_url: z.string().optional(),
  /** Not a match: whether the file carries a digital signature, and whether it is the club's. */
  signature: z.enum(["club", "other", "none"]).optional(),
  message: z.string(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

/** How /verify names an owner statement: whose (initials and surname), which financial year, as at which day. */
export const statementSubject = (party: string, fy: string, asAt: string) =>
  `Owner statement of ${party} for FY ${fy}, as at ${writtenDay(asAt)}`;

/** How /verify names an owner's rental statement: whose (initials and surname) and which month. */
export const rentalStatementSubject = (party: string, month: string) => {
  const [year, m] = month.split("-").map(Number);
  const name = new Date(Date.UTC(year, m - 1, 15)).toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
  return `Owner rental statement of ${party} for ${name} ${year}`;
};

/** How /verify names a credit note: "Credit note VWC-CN-2026-1 for invoice VWC-INV-2026-1003". */
export const creditNoteSubject = (number: string, invoiceNumber: string) =>
  `Credit note ${number} for invoice ${invoiceNumber}`;

/** How /verify names a donation receipt: "Donation receipt VWC-DR-2026-27-1 of A. K. Sharma, FY 2026-27". */
export const donationReceiptSubject = (number: string, party: string, fy: string) =>
  `Donation receipt ${number} of ${party}, FY ${fy}`;

/** What /verify/{code} shows: nothing personal beyond the members' initials and surnames. */
export interface VerifiedDocument {
  kind: "agreement" | "invoice" | "credit-note" | "statement" | "donation-receipt" | "rental-statement";
  reference: string;
  code: string;
  /** executed | revoked | awaiting-countersign (an agreement); issued (an invoice or a credit note). */
  status: string;
  /**
   * An agreement's villa ("Name (Villa 12)"); an invoice's subject; a credit note's "Credit note … for invoice …"; an
   * owner statement's "Owner statement of A. K. Sharma for FY 2026-27, as at 31 March 2027".
   */
  subject: string;
  /**
   * A credit note: the number of the invoice it credits, and the amount credited (rupees). A donation receipt: the
   * amount received, in `currency` when not rupees.
   */
  creditsInvoice?: string;
  amount?: number;
  currency?: string;
  /** An owner statement and a donation receipt: its financial year ("2026-27"); a statement: the day it is made as at. */
  financialYear?: string;
  asAt?: string;
  /** "A. K. Sharma" */
  parties: string[];
  signedAt: string | null;
  countersignedAt: string | null;
  issuedAt: string;
  revokedAt: string | null;
  sha256: string | null;
}

/** "Asha Kumari Sharma" → "A. K. Sharma"; a single name stays its initial. */
export function initialsAndSurname(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  if (words.length === 1) return `${words[0][0].toUpperCase()}.`;
  const surname = words[words.length - 1];
  return [...words.slice(0, -1).map((w) => `${w[0].toUpperCase()}.`), surname].join(" ");
}
