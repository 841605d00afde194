import { Link, useSearchParams } from "react-router";
import { writtenDay } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import {
  ALL_COLLECTIONS,
  CLUB_WIDE,
  COLLECTION_GROUPINGS,
  COLLECTIONS_DEFINITIONS,
  collectionKindLabel,
  documentKindLabel,
  periodLabel,
  reportMessages as m,
  type CollectionEntry,
  type CollectionGroup,
  type CollectionPart,
  type CollectionsReport,
} from "../../../../common/office-reports";
import { Pagination } from "../../../components/pagination";
import { useListLoading } from "../shared/queue-parts";
import { CollectionsChart } from "./collections-chart";
import { PeriodLinks, ReportFilters } from "./report-filters";
import {
  cellClass,
  ColumnHeads,
  Definitions,
  Downloads,
  EmptyReport,
  linkClass,
  LoadingLine,
  numberCellClass,
  reportHref,
  ReportsNav,
  ScrollTable,
} from "./report-parts";

const PATH = "/admin/reports/collections";
const TABLE_ID = "collections-table";
/** The figures' table keeps to a phone's width: narrower cells there. */
const figureCellClass = "px-1.5 py-2 text-right text-xs tabular-nums sm:px-3 sm:text-sm";
const groupCellClass = "px-1.5 py-2 text-xs sm:px-3 sm:text-sm";

const groupingLabel = (group: CollectionsReport["group"]) => COLLECTION_GROUPINGS.find((g) => g.key === group)!.label;

/** The three figures of a group (and of the total), each the link to the entries behind it. */
const FIGURES: {
  label: string;
  part: CollectionPart | null;
  value: (g: Figures) => number;
  count: (g: Figures) => number;
}[] = [
  { label: "Collected", part: "collected", value: (g) => g.collected, count: (g) => g.collected_entries },
  { label: "Refunded", part: "refunded", value: (g) => g.refunded, count: (g) => g.refunded_entries },
  { label: "Net", part: null, value: (g) => g.net, count: (g) => g.collected_entries + g.refunded_entries },
];
type Figures = CollectionsReport["total"];

const ENTRY_COLUMNS = [
  { label: "Day" },
  { label: "Paid by" },
  { label: "Kind" },
  { label: "Invoice or credit note" },
  { label: "Amount", className: numberCellClass },
];

/** What a figure's entries are, in words: "the invoices", "the credit notes", "the invoices and credit notes". */
const entriesWord = (part: CollectionPart | null) =>
  part === "collected" ? "invoices" : part === "refunded" ? "credit notes" : "invoices and credit notes";

/** A figure of the table: the amount, and the link to the entries behind it when there are any. */
function FigureLink({
  href,
  amount,
  count,
  what,
  current,
}: {
  href: string;
  amount: number;
  count: number;
  what: string;
  current: boolean;
}) {
  const text = formatRupees(amount);
  if (count === 0) return <>{text}</>;
  return (
    <Link to={href} className={linkClass} aria-current={current ? "true" : undefined} aria-label={`${text}: ${what}`}>
      {text}
    </Link>
  );
}

/** Who paid (or was paid back): their member record when they have an account. */
function Payer({ entry }: { entry: CollectionEntry }) {
  return entry.payer.id ? (
    <Link to={`/admin/members/${entry.payer.id}`} className={linkClass}>
      {entry.payer.name}
    </Link>
  ) : (
    <span>{entry.payer.name}</span>
  );
}

/** One entry's document: its number, opening the PDF the office keeps; a credit note says the invoice it credits. */
function DocumentCell({ entry }: { entry: CollectionEntry }) {
  const { document } = entry;
  const name = documentKindLabel(document.kind);
  return (
    <>
      {document.url ? (
        <a
          href={document.url}
          className={`${linkClass} font-mono text-xs`}
          aria-label={`${name} ${document.number} (PDF)`}
        >
          {document.number}
        </a>
      ) : (
        <span className="font-mono text-xs">{document.number}</span>
      )}
      <span className="block text-xs text-ink/80">
        {name}
        {document.invoice_number ? ` of ${document.invoice_number}` : ""}
      </span>
    </>
  );
}

/**
 * Collections: the period and grouping in a plain GET form, the periods before and after, a bar chart of each group's
 * money collected and refunded (SVG drawn on the server, described by the table), the table of each group's
 * collected, refunded and net figures — each leading to the invoices and credit notes behind it, listed a page at a
 * time — the downloads and how the money is counted.
 */
export function CollectionsPage({
  report,
  errors,
  form,
  downloads,
}: {
  report: CollectionsReport;
  errors: Record<string, string>;
  form: { from: string; to: string; group: string };
  downloads: { csv: string; xlsx: string };
}) {
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  const period = periodLabel(report.from, report.to);
  const grouping = groupingLabel(report.group);
  const entries = report.entries;
  const figureHref = (key: string, part: CollectionPart | null) => reportHref(PATH, search, { key, part, page: null });
  // another period keeps an estate's or a kind's entries open; a month's belongs to its period
  const periodHref = (p: { from: string; to: string }) =>
    reportHref(PATH, search, {
      from: p.from,
      to: p.to,
      page: null,
      ...(report.group === "month" && entries?.key !== ALL_COLLECTIONS ? { key: null, part: null } : {}),
    });
  const empty = report.total.collected_entries + report.total.refunded_entries === 0;
  const figureError = errors.key ?? errors.part;

  const figureCells = (g: Figures, key: string, label: string) =>
    FIGURES.map((figure) => (
      <td key={figure.label} className={figureCellClass}>
        <FigureLink
          href={figureHref(key, figure.part)}
          amount={figure.value(g)}
          count={figure.count(g)}
          what={`${label}, ${figure.label.toLowerCase()}: show the ${entriesWord(figure.part)}`}
          current={entries?.key === key && entries.part === figure.part}
        />
      </td>
    ));

  return (
    <section aria-labelledby="collections-heading">
      <ReportsNav />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="collections-heading" className="font-display text-3xl text-forest-950">
          Collections
        </h1>
        <Downloads csv={downloads.csv} xlsx={downloads.xlsx} what={entries ? "these entries" : "this period"} />
      </div>
      <p className="mt-2 text-ink/80">
        Money verified or captured in {period}, less refunds paid, by {grouping.toLowerCase()}.
      </p>

      <ReportFilters
        label="Collections"
        period={{
          id: "collections-from",
          label: "First day",
          name: "from",
          type: "date",
          value: form.from,
          shown: report.from,
          error: errors.from,
        }}
        until={{
          id: "collections-to",
          label: "Last day",
          name: "to",
          type: "date",
          value: form.to,
          shown: report.to,
          error: errors.to,
        }}
        choice={{
          id: "collections-group",
          label: "Group by",
          name: "group",
          value: form.group,
          error: errors.group,
          options: COLLECTION_GROUPINGS.map((g) => ({ value: g.key, label: g.label })),
        }}
        submit="Show collections"
        loading={loading}
      />

      <PeriodLinks
        label="Periods"
        className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm"
        previous={{ to: periodHref(report.previous), text: periodLabel(report.previous.from, report.previous.to) }}
        next={{ to: periodHref(report.next), text: periodLabel(report.next.from, report.next.to) }}
      />

      {figureError && (
        <p role="alert" className="mt-4 text-sm text-terracotta-600">
          {figureError}
        </p>
      )}

      <LoadingLine loading={loading} text="Loading collections…" />

      <div className={loading ? "opacity-60" : undefined}>
        {empty ? (
          <EmptyReport message={m.noCollections}>
            <p className="mt-1 text-sm text-ink/80">Nothing was verified, captured or refunded in {period}.</p>
          </EmptyReport>
        ) : (
          <CollectionsChart
            groups={report.groups}
            label={`Bar chart of the money collected and refunded by ${grouping.toLowerCase()}, ${period}; the table that follows gives the figures.`}
            describedBy={TABLE_ID}
          />
        )}

        <ScrollTable
          id={TABLE_ID}
          className="mt-6 overflow-x-auto"
          caption={`Collections by ${grouping.toLowerCase()}, ${period}`}
        >
          <thead className="bg-forest-50 text-forest-950">
            <ColumnHeads
              columns={[
                { label: grouping, className: groupCellClass },
                ...FIGURES.map((figure) => ({ label: figure.label, className: figureCellClass })),
              ]}
            />
          </thead>
          <tbody>
            {report.groups.map((g: CollectionGroup) => (
              <tr key={g.key} className={`border-t border-forest-100 ${entries?.key === g.key ? "bg-cream-100" : ""}`}>
                <th scope="row" className={`${groupCellClass} font-semibold`}>
                  {g.label}
                </th>
                {figureCells(g, g.key, g.label)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr
              className={`border-t-2 border-forest-100 font-semibold ${entries?.key === ALL_COLLECTIONS ? "bg-cream-100" : ""}`}
            >
              <th scope="row" className={groupCellClass}>
                Total
              </th>
              {figureCells(report.total, ALL_COLLECTIONS, "Total")}
            </tr>
          </tfoot>
        </ScrollTable>

        {entries && (
          <section aria-labelledby="collections-entries" className="mt-8">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id="collections-entries" className="text-xl font-semibold text-forest-950">
                {entries.key === ALL_COLLECTIONS ? "Every group" : entries.label}
                {entries.part ? `, ${entries.part}` : ""}:{" "}
                {entries.matched === 1 ? "1 entry" : `${entries.matched} entries`}
                {entries.pages > 1 ? ` · page ${entries.page} of ${entries.pages}` : ""}
              </h2>
              <Link
                to={reportHref(PATH, search, { key: null, part: null, page: null })}
                className={`${linkClass} text-sm`}
              >
                Close the list
              </Link>
            </div>
            {entries.items.length === 0 ? (
              <EmptyReport message={m.noEntries} />
            ) : (
              <>
                <ScrollTable
                  className="mt-4 hidden overflow-x-auto md:block"
                  caption={`The ${entriesWord(entries.part)} behind ${entries.label.toLowerCase()}, ${period}, by day`}
                >
                  <thead className="bg-cream-100 text-forest-950">
                    <ColumnHeads columns={ENTRY_COLUMNS} />
                  </thead>
                  <tbody>
                    {entries.items.map((entry, i) => (
                      <tr
                        key={`${entry.document.number}-${entry.kind}-${i}`}
                        className="border-t border-forest-100 align-top"
                      >
                        <td className={cellClass}>{writtenDay(entry.day)}</td>
                        <td className={cellClass}>
                          <Payer entry={entry} />
                          <span className="block text-ink/80">{entry.what}</span>
                        </td>
                        <td className={cellClass}>
                          {collectionKindLabel(entry.kind)}
                          <span className="block text-ink/80">{entry.location ?? CLUB_WIDE.label}</span>
                        </td>
                        <td className={cellClass}>
                          <DocumentCell entry={entry} />
                        </td>
                        <td className={`${numberCellClass} whitespace-nowrap`}>{formatRupees(entry.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </ScrollTable>
                <ul
                  className="mt-4 grid gap-3 md:hidden"
                  aria-label={`The ${entriesWord(entries.part)} behind ${entries.label.toLowerCase()}, ${period}`}
                >
                  {entries.items.map((entry, i) => (
                    <li
                      key={`${entry.document.number}-${entry.kind}-${i}`}
                      className="rounded-2xl bg-white p-4 shadow-sm"
                    >
                      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                        <Payer entry={entry} />
                        <span className="font-semibold tabular-nums">{formatRupees(entry.amount)}</span>
                      </p>
                      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                        <dt className="text-ink/80">Day</dt>
                        <dd>{writtenDay(entry.day)}</dd>
                        <dt className="text-ink/80">For</dt>
                        <dd>{entry.what}</dd>
                        <dt className="text-ink/80">Kind</dt>
                        <dd>
                          {collectionKindLabel(entry.kind)}, {entry.location ?? CLUB_WIDE.label}
                        </dd>
                        <dt className="text-ink/80">{documentKindLabel(entry.document.kind)}</dt>
                        <dd className="break-all">
                          <DocumentCell entry={entry} />
                        </dd>
                      </dl>
                    </li>
                  ))}
                </ul>
                <Pagination current={entries.page} total={entries.pages} search={search} label="Pages of entries" />
              </>
            )}
          </section>
        )}
      </div>
      <Definitions title="How the money is counted" definitions={COLLECTIONS_DEFINITIONS} />
    </section>
  );
}
