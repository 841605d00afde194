import { writtenClubDay, writtenDay } from "../../../common/club-time.ts";
import { FULL_MEMBERSHIP_FREE_DAYS, FULL_MEMBERSHIP_FREE_NIGHTS, addClubDays } from "../../../common/membership.ts";
import { formatRupees } from "../../../common/money.ts";
import { PdfWriter, colours } from "../../platform/pdf.ts";
import type { InvoiceParticulars } from "../../../common/gst.ts";
import { taxDocumentHead, taxLinesBlock } from "../verification/tax-block.ts";

export interface MembershipInvoiceData {
  invoiceNumber: string;
  number: string;
  amount: number;
  paidAt: Date;
  paidVia: "razorpay" | "receipt";
  paymentId: string | null;
  startsOn: string;
  /** Exclusive: the first day the year no longer covers. */
  validUntil: string;
  member: { name: string; email: string };
  /** The tax particulars taken when the invoice was issued; null for one issued before they were (drawn as it was). */
  particulars?: InvoiceParticulars | null;
}

/**
 * The invoice and receipt of a year of Full Membership: numbered like the club's other invoices; dated when paid, so
 * the same year always gives the same bytes, with `footer` on every page.
 */
export async function renderMembershipInvoice(data: MembershipInvoiceData, footer?: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Invoice ${data.invoiceNumber}`);
  pdf.dated(data.paidAt);
  if (footer) pdf.footer(footer);
  const { particulars } = data;
  if (particulars) taxDocumentHead(pdf, particulars, { number: data.invoiceNumber, date: writtenClubDay(data.paidAt) });
  else pdf.invoiceHead({ number: data.invoiceNumber, date: writtenClubDay(data.paidAt), member: data.member });
  pdf.text("Full Membership", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    ["Membership ID", data.number],
    ["Valid", `${writtenDay(data.startsOn)} to ${writtenDay(addClubDays(data.validUntil, -1))}`],
    [
      "Includes",
      `${FULL_MEMBERSHIP_FREE_DAYS} days and ${FULL_MEMBERSHIP_FREE_NIGHTS} nights free stay for 4 members (2 adults and 2 kids)`,
    ],
    [
      "Paid",
      data.paidVia === "razorpay"
        ? `Online (Razorpay${data.paymentId ? `, ${data.paymentId}` : ""})`
        : "Bank transfer (receipt verified)",
    ],
  ]);
  pdf.space(6);
  pdf.text(`Amount received: ${formatRupees(data.amount)}`, { bold: true, size: 13, colour: colours.accent, gap: 4 });
  pdf.rule();
  if (particulars) {
    taxLinesBlock(pdf, particulars);
    pdf.rule();
  }
  pdf.text(
    "The membership fee is non-refundable and the membership is non-transferable. Amounts are in Indian rupees.",
    {
      size: 9,
      colour: colours.muted,
    },
  );
  return pdf.bytes();
}
