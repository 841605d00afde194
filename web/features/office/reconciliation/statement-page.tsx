import { Link } from "react-router";
import { clubMoment, writtenDay } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import {
  formatPaise,
  MATCH_HOW_LABELS,
  RECONCILIATION_PATH,
  type ReconciledReceipt,
  type StatementCredit,
  type StatementDetail,
} from "../../../../common/reconciliation";
import { ErrorBox } from "../../../components/form-fields";
import { useForm } from "../../../lib/form";
import { linkClass } from "../shared/queue-parts";
import type { VerifyResult } from "./reconciliation.server";

const STATUS_LABELS: Record<ReconciledReceipt["status"], string> = {
  awaiting: "Awaiting verification",
  verified: "Verified",
  rejected: "Rejected",
};
const STATUS_STYLES: Record<ReconciledReceipt["status"], string> = {
  awaiting: "bg-amber-100 text-amber-950",
  verified: "bg-forest-100 text-forest-900",
  rejected: "bg-red-100 text-red-900",
};

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** A credit of the statement: its day, amount, narration and reference. */
function CreditFacts({ credit }: { credit: StatementCredit }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-ink/80">Credited</dt>
      <dd>{writtenDay(credit.booked_on)}</dd>
      <dt className="text-ink/80">Amount</dt>
      <dd className="font-semibold tabular-nums">{formatPaise(credit.amount_paise)}</dd>
      <dt className="text-ink/80">Narration</dt>
      <dd className="min-w-0 break-words">{credit.description || "None"}</dd>
      {credit.reference && (
        <>
          <dt className="text-ink/80">Reference</dt>
          <dd className="min-w-0 break-all">{credit.reference}</dd>
        </>
      )}
      {credit.utr && (
        <>
          <dt className="text-ink/80">UTR</dt>
          <dd className="select-all break-all">{credit.utr}</dd>
        </>
      )}
      <dt className="text-ink/80">Line</dt>
      <dd>{credit.row}</dd>
    </dl>
  );
}

/** A receipt: its member, what it pays, its amount, the transfer's details the member gave and its status. */
function ReceiptFacts({ receipt }: { receipt: ReconciledReceipt }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-ink/80">Member</dt>
      <dd className="min-w-0 break-words">
        <Link to={`/admin/members/${receipt.member.id}`} className={linkClass}>
          {receipt.member.name}
        </Link>{" "}
        <span className="break-all">({receipt.member.email})</span>
      </dd>
      <dt className="text-ink/80">For</dt>
      <dd>{receipt.what}</dd>
      <dt className="text-ink/80">Amount</dt>
      <dd className="font-semibold tabular-nums">{formatRupees(receipt.amount)}</dd>
      <dt className="text-ink/80">UTR</dt>
      <dd className="select-all break-all">{receipt.utr ?? "Not given"}</dd>
      <dt className="text-ink/80">Day paid</dt>
      <dd>{receipt.paid_on ? writtenDay(receipt.paid_on) : "Not given"}</dd>
      <dt className="text-ink/80">Sent</dt>
      <dd>{clubMoment(new Date(receipt.submitted_at))}</dd>
    </dl>
  );
}

function Status({ status }: { status: ReconciledReceipt["status"] }) {
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="mt-3 rounded-2xl bg-forest-50 p-4 text-ink/80">{children}</p>;
}

/** "Verify matched receipts": one post; the page then says how many were verified and skipped. */
function VerifyForm({ awaiting, result }: { awaiting: number; result?: VerifyResult }) {
  const form = useForm<VerifyResult>({ id: "statement-verify", intent: "verify", actionData: result, toast: false });
  return (
    <div className="mt-4 grid gap-3">
      {form.result &&
        (form.result.ok ? (
          <p role="status" className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
            {form.result.message}
          </p>
        ) : (
          <ErrorBox id={form.messageId}>{form.result.message}</ErrorBox>
        ))}
      {awaiting > 0 ? (
        <form.Form {...form.props} className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="verify" />
          <button type="submit" className="btn btn-primary h-11 px-7" disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? "Verifying…" : "Verify matched receipts"}
          </button>
          <p className="text-sm text-ink/80">
            {`${plural(awaiting, "matched receipt awaits", "matched receipts await")} verification: each is verified as if one at a time, its invoice e-mailed to its member.`}
          </p>
        </form.Form>
      ) : (
        <p className="text-sm text-ink/80">No matched receipt awaits verification.</p>
      )}
    </div>
  );
}

/** "Match again": the credits matched to none against the receipts awaiting verification now. */
function MatchAgainForm({ result }: { result?: VerifyResult }) {
  const form = useForm<VerifyResult>({ id: "statement-match", intent: "match", actionData: result, toast: false });
  return (
    <div className="mt-3 grid gap-3">
      {form.result &&
        (form.result.ok ? (
          <p role="status" className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
            {form.result.message}
          </p>
        ) : (
          <ErrorBox id={form.messageId}>{form.result.message}</ErrorBox>
        ))}
      <form.Form {...form.props} className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="match" />
        <button type="submit" className="btn btn-secondary h-11" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? "Matching…" : "Match again"}
        </button>
        <p className="text-sm text-ink/80">For receipts sent since this statement was uploaded.</p>
      </form.Form>
    </div>
  );
}

/**
 * /admin/reconciliation/{id}: a statement's credits matched to receipts (credit, receipt, member, amount, how), the
 * matched receipts verified together, the credits matched to none and the receipts awaiting verification no credit
 * pays (accounts; an administrator always).
 */
export function StatementPage({ detail, result }: { detail: StatementDetail; result?: VerifyResult }) {
  const { statement, matched } = detail;
  return (
    <section aria-labelledby="statement-heading">
      <p className="text-sm">
        <Link to={RECONCILIATION_PATH} className={linkClass}>
          Bank reconciliation
        </Link>
      </p>
      <h1 id="statement-heading" className="mt-2 font-display text-3xl text-forest-950">
        {`Statement of ${writtenDay(statement.period_to)}`}
      </h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink/80">Period</dt>
        <dd>{`${writtenDay(statement.period_from)} to ${writtenDay(statement.period_to)}`}</dd>
        <dt className="text-ink/80">Bank</dt>
        <dd>{statement.format}</dd>
        <dt className="text-ink/80">File</dt>
        <dd className="min-w-0 break-all">{statement.file_name}</dd>
        <dt className="text-ink/80">Transactions</dt>
        <dd>{`${plural(statement.credits, "credit", "credits")}, ${plural(statement.debits, "debit", "debits")} (debits are not kept)`}</dd>
        <dt className="text-ink/80">Uploaded</dt>
        <dd>
          {clubMoment(new Date(statement.uploaded_at))}
          {statement.uploaded_by ? ` by ${statement.uploaded_by}` : ""}
        </dd>
        <dt className="text-ink/80">SHA-256</dt>
        <dd className="min-w-0 break-all font-mono text-xs">{statement.sha256}</dd>
      </dl>

      <section aria-labelledby="matched-heading" className="mt-8">
        <h2 id="matched-heading" className="text-xl font-semibold text-forest-950">
          {`Matched: ${plural(matched.length, "credit", "credits")}`}
        </h2>
        <VerifyForm awaiting={statement.awaiting} result={result} />
        {matched.length === 0 ? (
          <Empty>No credit of this statement was matched to a receipt.</Empty>
        ) : (
          <ul aria-label="Matched credits" className="mt-4 grid gap-3">
            {matched.map(({ credit, receipt, how }) => (
              <li key={credit.id} className="grid min-w-0 gap-3 rounded-2xl bg-white p-4 shadow-sm md:grid-cols-2">
                <div className="flex flex-wrap items-start justify-between gap-2 md:col-span-2">
                  <h3 className="font-semibold text-forest-950">
                    {`${formatPaise(credit.amount_paise)} from ${receipt.member.name}`}
                  </h3>
                  <Status status={receipt.status} />
                </div>
                <p className="text-sm md:col-span-2">{`Matched by ${MATCH_HOW_LABELS[how]}.`}</p>
                <CreditFacts credit={credit} />
                <ReceiptFacts receipt={receipt} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="unmatched-credits-heading" className="mt-10">
        <h2 id="unmatched-credits-heading" className="text-xl font-semibold text-forest-950">
          {`Credits matched to no receipt: ${detail.unmatched_credits.length}`}
        </h2>
        <p className="mt-1 text-sm text-ink/80">
          Money received that pays no receipt awaiting verification: a donation, a receipt not sent yet, or one whose
          amount differs.
        </p>
        {detail.unmatched_credits.length > 0 && <MatchAgainForm result={result} />}
        {detail.unmatched_credits.length === 0 ? (
          <Empty>Every credit of this statement was matched.</Empty>
        ) : (
          <ul aria-label="Credits matched to no receipt" className="mt-4 grid gap-3 md:grid-cols-2">
            {detail.unmatched_credits.map((credit) => (
              <li key={credit.id} className="min-w-0 rounded-2xl bg-white p-4 shadow-sm">
                <CreditFacts credit={credit} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="unmatched-receipts-heading" className="mt-10">
        <h2 id="unmatched-receipts-heading" className="text-xl font-semibold text-forest-950">
          {`Receipts awaiting verification matched to no credit: ${detail.unmatched_receipts.length}`}
        </h2>
        <p className="mt-1 text-sm text-ink/80">
          Receipts no credit of any statement pays yet: check them one at a time in their queue.
        </p>
        {detail.unmatched_receipts.length === 0 ? (
          <Empty>No receipt awaiting verification is left unmatched.</Empty>
        ) : (
          <ul aria-label="Receipts matched to no credit" className="mt-4 grid gap-3 md:grid-cols-2">
            {detail.unmatched_receipts.map((receipt) => (
              <li
                key={`${receipt.kind}-${receipt.id}`}
                className="grid min-w-0 gap-2 rounded-2xl bg-white p-4 shadow-sm"
              >
                <ReceiptFacts receipt={receipt} />
                <p className="text-sm">
                  <Link to={receipt.queue_url} className={linkClass}>
                    {`Open in the ${receipt.kind === "membership" ? "memberships" : "receipts"} queue`}
                    <span className="sr-only">{`: ${receipt.member.name}, ${receipt.what}`}</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
