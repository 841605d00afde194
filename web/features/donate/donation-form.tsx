import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatMoney } from "../../../common/currency";
import {
  DEFAULT_DONATION_AMOUNT,
  DEFAULT_DONATION_CURRENCY,
  DEFAULT_DONATION_FREQUENCY,
  DEFAULT_DONATION_KIND,
  DONATION_CAUSES,
  DONATION_CURRENCIES,
  DONATION_FIELDS,
  DONATION_FREQUENCIES,
  DONATION_KINDS,
  DONATION_PRESETS,
  donationMessages,
  type DonationCause,
  type DonationCurrency,
  type DonationField,
  type DonationFieldErrors,
  type DonationFormValues,
  type DonationFrequency,
  type DonationKind,
  type DonationPledge,
} from "../../../common/donations";
import type { donatePage } from "../../content/donate-now";
import { CAUSE_DETAILS } from "../../content/donate-now";
import { site } from "../../content/site";

export type DonationActionData =
  | { ok: true; pledge: DonationPledge }
  | { ok: false; errors: DonationFieldErrors; values: DonationFormValues; formError?: string };

type FormContent = (typeof donatePage)["form"];

const CURRENCY_NAMES: Record<DonationCurrency, string> = { INR: "Indian rupee", USD: "US dollar", EUR: "Euro" };

const fieldId = (field: DonationField) => `donation-${field}`;
const errorId = (field: DonationField) => `donation-${field}-error`;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The pledge card of /donate-now: the form, or the thank-you with its reference once recorded. */
export function DonationPanel({
  actionData,
  initialCause,
  content,
}: {
  actionData: DonationActionData | undefined;
  initialCause: DonationCause | null;
  content: FormContent;
}) {
  if (actionData?.ok) return <ThankYou pledge={actionData.pledge} content={content} />;
  return <DonationForm failed={actionData} initialCause={initialCause} content={content} />;
}

function DonationForm({
  failed,
  initialCause,
  content,
}: {
  failed: Extract<DonationActionData, { ok: false }> | undefined;
  initialCause: DonationCause | null;
  content: FormContent;
}) {
  const sent = failed?.values;
  const [kind, setKind] = useState<DonationKind>(() =>
    oneOf(DONATION_KINDS.map((k) => k.value), sent?.kind, DEFAULT_DONATION_KIND),
  );
  const [frequency, setFrequency] = useState<DonationFrequency>(() =>
    oneOf(DONATION_FREQUENCIES.map((f) => f.value), sent?.frequency, DEFAULT_DONATION_FREQUENCY),
  );
  const [causes, setCauses] = useState<string[]>(() => sent?.causes ?? (initialCause ? [initialCause] : []));
  const [amount, setAmount] = useState(() => sent?.amount ?? String(DEFAULT_DONATION_AMOUNT));
  const [currency, setCurrency] = useState<DonationCurrency>(() =>
    oneOf(DONATION_CURRENCIES, sent?.currency, DEFAULT_DONATION_CURRENCY),
  );

  // A "Support this project" link ticks its cause without clearing what the visitor already chose.
  const [seenCause, setSeenCause] = useState(initialCause);
  if (initialCause !== seenCause) {
    setSeenCause(initialCause);
    if (initialCause && !causes.includes(initialCause)) setCauses([...causes, initialCause]);
  }

  // Messages of the last attempt; a field's message goes once the visitor changes that field.
  const [seenFailure, setSeenFailure] = useState(failed);
  const [cleared, setCleared] = useState<DonationField[]>([]);
  if (failed !== seenFailure) {
    setSeenFailure(failed);
    setCleared([]);
  }
  const errors: DonationFieldErrors = {};
  for (const field of DONATION_FIELDS) {
    const message = failed?.errors[field];
    if (message && !cleared.includes(field)) errors[field] = message;
  }
  const touch = (field: DonationField) => {
    if (!cleared.includes(field)) setCleared([...cleared, field]);
  };

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!failed) return;
    const first = DONATION_FIELDS.find((f) => failed.errors[f]);
    if (!first) return;
    const target =
      first === "causes" || first === "frequency" || first === "kind"
        ? formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] button`)
        : document.getElementById(fieldId(first));
    target?.focus();
  }, [failed]);

  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";

  const amountNumber = /^\d+$/.test(amount.replace(/[\s,]/g, "")) ? Number(amount.replace(/[\s,]/g, "")) : NaN;
  const amountValid = Number.isInteger(amountNumber) && amountNumber > 0;
  const frequencyLabel = DONATION_FREQUENCIES.find((f) => f.value === frequency)?.label.toLowerCase();
  const submitLabel = amountValid
    ? `${content.submit} ${formatMoney(amountNumber, currency)}${kind === "recurring" ? ` ${frequencyLabel}` : " once"}`
    : content.submit;

  const describedBy = (field: DonationField, ...more: string[]) =>
    [errors[field] ? errorId(field) : "", ...more].filter(Boolean).join(" ") || undefined;

  return (
    <Form method="post" noValidate preventScrollReset ref={formRef} aria-labelledby="donate-form-heading" className="space-y-8">
      {failed && Object.keys(errors).length > 0 ? (
        <p role="alert" className="rounded-xl border border-terracotta-600/40 bg-terracotta-600/10 px-4 py-3 text-sm font-medium text-ink">
          {donationMessages.fixFields}
        </p>
      ) : null}
      {failed?.formError ? (
        <p role="alert" className="rounded-xl border border-terracotta-600/40 bg-terracotta-600/10 px-4 py-3 text-sm font-medium text-ink">
          {failed.formError}
        </p>
      ) : null}

      <input type="hidden" name="kind" value={kind} />
      <div data-field="kind">
        <p id="donation-kind-label" className="text-sm font-semibold text-forest-900">
          {content.kindLabel}
        </p>
        <div role="group" aria-labelledby="donation-kind-label" className="mt-2 grid grid-cols-2 gap-1 rounded-full bg-cream-100 p-1 ring-1 ring-forest-900/10">
          {DONATION_KINDS.map((k) => {
            const pressed = kind === k.value;
            return (
              <button
                key={k.value}
                type="button"
                aria-pressed={pressed}
                onClick={() => {
                  setKind(k.value);
                  touch("kind");
                  touch("frequency");
                }}
                className={`rounded-full px-4 py-2.5 text-sm font-semibold transition-colors ${
                  pressed ? "bg-forest-900 text-cream-50 shadow-sm" : "text-forest-900 hover:bg-cream-200"
                }`}
              >
                {k.label}
              </button>
            );
          })}
        </div>
        <FieldError field="kind" errors={errors} />
      </div>

      {kind === "recurring" ? (
        <fieldset data-field="frequency" aria-describedby={describedBy("frequency")}>
          <legend className="text-sm font-semibold text-forest-900">{content.frequencyLegend}</legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {DONATION_FREQUENCIES.map((f) => (
              <label
                key={f.value}
                className="cursor-pointer rounded-xl border border-forest-900/20 bg-white px-3 py-2.5 text-center text-sm font-semibold text-forest-900 transition-colors hover:border-forest-700 has-checked:border-forest-900 has-checked:bg-forest-900 has-checked:text-cream-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus-ring"
              >
                <input
                  type="radio"
                  name="frequency"
                  value={f.value}
                  checked={frequency === f.value}
                  aria-invalid={errors.frequency ? true : undefined}
                  onChange={() => {
                    setFrequency(f.value);
                    touch("frequency");
                  }}
                  className="sr-only"
                />
                {f.label}
              </label>
            ))}
          </div>
          <FieldError field="frequency" errors={errors} />
        </fieldset>
      ) : null}

      <fieldset data-field="causes" aria-describedby={describedBy("causes")}>
        <legend className="text-sm font-semibold text-forest-900">{content.causesLegend}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {DONATION_CAUSES.map((cause) => (
            <label
              key={cause}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-3.5 transition-colors hover:border-forest-700 has-checked:border-forest-700 has-checked:bg-forest-100 ${
                errors.causes ? "border-terracotta-600" : "border-forest-900/20"
              }`}
            >
              <input
                type="checkbox"
                name="causes"
                value={cause}
                checked={causes.includes(cause)}
                aria-invalid={errors.causes ? true : undefined}
                aria-describedby={describedBy("causes")}
                onChange={(event) => {
                  setCauses(event.target.checked ? [...causes, cause] : causes.filter((c) => c !== cause));
                  touch("causes");
                }}
                className="mt-0.5 h-5 w-5 shrink-0 accent-forest-700"
              />
              <span>
                <span className="block text-sm font-semibold text-forest-900">{cause}</span>
                <span className="mt-0.5 block text-xs text-ink/80">{CAUSE_DETAILS[cause].short}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError field="causes" errors={errors} />
      </fieldset>

      <div className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p id="donation-presets-label" className="text-sm font-semibold text-forest-900">
            {content.presetsLabel}
          </p>
          <div className="flex items-center gap-2">
            <label htmlFor={fieldId("currency")} className="text-sm font-medium text-ink/80">
              {content.currencyLabel}
            </label>
            <select
              id={fieldId("currency")}
              name="currency"
              value={currency}
              aria-invalid={errors.currency ? true : undefined}
              aria-describedby={describedBy("currency")}
              onChange={(event) => {
                setCurrency(event.target.value as DonationCurrency);
                touch("currency");
              }}
              className="field w-auto py-1.5 pr-8 font-semibold"
            >
              {DONATION_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c} · {CURRENCY_NAMES[c]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <FieldError field="currency" errors={errors} />
        <div role="group" aria-labelledby="donation-presets-label" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {DONATION_PRESETS.map((preset) => {
            const pressed = amountNumber === preset;
            return (
              <button
                key={preset}
                type="button"
                aria-pressed={pressed}
                onClick={() => {
                  setAmount(String(preset));
                  touch("amount");
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
          <label htmlFor={fieldId("amount")} className="text-sm font-semibold text-forest-900">
            {content.amountLabel} ({currency})
          </label>
          <div className="relative mt-1">
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-4 flex items-center font-display text-2xl font-bold text-forest-900">
              {formatMoney(0, currency).replace(/[\d\s.,]/g, "")}
            </span>
            <input
              id={fieldId("amount")}
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              value={amount}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={describedBy("amount", "donation-amount-hint")}
              onChange={(event) => {
                setAmount(event.target.value);
                touch("amount");
              }}
              className={`field py-3 pl-11 font-display text-2xl font-bold text-forest-900 lining-nums ${errors.amount ? "border-terracotta-600" : ""}`}
            />
          </div>
          <p id="donation-amount-hint" className="mt-1 text-xs text-ink/80">
            {content.amountHint}
          </p>
          <FieldError field="amount" errors={errors} />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field="name" label={content.nameLabel} autoComplete="name" defaultValue={sent?.name} errors={errors} onInput={() => touch("name")} />
        <TextField
          field="email"
          label={content.emailLabel}
          type="email"
          autoComplete="email"
          defaultValue={sent?.email}
          errors={errors}
          onInput={() => touch("email")}
        />
      </div>

      <div>
        <button type="submit" disabled={submitting} className="btn-primary w-full py-4 text-base disabled:cursor-progress disabled:opacity-80">
          {submitting ? content.submitting : submitLabel}
        </button>
        <p className="mt-3 text-center text-xs text-ink/80">{content.privacy}</p>
      </div>
    </Form>
  );
}

function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  defaultValue,
  errors,
  onInput,
}: {
  field: "name" | "email";
  label: string;
  type?: string;
  autoComplete: string;
  defaultValue?: string;
  errors: DonationFieldErrors;
  onInput: () => void;
}) {
  return (
    <div>
      <label htmlFor={fieldId(field)} className="text-sm font-semibold text-forest-900">
        {label}
      </label>
      <input
        id={fieldId(field)}
        name={field}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? errorId(field) : undefined}
        onInput={onInput}
        className={`field mt-1 py-2.5 ${errors[field] ? "border-terracotta-600" : ""}`}
      />
      <FieldError field={field} errors={errors} />
    </div>
  );
}

function FieldError({ field, errors }: { field: DonationField; errors: DonationFieldErrors }) {
  if (!errors[field]) return null;
  return (
    <p id={errorId(field)} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-terracotta-600">
      <span aria-hidden="true">!</span>
      {errors[field]}
    </p>
  );
}

function ThankYou({ pledge, content }: { pledge: DonationPledge; content: FormContent }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const frequency = DONATION_FREQUENCIES.find((f) => f.value === pledge.frequency)?.label.toLowerCase();
  return (
    <div role="status" className="text-center">
      <span aria-hidden="true" className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-forest-100 text-forest-700">
        <svg viewBox="0 0 32 32" className="h-9 w-9" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" focusable="false">
          <path d="M16 6c2.6 3.2 3.4 7.2 0 13.5C12.6 13.2 13.4 9.2 16 6z" fill="#f2b441" fillOpacity="0.35" />
          <path d="M5.5 13.5c4.6.2 8 2.8 10.5 8-5.5.2-9.5-2.5-10.5-8zM26.5 13.5c-4.6.2-8 2.8-10.5 8 5.5.2 9.5-2.5 10.5-8z" />
          <path d="M7 25.5h18" strokeLinecap="round" />
        </svg>
      </span>
      <h3 ref={heading} tabIndex={-1} className="mt-5 text-4xl font-semibold text-forest-900 outline-none">
        {content.thankYouHeading}, {pledge.name.split(" ")[0]}
      </h3>
      <p className="mt-2 text-ink/85">{donationMessages.pledgeRecorded}</p>
      <div className="mx-auto mt-6 max-w-sm rounded-2xl border border-dashed border-saffron-700/50 bg-cream-100 px-6 py-5">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-ink/80">{content.referenceLabel}</p>
        <p className="mt-1 font-mono text-2xl font-bold tracking-wide text-forest-900" data-testid="pledge-reference">
          {pledge.reference}
        </p>
      </div>
      <dl className="mx-auto mt-6 grid max-w-md grid-cols-2 gap-3 text-left text-sm">
        <div className="rounded-xl bg-white p-3 ring-1 ring-forest-900/10">
          <dt className="text-ink/80">Amount</dt>
          <dd className="font-semibold text-forest-900">
            {formatMoney(pledge.amount, pledge.currency)} {pledge.kind === "recurring" ? frequency : "once"}
          </dd>
        </div>
        <div className="rounded-xl bg-white p-3 ring-1 ring-forest-900/10">
          <dt className="text-ink/80">Causes</dt>
          <dd className="font-semibold text-forest-900">{pledge.causes.join(", ")}</dd>
        </div>
      </dl>
      <p className="mx-auto mt-6 max-w-md text-sm text-ink/85">
        {content.thankYouNext}{" "}
        <a href={`mailto:${site.email}`} className="font-semibold text-forest-900 underline decoration-saffron-500 underline-offset-4">
          {site.email}
        </a>
        .
      </p>
      <Link to="/donate-now#donate-form" preventScrollReset className="btn-secondary mt-6">
        {content.another}
      </Link>
    </div>
  );
}
