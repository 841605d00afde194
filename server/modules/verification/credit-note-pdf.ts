import { formatRupees } from "../../../common/money.ts";
import type { InvoiceParticulars } from "../../../common/gst.ts";
import { CLUB, PdfWriter, colours } from "../../platform/pdf.ts";
import type { Language } from "../../../common/language.ts";
import { documentLanguage, documentWords } from "../../platform/pdf-text.ts";
import { TAX_DOCUMENT_TEXT } from "./pdf-text.ts";
import { taxDocumentHead, taxLinesBlock } from "./tax-block.ts";

/**
 * What a credit note is drawn from (plain data: it is drawn in a worker thread of the CPU pool), as the credit_notes
 * row keeps it from its issue: its number and date, the invoice it credits (number and date), the member billed,
 * the lines credited and their sum, and why.
 */
export interface CreditNoteData {
  number: string;
  issuedAt: Date;
  invoice: { number: string; issuedAt: Date };
  billedTo: { name: string; email: string };
  lines: { description: string; amount: number }[];
  amount: number;
  reason: string;
  /** The tax particulars of the invoice credited, when it kept them: the credit note then quotes them. */
  particulars?: InvoiceParticulars | null;
  /** The member's language when the credit note was issued (kept with it; absent before it was: English). */
  language?: Language;
}

/**
 * The club's credit note: the letterhead, its number and date, the invoice it credits, the member, the lines and the
 * amount credited, and the reason. Dated when issued, so one credit note always gives the same bytes, with `footer`
 * on every page.
 *
 * When the invoice credited kept its tax particulars, the head and the lines are the invoices' own tax blocks (a GST
 * credit note quotes the supplier's and recipient's GSTINs, the place of supply and each line's taxes); otherwise
 * `creditNoteHead`, `creditNoteBilledTo` and `creditNoteLines`. Then `creditNoteTotal` and `creditNoteClosing`.
 *
 * In the language the member read when it was issued (decision 047), which may not be the invoice's: a Hindi reader's
 * has its titles and labels in English and Hindi, and the amount in words in both.
 */
export async function renderCreditNote(data: CreditNoteData, footer?: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Credit note ${data.number}`);
  pdf.dated(data.issuedAt);
  if (footer) pdf.footer(footer);
  const w = creditNoteWords(data);
  if (data.particulars) {
    // the invoice is credited in full: its supplier, recipient, place of supply, lines and taxes, as it stated them
    taxDocumentHead(pdf, data.particulars, {
      kind: "credit-note",
      number: data.number,
      date: data.issuedAt,
      rows: [
        [w.below((t) => t.againstInvoice), data.invoice.number],
        [w.below((t) => t.invoiceDate), w.dayOf(data.invoice.issuedAt)],
      ],
      language: w.language,
    });
    taxLinesBlock(pdf, data.particulars, { heading: "credited", language: w.language });
    pdf.rows([[w.below((t) => t.reason), data.reason]]);
  } else {
    creditNoteHead(pdf, data);
    creditNoteBilledTo(pdf, data);
    creditNoteLines(pdf, data);
  }
  creditNoteTotal(pdf, data);
  creditNoteClosing(pdf, data);
  return pdf.bytes();
}

/** The words of a credit note: in the language of the member when it was issued (English for one issued before). */
const creditNoteWords = (data: CreditNoteData) => documentWords(TAX_DOCUMENT_TEXT, documentLanguage(data.language));

/** The letterhead, the credit note's number and date, and the invoice it credits (its number and date). */
export function creditNoteHead(pdf: PdfWriter, data: CreditNoteData) {
  const w = creditNoteWords(data);
  pdf.letterhead(w.beside((t) => t.creditNote));
  pdf.rows([
    [w.below((t) => t.creditNoteNumber), data.number],
    [w.below((t) => t.creditNoteDate), w.dayOf(data.issuedAt)],
    [w.below((t) => t.againstInvoice), data.invoice.number],
    [w.below((t) => t.invoiceDate), w.dayOf(data.invoice.issuedAt)],
    [w.below((t) => t.issuedBy), CLUB.name],
  ]);
  pdf.rule();
}

/** The member the invoice was billed to. */
export function creditNoteBilledTo(pdf: PdfWriter, data: CreditNoteData) {
  const w = creditNoteWords(data);
  pdf.text(
    w.beside((t) => t.billedTo),
    { bold: true, size: 11, gap: 2 },
  );
  pdf.rows([
    [w.below((t) => t.member), data.billedTo.name],
    [w.below((t) => t.email), data.billedTo.email],
  ]);
  pdf.rule();
}

/** What is credited, a line each, with the reason. */
export function creditNoteLines(pdf: PdfWriter, data: CreditNoteData) {
  const w = creditNoteWords(data);
  pdf.text(
    w.beside((t) => t.credited),
    { bold: true, size: 11, gap: 2 },
  );
  pdf.rows(
    data.lines.map((line): [string, string] => [line.description, formatRupees(line.amount)]),
    { labelWidth: 320 },
  );
  pdf.rows([[w.below((t) => t.reason), data.reason]]);
}

/** The amount credited. */
export function creditNoteTotal(pdf: PdfWriter, data: CreditNoteData) {
  const w = creditNoteWords(data);
  pdf.space(6);
  pdf.text(
    w.below((t) => t.amountCredited(data.amount)),
    { bold: true, size: 13, colour: colours.accent, gap: 4 },
  );
  pdf.text(
    w.below((t) => t.cancels(data.invoice.number, data.amount)),
    { size: 10, colour: colours.muted },
  );
}

/** The closing words. */
export function creditNoteClosing(pdf: PdfWriter, data: CreditNoteData) {
  pdf.rule();
  pdf.text(
    creditNoteWords(data).below((t) => t.creditNoteClosing),
    { size: 9, colour: colours.muted },
  );
}
