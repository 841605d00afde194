import { writtenClubDay } from "../../../common/club-time.ts";
import { FULL_MEMBERSHIP_FREE_DAYS, FULL_MEMBERSHIP_FREE_NIGHTS, addClubDays } from "../../../common/membership.ts";
import { PdfWriter, colours } from "../../platform/pdf.ts";
import type { InvoiceParticulars } from "../../../common/gst.ts";
import { documentLanguage, documentWords } from "../../platform/pdf-text.ts";
import { taxDocumentHead, taxLinesBlock } from "../verification/tax-block.ts";
import { MEMBERSHIP_INVOICE_TEXT } from "./pdf-text.ts";

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
 * the same year always gives the same bytes, with `footer` on every page. In the language the member read when it was
 * issued (its particulars'; decision 047).
 */
export async function renderMembershipInvoice(data: MembershipInvoiceData, footer?: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Invoice ${data.invoiceNumber}`);
  pdf.dated(data.paidAt);
  if (footer) pdf.footer(footer);
  const { particulars } = data;
  // an invoice issued before invoices kept their particulars is drawn as it always was, in English
  const w = documentWords(MEMBERSHIP_INVOICE_TEXT, documentLanguage(particulars?.language));
  if (particulars) taxDocumentHead(pdf, particulars, { number: data.invoiceNumber, date: data.paidAt });
  else pdf.invoiceHead({ number: data.invoiceNumber, date: writtenClubDay(data.paidAt), member: data.member });
  pdf.text(
    w.beside((t) => t.fullMembership),
    { bold: true, size: 11, gap: 2 },
  );
  pdf.rows([
    [w.below((t) => t.membershipId), data.number],
    [w.below((t) => t.valid), w.below((t) => t.validFromTo(data.startsOn, addClubDays(data.validUntil, -1)))],
    [w.below((t) => t.includes), w.below((t) => t.freeStay(FULL_MEMBERSHIP_FREE_DAYS, FULL_MEMBERSHIP_FREE_NIGHTS))],
    [w.below((t) => t.paid), w.below((t) => (data.paidVia === "razorpay" ? t.online(data.paymentId) : t.bankTransfer))],
  ]);
  pdf.space(6);
  pdf.text(
    w.below((t) => t.amountReceived(data.amount)),
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
