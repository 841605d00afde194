import { useState } from "react";
import { formatMoney } from "../../../common/currency";
import { donationChoices, typedDonationAmount } from "../../../common/donation-form";
import {
  DONATION_CAUSES,
  DONATION_FREQUENCIES,
  DONATION_KINDS,
  DONATION_METHODS,
  DEFAULT_DONATION_METHOD,
  donationCharge,
  type DonationCause,
  type DonationFormValues,
  type DonationRates,
} from "../../../common/donations";
import { TextAreaField, TextField } from "../../components/form-fields";
import { errorId, useForm, type FormHandle } from "../../lib/form";
import { useDonateTexts } from "./donate-texts";
import { Alert, AmountField, FieldError, TextInput } from "./donation-fields";
import type { DonationResult, TransferResult } from "./donation-results";
import { DonationThankYou, TransferStep } from "./donation-thank-you";

export type { DonationResult, PaymentStep, TransferResult } from "./donation-results";

type Form = FormHandle<DonationResult>;

/** The pledge card of /donate-now: the form, or the thank-you with its reference and how to pay once recorded. */
export function DonationPanel({
  actionData,
  initialCause,
  rates,
}: {
  actionData: DonationResult | TransferResult | undefined;
  initialCause: DonationCause | null;
  rates: DonationRates;
}) {
  const { say } = useDonateTexts();
  const transferPosted = actionData?.intent === "transfer" ? (actionData as TransferResult) : undefined;
  // the page says what happened (the thank-you, the messages beside the fields): no toasts; a field's message goes
  // once the visitor changes that field; the messages in the page's language (`say`)
  const form = useForm<DonationResult>({
    id: "donation",
    intent: "pledge",
    actionData: transferPosted ? undefined : (actionData as DonationResult | undefined),
    toast: false,
    clearOnChange: true,
    say,
  });
  const result = form.result;
  // a transfer's details posted without JavaScript: the step again (its messages), or the details received
  if (transferPosted)
    return transferPosted.ok ? (
      <TransferStep given={transferPosted.given} />
    ) : (
      <TransferStep step={transferPosted.step} actionData={transferPosted} />
    );
  if (result?.ok) return <DonationThankYou pledge={result.pledge} step={result.step} onAnother={form.reset} />;
  return <DonationForm form={form} sent={result?.values} initialCause={initialCause} rates={rates} />;
}

function DonationForm({
  form,
  sent,
  initialCause,
  rates,
}: {
  form: Form;
  sent: DonationFormValues | undefined;
  initialCause: DonationCause | null;
  rates: DonationRates;
}) {
  const { t } = useDonateTexts();
  const [initial] = useState(() => donationChoices(sent, initialCause));
  const [kind, setKind] = useState(initial.kind);
  const [frequency, setFrequency] = useState(initial.frequency);
  const [causes, setCauses] = useState<string[]>(initial.causes);
  const [amount, setAmount] = useState(initial.amount);
  const [currency, setCurrency] = useState(initial.currency);
  const [method, setMethod] = useState(DONATION_METHODS.find((m) => m === sent?.method) ?? DEFAULT_DONATION_METHOD);

  // A "Support this project" link ticks its cause without clearing what the visitor already chose.
  const [seenCause, setSeenCause] = useState(initialCause);
  if (initialCause !== seenCause) {
    setSeenCause(initialCause);
    if (initialCause && !causes.includes(initialCause)) setCauses([...causes, initialCause]);
  }

  const errors = form.errors;
  const amountNumber = typedDonationAmount(amount);
  const charge = amountNumber !== null && currency !== "INR" ? donationCharge(amountNumber, currency, rates) : null;
  const submitLabel =
    amountNumber !== null
      ? t("form.submitAmount", {
          amount: formatMoney(amountNumber, currency),
          often: t(`form.often.${kind === "recurring" ? frequency : "once"}`),
        })
      : t("form.submit");

  return (
    <form.Form {...form.props} noValidate aria-labelledby="donate-form-heading" className="space-y-8">
      {Object.keys(errors).length > 0 ? <Alert>{t("messages.fixFields")}</Alert> : null}
      {form.message ? <Alert>{form.message}</Alert> : null}

      <input type="hidden" name="kind" value={kind} />
      <div>
        <p id="donation-kind-label" className="text-sm font-semibold text-forest-900">
          {t("form.kindLabel")}
        </p>
        <div
          role="group"
          aria-labelledby="donation-kind-label"
          className="mt-2 grid grid-cols-2 gap-1 rounded-full bg-cream-100 p-1 ring-1 ring-forest-900/10"
        >
          {DONATION_KINDS.map((k) => {
            const pressed = kind === k.value;
            return (
              <button
                key={k.value}
                type="button"
                aria-pressed={pressed}
                onClick={() => {
                  setKind(k.value);
                  form.clearError("kind");
                  form.clearError("frequency");
                }}
                className={`rounded-full px-4 py-2.5 text-sm font-semibold transition-colors ${
                  pressed ? "bg-forest-900 text-cream-50 shadow-sm" : "text-forest-900 hover:bg-cream-200"
                }`}
              >
                {t(`form.kinds.${k.value}`)}
              </button>
            );
          })}
        </div>
        <FieldError form={form} field="kind" />
      </div>

      {kind === "recurring" ? (
        <fieldset aria-describedby={errors.frequency ? errorId(form.idOf("frequency")) : undefined}>
          <legend className="text-sm font-semibold text-forest-900">{t("form.frequencyLegend")}</legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {DONATION_FREQUENCIES.map((f) => (
              <label
                key={f.value}
                className="cursor-pointer rounded-xl border border-forest-900/20 bg-white px-3 py-2.5 text-center text-sm font-semibold text-forest-900 transition-colors hover:border-forest-700 has-checked:border-forest-900 has-checked:bg-forest-900 has-checked:text-cream-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus-ring"
              >
                <input
                  {...form.control("frequency", { group: true })}
                  type="radio"
                  value={f.value}
                  checked={frequency === f.value}
                  onChange={() => setFrequency(f.value)}
                  className="sr-only"
                />
                {t(`form.frequencies.${f.value}`)}
              </label>
            ))}
          </div>
          <FieldError form={form} field="frequency" />
        </fieldset>
      ) : null}

      <fieldset aria-describedby={errors.causes ? errorId(form.idOf("causes")) : undefined}>
        <legend className="text-sm font-semibold text-forest-900">{t("form.causesLegend")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {DONATION_CAUSES.map((cause) => (
            <label
              key={cause}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-3.5 transition-colors hover:border-forest-700 has-checked:border-forest-700 has-checked:bg-forest-100 ${
                errors.causes ? "border-terracotta-600" : "border-forest-900/20"
              }`}
            >
              <input
                {...form.control("causes", { group: true })}
                type="checkbox"
                value={cause}
                checked={causes.includes(cause)}
                onChange={(event) =>
                  setCauses(event.target.checked ? [...causes, cause] : causes.filter((c) => c !== cause))
                }
                className="mt-0.5 h-5 w-5 shrink-0 accent-forest-700"
              />
              <span>
                <span className="block text-sm font-semibold text-forest-900">{t(`causes.${cause}.name`)}</span>
                <span className="mt-0.5 block text-xs text-ink/80">{t(`causes.${cause}.short`)}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError form={form} field="causes" />
      </fieldset>

      <AmountField form={form} amount={amount} currency={currency} onAmount={setAmount} onCurrency={setCurrency} />
      {charge ? (
        <p role="status" className="rounded-xl bg-saffron-100 px-4 py-3 text-sm text-ink" data-testid="donation-fcra">
          {charge.converted
            ? t("form.fcraNote", {
                amount: formatMoney(amountNumber!, currency),
                rupees: formatMoney(charge.amount, "INR"),
                rate: formatMoney(charge.rate!, "INR"),
                currency,
              })
            : t("form.fcraCharged", {
                amount: formatMoney(amountNumber!, currency),
                rupees: formatMoney(charge.amountInr, "INR"),
                currency,
              })}
        </p>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput form={form} field="name" label={t("form.nameLabel")} autoComplete="name" defaultValue={sent?.name} />
        <TextInput
          form={form}
          field="email"
          label={t("form.emailLabel")}
          type="email"
          autoComplete="email"
          defaultValue={sent?.email}
        />
      </div>

      <fieldset aria-describedby={errors.method ? errorId(form.idOf("method")) : "donation-method-note"}>
        <legend className="text-sm font-semibold text-forest-900">{t("form.methodLegend")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {DONATION_METHODS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-forest-900/20 bg-white p-3.5 transition-colors hover:border-forest-700 has-checked:border-forest-700 has-checked:bg-forest-100"
            >
              <input
                {...form.control("method", { group: true })}
                type="radio"
                value={value}
                checked={(kind === "recurring" ? "online" : method) === value}
                disabled={kind === "recurring" && value === "transfer"}
                onChange={() => setMethod(value)}
                className="mt-0.5 h-5 w-5 shrink-0 accent-forest-700"
              />
              <span>
                <span className="block text-sm font-semibold text-forest-900">{t(`form.methods.${value}`)}</span>
                <span className="mt-0.5 block text-xs text-ink/80">{t(`form.methodHints.${value}`)}</span>
              </span>
            </label>
          ))}
        </div>
        <p id="donation-method-note" className="mt-1.5 text-xs text-ink/80">
          {t("form.recurringOnlineNote")}
        </p>
        <FieldError form={form} field="method" />
      </fieldset>

      <div>
        <input
          {...form.control("receipt_80g")}
          type="checkbox"
          value="yes"
          defaultChecked={sent?.receipt_80g ?? false}
          aria-describedby="donation-receipt-hint"
          className="peer h-5 w-5 align-middle accent-forest-700"
        />
        <label htmlFor={form.idOf("receipt_80g")} className="ml-3 align-middle text-sm font-semibold text-forest-900">
          {t("form.receiptLabel")}
        </label>
        <p id="donation-receipt-hint" className="mt-1 text-xs text-ink/80">
          {t("form.receiptHint")}
        </p>
        {/* the 80G details show once the box is ticked, with or without JavaScript */}
        <div className="mt-3 hidden gap-4 peer-checked:grid sm:grid-cols-2">
          <TextField
            {...form.field("pan")}
            label={t("form.panLabel")}
            hint={t("form.panHint")}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={12}
            defaultValue={sent?.pan}
          />
          <TextField
            {...form.field("phone")}
            label={t("form.phoneLabel")}
            type="tel"
            autoComplete="tel"
            defaultValue={sent?.phone}
          />
          <TextAreaField
            {...form.field("address")}
            label={t("form.addressLabel")}
            autoComplete="street-address"
            rows={3}
            defaultValue={sent?.address}
            className="sm:col-span-2"
          />
        </div>
      </div>

      <div>
        <button
          type="submit"
          disabled={form.busy}
          className="btn-primary w-full py-4 text-base disabled:cursor-progress disabled:opacity-80"
        >
          {form.busy ? t("form.submitting") : submitLabel}
        </button>
        <p className="mt-3 text-center text-xs text-ink/80">{t("form.privacy")}</p>
      </div>
    </form.Form>
  );
}
