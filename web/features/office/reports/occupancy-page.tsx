import { Link, useSearchParams } from "react-router";
import { writtenDay } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import {
  monthLabel,
  OCCUPANCY_DEFINITIONS,
  percentText,
  reportMessages as m,
  type OccupancyReport,
  type OccupancyRow,
} from "../../../../common/office-reports";
import { stayStatusLabel } from "../../../../common/office-stays";
import { Pagination } from "../../../components/pagination";
import { useListLoading } from "../shared/queue-parts";
import { locationChoice, PeriodLinks, ReportFilters } from "./report-filters";
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
  ScrollTable,
} from "./report-parts";

const PATH = "/admin/reports/occupancy";

type Figures = Omit<OccupancyRow, "villa">;
const rupeesOrDash = (value: number | null) => (value === null ? "—" : formatRupees(value));
const villaText = (villa: OccupancyRow["villa"]) =>
  `${villa.name}${villa.villa_number ? ` · ${villa.villa_number}` : ""}`;

/** The figures a villa and the total show, in the table's order: said once for the table, the cards and the total. */
const FIGURES: { label: string; short: string; text: (f: Figures) => string }[] = [
  { label: "Nights available", short: "Available", text: (f) => String(f.available_nights) },
  { label: "Nights sold", short: "Sold", text: (f) => String(f.sold_nights) },
  { label: "Free nights used", short: "Free", text: (f) => String(f.free_nights) },
  { label: "Owner nights", short: "Owner", text: (f) => String(f.owner_nights) },
  { label: "Occupancy", short: "Occupancy", text: (f) => percentText(f.occupancy_pct) },
  { label: "Paid occupancy", short: "Paid", text: (f) => percentText(f.paid_occupancy_pct) },
  { label: "Average daily rate", short: "ADR", text: (f) => rupeesOrDash(f.adr) },
  { label: "Revenue per available night", short: "RevPAR", text: (f) => rupeesOrDash(f.revpar) },
  { label: "Revenue", short: "Revenue", text: (f) => formatRupees(f.revenue) },
];

const ARRIVAL_COLUMNS = [
  { label: "Arrives" },
  { label: "Guest" },
  { label: "Villa", className: `${cellClass} hidden sm:table-cell` },
  { label: "Nights", className: numberCellClass },
  { label: "Status", className: `${cellClass} hidden sm:table-cell` },
];

const hrefWith = (search: URLSearchParams, changes: Record<string, string | null>) => reportHref(PATH, search, changes);

/**
 * Occupancy: the month and location in a plain GET form, the months before and after, the total, each villa's
 * figures (a table on wide screens, cards on a phone), the month's arrivals, the housekeeping sheet, the downloads and
 * how each figure is computed.
 */
export function OccupancyPage({
  report,
  errors,
  form,
  downloads,
  sheet,
}: {
  report: OccupancyReport;
  errors: Record<string, string>;
  form: { month: string; location: string };
  downloads: { csv: string; xlsx: string };
  /** The housekeeping sheet the page leads to: today's in this month, else the month's first day's. */
  sheet: { day: string; href: string };
}) {
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  const month = monthLabel(report.month);
  const where = report.location ?? "every location";
  return (
    <section aria-labelledby="occupancy-heading">
      <ReportsNav />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="occupancy-heading" className="font-display text-3xl text-forest-950">
          Occupancy
        </h1>
        <Downloads csv={downloads.csv} xlsx={downloads.xlsx} what="this month" />
      </div>
      <p className="mt-2 text-ink/80">
        {month} at {where}: each villa&apos;s nights, occupancy and revenue, and the stays arriving.
      </p>

      <ReportFilters
        label="Occupancy"
        period={{
          id: "occupancy-month",
          label: "Month",
          name: "month",
          type: "month",
          value: form.month,
          shown: report.month,
          error: errors.month,
        }}
        choice={locationChoice("occupancy-location", form.location, errors.location, report.locations)}
        submit="Show occupancy"
        loading={loading}
      />

      <PeriodLinks
        label="Months and the housekeeping sheet"
        className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm"
        previous={{
          to: hrefWith(search, { month: report.previous, page: null, arrivals_page: null }),
          text: monthLabel(report.previous),
        }}
        next={{
          to: hrefWith(search, { month: report.next, page: null, arrivals_page: null }),
          text: monthLabel(report.next),
        }}
      >
        <Link to={sheet.href} className={linkClass}>
          Housekeeping sheet for {writtenDay(sheet.day)}
        </Link>
      </PeriodLinks>

      <LoadingLine loading={loading} text="Loading occupancy…" />

      <div className={loading ? "opacity-60" : undefined}>
        <section aria-labelledby="occupancy-total" className="mt-2 rounded-2xl bg-white p-4 shadow-sm">
          <h2 id="occupancy-total" className="text-lg font-semibold text-forest-950">
            All {report.total.villas === 1 ? "1 villa" : `${report.total.villas} villas`} in {month}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {FIGURES.map((figure) => (
              <div key={figure.label} className="rounded-xl bg-cream-100 px-3 py-2">
                <dt className="text-xs text-ink/80">{figure.label}</dt>
                <dd className="text-xl font-semibold text-forest-950">{figure.text(report.total)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <h2 className="mt-8 text-xl font-semibold text-forest-950">By villa</h2>
        {report.villas.length === 0 ? (
          <EmptyReport message={m.noVillas} />
        ) : (
          <>
            <ScrollTable
              className="mt-4 hidden overflow-x-auto md:block"
              caption={`Occupancy by villa, ${month}, ${where}`}
            >
              <thead className="bg-cream-100 text-forest-950">
                <tr>
                  <th scope="col" className={cellClass}>
                    Villa
                  </th>
                  {FIGURES.map((figure) => (
                    <th key={figure.label} scope="col" className={numberCellClass}>
                      <abbr title={figure.label} className="no-underline">
                        {figure.short}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.villas.map((row) => (
                  <tr key={row.villa.id} className="border-t border-forest-100">
                    <th scope="row" className={`${cellClass} font-semibold`}>
                      {villaText(row.villa)}
                      <span className="block font-normal text-ink/80">{row.villa.location}</span>
                    </th>
                    {FIGURES.map((figure) => (
                      <td key={figure.label} className={numberCellClass}>
                        {figure.text(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
            <ul className="mt-4 grid gap-3 md:hidden" aria-label={`Occupancy by villa, ${month}`}>
              {report.villas.map((row) => (
                <li key={row.villa.id} className="rounded-2xl bg-white p-4 shadow-sm">
                  <p className="text-lg font-semibold text-forest-950">{villaText(row.villa)}</p>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    {FIGURES.map((figure) => (
                      <div key={figure.label} className="contents">
                        <dt className="text-ink/80">{figure.label}</dt>
                        <dd>{figure.text(row)}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
            <Pagination
              current={report.villas_page.page}
              total={report.villas_page.pages}
              search={search}
              label="Pages of villas"
            />
          </>
        )}

        <h2 className="mt-8 text-xl font-semibold text-forest-950">
          Arrivals in {month}: {report.arrivals_page.total === 1 ? "1 stay" : `${report.arrivals_page.total} stays`}
        </h2>
        {report.arrivals.length === 0 ? (
          <EmptyReport message={m.noArrivals} />
        ) : (
          <>
            <ScrollTable className="mt-4 overflow-x-auto" caption={`Stays arriving in ${month}, ${where}, by day`}>
              <thead className="bg-cream-100 text-forest-950">
                <ColumnHeads columns={ARRIVAL_COLUMNS} />
              </thead>
              <tbody>
                {report.arrivals.map((stay) => (
                  <tr key={stay.id} className="border-t border-forest-100 align-top">
                    <td className={cellClass}>{writtenDay(stay.check_in)}</td>
                    <td className={cellClass}>
                      {stay.guest}
                      {stay.owner ? " (owner)" : ""}
                      <span className="block font-mono text-xs text-ink/80">{stay.reference}</span>
                      <span className="block text-ink/80 sm:hidden">{villaText(stay.villa)}</span>
                    </td>
                    <td className={`${cellClass} hidden sm:table-cell`}>{villaText(stay.villa)}</td>
                    <td className={numberCellClass}>{stay.nights}</td>
                    <td className={`${cellClass} hidden sm:table-cell`}>{stayStatusLabel(stay.status)}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
            <Pagination
              current={report.arrivals_page.page}
              total={report.arrivals_page.pages}
              search={search}
              param="arrivals_page"
              label="Pages of arrivals"
            />
          </>
        )}
      </div>
      <Definitions title="How each figure is computed" definitions={OCCUPANCY_DEFINITIONS} />
    </section>
  );
}
