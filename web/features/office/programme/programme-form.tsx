import { useRef, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { LOCATION_NAMES } from "../../../../common/locations";
import { MAX_SESSIONS, ONLINE, PROGRAMME_KINDS, WHO_MAY_BOOK } from "../../../../common/programme";
import {
  blankSession,
  KIND_LABELS,
  programmeFormValues,
  WHO_MAY_BOOK_LABELS,
  type SessionRow,
} from "../../../../common/programme-form";
import type { OfficeProgrammeItem } from "../../../../common/programme-schemas";
import { ErrorBox, SelectField, TextAreaField, TextField } from "../../../components/form-fields";
import { useForm } from "../../../lib/form";
import { ImageKeyField } from "../shared/image-field";
import { linkClass } from "../shared/queue-parts";
import type { ProgrammeFormResult } from "./programme.server";

const PATH = "/admin/programme";
const noSubscription = () => () => undefined;

type Row = SessionRow & { key: number };

/**
 * The rows of sessions: a day, a start and an end (India time) each. With JavaScript "Add a session" and each row's
 * "Remove" change the rows in the page; without it "Add a session" posts the form, which comes back with one more
 * row, and a row is removed by ticking its "Remove this session" when the form is saved.
 */
function SessionRows({
  initial,
  form,
  scripted,
}: {
  initial: SessionRow[];
  form: ReturnType<typeof useForm<ProgrammeFormResult>>;
  scripted: boolean;
}) {
  const next = useRef(initial.length);
  const [rows, setRows] = useState<Row[]>(() => initial.map((row, n) => ({ ...row, key: n })));
  // a new answer (a refusal, "Add a session") shows its rows
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setRows(initial.map((row) => ({ ...row, key: next.current++ })));
  }
  const groupError = form.errors.sessions;
  return (
    <fieldset
      className="grid gap-3 rounded-xl border border-forest-100 p-4"
      aria-describedby={["programme-sessions-hint", groupError ? "programme-sessions-error" : ""].join(" ").trim()}
    >
      <legend className="px-1 text-sm font-semibold text-forest-950">Sessions</legend>
      <p id="programme-sessions-hint" className="-mt-2 text-sm text-ink/80">
        Each a day with its start and end, India time. A course meets once a week, a retreat once a day. Leave a row
        empty to skip it.
      </p>
      {groupError && (
        <p id="programme-sessions-error" className="text-sm font-medium text-[#b42318]">
          {groupError}
        </p>
      )}
      <ol className="grid gap-3">
        {rows.map((row, n) => (
          <li key={row.key} className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
            <input type="hidden" name={`sessions.${n}.id`} value={row.id} />
            <TextField
              {...form.field(`sessions.${n}.day`)}
              id={`programme-session-${row.key}-day`}
              type="date"
              label={`Session ${n + 1}: day`}
              defaultValue={row.day}
            />
            <TextField
              {...form.field(`sessions.${n}.start_time`)}
              id={`programme-session-${row.key}-start`}
              type="time"
              label={`Session ${n + 1}: start`}
              defaultValue={row.start_time}
            />
            <TextField
              {...form.field(`sessions.${n}.end_time`)}
              id={`programme-session-${row.key}-end`}
              type="time"
              label={`Session ${n + 1}: end`}
              defaultValue={row.end_time}
            />
            {scripted ? (
              <button
                type="button"
                className="btn h-11"
                aria-label={`Remove session ${n + 1}`}
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
              >
                Remove
              </button>
            ) : (
              <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-forest-950">
                <input type="checkbox" name={`sessions.${n}.remove`} className="h-5 w-5 accent-saffron-700" />
                Remove this session
              </label>
            )}
          </li>
        ))}
      </ol>
      {rows.length < MAX_SESSIONS && (
        <div>
          {scripted ? (
            <button
              type="button"
              className="btn h-11"
              onClick={() => setRows((current) => [...current, { ...blankSession(), key: next.current++ }])}
            >
              Add a session
            </button>
          ) : (
            <button type="submit" name="intent" value="session.add" className="btn h-11">
              Add a session
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}

/**
 * An event, retreat or course: every field the public pages show, its sessions, places, price, who may book and the
 * optional Hindi version. Posted to the page's action (with or without JavaScript), checked there by the shared
 * schema and saved through the programme office's service; a refusal shows each field's message.
 */
export function ProgrammeForm({ item, result }: { item: OfficeProgrammeItem | null; result?: ProgrammeFormResult }) {
  const form = useForm<ProgrammeFormResult>({ id: "programme", actionData: result, toast: false });
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const sent = form.result && !form.result.ok ? form.result.values : undefined;
  const { values, sessions, published, fullMembersFree } = programmeFormValues(item, sent);
  // the rows change only when an answer brings others
  const [initialRows, setInitialRows] = useState({ sent, sessions });
  if (initialRows.sent !== sent) setInitialRows({ sent, sessions });
  const title = item ? `Edit ${item.title}` : "New event, retreat or course";
  const options = (list: readonly string[], label: (v: string) => string = (v) => v) =>
    list.map((v) => ({ value: v, label: label(v) }));
  return (
    <section aria-labelledby="programme-form-heading">
      <p className="text-sm">
        <Link to={PATH} className={linkClass}>
          Programme
        </Link>
      </p>
      <h1 id="programme-form-heading" className="mt-2 font-display text-3xl text-forest-950">
        {title}
      </h1>
      {item && (
        <p className="mt-2 text-ink/80">
          {`${item.seats_taken} of ${item.capacity} places taken · ${item.registrations} confirmed registrations · `}
          <Link to={`${PATH}/${item._id}/check-in`} className={linkClass}>
            Check-in
          </Link>
        </p>
      )}
      <form.Form
        {...form.props}
        encType="multipart/form-data"
        aria-labelledby="programme-form-heading"
        className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
        noValidate
      >
        {form.failure?.message && <ErrorBox id={form.messageId}>{form.failure.message}</ErrorBox>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.field("title")} label="Title" defaultValue={values.title} maxLength={120} required />
          <TextField
            {...form.field("slug")}
            label="Address (slug)"
            hint="Lower-case letters, digits and hyphens. Leave empty to make it from the title."
            defaultValue={values.slug}
            maxLength={80}
          />
          <SelectField
            {...form.field("kind")}
            label="Kind"
            options={options(PROGRAMME_KINDS, (k) => KIND_LABELS[k as keyof typeof KIND_LABELS])}
            defaultValue={values.kind}
          />
          <SelectField
            {...form.field("location")}
            label="Where"
            placeholder="Choose…"
            options={[...options(LOCATION_NAMES), { value: ONLINE, label: "Online" }]}
            defaultValue={values.location}
            required
          />
          <TextField
            {...form.field("instructor")}
            label="Led by"
            defaultValue={values.instructor}
            maxLength={120}
            required
          />
          <TextField
            {...form.field("level")}
            label="Level (optional)"
            hint="For example Beginner or All levels."
            defaultValue={values.level}
            maxLength={60}
          />
          <ImageKeyField
            {...form.field("image")}
            defaultValue={values.image}
            hint="An image key: artwork such as scenes/yoga-deck, or an image uploaded here."
          />
          <TextAreaField
            {...form.field("description")}
            label="Description"
            rows={5}
            defaultValue={values.description}
            className="sm:col-span-2"
            maxLength={4000}
            required
          />
        </div>
        <SessionRows initial={initialRows.sessions} form={form} scripted={scripted} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...form.field("capacity")}
            label="Places"
            hint="How many people can attend."
            inputMode="numeric"
            defaultValue={values.capacity}
            required
          />
          <TextField
            {...form.field("price")}
            label="Price per person (₹)"
            hint="Whole rupees; 0 for free."
            inputMode="numeric"
            defaultValue={values.price}
            required
          />
          <SelectField
            {...form.field("who_may_book")}
            label="Who may book"
            options={options(WHO_MAY_BOOK, (w) => WHO_MAY_BOOK_LABELS[w as keyof typeof WHO_MAY_BOOK_LABELS])}
            defaultValue={values.who_may_book}
          />
          <label className="flex min-h-11 items-center gap-3 self-end text-sm font-semibold text-forest-950">
            <input
              type="checkbox"
              name="full_members_free"
              defaultChecked={fullMembersFree}
              className="h-5 w-5 accent-saffron-700"
            />
            Full Members attend free
          </label>
          <TextAreaField
            {...form.field("cancellation_terms")}
            label="Cancellation terms (optional)"
            defaultValue={values.cancellation_terms}
            className="sm:col-span-2"
            maxLength={2000}
          />
        </div>
        <fieldset
          aria-describedby="programme-hindi-hint"
          className="grid gap-4 rounded-xl border border-forest-100 p-4"
        >
          <legend className="px-1 text-sm font-semibold text-forest-950">Hindi version (optional)</legend>
          <p id="programme-hindi-hint" className="-mt-2 text-sm text-ink/80">
            Shown on the Hindi pages. Where a field is left empty, those pages show the English.
          </p>
          <TextField
            {...form.field("title_hi")}
            label="Title in Hindi"
            lang="hi"
            defaultValue={values.title_hi}
            maxLength={160}
          />
          <TextAreaField
            {...form.field("description_hi")}
            label="Description in Hindi"
            lang="hi"
            rows={4}
            defaultValue={values.description_hi}
            maxLength={6000}
          />
        </fieldset>
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-forest-950">
          <input type="checkbox" name="published" defaultChecked={published} className="h-5 w-5 accent-saffron-700" />
          Published: listed on the site and open for booking
        </label>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary h-11" disabled={form.busy}>
            {item ? "Save" : "Create"}
          </button>
          <Link to={PATH} className="btn h-11">
            Cancel
          </Link>
        </div>
      </form.Form>
    </section>
  );
}
