import { writtenClubDay } from "../../../common/club-time.ts";
import { formatRupees } from "../../../common/money.ts";
import type { InvoiceParticulars } from "../../../common/gst.ts";
import { CLUB, PdfWriter, colours } from "../../platform/pdf.ts";
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
}

/**
 * The club's credit note: the letterhead, its number and date, the invoice it credits, the member, the lines and the
 * amount credited, and the reason. Dated when issued, so one credit note always gives the same bytes, with `footer`
 * on every page.
 *
 * When the invoice credited kept its tax particulars, the head and the lines are the invoices' own tax blocks (a GST
 * credit note quotes the supplier's and recipient's GSTINs, the place of supply and each line's taxes); otherwise
 * `creditNoteHead`, `creditNoteBilledTo` and `creditNoteLines`. Then `creditNoteTotal` and `creditNoteClosing`.
 */
export async function renderCreditNote(data: CreditNoteData, footer?: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Credit note ${data.number}`);
  pdf.dated(data.issuedAt);
  if (footer) pdf.footer(footer);
  if (data.particulars) {
    // the invoice is credited in full: its supplier, recipient, place of supply, lines and taxes, as it stated them
    taxDocumentHead(pdf, data.particulars, {
      title: "Credit Note",
      label: "Credit note",
      number: data.number,
      date: writtenClubDay(data.issuedAt),
      rows: [
        ["Against invoice", data.invoice.number],
        ["Invoice date", writtenClubDay(data.invoice.issuedAt)],
      ],
    });
    taxLinesBlock(pdf, data.particulars, "Credited");
    pdf.rows([["Reason", data.reason]]);
  } else {
    creditNoteHead(pdf, data);
    creditNoteBilledTo(pdf, data);
    creditNoteLines(pdf, data);
  }
  creditNoteTotal(pdf, data);
  creditNoteClosing(pdf);
  return pdf.bytes();
}

/** The letterhead, the credit note's number and date, and the invoice it credits (its number and date). */
export function creditNoteHead(pdf: PdfWriter, data: CreditNoteData) {
  pdf.letterhead("Credit Note");
  pdf.rows([
    ["Credit note number", data.number],
    ["Credit note date", writtenClubDay(data.issuedAt)],
    ["Against invoice", data.invoice.number],
    ["Invoice date", writtenClubDay(data.invoice.issuedAt)],
    ["Issued by", CLUB.name],
  ]);
  pdf.rule();
}

/** The member the invoice was billed to. */
export function creditNoteBilledTo(pdf: PdfWriter, data: CreditNoteData) {
  pdf.text("Billed to", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    ["Member", data.billedTo.name],
    ["E-mail", data.billedTo.email],
  ]);
  pdf.rule();
}

/** What is credited, a line each, with the reason. */
export function creditNoteLines(pdf: PdfWriter, data: CreditNoteData) {
  pdf.text("Credited", { bold: true, size: 11, gap: 2 });
  pdf.rows(
    data.lines.map((line): [string, string] => [line.description, formatRupees(line.amount)]),
    { labelWidth: 320 },
  );
  pdf.rows([["Reason", data.reason]]);
}

/** The amount credited. */
export function creditNoteTotal(pdf: PdfWriter, data: CreditNoteData) {
  pdf.space(6);
  pdf.text(`Amount credited: ${formatRupees(data.amount)}`, {
    bold: true,
    size: 13,
    colour: colours.accent,
    gap: 4,
  });
  pdf.text(
    `Invoice ${data.invoice.number} is cancelled by this credit note to the amount of ${formatRupees(data.amount)}.`,
    {
      size: 10,
      colour: colours.muted,
    },
  );
}

/** The closing words. */
export function creditNoteClosing(pdf: PdfWriter) {
  pdf.rule();
  pdf.text(
    "The amount credited is refunded to the member: online payments to the account they came from, bank transfers to the member's bank account. Amounts are in Indian rupees.",
    { size: 9, colour: colours.muted },
  );
}
