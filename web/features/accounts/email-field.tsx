import type { Ref } from "react";

/** The e-mail input of the account forms (sign-up, password reset); uncontrolled with `defaultValue`. */
export function EmailField({ id, defaultValue, inputRef, invalid = false, describedBy }: {
  id: string;
  defaultValue?: string;
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
  describedBy?: string;
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
      className="field h-11"
    />
  );
}
