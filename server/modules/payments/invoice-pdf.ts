import { writtenClubDay } from "../../../common/club-time.ts";
import { formatRupees } from "../../../common/money.ts";
import { CLUB, PdfWriter, colours } from "../../platform/pdf.ts";
import type { PaymentRecord } from "../../../common/registration-schemas.ts";
import type { InvoiceParticulars } from "../../../common/gst.ts";
import { taxDocumentHead, taxLinesBlock } from "../verification/tax-block.ts";
import type { paymentSteps, properties, users } from "../../db/schema.ts";

type Step = typeof paymentSteps.$inferSelect;
/**
 * What a step's invoice is drawn from (plain data: it is drawn in a worker thread): the paid step, its plan as the
 * API answers it and its steps, the member and the villa.
 */
export interface StepInvoiceData {
  plan: PaymentRecord;
  step: Step;
  steps: Step[];
  member: Pick<typeof users.$inferSelect, "name" | "email">;
  villa: Pick<typeof properties.$inferSelect, "name" | "villaNumber" | "location" | "sqft">;
  /** The tax particulars taken when the invoice was issued; null for one issued before they were (drawn as it was). */
  particulars?: InvoiceParticulars | null;
}
type InvoiceData = StepInvoiceData;
type StepTimes = { verifiedAt: Date | null; paymentDate: Date | null };

/** When a step's invoice was issued: when the step was verified (by accounts, or by an online payment's signature). */
export const stepInvoiceIssuedAt = (step: StepTimes) => step.verifiedAt ?? step.paymentDate!;

/**
 * The invoice and receipt of one paid step: numbered, with the club's and the member's details. The same step always
 * gives the same bytes (dated when issued; the amount verified is as of then), with `footer` on every page.
 */
export async function renderInvoice(data: InvoiceData, footer?: string): Promise<Uint8Array> {
  const { plan, step, member, villa } = data;
  const issuedAt = stepInvoiceIssuedAt(step);
  // what was verified when this invoice was issued (a later step's verification does not change this invoice)
  const verifiedAtIssue = data.steps
    .filter((s) => s.verification === "verified" && stepInvoiceIssuedAt(s).getTime() <= issuedAt.getTime())
    .reduce((sum, s) => sum + s.amount, 0);
  const pdf = await PdfWriter.create(`Invoice ${step.invoiceNumber}`);
  pdf.dated(issuedAt);
  if (footer) pdf.footer(footer);
  const { particulars } = data;
  if (particulars) {
    taxDocumentHead(pdf, particulars, {
      number: step.invoiceNumber ?? "",
      date: writtenClubDay(issuedAt),
      rows: [["Payment received", writtenClubDay(step.paymentDate!)]],
    });
  } else {
    pdf.letterhead("Tax Invoice and Payment Receipt");
    pdf.rows([
      ["Invoice number", step.invoiceNumber ?? ""],
      ["Invoice date", writtenClubDay(issuedAt)],
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
  }
  pdf.text("Villa contribution", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    ["Villa", `${villa.name}${villa.villaNumber ? ` (Villa ${villa.villaNumber})` : ""}`],
    ["Location", villa.location],
    ["Area", `${villa.sqft} sq ft`],
    ["Payment plan", plan.payment_mode === "full" ? "Full payment (1 step)" : `Flexible, ${plan.payment_steps} steps`],
    ["Total contribution", formatRupees(plan.total_amount)],
  ]);
  pdf.rule();
  pdf.text("Payment received", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    ["Step", `${step.step} of ${plan.payment_steps}: ${step.stepName}`],
    ["Due", step.dueLabel],
    ["Paid on", writtenClubDay(step.paymentDate!)],
    ["Amount paid", formatRupees(step.amount)],
  ]);
  pdf.space(6);
  pdf.text(`Amount received: ${formatRupees(step.amount)}`, { bold: true, size: 13, colour: colours.accent, gap: 4 });
  pdf.text(`Verified so far: ${formatRupees(verifiedAtIssue)} of ${formatRupees(plan.total_amount)}`, {
    size: 10,
    colour: colours.muted,
  });
  pdf.rule();
  if (particulars) {
    taxLinesBlock(pdf, particulars);
    pdf.rule();
  }
  pdf.text(
    "This receipt confirms the payment recorded against the member's villa contribution. Amounts are in Indian rupees.",
    {
      size: 9,
      colour: colours.muted,
    },
  );
  return pdf.bytes();
}
