import type { SelectHTMLAttributes } from "react";
import { SelectField as Select } from "../../components/form-fields";
import { useApplicationTexts } from "./application-texts";
import type { Option } from "./use-options";

export { ErrorBox, Field, fieldErrors, TextAreaField, TextField } from "../../components/form-fields";

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

/** A list loaded from the API (states, document types, relations), with its loading and error line. */
export function SelectField({ options, loadError, loading, ...select }: SelectProps) {
  const { t, say } = useApplicationTexts();
  const hint = loadError ? say(loadError) : loading ? t("kyc.loadingOptions") : undefined;
  return <Select {...select} hint={hint} options={options.map((o) => ({ value: o._id, label: o.name }))} />;
}
