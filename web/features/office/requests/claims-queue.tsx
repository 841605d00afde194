import { useSearchParams } from "react-router";
import { clubToday, shortClubDay, writtenDay } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import {
  CLAIM_REVIEW_LABELS,
  CLAIM_REVIEWS,
  type ClaimQueue,
  type ClaimQueueItem,
} from "../../../../common/office-requests";
import { Pagination } from "../../../components/pagination";
import type { RequestFormResult } from "./requests.server";
import { DecisionAnswer, QueueCount, QueueEmpty, QueueFilters, useDecisions } from "../shared/queue-parts";
import {
  ApproveOrRefuse,
  FieldMessage,
  ItemAnswer,
  keptValues,
  MemberQueueList,
  secondaryButton,
  useRequestForm,
  type RequestDecisions,
} from "./queue-parts";
import { CsvLink, csvHref } from "../shared/csv-link";

const PATH = "/admin/claims";
const reviewOptions = CLAIM_REVIEWS.map((review) => ({
  value: review,
  label: review === "open" ? "To decide" : CLAIM_REVIEW_LABELS[review],
}));

const bankText = (claim: ClaimQueueItem) =>
  claim.bank_account
    ? `${claim.bank_account.bank_name} · ${claim.bank_account.masked_number} · ${claim.bank_account.ifsc}`
    : "—";

/** What the office decided, in words: the refusal's reason, the payout. */
function ReviewText({ claim }: { claim: ClaimQueueItem }) {
  return (
    <>
      <span className="font-semibold">{CLAIM_REVIEW_LABELS[claim.review]}</span>
      {claim.review === "refused" && claim.refusal_reason && (
        <span className="block text-ink/80">Reason: {claim.refusal_reason}</span>
      )}
      {claim.review === "paid" && claim.payout_date && (
        <span className="block text-ink/80">
          {formatRupees(claim.payout_amount ?? 0)} on {writtenDay(claim.payout_date)} · ref. {claim.payout_reference}
        </span>
      )}
    </>
  );
}

/** The payout of an approved claim (accounts): date, amount (the claim's by default) and the bank's reference. */
function PayoutForm({
  claim,
  prefix,
  decisions,
}: {
  claim: ClaimQueueItem;
  prefix: string;
  decisions: RequestDecisions;
}) {
  const form = useRequestForm(decisions, prefix, "payout", claim.id);
  const kept = keptValues(form);
  const sending = form.busy;
  const field = (name: string, label: string, input: React.InputHTMLAttributes<HTMLInputElement>) => {
    const control = form.control(name, { id: `${prefix}-${name}-${claim.id}` });
    return (
      <div>
        <label htmlFor={control.id} className="block text-sm font-semibold text-forest-900">
          {label}
        </label>
        <input {...control} className="field mt-1 h-11 w-full" {...input} />
        <FieldMessage id={control.id!} message={form.errors[name]} />
      </div>
    );
  };
  return (
    <form.Form
      {...form.props}
      className="grid gap-2"
      aria-label={`Payout of ${claim.member.name}'s claim for ${claim.month_label}`}
    >
      <input type="hidden" name="intent" value="payout" />
      <input type="hidden" name="id" value={claim.id} />
      {field("payout_date", "Payout date", {
        type: "date",
        required: true,
        max: clubToday(),
        defaultValue: kept?.payout_date ?? clubToday(),
      })}
      {field("amount", "Amount paid (₹)", {
        type: "number",
        inputMode: "numeric",
        required: true,
        min: 1,
        max: claim.amount,
        step: 1,
        defaultValue: kept?.amount ?? String(claim.amount),
      })}
      {field("reference", "Payment reference", {
        type: "text",
        required: true,
        maxLength: 100,
        defaultValue: kept?.reference,
        autoComplete: "off",
      })}
      <button type="submit" disabled={sending} className={`${secondaryButton} justify-self-start`}>
        Record payout
      </button>
    </form.Form>
  );
}

/** The forms an item takes: approve / refuse while open; the payout once approved (accounts). */
function ClaimDecision({
  claim,
  prefix,
  canPay,
  decisions,
}: {
  claim: ClaimQueueItem;
  prefix: string;
  canPay: boolean;
  decisions: RequestDecisions;
}) {
  if (claim.review === "open") return <ApproveOrRefuse id={claim.id} prefix={prefix} decisions={decisions} />;
  if (claim.review === "approved") {
    return canPay ? (
      <div>
        <PayoutForm claim={claim} prefix={prefix} decisions={decisions} />
        <ItemAnswer result={decisions.result} id={claim.id} />
      </div>
    ) : (
      <p className="text-sm text-ink/80">Awaiting payout by the accounts team.</p>
    );
  }
  return (
    <p className="text-sm text-ink/80">Decided{claim.reviewed_at ? ` on ${shortClubDay(claim.reviewed_at)}` : ""}.</p>
  );
}

/**
 * /admin/claims: the claimed months by review state, searchable by member; each open claim is
 * approved or refused with a reason (front office, accounts), each approved one paid (accounts). A table on wide
 * screens, cards on a phone; every form posts to the page's action.
 */
export function ClaimQueuePage({
  query,
  filterError,
  list,
  canPay,
  result: posted,
}: {
  query: { q: string; review: string };
  filterError: string | null;
  list: ClaimQueue;
  canPay: boolean;
  result: RequestFormResult | undefined;
}) {
  const [search] = useSearchParams();
  // each item's forms answer on their own (decision 031); the last answer is the page's
  const decisions = useDecisions(posted);
  const result = decisions.result;
  // a failure is shown beside its item while it is listed; a success (or an item gone from the list) at the top
  const listed = Boolean(result && !result.ok && list.items.some((claim) => claim.id === result.id));
  return (
    <section aria-labelledby="claims-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="claims-heading" className="font-display text-3xl text-forest-950">
          Claims
        </h1>
        <CsvLink href={csvHref("/api/admin/claims.csv", query)} />
      </div>
      <p className="mt-2 text-ink/80">
        Members' monthly expense claims: approve or refuse each claimed month, then record its payout.
      </p>

      <QueueFilters
        path={PATH}
        label="Claims"
        q={query.q}
        filterName="review"
        filterLabel="Review"
        filter={query.review}
        options={reviewOptions}
        filterError={filterError}
      />
      {!listed && <DecisionAnswer result={result} />}
      <QueueCount path={PATH} total={list.total} page={list.page} pages={list.pages} noun={["claim", "claims"]} />

      {list.items.length === 0 ? (
        <QueueEmpty
          message={query.review === "open" ? "No claim is waiting for a decision." : "No claims match."}
          searched={Boolean(query.q)}
          path={`${PATH}?review=${query.review}`}
          resetLabel="show every claim in this state"
        />
      ) : (
        <MemberQueueList
          label="Claims"
          items={list.items}
          columns={[
            { header: "Month", cell: (claim) => claim.month_label },
            { header: "Amount", cell: (claim) => formatRupees(claim.amount) },
            { header: "Bank account", cell: bankText },
            { header: "Filed", cell: (claim) => shortClubDay(claim.filed_at) },
            { header: "Review", cell: (claim) => <ReviewText claim={claim} /> },
          ]}
          decisionClassName="min-w-64"
          decision={(claim, prefix) => (
            <ClaimDecision claim={claim} prefix={prefix} canPay={canPay} decisions={decisions} />
          )}
          cardLabel={(claim) => `${claim.member.name}, ${claim.month_label}`}
        />
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}
