import { data } from "react-router";
import { isUuid } from "../../../../common/ids";
import {
  maintenanceBillsQuery,
  maintenanceFormInput,
  maintenanceMessages as m,
  maintenanceSettingsInput,
  rejectBillBody,
} from "../../../../common/maintenance";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import { checkForm, type FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * /admin/maintenance (accounts and administrators): the maintenance dues' settings form and the villas' dues bills,
 * with the transfer receipts to verify or reject. Its loader and action call the owners service, as the API does;
 * every form works without JavaScript.
 */

/** An answer of the page's forms: which form (`intent`), the bill a decision was about, what was typed on a failure. */
export type MaintenanceFormResult = FormResult & { id?: string; values?: Record<string, string> };

export async function loadMaintenance(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.maintenance);
  const query = maintenanceBillsQuery.parse(Object.fromEntries(pageUrl(request).searchParams));
  const [record, list] = await Promise.all([context.services.owners.settings(), context.services.owners.bills(query)]);
  return { record, list, query: { q: query.q ?? "", status: query.status } };
}

const answer = (result: MaintenanceFormResult, status = 200) => data<MaintenanceFormResult>(result, { status });

export async function maintenanceAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.maintenance);
  const actor = { id: staff.id, role: staff.role, ip: context.clientAddress };
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "settings") {
      const values = maintenanceFormInput(form);
      const parsed = checkForm(maintenanceSettingsInput, values, m.fixFields);
      const typed = Object.fromEntries(
        [...form.entries()].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])),
      );
      if (!parsed.ok) return answer({ ...parsed, intent, values: typed }, 400);
      await context.services.owners.saveSettings(actor, parsed.data);
      return answer({ ok: true, intent, message: m.saved });
    }
    const id = String(form.get("id") ?? "");
    if (!isUuid(id)) return answer({ ok: false, intent, message: m.billNotFound }, 404);
    if (intent === "verify") {
      await context.services.owners.verify(actor, id);
      return answer({ ok: true, intent, id, message: m.verified });
    }
    if (intent === "reject") {
      const parsed = rejectBillBody.safeParse({ reason: String(form.get("reason") ?? "") });
      if (!parsed.success) {
        const message = parsed.error.issues[0].message;
        return answer({ ok: false, intent, id, message, errors: { reason: message } }, 400);
      }
      await context.services.owners.reject(actor, id, parsed.data.reason);
      return answer({ ok: true, intent, id, message: m.rejected });
    }
    return answer({ ok: false, intent, message: "This form is not known. Please reload the page." }, 400);
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return answer({ ok: false, intent, message: refusal.message }, refusal.status);
  }
}
