import { IDENTITY_DOCUMENT_TYPES, MAX_UPLOAD_BYTES, RECEIPT_TYPES, registrationMessages as m } from "../../../common/registration";

/** The browser's type when it names one, else the file name's extension. */
function typeIs(file: File, types: readonly string[], extension: RegExp): boolean {
  return file.type ? types.includes(file.type) : extension.test(file.name);
}

/**
 * Checks a chosen receipt before it is uploaded (spec member-side §5). The server checks again, by
 * content; these only spare the member a pointless upload. Null when the file may be sent.
 */
export function receiptProblem(file: File): string | null {
  if (!typeIs(file, RECEIPT_TYPES, /\.(jpe?g|png|pdf)$/i)) return m.uploadType;
  if (file.size > MAX_UPLOAD_BYTES) return m.uploadSize;
  if (file.size === 0) return m.emptyFile;
  return null;
}

/** The identity document must be a PDF of at most 5 MB. */
export function identityDocumentProblem(file: File): string | null {
  if (!typeIs(file, IDENTITY_DOCUMENT_TYPES, /\.pdf$/i)) return m.identityDocumentPdf;
  if (file.size > MAX_UPLOAD_BYTES) return m.uploadSize;
  if (file.size === 0) return m.emptyFile;
  return null;
}

export const RECEIPT_ACCEPT = "image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf";
export const IDENTITY_DOCUMENT_ACCEPT = "application/pdf";
