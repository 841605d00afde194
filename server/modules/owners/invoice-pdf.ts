import { addClubDays, addClubMonths } from "../../../common/club-time.ts";
import type { InvoiceParticulars } from "../../../common/gst.ts";
import { formatRupees } from "../../../common/money.ts";
import { PdfWriter, colours } from "../../platform/pdf.ts";
import { documentLanguage, documentWords } from "../../platform/pdf-text.ts";
import { taxDocumentHead, taxLinesBlock } from "../verification/tax-block.ts";
import { DUES_INVOICE_TEXT } from "./pdf-text.ts";

/** What a maintenance dues invoice (or its late fee's) is drawn from, as plain data (it crosses to a worker thread). */
export interface DuesInvoiceData {
  invoiceNumber: string;
  charge: "dues" | "late-fee";
  issuedAt: Date;
  /** This invoice's amount, whole rupees. */
  amount: number;
  year: number;
  billedOn: string;
  dueOn: string;
  /** The dues invoice a late fee is charged on. */
  duesInvoiceNumber: string;
  basis: "per-sqft" | "fixed";
  ratePaise: number;
  sqft: number | null;
  villa: { name: string; villaNumber: string | null; location: string };
  particulars: InvoiceParticulars | null;
}

/**
 * A villa's maintenance dues invoice, issued when the dues are billed (or their late fee's, when it is charged): the
 * Trust's GST head and lines from the particulars taken then, the villa, the year billed (from the billing day, one
 * year), how the charge was worked out, and the day it is due. Dated when issued, so it always gives the same bytes.
 */
export async function renderDuesInvoice(data: DuesInvoiceData, footer?: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Invoice ${data.invoiceNumber}`);
  pdf.dated(data.issuedAt);
  if (footer) pdf.footer(footer);
  const { particulars } = data;
  const w = documentWords(DUES_INVOICE_TEXT, documentLanguage(particulars?.language));
  if (particulars) taxDocumentHead(pdf, particulars, { number: data.invoiceNumber, date: data.issuedAt });
  pdf.text(
    w.beside((t) => (data.charge === "dues" ? t.dues(data.year) : t.lateFee(data.year))),
    { bold: true, size: 11, gap: 2 },
  );
  const villa = data.villa.villaNumber ? `${data.villa.name} (${data.villa.villaNumber})` : data.villa.name;
  const rate = formatRupees(data.ratePaise / 100);
  pdf.rows([
    [w.below((t) => t.villa), `${villa}, ${data.villa.location}`],
    [
      w.below((t) => t.period),
      w.below((t) => t.periodYear(data.billedOn, addClubDays(addClubMonths(data.billedOn, 12), -1))),
    ],
    ...(data.charge === "dues"
      ? [
          [
            w.below((t) => t.charge),
            w.below((t) => (data.basis === "fixed" || !data.sqft ? t.fixed : t.perSqft(rate, data.sqft))),
          ] as [string, string],
        ]
      : [[w.below((t) => t.duesInvoice), data.duesInvoiceNumber] as [string, string]]),
    [w.below((t) => t.dueBy), w.day(data.dueOn)],
  ]);
  pdf.space(6);
  pdf.text(
    w.below((t) => t.amountDue(data.amount)),
    { bold: true, size: 13, colour: colours.accent, gap: 4 },
  );
  pdf.rule();
  if (particulars) {
    taxLinesBlock(pdf, particulars);
    pdf.rule();
  }
  pdf.text(
    w.below((t) => t.closing),
    { size: 9, colour: colours.muted },
  );
  return pdf.bytes();
}
