import { useMemo, useState, type ReactNode } from "react";
import toast from "../../lib/toast";
import {
  DEFAULT_FLEXIBLE_STEPS,
  FLEXIBLE_STEP_CHOICES,
  planSteps,
  registrationMessages as m,
  type PaymentMode,
} from "../../../common/registration";
import type { PaymentRecord } from "../../../common/registration-schemas";
import { RECEIPT_FIELD } from "../../../common/registration-form";
import { checkForm, useForm } from "../../lib/form";
import { ErrorBox } from "./fields";
import { BankTransferPanel } from "../../components/transfer-instructions";
import { TransferDetailsFields } from "../../components/transfer-details-fields";
import { transferDetails, transferDetailsFromForm } from "../../../common/payment-instructions";
import { PayOnlineButton, usePayOnline } from "./pay-online";
import { ReceiptPicker, type UploadedReceipt } from "./receipt-picker";
import type { ApplicationResult } from "./form-data";
import { useRegistration } from "./registration-context";
import { useBankTransferTexts } from "../../components/transfer-texts";
import { useApplicationTexts } from "./application-texts";

const MODES: PaymentMode[] = ["flexible", "full"];

/** A failure the page finds itself, shown in the step's red box. */
const failed = (message: string) => ({ ok: false as const, message });

/** The property price is a positive whole number of rupees, or the plan cannot be made. */
const validPrice = (price: unknown): price is number =>
  typeof price === "number" && Number.isInteger(price) && price > 0;

/**
 * Step 3, Payment Process: mode and step count, the plan it gives, the first receipt;
 * Next creates the plan (POST) and pays its current step with the receipt (PUT), then advances.
 */
export function PaymentProcess({ onDone, nav }: { onDone: () => void; nav: (busy: boolean) => ReactNode }) {
  const { property, application, posted } = useRegistration();
  const { t, say, rupees } = useApplicationTexts();
  const transferTexts = useBankTransferTexts(say);
  const existing = application.payment;
  const price = property.price;
  const priceOk = validPrice(price);
  const started = existing !== null && existing.steps.some((s) => s.status === "paid");
  const [receipt, setReceipt] = useState<UploadedReceipt | null>(null);
  const form = useForm<ApplicationResult>({
    id: "payment-process",
    intent: "plan",
    actionData: posted,
    // the step's red box says what is wrong; only a saved plan is toasted
    toast: false,
    check: (data) => {
      if (started) return null;
      if (!priceOk) return failed(m.invalidPropertyPrice);
      if (!receipt) return failed(m.uploadReceiptBeforeProceeding);
      const transfer = checkForm(transferDetails, transferDetailsFromForm(data));
      return transfer.ok ? null : transfer;
    },
    // a plan already paid moves on; else the receipt uploaded already goes as its address, not the file again
    prepare: (data) => {
      if (started) {
        onDone();
        return null;
      }
      data.delete(RECEIPT_FIELD);
      data.set("payment_receipt_url", receipt?.url ?? "");
      return data;
    },
    say,
    onAnswer: (answer) => {
      if (!answer.ok) return;
      toast.success(say(m.paymentUpdated));
      onDone();
    },
  });
  const sent = form.result && !form.result.ok ? form.result.values : undefined;
  // what the preview shows (the inputs carry the same choice to the action)
  const [mode, setMode] = useState<PaymentMode>(sent?.payment_mode === "full" ? "full" : "flexible");
  const [steps, setSteps] = useState<number>(Number(sent?.payment_steps) || DEFAULT_FLEXIBLE_STEPS);
  const error = form.failure ? say(form.failure.message || m.submitPaymentFailed) : "";
  const online = usePayOnline();

  const preview = useMemo(
    () => (priceOk ? planSteps({ total: price, mode, steps, start: new Date() }) : []),
    [price, priceOk, mode, steps],
  );

  return (
    <form.Form
      {...form.props}
      id="payment-process"
      encType="multipart/form-data"
      noValidate
      aria-label={t("page.steps", { returnObjects: true })[2]}
      className="space-y-8"
    >
      <input type="hidden" name="intent" value="plan" />
      {application.paymentNotice && (
        <p role="status" className="rounded-2xl bg-red-50 px-5 py-4 text-sm text-red-900 ring-1 ring-red-200">
          {t("plan.cancelled", { reason: application.paymentNotice.reason })}
        </p>
      )}
      {existing ? (
        <ExistingPlan plan={existing} />
      ) : (
        <>
          <fieldset>
            <legend className="text-lg font-semibold text-forest-900">{t("plan.mode")}</legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {MODES.map((option) => (
                <label
                  key={option}
                  className={`flex cursor-pointer gap-3 rounded-2xl bg-white p-4 ring-2 transition-colors ${mode === option ? "ring-saffron-700" : "ring-forest-900/10 hover:ring-forest-500"}`}
                >
                  <input
                    type="radio"
                    name="payment_mode"
                    value={option}
                    defaultChecked={mode === option}
                    onChange={() => setMode(option)}
                    className="mt-1 h-4 w-4 accent-saffron-700"
                  />
                  <span>
                    <span className="block font-semibold text-forest-900">{t(`plan.${option}`)}</span>
                    <span className="block text-sm text-ink/80">{t(`plan.${option}Hint`)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          {mode === "flexible" && (
            <div className="max-w-xs">
              <label htmlFor="payment-steps" className="block text-sm font-semibold text-forest-900">
                {t("plan.stepCount")}
              </label>
              <select
                id="payment-steps"
                name="payment_steps"
                defaultValue={steps}
                onChange={(e) => setSteps(Number(e.target.value))}
                className="field mt-1.5 h-11"
              >
                {FLEXIBLE_STEP_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {t("plan.steps", { count: n })}
                  </option>
                ))}
              </select>
            </div>
          )}

          {priceOk ? (
            <PlanTable
              caption={t("plan.yourPlan")}
              rows={preview.map((s) => ({ step: s.step, name: s.stepName, amount: s.amount, due: s.dueLabel }))}
              total={price}
            />
          ) : (
            <ErrorBox>{say(m.invalidPropertyPrice)}</ErrorBox>
          )}
        </>
      )}

      {!started && (
        <BankTransferPanel
          id="step-3-transfer"
          texts={transferTexts.panel}
          view={
            existing
              ? application.transfer.step?.step === 1
                ? application.transfer.step.view
                : null
              : (application.transfer.firstStep?.[mode === "full" ? 1 : steps] ?? null)
          }
        />
      )}
      {!started && (
        <ReceiptPicker
          id="payment-receipt"
          label={
            preview[0] && !existing
              ? t("plan.firstReceiptOf", { amount: rupees(preview[0].amount) })
              : t("plan.firstReceipt")
          }
          receipt={receipt}
          onChange={(next) => {
            setReceipt(next);
            if (next) form.dismiss();
          }}
          successMessage={m.fileUploaded}
        />
      )}
      {!started && <TransferDetailsFields field={form.field} values={sent} texts={transferTexts.details} />}
      {/* a plan made without its first receipt: its first step may be paid online instead */}
      {online.available && existing && !started && existing.steps[0] && (
        <PayOnlineButton
          step={existing.steps[0]}
          paying={online.paying}
          onClick={() => void online.pay(existing.steps[0]).then((paid) => paid && onDone())}
        />
      )}

      {error && <ErrorBox>{error}</ErrorBox>}
      {nav(form.busy)}
    </form.Form>
  );
}

function ExistingPlan({ plan }: { plan: PaymentRecord }) {
  const { t } = useApplicationTexts();
  const paid = plan.steps.some((s) => s.status === "paid");
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-2xl bg-forest-100 px-5 py-4 text-sm text-forest-900">
        {paid ? t("plan.firstPaid") : t("plan.firstDue")}
      </p>
      <PlanTable
        caption={t("plan.yourPlanOf", { mode: plan.payment_mode === "full" ? t("plan.full") : t("plan.flexible") })}
        rows={plan.steps.map((s) => ({ step: s.step, name: s.step_name, amount: s.amount, due: s.due_label }))}
        total={plan.total_amount}
      />
    </div>
  );
}

/** A plan's steps (their names and due labels as common/registration.ts words them, said in the page's language). */
function PlanTable({
  caption,
  rows,
  total,
}: {
  caption: string;
  rows: { step: number; name: string; amount: number; due: string }[];
  total: number;
}) {
  const { t, rupees, stepName, dueLabel } = useApplicationTexts();
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-forest-900/10">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-4 text-left text-lg font-semibold text-forest-900">{caption}</caption>
        <thead>
          <tr className="border-b border-forest-900/10 text-xs uppercase tracking-wider text-ink/70">
            <th scope="col" className="px-4 py-3">
              {t("plan.step")}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t("plan.amount")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("plan.due")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.step} className="border-b border-forest-900/5">
              <th scope="row" className="px-4 py-3 font-medium text-forest-900">
                {row.step}. {stepName(row.name)}
              </th>
              <td className="px-4 py-3 text-right tabular-nums">{rupees(row.amount)}</td>
              <td className="px-4 py-3">{dueLabel(row.due)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="px-4 py-3 font-semibold text-forest-900">
              {t("plan.total")}
            </th>
            <td className="px-4 py-3 text-right font-semibold tabular-nums text-forest-900">{rupees(total)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
