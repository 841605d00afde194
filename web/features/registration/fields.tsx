import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { Option } from "./use-options";

/** Field messages by field name (the first message zod gives for each). */
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

const errorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [hint ? hintId(id) : "", error ? errorId(id) : ""].filter(Boolean).join(" ") || undefined;
}

/** A label above its control, an optional hint, and the field's message below it. */
export function Field({ id, label, error, hint, children, className = "" }: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-forest-900">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint && (
        <p id={hintId(id)} className="mt-1 text-xs text-ink/75">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="mt-1 text-sm font-medium text-[#b42318]">
          {error}
        </p>
      )}
    </div>
  );
}

type TextProps = { id: string; label: string; error?: string; hint?: ReactNode; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

export function TextField({ id, label, error, hint, className, readOnly, ...input }: TextProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`field h-11 scroll-mt-28 aria-invalid:border-[#b42318] ${readOnly ? "cursor-not-allowed bg-cream-100 text-ink/80" : ""}`}
        {...input}
      />
    </Field>
  );
}

type AreaProps = { id: string; label: string; error?: string; className?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">;

export function TextAreaField({ id, label, error, className, disabled, ...area }: AreaProps) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      <textarea
        id={id}
        rows={3}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={`field min-h-20 scroll-mt-28 aria-invalid:border-[#b42318] ${disabled ? "cursor-not-allowed bg-cream-100 text-ink/80" : ""}`}
        {...area}
      />
    </Field>
  );
}

type SelectProps = {
  id: string;
  label: string;
  error?: string;
  options: Option[];
  placeholder: string;
  className?: string;
  /** The list could not be loaded (its spec message), or is loading. */
  loadError?: string | null;
  loading?: boolean;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">;

export function SelectField({ id, label, error, options, placeholder, className, loadError, loading, ...select }: SelectProps) {
  const hint = loadError ?? (loading ? "Loading options..." : undefined);
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className="field h-11 scroll-mt-28 aria-invalid:border-[#b42318]"
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o._id} value={o._id}>
            {o.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * A red box for an error the member must see (spec §8: the payment step shows its errors in red boxes).
 * `announce` false when a toast already reads the same words out.
 */
export function ErrorBox({ children, id, announce = true }: { children: ReactNode; id?: string; announce?: boolean }) {
  return (
    <div id={id} role={announce ? "alert" : undefined} className="rounded-xl border border-[#b42318]/40 bg-[#fef3f2] px-4 py-3 text-sm font-medium text-[#b42318]">
      {children}
    </div>
  );
}
