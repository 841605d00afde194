import { writtenClubDay } from "../../../common/club-time.ts";
import type { PriceBreakup } from "../../../common/stays.ts";
import { priceLines } from "../../../common/stay-price-lines.ts";
import { formatRupees } from "../../../common/money.ts";
import { PdfWriter, colours } from "../../platform/pdf.ts";
import type { InvoiceParticulars } from "../../../common/gst.ts";
import { documentLanguage, documentWords } from "../../platform/pdf-text.ts";
import { taxDocumentHead, taxLinesBlock, taxesAndFeesBlock } from "../verification/tax-block.ts";
import { hindiPriceLines } from "./mail-text.ts";
import { STAY_INVOICE_TEXT } from "./pdf-text.ts";

/** What the invoice of a stay paid online says: the stay, its price line by line, the payment. */
export interface StayInvoiceData {
  invoiceNumber: string;
  reference: string;
  paidAt: Date;
  paymentId: string;
  member: { name: string; email: string };
  villa: { name: string; location: string };
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  price: PriceBreakup;
  /** The tax particulars taken when the invoice was issued; null for one issued before they were (drawn as it was). */
  particulars?: InvoiceParticulars | null;
}

/**
 * The tax invoice and payment receipt of a stay paid online, with the free nights and extra guests as their own lines;
 * dated when paid, so the same stay always gives the same bytes, with `footer` on every page. In the language the member
 * read when it was issued (its particulars'; decision 047).
 */
export async function renderStayInvoice(data: StayInvoiceData, footer?: string): Promise<Uint8Array> {
  const { price } = data;
  const pdf = await PdfWriter.create(`Invoice ${data.invoiceNumber}`);
  pdf.dated(data.paidAt);
  if (footer) pdf.footer(footer);
  const { particulars } = data;
  // an invoice issued before invoices kept their particulars is drawn as it always was, in English
  const w = documentWords(STAY_INVOICE_TEXT, documentLanguage(particulars?.language));
  if (particulars) taxDocumentHead(pdf, particulars, { number: data.invoiceNumber, date: data.paidAt });
  else pdf.invoiceHead({ number: data.invoiceNumber, date: writtenClubDay(data.paidAt), member: data.member });
  pdf.text(
    w.beside((t) => t.stay),
    { bold: true, size: 11, gap: 2 },
  );
  pdf.rows([
    [w.below((t) => t.booking), data.reference],
    [w.below((t) => t.villa), `${data.villa.name}, ${data.villa.location}`],
    [w.below((t) => t.checkIn), w.below((t) => t.checkInAt(data.checkIn))],
    [w.below((t) => t.checkOut), w.below((t) => t.checkOutAt(data.checkOut))],
    [w.below((t) => t.guests), w.below((t) => t.guestsOf(data.adults, data.children))],
  ]);
  pdf.rule();
  pdf.text(
    w.beside((t) => t.price),
    { bold: true, size: 11, gap: 2 },
  );
  // the price lines' labels say how each amount is made ("2 nights × ₹10,000"): a wider column; in Hindi too
  // the Hindi lines are the same lines in the same order (a room line per price)
  const hindi = hindiPriceLines(price);
  const lines = priceLines(price).map((line, index) => ({
    ...line,
    label: w.bilingual ? `${line.label}\n${hindi[index].label}` : line.label,
  }));
  pdf.rows(
    [
      ...lines.map(({ label, value }): [string, string] => [label, value]),
      [w.below((t) => t.total), formatRupees(price.total)],
    ],
    { labelWidth: 280 },
  );
  const taxes = lines.find((line) => line.key === "taxes");
  if (particulars?.taxed && taxes) {
    pdf.space(4);
    taxesAndFeesBlock(pdf, particulars, taxes.label);
  }
  pdf.space(6);
  pdf.text(
    w.below((t) => t.receivedOnline(price.total)),
    { bold: true, size: 13, colour: colours.accent, gap: 4 },
  );
  pdf.text(
    w.below((t) => t.razorpayPayment(data.paymentId)),
    { size: 10, colour: colours.muted },
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
