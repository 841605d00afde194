import { useRef, useState } from "react";
import type { OfficeProgrammeItem, SessionRecord } from "../../../../common/programme-schemas";
import { focusFirstInvalid, useForm } from "../../../lib/form";
import { ConfirmStep } from "../shared/confirm-step";
import { sessionText } from "./programme-list";
import type { ProgrammeCancelResult } from "./programme.server";

const REASON_MAX = 500;

/**
 * One cancellation (the whole item, or one session) with its reason, through the confirmation step (decision 023):
 * the page's action refuses it unconfirmed, then programmeOffice cancels it and the page says the server's message.
 */
function CancelForm({
  id,
  fields,
  trigger,
  question,
  consequence,
  confirmLabel,
  keepLabel,
  posted,
}: {
  id: string;
  fields: Record<string, string>;
  trigger: string;
  question: string;
  consequence: string;
  confirmLabel: string;
  keepLabel: string;
  posted?: ProgrammeCancelResult;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [last, setLast] = useState<ProgrammeCancelResult>();
  const form = useForm<ProgrammeCancelResult>({
    id,
    actionData: posted,
    toast: false,
    onAnswer(answer) {
      setLast(answer);
      // the reason sits in the confirmation step's form: the focus goes to it when it is refused
      if (!answer.ok) focusFirstInvalid(box.current);
    },
  });
  const said = last ?? posted;
  const reason = form.control("reason", { id: `${id}-reason` });
  const reasonError = form.errors.reason;
  return (
    <div ref={box} className="grid gap-2">
      {said && !said.confirm && !reasonError && (
        <p
          role={said.ok ? "status" : "alert"}
          className={`text-sm font-semibold ${said.ok ? "text-forest-900" : "text-red-900"}`}
        >
          {said.message}
        </p>
      )}
      <ConfirmStep
        id={id}
        fields={fields}
        formClass="grid gap-2"
        trigger={trigger}
        triggerClass="btn btn-secondary h-11 justify-self-start"
        question={question}
        consequence={consequence}
        confirmLabel={confirmLabel}
        keepLabel={keepLabel}
        asked={Boolean(form.result?.confirm)}
        values={form.result?.confirm ? { reason: form.result.reason ?? "" } : undefined}
        onConfirm={form.post}
        busy={form.busy}
      >
        <label htmlFor={reason.id} className="text-sm font-semibold text-forest-950">
          Reason (quoted in every e-mail)
        </label>
        <textarea {...reason} required maxLength={REASON_MAX} rows={2} className="field w-full" />
        {reasonError && (
          <p id={`${reason.id}-error`} className="text-sm text-terracotta-600">
            {reasonError}
          </p>
        )}
      </ConfirmStep>
    </div>
  );
}

const CONSEQUENCE =
  "Everyone booked is e-mailed your reason, paid places are refunded through Razorpay, and the waiting list is cleared and told. This cannot be undone.";

/**
 * The item's cancellations on its page (content staff): "Cancel this item", and each session's "Cancel this session"
 * (the last session still on is not offered: the item is cancelled instead). A cancelled item or session says so.
 */
export function ProgrammeCancellations({
  item,
  result,
}: {
  item: OfficeProgrammeItem;
  result?: ProgrammeCancelResult;
}) {
  const on = item.sessions.filter((s) => !s.cancelled);
  const sessionAnswer = (s: SessionRecord) =>
    result?.intent === "session.cancel" && result.sessionId === s._id ? result : undefined;
  return (
    <section
      aria-labelledby="programme-cancel-heading"
      className="mt-8 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="programme-cancel-heading" className="text-xl font-semibold text-forest-950">
        Cancellations
      </h2>
      {item.cancelled ? (
        <p className="rounded-xl bg-[#fef3f2] px-4 py-3 font-semibold text-[#7a1a12]">
          This event, retreat or course is cancelled.
        </p>
      ) : null}
      {result?.intent === "item.cancel" && result.ok && (
        <p role="status" className="text-sm font-semibold text-forest-900">
          {result.message}
        </p>
      )}
      <ul aria-label="Sessions" className="grid gap-3">
        {item.sessions.map((s) => (
          <li key={s._id} className="grid gap-2 rounded-xl border border-forest-100 px-4 py-3">
            <span className="font-semibold text-forest-950">
              {sessionText(s)}
              {s.cancelled && <span className="ml-2 text-[#7a1a12]">· Cancelled</span>}
            </span>
            {sessionAnswer(s)?.ok && (
              <p role="status" className="text-sm font-semibold text-forest-900">
                {sessionAnswer(s)!.message}
              </p>
            )}
            {!item.cancelled && !s.cancelled && on.length > 1 && (
              <CancelForm
                id={`cancel-session-${s._id}`}
                fields={{ intent: "session.cancel", session_id: s._id }}
                trigger="Cancel this session"
                question={`Cancel the session of ${sessionText(s)}?`}
                consequence={`Everyone booked is e-mailed your reason, and each paid registration is refunded its share of this session through Razorpay. The other sessions go on. This cannot be undone.`}
                confirmLabel="Confirm cancelling the session"
                keepLabel="Keep the session"
                posted={sessionAnswer(s)?.ok ? undefined : sessionAnswer(s)}
              />
            )}
          </li>
        ))}
      </ul>
      {!item.cancelled && (
        <CancelForm
          id="cancel-item"
          fields={{ intent: "item.cancel" }}
          trigger="Cancel this item"
          question={`Cancel ${item.title}?`}
          consequence={CONSEQUENCE}
          confirmLabel="Confirm cancelling the item"
          keepLabel="Keep the item"
          posted={result?.intent === "item.cancel" && !result.ok ? result : undefined}
        />
      )}
    </section>
  );
}
