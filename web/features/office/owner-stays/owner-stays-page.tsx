import { Link } from "react-router";
import { shortClubDay, writtenDay } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import { deskVillaText } from "../../../../common/office-stays";
import {
  ownerStaySettingsFromForm,
  ownerStaySettingsInput,
  type OwnerStayRecord,
  type OwnerStaySettingsRecord,
} from "../../../../common/owner-stays";
import { ErrorBox, TextField } from "../../../components/form-fields";
import { checkForm, useForm } from "../../../lib/form";
import { linkClass } from "../shared/queue-parts";
import type { OwnerStaySettingsResult } from "./owner-stays.server";

type UpcomingOwnerStay = OwnerStayRecord & { member: { id: string; name: string } };

/** The fields, two by two from sm up: the owners' and the guests' windows side by side. */
const FIELDS = [
  {
    name: "nights_per_year",
    label: "Owner nights a year",
    hint: "Each owned villa's nights its owner may stay in a calendar year; a stay counts in its check-in's year.",
  },
  {
    name: "peak_nights_per_year",
    label: "Peak nights a year",
    hint: "Of the owner nights, how many may fall in rate periods marked peak (Rates).",
  },
  {
    name: "window_months",
    label: "Owners' booking window (months)",
    hint: "How far ahead owners may book: a check-in up to this many months from today.",
  },
  {
    name: "guest_window_months",
    label: "Guests may book ahead (months)",
    hint: "How far ahead guests may book online: a check-in up to this many months from today (the desk is not limited). The owners' window is at least as long.",
  },
  {
    name: "housekeeping_fee",
    label: "Housekeeping fee a stay (₹, GST included)",
    hint: "Paid at the property for each owner stay; 0 for none. There is never a room charge.",
  },
] as const;

/**
 * The owner stays' settings (accounts, the front office and administrators; decision 059): the owner nights a year of
 * each owned villa, the owners' and the guests' booking windows, the peak nights a year and the housekeeping fee a stay. Owner stays
 * booked after a save follow it; those booked keep what they were booked with. Under the form, the owner stays to
 * come, each linked to its record on the desk.
 */
export function OwnerStaysPage({
  record,
  upcoming,
  result,
}: {
  record: OwnerStaySettingsRecord;
  upcoming: UpcomingOwnerStay[];
  result?: OwnerStaySettingsResult;
}) {
  const form = useForm<OwnerStaySettingsResult>({
    id: "owner-stay-settings",
    actionData: result,
    toast: false,
    clearOnChange: true,
    check: (data) => {
      const checked = checkForm(ownerStaySettingsInput, ownerStaySettingsFromForm(data));
      return checked.ok ? null : checked;
    },
  });
  const typed = form.result && !form.result.ok ? form.result.values : undefined;
  const saved = form.result?.ok ? form.result.message : null;
  return (
    <section aria-labelledby="owner-stays-heading">
      <h1 id="owner-stays-heading" className="font-display text-3xl text-forest-950">
        Owner stays
      </h1>
      <p className="mt-2 text-ink/80">
        An owner (a villa fully paid, its agreement executed) books their own villa from the portal: no room charge,
        within the owner nights and peak nights a year, as far ahead as the owners&apos; window. Guests book online as
        far ahead as the guests&apos; window (phone bookings at the desk are not limited). Owner stays are held while
        the owner&apos;s maintenance dues are overdue. They show on the desk and on the calendar as O.
      </p>
      <p className="mt-1 text-sm text-ink/80">
        {record.updated_at
          ? `Last saved ${shortClubDay(record.updated_at)}. Owner stays already booked keep what they were booked with.`
          : "These are the settings the club started with: nobody has changed them yet."}
      </p>
      <form.Form
        {...form.props}
        noValidate
        aria-labelledby="owner-stay-settings-heading"
        className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
        key={record.updated_at ?? "defaults"}
      >
        <h2 id="owner-stay-settings-heading" className="text-xl font-semibold text-forest-950">
          Settings
        </h2>
        {form.message && <ErrorBox id={form.messageId}>{form.message}</ErrorBox>}
        {saved && (
          <p role="status" className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
            {saved}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              {...form.field(field.name)}
              label={field.label}
              hint={field.hint}
              inputMode="numeric"
              defaultValue={typed?.[field.name] ?? String(record[field.name])}
            />
          ))}
        </div>
        <div>
          <button
            type="submit"
            className="btn btn-primary h-11"
            disabled={form.busy}
            aria-busy={form.busy || undefined}
          >
            {form.busy ? "Saving…" : "Save the settings"}
          </button>
        </div>
      </form.Form>

      <section aria-labelledby="owner-stays-upcoming" className="mt-8">
        <h2 id="owner-stays-upcoming" className="text-xl font-semibold text-forest-950">
          {`Owner stays to come (${upcoming.length})`}
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-2 rounded-2xl bg-forest-50 p-4 text-sm text-ink/80">No owner stays are booked.</p>
        ) : (
          <ul className="mt-2 grid gap-3 lg:grid-cols-2" aria-label="Owner stays to come">
            {upcoming.map((stay) => (
              <li key={stay.id} className="rounded-2xl bg-white p-4 shadow-sm">
                <p className="font-semibold text-forest-950">
                  <Link to={`/admin/members/${stay.member.id}`} className={linkClass}>
                    {stay.member.name}
                  </Link>
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink/80">Villa</dt>
                  <dd>
                    {deskVillaText(stay.villa)}, {stay.villa.location}
                  </dd>
                  <dt className="text-ink/80">Dates</dt>
                  <dd>
                    {writtenDay(stay.check_in)} to {writtenDay(stay.check_out)} (
                    {`${stay.nights} ${stay.nights === 1 ? "night" : "nights"}`}
                    {stay.peak_nights > 0 ? `, ${stay.peak_nights} peak` : ""})
                  </dd>
                  <dt className="text-ink/80">At the property</dt>
                  <dd>{stay.housekeeping_fee > 0 ? formatRupees(stay.housekeeping_fee) : "Nothing to pay"}</dd>
                  <dt className="text-ink/80">Reference</dt>
                  <dd className="break-all font-mono text-xs">
                    <Link
                      to={`/admin/stays/${stay.id}`}
                      className={linkClass}
                      aria-label={`Stay ${stay.reference}: record and notes`}
                    >
                      {stay.reference}
                    </Link>
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
