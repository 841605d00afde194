import { format, parseISO } from "date-fns";
import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { bookingStatusLabel, memberBookingsMessages as m, type MemberBookingRow } from "../../../common/member-bookings";
import { clubToday } from "../../../common/club-time";
import { stayMessages } from "../../../common/stays";
import { Dialog } from "../../components/dialog";
import { LoadState } from "./claims-transfer-fields";
import { callApi } from "./portal-api";
import type { PortalTabProps } from "./tab-props";

const day = (value: string) => format(parseISO(value), "d MMM yyyy");

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
      <div role="region" aria-label="Your bookings and contributions" tabIndex={0} className="relative overflow-x-auto rounded-2xl">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Your bookings and contributions</caption>
          <thead className="bg-cream-100 text-forest-900">
            <tr>
              {["ID", "Type", "Villa", "Location", "Dates", "Status", "Action"].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._id} className="border-t border-forest-100 align-top">
                <td className="px-4 py-3 font-mono text-xs">{row.id}</td>
                <td className="px-4 py-3">{row.type}</td>
                <td className="px-4 py-3 font-semibold text-forest-900">{row.villa_name}</td>
                <td className="px-4 py-3 capitalize">{row.location}</td>
                <td className="whitespace-nowrap px-4 py-3">
                  {day(row.start_date)}
                  {row.end_date ? ` – ${day(row.end_date)}` : ""}
                </td>
                <td className="px-4 py-3">
                  <span className="rounded-full bg-forest-100 px-2.5 py-0.5 text-xs font-semibold text-forest-900">{bookingStatusLabel(row.status)}</span>
                </td>
                <td className="px-4 py-3">
                  {row.type === "Contribution" ? (
                    <button type="button" className="font-semibold text-saffron-700 underline underline-offset-4" onClick={() => openTab("documents")}>
                      View Receipts<span className="sr-only"> of {row.id}</span>
                    </button>
                  ) : (
                    <div className="flex flex-col items-start gap-1">
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
