import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { registrationMessages as m } from "../../../common/registration";
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
import { useBankTransferTexts } from "../../components/transfer-texts";
import { useApplicationTexts } from "./application-texts";

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
  const { t, say, rupees, day, stepName, dueLabel, status: statusLabel } = useApplicationTexts();
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
  if (loadError) body = <ErrorBox>{say(loadError)}</ErrorBox>;
  else if (!plan)
    body = (
      <p className="rounded-2xl bg-cream-100 px-5 py-4 text-sm text-ink/85">
        {say(m.noPaymentPlan)} {t("summary.noPlan")}
      </p>
    );
  else
    body = (
      <>
        {cancelled && (
          <p role="alert" className="rounded-2xl bg-red-50 px-5 py-4 text-sm text-red-900 ring-1 ring-red-200">
            {t("summary.cancelled", { reason: plan.cancel_reason ?? "" })}
          </p>
        )}
        {next?.verification === "rejected" && next.rejection_reason && (
          <p role="alert" className="rounded-2xl bg-amber-50 px-5 py-4 text-sm text-amber-950 ring-1 ring-amber-200">
            <strong className="font-semibold">{stepName(next.step_name)}: </strong>
            {t("summary.rejected", { reason: next.rejection_reason })}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="rounded-2xl bg-white p-5 ring-1 ring-forest-900/10">
            <h3 className="text-xs font-semibold uppercase tracking-widest text-saffron-700 [font-family:inherit]">
              {t("summary.totalPaid")}
            </h3>
            <p className="mt-2 text-2xl font-semibold tabular-nums text-forest-900">{rupees(plan.amount_paid)}</p>
            <p className="text-sm text-ink/75">{t("summary.ofTotal", { total: rupees(plan.total_amount) })}</p>
          </div>
          <div className="rounded-2xl bg-white p-5 ring-1 ring-forest-900/10">
            <h3 className="text-xs font-semibold uppercase tracking-widest text-saffron-700 [font-family:inherit]">
              {t("summary.nextDue")}
            </h3>
            {next ? (
              <>
                <p className="mt-2 font-semibold text-forest-900">
                  {t("summary.stepAmount", { name: stepName(next.step_name), amount: rupees(next.amount) })}
                </p>
                <p className="text-sm text-ink/80">
                  {t("summary.dueOn", { day: day(next.due_date), label: dueLabel(next.due_label) })}
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
                  aria-label={t("summary.payNowFor", { name: stepName(next.step_name) })}
                >
                  {t("summary.payNow")}
                </button>
              </>
            ) : (
              <p className="mt-2 font-semibold text-forest-900">
                {cancelled ? t("summary.planCancelled") : t("summary.allPaid")}
              </p>
            )}
          </div>
          <div className="rounded-2xl bg-white p-5 ring-1 ring-forest-900/10">
            <h3 className="text-xs font-semibold uppercase tracking-widest text-saffron-700 [font-family:inherit]">
              {t("summary.status")}
            </h3>
            <p className="mt-2 text-2xl font-semibold text-forest-900" data-testid="payment-status">
              {statusLabel(plan.status)}
            </p>
            <p className="text-sm text-ink/75">
              {t("summary.stepsPaid", {
                paid: plan.steps.filter((s) => s.status === "paid").length,
                count: plan.payment_steps,
              })}
            </p>
            {plan.status === "reviewing" && <p className="mt-1 text-sm text-ink/75">{t("summary.underReview")}</p>}
          </div>
        </div>
        <StepsTable plan={plan} />
      </>
    );

  return (
    <>
      {payingInPage && (
        <section
          aria-label={t("summary.pay", { name: stepName(payingInPage.step_name) })}
          className="mb-8 rounded-2xl bg-cream-100 p-5"
        >
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
        aria-label={t("page.steps", { returnObjects: true })[3]}
        className="space-y-8"
      >
        <input type="hidden" name="step" value="5" />
        {body}
        {nav({ disabled: !allPaid, hint: allPaid ? undefined : t("nav.nextWaits") })}
      </form>
      <Dialog
        open={paying !== null}
        onClose={() => setPaying(null)}
        title={paying ? t("summary.pay", { name: stepName(paying.step_name) }) : t("summary.payNow")}
        closeLabel={t("dialog.close")}
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
  const { t, rupees, day, stepName, status: statusLabel } = useApplicationTexts();
  return (
    <div
      role="region"
      aria-labelledby="payment-steps-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-forest-900/10"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption id="payment-steps-caption" className="px-4 pt-4 text-left text-lg font-semibold text-forest-900">
          {t("summary.stepsCaption")}
        </caption>
        <thead>
          <tr className="border-b border-forest-900/10 text-xs uppercase tracking-wider text-ink/70">
            <th scope="col" className="px-4 py-3">
              {t("summary.step")}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t("summary.amount")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("summary.paymentDate")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("summary.statusColumn")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("summary.receipt")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("summary.invoice")}
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
                {s.step}. {stepName(s.step_name)}
              </th>
              <td className="px-4 py-3 text-right tabular-nums">{rupees(s.amount)}</td>
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
                    {s.verification === "rejected"
                      ? t("summary.receiptRejected")
                      : t(`summary.receiptStatuses.${s.verification}`)}
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
                    aria-label={t("summary.downloadReceiptFor", { name: stepName(s.step_name) })}
                  >
                    {t("summary.downloadReceipt")}
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
                    aria-label={t("summary.downloadInvoiceFor", { name: stepName(s.step_name) })}
                  >
                    {t("summary.downloadInvoice")}
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
  const { t, say, rupees, day, stepName, dueLabel } = useApplicationTexts();
  const transferTexts = useBankTransferTexts(say);
  /** Online payment pays the plan's next due step (the server's choice): offered for that step only. */
  const payableOnline =
    online.available && application.payment?.steps.find((s) => s.status !== "paid")?.step === step.step;
  const [receipt, setReceipt] = useState<UploadedReceipt | null>(null);
  const form = useForm<ApplicationResult>({
    id: `pay-step-${step.step}`,
    intent: "pay",
    actionData: posted,
    successMessage: m.paymentUpdated,
    say,
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
  const error = form.failure ? say(form.failure.message || m.paymentUpdateFailed) : "";

  return (
    <form.Form {...form.props} encType="multipart/form-data" noValidate className="space-y-5">
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="step_number" value={step.step} />
      <h2 className="pr-10 text-2xl font-semibold text-forest-900">
        {t("summary.pay", { name: stepName(step.step_name) })}
      </h2>
      <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 text-sm ring-1 ring-forest-900/10">
        <div>
          <dt className="text-xs uppercase tracking-wider text-ink/70">{t("summary.amount")}</dt>
          <dd className="text-xl font-semibold tabular-nums text-forest-900">{rupees(step.amount)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wider text-ink/70">{t("summary.due")}</dt>
          <dd className="font-medium text-forest-900">
            {day(step.due_date)} ({dueLabel(step.due_label)})
          </dd>
        </div>
      </dl>
      <BankTransferPanel
        id={`pay-step-${step.step}-transfer`}
        texts={transferTexts.panel}
        view={application.transfer.step?.step === step.step ? application.transfer.step.view : null}
      />
      <ReceiptPicker
        id={`pay-step-${step.step}-receipt`}
        label={t("summary.paymentReceipt")}
        receipt={receipt}
        onChange={(next) => {
          setReceipt(next);
          if (next) form.dismiss();
        }}
        successMessage={m.documentUploaded}
      />
      <TransferDetailsFields field={form.field} texts={transferTexts.details} />
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
          {t("summary.cancel")}
        </button>
        <button
          type="submit"
          disabled={form.busy}
          aria-busy={form.busy || undefined}
          className="btn-primary disabled:opacity-60"
        >
          {t("summary.submitPayment")}
        </button>
      </div>
    </form.Form>
  );
}
