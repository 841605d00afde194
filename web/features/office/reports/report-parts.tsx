import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { OFFICE_REPORTS } from "../../../../common/office-reports";

/**
 * The parts the office's reports share: a filter field of their GET form (with its message beside it), the tables'
 * heads, the empty message, the downloads, the definitions of the figures, and the loading line.
 */

/** The reports, one link each, the open one marked: at the top of every report. */
export function ReportsNav() {
  return (
    <nav aria-label="Reports" className="mb-4 print:hidden">
      <ul className="flex flex-wrap gap-2 text-sm">
        {OFFICE_REPORTS.map((report) => (
          <li key={report.path}>
            <NavLink
              to={report.path}
              end
              className={({ isActive }) =>
                `inline-flex min-h-9 items-center rounded-full px-3 font-semibold ${isActive ? "bg-forest-900 text-cream-50" : "text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100"}`
              }
            >
              {report.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const cellClass = "px-3 py-2";
export const numberCellClass = "px-3 py-2 text-right tabular-nums";
export const linkClass = "font-semibold text-forest-900 underline underline-offset-4";

/** The address of a report with some of its parameters changed (null drops one: a page number reset). */
export function reportHref(path: string, search: URLSearchParams, changes: Record<string, string | null>) {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const qs = params.toString();
  return `${path}${qs ? `?${qs}` : ""}`;
}

/** A table's column heads, each a cell of its own class (a text cell's when none is given). */
export function ColumnHeads({ columns }: { columns: readonly { label: string; className?: string }[] }) {
  return (
    <tr>
      {columns.map((column) => (
        <th key={column.label} scope="col" className={column.className ?? cellClass}>
          {column.label}
        </th>
      ))}
    </tr>
  );
}

/** A report's table that scrolls sideways on a narrow screen, its caption for screen readers. */
export function ScrollTable({
  className,
  caption,
  id,
  children,
}: {
  className: string;
  caption: ReactNode;
  /** The table's id (a chart it describes points at it). */
  id?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <table id={id} className="w-full rounded-2xl bg-white text-left text-sm shadow-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** What a report says where it has nothing to list (and any word after it). */
export function EmptyReport({
  message,
  className = "mt-4 rounded-2xl bg-cream-100 p-6",
  children,
}: {
  message: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <p className="font-semibold text-forest-950">{message}</p>
      {children}
    </div>
  );
}

/** One field of a report's GET form: a label, the control, and the message of a refused value. */
export function FilterField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-forest-950">
        {label}
      </label>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {}),
      })}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-terracotta-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** The report's downloads: CSV (ISO dates, formula-safe) and XLSX, with what the page shows. */
export function Downloads({ csv, xlsx, what }: { csv: string; xlsx: string; what: string }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm print:hidden">
      <a href={csv} download className={linkClass}>
        Download {what} (CSV)
      </a>
      <a href={xlsx} download className={linkClass}>
        Download {what} (XLSX)
      </a>
    </p>
  );
}

/** How the report's figures are computed, as the page states them. */
export function Definitions({
  title,
  definitions,
}: {
  title: string;
  definitions: readonly { term: string; text: string }[];
}) {
  return (
    <section aria-labelledby="report-definitions" className="mt-10 rounded-2xl bg-white p-4 shadow-sm print:hidden">
      <h2 id="report-definitions" className="text-lg font-semibold text-forest-950">
        {title}
      </h2>
      <dl className="mt-3 grid gap-2 text-sm">
        {definitions.map((d) => (
          <div key={d.term}>
            <dt className="font-semibold text-forest-950">{d.term}</dt>
            <dd className="text-ink/80">{d.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "Loading…" while the report's next address loads (its content dims meanwhile). */
export function LoadingLine({ loading, text }: { loading: boolean; text: string }) {
  return (
    <div aria-live="polite" aria-busy={loading} className="mt-4 min-h-6 print:hidden">
      {loading && <p className="text-sm font-semibold text-forest-900">{text}</p>}
    </div>
  );
}
