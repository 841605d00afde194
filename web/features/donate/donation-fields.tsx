import { formatMoney } from "../../../common/currency";
import { typedDonationAmount } from "../../../common/donation-form";
import { DONATION_CURRENCIES, DONATION_PRESETS, type DonationCurrency } from "../../../common/donations";
import { errorId, type FormHandle } from "../../lib/form";
import { useDonateTexts } from "./donate-texts";

/* The donate form's parts: the amount, the name and e-mail inputs, a control's message and the form's alert. */

/** The amount: the currency, the suggested amounts and the amount typed, with its hint and message. */
export function AmountField({
  form,
  amount,
  currency,
  onAmount,
  onCurrency,
}: {
  form: FormHandle;
  amount: string;
  currency: DonationCurrency;
  onAmount: (amount: string) => void;
  onCurrency: (currency: DonationCurrency) => void;
}) {
  const { t } = useDonateTexts();
  const amountNumber = typedDonationAmount(amount);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p id="donation-presets-label" className="text-sm font-semibold text-forest-900">
          {t("form.presetsLabel")}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={form.idOf("currency")} className="text-sm font-medium text-ink/80">
            {t("form.currencyLabel")}
          </label>
          <select
            {...form.control("currency")}
            value={currency}
            onChange={(event) => onCurrency(event.target.value as DonationCurrency)}
            className="field w-auto py-1.5 pr-8 font-semibold"
          >
            {DONATION_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {`${c} · ${t(`form.currencies.${c}`)}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FieldError form={form} field="currency" />
      <div role="group" aria-labelledby="donation-presets-label" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {DONATION_PRESETS.map((preset) => {
          const pressed = amountNumber === preset;
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={pressed}
              onClick={() => {
                onAmount(String(preset));
                form.clearError("amount");
              }}
              className={`rounded-xl border px-3 py-3 font-display text-xl font-bold lining-nums transition-colors ${
                pressed
                  ? "border-saffron-700 bg-saffron-700 text-white"
                  : "border-forest-900/20 bg-white text-forest-900 hover:border-saffron-700"
              }`}
            >
              {formatMoney(preset, currency)}
            </button>
          );
        })}
      </div>
      <div>
        <label htmlFor={form.idOf("amount")} className="text-sm font-semibold text-forest-900">
          {t("form.amountLabel", { currency })}
        </label>
        <div className="relative mt-1">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-4 flex items-center font-display text-2xl font-bold text-forest-900"
          >
            {formatMoney(0, currency).replace(/[\d\s.,]/g, "")}
          </span>
          <input
            {...form.control("amount", { hint: true })}
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(event) => onAmount(event.target.value)}
            className={`field py-3 pl-11 font-display text-2xl font-bold text-forest-900 lining-nums ${form.errors.amount ? "border-terracotta-600" : ""}`}
          />
        </div>
        <p id="donation-amount-hint" className="mt-1 text-xs text-ink/80">
          {t("form.amountHint")}
        </p>
        <FieldError form={form} field="amount" />
      </div>
    </div>
  );
}

export function Alert({ children }: { children: string }) {
  return (
    <p
      role="alert"
      className="rounded-xl border border-terracotta-600/40 bg-terracotta-600/10 px-4 py-3 text-sm font-medium text-ink"
    >
      {children}
    </p>
  );
}

export function TextInput({
  form,
  field,
  label,
  type = "text",
  autoComplete,
  defaultValue,
}: {
  form: FormHandle;
  field: "name" | "email";
  label: string;
  type?: string;
  autoComplete: string;
  defaultValue?: string;
}) {
  return (
    <div>
      <label htmlFor={form.idOf(field)} className="text-sm font-semibold text-forest-900">
        {label}
      </label>
      <input
        {...form.control(field)}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        className={`field mt-1 py-2.5 ${form.errors[field] ? "border-terracotta-600" : ""}`}
      />
      <FieldError form={form} field={field} />
    </div>
  );
}

export function FieldError({ form, field }: { form: FormHandle; field: string }) {
  const message = form.errors[field];
  if (!message) return null;
  return (
    <p
      id={errorId(form.idOf(field))}
      className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-terracotta-600"
    >
      <span aria-hidden="true">!</span>
      {message}
    </p>
  );
}
