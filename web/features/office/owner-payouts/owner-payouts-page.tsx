import { Form, Link } from "react-router";
import { writtenDay } from "../../../../common/club-time";
import { formatMonth } from "../../../../common/format";
import { formatRupees } from "../../../../common/money";
import {
  ownerPayoutFormInput,
  ownerPayoutInput,
  rentalMessages as m,
  rentalSettingsFormInput,
  rentalSettingsInput,
  type OwnerPayoutRecord,
} from "../../../../common/rental";
import { ErrorBox, SelectField, TextField } from "../../../components/form-fields";
import { checkForm, useForm } from "../../../lib/form";
import {
  DecisionToast,
  linkClass,
  QueueCount,
  QueueEmpty,
  useDecisionForm,
  useDecisions,
  useListLoading,
  type Decisions,
} from "../shared/queue-parts";
import type { OwnerPayoutFormResult } from "./owner-payouts.server";

const PATH = "/admin/owner-payouts";
const STATUS_OPTIONS = [
  { value: "due", label: "Due" },
  { value: "paid", label: "Paid" },
];
const NO_BANK_ACCOUNT = "No bank account on file";

const monthOf = (month: string) => formatMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

interface Settings {
  share_percent: number;
  tds_percent: number | null;
  terms_version: number;
}

/**
 * /admin/owner-payouts: the owners' rental payouts (decision 057) — each month's statement with the owner, the villa,
 * the share, the TDS and the payout due, and the owner's bank account to transfer it to; accounts record a payout
 * once it is paid (held while the owner's maintenance dues are overdue), and set the owner's share and the TDS rate.
 * Every form posts to the page's action.
 */
export function OwnerPayoutsPage({
  status,
  filterError,
  payouts,
  settings,
  today,
  result,
}: {
  status: "due" | "paid";
  filterError: string | null;
  payouts: OwnerPayoutRecord[];
  settings: Settings;
  today: string;
  result: OwnerPayoutFormResult | undefined;
}) {
  const loading = useListLoading(PATH);
  const decisions = useDecisions(result?.intent === "record" ? result : undefined);
  const due = status === "due";
  return (
    <section aria-labelledby="owner-payouts-heading">
      <h1 id="owner-payouts-heading" className="font-display text-3xl text-forest-950">
        Owner payouts
      </h1>
      <p className="mt-2 text-ink/80">
        Each month an owner whose villa earned from guest stays gets a sealed rental statement: their share of the room
        charges collected, less TDS at the club&apos;s rate, is the payout due. Transfer it to the owner&apos;s bank
        account, then record it here. While an owner&apos;s maintenance dues are overdue, their payouts are held.
      </p>

      <Form
        method="get"
        action={PATH}
        role="search"
        aria-label="Owner payouts"
        className="mt-6 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <SelectField
          id="owner-payouts-status"
          name="status"
          label="Show"
          options={STATUS_OPTIONS}
          defaultValue={status}
          error={filterError ?? undefined}
        />
        <button type="submit" className="btn-primary h-11" aria-busy={loading}>
          Show
        </button>
      </Form>

      <DecisionToast result={decisions.result} />
      <QueueCount
        path={PATH}
        total={payouts.length}
        page={1}
        pages={1}
        noun={due ? ["payout due", "payouts due"] : ["payout paid", "payouts paid"]}
        loadingText="Loading payouts…"
      />
      {payouts.length === 0 ? (
        <QueueEmpty message={due ? m.noneDue : m.nonePaid} searched={false} path={PATH} resetLabel="" />
      ) : (
        <ul className={`mt-4 grid gap-4 ${loading ? "opacity-60" : ""}`} aria-label="Owner payouts">
          {payouts.map((payout) => (
            <li key={payout.id}>
              <PayoutCard payout={payout} today={today} decisions={decisions} />
            </li>
          ))}
        </ul>
      )}

      <SettingsForm settings={settings} result={result?.intent === "settings" ? result : undefined} />
    </section>
  );
}

/** The owner's bank account as their application gave it, for the transfer; or that there is none. */
function BankAccount({ bank }: { bank: OwnerPayoutRecord["bank"] }) {
  if (!bank) return <span className="font-semibold text-red-900">{NO_BANK_ACCOUNT}</span>;
  return (
    <span className="block">
      <span className="block">{bank.holder}</span>
      <span className="block select-all break-all font-semibold tabular-nums">{bank.account_number}</span>
      <span className="block">
        {bank.bank}, {bank.branch} · IFSC <span className="select-all">{bank.ifsc}</span>
      </span>
    </span>
  );
}

function PayoutCard({
  payout,
  today,
  decisions,
}: {
  payout: OwnerPayoutRecord;
  today: string;
  decisions: Decisions<OwnerPayoutFormResult>;
}) {
  const headingId = `payout-${payout.id}`;
  const month = monthOf(payout.month);
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-forest-950">
          {payout.member.name} — {month}
        </h2>
        {payout.held && (
          <span className="rounded-full bg-red-100 px-3 py-1 text-xs font-semibold text-red-900">{m.payoutHeld}</span>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink/80">Owner</dt>
        <dd className="min-w-0 break-words">
          <Link to={`/admin/members/${payout.member.id}`} className={linkClass}>
            {payout.member.name}
          </Link>{" "}
          <span className="break-all">({payout.member.email})</span>
        </dd>
        <dt className="text-ink/80">Villa</dt>
        <dd className="min-w-0 break-words">{payout.villa || "—"}</dd>
        <dt className="text-ink/80">Month</dt>
        <dd>
          {month} · {payout.reference}
        </dd>
        <dt className="text-ink/80">Nights</dt>
        <dd className="tabular-nums">{payout.nights}</dd>
        <dt className="text-ink/80">Share</dt>
        <dd className="tabular-nums">{formatRupees(payout.share)}</dd>
        <dt className="text-ink/80">TDS</dt>
        <dd className="tabular-nums">{formatRupees(payout.tds)}</dd>
        <dt className="text-ink/80">Payout due</dt>
        <dd className="font-semibold tabular-nums">{formatRupees(payout.payout_due)}</dd>
        <dt className="text-ink/80">Bank account</dt>
        <dd className="min-w-0">
          <BankAccount bank={payout.bank} />
        </dd>
      </dl>
      <div className="mt-4">
        {payout.paid_on ? (
          <p className="text-sm text-ink/80">
            Paid {formatRupees(payout.amount_paid ?? payout.payout_due)} on {writtenDay(payout.paid_on)}
            {payout.payout_reference ? ` · ref. ${payout.payout_reference}` : ""}
          </p>
        ) : payout.held ? (
          <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
            {m.payoutHeld} It can be recorded once the owner has paid them.
          </p>
        ) : (
          <RecordForm payout={payout} today={today} decisions={decisions} headingId={headingId} />
        )}
      </div>
    </article>
  );
}

/** A payout paid by the club's bank, recorded: the day (today by default), the amount (the payout due) and its reference. */
function RecordForm({
  payout,
  today,
  decisions,
  headingId,
}: {
  payout: OwnerPayoutRecord;
  today: string;
  decisions: Decisions<OwnerPayoutFormResult>;
  headingId: string;
}) {
  const form = useDecisionForm(
    decisions,
    `record-${payout.id}`,
    (answer) => answer.intent === "record" && answer.id === payout.id,
    {
      check: (data) => {
        const checked = checkForm(ownerPayoutInput, ownerPayoutFormInput(data));
        return checked.ok ? null : checked;
      },
      checkToast: false,
    },
  );
  const typed = form.result && !form.result.ok ? form.result.values : undefined;
  return (
    <form.Form
      {...form.props}
      noValidate
      preventScrollReset
      className="grid gap-3 sm:grid-cols-3 sm:items-start"
      aria-label={`Record the payout to ${payout.member.name} for ${monthOf(payout.month)}`}
    >
      <input type="hidden" name="intent" value="record" />
      <input type="hidden" name="id" value={payout.id} />
      {form.message && (
        <div className="sm:col-span-3">
          <ErrorBox id={form.messageId}>{form.message}</ErrorBox>
        </div>
      )}
      <TextField
        {...form.field("paid_on")}
        label="Paid on"
        type="date"
        required
        max={today}
        defaultValue={typed?.paid_on ?? today}
      />
      <TextField
        {...form.field("amount")}
        label="Amount (₹)"
        type="number"
        inputMode="numeric"
        required
        min={0}
        step={1}
        defaultValue={typed?.amount ?? String(payout.payout_due)}
        hint={`${formatRupees(payout.payout_due)} is due.`}
      />
      <TextField
        {...form.field("reference")}
        label="Reference"
        required
        maxLength={100}
        autoComplete="off"
        defaultValue={typed?.reference ?? ""}
        hint="Such as the UTR number of the transfer."
      />
      <button
        type="submit"
        className="btn-primary h-11 justify-self-start disabled:cursor-wait disabled:opacity-70 sm:col-span-3"
        disabled={form.busy}
        aria-describedby={headingId}
      >
        {form.busy ? "Recording…" : "Record payout"}
      </button>
    </form.Form>
  );
}

/** The programme's owner share (a change is a new version of the terms for owners who join after) and TDS rate. */
function SettingsForm({ settings, result }: { settings: Settings; result: OwnerPayoutFormResult | undefined }) {
  const form = useForm<OwnerPayoutFormResult>({
    id: "rental-settings",
    intent: "settings",
    actionData: result,
    toast: false,
    check: (data) => {
      const checked = checkForm(rentalSettingsInput, rentalSettingsFormInput(data));
      return checked.ok ? null : checked;
    },
    checkToast: false,
  });
  const typed = form.result && !form.result.ok ? form.result.values : undefined;
  return (
    <form.Form
      {...form.props}
      noValidate
      preventScrollReset
      aria-labelledby="rental-settings-heading"
      className="mt-10 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
      key={`${settings.terms_version}-${settings.tds_percent ?? ""}`}
    >
      <input type="hidden" name="intent" value="settings" />
      <div className="sm:col-span-2">
        <h2 id="rental-settings-heading" className="font-display text-2xl text-forest-950">
          Share and TDS
        </h2>
        <p className="mt-1 text-sm text-ink/80">
          The owner&apos;s share of the room charges collected is part of the terms an owner accepts (version{" "}
          {settings.terms_version}): a new share applies to owners who join after it; those in the pool keep theirs. TDS
          at this rate is deducted from each statement issued after a change.
        </p>
      </div>
      {form.message && (
        <div className="sm:col-span-2">
          <ErrorBox id={form.messageId}>{form.message}</ErrorBox>
        </div>
      )}
      {form.result?.ok && (
        <p
          role="status"
          className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900 sm:col-span-2"
        >
          {form.result.message}
        </p>
      )}
      <TextField
        {...form.field("share_percent")}
        label="Owner's share (%)"
        inputMode="numeric"
        required
        defaultValue={typed?.share_percent ?? String(settings.share_percent)}
      />
      <TextField
        {...form.field("tds_percent")}
        label="TDS rate (%)"
        inputMode="decimal"
        defaultValue={typed?.tds_percent ?? (settings.tds_percent === null ? "" : String(settings.tds_percent))}
        hint="Empty for none."
      />
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary h-11 px-7" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? "Saving…" : "Save share and TDS"}
        </button>
      </div>
    </form.Form>
  );
}
