import { writtenClubDay } from "../../../common/club-time.ts";
import { CLUB, PdfWriter, pdfRupees, colours } from "../../platform/pdf.ts";
import type { invoiceData } from "./service.ts";

type InvoiceData = Awaited<ReturnType<typeof invoiceData>>;

/** The invoice and receipt of one paid step: numbered, with the club's and the member's details. */
export async function renderInvoice(data: InvoiceData): Promise<Uint8Array> {
  const { plan, step, member, villa } = data;
  const pdf = await PdfWriter.create(`Invoice ${step.invoiceNumber}`);
  pdf.letterhead("Tax Invoice and Payment Receipt");
  pdf.rows([
    ["Invoice number", step.invoiceNumber ?? ""],
    ["Invoice date", writtenClubDay(step.verifiedAt ?? step.paymentDate!)],
    ["Payment received", writtenClubDay(step.paymentDate!)],
    ["Issued by", CLUB.name],
  ]);
  pdf.rule();
  pdf.text("Billed to", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    ["Member", member.name],
    ["E-mail", member.email],
  ]);
  pdf.rule();
  pdf.text("Villa contribution", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    ["Villa", `${villa.name}${villa.villaNumber ? ` (Villa ${villa.villaNumber})` : ""}`],
    ["Location", villa.location],
    ["Area", `${villa.sqft} sq ft`],
    ["Payment plan", plan.payment_mode === "full" ? "Full payment (1 step)" : `Flexible, ${plan.payment_steps} steps`],
    ["Total contribution", pdfRupees(plan.total_amount)],
  ]);
  pdf.rule();
  pdf.text("Payment received", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    ["Step", `${step.step} of ${plan.payment_steps}: ${step.stepName}`],
    ["Due", step.dueLabel],
    ["Paid on", writtenClubDay(step.paymentDate!)],
    ["Amount paid", pdfRupees(step.amount)],
  ]);
  pdf.space(6);
  pdf.text(`Amount received: ${pdfRupees(step.amount)}`, { bold: true, size: 13, colour: colours.accent, gap: 4 });
  pdf.text(`Verified so far: ${pdfRupees(plan.amount_verified)} of ${pdfRupees(plan.total_amount)}`, { size: 10, colour: colours.muted });
  pdf.rule();
  pdf.text("This receipt confirms the payment recorded against the member's villa contribution. Amounts are in Indian rupees.", {
    size: 9,
    colour: colours.muted,
  });
  return pdf.bytes();
}
