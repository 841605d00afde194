import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { bookingStatusLabel, type MemberBookingRow } from "../../../../common/member-bookings";
import { clubToday } from "../../../../common/club-time";
import { formatDate, formatRupees } from "../../../../common/format";
import type { RegistrationRecord } from "../../../../common/programme-schemas";
import type { Language } from "../../../../common/language";
import { Dialog } from "../../../components/dialog";
import { ErrorBox } from "../../../components/form-fields";
import { useForm, type FormHandle, type FormResult } from "../../../lib/form";
import { LoadState } from "../shared/load-state";
import { usePortalTexts } from "../shared/portal-texts";
import { BOOKING_STATUS_KEYS, BOOKINGS_MESSAGES } from "./bookings-messages";
import type { PortalTabProps } from "../tab-props";

/** A row's dates: its first day, and its last when it has one. */
const dates = (row: MemberBookingRow, language: Language) =>
  `${formatDate(row.start_date, language)}${row.end_date ? ` – ${formatDate(row.end_date, language)}` : ""}`;

/** The columns, by their key in the catalogue's `bookings.columns`. */
const COLUMNS = ["id", "type", "villa", "location", "dates", "status", "action"] as const;

/*
 * One table, shown as a table from 640 px and as a stack of cards on a phone, so that Status and the actions
 * are on screen at 360 px. The explicit roles keep the table, its rows and its cells for assistive technology
 * when the cards change their display; on a card each cell shows its column's name (hidden from screen
 * readers, which read the column header).
 */
const cell = "flex justify-between gap-4 px-4 py-1.5 sm:table-cell sm:px-4 sm:py-3";
function CellLabel({ column }: { column: (typeof COLUMNS)[number] }) {
  const { t } = usePortalTexts(BOOKINGS_MESSAGES);
  return (
    <span aria-hidden="true" className="shrink-0 text-xs font-semibold uppercase tracking-wide text-ink/75 sm:hidden">
      {t(`bookings.columns.${column}`)}
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
  const { t, say, language } = usePortalTexts(BOOKINGS_MESSAGES);
  const form = useForm({
    id: "cancel-stay",
    intent: "bookings.cancel",
    actionData,
    say,
    onAnswer: () => setCancelling(null),
  });
  /** A row's status in the page's words (one the catalogue does not know as the module words it). */
  const statusWords = (status: string) => {
    const key = BOOKING_STATUS_KEYS[status];
    return key ? t(`bookings.statuses.${key}`) : bookingStatusLabel(status);
  };
  // without JavaScript "Cancel stay" opens /dashboard?tab=bookings&cancel={id}: the confirmation, in the page
  const [params] = useSearchParams();
  const rows = data?.bookings ?? null;
  const programme = data?.programme ?? [];
  const today = clubToday();

  if (rows === null)
    return <LoadState loading error={null} loadingText={t("messages.bookingsLoading")} onRetry={() => undefined} />;
  const confirming = form.result
    ? undefined
    : rows.find((row) => row._id === params.get("cancel") && row.type === "Booking");
  // a post made without JavaScript: its answer above the table (with JavaScript it is a toast)
  const answer = form.posted;

  if (rows.length === 0 && programme.length === 0) {
    return (
      <section
        aria-label={t("tabs.bookings")}
        className="rounded-2xl border border-forest-100 bg-white p-6 text-center shadow-sm"
      >
        {answer && <Answer result={answer} />}
        <p className="text-ink/90">{t("messages.bookingsEmpty")}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Link to="/properties" className="btn-primary">
            {t("bookings.browse")}
          </Link>
          <Link to="/events" className="btn-secondary">
            {t("bookings.programme.browse")}
          </Link>
        </div>
      </section>
    );
  }

  const stays = (
    <section aria-label={t("tabs.bookings")} className="rounded-2xl border border-forest-100 bg-white shadow-sm">
      {answer && <Answer result={answer} />}
      {confirming && (
        <section
          aria-label={t("bookings.cancelQuestion")}
          className="m-4 rounded-2xl border border-[#b42318]/40 bg-cream-50 p-5"
        >
          <CancelStay row={confirming} form={form} keepHref="/dashboard?tab=bookings" />
        </section>
      )}
      <div
        role="region"
        aria-label={t("bookings.caption")}
        tabIndex={0}
        className="relative rounded-2xl sm:overflow-x-auto"
      >
        <table role="table" className="block w-full text-left text-sm sm:table sm:min-w-[44rem]">
          <caption className="sr-only">{t("bookings.caption")}</caption>
          <thead role="rowgroup" className="sr-only bg-cream-100 text-forest-900 sm:not-sr-only sm:table-header-group">
            <tr role="row">
              {COLUMNS.map((column) => (
                <th key={column} role="columnheader" scope="col" className="px-4 py-3 font-semibold">
                  {t(`bookings.columns.${column}`)}
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
                  <CellLabel column="id" />
                  {row.id}
                </td>
                <td role="cell" className={cell}>
                  <CellLabel column="type" />
                  {row.type === "Contribution" ? t("bookings.types.contribution") : t("bookings.types.booking")}
                </td>
                <td role="cell" className={`${cell} font-semibold text-forest-900`}>
                  <CellLabel column="villa" />
                  <span className="text-right sm:text-left">{row.villa_name}</span>
                </td>
                <td role="cell" className={`${cell} capitalize`}>
                  <CellLabel column="location" />
                  {row.location}
                </td>
                <td role="cell" className={`${cell} sm:whitespace-nowrap`}>
                  <CellLabel column="dates" />
                  <span className="text-right sm:text-left">{dates(row, language)}</span>
                </td>
                <td role="cell" className={cell}>
                  <CellLabel column="status" />
                  <span className="text-right sm:text-left">
                    <span className="rounded-full bg-forest-100 px-2.5 py-0.5 text-xs font-semibold text-forest-900">
                      {statusWords(row.status)}
                    </span>
                    {row.note && <span className="mt-1 block text-xs text-ink/80">{row.note}</span>}
                  </span>
                </td>
                <td role="cell" className={cell}>
                  <CellLabel column="action" />
                  {row.type === "Contribution" ? (
                    <button
                      type="button"
                      className="font-semibold text-saffron-700 underline underline-offset-4"
                      onClick={() => openTab("documents")}
                    >
                      {t("dashboard.paymentButton.completed")}
                      <span className="sr-only"> {t("bookings.ofRow", { id: row.id })}</span>
                    </button>
                  ) : (
                    <div className="flex flex-col items-end gap-1 sm:items-start">
                      <Link
                        to={`/property-detail/${row.property_id}`}
                        className="font-semibold text-saffron-700 underline underline-offset-4"
                      >
                        {t("bookings.viewVilla")}
                        <span className="sr-only"> {t("bookings.ofRow", { id: row.id })}</span>
                      </Link>
                      {row.invoice_url && (
                        <a
                          href={row.invoice_url}
                          download
                          className="font-semibold text-saffron-700 underline underline-offset-4"
                        >
                          {t("bookings.invoice")}
                          <span className="sr-only"> {t("bookings.ofRow", { id: row.id })}</span>
                        </a>
                      )}
                      {row.credit_note_url && (
                        <a
                          href={row.credit_note_url}
                          download
                          className="font-semibold text-saffron-700 underline underline-offset-4"
                        >
                          {t("bookings.creditNote")}
                          <span className="sr-only"> {t("bookings.ofRow", { id: row.id })}</span>
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
                            {t("bookings.cancel")}
                            <span className="sr-only"> {row.id}</span>
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
      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t("bookings.cancelQuestion")}
        closeLabel={t("shared.close")}
      >
        {cancelling && <CancelStay row={cancelling} form={form} onKeep={() => setCancelling(null)} />}
      </Dialog>
    </section>
  );
  return (
    <>
      {rows.length > 0 || answer || confirming ? stays : null}
      {programme.length > 0 ? <ProgrammeBookings registrations={programme} /> : null}
    </>
  );
}

/**
 * The member's places at events, retreats and courses (decision 050): the item, its sessions' days, the places,
 * the status (confirmed, or held while paid online) and each attendee's ticket.
 */
function ProgrammeBookings({ registrations }: { registrations: readonly RegistrationRecord[] }) {
  const { t, language } = usePortalTexts(BOOKINGS_MESSAGES);
  return (
    <section
      aria-labelledby="programme-bookings-heading"
      className="mt-6 rounded-2xl border border-forest-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="programme-bookings-heading" className="font-display text-2xl text-forest-950">
        {t("bookings.programme.heading")}
      </h2>
      <ul className="mt-4 divide-y divide-forest-100">
        {registrations.map((registration) => {
          const first = registration.sessions[0];
          const last = registration.sessions[registration.sessions.length - 1];
          return (
            <li key={registration.reference} className="py-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-semibold text-forest-900">
                  <Link to={`/events/${registration.item.slug}`} className="underline-offset-4 hover:underline">
                    {(language === "hi" && registration.item.hi.title) || registration.item.title}
                  </Link>
                </h3>
                <span className="rounded-full bg-forest-100 px-2.5 py-0.5 text-xs font-semibold text-forest-900">
                  {t(`bookings.statuses.${BOOKING_STATUS_KEYS[registration.status] ?? "cancelled"}`)}
                </span>
              </div>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div className="flex gap-2">
                  <dt className="text-ink/75">{t("bookings.programme.reference")}</dt>
                  <dd className="font-mono text-xs leading-5">{registration.reference}</dd>
                </div>
                {first && last && (
                  <div className="flex gap-2">
                    <dt className="text-ink/75">{t("bookings.programme.sessions")}</dt>
                    <dd>
                      {first.day === last.day
                        ? formatDate(first.day, language)
                        : `${formatDate(first.day, language)} – ${formatDate(last.day, language)}`}
                      {` · ${t("bookings.programme.sessionCount", { count: registration.sessions.length })}`}
                    </dd>
                  </div>
                )}
                <div className="flex gap-2">
                  <dt className="text-ink/75">{t("bookings.programme.places")}</dt>
                  <dd>{registration.seats}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="text-ink/75">{t("bookings.programme.amount")}</dt>
                  <dd>
                    {registration.amount === 0
                      ? t("bookings.programme.free")
                      : formatRupees(registration.amount, language)}
                  </dd>
                </div>
              </dl>
              <p className="mt-2 text-sm font-semibold text-forest-900">{t("bookings.programme.tickets")}</p>
              <ul className="mt-1 space-y-0.5 text-sm">
                {registration.tickets.map((ticket) => (
                  <li key={ticket.reference}>
                    <span className="font-mono text-xs">{ticket.reference}</span> {ticket.name}
                  </li>
                ))}
              </ul>
              <Link
                to={`/events/registrations/${registration.reference}`}
                className="mt-2 inline-block text-sm font-semibold text-forest-800 underline underline-offset-4"
              >
                {t("bookings.programme.open")}
              </Link>
              {registration.invoice_url && registration.invoice_number ? (
                <a
                  href={registration.invoice_url}
                  download
                  className="ml-4 mt-2 inline-block text-sm font-semibold text-saffron-700 underline underline-offset-4"
                >
                  {t("bookings.programme.invoice", { number: registration.invoice_number })}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
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
  const { t, language } = usePortalTexts(BOOKINGS_MESSAGES);
  return (
    <>
      <h2 className="pr-10 font-display text-2xl text-forest-950">
        {t("bookings.cancelHeading", { villa: row.villa_name })}
      </h2>
      <p className="mt-3 text-sm text-ink/90">
        {`${dates(row, language)}, ${row.id}. `}
        {t("bookings.cancelText")}
      </p>
      {row.cancel_refund && (
        <p className="mt-2 text-sm font-semibold text-forest-900">
          {row.cancel_refund.paid > 0
            ? t("bookings.refundPreview", {
                refund: formatRupees(row.cancel_refund.refund, language),
                paid: formatRupees(row.cancel_refund.paid, language),
              })
            : t("bookings.nothingPaid")}
          {row.cancel_refund.free_nights > 0 &&
            ` ${t("bookings.freeNightsBack", { nights: row.cancel_refund.free_nights })}`}
        </p>
      )}
      <form.Form {...form.props} className="mt-6 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value="bookings.cancel" />
        <input type="hidden" name="booking_id" value={row._id} />
        {onKeep ? (
          <button type="button" className="btn-secondary" onClick={onKeep}>
            {t("bookings.keep")}
          </button>
        ) : (
          <Link to={keepHref ?? "/dashboard?tab=bookings"} className="btn-secondary">
            {t("bookings.keep")}
          </Link>
        )}
        <button type="submit" className="btn-primary" disabled={form.busy} aria-busy={form.busy || undefined}>
          {form.busy ? t("bookings.cancelling") : t("bookings.cancel")}
        </button>
      </form.Form>
    </>
  );
}

/** The answer of a cancellation posted without JavaScript (with JavaScript it is a toast). */
function Answer({ result }: { result: FormResult }) {
  const { say } = usePortalTexts(BOOKINGS_MESSAGES);
  return (
    <div className="p-4">
      {result.ok ? (
        <p role="status" className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
          {say(result.message)}
        </p>
      ) : (
        <ErrorBox>{say(result.message)}</ErrorBox>
      )}
    </div>
  );
}
