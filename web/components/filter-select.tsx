import { useEffect, useRef } from "react";

/**
 * One filter: its label, "any" first, then the choices. When the address changes it (Clear, back) the same
 * element takes the new value: a new element (a `key` per value) would drop the focus of the member using it (2.4.3).
 */
export function FilterSelect({
  label,
  name,
  value,
  any,
  options,
}: {
  label: string;
  name: string;
  value?: string;
  any: string;
  options: readonly { value: string; label: string }[];
}) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (select.current) select.current.value = value ?? "";
  }, [value]);
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium text-forest-900">
      {label}
      <select ref={select} name={name} defaultValue={value ?? ""} className="field">
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
