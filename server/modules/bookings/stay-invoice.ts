import { writtenClubDay, writtenDay } from "../../../common/club-time.ts";
import { plural, type PriceBreakup } from "../../../common/stays.ts";
import { priceLines } from "../../../common/stay-price-lines.ts";
import { formatRupees } from "../../../common/money.ts";
import { PdfWriter, colours } from "../../platform/pdf.ts";
import type { InvoiceParticulars } from "../../../common/gst.ts";
import { taxDocumentHead, taxLinesBlock, taxesAndFeesBlock } from "../verification/tax-block.ts";

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
 * dated when paid, so the same stay always gives the same bytes, with `footer` on every page.
 */
export async function renderStayInvoice(data: StayInvoiceData, footer?: string): Promise<Uint8Array> {
  const { price } = data;
  const pdf = await PdfWriter.create(`Invoice ${data.invoiceNumber}`);
  pdf.dated(data.paidAt);
  if (footer) pdf.footer(footer);
  const { particulars } = data;
  if (particulars) taxDocumentHead(pdf, particulars, { number: data.invoiceNumber, date: writtenClubDay(data.paidAt) });
  else pdf.invoiceHead({ number: data.invoiceNumber, date: writtenClubDay(data.paidAt), member: data.member });
  pdf.text("Stay", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    ["Booking", data.reference],
    ["Villa", `${data.villa.name}, ${data.villa.location}`],
    ["Check-in", `${writtenDay(data.checkIn)}, 2 PM`],
    ["Check-out", `${writtenDay(data.checkOut)}, 11 AM`],
    [
      "Guests",
      plural(data.adults, "adult", "adults") +
        (data.children ? ` and ${plural(data.children, "child", "children")}` : ""),
    ],
  ]);
  pdf.rule();
  pdf.text("Price", { bold: true, size: 11, gap: 2 });
  // the price lines' labels say how each amount is made ("2 nights × ₹10,000"): a wider column
  pdf.rows(
    [
      ...priceLines(price).map(({ label, value }): [string, string] => [label, value]),
      ["Total", formatRupees(price.total)],
    ],
    { labelWidth: 280 },
  );
  const taxes = priceLines(price).find((line) => line.key === "taxes");
  if (particulars?.taxed && taxes) {
    pdf.space(4);
    taxesAndFeesBlock(pdf, particulars, taxes.label);
  }
  pdf.space(6);
  pdf.text(`Amount received online: ${formatRupees(price.total)}`, {
    bold: true,
    size: 13,
    colour: colours.accent,
    gap: 4,
  });
  pdf.text(`Razorpay payment ${data.paymentId}`, { size: 10, colour: colours.muted });
  pdf.rule();
  if (particulars) {
    taxLinesBlock(pdf, particulars);
    pdf.rule();
  }
  pdf.text(
    "Amounts are in Indian rupees. A stay cancelled until the day before check-in is refunded to the same account.",
    {
      size: 9,
      colour: colours.muted,
    },
  );
  return pdf.bytes();
}
