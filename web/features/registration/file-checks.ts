import { chosenFileProblem, registrationMessages as m } from "../../../common/registration";

/**
 * Checks a chosen receipt before it is uploaded (JPG, PNG or PDF, at most 5 MB). The server checks again, by
 * content; these only spare the member a pointless upload. Null when the file may be sent.
 */
export function receiptProblem(file: File): string | null {
  return chosenFileProblem(file, "receipt", m.uploadType);
}

/** The identity document must be a PDF of at most 5 MB. */
export function identityDocumentProblem(file: File): string | null {
  return chosenFileProblem(file, "identityDocument", m.identityDocumentPdf);
}

export const RECEIPT_ACCEPT = "image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf";
export const IDENTITY_DOCUMENT_ACCEPT = "application/pdf";
