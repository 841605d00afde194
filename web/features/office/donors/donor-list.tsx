import { Form, useSearchParams } from "react-router";
import { clubMoment } from "../../../../common/club-time";
import { DONATION_CURRENCIES, DONATION_KINDS } from "../../../../common/donations";
import { DONATION_STATUSES } from "../../../../common/donation-money";
import {
  DONATION_STATUS_LABELS,
  donorMessages as m,
  formatPledgeAmount,
  KIND_LABELS,
  type CertificateItem,
  type DonationYearTotals,
  type DonorItem,
  type DonorList,
  type Form10bdSummary,
} from "../../../../common/office-donors";
import { formatRupees } from "../../../../common/money";
import { Pagination } from "../../../components/pagination";
import { QueueCount, QueueEmpty, useListLoading } from "../shared/queue-parts";
import { CsvLink } from "../shared/csv-link";
import { CertificatesPanel, Form10bdPanel, TotalsPanel } from "./donation-panels";
import type { DonorsActionResult } from "./donors.server";

const PATH = "/admin/donors";
const FREQUENCY_LABELS: Record<string, string> = { monthly: "Monthly", quarterly: "Quarterly", yearly: "Yearly" };
const givenText = (pledge: DonorItem) =>
  pledge.kind === "recurring" && pledge.frequency
    ? `${KIND_LABELS.recurring}, ${FREQUENCY_LABELS[pledge.frequency].toLowerCase()}`
    : KIND_LABELS[pledge.kind];
/** The pledge's payment status, with its subscription's state when Razorpay reports another. */
const statusText = (pledge: DonorItem) =>
  DONATION_STATUS_LABELS[pledge.status] +
  (pledge.subscription_status && pledge.subscription_status !== pledge.status
    ? ` (subscription ${pledge.subscription_status})`
    : "");
const chargedText = (pledge: DonorItem) =>
  `${formatPledgeAmount(pledge.charge_amount, pledge.charge_currency)} ${pledge.method === "transfer" ? "by transfer" : "online"}`;
const receivedText = (pledge: DonorItem) =>
  pledge.gifts_received === 0
    ? "Nothing yet"
    : `${pledge.gifts_received} gift${pledge.gifts_received === 1 ? "" : "s"}: ` +
      [
        pledge.received_inr ? formatRupees(pledge.received_inr) : null,
        pledge.received_foreign ? formatPledgeAmount(pledge.received_foreign, pledge.charge_currency) : null,
      ]
        .filter(Boolean)
        .join(" + ");
const ackText = (pledge: DonorItem) =>
  pledge.acknowledged_at ? `Mailed ${clubMoment(new Date(pledge.acknowledged_at))}` : "Not mailed";

function Select(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  error: string | null;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-semibold text-forest-950">
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.value}
        className="field mt-1 w-full"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.error && (
        <p id={`${props.id}-error`} role="alert" className="mt-1 text-sm text-terracotta-600">
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * The office's donors: the pledges, newest first, with a search, the kind and currency filters in
 * a plain GET form, a table on wide screens and cards on a phone, paging links and the CSV of what is shown.
 */
export function DonorListPage({
  query,
  errors,
  csvHref,
  list,
  totals,
  form10bd,
  certificates,
  result,
}: {
  query: { q: string; kind: string; currency: string; status: string };
  errors: { kind: string | null; currency: string | null; status: string | null };
  csvHref: string;
  list: DonorList;
  totals: DonationYearTotals[];
  form10bd: Form10bdSummary & { years: string[]; href: string; missingHref: string };
  certificates: CertificateItem[];
  result?: DonorsActionResult;
}) {
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  const filtered = Boolean(query.q || query.kind || query.currency || query.status);
  return (
    <section aria-labelledby="donors-heading">
      <div className="flex flex-wrap items-end gap-3">
        <h1 id="donors-heading" className="font-display text-3xl text-forest-950">
          Donors
        </h1>
        <CsvLink href={csvHref} className="ml-auto" />
      </div>
      <p className="mt-2 text-ink/80">
        Donations made on the Donate page, newest first: each pledge&apos;s payment status, what is charged, the gifts
        received and a recurring gift&apos;s subscription.
      </p>

      <Form
        key={`${query.q}|${query.kind}|${query.currency}|${query.status}`}
        method="get"
        role="search"
        aria-label="Donation pledges"
        className="mt-6 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto_auto_auto] sm:items-end"
      >
        <div>
          <label htmlFor="donors-q" className="block text-sm font-semibold text-forest-950">
            Search pledges
          </label>
          <input
            id="donors-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={100}
            placeholder="Reference, name or e-mail"
            className="field mt-1 w-full"
          />
        </div>
        <Select
          id="donors-kind"
          name="kind"
          label="Kind"
          value={query.kind}
          error={errors.kind}
          options={[
            { value: "", label: "Any kind" },
            ...DONATION_KINDS.map((k) => ({ value: k.value, label: k.label })),
          ]}
        />
        <Select
          id="donors-currency"
          name="currency"
          label="Currency"
          value={query.currency}
          error={errors.currency}
          options={[{ value: "", label: "Any currency" }, ...DONATION_CURRENCIES.map((c) => ({ value: c, label: c }))]}
        />
        <Select
          id="donors-status"
          name="status"
          label="Status"
          value={query.status}
          error={errors.status}
          options={[
            { value: "", label: "Any status" },
            ...DONATION_STATUSES.map((s) => ({ value: s, label: DONATION_STATUS_LABELS[s] })),
          ]}
        />
        <button type="submit" className="btn btn-primary h-11">
          Show pledges
        </button>
      </Form>

      <QueueCount
        path={PATH}
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={["pledge", "pledges"]}
        after={filtered ? " found" : ""}
      />

      {list.items.length === 0 ? (
        <QueueEmpty
          message={m.noMatch}
          searched={filtered}
          path={PATH}
          resetLabel="show every pledge"
          hint="Try another reference, name or e-mail"
        />
      ) : (
        <div className={loading ? "opacity-60" : undefined}>
          <table className="mt-4 hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm md:table">
            <caption className="sr-only">Donation pledges, newest first</caption>
            <thead className="bg-forest-50 text-forest-950">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Pledged
                </th>
                <th scope="col" className="px-4 py-3">
                  Donor
                </th>
                <th scope="col" className="px-4 py-3">
                  Reference
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Amount
                </th>
                <th scope="col" className="px-4 py-3">
                  Kind
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Received
                </th>
                <th scope="col" className="px-4 py-3">
                  Causes
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((pledge) => (
                <tr key={pledge.id} className="border-t border-forest-100 align-top">
                  <td className="px-4 py-3">{clubMoment(new Date(pledge.created_at))}</td>
                  <td className="px-4 py-3">
                    <span className="font-semibold">{pledge.name}</span>
                    <span className="block break-all text-ink/80">{pledge.email}</span>
                  </td>
                  <td className="px-4 py-3 font-mono text-xs">{pledge.reference}</td>
                  <td className="px-4 py-3 text-right">
                    {formatPledgeAmount(pledge.amount, pledge.currency)}
                    {(pledge.charge_currency !== pledge.currency || pledge.charge_amount !== pledge.amount) && (
                      <span className="block text-ink/80">
                        charged {formatPledgeAmount(pledge.charge_amount, pledge.charge_currency)}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    {givenText(pledge)}
                    <span className="block text-ink/80">{pledge.method === "transfer" ? "By transfer" : "Online"}</span>
                  </td>
                  <td className="px-4 py-3">
                    {statusText(pledge)}
                    <span className="block text-ink/80">{ackText(pledge)}</span>
                  </td>
                  <td className="px-4 py-3">{receivedText(pledge)}</td>
                  <td className="px-4 py-3">{pledge.causes.join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 grid gap-3 md:hidden" aria-label="Donation pledges, newest first">
            {list.items.map((pledge) => (
              <li key={pledge.id} className="rounded-2xl bg-white p-4 shadow-sm">
                <p className="text-lg font-semibold text-forest-950">{pledge.name}</p>
                <p className="break-all text-sm text-ink/80">{pledge.email}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink/80">Amount</dt>
                  <dd>
                    {formatPledgeAmount(pledge.amount, pledge.currency)} · {givenText(pledge)}
                  </dd>
                  <dt className="text-ink/80">Charged</dt>
                  <dd>{chargedText(pledge)}</dd>
                  <dt className="text-ink/80">Status</dt>
                  <dd>{statusText(pledge)}</dd>
                  <dt className="text-ink/80">Received</dt>
                  <dd>{receivedText(pledge)}</dd>
                  <dt className="text-ink/80">Reference</dt>
                  <dd className="break-all font-mono text-xs">{pledge.reference}</dd>
                  <dt className="text-ink/80">Pledged</dt>
                  <dd>{clubMoment(new Date(pledge.created_at))}</dd>
                  <dt className="text-ink/80">Causes</dt>
                  <dd>{pledge.causes.join(", ")}</dd>
                  <dt className="text-ink/80">Mail</dt>
                  <dd>{ackText(pledge)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
      <TotalsPanel totals={totals} />
      <Form10bdPanel summary={form10bd} query={query} />
      <CertificatesPanel certificates={certificates} fy={form10bd.fy} result={result} />
    </section>
  );
}
