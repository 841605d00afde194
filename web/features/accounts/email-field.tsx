import type { Ref } from "react";

/** The e-mail input of the account forms (sign-up, password reset). */
export function EmailField({ id, value, onChange, inputRef }: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <input
      ref={inputRef}
      id={id}
      name="email"
      type="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="email"
      aria-required="true"
      className="field h-11"
    />
  );
}
