import { Link } from "react-router";
import {
  CALENDAR_LABEL_MAX,
  CALENDAR_READ_EVERY_MINUTES,
  CALENDAR_URL_MAX,
  CALENDARS_PATH,
  CONFLICT_NOTE_MAX,
  CONFLICTS_PATH,
  type CalendarImportRecord,
  type ConflictRecord,
} from "../../../../common/calendar-imports";
import { clubMoment, writtenDay } from "../../../../common/club-time";
import { deskVillaText } from "../../../../common/office-stays";
import { ErrorBox, SelectField, TextAreaField, TextField } from "../../../components/form-fields";
import { useForm } from "../../../lib/form";
import { ConfirmStep } from "../shared/confirm-step";
import { DecisionAnswer, linkClass, useDecisionForm, useDecisions, type Decisions } from "../shared/queue-parts";
import type { CalendarResult } from "./calendars.server";

type Villa = { id: string; name: string; villa_number: string | null; location: string };
const villaLine = (villa: Villa) => `${deskVillaText(villa)}, ${villa.location}`;
const moment = (at: string | null) => (at ? clubMoment(new Date(at)) : "Never");
/** The last night of nights [start, end). */
const lastNight = (end: string) => {
  const at = new Date(`${end}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - 1);
  return at.toISOString().slice(0, 10);
};
const nightsText = (start: string, end: string) =>
  lastNight(end) === start ? writtenDay(start) : `${writtenDay(start)} to ${writtenDay(lastNight(end))}`;

/**
 * /admin/stays/calendars: each villa's outside calendars (another booking site's iCal address), read every 30
 * minutes; their bookings close the villa's nights here. The form to add one, and for each its last read, its
 * error, "Read now" and Remove (confirmed first). Each is a form of its own (decision 031).
 */
export function OutsideCalendarsPage({
  data,
  answer: posted,
}: {
  data: { villas: Villa[]; calendars: CalendarImportRecord[]; villa: string | null };
  answer?: CalendarResult;
}) {
  const decisions = useDecisions(posted?.intent === "read" || posted?.intent === "remove" ? posted : undefined);
  const shown = decisions.result && !decisions.result.confirm ? decisions.result : undefined;
  const chosen = data.villas.find((v) => v.id === data.villa);
  return (
    <section aria-labelledby="calendars-heading">
      <p className="flex flex-wrap gap-x-4 text-sm">
        <Link to="/admin/stays" className={linkClass}>
          Back to the desk
        </Link>
        <Link to={CONFLICTS_PATH} className={linkClass}>
          Calendar conflicts
        </Link>
      </p>
      <h1 id="calendars-heading" className="mt-2 font-display text-3xl text-forest-950">
        Outside calendars
      </h1>
      <p className="mt-2 text-ink/80">
        {`The calendars of other booking sites (Airbnb, Booking.com…) for each villa, read every ${CALENDAR_READ_EVERY_MINUTES} minutes. Their bookings close the villa's nights here; a night a stay here already holds is shown as a conflict to resolve.`}
      </p>
      {chosen && (
        <p className="mt-2 text-sm">
          {`One villa shown: ${villaLine(chosen)}. `}
          <Link to={CALENDARS_PATH} className={linkClass}>
            Show every villa
          </Link>
        </p>
      )}
      <DecisionAnswer result={shown} />

      <AddForm villas={data.villas} villa={data.villa} answer={posted?.intent === "add" ? posted : undefined} />

      <h2 className="mt-10 text-xl font-semibold text-forest-950">Calendars read</h2>
      {data.calendars.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-white p-4 text-ink/80 shadow-sm">
          No outside calendars yet. Add a villa&apos;s calendar address from the other site above.
        </p>
      ) : (
        <ul aria-label="Calendars read" className="mt-4 grid gap-3 lg:grid-cols-2">
          {data.calendars.map((calendar) => (
            <CalendarItem key={calendar.id} calendar={calendar} decisions={decisions} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One calendar: its villa and name, address, last read and error, what it closes, Read now and Remove. */
function CalendarItem({
  calendar,
  decisions,
}: {
  calendar: CalendarImportRecord;
  decisions: Decisions<CalendarResult>;
}) {
  const read = useDecisionForm(
    decisions,
    `read-${calendar.id}`,
    (answer) => answer.intent === "read" && answer.id === calendar.id,
  );
  const remove = useDecisionForm(
    decisions,
    `remove-${calendar.id}`,
    (answer) => answer.intent === "remove" && answer.id === calendar.id,
  );
  const name = `${calendar.label} of ${deskVillaText(calendar.villa)}`;
  return (
    <li className="grid min-w-0 gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <p className="font-semibold text-forest-950">{calendar.label}</p>
        <p className="text-sm text-ink/80">{villaLine(calendar.villa)}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink/80">Address</dt>
        <dd className="min-w-0 break-all font-mono text-xs">{calendar.url}</dd>
        <dt className="text-ink/80">Last read</dt>
        <dd>{moment(calendar.last_read_at)}</dd>
        <dt className="text-ink/80">Last tried</dt>
        <dd>{moment(calendar.last_tried_at)}</dd>
        <dt className="text-ink/80">Bookings</dt>
        <dd>{`${calendar.events} from today on; ${calendar.blocked_nights} nights closed here`}</dd>
        <dt className="text-ink/80">Conflicts</dt>
        <dd>
          {calendar.open_conflicts === 0 ? (
            "None open"
          ) : (
            <Link to={CONFLICTS_PATH} className={linkClass}>
              {`${calendar.open_conflicts} open`}
            </Link>
          )}
        </dd>
      </dl>
      {calendar.last_error && <ErrorBox announce={false}>{`Last read failed: ${calendar.last_error}`}</ErrorBox>}
      <div className="flex flex-wrap items-start gap-2">
        <read.Form {...read.props}>
          <input type="hidden" name="intent" value="read" />
          <input type="hidden" name="id" value={calendar.id} />
          <button type="submit" className="btn h-11" disabled={read.busy} aria-busy={read.busy}>
            {read.busy ? "Reading…" : "Read now"}
            <span className="sr-only">{` ${name}`}</span>
          </button>
        </read.Form>
        <ConfirmStep
          id={`remove-${calendar.id}`}
          fields={{ intent: "remove", id: calendar.id }}
          trigger="Remove"
          triggerLabel={`Remove ${name}`}
          triggerClass="h-11 rounded-full px-4 text-sm font-semibold text-[#b42318] ring-1 ring-[#b42318]/40 hover:bg-[#fef3f2]"
          question={`Remove ${name}?`}
          consequence={`The ${calendar.blocked_nights} nights it closes open again for search and booking here, and its conflicts go with it. Add it again to read it again.`}
          confirmLabel={`Confirm removing ${name}`}
          keepLabel="Keep reading it"
          asked={Boolean(decisions.posted?.confirm && decisions.posted.id === calendar.id)}
          onConfirm={remove.post}
          busy={remove.busy}
        />
      </div>
    </li>
  );
}

/** The form to add a villa's calendar: the villa, the calendar's name and its address. */
function AddForm({ villas, villa, answer }: { villas: Villa[]; villa: string | null; answer?: CalendarResult }) {
  const form = useForm<CalendarResult>({ id: "calendar-add", intent: "add", actionData: answer, toast: false });
  const sent = form.result && !form.result.ok ? form.result.values : undefined;
  return (
    <form.Form
      {...form.props}
      aria-labelledby="calendar-add-heading"
      className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      noValidate
    >
      <h2 id="calendar-add-heading" className="text-xl font-semibold text-forest-950">
        Add a calendar
      </h2>
      <p className="text-sm text-ink/80">
        The other site&apos;s calendar export address for the villa (often called iCal, .ics or &quot;export
        calendar&quot;). It is read at once, then every {CALENDAR_READ_EVERY_MINUTES} minutes.
      </p>
      <input type="hidden" name="intent" value="add" />
      {form.failure && <ErrorBox>{form.failure.message}</ErrorBox>}
      {form.result?.ok && (
        <p role="status" className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
          {form.result.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...form.field("property_id", { id: "calendar-villa" })}
          label="Villa"
          options={villas.map((v) => ({ value: v.id, label: villaLine(v) }))}
          placeholder="Choose a villa"
          defaultValue={sent?.property_id ?? villa ?? ""}
        />
        <TextField
          {...form.field("label", { id: "calendar-label" })}
          label="Name"
          hint="The site it comes from, e.g. Airbnb."
          maxLength={CALENDAR_LABEL_MAX}
          defaultValue={sent?.label ?? ""}
        />
        <TextField
          {...form.field("url", { id: "calendar-url" })}
          type="url"
          inputMode="url"
          label="Calendar address"
          placeholder="https://…/calendar.ics"
          maxLength={CALENDAR_URL_MAX}
          defaultValue={sent?.url ?? ""}
          className="sm:col-span-2"
        />
      </div>
      <div>
        <button type="submit" className="btn btn-primary h-11" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? "Adding and reading…" : "Add calendar"}
        </button>
      </div>
    </form.Form>
  );
}

/**
 * /admin/stays/conflicts: nights of an outside calendar that a stay booked here holds, open (oldest first) or
 * resolved; each open one resolved with a note of how it was settled.
 */
export function CalendarConflictsPage({
  data,
  answer: posted,
}: {
  data: { status: "open" | "resolved"; conflicts: ConflictRecord[] };
  answer?: CalendarResult;
}) {
  const decisions = useDecisions(posted);
  const open = data.status === "open";
  return (
    <section aria-labelledby="conflicts-heading">
      <p className="flex flex-wrap gap-x-4 text-sm">
        <Link to="/admin/stays" className={linkClass}>
          Back to the desk
        </Link>
        <Link to={CALENDARS_PATH} className={linkClass}>
          Outside calendars
        </Link>
      </p>
      <h1 id="conflicts-heading" className="mt-2 font-display text-3xl text-forest-950">
        Calendar conflicts
      </h1>
      <p className="mt-2 text-ink/80">
        A booking on another site for nights a stay here already holds. The stay here keeps its nights: settle it with
        the guest or the other site, then resolve the conflict with a note of what was done.
      </p>
      <nav aria-label="Conflicts shown" className="mt-4 flex flex-wrap gap-3">
        <Link
          to={CONFLICTS_PATH}
          className={`btn h-11 ${open ? "btn-primary" : ""}`}
          aria-current={open ? "page" : undefined}
        >
          Open
        </Link>
        <Link
          to={`${CONFLICTS_PATH}?status=resolved`}
          className={`btn h-11 ${open ? "" : "btn-primary"}`}
          aria-current={open ? undefined : "page"}
        >
          Resolved
        </Link>
      </nav>
      <DecisionAnswer result={decisions.result?.ok ? decisions.result : undefined} />
      {data.conflicts.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-forest-50 p-6 font-semibold text-forest-950">
          {open ? "No open conflicts." : "No resolved conflicts yet."}
        </p>
      ) : (
        <ul aria-label={open ? "Open conflicts" : "Resolved conflicts"} className="mt-4 grid gap-3 lg:grid-cols-2">
          {data.conflicts.map((conflict) => (
            <ConflictItem key={conflict.id} conflict={conflict} decisions={decisions} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ConflictItem({ conflict, decisions }: { conflict: ConflictRecord; decisions: Decisions<CalendarResult> }) {
  const form = useDecisionForm(decisions, `resolve-${conflict.id}`, (answer) => answer.id === conflict.id);
  const sent = form.result && !form.result.ok ? form.result.values : undefined;
  return (
    <li className="grid min-w-0 gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <div>
        <p className="font-semibold text-forest-950">{`${deskVillaText(conflict.villa)}, ${conflict.villa.location}`}</p>
        <p className="text-sm text-ink/80">{`${conflict.calendar}: ${nightsText(conflict.start_date, conflict.end_date)}`}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink/80">Stay here</dt>
        <dd>
          <Link to={`/admin/stays/${conflict.booking.id}`} className={linkClass}>
            {conflict.booking.reference}
          </Link>
          {` · ${conflict.booking.guest} · ${writtenDay(conflict.booking.check_in)} to ${writtenDay(conflict.booking.check_out)}`}
        </dd>
        <dt className="text-ink/80">Other site says</dt>
        <dd className="break-words">{conflict.summary || "A booking"}</dd>
        <dt className="text-ink/80">Found</dt>
        <dd>{moment(conflict.found_at)}</dd>
        {conflict.resolved_at && (
          <>
            <dt className="text-ink/80">Resolved</dt>
            <dd>
              {conflict.closed_by_read
                ? `${moment(conflict.resolved_at)}, by the next read`
                : `${moment(conflict.resolved_at)}${conflict.resolved_by ? ` by ${conflict.resolved_by}` : ""}`}
            </dd>
            <dt className="text-ink/80">Note</dt>
            <dd className="break-words">{conflict.note}</dd>
          </>
        )}
      </dl>
      {!conflict.resolved_at && (
        <form.Form {...form.props} noValidate className="grid gap-3">
          <input type="hidden" name="intent" value="resolve" />
          <input type="hidden" name="id" value={conflict.id} />
          {form.failure && !form.failure.errors?.note && <ErrorBox>{form.failure.message}</ErrorBox>}
          <TextAreaField
            {...form.field("note", { id: `resolve-${conflict.id}-note` })}
            label="How it was settled"
            maxLength={CONFLICT_NOTE_MAX}
            defaultValue={sent?.note ?? ""}
          />
          <div>
            <button type="submit" className="btn btn-primary h-11" disabled={form.busy} aria-busy={form.busy}>
              Resolve
              <span className="sr-only">{` the conflict with ${conflict.booking.reference}`}</span>
            </button>
          </div>
        </form.Form>
      )}
    </li>
  );
}
