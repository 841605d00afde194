import type { Ref } from "react";

/** The e-mail input of the account forms (sign-up, password reset); uncontrolled with `defaultValue`. */
export function EmailField({ id, defaultValue, inputRef, invalid = false, describedBy, autoFocus }: {
  id: string;
  defaultValue?: string;
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
  describedBy?: string;
  /** Focused when the page loads (the first field to fix of a form the server answered). */
  autoFocus?: boolean;
}) {
  return (
    <input
      ref={inputRef}
      id={id}
      name="email"
      type="email"
      defaultValue={defaultValue}
      autoComplete="email"
      aria-required="true"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      autoFocus={autoFocus}
      className="field h-11"
    />
  );
}
