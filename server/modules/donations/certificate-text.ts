import { extractText, getDocumentProxy } from "unpdf";

/**
 * What a Form 10BE certificate says, read from its text: the PANs on it (the Trust's, as the reporting person, and the
 * donor's), the donor's name and the financial year. The portal's certificate writes "Name of donor", "Unique
 * Identification Number" (the donor's PAN or Aadhaar) and "Financial Year"; the donor's PAN is the PAN on it that is not
 * the Trust's own.
 */

const PAN = /\b[A-Z]{5}[0-9]{4}[A-Z]\b/g;
const FY = /\b(\d{4})-(\d{2})\b/;
/** A label that may follow the donor's name on the same line of text. */
const NEXT_LABEL =
  /\s+(?:Address|Donation|Unique|PAN|ID Code|Financial|Amount|Mode|Section|Date|Type|Aadhaar|Sl\.|Sr\.)\b/i;

export interface CertificateText {
  /** The donor's PAN (upper case), or null when none but the Trust's is on it. */
  pan: string | null;
  name: string | null;
  fy: string | null;
}

/** The text of a PDF, every page, or null when it cannot be read (not a PDF, encrypted, broken). */
export async function pdfText(bytes: Uint8Array): Promise<string | null> {
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } catch {
    return null;
  }
}

/** Reads the donor's PAN, name and the year from a certificate's text; `trustPan` is the Trust's own PAN. */
export function readCertificate(text: string, trustPan: string): CertificateText {
  const trust = trustPan.trim().toUpperCase();
  const pans = [...text.toUpperCase().matchAll(PAN)].map((m) => m[0]).filter((pan) => pan !== trust);
  const nameMatch = /Name of (?:the )?donor\s*:?\s*([^\n]+)/i.exec(text);
  let name = nameMatch ? nameMatch[1] : null;
  if (name) {
    const next = NEXT_LABEL.exec(name);
    if (next) name = name.slice(0, next.index);
    name = name.replace(/\s+/g, " ").trim() || null;
  }
  const fyAt = /Financial Year/i.exec(text);
  const fyMatch = fyAt ? FY.exec(text.slice(fyAt.index)) : FY.exec(text);
  const fy = fyMatch && Number(fyMatch[2]) === (Number(fyMatch[1]) + 1) % 100 ? fyMatch[0] : null;
  return { pan: pans[0] ?? null, name, fy };
}

/** A name as two spellings of it compare: lower case, letters and digits only, its words in order. */
export function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .sort()
    .join(" ");
}
