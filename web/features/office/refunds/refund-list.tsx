import { useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { clubDay, shortClubDay, writtenDay } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import {
  duplicatePaymentFormInput,
  duplicatePaymentInput,
  recordRefundFormInput,
  recordRefundInput,
  REFUND_KIND_LABELS,
  REFUND_STATUS_LABELS,
  REFUND_STATUSES,
  refundLeft,
  refundMessages as m,
  type RefundItem,
  type RefundList,
} from "../../../../common/refunds";
import { ErrorBox, TextAreaField, TextField } from "../../../components/form-fields";
import { Pagination } from "../../../components/pagination";
import { checkForm, useForm } from "../../../lib/form";
import { DecisionToast, linkClass, QueueCount, QueueEmpty, QueueFilters } from "../shared/queue-parts";
import type { RefundFormResult } from "./refunds.server";
import { CsvLink, csvHref } from "../shared/csv-link";

const PATH = "/admin/refunds";
const statusOptions = REFUND_STATUSES.map((status) => ({ value: status, label: REFUND_STATUS_LABELS[status] }));
const button = "btn-primary h-11 justify-self-start disabled:cursor-wait disabled:opacity-70";

/** The credit note of the invoice a refund cancels: its PDF, and the invoice it names. */
function CreditNoteLink({ refund }: { refund: RefundItem }) {
  const note = refund.credit_note;
  if (!note) return <span className="text-ink/80">None (nothing was invoiced)</span>;
  return (
    <>
      <a href={note.url} target="_blank" rel="noreferrer" className={linkClass}>
        {note.number}
        <span className="sr-only"> (the credit note's PDF, opens in a new tab)</span>
      </a>
      <span className="block text-ink/80">for invoice {note.invoice_number}</span>
    </>
  );
}

/** What was refunded so far: the amount, and each payment (its day, reference and who recorded it). */
function Refunded({ refund }: { refund: RefundItem }) {
  return (
    <>
      <span className="font-semibold">{formatRupees(refund.amount_refunded)}</span>
      {refund.payments.length > 0 && (
        <ul className="mt-1 grid gap-1 text-ink/80">
          {refund.payments.map((payment) => (
            <li key={`${payment.recorded_at}-${payment.reference}`}>
              {formatRupees(payment.amount)} on {writtenDay(payment.paid_on)} · ref. {payment.reference}
              {payment.recorded_by ? ` · ${payment.recorded_by}` : ""}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * A refund paid by the club's bank, recorded: the day (today by default, not in the future, not before it was owed),
 * the amount (what is still owed by default, never more) and the bank's reference.
 */
function RecordForm({
  refund,
  prefix,
  today,
  posted,
  onRecorded,
}: {
  refund: RefundItem;
  prefix: string;
  today: string;
  posted: RefundFormResult | undefined;
  onRecorded: (result: RefundFormResult) => void;
}) {
  const form = useForm<RefundFormResult>({
    id: `record-${prefix}-${refund.id}`,
    actionData: posted,
    // a success is said at the top of the page (the refund may leave the list); a failure beside its fields
    toast: false,
    check: (data) => checkForm(recordRefundInput, recordRefundFormInput(data)),
    checkToast: false,
    // handed to the page as it comes, before the list is loaded again without this refund
    onResult: (answer) => {
      if (answer.ok) onRecorded(answer);
    },
  });
  const answer = form.result;
  const left = refundLeft(refund);
  const typed = answer && !answer.ok ? answer.values : undefined;
  return (
    <form.Form
      {...form.props}
      preventScrollReset
      noValidate
      className="grid gap-2"
      aria-label={`Record the refund to ${refund.member.name}`}
    >
      <input type="hidden" name="intent" value="record" />
      <input type="hidden" name="id" value={refund.id} />
      {form.message && <ErrorBox id={form.messageId}>{form.message}</ErrorBox>}
      <TextField
        {...form.field("paid_on")}
        label="Day paid"
        type="date"
        required
        min={clubDay(new Date(refund.owed_since))}
        max={today}
        defaultValue={typed?.paid_on ?? today}
      />
      <TextField
        {...form.field("amount")}
        label="Amount refunded (₹)"
        type="number"
        inputMode="numeric"
        required
        min={1}
        max={left}
        step={1}
        defaultValue={typed?.amount ?? String(left)}
        hint={`${formatRupees(left)} is owed.`}
      />
      <TextField
        {...form.field("reference")}
        label="Bank reference"
        required
        maxLength={100}
        autoComplete="off"
        defaultValue={typed?.reference ?? ""}
        hint="Such as the UTR number of the transfer."
      />
      <button type="submit" className={button} disabled={form.busy}>
        {form.busy ? "Recording…" : "Record refund"}
      </button>
    </form.Form>
  );
}

/** What can be done with a refund: record a bank payment, or nothing (Razorpay's, or paid in full). */
function RefundAction(props: {
  refund: RefundItem;
  prefix: string;
  today: string;
  result: RefundFormResult | undefined;
  onRecorded: (result: RefundFormResult) => void;
}) {
  const { refund } = props;
  if (refund.status === "refunded") {
    return (
      <p className="text-sm text-ink/80">
        Refunded{refund.paid_on ? ` on ${writtenDay(refund.paid_on)}` : ""}
        {refund.reference ? ` · ref. ${refund.reference}` : ""}
        {refund.recorded_by ? ` · ${refund.recorded_by}` : ""}
      </p>
    );
  }
  if (refund.method === "razorpay") {
    return (
      <p className="text-sm text-ink/80">
        Paid online: it goes back through Razorpay by itself, and shows as refunded when Razorpay confirms it.
      </p>
    );
  }
  const mine = props.result?.intent === "record" && props.result.id === refund.id ? props.result : undefined;
  return <RecordForm {...props} posted={mine} />;
}

type Column = { header: string; cell: (refund: RefundItem) => ReactNode };

const columns: Column[] = [
  { header: "Kind", cell: (r) => REFUND_KIND_LABELS[r.kind] },
  { header: "What it refunds", cell: (r) => r.what },
  {
    header: "Owed",
    cell: (r) => (
      <>
        <span className="font-semibold">{formatRupees(r.amount_owed)}</span>
        <span className="block text-ink/80">since {shortClubDay(r.owed_since)}</span>
      </>
    ),
  },
  { header: "Refunded", cell: (r) => <Refunded refund={r} /> },
  { header: "Credit note", cell: (r) => <CreditNoteLink refund={r} /> },
];

/** The refunds: a table on wide screens, cards on a phone, each ending with what can be done with it. */
function RefundItems({
  items,
  action,
}: {
  items: RefundItem[];
  action: (refund: RefundItem, prefix: string) => ReactNode;
}) {
  return (
    <>
      <table className="mt-4 hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm lg:table">
        <caption className="sr-only">Refunds</caption>
        <thead className="bg-forest-50 text-forest-950">
          <tr>
            {["Member", ...columns.map((c) => c.header), "Refund"].map((h) => (
              <th key={h} scope="col" className="px-4 py-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((refund) => (
            <tr key={refund.id} className="border-t border-forest-100 align-top">
              <td className="px-4 py-3">
                <Payee member={refund.member} className={linkClass} />
                <span className="block break-all text-ink/80">{refund.member.email}</span>
              </td>
              {columns.map((column) => (
                <td key={column.header} className="px-4 py-3">
                  {column.cell(refund)}
                </td>
              ))}
              <td className="min-w-64 px-4 py-3">{action(refund, "t")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-4 grid gap-3 lg:hidden" aria-label="Refunds">
        {items.map((refund) => (
          <li key={refund.id} className="rounded-2xl bg-white p-4 shadow-sm">
            <article aria-label={`${refund.member.name}, ${formatRupees(refund.amount_owed)}`}>
              <Payee member={refund.member} className={`${linkClass} text-lg`} />
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {[
                  ["E-mail", <span className="break-all">{refund.member.email}</span>] as const,
                  ...columns.map((c) => [c.header, c.cell(refund)] as const),
                ].map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-ink/80">{label}</dt>
                    <dd className="min-w-0 break-words">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-3">{action(refund, "c")}</div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A payment accounts found received twice (or for nothing the club can apply), recorded as owed to the member whose
 * account has the e-mail given.
 */
function DuplicateForm({ today, result }: { today: string; result: RefundFormResult | undefined }) {
  const form = useForm<RefundFormResult>({
    id: "duplicate",
    intent: "duplicate",
    actionData: result,
    toast: false,
    check: (data) => checkForm(duplicatePaymentInput, duplicatePaymentFormInput(data)),
    checkToast: false,
  });
  const answer = form.result;
  const typed = answer && !answer.ok ? answer.values : undefined;
  return (
    <details className="mt-8 rounded-2xl bg-white p-4 shadow-sm sm:p-6" open={Boolean(answer)}>
      <summary className="cursor-pointer text-lg font-semibold text-forest-950">Record a duplicate payment</summary>
      <p className="mt-2 text-sm text-ink/80">
        A payment the club received twice, or for something it cannot apply: it is owed back to the member from today,
        and paid back like any refund.
      </p>
      <form.Form
        {...form.props}
        noValidate
        preventScrollReset
        aria-label="Record a duplicate payment"
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="duplicate" />
        {form.message && (
          <div className="sm:col-span-2">
            <ErrorBox id={form.messageId}>{form.message}</ErrorBox>
          </div>
        )}
        {answer?.ok && (
          <p
            role="status"
            className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900 sm:col-span-2"
          >
            {answer.message}
          </p>
        )}
        <TextField
          {...form.field("member_email")}
          label="The member's e-mail"
          type="email"
          required
          autoComplete="off"
          defaultValue={typed?.member_email ?? ""}
          hint="The e-mail address of their account."
        />
        <TextField
          {...form.field("amount")}
          label="Amount received twice (₹)"
          type="number"
          inputMode="numeric"
          required
          min={1}
          step={1}
          defaultValue={typed?.amount ?? ""}
        />
        <TextAreaField
          {...form.field("what")}
          label="What it paid for"
          required
          maxLength={300}
          rows={2}
          defaultValue={typed?.what ?? ""}
          hint="Such as “Step 2 of the plan for Villa 12, paid twice”."
          className="sm:col-span-2"
        />
        <TextField
          {...form.field("received_on")}
          label="Day received"
          type="date"
          required
          max={today}
          defaultValue={typed?.received_on ?? today}
        />
        <TextField
          {...form.field("payment_reference")}
          label="Its bank reference"
          required
          maxLength={100}
          autoComplete="off"
          defaultValue={typed?.payment_reference ?? ""}
          hint="Such as the UTR number of the second payment."
        />
        <button type="submit" className={`${button} sm:col-span-2`} disabled={form.busy}>
          {form.busy ? "Recording…" : "Record as owed"}
        </button>
      </form.Form>
    </details>
  );
}

/**
 * /admin/refunds: the money the club owes back to members (owed first, the longest owed at the top) or has paid back,
 * searchable by member; accounts record what the bank paid (in parts if need be, never more than owed), see the
 * credit note of what was invoiced, and record a duplicate payment as owed. Every form posts to the page's action.
 */
export function RefundsPage({
  query,
  filterError,
  list,
  today,
  result,
}: {
  query: { q: string; status: string };
  filterError: string | null;
  list: RefundList;
  today: string;
  result: RefundFormResult | undefined;
}) {
  const [search] = useSearchParams();
  // the script's last success, said at the top (its refund may have moved to Refunded)
  const [said, setSaid] = useState<RefundFormResult>();
  const recordPosted = result?.intent === "record" ? result : undefined;
  // a refusal made without the script is shown beside its refund while it is listed; a success at the top
  const beside = Boolean(recordPosted && !recordPosted.ok && list.items.some((r) => r.id === recordPosted.id));
  const top = said ?? (recordPosted && !beside ? recordPosted : undefined);
  const owed = query.status === "owed";
  return (
    <section aria-labelledby="refunds-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="refunds-heading" className="font-display text-3xl text-forest-950">
          Refunds
        </h1>
        <CsvLink href={csvHref("/api/admin/refunds.csv", query)} />
      </div>
      <p className="mt-2 text-ink/80">
        Money the club owes back to members: a cancelled plan's verified instalments, a cancelled stay paid online, a
        duplicate payment. Record a refund once the bank has paid it; a payment made online goes back through Razorpay
        by itself.
      </p>

      <QueueFilters
        path={PATH}
        label="Refunds"
        q={query.q}
        filterName="status"
        filterLabel="Status"
        filter={query.status}
        options={statusOptions}
        filterError={filterError}
      />
      <DecisionToast result={top} />
      <QueueCount
        path={PATH}
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={[owed ? "refund owed" : "refund paid", owed ? "refunds owed" : "refunds paid"]}
      />

      {list.items.length === 0 ? (
        <QueueEmpty
          message={query.q ? m.noMatch : owed ? m.noneOwed : m.noneRefunded}
          searched={Boolean(query.q)}
          path={`${PATH}?status=${query.status}`}
          resetLabel="show every refund in this state"
        />
      ) : (
        <RefundItems
          items={list.items}
          action={(refund, prefix) => (
            <RefundAction refund={refund} prefix={prefix} today={today} result={result} onRecorded={setSaid} />
          )}
        />
      )}
      <Pagination current={list.page} total={list.pages} search={search} />

      <DuplicateForm today={today} result={result?.intent === "duplicate" ? result : undefined} />
    </section>
  );
}

/** Who is paid back: a member's record, or (a visitor who booked a programme place) their name with "visitor". */
function Payee({ member, className }: { member: RefundItem["member"]; className: string }) {
  return member.id ? (
    <Link to={`/admin/members/${member.id}`} className={className}>
      {member.name}
    </Link>
  ) : (
    <span className="font-semibold">
      {member.name} <span className="font-normal text-ink/80">(visitor)</span>
    </span>
  );
}
