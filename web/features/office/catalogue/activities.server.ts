import { data } from "react-router";
import {
  activityListFromForm,
  activityListInput,
  activityLocation,
  activityMessages,
} from "../../../../common/activities";
import { LOCATION_NAMES } from "../../../../common/locations";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import { checkForm, type FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import type { AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * /admin/catalogue/activities?location=…: each estate's own activities (decision 053), a location at a time, kept by
 * content staff; the whole list saved by one form (the API's PUT), with or without JavaScript.
 */
export type ActivitiesFormResult = FormResult & { values?: Record<string, string> };

export async function loadActivities(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.catalogue);
  const location = activityLocation(pageUrl(request).searchParams.get("location") ?? "") ?? LOCATION_NAMES[0];
  return { location, activities: await context.services.catalogueOffice.listActivities(location) };
}

export async function activitiesAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.catalogue);
  const form = await request.formData();
  const values = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
  const location = activityLocation(values.location ?? "");
  if (!location) return data<ActivitiesFormResult>({ ok: false, message: activityMessages.chooseLocation }, 400);
  const checked = checkForm(activityListInput, activityListFromForm(values));
  if (!checked.ok) return data<ActivitiesFormResult>({ ...checked, values }, { status: 400 });
  try {
    const actor = { id: staff.id, role: staff.role, ip: context.clientAddress };
    await context.services.catalogueOffice.saveActivities(actor, location, checked.data);
    return data<ActivitiesFormResult>({ ok: true, message: activityMessages.saved(location) });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<ActivitiesFormResult>({ ok: false, message: refusal.message, values }, { status: refusal.status });
  }
}
