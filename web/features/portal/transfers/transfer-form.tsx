import { useRef, useState, type FormEvent } from "react";
import type { PortalOverview } from "../../../../common/portal";
import { TRANSFER_CONSENT_TEXT, TRANSFER_RELATIONSHIPS, TRANSFER_STEPS, transferInput } from "../../../../common/transfer";
import { StepIndicator } from "../../../components/step-indicator";
import {
  ErrorBox,
  fieldErrors,
  focusFirstInvalid,
  SelectField,
  TextAreaField,
  TextField,
  type FieldErrors,
} from "../../../components/form-fields";
import type { FormResult } from "../../../lib/forms";
import type { usePortalForm } from "../shared/portal-form";
import { STEP_OF_FIELD, TRANSFER_FIELDS, TRANSFER_STEP_SCHEMAS, transferDraft } from "./transfer-fields";
import type { TransferFormResult } from "./transfers.server";

type Villa = NonNullable<PortalOverview["property"]>;

export const TRANSFER_INTENT = "transfer.submit";
const INTENT = TRANSFER_INTENT;

/**
 * The four steps of a transfer request: Select Property, Transferee Details, Transfer Reason,
 * E Sign and Consent; Back/Next, and Submit Transfer on the last. One form holds every step's fields (the other
 * steps hidden) and posts `transfer.submit` to the dashboard's action. With JavaScript each step is checked with
 * the shared schema before moving on; without it Back and Next post the form (`goto`) and the server answers
 * with the step to show and the fields sent.
 */
export function TransferForm({
  villa,
  memberName,
  actionData,
  post,
}: {
  villa: Villa;
  memberName: string;
  actionData: FormResult | undefined;
  /** The form's usePortalForm (held by the tab, which outlives the form). */
  post: ReturnType<typeof usePortalForm>;
}) {
  const posted = actionData?.intent === INTENT ? (actionData as TransferFormResult) : undefined;
  // every step's fields as last seen: the current step's are its inputs, the others' hidden inputs (one form)
  const [kept, setKept] = useState<Record<string, string>>(() => posted?.values ?? {});
  const [step, setStep] = useState(posted?.step ?? 1);
  const [errors, setErrors] = useState<FieldErrors>({});
  // the review of the last step: the fields as they were when the member moved on
  const form = useRef<HTMLFormElement>(null);
  const { fetcher, submit, result, busy } = post;
  // a refusal of the server: beside the fields when it names them (a post made without JavaScript), else in a box
  // an answer is shown until the member moves to another step
  const [seen, setSeen] = useState<FormResult | undefined>(undefined);
  const current = result === seen ? undefined : result;
  const serverError = current && !current.ok && (fetcher.data || !(posted && !posted.ok && posted.errors)) ? current.message : null;
  const shown: FieldErrors =
    Object.keys(errors).length > 0 ? errors : current && posted === current && !posted.ok && !fetcher.data ? (posted.errors ?? {}) : {};

  function check(which: number, data: FormData): boolean {
    const parsed = TRANSFER_STEP_SCHEMAS[which - 1].safeParse(transferDraft(data));
    if (parsed.success) {
      setErrors({});
      return true;
    }
    setErrors(fieldErrors(parsed.error.issues));
    focusFirstInvalid(form.current);
    return false;
  }

  function move(next: number, data: FormData) {
    setSeen(result);
    setKept(Object.fromEntries(TRANSFER_FIELDS.map((name) => [name, String(data.get(name) ?? "")])));
    setStep(next);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("h2")?.focus());
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const goto = Number(((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value);
    const data = new FormData(event.currentTarget);
    if (goto) {
      event.preventDefault();
      if (goto < step || check(step, data)) move(goto, data);
      return;
    }
    submit(event, (sent) => {
      if (!check(step, sent)) return null;
      const parsed = transferInput.safeParse(transferDraft(sent));
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error.issues));
        return null;
      }
      return sent;
    });
  }

  const last = step === TRANSFER_STEPS.length;
  const title = TRANSFER_STEPS[step - 1];
  const draft = transferDraft(kept);
  const t = draft.transferee;
  const others = TRANSFER_FIELDS.filter((name) => STEP_OF_FIELD[name] !== step && kept[name]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Transfer request"
      className="grid gap-6 rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <input type="hidden" name="intent" value={INTENT} />
      {/* Enter in a field moves on (the form's first button is its default one), never back */}
      <button
        type="submit"
        name={last ? undefined : "goto"}
        value={last ? undefined : step + 1}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      />
      <StepIndicator steps={TRANSFER_STEPS} current={step} label="Transfer steps" />
      <div>
        <p className="text-sm text-ink/80">
          Step {step} of {TRANSFER_STEPS.length}
        </p>
        <h2 tabIndex={-1} className="font-display text-2xl text-forest-950 focus:outline-none">
          {title}
        </h2>
      </div>

      {others.map((name) => (
        <input key={name} type="hidden" name={name} value={kept[name]} />
      ))}

      {step === 1 && (
        <fieldset aria-describedby={shown.property_id ? "transfer-property-error" : undefined}>
          <legend className="text-sm font-semibold text-forest-900">Choose the villa whose contribution you want to transfer</legend>
          <label className="mt-3 flex cursor-pointer items-start gap-3 rounded-xl border border-forest-100 p-4 has-[:checked]:border-saffron-700 has-[:checked]:bg-cream-50">
            <input
              type="radio"
              name="property_id"
              value={villa._id}
              defaultChecked={kept.property_id === villa._id}
              aria-invalid={shown.property_id ? true : undefined}
              className="mt-1 h-4 w-4 accent-saffron-700"
            />
            <span>
              <span className="block font-semibold text-forest-900">
                {villa.name}
                {villa.villaNumber ? `, villa ${villa.villaNumber}` : ""}
              </span>
              <span className="block text-sm text-ink/80">
                {villa.propertyType} · {villa.location}
                {villa.block ? ` · ${villa.block}` : ""}
              </span>
            </span>
          </label>
          {shown.property_id && (
            <p id="transfer-property-error" className="mt-1 text-sm font-medium text-[#b42318]">
              {shown.property_id}
            </p>
          )}
        </fieldset>
      )}

      {step === 2 && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="transferee-name"
            name="transferee.full_name"
            label="Full name"
            autoComplete="off"
            defaultValue={kept["transferee.full_name"]}
            error={shown["transferee.full_name"]}
          />
          <TextField
            id="transferee-email"
            name="transferee.email"
            label="E-mail"
            type="email"
            autoComplete="off"
            defaultValue={kept["transferee.email"]}
            error={shown["transferee.email"]}
          />
          <TextField
            id="transferee-phone"
            name="transferee.phone"
            label="Phone number"
            type="tel"
            autoComplete="off"
            defaultValue={kept["transferee.phone"]}
            error={shown["transferee.phone"]}
          />
          <SelectField
            id="transferee-relationship"
            name="transferee.relationship"
            label="Relationship"
            placeholder="Choose the relationship"
            options={TRANSFER_RELATIONSHIPS.map((r) => ({ value: r, label: r }))}
            defaultValue={kept["transferee.relationship"] ?? ""}
            error={shown["transferee.relationship"]}
          />
          <TextAreaField
            id="transferee-address"
            name="transferee.address"
            label="Address"
            className="sm:col-span-2"
            defaultValue={kept["transferee.address"]}
            error={shown["transferee.address"]}
          />
        </div>
      )}

      {step === 3 && (
        <div>
          <TextAreaField
            id="transfer-reason"
            name="reason"
            label="Reason for the transfer"
            rows={5}
            defaultValue={kept.reason}
            error={shown.reason}
            hint="Tell us in a few words why you want to transfer the contribution."
          />
        </div>
      )}

      {step === 4 && (
        <div className="grid gap-5">
          <dl className="grid gap-x-4 gap-y-2 rounded-xl bg-cream-50 p-4 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-forest-900">Property</dt>
            <dd>
              {villa.name}
              {villa.villaNumber ? `, villa ${villa.villaNumber}` : ""}, {villa.location}
            </dd>
            <dt className="font-semibold text-forest-900">Transferee</dt>
            <dd className="[overflow-wrap:anywhere]">
              {t.full_name} ({t.relationship}), {t.email}, {t.phone}
            </dd>
            <dt className="font-semibold text-forest-900">Address</dt>
            <dd className="[overflow-wrap:anywhere]">{t.address}</dd>
            <dt className="font-semibold text-forest-900">Reason</dt>
            <dd className="[overflow-wrap:anywhere]">{draft.reason}</dd>
          </dl>
          <TextField
            id="transfer-signature"
            name="signature"
            label="E-signature: type your full name"
            autoComplete="name"
            defaultValue={kept.signature}
            error={shown.signature}
            hint={`As on your account: ${memberName}`}
            className="max-w-md"
          />
          <div>
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                name="consent"
                value="true"
                defaultChecked={kept.consent === "true"}
                aria-invalid={shown.consent ? true : undefined}
                aria-describedby={shown.consent ? "transfer-consent-error" : undefined}
                className="mt-0.5 h-4 w-4 shrink-0 accent-saffron-700"
              />
              <span>{TRANSFER_CONSENT_TEXT}</span>
            </label>
            {shown.consent && (
              <p id="transfer-consent-error" className="mt-1 text-sm font-medium text-[#b42318]">
                {shown.consent}
              </p>
            )}
          </div>
        </div>
      )}

      {serverError && <ErrorBox>{serverError}</ErrorBox>}

      {/* Back and Next post the form without JavaScript (goto: the step asked for); the script moves by itself */}
      <div className="mt-6 flex items-center justify-between gap-3 border-t border-forest-900/10 pt-5">
        <button
          type="submit"
          name="goto"
          value={step - 1}
          disabled={step === 1 || busy}
          className="btn-secondary min-w-28 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Back
        </button>
        <button
          type="submit"
          name={last ? undefined : "goto"}
          value={last ? undefined : step + 1}
          disabled={busy}
          aria-busy={busy || undefined}
          className="btn-primary min-w-28 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? "Please wait..." : last ? "Submit Transfer" : "Next"}
        </button>
      </div>
    </fetcher.Form>
  );
}
