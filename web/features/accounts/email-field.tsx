import type { Ref } from "react";
import type { ControlProps } from "../../lib/form";

/**
 * The e-mail input of the account forms (sign-up, password reset); uncontrolled with `defaultValue`;
 * `form.control("email")` gives its id, aria attributes and focus.
 */
export function EmailField({
  defaultValue,
  inputRef,
  ...control
}: { defaultValue?: string; inputRef?: Ref<HTMLInputElement> } & ControlProps) {
  return (
    <input
      ref={inputRef}
      name="email"
      {...control}
      type="email"
      defaultValue={defaultValue}
      autoComplete="email"
      aria-required="true"
      className="field h-11"
    />
  );
}
