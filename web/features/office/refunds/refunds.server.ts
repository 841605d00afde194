import { data } from "react-router";
import { clubToday } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import {
  duplicatePaymentFormInput,
  duplicatePaymentInput,
  recordRefundFormInput,
  recordRefundInput,
  refundMessages as m,
  refundQuery,
  refusedField,
} from "../../../../common/refunds";
import { checkForm, type FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

type Services = AppContext["services"];

/**
 * /admin/refunds (accounts, an administrator always): the money the club owes back, owed or refunded, by GET (the
 * address is the whole state); a refund paid by the bank recorded (`record`, with the refund's id) and a duplicate
 * payment recorded as owed (`duplicate`), each posted to the page's action and checked with the API's schema, so the
 * page works before its JavaScript arrives.
 */

/** What a form of the page answers: the refund it was about, and what was typed when it is refused. */
export type RefundFormResult = FormResult & { id?: string; values?: Record<string, string> };

export async function loadRefunds(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.refunds);
  const raw = Object.fromEntries(pageUrl(request).searchParams);
  const parsed = refundQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : refundQuery.parse({ ...raw, status: undefined });
  return {
    query: { q: query.q ?? "", status: query.status },
    filterError: parsed.success ? null : m.invalidFilter,
    list: await services.refunds.list(query),
    today: clubToday(),
  };
}

const answer = (result: RefundFormResult, status = 200) => data<RefundFormResult>(result, { status });

/** A refusal of the service as the form shows it: beside the field it concerns, with what was typed. */
function refused(error: unknown, result: Omit<RefundFormResult, "ok" | "message">) {
  const refusal = serviceRefusal(error);
  if (!refusal) throw error;
  const field = refusedField(refusal.message);
  return answer(
    {
      ...result,
      ok: false,
      message: refusal.message,
      ...(field ? { field, errors: { [field]: refusal.message } } : {}),
    },
    refusal.status,
  );
}

export async function refundsAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.refunds);
  const actor = { id: staff.id, role: staff.role, ip: context.clientAddress };
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "record") {
    const id = String(form.get("id") ?? "");
    const values = recordRefundFormInput(form);
    const parsed = checkForm(recordRefundInput, values);
    if (!parsed.ok) return answer({ ...parsed, intent, id, values }, 400);
    try {
      const done = await context.services.refunds.record(actor, id, parsed.data);
      return answer({
        ok: true,
        intent,
        id,
        message: m.recorded(formatRupees(done.amount), done.left > 0 ? formatRupees(done.left) : null),
      });
    } catch (error) {
      return refused(error, { intent, id, values });
    }
  }
  if (intent === "duplicate") {
    const values = duplicatePaymentFormInput(form);
    const parsed = checkForm(duplicatePaymentInput, values);
    if (!parsed.ok) return answer({ ...parsed, intent, values }, 400);
    try {
      const done = await context.services.refunds.recordDuplicate(actor, parsed.data);
      return answer({ ok: true, intent, id: done.id, message: m.duplicateRecorded });
    } catch (error) {
      return refused(error, { intent, values });
    }
  }
  return answer({ ok: false, intent, message: m.unknownForm }, 400);
}
