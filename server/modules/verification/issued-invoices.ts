import { AppError } from "../../platform/errors.ts";
import { stayInvoiceById } from "../bookings/stays.ts";
import { membershipInvoiceById } from "../membership/service.ts";
import { duesInvoiceById } from "../owners/dues.ts";
import { sealedStepInvoice, stepInvoiceDataById } from "../payments/service.ts";
import { programmeInvoiceById } from "../programme/invoice.ts";
import type { InvoiceRender } from "./invoice-render.ts";
import type { InvoiceSealDeps } from "./invoices.ts";

/**
 * The club's kinds of invoice: a payment step's (by payment_steps.id), a year of Full Membership's (memberships.id), a
 * stay's (bookings.id), a villa's maintenance dues and their late fee (both by maintenance_bills.id), a programme
 * registration's (programme_registrations.id).
 */
export type InvoiceKind =
  | Exclude<InvoiceRender["kind"], "credit-note" | "statement" | "donation-receipt" | "rental-statement">
  | "maintenance-late-fee";
export const INVOICE_KINDS: readonly InvoiceKind[] = [
  "step",
  "membership",
  "stay",
  "maintenance",
  "maintenance-late-fee",
  "programme",
];

/**
 * The one way to an issued invoice's PDF (decision 027): sealed and stored the first time it is asked for, read from
 * the file storage every time after. Callable as soon as the invoice is issued (its row committed with its number),
 * by the mail that sends it, a background job, or a download. 404 for an id without an invoice.
 */
export async function sealInvoiceOnce(
  deps: InvoiceSealDeps,
  kind: InvoiceKind,
  id: string,
): Promise<{ number: string; bytes: Uint8Array }> {
  const invoice = await invoiceOf(deps, kind, id);
  if (!invoice) throw new AppError(404, "No such invoice.");
  return invoice;
}

async function invoiceOf(deps: InvoiceSealDeps, kind: InvoiceKind, id: string) {
  switch (kind) {
    case "step": {
      const data = await stepInvoiceDataById(deps.db, id);
      return data && { number: data.step.invoiceNumber!, bytes: await sealedStepInvoice(deps, data) };
    }
    case "membership":
      return membershipInvoiceById(deps, id);
    case "stay":
      return stayInvoiceById(deps, id);
    case "maintenance":
    case "maintenance-late-fee":
      return duesInvoiceById(deps, id, kind === "maintenance-late-fee");
    case "programme":
      return programmeInvoiceById(deps, id);
  }
}
