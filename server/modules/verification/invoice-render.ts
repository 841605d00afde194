import type { Language } from "../../../common/language.ts";
import { documentLanguage } from "../../platform/pdf-text.ts";
import type { SealKey, SealOptions } from "../../platform/seal.ts";
import { renderStayInvoice, type StayInvoiceData } from "../bookings/stay-invoice.ts";
import { renderMembershipInvoice, type MembershipInvoiceData } from "../membership/invoice-pdf.ts";
import { renderInvoice, type StepInvoiceData } from "../payments/invoice-pdf.ts";
import { renderStatement, type StatementData } from "../statements/statement-pdf.ts";
import { renderCreditNote, type CreditNoteData } from "./credit-note-pdf.ts";
import { renderDonationReceipt, type DonationReceiptData } from "../donations/receipt-pdf.ts";
import { renderRentalStatement, type RentalStatementData } from "../rental/rental-statement-pdf.ts";
import { renderDuesInvoice, type DuesInvoiceData } from "../owners/invoice-pdf.ts";
import { renderProgrammeInvoice, type ProgrammeInvoiceData } from "../programme/invoice-pdf.ts";

/**
 * What an invoice is drawn from, as plain data (it crosses to a worker thread of the CPU pool): which of the club's
 * invoices, and its data as fetched from the database. A credit note, which cancels an invoice, and an owner
 * statement are drawn and sealed the same way.
 */
export type InvoiceRender =
  | { kind: "step"; data: StepInvoiceData }
  | { kind: "membership"; data: MembershipInvoiceData }
  | { kind: "stay"; data: StayInvoiceData }
  | { kind: "maintenance"; data: DuesInvoiceData }
  | { kind: "programme"; data: ProgrammeInvoiceData }
  | { kind: "credit-note"; data: CreditNoteData }
  | { kind: "statement"; data: StatementData }
  | { kind: "donation-receipt"; data: DonationReceiptData }
  | { kind: "rental-statement"; data: RentalStatementData };

/** An invoice to draw and seal in one go: its data, the verification line of its pages, and its seal. */
export interface SealedInvoiceTask {
  render: InvoiceRender;
  footer: string;
  seal: SealOptions;
  key: SealKey;
}

/**
 * The language a document is drawn in (decision 047): an invoice's, kept in its particulars when it was issued; a
 * credit note's and a statement's, kept with them. English for one issued before they kept it.
 */
export function renderLanguage(render: InvoiceRender): Language {
  switch (render.kind) {
    case "step":
    case "membership":
    case "stay":
    case "maintenance":
    case "programme":
      return documentLanguage(render.data.particulars?.language);
    case "credit-note":
    case "statement":
    case "donation-receipt":
    case "rental-statement":
      return documentLanguage(render.data.language);
  }
}

/** The invoice drawn, unsealed, with `footer` on every page. */
export function renderInvoiceOf(render: InvoiceRender, footer: string): Promise<Uint8Array> {
  switch (render.kind) {
    case "step":
      return renderInvoice(render.data, footer);
    case "membership":
      return renderMembershipInvoice(render.data, footer);
    case "stay":
      return renderStayInvoice(render.data, footer);
    case "maintenance":
      return renderDuesInvoice(render.data, footer);
    case "programme":
      return renderProgrammeInvoice(render.data, footer);
    case "credit-note":
      return renderCreditNote(render.data, footer);
    case "statement":
      return renderStatement(render.data, footer);
    case "donation-receipt":
      return renderDonationReceipt(render.data, footer);
    case "rental-statement":
      return renderRentalStatement(render.data, footer);
  }
}
