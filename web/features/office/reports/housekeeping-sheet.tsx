import { Link } from "react-router";
import { addClubDays, writtenDay } from "../../../../common/club-time";
import { reportMessages as m, type HousekeepingSheet } from "../../../../common/office-reports";
import { useListLoading } from "../shared/queue-parts";
import { locationChoice, PeriodLinks, ReportFilters } from "./report-filters";
import { ReportsNav, cellClass, ColumnHeads, EmptyReport, linkClass, LoadingLine } from "./report-parts";

const PATH = "/admin/reports/occupancy/housekeeping";

type SheetStay = HousekeepingSheet["villas"][number]["arrivals"][number];
type Movement = "departures" | "arrivals" | "in_house";
const MOVEMENTS: { key: Movement; label: string }[] = [
  { key: "departures", label: "Leaving" },
  { key: "arrivals", label: "Arriving" },
  { key: "in_house", label: "Staying on" },
];

const guests = (stay: SheetStay) =>
  `${stay.adults} ${stay.adults === 1 ? "adult" : "adults"}${stay.children ? `, ${stay.children} ${stay.children === 1 ? "child" : "children"}` : ""}`;

/** The stays of one movement in a villa: the guest, how many, the reference and when they leave. */
function Stays({ stays, movement }: { stays: SheetStay[]; movement: Movement }) {
  if (stays.length === 0) return <span className="text-ink/60">—</span>;
  return (
    <ul className="grid gap-1">
      {stays.map((stay) => (
        <li key={stay.reference}>
          <span className="font-semibold">{stay.guest}</span> · {guests(stay)}
          <span className="block text-xs text-ink/80">
            {stay.reference}
            {movement !== "departures" ? ` · leaves ${writtenDay(stay.check_out)}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}

const sheetHref = (date: string, location: string | null) =>
  `${PATH}?date=${date}${location ? `&location=${encodeURIComponent(location)}` : ""}`;

/**
 * The housekeeping sheet of a day, to print: by villa, who leaves, who arrives and who stays on (a table on wide
 * screens and on paper, a card a villa on a phone); the day and location in a plain GET form; the days around it.
 */
export function HousekeepingSheetPage({
  sheet,
  errors,
  form,
}: {
  sheet: HousekeepingSheet;
  errors: Record<string, string>;
  form: { date: string; location: string };
}) {
  const loading = useListLoading(PATH);
  const day = writtenDay(sheet.date);
  const where = sheet.location ?? "every location";
  return (
    <section aria-labelledby="housekeeping-heading">
      <ReportsNav />
      <p className="print:hidden">
        <Link
          to={`/admin/reports/occupancy?month=${sheet.date.slice(0, 7)}${sheet.location ? `&location=${sheet.location}` : ""}`}
          className={linkClass}
        >
          Back to the occupancy
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <h1 id="housekeeping-heading" className="font-display text-3xl text-forest-950">
          Housekeeping sheet
        </h1>
        <button
          type="button"
          onClick={() => window.print()}
          className="h-11 rounded-full px-4 text-sm font-semibold text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100 print:hidden"
        >
          Print this sheet
        </button>
      </div>
      <p className="mt-2 text-ink/80">
        {day}
        {sheet.date === sheet.today ? " (today)" : ""} at {where}: {sheet.counts.departures} leaving,{" "}
        {sheet.counts.arrivals} arriving, {sheet.counts.in_house} staying on.
      </p>

      <ReportFilters
        label="Housekeeping sheet"
        period={{
          id: "housekeeping-date",
          label: "Day",
          name: "date",
          type: "date",
          value: form.date,
          shown: sheet.date,
          error: errors.date,
        }}
        choice={locationChoice("housekeeping-location", form.location, errors.location, sheet.locations)}
        submit="Show sheet"
        loading={loading}
        printable={false}
      />
      <PeriodLinks
        label="Days"
        className="mt-4 flex flex-wrap gap-x-4 text-sm print:hidden"
        previous={{
          to: sheetHref(addClubDays(sheet.date, -1), sheet.location),
          text: writtenDay(addClubDays(sheet.date, -1)),
        }}
        next={{
          to: sheetHref(addClubDays(sheet.date, 1), sheet.location),
          text: writtenDay(addClubDays(sheet.date, 1)),
        }}
      />

      <LoadingLine loading={loading} text="Loading the sheet…" />

      <div className={loading ? "opacity-60" : undefined}>
        {sheet.villas.length === 0 ? (
          <EmptyReport message={m.noMovements} className="mt-2 rounded-2xl bg-cream-100 p-6" />
        ) : (
          <>
            <table className="mt-2 hidden w-full rounded-2xl bg-white text-left text-sm shadow-sm md:table print:table print:shadow-none">
              <caption className="px-3 pb-2 text-left font-semibold text-forest-950">
                Housekeeping sheet for {day}, {where}, by villa
              </caption>
              <thead className="bg-cream-100 text-forest-950">
                <ColumnHeads columns={[{ label: "Villa" }, ...MOVEMENTS]} />
              </thead>
              <tbody>
                {sheet.villas.map((entry) => (
                  <tr key={entry.villa.id} className="break-inside-avoid border-t border-forest-100 align-top">
                    <th scope="row" className={`${cellClass} font-semibold`}>
                      {entry.villa.name}
                      {entry.villa.villa_number ? ` · ${entry.villa.villa_number}` : ""}
                      <span className="block font-normal text-ink/80">{entry.villa.location}</span>
                    </th>
                    {MOVEMENTS.map((movement) => (
                      <td key={movement.key} className={cellClass}>
                        <Stays stays={entry[movement.key]} movement={movement.key} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <ul
              className="mt-2 grid gap-3 md:hidden print:hidden"
              aria-label={`Housekeeping sheet for ${day}, by villa`}
            >
              {sheet.villas.map((entry) => (
                <li key={entry.villa.id} className="rounded-2xl bg-white p-4 shadow-sm">
                  <p className="text-lg font-semibold text-forest-950">
                    {entry.villa.name}
                    {entry.villa.villa_number ? ` · ${entry.villa.villa_number}` : ""}
                  </p>
                  <dl className="mt-2 grid gap-2 text-sm">
                    {MOVEMENTS.map((movement) => (
                      <div key={movement.key}>
                        <dt className="text-ink/80">{movement.label}</dt>
                        <dd>
                          <Stays stays={entry[movement.key]} movement={movement.key} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
