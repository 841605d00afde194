import { useRef, useState } from "react";
import { Link } from "react-router";
import { REASON_MAX } from "../../../../common/office-payments";
import { focusFirstInvalid, useForm } from "../../../lib/form";
import { ConfirmStep } from "../shared/confirm-step";
import type { PaymentFormResult } from "./payments.server";

/**
 * What accounts do with a member's plan on the member's page: cancel a live plan with the reason
 * the member is e-mailed (the villa is freed for others), or restart a cancelled one as it was. Posted to the
 * page's action, so they work without JavaScript; the result is said on the page.
 */
export function PlanActions({
  plan,
  result,
}: {
  plan: { _id: string; status: string; credited?: boolean };
  result?: PaymentFormResult;
}) {
  const posted =
    result?.planId === plan._id && (result.intent === "cancel" || result.intent === "restart") ? result : undefined;
  const box = useRef<HTMLDivElement>(null);
  // the last answer of the script's posts (a cancelled plan shows the restart, which answers in turn)
  const [last, setLast] = useState<PaymentFormResult>();
  const restart = useForm<PaymentFormResult>({ id: `restart-plan-${plan._id}`, toast: false, onAnswer: setLast });
  const cancel = useForm<PaymentFormResult>({
    id: `cancel-plan-${plan._id}`,
    actionData: posted?.intent === "cancel" ? posted : undefined,
    toast: false,
    onAnswer(answer) {
      setLast(answer);
      // the reason sits in the confirmation step's form: the focus goes to it when it is refused
      if (!answer.ok) focusFirstInvalid(box.current);
    },
  });
  const said = last ?? posted;
  const busy = restart.busy || cancel.busy;
  const reason = cancel.control("reason", { id: `cancel-reason-${plan._id}` });
  const reasonError = cancel.errors.reason;
  return (
    <div ref={box} className="mt-3 rounded-xl bg-cream-100 p-3">
      {said && !said.confirm && (
        <p
          role={said.ok ? "status" : "alert"}
          className={`mb-2 text-sm font-semibold ${said.ok ? "text-forest-900" : "text-red-900"}`}
        >
          {said.message}
        </p>
      )}
      {plan.status === "cancelled" && plan.credited ? (
        <p className="text-sm text-ink/85">
          Its verified instalments were credited back to the member (credit notes issued), so it cannot be restarted.
          The money owed back is under{" "}
          <Link to="/admin/refunds?status=owed" className="font-semibold text-forest-900 underline underline-offset-4">
            Refunds
          </Link>
          .
        </p>
      ) : plan.status === "cancelled" ? (
        <restart.Form {...restart.props} preventScrollReset>
          <input type="hidden" name="intent" value="restart" />
          <input type="hidden" name="plan_id" value={plan._id} />
          <button type="submit" className="btn btn-secondary h-11" disabled={busy}>
            Restart plan
          </button>
        </restart.Form>
      ) : (
        <ConfirmStep
          id={`cancel-plan-${plan._id}`}
          fields={{ intent: "cancel", plan_id: plan._id }}
          formClass="grid gap-2"
          trigger="Cancel plan"
          triggerClass="btn btn-secondary h-11 justify-self-start"
          question="Cancel this plan?"
          consequence="The member's plan ends: its villa is freed for others, any agreement it has is revoked, and the member is e-mailed your reason. Its verified instalments are credited back (a credit note for each invoice) and owed to the member under Refunds, and such a plan cannot be restarted; a plan without one can be restarted later as it was."
          confirmLabel="Confirm cancelling the plan"
          keepLabel="Keep the plan"
          asked={Boolean(cancel.result?.confirm)}
          values={cancel.result?.confirm ? { reason: cancel.result.reason ?? "" } : undefined}
          onConfirm={cancel.post}
          busy={busy}
        >
          <label htmlFor={reason.id} className="text-sm font-semibold text-forest-950">
            Reason for cancelling the plan
          </label>
          <textarea {...reason} required maxLength={REASON_MAX} rows={2} className="field w-full" />
          {reasonError && (
            <p id={`${reason.id}-error`} className="text-sm text-terracotta-600">
              {reasonError}
            </p>
          )}
        </ConfirmStep>
      )}
    </div>
  );
}
