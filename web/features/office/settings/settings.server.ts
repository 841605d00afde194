import { data } from "react-router";
import { clubSettingsFormInput, clubSettingsInput, settingsMessages as m } from "../../../../common/club-settings";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import { checkForm, type FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";

/**
 * The club's settings page (administrators): its loader reads them through the settings service, its action checks
 * the form with the API's schema and saves them (audited before → after), with or without JavaScript.
 */

/** The action's answer: on failure what was typed, so the form keeps it. */
export type SettingsResult = FormResult & { values?: Record<string, string> };

export async function loadSettings(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.settings);
  return { settings: await context.services.settings.record() };
}

export async function settingsAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.settings);
  const form = await request.formData();
  const values = clubSettingsFormInput(form);
  const parsed = checkForm(clubSettingsInput, values, m.fixFields);
  if (!parsed.ok) return data<SettingsResult>({ ...parsed, values }, { status: 400 });
  try {
    await context.services.settings.save({ id: staff.id, role: staff.role, ip: context.clientAddress }, parsed.data);
    return data<SettingsResult>({ ok: true, message: m.saved });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<SettingsResult>({ ok: false, message: refusal.message, values }, { status: refusal.status });
  }
}
