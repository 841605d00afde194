import { transferInput, transferMessages as m, TRANSFER_STEPS } from "../../../../common/transfer";
import {
  stepOfField,
  TRANSFER_FIELDS,
  TRANSFER_STEP_SCHEMAS,
  transferDraft,
  transferGoto,
} from "../../../../common/transfer-form";
import { checkForm, type CheckedFailure } from "../../../lib/form";
import { serviceRefusal } from "../../../lib/route-errors.server";
import type { PortalContext, PortalFormHandler } from "../portal-context.server";
import { keptValues, type FormResultWithValues } from "../shared/posted-values";

/** The Transfer tab: the member's transfer requests. */
export async function loadTransferTab({ member, services, language }: PortalContext) {
  return { transfers: await services.transfers.list(member.id, language) };
}

/** The answer of the transfer form: with a post made without JavaScript, the step to show and the fields sent. */
export type TransferFormResult = FormResultWithValues & { step?: number };

/** A failed check: the step of the first field to fix, with the fields sent. */
function refused(failure: CheckedFailure, values: Record<string, string>): TransferFormResult {
  return { ...failure, message: failure.message || m.property, step: stepOfField(failure.field), values };
}

/** The transfer posts (intent `transfer.<name>`). */
export const transferActions: Record<string, PortalFormHandler> = {
  /**
   * The four steps together, as POST /api/transfers takes them (the typed name as e-signature, the consent).
   * Without JavaScript Back and Next post the form too (`goto`: the step asked for): the steps before it are
   * checked and the page shows that step with the fields sent; the script moves between the steps itself.
   */
  async submit(form, { member, services, clientAddress }) {
    const draft = transferDraft(form);
    const values = keptValues(form, TRANSFER_FIELDS);
    const goto = transferGoto(form.get("goto"));
    if (goto !== null) {
      for (let step = 1; step < goto; step++) {
        const checked = checkForm(TRANSFER_STEP_SCHEMAS[step - 1], draft);
        if (!checked.ok) return refused(checked, values);
      }
      const moved: TransferFormResult = { ok: true, message: "", step: goto, values };
      return moved;
    }
    const parsed = checkForm(transferInput, draft);
    if (!parsed.ok) return refused(parsed, values);
    try {
      await services.transfers.submit({ userId: member.id, ip: clientAddress }, parsed.data);
    } catch (error) {
      // refused by the service (the signature is not the member's name, a request already open): the last step again
      const refusal = serviceRefusal(error);
      if (!refusal) throw error;
      const again: TransferFormResult & { status: number } = {
        ok: false,
        message: refusal.message,
        step: TRANSFER_STEPS.length,
        values,
        status: refusal.status,
      };
      return again;
    }
    return { ok: true, message: m.submitted };
  },
};
