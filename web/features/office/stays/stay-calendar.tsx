import { Form, Link, useNavigation } from "react-router";
import { DESTINATIONS } from "../../../../common/catalogue";
import { writtenDay } from "../../../../common/club-time";
import {
  BLOCK_NOTE_MAX,
  BLOCK_REASONS,
  CALENDAR_KINDS,
  CALENDAR_PAGE_SIZE,
  deskMessages as d,
  deskVillaText,
  type CalendarEntry,
  type CalendarMonth,
  type DeskVilla,
} from "../../../../common/office-stays";
import { CALENDARS_PATH } from "../../../../common/calendar-imports";
import { Pagination } from "../../../components/pagination";
import { ErrorBox, SelectField, TextField } from "../../../components/form-fields";
import { useForm } from "../../../lib/form";
import { DecisionAnswer, linkClass, useDecisionForm, useDecisions, type Decisions } from "../shared/queue-parts";
import type { DeskAnswer } from "./desk-day";

const PATH = "/admin/stays/calendar";
const locationOptions = DESTINATIONS.map((l) => ({ value: l, label: l }));
/** The cell colours of each kind (the letter says it too, for those who cannot tell the colours apart). */
const KIND_STYLE: Record<CalendarEntry["kind"], string> = {
  stay: "bg-forest-100 text-forest-950",
  block: "bg-saffron-300 text-forest-950",
  hold: "bg-stone-200 text-forest-950",
  owner: "bg-cream-200 text-forest-950",
};
const letterOf = (kind: CalendarEntry["kind"]) => CALENDAR_KINDS.find((k) => k.value === kind)!.letter;
const monthName = (month: string) =>
  new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const dayNumber = (day: string) => Number(day.slice(8));
const lastNight = (end: string) => {
  const at = new Date(`${end}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - 1);
  return at.toISOString().slice(0, 10);
};

/** What holds a villa's night: the first entry whose nights [start, end) include it. */
const entryOn = (entries: CalendarEntry[], day: string) => entries.find((e) => e.start <= day && day < e.end);

export type CalendarPageData = {
  calendar: CalendarMonth;
  villas: Pick<DeskVilla, "id" | "name" | "villa_number">[];
  propertyId: string | null;
  queryError: string | null;
  saved: string | null;
};

/**
 * The stays desk's calendar: a location's month, navigable by month; on wide screens a grid of
 * villas by day (a letter per kind of entry, named in the legend, never colour alone), on every screen each villa's
 * entries as a list with its .ics feed; the form to block a villa's nights and a button to lift each block. Each is
 * a form of its own (decision 031); a success is the action's redirect to the month, which says it.
 */
export function StayCalendarPage({ data, answer: posted }: { data: CalendarPageData; answer?: DeskAnswer }) {
  const { calendar } = data;
  // each block's Lift answers on its own and hands a refusal to the page, which says it at the top
  const decisions = useDecisions(posted?.intent === "lift" ? posted : undefined);
  const answer = decisions.result;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === PATH;
  // the month's links keep the filters and the page
  const filterSearch = (extra: Record<string, string>) => {
    const params = new URLSearchParams({ location: calendar.location, ...extra });
    if (data.propertyId) params.set("propertyId", data.propertyId);
    if (calendar.type) params.set("type", calendar.type);
    if (calendar.block) params.set("block", calendar.block);
    return params;
  };
  const link = (month: string) => {
    const params = filterSearch({ month });
    if (calendar.page > 1) params.set("page", String(calendar.page));
    return `${PATH}?${params}`;
  };
  const blockAnswer = posted?.intent === "block" ? posted : undefined;
  return (
    <section aria-labelledby="calendar-heading">
      <p className="flex flex-wrap gap-x-4 text-sm">
        <Link to="/admin/stays" className={linkClass}>
          Back to the desk
        </Link>
        <Link to={CALENDARS_PATH} className={linkClass}>
          Outside calendars
        </Link>
      </p>
      <h1 id="calendar-heading" className="mt-2 font-display text-3xl text-forest-950">
        Stays calendar
      </h1>
      <p className="mt-2 text-ink/80">
        Each villa&apos;s stays and blocked nights in a month. A block keeps the villa out of search and booking.
      </p>

      {data.saved && (
        <p role="status" className="mt-4 rounded-2xl bg-forest-50 p-4 font-semibold text-forest-950">
          {data.saved === "lifted" ? d.blockLifted : d.blocked}
        </p>
      )}
      {answer?.intent === "lift" && <DecisionAnswer result={answer} />}

      <Form
        method="get"
        action={PATH}
        aria-label="Choose the month"
        className="mt-6 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:items-end lg:grid-cols-[1fr_1fr_1fr_1fr_auto]"
      >
        <SelectField
          id="calendar-location"
          name="location"
          label="Location"
          options={locationOptions}
          defaultValue={calendar.location}
        />
        <SelectField
          id="calendar-type"
          name="type"
          label="Kind of home"
          placeholder="Every kind"
          options={calendar.types.map((t) => ({ value: t.id, label: t.name }))}
          defaultValue={calendar.type ?? ""}
        />
        <SelectField
          id="calendar-block"
          name="block"
          label="Block"
          placeholder="Every block"
          options={calendar.blocks.map((b) => ({ value: b.id, label: b.name }))}
          defaultValue={calendar.block ?? ""}
        />
        <TextField
          id="calendar-month"
          name="month"
          type="month"
          label="Month"
          defaultValue={calendar.month}
          error={data.queryError ?? undefined}
        />
        <button type="submit" className="btn-primary h-11" aria-busy={loading}>
          {loading ? "Loading…" : "Show"}
        </button>
      </Form>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold text-forest-950" aria-live="polite">
          {`${calendar.location}, ${monthName(calendar.month)}`}
        </h2>
        <nav aria-label="Months" className="flex gap-3">
          <Link to={link(calendar.previous)} className="btn h-11">
            Previous month
          </Link>
          <Link to={link(calendar.next)} className="btn h-11">
            Next month
          </Link>
        </nav>
      </div>
      {data.propertyId && (
        <p className="mt-2 text-sm">
          One villa shown.{" "}
          <Link
            to={`${PATH}?location=${encodeURIComponent(calendar.location)}&month=${calendar.month}`}
            className={linkClass}
          >
            Show every villa of {calendar.location}
          </Link>
        </p>
      )}

      <section aria-labelledby="legend-heading" className="mt-4 rounded-2xl bg-white p-4 shadow-sm">
        <h3 id="legend-heading" className="text-sm font-semibold text-forest-950">
          Legend
        </h3>
        <ul className="mt-2 flex flex-wrap gap-4 text-sm">
          {CALENDAR_KINDS.map((k) => (
            <li key={k.value} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-grid h-6 w-6 place-items-center rounded font-bold ${KIND_STYLE[k.value]}`}
              >
                {k.letter}
              </span>
              {`${k.letter}: ${k.label}`}
            </li>
          ))}
          <li className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-grid h-6 w-6 place-items-center rounded border border-forest-100"
            >
              ·
            </span>
            ·: Free
          </li>
        </ul>
      </section>

      <div className={loading ? "opacity-60" : undefined}>
        {calendar.villas.length === 0 ? (
          <p className="mt-4 rounded-2xl bg-forest-50 p-6 font-semibold text-forest-950">
            {calendar.type || calendar.block
              ? "No villas of this kind or block at this location."
              : "No villas at this location."}
          </p>
        ) : (
          <>
            <div
              className="mt-4 hidden overflow-x-auto rounded-2xl bg-white shadow-sm lg:block"
              role="region"
              aria-label="Month grid"
              tabIndex={0}
            >
              <table className="w-full border-collapse text-center text-xs">
                <caption className="sr-only">{`Nights of each villa in ${monthName(calendar.month)}: S a stay, B blocked, · free`}</caption>
                <thead className="bg-forest-50 text-forest-950">
                  <tr>
                    <th scope="col" className="px-2 py-2 text-left">
                      Villa
                    </th>
                    {calendar.days.map((day) => (
                      <th key={day} scope="col" className="px-0.5 py-2 font-semibold">
                        <abbr title={writtenDay(day)} className="no-underline">
                          {dayNumber(day)}
                        </abbr>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {calendar.villas.map((villa) => (
                    <tr key={villa.id} className="border-t border-forest-100">
                      <th scope="row" className="whitespace-nowrap px-2 py-1.5 text-left font-semibold">
                        {deskVillaText(villa)}
                      </th>
                      {calendar.days.map((day) => {
                        const entry = entryOn(villa.entries, day);
                        return (
                          <td
                            key={day}
                            title={entry ? `${entry.title}: ${entry.detail}` : undefined}
                            className={`px-0.5 py-1.5 font-bold ${entry ? KIND_STYLE[entry.kind] : "text-ink/60"}`}
                          >
                            {entry ? letterOf(entry.kind) : "·"}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <ul className="mt-4 grid gap-3 md:grid-cols-2" aria-label="Villas this month">
              {calendar.villas.map((villa) => (
                <li key={villa.id} className="rounded-2xl bg-white p-4 shadow-sm">
                  <h3 className="text-lg font-semibold text-forest-950">{deskVillaText(villa)}</h3>
                  {villa.entries.length === 0 ? (
                    <p className="mt-1 text-sm text-ink/80">Free all month.</p>
                  ) : (
                    <ul className="mt-2 grid gap-2 text-sm" aria-label={`${deskVillaText(villa)} this month`}>
                      {villa.entries.map((entry) => (
                        <li key={entry.id} className="rounded-xl bg-forest-50 p-3">
                          <p className="font-semibold">
                            <span aria-hidden="true">{`${letterOf(entry.kind)} · `}</span>
                            {entry.title}
                          </p>
                          <p>{`${writtenDay(entry.start)} to ${writtenDay(lastNight(entry.end))} (last night), free ${writtenDay(entry.end)}`}</p>
                          {entry.detail && <p className="break-words text-ink/80">{entry.detail}</p>}
                          {/* an outside calendar's block goes with its booking there, or with the calendar */}
                          {entry.kind === "block" && entry.status !== "external" && (
                            <LiftForm
                              entry={entry}
                              label={` of ${deskVillaText(villa)} from ${writtenDay(entry.start)}`}
                              decisions={decisions}
                            />
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                  <p className="mt-3 text-sm">
                    <a href={villa.feed_url} className={linkClass}>
                      Calendar feed (.ics)<span className="sr-only">{` of ${deskVillaText(villa)}`}</span>
                    </a>
                  </p>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-center text-sm text-ink/80">
              {`Villas ${(calendar.page - 1) * CALENDAR_PAGE_SIZE + 1}–${(calendar.page - 1) * CALENDAR_PAGE_SIZE + calendar.villas.length} of ${calendar.total}`}
            </p>
            <Pagination
              current={calendar.page}
              total={calendar.pages}
              search={filterSearch({ month: calendar.month })}
            />
          </>
        )}
      </div>

      <BlockForm villas={data.villas} answer={blockAnswer} />
    </section>
  );
}

/** A block's Lift button: a form of its own, its refusal handed to the page. */
function LiftForm({
  entry,
  label,
  decisions,
}: {
  entry: CalendarEntry;
  label: string;
  decisions: Decisions<DeskAnswer>;
}) {
  const form = useDecisionForm(decisions, `lift-${entry.id}`, (answer) => answer.id === entry.id);
  return (
    <form.Form {...form.props} className="mt-2">
      <input type="hidden" name="intent" value="lift" />
      <input type="hidden" name="id" value={entry.id} />
      <button type="submit" className="btn h-11" disabled={form.busy}>
        Lift block
        <span className="sr-only">{label}</span>
      </button>
    </form.Form>
  );
}

/** The form to block a villa's nights: the villa, the first night, the day it is free again, the reason and a note. */
function BlockForm({ villas, answer }: { villas: CalendarPageData["villas"]; answer?: DeskAnswer }) {
  const form = useForm<DeskAnswer>({ id: "block", actionData: answer, toast: false });
  const sent = form.result && !form.result.ok ? form.result.values : undefined;
  return (
    <form.Form
      {...form.props}
      aria-labelledby="block-heading"
      className="mt-8 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      noValidate
    >
      <h2 id="block-heading" className="text-xl font-semibold text-forest-950">
        Block a villa
      </h2>
      <p className="text-sm text-ink/80">
        For maintenance or the owner&apos;s own use. Members cannot find or book the villa for those nights.
      </p>
      <input type="hidden" name="intent" value="block" />
      {form.failure && <ErrorBox>{form.failure.message}</ErrorBox>}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...form.field("property_id", { id: "block-villa" })}
          label="Villa"
          options={villas.map((v) => ({ value: v.id, label: deskVillaText(v) }))}
          placeholder="Choose a villa"
          defaultValue={sent?.property_id ?? ""}
          className="sm:col-span-2"
        />
        <TextField
          {...form.field("start_date", { id: "block-start" })}
          type="date"
          label="First night"
          defaultValue={sent?.start_date ?? ""}
        />
        <TextField
          {...form.field("end_date", { id: "block-end" })}
          type="date"
          label="Free again on"
          hint="The day after the last blocked night."
          defaultValue={sent?.end_date ?? ""}
        />
        <SelectField
          {...form.field("reason", { id: "block-reason" })}
          label="Reason"
          options={BLOCK_REASONS}
          defaultValue={sent?.reason ?? "maintenance"}
        />
        <TextField
          {...form.field("note", { id: "block-note" })}
          label="Note (optional)"
          defaultValue={sent?.note ?? ""}
          maxLength={BLOCK_NOTE_MAX}
        />
      </div>
      <div>
        <button type="submit" className="btn btn-primary h-11" disabled={form.busy}>
          Block villa
        </button>
      </div>
    </form.Form>
  );
}
