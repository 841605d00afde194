import { format, parseISO } from "date-fns";
import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { bookingStatusLabel, memberBookingsMessages as m, type MemberBookingRow } from "../../../../common/member-bookings";
import { clubToday } from "../../../../common/club-time";
import { stayMessages } from "../../../../common/stays";
import { Dialog } from "../../../components/dialog";
import { LoadState } from "../shared/step-fields";
import { callApi } from "../../../lib/api";
import type { PortalTabProps } from "../tab-props";

const day = (value: string) => format(parseISO(value), "d MMM yyyy");

const COLUMNS = ["ID", "Type", "Villa", "Location", "Dates", "Status", "Action"] as const;

/*
 * One table, shown as a table from 640 px and as a stack of cards on a phone, so that Status and the actions
 * are on screen at 360 px. The explicit roles keep the table, its rows and its cells for assistive technology
 * when the cards change their display; on a card each cell shows its column's name (hidden from screen
 * readers, which read the column header).
 */
const cell = "flex justify-between gap-4 px-4 py-1.5 sm:table-cell sm:px-4 sm:py-3";
function CellLabel({ column }: { column: (typeof COLUMNS)[number] }) {
  return (
    <span aria-hidden="true" className="shrink-0 text-xs font-semibold uppercase tracking-wide text-ink/75 sm:hidden">
      {column}
    </span>
  );
}

/**
 * The Bookings tab (spec member-side §2 "Bookings"): the member's contributions and stays from the database —
 * id, type, villa, location, dates, status and an action (a contribution's receipts, a stay's villa, and
 * cancelling a stay until the day before check-in).
 */
export function BookingsTab({ openTab }: PortalTabProps) {
  const [rows, setRows] = useState<MemberBookingRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<MemberBookingRow | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setError(null);
    const answer = await callApi<MemberBookingRow[]>("GET", "/api/bookings");
    if (!answer.ok || !answer.data) {
      setError(m.loadFailed);
      return;
    }
    setRows(answer.data);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const cancel = async (row: MemberBookingRow) => {
    setBusy(true);
    const answer = await callApi("POST", `/api/bookings/${row._id}/cancel`);
    setBusy(false);
    setCancelling(null);
    if (!answer.ok) {
      toast.error(answer.message || "We could not cancel the stay. Please try again.");
      return;
    }
    toast.success(answer.message || stayMessages.cancelled);
    await load();
  };
  const today = clubToday();

  if (rows === null) return <LoadState loading={!error} error={error} loadingText={m.loading} onRetry={() => void load()} />;

  if (rows.length === 0) {
    return (
      <section aria-label="Bookings" className="rounded-2xl border border-forest-100 bg-white p-6 text-center shadow-sm">
        <p className="text-ink/90">{m.empty}</p>
        <Link to="/properties" className="btn-primary mt-4">
          Browse villas
        </Link>
      </section>
    );
  }

  return (
    <section aria-label="Bookings" className="rounded-2xl border border-forest-100 bg-white shadow-sm">
      <div role="region" aria-label="Your bookings and contributions" tabIndex={0} className="relative rounded-2xl sm:overflow-x-auto">
        <table role="table" className="block w-full text-left text-sm sm:table sm:min-w-[44rem]">
          <caption className="sr-only">Your bookings and contributions</caption>
          <thead role="rowgroup" className="sr-only bg-cream-100 text-forest-900 sm:not-sr-only sm:table-header-group">
            <tr role="row">
              {COLUMNS.map((h) => (
                <th key={h} role="columnheader" scope="col" className="px-4 py-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="block sm:table-row-group">
            {rows.map((row) => (
              <tr key={row._id} role="row" className="block border-t border-forest-100 py-2 align-top first:border-t-0 sm:table-row sm:py-0 sm:first:border-t">
                <td role="cell" className={`${cell} font-mono text-xs`}>
                  <CellLabel column="ID" />
                  {row.id}
                </td>
                <td role="cell" className={cell}>
                  <CellLabel column="Type" />
                  {row.type}
                </td>
                <td role="cell" className={`${cell} font-semibold text-forest-900`}>
                  <CellLabel column="Villa" />
                  <span className="text-right sm:text-left">{row.villa_name}</span>
                </td>
                <td role="cell" className={`${cell} capitalize`}>
                  <CellLabel column="Location" />
                  {row.location}
                </td>
                <td role="cell" className={`${cell} sm:whitespace-nowrap`}>
                  <CellLabel column="Dates" />
                  <span className="text-right sm:text-left">
                    {day(row.start_date)}
                    {row.end_date ? ` – ${day(row.end_date)}` : ""}
                  </span>
                </td>
                <td role="cell" className={cell}>
                  <CellLabel column="Status" />
                  <span className="rounded-full bg-forest-100 px-2.5 py-0.5 text-xs font-semibold text-forest-900">{bookingStatusLabel(row.status)}</span>
                </td>
                <td role="cell" className={cell}>
                  <CellLabel column="Action" />
                  {row.type === "Contribution" ? (
                    <button type="button" className="font-semibold text-saffron-700 underline underline-offset-4" onClick={() => openTab("documents")}>
                      View Receipts<span className="sr-only"> of {row.id}</span>
                    </button>
                  ) : (
                    <div className="flex flex-col items-end gap-1 sm:items-start">
                      <Link to={`/property-detail/${row.property_id}`} className="font-semibold text-saffron-700 underline underline-offset-4">
                        View villa<span className="sr-only"> of {row.id}</span>
                      </Link>
                      {row.status === "confirmed" && row.start_date > today && (
                        <button type="button" className="font-semibold text-[#b42318] underline underline-offset-4" onClick={() => setCancelling(row)}>
                          Cancel stay<span className="sr-only"> {row.id}</span>
                        </button>
                      )}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dialog open={cancelling !== null} onClose={() => setCancelling(null)} title="Cancel this stay?">
        <h2 className="pr-10 font-display text-2xl text-forest-950">Cancel your stay at {cancelling?.villa_name}?</h2>
        <p className="mt-3 text-sm text-ink/90">
          {cancelling ? `${day(cancelling.start_date)}${cancelling.end_date ? ` – ${day(cancelling.end_date)}` : ""}, ${cancelling.id}. ` : ""}
          The nights go back to other guests. Nothing is charged: stays are paid at the property.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setCancelling(null)}>
            Keep my stay
          </button>
          <button type="button" className="btn-primary" disabled={busy} aria-busy={busy || undefined} onClick={() => cancelling && void cancel(cancelling)}>
            {busy ? "Cancelling..." : "Cancel stay"}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
