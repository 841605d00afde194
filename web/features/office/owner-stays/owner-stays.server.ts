import { data } from "react-router";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import {
  ownerStayMessages as m,
  ownerStaySettingsFromForm,
  ownerStaySettingsInput,
} from "../../../../common/owner-stays";
import { checkForm, type FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";

/**
 * /admin/owner-stays (accounts, the front office and administrators; decision 059): the loader reads the owner stays'
 * settings and the owner stays to come; the action checks the settings' form with the API's schema and saves it
 * (audited before → after), with or without JavaScript.
 */

/** The action's answer: on failure the fields as typed, so the form keeps them. */
export type OwnerStaySettingsResult = FormResult & { values?: Record<string, string> };

export async function loadOwnerStays(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.ownerStays);
  const [record, upcoming] = await Promise.all([
    context.services.ownerStays.settings(),
    context.services.ownerStays.upcoming(),
  ]);
  return { record, upcoming };
}

export async function ownerStaysAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.ownerStays);
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  const parsed = checkForm(ownerStaySettingsInput, ownerStaySettingsFromForm(form));
  if (!parsed.ok) return data<OwnerStaySettingsResult>({ ...parsed, values }, { status: 400 });
  try {
    await context.services.ownerStays.saveSettings(
      { id: staff.id, role: staff.role, ip: context.clientAddress },
      parsed.data,
    );
    return data<OwnerStaySettingsResult>({ ok: true, message: m.settingsSaved });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<OwnerStaySettingsResult>({ ok: false, message: refusal.message, values }, { status: refusal.status });
  }
}
