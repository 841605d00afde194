import { data, redirect } from "react-router";
import { confirmMessages, isConfirmed } from "../../../../common/confirm";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import {
  rateFormInput,
  rateInput,
  rateMessages as m,
  rateSearchQuery,
  type RateRecord,
} from "../../../../common/rates";
import { checkForm, type FieldErrors } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * The office's rate periods: the page's loader and action, through the rates service. The list's filter is a plain
 * GET form (a kind of home or a villa, `target`); `?new=1` opens the form for a new period and `?edit=<id>` the form of
 * one; the form posts to the action (with or without JavaScript), which answers field messages or goes back to the
 * list. A delete is confirmed first (ConfirmStep; without JavaScript the action asks).
 */

export type RateFormResult = {
  ok: false;
  intent?: string;
  id?: string;
  confirm?: boolean;
  message: string;
  errors: FieldErrors;
  values: Record<string, string>;
};

/** The filter's one select: `type:<id>` or `villa:<id>`, as the API's query. */
const filterOf = (target: string) => ({
  property_type_id: target.startsWith("type:") ? target.slice(5) : undefined,
  property_id: target.startsWith("villa:") ? target.slice(6) : undefined,
});

export async function loadRates(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.rates);
  const url = pageUrl(request);
  const target = url.searchParams.get("target") ?? "";
  const query = rateSearchQuery.parse({ ...filterOf(target), page: url.searchParams.get("page") ?? undefined });
  const [list, targets] = await Promise.all([
    context.services.ratesOffice.list(query),
    context.services.ratesOffice.targets(),
  ]);
  const editId = url.searchParams.get("edit");
  let editing: RateRecord | null = null;
  if (editId) {
    try {
      editing = await context.services.ratesOffice.get(editId);
    } catch (error) {
      if (!serviceRefusal(error)) throw error;
    }
  }
  return {
    target,
    targets,
    list: { ...list, pages: Math.max(1, Math.ceil(list.total / list.limit)) },
    form: editing
      ? ({ mode: "edit", rate: editing } as const)
      : url.searchParams.get("new")
        ? ({ mode: "new" } as const)
        : null,
    editMissing: Boolean(editId && !editing),
    saved: url.searchParams.get("saved"),
  };
}

export async function rateAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.rates);
  const actor = { id: staff.id, role: staff.role, ip: context.clientAddress };
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  values.closed_to_arrival = form.getAll("closed_to_arrival").join(",");
  const id = typeof values.id === "string" ? values.id : "";
  const intent = values.intent === "delete" ? "delete" : "save";
  const refused = (status: number, message: string, errors: FieldErrors = {}) =>
    data<RateFormResult>({ ok: false, intent, id, message, errors, values }, { status });
  try {
    if (intent === "delete") {
      if (!isConfirmed(form))
        return data<RateFormResult>(
          { ok: false, intent, id, confirm: true, message: confirmMessages.confirmFirst, errors: {}, values },
          { status: 400 },
        );
      await context.services.ratesOffice.remove(actor, id);
      return redirect(`/admin/rates?saved=${encodeURIComponent(m.deleted)}`);
    }
    const parsed = checkForm(rateInput, rateFormInput(form));
    if (!parsed.ok) return data<RateFormResult>({ ...parsed, intent, id, values }, { status: 400 });
    const saved = id
      ? await context.services.ratesOffice.update(actor, id, parsed.data)
      : await context.services.ratesOffice.create(actor, parsed.data);
    return redirect(`/admin/rates?saved=${encodeURIComponent(`${id ? m.saved : m.created}: ${saved.target}`)}`);
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return refused(refusal.status, refusal.message, refusal.status === 409 ? { first_night: refusal.message } : {});
  }
}
