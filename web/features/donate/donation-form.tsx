import { useState } from "react";
import { formatMoney } from "../../../common/currency";
import { donationChoices, typedDonationAmount } from "../../../common/donation-form";
import {
  DONATION_CAUSES,
  DONATION_FREQUENCIES,
  DONATION_KINDS,
  type DonationCause,
  type DonationFormValues,
  type DonationPledge,
} from "../../../common/donations";
import { errorId, useForm, type FormHandle, type FormResult } from "../../lib/form";
import { useDonateTexts } from "./donate-texts";
import { Alert, AmountField, FieldError, TextInput } from "./donation-fields";
import { DonationThankYou } from "./donation-thank-you";

/** What /donate-now's action answers (donate.server.ts): the pledge recorded, or the messages and what was typed. */
export type DonationResult =
  (FormResult & { ok: true; pledge: DonationPledge }) | (FormResult & { ok: false; values: DonationFormValues });

type Form = FormHandle<DonationResult>;

/** The pledge card of /donate-now: the form, or the thank-you with its reference once recorded. */
export function DonationPanel({
  actionData,
  initialCause,
}: {
  actionData: DonationResult | undefined;
  initialCause: DonationCause | null;
}) {
  const { say } = useDonateTexts();
  // the page says what happened (the thank-you, the messages beside the fields): no toasts; a field's message goes
  // once the visitor changes that field; the messages in the page's language (`say`)
  const form = useForm<DonationResult>({ id: "donation", actionData, toast: false, clearOnChange: true, say });
  const result = form.result;
  if (result?.ok) return <DonationThankYou pledge={result.pledge} onAnother={form.reset} />;
  return <DonationForm form={form} sent={result?.values} initialCause={initialCause} />;
}

function DonationForm({
  form,
  sent,
  initialCause,
}: {
  form: Form;
  sent: DonationFormValues | undefined;
  initialCause: DonationCause | null;
}) {
  const { t } = useDonateTexts();
  const [initial] = useState(() => donationChoices(sent, initialCause));
  const [kind, setKind] = useState(initial.kind);
  const [frequency, setFrequency] = useState(initial.frequency);
  const [causes, setCauses] = useState<string[]>(initial.causes);
  const [amount, setAmount] = useState(initial.amount);
  const [currency, setCurrency] = useState(initial.currency);

  // A "Support this project" link ticks its cause without clearing what the visitor already chose.
  const [seenCause, setSeenCause] = useState(initialCause);
  if (initialCause !== seenCause) {
    setSeenCause(initialCause);
    if (initialCause && !causes.includes(initialCause)) setCauses([...causes, initialCause]);
  }

  const errors = form.errors;
  const amountNumber = typedDonationAmount(amount);
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
