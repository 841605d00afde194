import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ControlProps } from "../../lib/form";

/**
 * A password input with a button that shows or hides what was typed (uncontrolled without `value`: the form holds
 * it); `form.control("password")` gives its id, aria attributes and focus.
 */
export function PasswordField({
  value,
  onChange,
  autoComplete,
  required = false,
  minLength,
  ...control
}: {
  value?: string;
  onChange?: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  required?: boolean;
  minLength?: number;
} & ControlProps) {
  const { t } = useTranslation("accounts");
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        name="password"
        {...control}
        type={visible ? "text" : "password"}
        {...(value !== undefined
          ? { value, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value) }
          : {})}
        autoComplete={autoComplete}
        required={required}
        aria-required="true"
        minLength={minLength}
        className="field h-11 pr-12"
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t("password.hide") : t("password.show")}
        aria-pressed={visible}
        aria-controls={control.id}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-forest-700 hover:text-forest-900"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}
