import { Link, useSearchParams } from "react-router";
import { clubMoment, shortClubDay, writtenDay } from "../../../../common/club-time";
import {
  MEMBERSHIP_QUEUE_LABELS,
  MEMBERSHIP_QUEUE_STATUSES,
  membershipMessages as m,
  type MembershipQueue,
  type MembershipQueueItem,
} from "../../../../common/membership";
import { formatRupees } from "../../../../common/money";
import { RECONCILIATION_PATH } from "../../../../common/reconciliation";
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
import type { MembershipFormResult } from "./memberships.server";
import { CsvLink, csvHref } from "../shared/csv-link";
import { MatchedInStatement } from "../shared/matched-in-statement";

const PATH = "/admin/memberships";
const statusOptions = [
  ...MEMBERSHIP_QUEUE_STATUSES.map((status) => ({ value: status, label: MEMBERSHIP_QUEUE_LABELS[status] })),
  { value: "all", label: "All purchases" },
];

const STATUS_STYLES: Record<string, string> = {
  "under-review": "bg-amber-100 text-amber-950",
  active: "bg-forest-100 text-forest-900",
  rejected: "bg-red-100 text-red-900",
};

/**
 * The accounts' queue of Full Membership purchases: receipts under review first-come first-served, each
 * with the member, the amount, when it was sent and the receipt, and the two decisions: Verify (the year is active,
 * numbered and invoiced, the member welcomed) or Reject with a reason. Active and rejected purchases stay listed
 * under their filter. Each purchase's decisions are forms of their own (decision 031); the page says the last answer.
 */
export function MembershipQueuePage({
  query,
  list,
  result,
}: {
  query: { q: string; status: string };
  list: MembershipQueue;
  result?: MembershipFormResult;
}) {
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  const decisions = useDecisions(result);
  const filtered = Boolean(query.q) || query.status !== "under-review";
  return (
    <section aria-labelledby="memberships-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="memberships-heading" className="font-display text-3xl text-forest-950">
          Memberships
        </h1>
        <CsvLink href={csvHref("/api/admin/memberships.csv", query)} />
      </div>
      <p className="mt-2 text-ink/80">
        Check each Full Membership receipt against the bank statement, then verify it (the membership is active at once
        and the member is e-mailed the invoice) or reject it with the reason the member will read. Or match them all
        against the bank statement at once in{" "}
        <Link to={RECONCILIATION_PATH} className="font-semibold text-forest-900 underline underline-offset-4">
          Bank reconciliation
        </Link>
        .
      </p>

      <ListFilters
        label="Memberships"
        idPrefix="memberships"
        q={query.q}
        searchLabel="Search membership purchases"
        placeholder="Member, e-mail, membership or invoice number, or UTR"
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
        noun={["purchase", "purchases"]}
        after={
          query.status === "all"
            ? ""
            : ` ${MEMBERSHIP_QUEUE_LABELS[query.status as keyof typeof MEMBERSHIP_QUEUE_LABELS].toLowerCase()}`
        }
      />

      {list.items.length === 0 ? (
        <QueueEmpty
          message={query.status === "under-review" && !query.q ? m.noneUnderReview : m.noMatch}
          searched={filtered}
          path={PATH}
          resetLabel="show the receipts under review"
          hint="Try another search"
        />
      ) : (
        <ul className={`mt-4 grid gap-4 ${loading ? "opacity-60" : ""}`} aria-label="Membership purchases">
          {list.items.map((item) => (
            <li key={item.id}>
              <PurchaseCard item={item} decisions={decisions} />
            </li>
          ))}
        </ul>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

function PurchaseCard({ item, decisions }: { item: MembershipQueueItem; decisions: Decisions<MembershipFormResult> }) {
  const headingId = `membership-${item.id}`;
  const about = (intent: string) => (answer: MembershipFormResult) => answer.intent === intent && answer.id === item.id;
  const verify = useDecisionForm(decisions, `verify-${item.id}`, about("verify"));
  const reject = useDecisionForm(decisions, `reject-${item.id}`, about("reject"));
  const busy = verify.busy || reject.busy;
  const reason = reject.control("reason", { id: `reason-${item.id}` });
  const reasonError = reject.errors.reason;
  const isPdf = item.receipt_type === "application/pdf";
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6 lg:grid-cols-[1fr_22rem]"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-forest-950">
            {item.member.name} — Full Membership
          </h2>
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[item.status] ?? ""}`}>
            {MEMBERSHIP_QUEUE_LABELS[item.status as keyof typeof MEMBERSHIP_QUEUE_LABELS] ?? item.status}
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
          <dt className="text-ink/80">Amount</dt>
          <dd className="font-semibold tabular-nums">{formatRupees(item.amount)}</dd>
          <dt className="text-ink/80">Paid</dt>
          <dd>{item.paid_via === "razorpay" ? "Online (Razorpay)" : "Bank transfer"}</dd>
          {item.paid_via === "receipt" && (
            <>
              <dt className="text-ink/80">UTR</dt>
              <dd className="select-all break-all font-semibold">{item.utr ?? "Not given"}</dd>
              <dt className="text-ink/80">Day paid</dt>
              <dd>{item.paid_on ? writtenDay(item.paid_on) : "Not given"}</dd>
            </>
          )}
          <dt className="text-ink/80">Submitted</dt>
          <dd>{clubMoment(new Date(item.submitted_at))}</dd>
          <MatchedInStatement statement={item.matched_statement} />
          {item.number && (
            <>
              <dt className="text-ink/80">Membership ID</dt>
              <dd>{item.number}</dd>
            </>
          )}
          {item.valid_until && (
            <>
              <dt className="text-ink/80">Valid</dt>
              <dd>
                {item.starts_on ? `${writtenDay(item.starts_on)} to ` : ""}
                {writtenDay(item.valid_until)}
              </dd>
            </>
          )}
          {item.invoice_number && (
            <>
              <dt className="text-ink/80">Invoice</dt>
              <dd>{item.invoice_number}</dd>
            </>
          )}
          {item.decided_at && (
            <>
              <dt className="text-ink/80">{item.status === "rejected" ? "Rejected" : "Verified"}</dt>
              <dd>
                {shortClubDay(item.decided_at)}
                {item.decided_by ? ` by ${item.decided_by}` : ""}
              </dd>
            </>
          )}
          {item.reason && item.status === "rejected" && (
            <>
              <dt className="text-ink/80">Reason</dt>
              <dd className="whitespace-pre-line">{item.reason}</dd>
            </>
          )}
        </dl>

        {item.status === "under-review" && (
          <div className="mt-5 grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
            <verify.Form {...verify.props}>
              <input type="hidden" name="intent" value="verify" />
              <input type="hidden" name="id" value={item.id} />
              <button type="submit" className="btn btn-primary h-11" disabled={busy} aria-describedby={headingId}>
                Verify
              </button>
            </verify.Form>
            <reject.Form {...reject.props} className="grid gap-2">
              <input type="hidden" name="intent" value="reject" />
              <input type="hidden" name="id" value={item.id} />
              <label htmlFor={reason.id} className="text-sm font-semibold text-forest-950">
                Reason
              </label>
              <textarea
                {...reason}
                required
                maxLength={500}
                rows={2}
                className="field w-full"
                placeholder="e.g. The amount on the receipt is not the membership fee."
              />
              {reasonError && (
                <p id={`${reason.id}-error`} className="text-sm text-terracotta-600">
                  {reasonError}
                </p>
              )}
              <button
                type="submit"
                className="btn btn-secondary h-11 justify-self-start"
                disabled={busy}
                aria-describedby={headingId}
              >
                Reject
              </button>
            </reject.Form>
          </div>
        )}
      </div>
      {item.receipt_url && (
        <div className="min-w-0">
          {isPdf ? (
            <iframe
              src={item.receipt_url}
              title={`Membership receipt of ${item.member.name} (PDF)`}
              className="h-72 w-full rounded-xl ring-1 ring-forest-900/10"
            />
          ) : (
            <a href={item.receipt_url} target="_blank" rel="noreferrer" className="block">
              <img
                src={item.receipt_url}
                alt={`Membership receipt of ${item.member.name}`}
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
      )}
    </article>
  );
}
