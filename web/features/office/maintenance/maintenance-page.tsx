import { Link, useSearchParams } from "react-router";
import { clubMoment, shortClubDay, writtenDay } from "../../../../common/club-time";
import {
  LATE_FEE_KINDS,
  MAINTENANCE_BASIS_LABELS,
  MAINTENANCE_RATE_CHOICES,
  MONTH_NAMES,
  maintenanceFormInput,
  maintenanceMessages as m,
  maintenanceSettingsInput,
  type MaintenanceBillItem,
  type MaintenanceBillList,
  type MaintenanceSettingsRecord,
} from "../../../../common/maintenance";
import { formatRupees } from "../../../../common/money";
import { Pagination } from "../../../components/pagination";
import { ErrorBox, SelectField, TextField } from "../../../components/form-fields";
import { checkForm, useForm } from "../../../lib/form";
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
import type { MaintenanceFormResult } from "./maintenance.server";

const PATH = "/admin/maintenance";
const STATUS_OPTIONS = [
  { value: "under-review", label: "Receipts to verify" },
  { value: "unpaid", label: "Unpaid" },
  { value: "overdue", label: "Overdue" },
  { value: "paid", label: "Paid" },
  { value: "all", label: "All bills" },
];
const BILL_STATUS_LABELS: Record<MaintenanceBillItem["status"], string> = {
  due: "Due",
  overdue: "Overdue",
  "under-review": "Receipt to verify",
  paid: "Paid",
};
const STATUS_STYLES: Record<MaintenanceBillItem["status"], string> = {
  due: "bg-cream-200 text-forest-950",
  overdue: "bg-red-100 text-red-900",
  "under-review": "bg-amber-100 text-amber-950",
  paid: "bg-forest-100 text-forest-900",
};
const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));
const BASIS_OPTIONS = MAINTENANCE_RATE_CHOICES.map((value) => ({ value, label: MAINTENANCE_BASIS_LABELS[value] }));
const LATE_FEE_OPTIONS = LATE_FEE_KINDS.map((value) => ({
  value,
  label: value === "fixed" ? "Fixed amount (₹)" : "Percentage of the bill (%)",
}));

/**
 * Maintenance dues (accounts): what each kind of home is charged a year and when villas are billed, with the late fee
 * after the grace days; then the bills, the transfer receipts to verify first.
 */
export function MaintenancePage({
  record,
  list,
  query,
  result,
}: {
  record: MaintenanceSettingsRecord;
  list: MaintenanceBillList;
  query: { q: string; status: string };
  result?: MaintenanceFormResult;
}) {
  const [search] = useSearchParams();
  const loading = useListLoading(PATH);
  const decisions = useDecisions(result?.intent === "settings" ? undefined : result);
  return (
    <section aria-labelledby="maintenance-heading">
      <h1 id="maintenance-heading" className="font-display text-3xl text-forest-950">
        Maintenance dues
      </h1>
      <p className="mt-2 text-ink/80">
        Each owned villa is billed once a year on the billing date, with a GST invoice (Tax settings: Villa maintenance
        dues) e-mailed to its owner, who is reminded 30 and 7 days before the due day and on it. After the grace days a
        late fee is charged once, on an invoice of its own. While dues are overdue, the owner&apos;s stays and payouts
        are on hold.
      </p>
      <p className="mt-2 text-ink/80">
        The owner nights a year, the owners&apos; booking window, the peak nights and the housekeeping fee of owner
        stays are set on{" "}
        <Link to="/admin/owner-stays" className="font-semibold underline underline-offset-4">
          Owner stays
        </Link>
        .
      </p>

      <SettingsForm record={record} result={result?.intent === "settings" ? result : undefined} />

      <h2 id="bills-heading" className="mt-10 font-display text-2xl text-forest-950">
        Bills
      </h2>
      <ListFilters
        label="Maintenance bills"
        idPrefix="bills"
        q={query.q}
        searchLabel="Search maintenance bills"
        placeholder="Owner, e-mail, villa, invoice number or UTR"
        filterName="status"
        filterLabel="Status"
        filter={query.status}
        options={STATUS_OPTIONS}
      />
      <DecisionToast result={decisions.result} />
      <QueueCount path={PATH} total={list.total} page={list.page} pages={list.pages} noun={["bill", "bills"]} />
      {list.items.length === 0 ? (
        <QueueEmpty
          message={
            query.status === "under-review" && !query.q ? "No receipt waits to be verified." : "No bill matches."
          }
          searched={Boolean(query.q) || query.status !== "under-review"}
          path={PATH}
          resetLabel="show the receipts to verify"
          hint="Try another search"
        />
      ) : (
        <ul className={`mt-4 grid gap-4 ${loading ? "opacity-60" : ""}`} aria-label="Maintenance bills">
          {list.items.map((item) => (
            <li key={item.id}>
              <BillCard item={item} decisions={decisions} />
            </li>
          ))}
        </ul>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

function SettingsForm({ record, result }: { record: MaintenanceSettingsRecord; result?: MaintenanceFormResult }) {
  const form = useForm<MaintenanceFormResult>({
    id: "maintenance",
    intent: "settings",
    actionData: result,
    toast: false,
    clearOnChange: true,
    check: (data) => {
      const checked = checkForm(maintenanceSettingsInput, maintenanceFormInput(data), m.fixFields);
      return checked.ok ? null : checked;
    },
  });
  const typed = form.result && !form.result.ok ? form.result.values : undefined;
  const saved = record.settings;
  const value = (name: string, fallback: string | number | null | undefined) =>
    typed?.[name] ?? (fallback === null || fallback === undefined ? "" : String(fallback));
  return (
    <form.Form
      {...form.props}
      noValidate
      aria-labelledby="maintenance-settings-heading"
      className="mt-6 grid gap-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      key={record.updated_at ?? "unsaved"}
    >
      <input type="hidden" name="intent" value="settings" />
      <div>
        <h2 id="maintenance-settings-heading" className="font-display text-2xl text-forest-950">
          Settings
        </h2>
        <p className="mt-1 text-sm text-ink/80">
          {record.updated_at
            ? `Last saved ${shortClubDay(record.updated_at)}. Bills issued before a change keep their own amounts.`
            : "Not saved yet: no villa is billed until the settings are saved."}
        </p>
      </div>
      {form.message && <ErrorBox id={form.messageId}>{form.message}</ErrorBox>}
      {form.result?.ok && (
        <p role="status" className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
          {form.result.message}
        </p>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="text-lg font-semibold text-forest-950">Billing</legend>
        <TextField
          {...form.field("billing_day")}
          label="Billing day of the month"
          required
          inputMode="numeric"
          hint="Up to 28 in February."
          defaultValue={value("billing_day", saved?.billing_day)}
        />
        <SelectField
          {...form.field("billing_month")}
          label="Billing month"
          required
          options={MONTH_OPTIONS}
          defaultValue={value("billing_month", saved?.billing_month ?? 4)}
        />
        <TextField
          {...form.field("due_days")}
          label="Days to pay after billing"
          required
          inputMode="numeric"
          defaultValue={value("due_days", saved?.due_days ?? 30)}
        />
        <TextField
          {...form.field("grace_days")}
          label="Grace days after the due day"
          required
          inputMode="numeric"
          hint="The late fee is charged the day after."
          defaultValue={value("grace_days", saved?.grace_days ?? 15)}
        />
        <SelectField
          {...form.field("late_fee_kind")}
          label="Late fee"
          required
          options={LATE_FEE_OPTIONS}
          defaultValue={value("late_fee_kind", saved?.late_fee_kind ?? "percent")}
        />
        <TextField
          {...form.field("late_fee")}
          label="Late fee amount"
          required
          inputMode="decimal"
          hint="Whole rupees, or a percentage such as 2 or 1.5."
          defaultValue={value("late_fee", saved?.late_fee ?? 2)}
        />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="text-lg font-semibold text-forest-950">Yearly charge by kind of home</legend>
        <p className="text-sm text-ink/80">
          Per square foot (rupees, up to two decimals, times the villa&apos;s square feet) or a fixed amount a villa,
          GST included. A kind not billed is not charged.
        </p>
        {record.kinds.map((kind) => (
          <div key={kind.property_type_id} className="grid gap-4 sm:grid-cols-2">
            <SelectField
              {...form.field(`rate.${kind.property_type_id}.basis`)}
              label={`${kind.name}: charged`}
              required
              options={BASIS_OPTIONS}
              defaultValue={value(`rate.${kind.property_type_id}.basis`, kind.basis)}
            />
            <TextField
              {...form.field(`rate.${kind.property_type_id}.amount`)}
              label={`${kind.name}: amount (₹)`}
              inputMode="decimal"
              defaultValue={value(`rate.${kind.property_type_id}.amount`, kind.amount)}
            />
          </div>
        ))}
      </fieldset>
      <div>
        <button type="submit" className="btn btn-primary h-11 px-7" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? "Saving…" : "Save maintenance settings"}
        </button>
      </div>
    </form.Form>
  );
}

function BillCard({ item, decisions }: { item: MaintenanceBillItem; decisions: Decisions<MaintenanceFormResult> }) {
  const headingId = `bill-${item.id}`;
  const about = (intent: string) => (answer: MaintenanceFormResult) =>
    answer.intent === intent && answer.id === item.id;
  const verify = useDecisionForm(decisions, `verify-${item.id}`, about("verify"));
  const reject = useDecisionForm(decisions, `reject-${item.id}`, about("reject"));
  const busy = verify.busy || reject.busy;
  const reason = reject.control("reason", { id: `reason-${item.id}` });
  const villa = item.villa.villa_number ? `${item.villa.name} (${item.villa.villa_number})` : item.villa.name;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-forest-950">
          {villa} — {item.year}
        </h3>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[item.status]}`}>
          {BILL_STATUS_LABELS[item.status]}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink/80">Owner</dt>
        <dd className="min-w-0 break-words">
          <Link
            to={`/admin/members/${item.member.id}`}
            className="font-semibold text-forest-900 underline underline-offset-4"
          >
            {item.member.name}
          </Link>{" "}
          <span className="break-all">({item.member.email})</span>
        </dd>
        <dt className="text-ink/80">Invoice</dt>
        <dd>
          <a
            href={`/api/admin/invoices/${encodeURIComponent(item.invoice_number)}`}
            className="underline underline-offset-4"
          >
            {item.invoice_number}
          </a>
        </dd>
        <dt className="text-ink/80">Amount</dt>
        <dd className="font-semibold tabular-nums">
          {formatRupees(item.total)}
          {item.late_fee > 0 && ` (late fee ${formatRupees(item.late_fee)}, invoice ${item.late_fee_invoice_number})`}
        </dd>
        <dt className="text-ink/80">Due</dt>
        <dd>{writtenDay(item.due_on)}</dd>
        {item.paid_via && (
          <>
            <dt className="text-ink/80">Paid</dt>
            <dd>{item.paid_via === "razorpay" ? "Online (Razorpay)" : "Bank transfer"}</dd>
          </>
        )}
        {item.receipt_url && (
          <>
            <dt className="text-ink/80">Receipt</dt>
            <dd>
              <a href={item.receipt_url} className="underline underline-offset-4" target="_blank" rel="noreferrer">
                Open the receipt
              </a>
              {item.submitted_at && ` · sent ${clubMoment(new Date(item.submitted_at))}`}
            </dd>
            <dt className="text-ink/80">UTR</dt>
            <dd className="select-all break-all font-semibold">{item.utr ?? "Not given"}</dd>
            <dt className="text-ink/80">Day paid</dt>
            <dd>{item.paid_on ? writtenDay(item.paid_on) : "Not given"}</dd>
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
            <textarea {...reason} required maxLength={500} rows={2} className="field w-full" />
            {reject.errors.reason && (
              <p id={`${reason.id}-error`} className="text-sm text-terracotta-600">
                {reject.errors.reason}
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
