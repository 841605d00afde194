import { shortClubDay } from "../../../common/club-time";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { formatRupees } from "../../../common/money";
import { registrationMessages as m } from "../../../common/registration";
import { officePaymentsMessages as pm, RECEIPT_STATUS_LABELS } from "../../../common/office-payments";
import type { PaymentRecord, PaymentStepRecord } from "../../../common/registration-schemas";
import { Dialog } from "../../components/dialog";
import { RECEIPT_FIELD } from "../../../common/registration-form";
import { checkForm, useForm } from "../../lib/form";
import { ErrorBox } from "./fields";
import type { ApplicationResult } from "./form-data";
import { PayOnlineButton, usePayOnline } from "./pay-online";
import { ReceiptPicker, type UploadedReceipt } from "./receipt-picker";
import { useRegistration } from "./registration-context";
import { BACK_FORM, PAY_FORM } from "./step-nav";
import { BankTransferPanel } from "../../components/transfer-instructions";
import { TransferDetailsFields } from "../../components/transfer-details-fields";
import { transferDetails, transferDetailsFromForm } from "../../../common/payment-instructions";

const day = (iso: string | null) => (iso ? shortClubDay(iso) : "—");
const STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  paid: "Paid",
  completed: "Completed",
  cancelled: "Cancelled",
  reviewing: "Under review",
};
const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

/**
 * Step 4, Payment Summary & Invoice Download: amount paid, the next due step with Pay Now,
 * the payment status and every step with its receipt and invoice. Next waits until every step is paid.
 */
export function PaymentSummary({
  onDone,
  nav,
}: {
  onDone: () => void;
  nav: (opts: { disabled: boolean; hint?: string }) => ReactNode;
}) {
  const { application } = useRegistration();
  const plan = application.payment;
  const loadError = application.paymentError;
  const [paying, setPaying] = useState<PaymentStepRecord | null>(null);
  /** The step just paid in the dialog: its row takes the focus once the dialog has closed (the Pay Now may be gone). */
  const justPaid = useRef<number | null>(null);
  const online = usePayOnline();
  /** Razorpay Checkout opens over the page: the Pay Now dialog (modal) closes first. */
  const payOnline = (step: PaymentStepRecord) => {
    setPaying(null);
    // once paid, its row takes the focus (the Pay Now that opened the dialog is gone)
    void online
      .pay(step)
      .then(
        (paid) => paid && requestAnimationFrame(() => document.getElementById(`payment-step-${step.step}`)?.focus()),
      );
  };

  useEffect(() => {
    if (justPaid.current === null || paying) return;
    const row = document.getElementById(`payment-step-${justPaid.current}`);
    justPaid.current = null;
    // after the dialog's own close (which gives the focus back to its opener) has run
    requestAnimationFrame(() => row?.focus());
  }, [plan, paying]);

  const cancelled = plan?.status === "cancelled";
  const allPaid = !!plan && !cancelled && plan.steps.length > 0 && plan.steps.every((s) => s.status === "paid");
  const next = cancelled ? null : (plan?.steps.find((s) => s.status !== "paid") ?? null);
  /** Without JavaScript, `?pay=N` shows the payment form of that step in the page. */
  const payingInPage = application.pay !== null ? (plan?.steps.find((s) => s.step === application.pay) ?? null) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (allPaid) onDone();
  }

  let body: ReactNode;
  if (loadError) body = <ErrorBox>{loadError}</ErrorBox>;
  else if (!plan)
    body = (
      <p className="rounded-2xl bg-cream-100 px-5 py-4 text-sm text-ink/85">
        {m.noPaymentPlan} Go back to the payment process to choose a plan and upload your first receipt.
      </p>
    );
  else
    body = (
      <>
        {cancelled && (
          <p role="alert" className="rounded-2xl bg-red-50 px-5 py-4 text-sm text-red-900 ring-1 ring-red-200">
            {pm.planCancelledNotice(plan.cancel_reason ?? "")} Use Restart Payment in your member portal, or contact the
            club.
          </p>
        )}
        {next?.verification === "rejected" && next.rejection_reason && (
          <p role="alert" className="rounded-2xl bg-amber-50 px-5 py-4 text-sm text-amber-950 ring-1 ring-amber-200">
            <strong className="font-semibold">{next.step_name}: </strong>
            {pm.rejectedOnStep(next.rejection_reason)}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="rounded-2xl bg-white p-5 ring-1 ring-forest-900/10">
            <h3 className="text-xs font-semibold uppercase tracking-widest text-saffron-700 [font-family:inherit]">
              Total amount paid
            </h3>
            <p className="mt-2 text-2xl font-semibold tabular-nums text-forest-900">{formatRupees(plan.amount_paid)}</p>
            <p className="text-sm text-ink/75">of {formatRupees(plan.total_amount)}</p>
          </div>
          <div className="rounded-2xl bg-white p-5 ring-1 ring-forest-900/10">
            <h3 className="text-xs font-semibold uppercase tracking-widest text-saffron-700 [font-family:inherit]">
              Next payment due
            </h3>
            {next ? (
              <>
                <p className="mt-2 font-semibold text-forest-900">
                  {next.step_name}: {formatRupees(next.amount)}
                </p>
                <p className="text-sm text-ink/80">
                  Due {day(next.due_date)} ({next.due_label})
                </p>
                <button
                  type="submit"
                  form={PAY_FORM}
                  name="pay"
                  value={next.step}
                  onClick={(event) => {
                    event.preventDefault();
                    setPaying(next);
                  }}
                  className="btn-primary mt-3"
                  aria-label={`Pay Now: ${next.step_name}`}
                >
                  Pay Now
                </button>
              </>
            ) : (
              <p className="mt-2 font-semibold text-forest-900">
                {cancelled ? "This plan is cancelled." : "Every step is paid."}
              </p>
            )}
          </div>
          <div className="rounded-2xl bg-white p-5 ring-1 ring-forest-900/10">
            <h3 className="text-xs font-semibold uppercase tracking-widest text-saffron-700 [font-family:inherit]">
              Payment status
            </h3>
            <p className="mt-2 text-2xl font-semibold text-forest-900" data-testid="payment-status">
              {statusLabel(plan.status)}
            </p>
            <p className="text-sm text-ink/75">
              {plan.steps.filter((s) => s.status === "paid").length} of {plan.payment_steps}{" "}
              {plan.payment_steps === 1 ? "step" : "steps"} paid
            </p>
            {plan.status === "reviewing" && <p className="mt-1 text-sm text-ink/75">{pm.underReview}</p>}
          </div>
        </div>
        <StepsTable plan={plan} />
      </>
    );

  return (
    <>
      {payingInPage && (
        <section aria-label={`Pay ${payingInPage.step_name}`} className="mb-8 rounded-2xl bg-cream-100 p-5">
          <PayStep
            step={payingInPage}
            onCancel={() => undefined}
            onPaid={async () => undefined}
            online={online}
            onPayOnline={payOnline}
          />
        </section>
      )}
      {/* without JavaScript Next asks for step 5, which the server shows once every step is paid */}
      <form
        id="payment-summary"
        method="get"
        noValidate
        onSubmit={submit}
        aria-label="Payment Summary & Invoice Download"
        className="space-y-8"
      >
        <input type="hidden" name="step" value="5" />
        {body}
        {nav({ disabled: !allPaid, hint: allPaid ? undefined : "Next is available once every payment step is paid." })}
      </form>
      <Dialog
        open={paying !== null}
        onClose={() => setPaying(null)}
        title={paying ? `Pay ${paying.step_name}` : "Pay Now"}
      >
        {paying && (
          <PayStep
            step={paying}
            online={online}
            onPayOnline={payOnline}
            onCancel={() => setPaying(null)}
            onPaid={async () => {
              justPaid.current = paying.step;
              setPaying(null);
            }}
          />
        )}
      </Dialog>
    </>
  );
}

function StepsTable({ plan }: { plan: PaymentRecord }) {
  return (
    <div
      role="region"
      aria-labelledby="payment-steps-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-forest-900/10"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption id="payment-steps-caption" className="px-4 pt-4 text-left text-lg font-semibold text-forest-900">
          Payment steps
        </caption>
        <thead>
          <tr className="border-b border-forest-900/10 text-xs uppercase tracking-wider text-ink/70">
            <th scope="col" className="px-4 py-3">
              Step
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Amount
            </th>
            <th scope="col" className="px-4 py-3">
              Payment date
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Receipt
            </th>
            <th scope="col" className="px-4 py-3">
              Invoice
            </th>
          </tr>
        </thead>
        <tbody>
          {plan.steps.map((s) => (
            <tr
              key={s.step}
              id={`payment-step-${s.step}`}
              tabIndex={-1}
              className="border-b border-forest-900/5 last:border-0"
            >
              <th scope="row" className="px-4 py-3 font-medium text-forest-900">
                {s.step}. {s.step_name}
              </th>
              <td className="px-4 py-3 text-right tabular-nums">{formatRupees(s.amount)}</td>
              <td className="px-4 py-3">{day(s.payment_date)}</td>
              <td className="px-4 py-3">
                <span
                  className={`rounded-full px-2.5 py-1 text-xs font-semibold ${s.status === "paid" ? "bg-forest-100 text-forest-900" : "bg-cream-200 text-ink"}`}
                >
                  {statusLabel(s.status)}
                </span>
                {s.verification && (
                  <span
                    className={`mt-1 block text-xs ${s.verification === "rejected" ? "font-semibold text-red-800" : "text-ink/75"}`}
                  >
                    {s.verification === "rejected" ? "Receipt rejected" : RECEIPT_STATUS_LABELS[s.verification]}
                  </span>
                )}
                {s.verification === "rejected" && s.rejection_reason && (
                  <span className="mt-1 block max-w-xs text-xs text-ink/85">{s.rejection_reason}</span>
                )}
              </td>
              <td className="px-4 py-3">
                {s.payment_receipt_url ? (
                  <a
                    href={s.payment_receipt_url}
                    download
                    className="font-semibold text-saffron-700 underline underline-offset-4"
                    aria-label={`Download receipt for ${s.step_name}`}
                  >
                    Download receipt
                  </a>
                ) : (
                  "—"
                )}
              </td>
              <td className="px-4 py-3">
                {s.verification === "verified" && s.invoice_url ? (
                  <a
                    href={s.invoice_url}
                    download
                    className="font-semibold text-saffron-700 underline underline-offset-4"
                    aria-label={`Download invoice for ${s.step_name}`}
                  >
                    Download invoice
                  </a>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The Pay Now dialog of one step: its amount, the receipt, Cancel and Submit Payment. */
function PayStep({
  step,
  onCancel,
  onPaid,
  online,
  onPayOnline,
}: {
  step: PaymentStepRecord;
  onCancel: () => void;
  onPaid: () => Promise<void>;
  online: ReturnType<typeof usePayOnline>;
  onPayOnline: (step: PaymentStepRecord) => void;
}) {
  const { application, posted } = useRegistration();
  /** Online payment pays the plan's next due step (the server's choice): offered for that step only. */
  const payableOnline =
    online.available && application.payment?.steps.find((s) => s.status !== "paid")?.step === step.step;
  const [receipt, setReceipt] = useState<UploadedReceipt | null>(null);
  const form = useForm<ApplicationResult>({
    id: `pay-step-${step.step}`,
    intent: "pay",
    actionData: posted,
    successMessage: m.paymentUpdated,
    // a missing receipt is said in the dialog's red box, not toasted
    checkToast: false,
    check: (data) => {
      if (!receipt) return { ok: false, message: m.uploadReceiptFirst };
      const transfer = checkForm(transferDetails, transferDetailsFromForm(data));
      return transfer.ok ? null : transfer;
    },
    // the receipt uploaded already goes as its address, not the file again
    prepare: (data) => {
      data.delete(RECEIPT_FIELD);
      data.set("payment_receipt_url", receipt?.url ?? "");
      return data;
    },
    onAnswer: (answer) => answer.ok && void onPaid(),
  });
  const error = form.failure ? form.failure.message || m.paymentUpdateFailed : "";

  return (
    <form.Form {...form.props} encType="multipart/form-data" noValidate className="space-y-5">
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="step_number" value={step.step} />
      <h2 className="pr-10 text-2xl font-semibold text-forest-900">Pay {step.step_name}</h2>
      <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 text-sm ring-1 ring-forest-900/10">
        <div>
          <dt className="text-xs uppercase tracking-wider text-ink/70">Amount</dt>
          <dd className="text-xl font-semibold tabular-nums text-forest-900">{formatRupees(step.amount)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wider text-ink/70">Due</dt>
          <dd className="font-medium text-forest-900">
            {day(step.due_date)} ({step.due_label})
          </dd>
        </div>
      </dl>
      <BankTransferPanel
        id={`pay-step-${step.step}-transfer`}
        view={application.transfer.step?.step === step.step ? application.transfer.step.view : null}
      />
      <ReceiptPicker
        id={`pay-step-${step.step}-receipt`}
        label="Payment receipt"
        receipt={receipt}
        onChange={(next) => {
          setReceipt(next);
          if (next) form.dismiss();
        }}
        successMessage={m.documentUploaded}
      />
      <TransferDetailsFields field={form.field} />
      {payableOnline && <PayOnlineButton step={step} paying={online.paying} onClick={() => onPayOnline(step)} />}
      {/* the server's failure was read out by its toast already */}
      {error && <ErrorBox announce={!form.toasted}>{error}</ErrorBox>}
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="submit"
          form={BACK_FORM}
          name="step"
          value="4"
          onClick={(event) => {
            event.preventDefault();
            onCancel();
          }}
          className="btn-secondary"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={form.busy}
          aria-busy={form.busy || undefined}
          className="btn-primary disabled:opacity-60"
        >
          Submit Payment
        </button>
      </div>
    </form.Form>
  );
}
