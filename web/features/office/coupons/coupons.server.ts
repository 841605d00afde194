import { data, redirect } from "react-router";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import {
  couponFormInput,
  couponInput,
  couponMessages as m,
  couponSearchQuery,
  type CouponRecord,
} from "../../../../common/coupons";
import { checkForm, type FieldErrors } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * The office's coupons: the page's loader and action, through the coupons service. The list's
 * filter is a plain GET form; `?new=1` opens the form for a new coupon and `?edit=<id>` the form of one; the form
 * posts to the action (with or without JavaScript), which answers field messages or goes back to the list.
 */

export type CouponFormResult = { ok: false; message: string; errors: FieldErrors; values: Record<string, string> };

export async function loadCoupons(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.coupons);
  const url = pageUrl(request);
  const params = Object.fromEntries(url.searchParams);
  const parsed = couponSearchQuery.safeParse(params);
  const query = parsed.success ? parsed.data : couponSearchQuery.parse({ ...params, status: undefined });
  const list = await context.services.coupons.list(query);
  const editId = url.searchParams.get("edit");
  let editing: CouponRecord | null = null;
  if (editId) {
    try {
      editing = await context.services.coupons.get(editId);
    } catch (error) {
      if (!serviceRefusal(error)) throw error;
    }
  }
  return {
    query: { q: query.q ?? "", status: query.status ?? "" },
    statusError: parsed.success ? null : m.invalidFilter,
    list: { ...list, pages: Math.max(1, Math.ceil(list.total / list.limit)) },
    form: editing
      ? ({ mode: "edit", coupon: editing } as const)
      : url.searchParams.get("new")
        ? ({ mode: "new" } as const)
        : null,
    editMissing: Boolean(editId && !editing),
    saved: url.searchParams.get("saved"),
  };
}

export async function couponAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.coupons);
  const actor = { id: staff.id, role: staff.role, ip: context.clientAddress };
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  const id = typeof values.id === "string" ? values.id : "";
  const refused = (status: number, message: string, errors: FieldErrors = {}) =>
    data<CouponFormResult>({ ok: false, message, errors, values }, { status });
  const parsed = checkForm(couponInput, couponFormInput(form));
  if (!parsed.ok) return data<CouponFormResult>({ ...parsed, values }, { status: 400 });
  try {
    const saved = id
      ? await context.services.coupons.update(actor, id, parsed.data)
      : await context.services.coupons.create(actor, parsed.data);
    return redirect(`/admin/coupons?saved=${encodeURIComponent(saved.code)}&q=${encodeURIComponent(saved.code)}`);
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return refused(refusal.status, refusal.message, refusal.status === 409 ? { code: refusal.message } : {});
  }
}
