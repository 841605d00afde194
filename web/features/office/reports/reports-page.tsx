import { Link } from "react-router";
import { OFFICE_REPORTS } from "../../../../common/office-reports";
import { RECONCILIATION_PATH } from "../../../../common/reconciliation";

/** The office's reports: each with what it shows, leading to it. */
export function ReportsPage() {
  return (
    <section aria-labelledby="reports-heading">
      <h1 id="reports-heading" className="font-display text-3xl text-forest-950">
        Reports
      </h1>
      <p className="mt-2 text-ink/80">
        The club&apos;s books and its villas&apos; nights, each with a CSV and an XLSX to open in a spreadsheet.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {OFFICE_REPORTS.map((report) => (
          <li key={report.path} className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold text-forest-950">
              <Link to={report.path} className="underline-offset-4 hover:underline">
                {report.label}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-ink/80">{report.description}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-xl font-semibold text-forest-950">The books</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-forest-950">
            <Link to={RECONCILIATION_PATH} className="underline-offset-4 hover:underline">
              Bank reconciliation
            </Link>
          </h3>
          <p className="mt-1 text-sm text-ink/80">
            The club account&apos;s bank statement matched to the receipts awaiting verification, which are then
            verified together.
          </p>
        </li>
      </ul>
    </section>
  );
}
