import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from "react";
import toast from "react-hot-toast";
import { formatRupees } from "../../../common/money";
import {
  DEFAULT_FLEXIBLE_STEPS,
  FLEXIBLE_STEP_CHOICES,
  planSteps,
  registrationMessages as m,
  type PaymentMode,
} from "../../../common/registration";
import type { PaymentRecord } from "../../../common/registration-schemas";
import { messageOr } from "../../lib/api";
import { registrationPaths } from "./api";
import { ErrorBox } from "./fields";
import { ReceiptPicker, type UploadedReceipt } from "./receipt-picker";
import { useRegistration, type RegistrationApi } from "./registration-context";

/** GET /api/payment-details/{propertyId}: the plan, null when none was started (404). */
export async function loadPayment(call: RegistrationApi["call"], propertyId: string): Promise<{ plan: PaymentRecord | null; error: string }> {
  try {
    const answer = await call<PaymentRecord>("GET", registrationPaths.payment(propertyId));
    if (answer.ok && answer.data) return { plan: answer.data, error: "" };
    if (answer.status === 404) return { plan: null, error: "" };
    return { plan: null, error: messageOr(answer, "Failed to load payment details. Please try again.") };
  } catch {
    return { plan: null, error: "Failed to load payment details. Please try again." };
  }
}

const MODES: { value: PaymentMode; label: string; description: string }[] = [
  { value: "flexible", label: "Flexible", description: "Pay in 2 to 5 steps as the villa is built." },
  { value: "full", label: "Full", description: "Pay the whole contribution in one payment." },
];

/** The property price is a positive whole number of rupees, or the plan cannot be made (spec §5). */
const validPrice = (price: unknown): price is number => typeof price === "number" && Number.isInteger(price) && price > 0;

/**
 * Step 3, Payment Process (spec §2, §4): mode and step count, the plan it gives, the first receipt;
 * Next creates the plan (POST) and pays its current step with the receipt (PUT), then advances.
 */
export function PaymentProcess({ onDone, nav }: { onDone: () => void; nav: (busy: boolean) => ReactNode }) {
  const { call, propertyId, property } = useRegistration();
  const [existing, setExisting] = useState<PaymentRecord | null | undefined>(undefined);
  const [mode, setMode] = useState<PaymentMode>("flexible");
  const [steps, setSteps] = useState<number>(DEFAULT_FLEXIBLE_STEPS);
  const [receipt, setReceipt] = useState<UploadedReceipt | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const price = property.price;
  const priceOk = validPrice(price);

  useEffect(() => {
    let live = true;
    loadPayment(call, propertyId).then(({ plan }) => {
      if (live) setExisting(plan);
    });
    return () => {
      live = false;
    };
  }, [call, propertyId]);

  const preview = useMemo(
    () => (priceOk ? planSteps({ total: price, mode, steps, start: new Date() }) : []),
    [price, priceOk, mode, steps],
  );

  if (existing === undefined) return <p role="status">Loading payment details...</p>;
  const started = existing !== null && existing.steps.some((s) => s.status === "paid");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError("");
    if (started) return onDone();
    if (!priceOk) return setError(m.invalidPropertyPrice);
    if (!receipt) return setError(m.uploadReceiptBeforeProceeding);
    setBusy(true);
    try {
      let plan = existing;
      if (!plan) {
        const created = await call<PaymentRecord>("POST", registrationPaths.payment(propertyId), {
          property_id: propertyId,
          payment_mode: mode,
          payment_steps: mode === "full" ? 1 : steps,
          total_amount: price,
          payment_receipt_url: receipt.url,
        });
        if (!created.ok || !created.data) {
          setError(messageOr(created, m.submitPaymentFailed));
          return;
        }
        plan = created.data;
        setExisting(plan);
      }
      // a plan created with the receipt may have paid its first step already; else pay it now
      if (!plan.steps.some((s) => s.status === "paid")) {
        const paid = await call<PaymentRecord>("PUT", registrationPaths.paymentStep(propertyId, plan.current_step), { payment_receipt_url: receipt.url });
        if (!paid.ok) {
          setError(messageOr(paid, m.submitPaymentFailed));
          return;
        }
        if (paid.data) setExisting(paid.data);
      }
      toast.success(m.paymentUpdated);
      onDone();
    } catch {
      setError(m.submitPaymentFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form id="payment-process" noValidate onSubmit={submit} aria-label="Payment Process" className="space-y-8">
      {existing ? (
        <ExistingPlan plan={existing} />
      ) : (
        <>
          <fieldset>
            <legend className="text-lg font-semibold text-forest-900">Payment mode</legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {MODES.map((option) => (
                <label
                  key={option.value}
                  className={`flex cursor-pointer gap-3 rounded-2xl bg-white p-4 ring-2 transition-colors ${mode === option.value ? "ring-saffron-700" : "ring-forest-900/10 hover:ring-forest-500"}`}
                >
                  <input
                    type="radio"
                    name="payment_mode"
                    value={option.value}
                    checked={mode === option.value}
                    onChange={() => setMode(option.value)}
                    className="mt-1 h-4 w-4 accent-saffron-700"
                  />
                  <span>
                    <span className="block font-semibold text-forest-900">{option.label}</span>
                    <span className="block text-sm text-ink/80">{option.description}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          {mode === "flexible" && (
            <div className="max-w-xs">
              <label htmlFor="payment-steps" className="block text-sm font-semibold text-forest-900">
                Number of payment steps
              </label>
              <select id="payment-steps" value={steps} onChange={(e) => setSteps(Number(e.target.value))} className="field mt-1.5 h-11">
                {FLEXIBLE_STEP_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {n} steps
                  </option>
                ))}
              </select>
            </div>
          )}

          {priceOk ? (
            <PlanTable
              caption="Your payment plan"
              rows={preview.map((s) => ({ step: s.step, name: s.stepName, amount: s.amount, due: s.dueLabel }))}
              total={price}
            />
          ) : (
            <ErrorBox>{m.invalidPropertyPrice}</ErrorBox>
          )}
        </>
      )}

      {!started && (
        <ReceiptPicker
          id="payment-receipt"
          label={`Payment receipt for the first step${preview[0] && !existing ? ` (${formatRupees(preview[0].amount)})` : ""}`}
          receipt={receipt}
          onChange={(next) => {
            setReceipt(next);
            if (next) setError("");
          }}
          successMessage={m.fileUploaded}
        />
      )}

      {error && <ErrorBox>{error}</ErrorBox>}
      {nav(busy)}
    </form>
  );
}

function ExistingPlan({ plan }: { plan: PaymentRecord }) {
  const paid = plan.steps.some((s) => s.status === "paid");
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-2xl bg-forest-100 px-5 py-4 text-sm text-forest-900">
        {paid
          ? "Your payment plan is set up and its first payment is recorded. Continue to the payment summary to pay the next steps and download invoices."
          : "Your payment plan is set up. Upload the receipt of its first payment to continue."}
      </p>
      <PlanTable
        caption={`Your payment plan (${plan.payment_mode === "full" ? "Full" : "Flexible"})`}
        rows={plan.steps.map((s) => ({ step: s.step, name: s.step_name, amount: s.amount, due: s.due_label }))}
        total={plan.total_amount}
      />
    </div>
  );
}

function PlanTable({ caption, rows, total }: { caption: string; rows: { step: number; name: string; amount: number; due: string }[]; total: number }) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-forest-900/10">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-4 text-left text-lg font-semibold text-forest-900">{caption}</caption>
        <thead>
          <tr className="border-b border-forest-900/10 text-xs uppercase tracking-wider text-ink/70">
            <th scope="col" className="px-4 py-3">
              Step
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Amount
            </th>
            <th scope="col" className="px-4 py-3">
              Due
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.step} className="border-b border-forest-900/5">
              <th scope="row" className="px-4 py-3 font-medium text-forest-900">
                {row.step}. {row.name}
              </th>
              <td className="px-4 py-3 text-right tabular-nums">{formatRupees(row.amount)}</td>
              <td className="px-4 py-3">{row.due}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="px-4 py-3 font-semibold text-forest-900">
              Total
            </th>
            <td className="px-4 py-3 text-right font-semibold tabular-nums text-forest-900">{formatRupees(total)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
