import { DUES_RECEIPT_FIELD, maintenanceMessages as m } from "../../../../common/maintenance";
import {
  transferDetailsFromForm,
  transferDetailsOf,
  transferRefusalField,
} from "../../../../common/payment-instructions";
import { transferDetails } from "../../../../common/payment-instructions";
import { checkForm } from "../../../lib/form";
import { serviceRefusal } from "../../../lib/route-errors.server";
import { transferInstructions } from "../../../lib/transfer-instructions.server";
import { storeFormFile } from "../../../lib/uploads.server";
import type { PortalContext, PortalFormHandler } from "../portal-context.server";

/**
 * The dashboard's maintenance dues panel (a villa owner's): the member's standing and bills, and for the bill to pay
 * the club's account and the reference to quote (drawn on the server, so it shows before JavaScript), and whether
 * online payment is offered.
 */
export async function loadDues(ctx: PortalContext) {
  const standing = await ctx.services.owners.duesStanding(ctx.member.id, { language: ctx.language });
  const toPay = standing.bills.find((bill) => bill.status === "due" || bill.status === "overdue");
  return {
    standing,
    /** The bill the panel's payment is for: the earliest still to pay. */
    billId: toPay?.id ?? null,
    transfer: toPay
      ? await transferInstructions(ctx.services, ctx.member.id, { purpose: "maintenance", billId: toPay.id })
      : null,
    online: ctx.services.onlinePayment.available(),
  };
}

/** The panel's form: a transfer's receipt (posted in the form, multipart), its UTR and day paid, for the bill named. */
export const duesActions: Record<string, PortalFormHandler> = {
  async receipt(form, ctx) {
    const billId = String(form.get("bill_id") ?? "");
    const checked = checkForm(transferDetails, transferDetailsFromForm(form));
    if (!checked.ok) return checked;
    try {
      const receiptUrl = await storeFormFile(ctx.services, ctx.member.id, form.get(DUES_RECEIPT_FIELD), "document");
      if (!receiptUrl)
        return { ok: false, message: m.receiptRequired, errors: { [DUES_RECEIPT_FIELD]: m.receiptRequired } };
      await ctx.services.owners.submitReceipt({ userId: ctx.member.id, ip: ctx.clientAddress }, billId, {
        receiptUrl,
        transfer: transferDetailsOf(checked.data),
      });
      return { ok: true, message: m.receiptSent };
    } catch (error) {
      const refusal = serviceRefusal(error);
      if (!refusal) throw error;
      return { ok: false, message: refusal.message, status: refusal.status, ...transferRefusalField(refusal.message) };
    }
  },
};
