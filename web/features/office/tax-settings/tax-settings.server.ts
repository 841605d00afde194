import { data } from "react-router";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import { taxMessages as m, taxSettingsFormInput, taxSettingsInput } from "../../../../common/tax-schemas";
import { checkForm, type FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";

/**
 * The tax settings page (accounts and administrators): its loader reads every kind of supply's GST through the tax
 * service, its action checks the form with the API's schema and saves it (audited before → after), with or without
 * JavaScript.
 */

/** The action's answer: on failure what was typed, so the form keeps it. */
export type TaxSettingsResult = FormResult & { values?: Record<string, Record<string, string>> };

export async function loadTaxSettings(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.taxSettings);
  return { record: await context.services.tax.settingsRecord() };
}

export async function taxSettingsAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.taxSettings);
  const values = taxSettingsFormInput(await request.formData());
  const parsed = checkForm(taxSettingsInput, values, m.fixFields);
  if (!parsed.ok) return data<TaxSettingsResult>({ ...parsed, values }, { status: 400 });
  try {
    await context.services.tax.saveSettings({ id: staff.id, role: staff.role, ip: context.clientAddress }, parsed.data);
    return data<TaxSettingsResult>({ ok: true, message: m.saved });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<TaxSettingsResult>({ ok: false, message: refusal.message, values }, { status: refusal.status });
  }
}
