import { ErrorBox } from "../../components/form-fields";

/**
 * Form parts of the Claims and Transfer tabs: the shared controls (web/components/form-fields), and the step list,
 * Back/Next bar and loading line of their multi-step forms.
 */

export {
  ErrorBox as ErrorNote,
  fieldErrors,
  focusFirstInvalid,
  SelectField as Select,
  TextAreaField as TextArea,
  TextField as InputField,
  type FieldErrors,
} from "../../components/form-fields";

/** The steps of a form as an ordered list: done ones ticked, the current one aria-current="step". */
export function StepList({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className="flex gap-2 sm:gap-4">
        {steps.map((name, index) => {
          const number = index + 1;
          const done = number < current;
          const here = number === current;
          return (
            <li key={name} aria-current={here ? "step" : undefined} className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center">
              <span
                aria-hidden="true"
                className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold ring-2 ${
                  done ? "bg-saffron-700 text-white ring-saffron-700" : here ? "bg-white text-saffron-700 ring-saffron-700" : "bg-white text-ink/70 ring-forest-900/20"
                }`}
              >
                {done ? "✓" : number}
              </span>
              <span className={`sr-only text-sm leading-snug sm:not-sr-only ${here ? "font-semibold text-forest-900" : "text-ink/80"}`}>
                <span className="sr-only">Step {number}: </span>
                {name}
                <span className="sr-only">{done ? " (completed)" : here ? " (current step)" : ""}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Back and Next (or the final action) under a step. */
export function StepButtons({
  onBack,
  backDisabled,
  next,
  hint,
}: {
  onBack?: () => void;
  backDisabled?: boolean;
  next?: { label: string; onClick?: () => void; type?: "button" | "submit"; disabled?: boolean; busy?: boolean };
  hint?: string;
}) {
  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-forest-900/10 pt-5">
      {hint && <p className="text-sm text-ink/80 sm:text-right">{hint}</p>}
      <div className="flex items-center justify-between gap-3">
        {onBack ? (
          <button type="button" onClick={onBack} disabled={backDisabled || next?.busy} className="btn-secondary min-w-28 disabled:cursor-not-allowed disabled:opacity-50">
            Back
          </button>
        ) : (
          <span />
        )}
        {next && (
          <button
            type={next.type ?? "button"}
            onClick={next.onClick}
            disabled={next.disabled || next.busy}
            aria-busy={next.busy || undefined}
            className="btn-primary min-w-28 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {next.busy ? "Please wait..." : next.label}
          </button>
        )}
      </div>
    </div>
  );
}

/** A loading line, or a load error with a Retry button. */
export function LoadState({ loading, error, loadingText, onRetry }: { loading: boolean; error: string | null; loadingText: string; onRetry: () => void }) {
  if (loading) {
    return (
      <p role="status" className="text-sm text-ink/80">
        {loadingText}
      </p>
    );
  }
  if (!error) return null;
  return (
    <div className="flex flex-col items-start gap-3">
      <ErrorBox>{error}</ErrorBox>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
