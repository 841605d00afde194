import {
  membershipFormMessages as m,
  type MembershipFormDraftInput,
  type MembershipFormStep,
} from "../../../../common/membership-form";
import { storeFormFile } from "../../../lib/uploads.server";
import type { PortalContext, PortalFormHandler } from "../portal-context.server";
import { expected } from "../shared/expected.server";
import { fieldErrors } from "../../../components/form-fields";
import { keptValues, type FormResultWithValues } from "../shared/posted-values";
import { CHECK_FIELDS, checkStep, isSavedStep, STEP_FILE, STEP_FILE_KIND, STEP_TEXT_FIELDS } from "./membership-fields";

/**
 * The Membership form tab: the member's form (403 until half is paid, as data) and the step to show: `?step=`
 * (a step already reached: Back and Edit without JavaScript), else the step the saved draft has reached.
 */
export async function loadMembershipTab({ member, services, url }: PortalContext) {
  const form = await expected(services.membershipForm.get(member.id), [403]);
  const reached = form.value?.step ?? 1;
  const asked = Number(url.searchParams.get("step"));
  const step = (Number.isInteger(asked) && asked >= 1 && asked <= reached ? asked : reached) as MembershipFormStep;
  return { form: form.value, refusal: form.refusal, step };
}

/**
 * The membership form's posts (intent `membership.<name>`), as PUT /api/membership-form and POST
 * /api/membership-form/submit do them.
 * - `save`: one step (`step` 1–3) checked with its shared schema and saved as the draft, the member going on to the
 *   next step. Its file comes as the address of the file uploaded by the page's script, or (without JavaScript)
 *   as the file itself, stored like the upload API stores it.
 * - `submit`: the whole form, once.
 */
export const membershipActions: Record<string, PortalFormHandler> = {
  async save(form, { member, services }): Promise<FormResultWithValues> {
    const step = Number(form.get("step"));
    if (!isSavedStep(step)) return { ok: false, message: m.saveFailed };
    const sent = form.get(`${STEP_FILE[step]}File`);
    const posted = sent instanceof File && sent.size > 0 ? sent : null;
    const checked = checkStep(step, form, posted !== null);
    if (!checked.check.success) {
      return {
        ok: false,
        message: CHECK_FIELDS,
        errors: fieldErrors(checked.check.error.issues),
        values: keptValues(form, STEP_TEXT_FIELDS[step]),
      };
    }
    const stored = posted ? await storeFormFile(services, member.id, posted, STEP_FILE_KIND[step]) : null;
    let input: MembershipFormDraftInput;
    if (checked.section === "personal" && checked.check.success)
      input = { personal: { ...checked.check.data, ...(stored && { document: stored }) } };
    else if (checked.section === "nominee" && checked.check.success)
      input = { nominee: { ...checked.check.data, ...(stored && { idFile: stored }) } };
    else input = { signature: stored ?? String(form.get("signature") ?? "") };
    await services.membershipForm.saveDraft(member.id, { ...input, step: step + 1 });
    return { ok: true, message: m.draftSaved };
  },

  async submit(_form, { member, services, clientAddress }) {
    await services.membershipForm.submit({ userId: member.id, ip: clientAddress });
    return { ok: true, message: m.submitted };
  },
};
