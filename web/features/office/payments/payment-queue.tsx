import { Link, useSearchParams } from "react-router";
import { clubMoment, shortClubDay, writtenDay } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import { RECONCILIATION_PATH } from "../../../../common/reconciliation";
import {
  officePaymentsMessages as m,
  REASON_MAX,
  RECEIPT_STATUS_LABELS,
  RECEIPT_STATUSES,
  type PaymentQueue,
  type PaymentQueueItem,
} from "../../../../common/office-payments";
import { Pagination } from "../../../components/pagination";
import {
  DecisionToast,
  ListFilters,
  QueueCount,
  QueueEmpty,
  useDecisionForm,
  useDecisions,
  useListLoading,
  type Decisions,
} from "../shared/queue-parts";
import type { PaymentFormResult } from "./payments.server";
import { CsvLink, csvHref } from "../shared/csv-link";
import { MatchedInStatement } from "../shared/matched-in-statement";

const PATH = "/admin/payments";
const statusOptions = [
  ...RECEIPT_STATUSES.map((status) => ({ value: status, label: RECEIPT_STATUS_LABELS[status] })),
  { value: "all", label: "All receipts" },
];

const villaText = (villa: PaymentQueueItem["villa"]) =>
  `${villa.name}${villa.villa_number ? ` · ${villa.villa_number}` : ""}, ${villa.location}`;

const STATUS_STYLES: Record<string, string> = {
  awaiting: "bg-amber-100 text-amber-950",
  verified: "bg-forest-100 text-forest-900",
  rejected: "bg-red-100 text-red-900",
};

/**
 * The accounts queue: receipts awaiting verification first-come first-served, each with the
 * receipt shown in the page (image or PDF), the member, villa, step, amount and due date, and the two decisions:
 * Verify (the invoice is issued and e-mailed) or Reject with a reason. Verified and rejected receipts stay listed
 * under their filter: the history. Each receipt's decisions are forms of their own (decision 031); the page says
 * the last answer.
 */
export function PaymentQueuePage({
  query,
  list,
  result,
}: {
  query: { q: string; status: string };
  list: PaymentQueue;
  result?: PaymentFormResult;
}) {
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  const decisions = useDecisions(result);
  const filtered = Boolean(query.q) || query.status !== "awaiting";
  return (
    <section aria-labelledby="payments-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="payments-heading" className="font-display text-3xl text-forest-950">
          Receipts
        </h1>
        <CsvLink href={csvHref("/api/admin/payments.csv", query)} />
      </div>
      <p className="mt-2 text-ink/80">
        Check each receipt against the bank statement (its UTR and day paid, when the member gave them), then verify it
        (the invoice is issued and e-mailed to the member) or reject it with the reason the member will read. Or match
        them all against the bank statement at once in{" "}
        <Link to={RECONCILIATION_PATH} className="font-semibold text-forest-900 underline underline-offset-4">
          Bank reconciliation
        </Link>
        .
      </p>

      <ListFilters
        label="Receipts"
        idPrefix="payments"
        q={query.q}
        searchLabel="Search receipts"
        placeholder="Member, e-mail, villa, invoice number or UTR"
        filterName="status"
        filterLabel="Status"
        filter={query.status}
        options={statusOptions}
      />

      <DecisionToast result={decisions.result} />

      <QueueCount
        path={PATH}
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={["receipt", "receipts"]}
        after={
          query.status === "all"
            ? ""
            : ` ${RECEIPT_STATUS_LABELS[query.status as keyof typeof RECEIPT_STATUS_LABELS].toLowerCase()}`
        }
      />

      {list.items.length === 0 ? (
        <QueueEmpty
          message={query.status === "awaiting" && !query.q ? m.noneAwaiting : m.noMatch}
          searched={filtered}
          path={PATH}
          resetLabel="show the receipts awaiting verification"
          hint="Try another search"
        />
      ) : (
        <ul className={`mt-4 grid gap-4 ${loading ? "opacity-60" : ""}`} aria-label="Receipts">
          {list.items.map((item) => (
            <li key={item.id}>
              <ReceiptCard item={item} decisions={decisions} />
            </li>
          ))}
        </ul>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

function ReceiptCard({ item, decisions }: { item: PaymentQueueItem; decisions: Decisions<PaymentFormResult> }) {
  const headingId = `receipt-${item.id}`;
  // each decision's answer is its own; the server's (a post without JavaScript) is this form's when it was about it
  const about = (intent: string) => (answer: PaymentFormResult) =>
    answer.intent === intent && answer.planId === item.plan_id && answer.step === item.step;
  const verify = useDecisionForm(decisions, `verify-${item.id}`, about("verify"));
  const reject = useDecisionForm(decisions, `reject-${item.id}`, about("reject"));
  const busy = verify.busy || reject.busy;
  const reason = reject.control("reason", { id: `reason-${item.id}` });
  const reasonError = reject.errors.reason;
  const isPdf = item.receipt_type === "application/pdf";
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm lg:grid-cols-[1fr_22rem] sm:p-6"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-forest-950">
            {item.member.name} — step {item.step} of {item.payment_steps}
          </h2>
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[item.status]}`}>
            {RECEIPT_STATUS_LABELS[item.status]}
          </span>
        </div>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink/80">Member</dt>
          <dd className="min-w-0 break-words">
            <Link
              to={`/admin/members/${item.member.id}`}
              className="font-semibold text-forest-900 underline underline-offset-4"
            >
              {item.member.name}
            </Link>{" "}
            <span className="break-all">({item.member.email})</span>
          </dd>
          <dt className="text-ink/80">Villa</dt>
          <dd>{villaText(item.villa)}</dd>
          <dt className="text-ink/80">Step</dt>
          <dd>{item.step_name}</dd>
          <dt className="text-ink/80">Amount</dt>
          <dd className="font-semibold tabular-nums">{formatRupees(item.amount)}</dd>
          <dt className="text-ink/80">Due</dt>
          <dd>{writtenDay(item.due_date)}</dd>
          <dt className="text-ink/80">UTR</dt>
          <dd className="select-all break-all font-semibold">{item.utr ?? "Not given"}</dd>
          <dt className="text-ink/80">Day paid</dt>
          <dd>{item.paid_on ? writtenDay(item.paid_on) : "Not given"}</dd>
          <dt className="text-ink/80">Reference asked</dt>
          <dd className="select-all break-all">{item.reference}</dd>
          <dt className="text-ink/80">Sent</dt>
          <dd>{clubMoment(new Date(item.submitted_at))}</dd>
          <MatchedInStatement statement={item.matched_statement} />
          {item.decided_at && (
            <>
              <dt className="text-ink/80">{item.status === "verified" ? "Verified" : "Rejected"}</dt>
              <dd>
                {shortClubDay(item.decided_at)}
                {item.decided_by ? ` by ${item.decided_by}` : ""}
              </dd>
            </>
          )}
          {item.invoice_number && (
            <>
              <dt className="text-ink/80">Invoice</dt>
              <dd>{item.invoice_number}</dd>
            </>
          )}
          {item.reason && (
            <>
              <dt className="text-ink/80">Reason</dt>
              <dd className="whitespace-pre-line">{item.reason}</dd>
            </>
          )}
          {item.plan_status === "cancelled" && (
            <>
              <dt className="text-ink/80">Plan</dt>
              <dd className="font-semibold text-red-900">Cancelled</dd>
            </>
          )}
        </dl>

        {item.status === "awaiting" && item.plan_status !== "cancelled" && (
          <div className="mt-5 grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
            <verify.Form {...verify.props}>
              <input type="hidden" name="intent" value="verify" />
              <input type="hidden" name="plan_id" value={item.plan_id} />
              <input type="hidden" name="step" value={item.step} />
              <button type="submit" className="btn btn-primary h-11" disabled={busy}>
                Verify
              </button>
            </verify.Form>
            <reject.Form {...reject.props} className="grid gap-2">
              <input type="hidden" name="intent" value="reject" />
              <input type="hidden" name="plan_id" value={item.plan_id} />
              <input type="hidden" name="step" value={item.step} />
              <label htmlFor={reason.id} className="text-sm font-semibold text-forest-950">
                Reason
              </label>
              <textarea
                {...reason}
                required
                maxLength={REASON_MAX}
                rows={2}
                className="field w-full"
                placeholder="e.g. The amount on the receipt does not match this step."
              />
              {reasonError && (
                <p id={`${reason.id}-error`} className="text-sm text-terracotta-600">
                  {reasonError}
                </p>
              )}
              <button type="submit" className="btn btn-secondary h-11 justify-self-start" disabled={busy}>
                Reject
              </button>
            </reject.Form>
          </div>
        )}
      </div>
      <div className="min-w-0">
        {isPdf ? (
          <iframe
            src={item.receipt_url}
            title={`Receipt of ${item.member.name}, step ${item.step} (PDF)`}
            className="h-72 w-full rounded-xl ring-1 ring-forest-900/10"
          />
        ) : (
          <a href={item.receipt_url} target="_blank" rel="noreferrer" className="block">
            <img
              src={item.receipt_url}
              alt={`Receipt of ${item.member.name}, step ${item.step}`}
              loading="lazy"
              className="max-h-72 w-full rounded-xl object-contain ring-1 ring-forest-900/10"
            />
          </a>
        )}
        <p className="mt-2 text-sm">
          <a
            href={item.receipt_url}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-forest-900 underline underline-offset-4"
          >
            Open the receipt in a new tab
          </a>
        </p>
      </div>
    </article>
  );
}
