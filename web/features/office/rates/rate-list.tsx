import { Form, Link, useSearchParams } from "react-router";
import { writtenDay } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import { rateMessages as m, WEEKDAYS, weekdaysText, type RateList, type RateRecord } from "../../../../common/rates";
import { MAX_NIGHTS } from "../../../../common/stays";
import { Pagination } from "../../../components/pagination";
import { ErrorBox, SelectField, TextField } from "../../../components/form-fields";
import { useForm } from "../../../lib/form";
import { ConfirmStep } from "../shared/confirm-step";
import { linkClass, QueueCount, QueueEmpty, useListLoading } from "../shared/queue-parts";
import type { RateFormResult } from "./rates.server";

const PATH = "/admin/rates";

type Targets = {
  types: { id: string; name: string }[];
  villas: { id: string; name: string; location: string; typeId: string }[];
};

export type RatesPageData = {
  target: string;
  targets: Targets;
  list: RateList & { pages: number };
  form: { mode: "new" } | { mode: "edit"; rate: RateRecord } | null;
  editMissing: boolean;
  saved: string | null;
};

/** The one select of a kind of home or a villa: `type:<id>`, `villa:<id>`. */
const targetOptions = (targets: Targets) => [
  ...targets.types.map((t) => ({ value: `type:${t.id}`, label: `${t.name} (every villa of the kind)` })),
  ...targets.villas.map((v) => ({ value: `villa:${v.id}`, label: `${v.name}, ${v.location}` })),
];

const nightsText = (r: RateRecord) => `${writtenDay(r.first_night)} to ${writtenDay(r.last_night)}`;
const priceText = (r: RateRecord) =>
  r.weekend_price === null
    ? `${formatRupees(r.nightly_price)} a night`
    : `${formatRupees(r.nightly_price)} a night, ${formatRupees(r.weekend_price)} Friday and Saturday`;
const rulesText = (r: RateRecord) =>
  [
    r.min_stay > 1 ? `At least ${r.min_stay} nights` : "",
    r.closed_to_arrival.length > 0 ? `No arrivals on ${weekdaysText(r.closed_to_arrival)}` : "",
    r.peak ? "Peak" : "",
  ]
    .filter(Boolean)
    .join(" · ") || "None";

/**
 * The office's rate periods: a filter by kind of home or villa (a plain GET form), the periods by first night as a
 * table on wide screens and as cards on a phone, paging, empty states; a form to add or edit a period, posted to the
 * page's action (works without JavaScript), and Delete through ConfirmStep.
 */
export function RatesPage({ data, result }: { data: RatesPageData; result?: RateFormResult }) {
  const { list, form } = data;
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  const options = targetOptions(data.targets);
  return (
    <section aria-labelledby="rates-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="rates-heading" className="font-display text-3xl text-forest-950">
          Rates
        </h1>
        <Link to={`${PATH}?new=1`} className="btn btn-primary h-11">
          New rate period
        </Link>
      </div>
      <p className="mt-2 text-ink/80">
        A period prices the nights of a kind of home or of one villa; a villa&apos;s own period wins over its
        kind&apos;s. Nights no period covers are at the villa&apos;s price per night.
      </p>

      {data.saved && !form && (
        <p role="status" className="mt-4 rounded-2xl bg-forest-50 p-4 font-semibold text-forest-950">
          {data.saved}
        </p>
      )}
      {data.editMissing && (
        <div className="mt-4">
          <ErrorBox>{m.notFound}</ErrorBox>
        </div>
      )}
      {result && !result.confirm && result.intent === "delete" && (
        <div className="mt-4">
          <ErrorBox>{result.message}</ErrorBox>
        </div>
      )}

      {form && (
        <RateForm
          key={form.mode === "edit" ? form.rate.id : "new"}
          rate={form.mode === "edit" ? form.rate : null}
          options={options}
          result={result?.intent === "delete" ? undefined : result}
        />
      )}

      <Form method="get" role="search" aria-label="Rate periods" className="mt-6 flex flex-wrap items-end gap-3">
        <SelectField
          id="rates-target"
          name="target"
          label="Kind of home or villa"
          placeholder="Every period"
          options={options}
          defaultValue={data.target}
          className="min-w-0 max-w-full sm:w-96"
        />
        <button type="submit" className="btn h-11">
          Show periods
        </button>
      </Form>

      <QueueCount
        path={PATH}
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={["rate period", "rate periods"]}
      />

      {list.items.length === 0 ? (
        <QueueEmpty
          message={data.target ? m.noMatch : m.none}
          searched={Boolean(data.target)}
          path={PATH}
          resetLabel="show every period"
          hint="Choose another kind of home or villa"
        />
      ) : (
        <ul className={`mt-4 grid gap-3 ${loading ? "opacity-60" : ""}`} aria-label="Rate periods by first night">
          {list.items.map((r) => (
            <li key={r.id} className="rounded-2xl bg-white p-4 shadow-sm">
              <p className="font-semibold text-forest-950">{r.target}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-ink/80">Nights</dt>
                <dd>{nightsText(r)}</dd>
                <dt className="text-ink/80">Price</dt>
                <dd>{priceText(r)}</dd>
                <dt className="text-ink/80">Rules</dt>
                <dd>{rulesText(r)}</dd>
              </dl>
              <div className="mt-3 flex flex-wrap items-start gap-3">
                <Link
                  to={`${PATH}?edit=${r.id}`}
                  className={`${linkClass} inline-flex h-11 items-center`}
                  aria-label={`Edit the period of ${r.target}, ${nightsText(r)}`}
                >
                  Edit
                </Link>
                <DeleteRate rate={r} result={result} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

/** Delete a period, confirmed first (with JavaScript in place; without, the action asks). */
function DeleteRate({ rate, result }: { rate: RateRecord; result?: RateFormResult }) {
  const form = useForm({ id: `delete-rate-${rate.id}`, navigate: true, toast: false });
  const asked = Boolean(result?.confirm && result.intent === "delete" && result.id === rate.id);
  return (
    <ConfirmStep
      id={`delete-rate-${rate.id}`}
      fields={{ intent: "delete", id: rate.id }}
      trigger="Delete"
      triggerLabel={`Delete the period of ${rate.target}, ${nightsText(rate)}`}
      triggerClass="h-11 rounded-full px-4 text-sm font-semibold text-[#b42318] ring-1 ring-[#b42318]/40 hover:bg-[#fef3f2]"
      question={`Delete the period of ${rate.target}, ${nightsText(rate)}?`}
      consequence="Its nights are priced at each villa's price per night again (or by its kind's period), and its minimum stay and closed days no longer apply. Stays already booked keep their price."
      confirmLabel="Confirm deleting the period"
      keepLabel="Keep the period"
      asked={asked}
      onConfirm={form.post}
      busy={form.busy}
    />
  );
}

/**
 * The form of a new period (`rate` null) or of one to edit (decision 031); after a refused post, the values sent and
 * each field's message. A saved period is the action's redirect to the list, which says it.
 */
function RateForm({
  rate,
  options,
  result,
}: {
  rate: RateRecord | null;
  options: { value: string; label: string }[];
  result?: RateFormResult;
}) {
  const form = useForm({ id: "rate", actionData: result, toast: false });
  const refused = form.result && !form.result.ok ? (form.result as RateFormResult) : undefined;
  const sent = refused?.values;
  const value = (name: string, stored: string | number | null | undefined) =>
    sent ? (sent[name] ?? "") : stored == null ? "" : String(stored);
  const storedTarget = rate ? (rate.property_id ? `villa:${rate.property_id}` : `type:${rate.property_type_id}`) : "";
  const closed = sent
    ? (sent.closed_to_arrival ?? "").split(",").filter(Boolean).map(Number)
    : (rate?.closed_to_arrival ?? []);
  const peak = sent ? sent.peak === "on" : (rate?.peak ?? false);
  return (
    <form.Form
      {...form.props}
      aria-labelledby="rate-form-heading"
      className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      noValidate
    >
      <h2 id="rate-form-heading" className="text-xl font-semibold text-forest-950">
        {rate ? `Edit the period of ${rate.target}` : "New rate period"}
      </h2>
      <input type="hidden" name="intent" value="save" />
      {rate && <input type="hidden" name="id" value={rate.id} />}
      {form.failure && <ErrorBox>{form.failure.message}</ErrorBox>}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...form.field("property_id", { id: "rate-target" })}
          name="target"
          label="Kind of home or villa"
          placeholder="Choose…"
          options={options}
          defaultValue={value("target", storedTarget)}
          className="min-w-0 sm:col-span-2"
        />
        <TextField
          {...form.field("first_night", { id: "rate-first-night" })}
          type="date"
          label="First night"
          defaultValue={value("first_night", rate?.first_night)}
          required
        />
        <TextField
          {...form.field("last_night", { id: "rate-last-night" })}
          type="date"
          label="Last night"
          hint="The night before the last check-out day."
          defaultValue={value("last_night", rate?.last_night)}
          required
        />
        <TextField
          {...form.field("nightly_price", { id: "rate-nightly-price" })}
          label="Nightly price (₹)"
          inputMode="numeric"
          defaultValue={value("nightly_price", rate?.nightly_price)}
          required
        />
        <TextField
          {...form.field("weekend_price", { id: "rate-weekend-price" })}
          label="Weekend price (₹, optional)"
          hint="Friday and Saturday nights; empty for the nightly price."
          inputMode="numeric"
          defaultValue={value("weekend_price", rate?.weekend_price)}
        />
        <TextField
          {...form.field("min_stay", { id: "rate-min-stay" })}
          label="Minimum stay (nights)"
          hint={`1 to ${MAX_NIGHTS}: a stay over any of these nights is at least this long.`}
          inputMode="numeric"
          defaultValue={value("min_stay", rate?.min_stay ?? 1)}
          required
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-forest-950">Closed to arrival (no check-in on these days)</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {WEEKDAYS.map((d) => (
            <label key={d.value} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="closed_to_arrival"
                value={d.value}
                defaultChecked={closed.includes(d.value)}
                className="h-5 w-5 accent-saffron-700"
              />
              {d.label}
            </label>
          ))}
        </div>
        {form.errors.closed_to_arrival && <ErrorBox>{form.errors.closed_to_arrival}</ErrorBox>}
      </fieldset>
      <label className="flex items-center gap-3 text-sm font-semibold text-forest-950">
        <input type="checkbox" name="peak" defaultChecked={peak} className="h-5 w-5 accent-saffron-700" />
        Peak period (owners&apos; peak nights are counted from these)
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary h-11" disabled={form.busy}>
          {rate ? "Save period" : "Add period"}
        </button>
        <Link to={PATH} className="btn h-11">
          Cancel
        </Link>
      </div>
    </form.Form>
  );
}
