import { writtenClubDay } from "../../../common/club-time.ts";
import { formatRupees } from "../../../common/money.ts";
import { CLUB, PdfWriter, colours } from "../../platform/pdf.ts";
import type { PaymentRecord } from "../../../common/registration-schemas.ts";
import type { InvoiceParticulars } from "../../../common/gst.ts";
import { documentLanguage, documentWords } from "../../platform/pdf-text.ts";
import { taxDocumentHead, taxLinesBlock } from "../verification/tax-block.ts";
import { STEP_INVOICE_TEXT } from "./pdf-text.ts";
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
 * gives the same bytes (dated when issued; the amount verified is as of then), with `footer` on every page. In the
 * language the member read when it was issued (its particulars'; decision 047): a Hindi reader's in English and Hindi.
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
  // an invoice issued before invoices kept their particulars is drawn as it always was, in English
  const w = documentWords(STEP_INVOICE_TEXT, documentLanguage(particulars?.language));
  if (particulars) {
    taxDocumentHead(pdf, particulars, {
      number: step.invoiceNumber ?? "",
      date: issuedAt,
      rows: [[w.below((t) => t.paymentReceivedOn), w.dayOf(step.paymentDate!)]],
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
  pdf.text(
    w.beside((t) => t.villaContribution),
    { bold: true, size: 11, gap: 2 },
  );
  pdf.rows([
    [w.below((t) => t.villa), `${villa.name}${villa.villaNumber ? ` (Villa ${villa.villaNumber})` : ""}`],
    [w.below((t) => t.location), villa.location],
    [w.below((t) => t.area), `${villa.sqft} sq ft`],
    [
      w.below((t) => t.paymentPlan),
      w.below((t) => (plan.payment_mode === "full" ? t.fullPayment : t.flexible(plan.payment_steps))),
    ],
    [w.below((t) => t.totalContribution), formatRupees(plan.total_amount)],
  ]);
  pdf.rule();
  pdf.text(
    w.beside((t) => t.paymentReceived),
    { bold: true, size: 11, gap: 2 },
  );
  pdf.rows([
    [w.below((t) => t.step), `${step.step} of ${plan.payment_steps}: ${step.stepName}`],
    [w.below((t) => t.due), step.dueLabel],
    [w.below((t) => t.paidOn), w.dayOf(step.paymentDate!)],
    [w.below((t) => t.amountPaid), formatRupees(step.amount)],
  ]);
  pdf.space(6);
  pdf.text(
    w.below((t) => t.amountReceived(step.amount)),
    { bold: true, size: 13, colour: colours.accent, gap: 4 },
  );
  pdf.text(
    w.below((t) => t.verifiedSoFar(verifiedAtIssue, plan.total_amount)),
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
