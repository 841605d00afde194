import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { agreementMessages as m } from "../../../common/agreements";
import { messageFinder, sayWith } from "../../lib/known-messages";

/**
 * The public verification pages' words are the `verify` catalogue's (web/locales/<language>/verify.json); here the
 * shapes their loader and action answer, and the messages the pages can meet from the server and the shared rules, in
 * English as they arrive, so that the page says each in its own language (any other as it came).
 */

/** The field of the verify form that carries the PDF. */
export const FILE_FIELD = "file";

export type DocumentKind =
  "agreement" | "invoice" | "credit-note" | "statement" | "donation-receipt" | "rental-statement";

/** The statuses a sealed document can have, each with its words in the catalogue (statuses.*). */
export const DOCUMENT_STATUSES = ["awaiting-countersign", "executed", "revoked", "issued"] as const;

/** The check's own rate limit (server/modules/verification/service.ts VERIFY_RATE; the same words: verify-pages.test.ts). */
export const VERIFY_TOO_MANY = "Too many files were checked from your address. Please try again in a few minutes.";

/** Every message the verify pages translate, by its key in the catalogue's `messages`. */
export const VERIFY_MESSAGES = {
  codeNotFound: m.codeNotFound,
  fileRequired: m.fileRequired,
  fileTooLarge: m.fileTooLarge,
  notPdf: m.notPdf,
  valid: m.valid,
  validRevoked: m.validRevoked,
  notIssuedUnsigned: `${m.notIssued} ${m.unsigned}`,
  sealedButChanged: m.sealedButChanged,
  notIssuedOtherSeal: `${m.notIssued} ${m.sealedByOther}`,
  tooMany: VERIFY_TOO_MANY,
} as const;

type VerifyMessage = keyof typeof VERIFY_MESSAGES;

/** A document's status in words: "Executed", "Revoked on 3 March 2027", "Awaiting the club's signature", "Issued". */
export function statusWords(t: TFunction<"verify">, status: string, revokedOn: string | null): string {
  if (status === "revoked" && revokedOn) return t("revokedOn", { day: revokedOn });
  const known = DOCUMENT_STATUSES.find((one) => one === status);
  return known ? t(`statuses.${known}`) : status;
}

const find = messageFinder<VerifyMessage>({ texts: VERIFY_MESSAGES });

/** The verify pages' texts in the page's language: `t` (the `verify` namespace) and `say` for the server's messages. */
export function useVerifyTexts() {
  const { t } = useTranslation("verify");
  const say = useMemo(() => sayWith(find, (key) => t(`messages.${key}`)), [t]);
  return { t, say };
}

/** What /verify/{code} shows of a sealed document (its days, times and amount written on the server, in the page's language). */
export interface DocumentView {
  kind: DocumentKind;
  reference: string;
  code: string;
  status: string;
  /** The day a revoked agreement was revoked, written out. */
  revokedOn: string | null;
  subject: string;
  /** A credit note: the invoice it credits, and the amount credited (written out). */
  creditsInvoice: string | null;
  amount: string | null;
  /** An owner statement: its financial year ("2026-27") with its first and last days written out, and its as-at day. */
  financialYear: { fy: string; from: string; to: string } | null;
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
      kind: DocumentKind | null;
      /** A credit note: the invoice it credits. */
      creditsInvoice: string | null;
      status: string | null;
      /** When it was signed: an agreement's countersignature, an invoice's, a credit note's or a statement's issue. */
      signedAt: string | null;
      verifyUrl: string | null;
      signature: "club" | "other" | "none" | null;
    };
