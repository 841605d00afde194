import { Link, useSearchParams } from "react-router";
import { writtenDay } from "../../../../common/club-time";
import {
  COUPON_CONDITIONS,
  COUPON_DESCRIPTION_MAX,
  COUPON_FILTERS,
  COUPON_KINDS,
  COUPON_STATE_LABELS,
  couponConditionsText,
  couponMessages as m,
  type CouponList,
  type CouponRecord,
} from "../../../../common/coupons";
import { couponOffer, MAX_NIGHTS } from "../../../../common/stays";
import { Pagination } from "../../../components/pagination";
import { ErrorBox, SelectField, TextField, type FieldErrors } from "../../../components/form-fields";
import { useForm } from "../../../lib/form";
import { linkClass, ListFilters, QueueCount, QueueEmpty, useListLoading } from "../shared/queue-parts";
import { CsvLink, csvHref } from "../shared/csv-link";

const PATH = "/admin/coupons";
const filterOptions = [{ value: "", label: "All coupons" }, ...COUPON_FILTERS];

const offerText = (c: CouponRecord) => couponOffer(c);
const usesText = (c: CouponRecord) =>
  c.usage_limit === null ? `${c.uses} (no limit)` : `${c.uses} of ${c.usage_limit}`;
const datesText = (c: CouponRecord) => {
  if (c.valid_from && c.valid_to) return `${writtenDay(c.valid_from)} to ${writtenDay(c.valid_to)}`;
  if (c.valid_from) return `From ${writtenDay(c.valid_from)}`;
  if (c.valid_to) return `Until ${writtenDay(c.valid_to)}`;
  return "Any day";
};
const nightsText = (n: number) => `${n} ${n === 1 ? "night" : "nights"}`;

export type CouponsPageData = {
  query: { q: string; status: string };
  statusError: string | null;
  list: CouponList & { pages: number };
  form: { mode: "new" } | { mode: "edit"; coupon: CouponRecord } | null;
  editMissing: boolean;
  saved: string | null;
};

/**
 * The office's coupons: a search by code and a filter in a plain GET form, the coupons with their
 * uses as a table on wide screens and as cards on a phone, paging links, empty states; a form for a new coupon or
 * to edit one, posted to the page's action (works without JavaScript), with each field's message.
 */
export function CouponsPage({
  data,
  result,
}: {
  data: CouponsPageData;
  result?: { ok: false; message: string; errors: FieldErrors; values: Record<string, string> };
}) {
  const { query, list, form } = data;
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  const filtered = Boolean(query.q || query.status);
  return (
    <section aria-labelledby="coupons-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="coupons-heading" className="font-display text-3xl text-forest-950">
          Coupons
        </h1>
        <div className="flex flex-wrap items-center gap-4">
          <CsvLink href={csvHref("/api/admin/coupons.csv", query)} />
          <Link to={`${PATH}?new=1`} className="btn btn-primary h-11">
            New coupon
          </Link>
        </div>
      </div>
      <p className="mt-2 text-ink/80">
        The coupons members can apply on the booking review. A stay booked with a coupon counts as one use until it is
        cancelled.
      </p>

      {data.saved && !form && (
        <p role="status" className="mt-4 rounded-2xl bg-forest-50 p-4 font-semibold text-forest-950">
          {`${m.saved}: ${data.saved}`}
        </p>
      )}
      {data.editMissing && (
        <div className="mt-4">
          <ErrorBox>{m.notFound}</ErrorBox>
        </div>
      )}

      {form && (
        <CouponForm
          key={form.mode === "edit" ? form.coupon.id : "new"}
          coupon={form.mode === "edit" ? form.coupon : null}
          result={result}
        />
      )}

      <ListFilters
        key={`${query.status}|${query.q}`}
        label="Coupons"
        idPrefix="coupons"
        q={query.q}
        searchLabel="Search by code"
        placeholder="For example FIRSTSTAY"
        filterName="status"
        filterLabel="Show"
        filter={query.status}
        options={filterOptions}
        filterError={data.statusError}
        submitLabel="Show coupons"
      />

      <QueueCount
        path={PATH}
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={["coupon", "coupons"]}
        after={query.q ? " found" : ""}
      />

      {list.items.length === 0 ? (
        <QueueEmpty
          message={filtered ? m.noMatch : m.none}
          searched={filtered}
          path={PATH}
          resetLabel="show every coupon"
          hint="Try another code"
        />
      ) : (
        <div className={loading ? "opacity-60" : undefined}>
          <table className="mt-4 hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm md:table">
            <caption className="sr-only">Coupons by code</caption>
            <thead className="bg-forest-50 text-forest-950">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Code
                </th>
                <th scope="col" className="px-4 py-3">
                  Discount
                </th>
                <th scope="col" className="px-4 py-3">
                  Minimum stay
                </th>
                <th scope="col" className="px-4 py-3">
                  Valid
                </th>
                <th scope="col" className="px-4 py-3">
                  Uses
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Change</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((c) => (
                <tr key={c.id} className="border-t border-forest-100 align-top">
                  <td className="px-4 py-3">
                    <span className="font-mono font-bold">{c.code}</span>
                    <span className="block text-ink/80">{c.description}</span>
                    {couponConditionsText(c) && (
                      <span className="block font-semibold text-forest-900">{couponConditionsText(c)}</span>
                    )}
                  </td>
                  <td className="px-4 py-3">{offerText(c)}</td>
                  <td className="px-4 py-3">{nightsText(c.min_nights)}</td>
                  <td className="px-4 py-3">{datesText(c)}</td>
                  <td className="px-4 py-3">{usesText(c)}</td>
                  <td className="px-4 py-3">{COUPON_STATE_LABELS[c.state]}</td>
                  <td className="px-4 py-3">
                    <Link to={`${PATH}?edit=${c.id}`} className={linkClass} aria-label={`Edit ${c.code}`}>
                      Edit
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 grid gap-3 md:hidden" aria-label="Coupons by code">
            {list.items.map((c) => (
              <li key={c.id} className="rounded-2xl bg-white p-4 shadow-sm">
                <p className="font-mono text-lg font-bold text-forest-950">{c.code}</p>
                <p className="text-sm text-ink/80">{c.description}</p>
                {couponConditionsText(c) && (
                  <p className="text-sm font-semibold text-forest-900">{couponConditionsText(c)}</p>
                )}
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink/80">Discount</dt>
                  <dd>{offerText(c)}</dd>
                  <dt className="text-ink/80">Minimum stay</dt>
                  <dd>{nightsText(c.min_nights)}</dd>
                  <dt className="text-ink/80">Valid</dt>
                  <dd>{datesText(c)}</dd>
                  <dt className="text-ink/80">Uses</dt>
                  <dd>{usesText(c)}</dd>
                  <dt className="text-ink/80">Status</dt>
                  <dd>{COUPON_STATE_LABELS[c.state]}</dd>
                </dl>
                <Link
                  to={`${PATH}?edit=${c.id}`}
                  className={`${linkClass} mt-2 inline-block`}
                  aria-label={`Edit ${c.code}`}
                >
                  Edit
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

/**
 * The form of a new coupon (`coupon` null) or of one to edit (decision 031); after a refused post, the values sent
 * and each field's message. A saved coupon is the action's redirect to the list, which says it.
 */
function CouponForm({
  coupon,
  result,
}: {
  coupon: CouponRecord | null;
  result?: { ok: false; message: string; errors: FieldErrors; values: Record<string, string> };
}) {
  const form = useForm({ id: "coupon", actionData: result, toast: false });
  const refused = form.result && !form.result.ok ? form.result : undefined;
  const sent = refused?.values;
  const value = (name: string, stored: string | number | null | undefined) =>
    sent ? (sent[name] ?? "") : stored == null ? "" : String(stored);
  const active = sent ? sent.active === "on" : (coupon?.active ?? true);
  const title = coupon ? `Edit ${coupon.code}` : "New coupon";
  return (
    <form.Form
      {...form.props}
      aria-labelledby="coupon-form-heading"
      className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      noValidate
    >
      <h2 id="coupon-form-heading" className="text-xl font-semibold text-forest-950">
        {title}
      </h2>
      {coupon && <input type="hidden" name="id" value={coupon.id} />}
      {form.failure && <ErrorBox>{form.failure.message}</ErrorBox>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.field("code", { id: "coupon-code" })}
          label="Code"
          hint="3 to 20 letters and digits; members type it in capitals or not."
          defaultValue={value("code", coupon?.code)}
          maxLength={20}
          autoCapitalize="characters"
          required
        />
        <SelectField
          {...form.field("kind", { id: "coupon-kind" })}
          label="Discount type"
          options={COUPON_KINDS}
          defaultValue={value("kind", coupon?.kind ?? "percent")}
        />
        <TextField
          {...form.field("description", { id: "coupon-description" })}
          label="Description"
          hint="What members read beside the code."
          defaultValue={value("description", coupon?.description)}
          maxLength={COUPON_DESCRIPTION_MAX}
          className="sm:col-span-2"
          required
        />
        <TextField
          {...form.field("value", { id: "coupon-value" })}
          label="Discount"
          hint="A percent (1 to 100) or whole rupees, off the room charges."
          inputMode="numeric"
          defaultValue={value("value", coupon?.value)}
          required
        />
        <TextField
          {...form.field("min_nights", { id: "coupon-min-nights" })}
          label="Minimum stay (nights)"
          hint={`1 to ${MAX_NIGHTS}.`}
          inputMode="numeric"
          defaultValue={value("min_nights", coupon?.min_nights ?? 1)}
          required
        />
        <TextField
          {...form.field("valid_from", { id: "coupon-valid-from" })}
          type="date"
          label="First day (optional)"
          defaultValue={value("valid_from", coupon?.valid_from)}
        />
        <TextField
          {...form.field("valid_to", { id: "coupon-valid-to" })}
          type="date"
          label="Last day (optional)"
          defaultValue={value("valid_to", coupon?.valid_to)}
        />
        <TextField
          {...form.field("usage_limit", { id: "coupon-usage-limit" })}
          label="Number of uses (optional)"
          hint="Leave empty for no limit."
          inputMode="numeric"
          defaultValue={value("usage_limit", coupon?.usage_limit)}
        />
      </div>
      <label className="flex items-center gap-3 text-sm font-semibold text-forest-950">
        <input type="checkbox" name="active" defaultChecked={active} className="h-5 w-5 accent-saffron-700" />
        Active: members can apply it
      </label>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold text-forest-950">Who may use it (leave all empty for anyone)</legend>
        {COUPON_CONDITIONS.map((condition) => (
          <div key={condition.name} className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              id={`coupon-${condition.name}`}
              name={condition.name}
              defaultChecked={sent ? sent[condition.name] === "on" : (coupon?.[condition.name] ?? false)}
              aria-describedby={`coupon-${condition.name}-hint`}
              className="mt-0.5 h-5 w-5 accent-saffron-700"
            />
            <span>
              <label htmlFor={`coupon-${condition.name}`} className="font-semibold text-forest-950">
                {condition.label}
              </label>
              <span id={`coupon-${condition.name}-hint`} className="block text-ink/80">
                {condition.hint}
              </span>
            </span>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary h-11" disabled={form.busy}>
          {coupon ? "Save coupon" : "Create coupon"}
        </button>
        <Link to={PATH} className="btn h-11">
          Cancel
        </Link>
      </div>
    </form.Form>
  );
}
