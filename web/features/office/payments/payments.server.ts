import { data } from "react-router";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import { confirmMessages, isConfirmed } from "../../../../common/confirm";
import { isUuid } from "../../../../common/ids";
import {
  cancelledMessage,
  decisionReasonInput,
  officePaymentsMessages as m,
  paymentQueueQuery,
} from "../../../../common/office-payments";
import { checkForm, type FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

type Services = AppContext["services"];

/** What a decision's post answers: the message, and which receipt (plan and step) or plan it was about. */
export type PaymentFormResult = FormResult & { planId?: string; step?: number; reason?: string; confirm?: boolean };

/**
 * The accounts queue: the receipts by status, a GET form's query string the whole state (works
 * without JavaScript).
 */
export async function loadPaymentQueue(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.receipts);
  const query = paymentQueueQuery.parse(Object.fromEntries(pageUrl(request).searchParams));
  const list = await services.officePayments.list(query);
  return { query: { q: query.q ?? "", status: query.status }, list };
}

/** The plan decisions a member's page posts (the receipts' decisions post to the queue). */
export const isPlanDecision = (intent: unknown) => intent === "cancel" || intent === "restart";

/** Whether the signed-in staff member may cancel and restart plans (accounts, an administrator). */
export async function mayManagePlans(request: Request, services: Services) {
  try {
    await signedInStaff(request, services, OFFICE_ACCESS.receipts);
    return true;
  } catch {
    return false;
  }
}

const answer = (result: PaymentFormResult, status = 200) => data<PaymentFormResult>(result, { status });

/** The queue's and a member page's payment forms by intent: verify, reject (with a reason), cancel (with a reason), restart. */
export async function paymentAction(request: Request, context: AppContext, form: FormData) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.receipts);
  const actor = { id: staff.id, role: staff.role, ip: context.clientAddress };
  const intent = String(form.get("intent") ?? "");
  const planId = String(form.get("plan_id") ?? "");
  const step = Number(form.get("step"));
  if (!isUuid(planId)) return answer({ ok: false, intent, message: m.planNotFound }, 404);
  const needsStep = intent === "verify" || intent === "reject";
  if (needsStep && !(Number.isInteger(step) && step >= 1 && step <= 5))
    return answer({ ok: false, intent, planId, message: m.notFound }, 404);
  const needsReason = intent === "reject" || intent === "cancel";
  const parsedReason = needsReason
    ? checkForm(decisionReasonInput, { reason: String(form.get("reason") ?? "") })
    : null;
  if (parsedReason && !parsedReason.ok) return answer({ ...parsedReason, intent, planId, step }, 400);
  const reason = parsedReason?.ok ? parsedReason.data.reason : "";
  if (intent === "cancel" && !isConfirmed(form)) {
    return answer({ ok: false, intent, planId, reason, confirm: true, message: confirmMessages.confirmFirst }, 400);
  }
  try {
    switch (intent) {
      case "verify": {
        const done = await context.services.officePayments.verify(actor, planId, step);
        return answer({ ok: true, intent, planId, step, message: m.verified(done.invoiceNumber) });
      }
      case "reject":
        await context.services.officePayments.reject(actor, planId, step, reason);
        return answer({ ok: true, intent, planId, step, message: m.rejected });
      case "cancel": {
        const done = await context.services.officePayments.cancel(actor, planId, reason);
        return answer({ ok: true, intent, planId, message: cancelledMessage(done) });
      }
      case "restart":
        await context.services.officePayments.restart(actor, planId);
        return answer({ ok: true, intent, planId, message: m.planRestarted });
      default:
        return answer({ ok: false, intent, message: "This form is not known. Please reload the page." }, 400);
    }
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return answer({ ok: false, intent, planId, step, message: refusal.message }, refusal.status);
  }
}
