import { Link, useSearchParams } from "react-router";
import { writtenDay } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import {
  AGEING_BUCKETS,
  bucketLabel,
  RECEIVABLES_DEFINITIONS,
  reportMessages as m,
  type ReceivableItem,
  type ReceivablesReport,
} from "../../../../common/office-reports";
import { Pagination } from "../../../components/pagination";
import { useListLoading } from "../shared/queue-parts";
import { ReportFilters } from "./report-filters";
import {
  ReportsNav,
  cellClass,
  ColumnHeads,
  Definitions,
  Downloads,
  EmptyReport,
  linkClass,
  LoadingLine,
  numberCellClass,
  reportHref,
} from "./report-parts";

const PATH = "/admin/reports/receivables";

const villaText = (villa: ReceivableItem["villa"]) =>
  `${villa.name}${villa.villa_number ? ` · ${villa.villa_number}` : ""}`;
const overdueText = (days: number) =>
  days < 0 ? `Due in ${-days} ${-days === 1 ? "day" : "days"}` : days === 0 ? "Due today" : `${days} days`;

const TOTAL_COLUMNS = [
  { label: "Age" },
  { label: "Instalments", className: numberCellClass },
  { label: "Amount", className: numberCellClass },
];
const ITEM_COLUMNS = [
  { label: "Member" },
  { label: "Villa" },
  { label: "Instalment" },
  { label: "Amount", className: numberCellClass },
  { label: "Due" },
  { label: "Overdue" },
  { label: "Age" },
];

/** The address of the report narrowed to one age (or every age), on the same day. */
const bucketHref = (search: URLSearchParams, bucket: string | null) => reportHref(PATH, search, { page: null, bucket });

/**
 * Receivables: the day and age in a plain GET form, every age's totals (each leading to its instalments), the unpaid
 * instalments earliest due first (a table on wide screens, cards on a phone), paging, the downloads and how the
 * figures are counted.
 */
export function ReceivablesPage({
  report,
  errors,
  form,
  downloads,
}: {
  report: ReceivablesReport;
  errors: Record<string, string>;
  form: { as_of: string; bucket: string };
  downloads: { csv: string; xlsx: string };
}) {
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  const day = writtenDay(report.as_of);
  const shown = report.bucket ? bucketLabel(report.bucket) : null;
  return (
    <section aria-labelledby="receivables-heading">
      <ReportsNav />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="receivables-heading" className="font-display text-3xl text-forest-950">
          Receivables
        </h1>
        <Downloads csv={downloads.csv} xlsx={downloads.xlsx} what="these instalments" />
      </div>
      <p className="mt-2 text-ink/80">
        Instalments unpaid on {day}
        {report.as_of === report.today ? " (today)" : ""}, by how long they are past due.
      </p>

      <ReportFilters
        label="Receivables"
        period={{
          id: "receivables-as-of",
          label: "On the day",
          name: "as_of",
          type: "date",
          value: form.as_of,
          shown: report.as_of,
          error: errors.as_of,
        }}
        choice={{
          id: "receivables-bucket",
          label: "Age",
          name: "bucket",
          value: form.bucket,
          error: errors.bucket,
          every: "Every age",
          options: AGEING_BUCKETS.map((b) => ({ value: b.key, label: b.label })),
        }}
        submit="Show receivables"
        loading={loading}
      />

      <LoadingLine loading={loading} text="Loading receivables…" />

      <div className={loading ? "opacity-60" : undefined}>
        <table className="mt-2 w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm">
          <caption className="px-3 pb-2 text-left font-semibold text-forest-950">Totals by age on {day}</caption>
          <thead className="bg-forest-50 text-forest-950">
            <ColumnHeads columns={TOTAL_COLUMNS} />
          </thead>
          <tbody>
            {report.buckets.map((b) => (
              <tr key={b.key} className={`border-t border-forest-100 ${report.bucket === b.key ? "bg-cream-100" : ""}`}>
                <th scope="row" className={`${cellClass} font-normal`}>
                  <Link
                    to={bucketHref(search, b.key)}
                    aria-current={report.bucket === b.key ? "true" : undefined}
                    className={linkClass}
                  >
                    {b.label}
                  </Link>
                </th>
                <td className={numberCellClass}>{b.count}</td>
                <td className={numberCellClass}>{formatRupees(b.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-forest-100 font-semibold">
              <th scope="row" className={cellClass}>
                <Link
                  to={bucketHref(search, null)}
                  aria-current={report.bucket ? undefined : "true"}
                  className="text-forest-900 underline underline-offset-4"
                >
                  Every age
                </Link>
              </th>
              <td className={numberCellClass}>{report.total.count}</td>
              <td className={numberCellClass}>{formatRupees(report.total.amount)}</td>
            </tr>
          </tfoot>
        </table>

        <h2 className="mt-8 text-xl font-semibold text-forest-950">
          {shown ? `${shown}: ` : ""}
          {report.matched === 1 ? "1 instalment" : `${report.matched} instalments`}
          {report.pages > 1 ? ` · page ${report.page} of ${report.pages}` : ""}
        </h2>
        {report.items.length === 0 ? (
          <EmptyReport message={m.noReceivables} className="mt-4 rounded-2xl bg-forest-50 p-6">
            <p className="mt-1 text-sm text-ink/80">
              {shown ? `No instalment is ${shown.toLowerCase()} on ${day}.` : `No instalment is unpaid on ${day}.`}
            </p>
          </EmptyReport>
        ) : (
          <>
            <table className="mt-4 hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm md:table">
              <caption className="sr-only">
                Unpaid instalments on {day}
                {shown ? `, ${shown.toLowerCase()}` : ""}, earliest due first
              </caption>
              <thead className="bg-forest-50 text-forest-950">
                <ColumnHeads columns={ITEM_COLUMNS} />
              </thead>
              <tbody>
                {report.items.map((item) => (
                  <tr key={`${item.plan_id}-${item.step}`} className="border-t border-forest-100 align-top">
                    <td className={cellClass}>
                      <Link to={`/admin/members/${item.member.id}`} className={linkClass}>
                        {item.member.name}
                      </Link>
                      <span className="block break-all text-ink/80">{item.member.email}</span>
                    </td>
                    <td className={cellClass}>{villaText(item.villa)}</td>
                    <td className={cellClass}>
                      Step {item.step} · {item.step_name}
                    </td>
                    <td className={numberCellClass}>{formatRupees(item.amount)}</td>
                    <td className={cellClass}>{writtenDay(item.due_date)}</td>
                    <td className={cellClass}>{overdueText(item.days_overdue)}</td>
                    <td className={cellClass}>{bucketLabel(item.bucket)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="mt-4 grid gap-3 md:hidden" aria-label={`Unpaid instalments on ${day}`}>
              {report.items.map((item) => (
                <li key={`${item.plan_id}-${item.step}`} className="rounded-2xl bg-white p-4 shadow-sm">
                  <Link
                    to={`/admin/members/${item.member.id}`}
                    className="text-lg font-semibold text-forest-900 underline underline-offset-4"
                  >
                    {item.member.name}
                  </Link>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-ink/80">Villa</dt>
                    <dd>{villaText(item.villa)}</dd>
                    <dt className="text-ink/80">Instalment</dt>
                    <dd>
                      Step {item.step} · {item.step_name}
                    </dd>
                    <dt className="text-ink/80">Amount</dt>
                    <dd>{formatRupees(item.amount)}</dd>
                    <dt className="text-ink/80">Due</dt>
                    <dd>{writtenDay(item.due_date)}</dd>
                    <dt className="text-ink/80">Overdue</dt>
                    <dd>{overdueText(item.days_overdue)}</dd>
                    <dt className="text-ink/80">Age</dt>
                    <dd>{bucketLabel(item.bucket)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
            <Pagination current={report.page} total={report.pages} search={search} label="Pages of instalments" />
          </>
        )}
        <DuesOwed dues={report.dues} day={day} />
      </div>
      <Definitions title="How the receivables are counted" definitions={RECEIVABLES_DEFINITIONS} />
    </section>
  );
}

/** The villas' maintenance dues owed on the day, apart from the instalments: totals, then the earliest due. */
function DuesOwed({ dues, day }: { dues: ReceivablesReport["dues"]; day: string }) {
  return (
    <section aria-labelledby="dues-owed" className="mt-10">
      <h2 id="dues-owed" className="text-xl font-semibold text-forest-950">
        Maintenance dues owed: {dues.count === 1 ? "1 bill" : `${dues.count} bills`}, {formatRupees(dues.amount)}
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Overdue: {dues.overdue_count === 1 ? "1 bill" : `${dues.overdue_count} bills`},{" "}
        {formatRupees(dues.overdue_amount)}.{" "}
        <Link to="/admin/maintenance?status=unpaid" className={linkClass}>
          Every unpaid bill
        </Link>
      </p>
      {dues.items.length === 0 ? (
        <p className="mt-3 rounded-2xl bg-forest-50 p-4 text-sm">No maintenance dues are owed on {day}.</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label={`Maintenance dues owed on ${day}`}>
          {dues.items.map((item) => (
            <li key={item.bill_id} className="rounded-2xl bg-white p-4 text-sm shadow-sm">
              <Link to={`/admin/members/${item.member.id}`} className={linkClass}>
                {item.member.name}
              </Link>
              <span className="block">
                {villaText(item.villa)} · {item.year} · {item.invoice_number}
              </span>
              <span className="block font-semibold tabular-nums">
                {formatRupees(item.amount)} · due {writtenDay(item.due_date)} · {overdueText(item.days_overdue)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
