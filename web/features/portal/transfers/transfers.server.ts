import { transferInput, transferMessages as m, TRANSFER_STEPS } from "../../../../common/transfer";
import { fieldErrors } from "../../../components/form-fields";
import { serviceRefusal } from "../../../lib/route-errors.server";
import type { PortalContext, PortalFormHandler } from "../portal-context.server";
import { keptValues, type FormResultWithValues } from "../shared/posted-values";
import { stepOfField, TRANSFER_FIELDS, TRANSFER_STEP_SCHEMAS, transferDraft } from "./transfer-fields";

/** The Transfer tab: the member's transfer requests. */
export async function loadTransferTab({ member, services }: PortalContext) {
  return { transfers: await services.transfers.list(member.id) };
}

/** The answer of the transfer form: with a post made without JavaScript, the step to show and the fields sent. */
export type TransferFormResult = FormResultWithValues & { step?: number };

function refused(issues: readonly { path: readonly PropertyKey[]; message: string }[], values: Record<string, string>): TransferFormResult {
  return {
    ok: false,
    message: issues[0]?.message ?? m.property,
    errors: fieldErrors(issues),
    step: stepOfField(issues[0]?.path ?? []),
    values,
  };
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
    const goto = Number(form.get("goto"));
    if (Number.isInteger(goto) && goto >= 1 && goto <= TRANSFER_STEPS.length) {
      for (let step = 1; step < goto; step++) {
        const parsed = TRANSFER_STEP_SCHEMAS[step - 1].safeParse(draft);
        if (!parsed.success) return refused(parsed.error.issues, values);
      }
      const moved: TransferFormResult = { ok: true, message: "", step: goto, values };
      return moved;
    }
    const parsed = transferInput.safeParse(draft);
    if (!parsed.success) return refused(parsed.error.issues, values);
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
