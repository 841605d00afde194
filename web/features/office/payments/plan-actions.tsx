import { Form, useNavigation } from "react-router";
import { REASON_MAX } from "../../../../common/office-payments";
import { ConfirmStep } from "../shared/confirm-step";
import type { PaymentFormResult } from "./payments.server";

/**
 * What accounts do with a member's plan on the member's page: cancel a live plan with the reason
 * the member is e-mailed (the villa is freed for others), or restart a cancelled one as it was. Plain posts to the
 * page's action, so they work without JavaScript; the result is said on the page.
 */
export function PlanActions({ plan, result }: { plan: { _id: string; status: string }; result?: PaymentFormResult }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("plan_id") === plan._id;
  const mine = result?.planId === plan._id && (result.intent === "cancel" || result.intent === "restart") ? result : undefined;
  const reasonError = mine && !mine.ok ? mine.errors?.reason : undefined;
  return (
    <div className="mt-3 rounded-xl bg-cream-100 p-3">
      {mine && !mine.confirm && (
        <p role={mine.ok ? "status" : "alert"} className={`mb-2 text-sm font-semibold ${mine.ok ? "text-forest-900" : "text-red-900"}`}>
          {mine.message}
        </p>
      )}
      {plan.status === "cancelled" ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="restart" />
          <input type="hidden" name="plan_id" value={plan._id} />
          <button type="submit" className="btn btn-secondary h-11" disabled={busy}>
            Restart plan
          </button>
        </Form>
      ) : (
        <ConfirmStep
          id={`cancel-plan-${plan._id}`}
          fields={{ intent: "cancel", plan_id: plan._id }}
          formClass="grid gap-2"
          trigger="Cancel plan"
          triggerClass="btn btn-secondary h-11 justify-self-start"
          question="Cancel this plan?"
          consequence="The member's plan ends: its villa is freed for others, any agreement it has is revoked, and the member is e-mailed your reason. Accounts can restart it later as it was."
          confirmLabel="Confirm cancelling the plan"
          keepLabel="Keep the plan"
          asked={Boolean(mine?.confirm)}
          values={mine?.confirm ? { reason: mine.reason ?? "" } : undefined}
          busy={busy}
        >
          <label htmlFor={`cancel-reason-${plan._id}`} className="text-sm font-semibold text-forest-950">
            Reason for cancelling the plan
          </label>
          <textarea
            id={`cancel-reason-${plan._id}`}
            name="reason"
            required
            maxLength={REASON_MAX}
            rows={2}
            className="field w-full"
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `cancel-reason-${plan._id}-error` : undefined}
          />
          {reasonError && (
            <p id={`cancel-reason-${plan._id}-error`} className="text-sm text-terracotta-600">
              {reasonError}
            </p>
          )}
        </ConfirmStep>
      )}
    </div>
  );
}
