import { AGREEMENT_STATUS_LABELS, type AgreementStatus } from "../../../common/agreements";

/** The public verification pages' own words and the shapes their loader and action answer. */

/** The field of the verify form that carries the PDF. */
export const FILE_FIELD = "file";

export const DOCUMENT_KINDS = {
  agreement: "Memorandum of agreement",
  invoice: "Invoice",
  "credit-note": "Credit note",
  statement: "Owner statement",
} as const;

export const verifyWords = {
  intro:
    "Every agreement, invoice, credit note and owner statement the club issues is sealed: a certificate page with a QR code and a short link to its verification page, and the club's digital signature. Open the link to see what the club issued, or choose the PDF you were given to check that it is exactly that document.",
  pageIntro:
    "This is what the club issued under this verification code. Choose the PDF you were given to check that it is exactly this document.",
  fileLabel: "The PDF to verify",
  fileHint: "A PDF of at most 20 MB. The file is checked and not kept.",
  button: "Verify",
  busy: "Verifying…",
  notFoundTitle: "Document not found",
  verifyAnother: "Verify a PDF instead",
  notThisDocument: "It is not the document of this page, but another document of the club:",
  seeItsPage: (reference: string) => `See ${reference}'s verification page`,
} as const;

/** A document's status in words: "Executed", "Revoked on 3 March 2027", "Awaiting the club's signature", "Issued". */
export function statusInWords(status: string, revokedDay: string | null): string {
  if (status === "revoked" && revokedDay) return `Revoked on ${revokedDay}`;
  if (status === "issued") return "Issued";
  return AGREEMENT_STATUS_LABELS[status as AgreementStatus] ?? status;
}

/** What /verify/{code} shows of a sealed document (the times written in the club's time on the server). */
export interface DocumentView {
  kind: keyof typeof DOCUMENT_KINDS;
  kindLabel: string;
  reference: string;
  code: string;
  status: string;
  statusWords: string;
  subject: string;
  /** A credit note: the invoice it credits, and the amount credited (written out). */
  creditsInvoice: string | null;
  amount: string | null;
  /** An owner statement: its financial year ("FY 2026-27, 1 April 2026 to 31 March 2027") and its as-at day, written out. */
  financialYear: string | null;
  asAt: string | null;
  parties: string[];
  signedAt: string | null;
  countersignedAt: string | null;
  issuedAt: string;
  sha256: string | null;
}

/** /verify/{code}: the sealed document, or the message of an unknown code (404). */
export type DocumentPage = { found: true; document: DocumentView } | { found: false; message: string };

/** The verify form's answer: a refusal of the file, or what the club says about it. */
export type VerifyResult =
  | { ok: false; message: string }
  | {
      ok: true;
      valid: boolean;
      message: string;
      reference: string | null;
      kindLabel: string | null;
      /** A credit note: the invoice it credits. */
      creditsInvoice: string | null;
      statusWords: string | null;
      signedAt: string | null;
      /** What the signed time is: an agreement's countersignature, an invoice's, a credit note's or a statement's issue. */
      signedLabel: string;
      verifyUrl: string | null;
      signature: "club" | "other" | "none" | null;
    };
