import { data } from "react-router";
import { STAFF_ROLES } from "../../../../common/auth-limits";
import { staffNotifyInput, staffNotifyMessages as m } from "../../../../common/identity-documents";
import { checkForm } from "../../../lib/form";
import { signedInStaff } from "../../../lib/route-errors.server";
import type { OfficeEmailsResult } from "./office-emails-form";
import { type AppContext } from "../../../lib/app-context.server.ts";

type Services = AppContext["services"];

/** The staff member's choice of office e-mails, for the home's form. */
export const officeEmailsChoice = (services: Services, staffId: string) => services.staffNotify.get(staffId);

/** The home's "Office e-mails" form: any staff role, for themselves (audited by the service). */
export async function officeEmailsAction(request: Request, context: AppContext, form: FormData) {
  const staff = await signedInStaff(request, context.services, STAFF_ROLES);
  const intent = "staff-notify";
  const parsed = checkForm(staffNotifyInput, { staff_notify: form.get("staff_notify") }, m.invalid);
  if (!parsed.ok) return data<OfficeEmailsResult>({ ...parsed, intent }, { status: 400 });
  await context.services.staffNotify.set(
    { id: staff.id, role: staff.role, ip: context.clientAddress },
    parsed.data.staff_notify,
  );
  return data<OfficeEmailsResult>({ ok: true, intent, message: m.saved });
}
