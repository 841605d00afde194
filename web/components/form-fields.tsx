import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { describedBy, errorId, hintId } from "../lib/form";

/**
 * The form controls of every member form (application, membership form, conveyance, claims, transfer): a label
 * above each control, an optional hint and the field's message below it, tied together with aria-describedby.
 */

export { describedBy, errorId, fieldErrors, focusFirstInvalid, hintId, type FieldErrors } from "../lib/form";

type Common = { id: string; label: string; error?: string; hint?: ReactNode; className?: string };

/** A label above its control, an optional hint, and the field's message below it. */
export function Field({ id, label, error, hint, children, className = "" }: Common & { children: ReactNode }) {
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

const control = "field scroll-mt-28 aria-invalid:border-[#b42318]";
const inert = "cursor-not-allowed bg-cream-100 text-ink/80";

export function TextField({
  id,
  label,
  error,
  hint,
  className,
  readOnly,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${control} h-11 ${readOnly ? inert : ""}`}
        {...input}
      />
    </Field>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  disabled,
  ...area
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        rows={3}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${control} min-h-20 ${disabled ? inert : ""}`}
        {...area}
      />
    </Field>
  );
}

export type SelectOption = { value: string; label: string };

/** A list to choose from, with an empty first choice when `placeholder` is given. */
export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  ...select
}: Common & { options: readonly SelectOption[]; placeholder?: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    "id" | "className"
  >) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${control} h-11`}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * A red box for an error the member must see (the payment step shows its errors in red boxes).
 * `announce` false when a toast already reads the same words out.
 */
export function ErrorBox({ children, id, announce = true }: { children: ReactNode; id?: string; announce?: boolean }) {
  return (
    <div
      id={id}
      role={announce ? "alert" : undefined}
      className="rounded-xl border border-[#b42318]/40 bg-[#fef3f2] px-4 py-3 text-sm font-medium text-[#b42318]"
    >
      {children}
    </div>
  );
}
