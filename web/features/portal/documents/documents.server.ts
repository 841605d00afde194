import {
  INVOICE_DETAILS_FIELDS,
  invoiceDetailsFormInput,
  invoiceDetailsInput,
  taxMessages as tm,
} from "../../../../common/tax-schemas";
import { checkForm } from "../../../lib/form";
import type { PortalContext, PortalFormHandler } from "../portal-context.server";
import { keptValues, type FormResultWithValues } from "../shared/posted-values";

/** The Documents tab: the member's documents with their status, and their details for invoices. */
export async function loadDocumentsTab({ member, services }: PortalContext) {
  const [documents, invoiceDetails] = await Promise.all([
    services.portal.documents(member.id),
    services.tax.invoiceDetails(member.id),
  ]);
  return { documents, invoiceDetails };
}

/** The Documents tab's posts (intent `documents.<name>`). */
export const documentsActions: Record<string, PortalFormHandler> = {
  /** The member's invoice details (business name and GSTIN for business stays, billing address and state). */
  async invoiceDetails(form, { member, services, clientAddress }) {
    const values = keptValues(form, INVOICE_DETAILS_FIELDS);
    const parsed = checkForm(invoiceDetailsInput, invoiceDetailsFormInput(form), tm.fixFields);
    if (!parsed.ok) {
      const refused: FormResultWithValues = { ...parsed, values };
      return refused;
    }
    await services.tax.saveInvoiceDetails({ userId: member.id, ip: clientAddress }, parsed.data);
    return { ok: true, message: tm.detailsSaved };
  },
};
