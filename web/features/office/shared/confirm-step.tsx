import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { CONFIRM_FIELD, CONFIRM_VALUE } from "../../../../common/confirm";

/**
 * The confirmation step of a destructive office action (common/confirm.ts). The first form (its hidden `fields`,
 * any `children` such as a reason, the `trigger` button) does not act: with JavaScript its submit opens, in place,
 * a panel naming what will happen (`question`, `consequence`) with "Confirm …" and "Keep …" buttons; without
 * JavaScript the post reaches the page's action, which refuses it unconfirmed, and the page comes back with the same
 * panel (`asked`, with the posted `values`). Only the panel's Confirm sends the form with the confirmation field:
 * with JavaScript through `onConfirm`, the post of the form's `useForm` (decision 031); without, as a plain post to
 * the page's action.
 */
export function ConfirmStep({
  id,
  fields,
  trigger,
  triggerClass,
  triggerLabel,
  question,
  consequence,
  confirmLabel,
  keepLabel,
  asked,
  values,
  onConfirm,
  busy = false,
  children,
  formClass,
  formLabel,
}: {
  id: string;
  fields: Record<string, string>;
  trigger: ReactNode;
  triggerClass: string;
  triggerLabel?: string;
  question: string;
  consequence: string;
  confirmLabel: string;
  keepLabel: string;
  asked?: boolean;
  values?: Record<string, string>;
  onConfirm: (form: FormData) => void;
  busy?: boolean;
  children?: ReactNode;
  formClass?: string;
  formLabel?: string;
}) {
  const location = useLocation();
  // what the first form held when it was submitted (with JavaScript); without it, the values the server sent back
  const [pending, setPending] = useState<[string, string][] | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const serverAsked = Boolean(asked) && !dismissed;
  const open = pending !== null || serverAsked;
  const held: [string, string][] =
    pending ?? Object.entries({ ...(values ?? {}), ...fields }).filter(([name]) => name !== CONFIRM_FIELD);

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(
      [...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string" && e[0] !== CONFIRM_FIELD),
    );
    setDismissed(false);
  }

  function keep() {
    setPending(null);
    setDismissed(true);
    // back to the button that asked (after the panel is gone)
    requestAnimationFrame(() => triggerRef.current?.focus());
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    // the panel closes as the form goes (read above, before its inputs leave); the answer is said by the page
    event.preventDefault();
    keep();
    onConfirm(form);
  }

  const headingId = `${id}-confirm-heading`;
  return (
    <>
      {/* eslint-disable-next-line house/one-form-pattern -- with the script it never posts (it opens the panel) */}
      <Form method="post" preventScrollReset onSubmit={ask} hidden={open} className={formClass} aria-label={formLabel}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <button ref={triggerRef} type="submit" className={triggerClass} disabled={busy} aria-label={triggerLabel}>
          {trigger}
        </button>
      </Form>
      {open && (
        <div
          ref={panel}
          tabIndex={-1}
          role="group"
          aria-labelledby={headingId}
          className="grid gap-2 rounded-xl bg-[#fef3f2] p-3 ring-1 ring-[#b42318]/30"
        >
          <p id={headingId} className="font-semibold text-[#7a1a12]">
            {question}
          </p>
          <p className="text-sm text-ink/90">{consequence}</p>
          <div className="flex flex-wrap gap-2">
            {/* eslint-disable-next-line house/one-form-pattern -- with the script it posts through onConfirm, a useForm's */}
            <Form method="post" preventScrollReset onSubmit={confirm}>
              {held.map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <input type="hidden" name={CONFIRM_FIELD} value={CONFIRM_VALUE} />
              <button type="submit" className="btn h-11 bg-[#b42318] text-white hover:bg-[#912018]" disabled={busy}>
                {confirmLabel}
              </button>
            </Form>
            {pending !== null ? (
              <button type="button" className="btn h-11" onClick={keep}>
                {keepLabel}
              </button>
            ) : (
              // without JavaScript, keeping things as they are is opening the page again
              <Link
                to={`${location.pathname}${location.search}`}
                preventScrollReset
                className="btn h-11"
                onClick={(event) => {
                  event.preventDefault();
                  keep();
                }}
              >
                {keepLabel}
              </Link>
            )}
          </div>
        </div>
      )}
    </>
  );
}
