import { format, parseISO } from "date-fns";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  bookingStatusLabel,
  memberBookingsMessages as m,
  type MemberBookingRow,
} from "../../../../common/member-bookings";
import { clubToday } from "../../../../common/club-time";
import { Dialog } from "../../../components/dialog";
import { ErrorBox } from "../../../components/form-fields";
import { useForm, type FormHandle, type FormResult } from "../../../lib/form";
import { LoadState } from "../shared/load-state";
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
 * The Bookings tab: the member's contributions and stays from the database —
 * id, type, villa, location, dates, status and an action (a contribution's receipts, a stay's villa, and
 * cancelling a stay until the day before check-in).
 */
export function BookingsTab({ data, actionData, openTab }: PortalTabProps<"bookings">) {
  const [cancelling, setCancelling] = useState<MemberBookingRow | null>(null);
  const form = useForm({
    id: "cancel-stay",
    intent: "bookings.cancel",
    actionData,
    onAnswer: () => setCancelling(null),
  });
  // without JavaScript "Cancel stay" opens /dashboard?tab=bookings&cancel={id}: the confirmation, in the page
  const [params] = useSearchParams();
  const rows = data?.bookings ?? null;
  const today = clubToday();

  if (rows === null) return <LoadState loading error={null} loadingText={m.loading} onRetry={() => undefined} />;
  const confirming = form.result
    ? undefined
    : rows.find((row) => row._id === params.get("cancel") && row.type === "Booking");
  // a post made without JavaScript: its answer above the table (with JavaScript it is a toast)
  const answer = form.posted;

  if (rows.length === 0) {
    return (
      <section
        aria-label="Bookings"
        className="rounded-2xl border border-forest-100 bg-white p-6 text-center shadow-sm"
      >
        {answer && <Answer result={answer} />}
        <p className="text-ink/90">{m.empty}</p>
        <Link to="/properties" className="btn-primary mt-4">
          Browse villas
        </Link>
      </section>
    );
  }

  return (
    <section aria-label="Bookings" className="rounded-2xl border border-forest-100 bg-white shadow-sm">
      {answer && <Answer result={answer} />}
      {confirming && (
        <section aria-label="Cancel this stay?" className="m-4 rounded-2xl border border-[#b42318]/40 bg-cream-50 p-5">
          <CancelStay row={confirming} form={form} keepHref="/dashboard?tab=bookings" />
        </section>
      )}
      <div
        role="region"
        aria-label="Your bookings and contributions"
        tabIndex={0}
        className="relative rounded-2xl sm:overflow-x-auto"
      >
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
              <tr
                key={row._id}
                role="row"
                className="block border-t border-forest-100 py-2 align-top first:border-t-0 sm:table-row sm:py-0 sm:first:border-t"
              >
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
                  <span className="text-right sm:text-left">
                    <span className="rounded-full bg-forest-100 px-2.5 py-0.5 text-xs font-semibold text-forest-900">
                      {bookingStatusLabel(row.status)}
                    </span>
                    {row.note && <span className="mt-1 block text-xs text-ink/80">{row.note}</span>}
                  </span>
                </td>
                <td role="cell" className={cell}>
                  <CellLabel column="Action" />
                  {row.type === "Contribution" ? (
                    <button
                      type="button"
                      className="font-semibold text-saffron-700 underline underline-offset-4"
                      onClick={() => openTab("documents")}
                    >
                      View Receipts<span className="sr-only"> of {row.id}</span>
                    </button>
                  ) : (
                    <div className="flex flex-col items-end gap-1 sm:items-start">
                      <Link
                        to={`/property-detail/${row.property_id}`}
                        className="font-semibold text-saffron-700 underline underline-offset-4"
                      >
                        View villa<span className="sr-only"> of {row.id}</span>
                      </Link>
                      {row.invoice_url && (
                        <a
                          href={row.invoice_url}
                          download
                          className="font-semibold text-saffron-700 underline underline-offset-4"
                        >
                          Invoice<span className="sr-only"> of {row.id}</span>
                        </a>
                      )}
                      {row.credit_note_url && (
                        <a
                          href={row.credit_note_url}
                          download
                          className="font-semibold text-saffron-700 underline underline-offset-4"
                        >
                          Credit note<span className="sr-only"> of {row.id}</span>
                        </a>
                      )}
                      {row.status === "confirmed" && row.start_date > today && (
                        <form method="get" action="/dashboard">
                          <input type="hidden" name="tab" value="bookings" />
                          <button
                            type="submit"
                            name="cancel"
                            value={row._id}
                            className="font-semibold text-[#b42318] underline underline-offset-4"
                            onClick={(event) => {
                              event.preventDefault();
                              setCancelling(row);
                            }}
                          >
                            Cancel stay<span className="sr-only"> {row.id}</span>
                          </button>
                        </form>
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
        {cancelling && <CancelStay row={cancelling} form={form} onKeep={() => setCancelling(null)} />}
      </Dialog>
    </section>
  );
}

/**
 * The confirmation of a stay's cancellation: in a dialog with JavaScript, in the page without it (opened by
 * ?cancel={id}). Its form posts `bookings.cancel` with the booking's id to the dashboard's action.
 */
function CancelStay({
  row,
  form,
  onKeep,
  keepHref,
}: {
  row: MemberBookingRow;
  form: FormHandle;
  onKeep?: () => void;
  keepHref?: string;
}) {
  return (
    <>
      <h2 className="pr-10 font-display text-2xl text-forest-950">Cancel your stay at {row.villa_name}?</h2>
      <p className="mt-3 text-sm text-ink/90">
        {`${day(row.start_date)}${row.end_date ? ` – ${day(row.end_date)}` : ""}, ${row.id}. `}
        The nights go back to other guests. Nothing is charged: stays are paid at the property.
      </p>
      <form.Form {...form.props} className="mt-6 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value="bookings.cancel" />
        <input type="hidden" name="booking_id" value={row._id} />
        {onKeep ? (
          <button type="button" className="btn-secondary" onClick={onKeep}>
            Keep my stay
          </button>
        ) : (
          <Link to={keepHref ?? "/dashboard?tab=bookings"} className="btn-secondary">
            Keep my stay
          </Link>
        )}
        <button type="submit" className="btn-primary" disabled={form.busy} aria-busy={form.busy || undefined}>
          {form.busy ? "Cancelling..." : "Cancel stay"}
        </button>
      </form.Form>
    </>
  );
}

/** The answer of a cancellation posted without JavaScript (with JavaScript it is a toast). */
function Answer({ result }: { result: FormResult }) {
  return (
    <div className="p-4">
      {result.ok ? (
        <p role="status" className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
          {result.message}
        </p>
      ) : (
        <ErrorBox>{result.message}</ErrorBox>
      )}
    </div>
  );
}
