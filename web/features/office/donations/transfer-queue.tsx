import { Link } from "react-router";
import { clubMoment, shortClubDay, writtenDay } from "../../../../common/club-time";
import type { DonationTransferItem, GiftStatus } from "../../../../common/donation-money";
import { formatRupees } from "../../../../common/money";
import { DecisionToast, useDecisionForm, useDecisions, type Decisions } from "../shared/queue-parts";
import type { DonationTransferFormResult } from "./transfers.server";

const PATH = "/admin/donations/transfers";
const STATUS_LABELS: Record<GiftStatus, string> = {
  awaiting: "Awaiting verification",
  received: "Received",
  rejected: "Rejected",
};
const STATUS_STYLES: Record<GiftStatus, string> = {
  awaiting: "bg-amber-100 text-amber-950",
  received: "bg-forest-100 text-forest-900",
  rejected: "bg-red-100 text-red-900",
};

/**
 * The accounts' queue of gifts by bank transfer or UPI: each with the donor, the pledge's reference, the rupees, the UTR
 * and the day paid, and the two decisions once the money is found on the club's statement: Verify (the gift is
 * received, its receipt numbered and mailed) or Reject with the reason the donor will read (the UTR is released).
 */
export function DonationTransfersPage({
  status,
  items,
  result,
}: {
  status: GiftStatus;
  items: DonationTransferItem[];
  result?: DonationTransferFormResult;
}) {
  const decisions = useDecisions(result);
  return (
    <section aria-labelledby="donation-transfers-heading">
      <h1 id="donation-transfers-heading" className="font-display text-3xl text-forest-950">
        Gifts by transfer
      </h1>
      <p className="mt-2 text-ink/80">
        Donors who paid by bank transfer or UPI gave us the transfer&apos;s reference (UTR). Find each on the
        club&apos;s bank statement, then verify it (the donor is mailed the receipt) or reject it with the reason the
        donor will read.
      </p>
      <nav aria-label="Gifts by status" className="mt-4 flex flex-wrap gap-2">
        {(Object.keys(STATUS_LABELS) as GiftStatus[]).map((s) => (
          <Link
            key={s}
            to={s === "awaiting" ? PATH : `${PATH}?status=${s}`}
            aria-current={s === status ? "page" : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-forest-900/15 ${
              s === status ? "bg-forest-900 text-cream-50" : "bg-white text-forest-900"
            }`}
          >
            {STATUS_LABELS[s]}
          </Link>
        ))}
      </nav>
      <DecisionToast result={decisions.result} />
      <p className="mt-4 text-sm text-ink/80" role="status">
        {items.length === 1 ? "1 gift" : `${items.length} gifts`} {STATUS_LABELS[status].toLowerCase()}
      </p>
      {items.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-white p-6 text-ink/80 shadow-sm">
          {status === "awaiting" ? "No gift by transfer awaits verification." : "No gift here yet."}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4" aria-label="Gifts by transfer">
          {items.map((item) => (
            <li key={item.id}>
              <GiftCard item={item} decisions={decisions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GiftCard({
  item,
  decisions,
}: {
  item: DonationTransferItem;
  decisions: Decisions<DonationTransferFormResult>;
}) {
  const headingId = `gift-${item.id}`;
  const about = (intent: string) => (answer: DonationTransferFormResult) =>
    answer.intent === intent && answer.id === item.id;
  const verify = useDecisionForm(decisions, `verify-${item.id}`, about("verify"));
  const reject = useDecisionForm(decisions, `reject-${item.id}`, about("reject"));
  const busy = verify.busy || reject.busy;
  const reason = reject.control("reason", { id: `reason-${item.id}` });
  const reasonError = reject.errors.reason;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-forest-950">
          {item.name} — {formatRupees(item.amount)} ({item.reference})
        </h2>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[item.status]}`}>
          {STATUS_LABELS[item.status]}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink/80">Donor</dt>
        <dd className="min-w-0 break-all">
          {item.name} ({item.email})
        </dd>
        <dt className="text-ink/80">Amount</dt>
        <dd className="font-semibold tabular-nums">{formatRupees(item.amount)}</dd>
        <dt className="text-ink/80">UTR</dt>
        <dd className="select-all break-all font-semibold">{item.utr ?? "Not given"}</dd>
        <dt className="text-ink/80">Day paid</dt>
        <dd>{writtenDay(item.paid_on)}</dd>
        <dt className="text-ink/80">Given</dt>
        <dd>{clubMoment(new Date(item.created_at))}</dd>
        {item.receipt_number && (
          <>
            <dt className="text-ink/80">Receipt</dt>
            <dd>{item.receipt_number}</dd>
          </>
        )}
        {item.decided_at && (
          <>
            <dt className="text-ink/80">{item.status === "rejected" ? "Rejected" : "Verified"}</dt>
            <dd>{shortClubDay(item.decided_at)}</dd>
          </>
        )}
        {item.rejection_reason && (
          <>
            <dt className="text-ink/80">Reason</dt>
            <dd className="whitespace-pre-line">{item.rejection_reason}</dd>
          </>
        )}
      </dl>
      {item.status === "awaiting" && (
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
              placeholder="e.g. No credit with this UTR on the statement."
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
    </article>
  );
}
