import type { Language } from "../../../common/language.ts";
import type { TransferInput } from "../../../common/transfer.ts";
import { colours, PdfWriter } from "../../platform/pdf.ts";
import { documentLanguage, documentWords } from "../../platform/pdf-text.ts";
import { TRANSFER_REQUEST_TEXT } from "./pdf-text.ts";

export interface TransferDocument {
  member: { name: string; email: string };
  villa: { name: string; villaNumber: string | null; location: string };
  request: TransferInput;
  signedAt: Date;
  ip?: string;
  /** The language the member read the club in when they signed it (decision 047); English when not given. */
  language?: Language;
}

/** The PDF's keyword that says the request is a Hindi reader's (it is drawn once, when signed, and stored). */
export const TRANSFER_LANGUAGE_MARK = "language-hi";

/**
 * The signed transfer request: the villa, the transferee, the reason and the member's typed e-signature with consent.
 * In the member's language (decision 047): a Hindi reader's request has the Hindi beside its title and headings and
 * under its labels, the consent and the closing note; what the member typed is drawn as typed. An English reader's is
 * the English document it always was.
 */
export async function renderTransferRequest(data: TransferDocument): Promise<Uint8Array> {
  const { member, villa, request } = data;
  const pdf = await PdfWriter.create(`Transfer request: ${villa.name}`);
  const w = documentWords(TRANSFER_REQUEST_TEXT, documentLanguage(data.language));
  const heading = (pick: (t: typeof TRANSFER_REQUEST_TEXT.en) => string) =>
    pdf.text(w.beside(pick), { bold: true, size: 11, gap: 2 });
  if (w.bilingual) pdf.doc.setKeywords(["transfer request", TRANSFER_LANGUAGE_MARK]);
  pdf.letterhead(w.beside((t) => t.title));
  heading((t) => t.property);
  pdf.rows([
    [w.below((t) => t.villa), `${villa.name}${villa.villaNumber ? ` (Villa ${villa.villaNumber})` : ""}`],
    [w.below((t) => t.location), villa.location],
  ]);
  pdf.rule();
  heading((t) => t.contributor);
  pdf.rows([
    [w.below((t) => t.name), member.name],
    [w.below((t) => t.email), member.email],
  ]);
  pdf.rule();
  heading((t) => t.transferee);
  const relationship = request.transferee.relationship;
  pdf.rows([
    [w.below((t) => t.fullName), request.transferee.full_name],
    [w.below((t) => t.email), request.transferee.email],
    [w.below((t) => t.phone), request.transferee.phone],
    [w.below((t) => t.relationship), w.below((t) => t.relationships[relationship])],
    [w.below((t) => t.address), request.transferee.address],
  ]);
  pdf.rule();
  heading((t) => t.reason);
  pdf.text(request.reason, { gap: 4 });
  pdf.rule();
  heading((t) => t.signature);
  pdf.text(`[x] ${w.below((t) => t.consent)}`, { gap: 4 });
  pdf.rows([
    [w.below((t) => t.signedByTyping), request.signature],
    [w.below((t) => t.signedOn), `${data.signedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`],
    ...(data.ip ? ([[w.below((t) => t.fromAddress), data.ip]] as [string, string][]) : []),
  ]);
  pdf.space(6);
  pdf.text(
    w.below((t) => t.closing),
    { size: 9, colour: colours.muted },
  );
  return pdf.bytes();
}
