import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { FilterField, linkClass } from "./report-parts";

/**
 * The filters every report shares: a plain GET form (works without JavaScript, the address is the whole state) with
 * its period (a day or a month, or a first and a last day), one choice (a location, an age, a grouping) and its
 * button; and the links to the period before and after.
 */

type Period = {
  id: string;
  label: string;
  name: string;
  type: "date" | "month";
  /** The value in the address ("" when there is none). */
  value: string;
  /** The period the report shows, in the field when the address gives none. */
  shown: string;
  error?: string;
};

type Choice = {
  id: string;
  label: string;
  name: string;
  value: string;
  error?: string;
  /** The first option, for no choice (none: one of the options is always chosen). */
  every?: string;
  options: readonly { value: string; label: string }[];
};

/** The choice of a location, as the occupancy and the housekeeping sheet offer it. */
export const locationChoice = (
  id: string,
  value: string,
  error: string | undefined,
  locations: readonly string[],
): Choice => ({
  id,
  label: "Location",
  name: "location",
  value,
  error,
  every: "Every location",
  options: locations.map((name) => ({ value: name, label: name })),
});

export function ReportFilters({
  label,
  period,
  until,
  choice,
  submit,
  loading,
  printable = true,
}: {
  /** The form's accessible name. */
  label: string;
  period: Period;
  /** The period's last day, when the period is two days (from and to). */
  until?: Period;
  choice: Choice;
  /** The button's name. */
  submit: string;
  loading: boolean;
  /** Whether the form is printed with the page (a sheet to print leaves it out). */
  printable?: boolean;
}) {
  return (
    <Form
      key={`${period.value}|${until?.value ?? ""}|${choice.value}`}
      method="get"
      role="search"
      aria-label={label}
      className={`mt-6 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:items-end ${until ? "sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]" : "sm:grid-cols-[1fr_1fr_auto]"}${printable ? "" : " print:hidden"}`}
    >
      {[period, ...(until ? [until] : [])].map((field) => (
        <FilterField key={field.id} id={field.id} label={field.label} error={field.error}>
          {(props) => (
            <input
              {...props}
              name={field.name}
              type={field.type}
              defaultValue={field.value || field.shown}
              className="field mt-1 w-full"
            />
          )}
        </FilterField>
      ))}
      <FilterField id={choice.id} label={choice.label} error={choice.error}>
        {(props) => (
          <select {...props} name={choice.name} defaultValue={choice.value} className="field mt-1 w-full">
            {choice.every !== undefined && <option value="">{choice.every}</option>}
            {choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <button type="submit" className="btn btn-primary h-11" aria-busy={loading}>
        {submit}
      </button>
    </Form>
  );
}

/** The links to the period before and after the one shown (and any other the report leads to, after them). */
export function PeriodLinks({
  label,
  className,
  previous,
  next,
  children,
}: {
  label: string;
  className: string;
  previous: { to: string; text: string };
  next: { to: string; text: string };
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label} className={className}>
      <Link to={previous.to} className={linkClass}>
        ← {previous.text}
      </Link>
      <Link to={next.to} className={linkClass}>
        {next.text} →
      </Link>
      {children}
    </nav>
  );
}
