import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/**
 * Form parts of the Claims and Transfer tabs: a label above each control, an optional hint, the field's message
 * below it (linked with aria-describedby), and the step list and Back/Next bar of their multi-step forms.
 */

export type FieldErrors = Record<string, string>;

/** The first message for each path of a zod error, keyed by the path joined with dots. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Moves focus to the first control marked invalid inside `root`. */
export function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

function Frame({ id, label, error, hint, children, className = "" }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-forest-900">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink/75">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-[#b42318]">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { id: string; label: string; error?: string; hint?: ReactNode; className?: string };

export function InputField({ id, label, error, hint, className, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className="field h-11" {...input} />
    </Frame>
  );
}

export function TextArea({ id, label, error, hint, className, ...area }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea id={id} rows={3} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className="field min-h-24" {...area} />
    </Frame>
  );
}

export function Select({
  id,
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  ...select
}: Common & { options: readonly { value: string; label: string }[]; placeholder?: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className="field h-11" {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

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

/** A red box for an error the member must see. */
export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-[#b42318]/40 bg-[#fef3f2] px-4 py-3 text-sm font-medium text-[#b42318]">
      {children}
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
      <ErrorNote>{error}</ErrorNote>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
