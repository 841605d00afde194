import { useRef, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import type { z } from "zod";
import type { PortalOverview } from "../../../../common/portal";
import {
  TRANSFER_CONSENT_TEXT,
  TRANSFER_RELATIONSHIPS,
  TRANSFER_STEPS,
  transferConsentStep,
  transferInput,
  transferPropertyStep,
  transferReasonStep,
  transfereeStep,
  type TransferRecord,
} from "../../../../common/transfer";
import { StepIndicator } from "../../../components/step-indicator";
import { ErrorBox, fieldErrors, focusFirstInvalid, SelectField, TextAreaField, TextField, type FieldErrors } from "../../../components/form-fields";
import { StepButtons } from "../shared/step-fields";
import { callApi } from "../../../lib/api";

type Villa = NonNullable<PortalOverview["property"]>;

interface Draft {
  property_id: string;
  transferee: { full_name: string; email: string; phone: string; relationship: string; address: string };
  reason: string;
  signature: string;
  consent: boolean;
}

const STEP_SCHEMAS: z.ZodType[] = [transferPropertyStep, transfereeStep, transferReasonStep, transferConsentStep];

/**
 * The four steps of a transfer request (spec §2 "Transfer"): Select Property, Transferee Details, Transfer Reason,
 * E Sign and Consent; Back/Next, and Submit Transfer on the last. Each step is checked before moving on.
 */
export function TransferForm({ villa, memberName, onSubmitted }: { villa: Villa; memberName: string; onSubmitted: (record: TransferRecord) => void }) {
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<Draft>({
    property_id: "",
    transferee: { full_name: "", email: "", phone: "", relationship: "", address: "" },
    reason: "",
    signature: "",
    consent: false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const setTransferee = (field: keyof Draft["transferee"]) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, transferee: { ...d.transferee, [field]: event.target.value } }));

  function check(which: number): boolean {
    const parsed = STEP_SCHEMAS[which - 1].safeParse(draft);
    if (parsed.success) {
      setErrors({});
      return true;
    }
    setErrors(fieldErrors(parsed.error.issues));
    focusFirstInvalid(form.current);
    return false;
  }

  function move(next: number) {
    setStep(next);
    setServerError(null);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("h2")?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (step < TRANSFER_STEPS.length) {
      if (check(step)) move(step + 1);
      return;
    }
    if (!check(step)) return;
    const parsed = transferInput.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setBusy(true);
    setServerError(null);
    const answer = await callApi<TransferRecord>("POST", "/api/transfers", parsed.data);
    setBusy(false);
    if (!answer.ok || !answer.data) {
      const message = answer.message || "We could not submit the transfer. Please try again.";
      setServerError(message);
      toast.error(message);
      return;
    }
    toast.success(answer.message);
    onSubmitted(answer.data);
  }

  const title = TRANSFER_STEPS[step - 1];
  const t = draft.transferee;

  return (
    <form ref={form} noValidate onSubmit={submit} aria-label="Transfer request" className="grid gap-6 rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6">
      <StepIndicator steps={TRANSFER_STEPS} current={step} label="Transfer steps" />
      <div>
        <p className="text-sm text-ink/80">
          Step {step} of {TRANSFER_STEPS.length}
        </p>
        <h2 tabIndex={-1} className="font-display text-2xl text-forest-950 focus:outline-none">
          {title}
        </h2>
      </div>

      {step === 1 && (
        <fieldset aria-describedby={errors.property_id ? "transfer-property-error" : undefined}>
          <legend className="text-sm font-semibold text-forest-900">Choose the villa whose contribution you want to transfer</legend>
          <label className="mt-3 flex cursor-pointer items-start gap-3 rounded-xl border border-forest-100 p-4 has-[:checked]:border-saffron-700 has-[:checked]:bg-cream-50">
            <input
              type="radio"
              name="property_id"
              value={villa._id}
              checked={draft.property_id === villa._id}
              onChange={() => setDraft((d) => ({ ...d, property_id: villa._id }))}
              aria-invalid={errors.property_id ? true : undefined}
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
          {errors.property_id && (
            <p id="transfer-property-error" className="mt-1 text-sm font-medium text-[#b42318]">
              {errors.property_id}
            </p>
          )}
        </fieldset>
      )}

      {step === 2 && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="transferee-name" label="Full name" autoComplete="off" value={t.full_name} onChange={setTransferee("full_name")} error={errors["transferee.full_name"]} />
          <TextField id="transferee-email" label="E-mail" type="email" autoComplete="off" value={t.email} onChange={setTransferee("email")} error={errors["transferee.email"]} />
          <TextField id="transferee-phone" label="Phone number" type="tel" autoComplete="off" value={t.phone} onChange={setTransferee("phone")} error={errors["transferee.phone"]} />
          <SelectField
            id="transferee-relationship"
            label="Relationship"
            placeholder="Choose the relationship"
            options={TRANSFER_RELATIONSHIPS.map((r) => ({ value: r, label: r }))}
            value={t.relationship}
            onChange={setTransferee("relationship")}
            error={errors["transferee.relationship"]}
          />
          <TextAreaField id="transferee-address" label="Address" className="sm:col-span-2" value={t.address} onChange={setTransferee("address")} error={errors["transferee.address"]} />
        </div>
      )}

      {step === 3 && (
        <TextAreaField
          id="transfer-reason"
          label="Reason for the transfer"
          rows={5}
          value={draft.reason}
          onChange={(event) => setDraft((d) => ({ ...d, reason: event.target.value }))}
          error={errors.reason}
          hint="Tell us in a few words why you want to transfer the contribution."
        />
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
            label="E-signature: type your full name"
            autoComplete="name"
            value={draft.signature}
            onChange={(event) => setDraft((d) => ({ ...d, signature: event.target.value }))}
            error={errors.signature}
            hint={`As on your account: ${memberName}`}
            className="max-w-md"
          />
          <div>
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                checked={draft.consent}
                onChange={(event) => setDraft((d) => ({ ...d, consent: event.target.checked }))}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? "transfer-consent-error" : undefined}
                className="mt-0.5 h-4 w-4 shrink-0 accent-saffron-700"
              />
              <span>{TRANSFER_CONSENT_TEXT}</span>
            </label>
            {errors.consent && (
              <p id="transfer-consent-error" className="mt-1 text-sm font-medium text-[#b42318]">
                {errors.consent}
              </p>
            )}
          </div>
        </div>
      )}

      {serverError && <ErrorBox>{serverError}</ErrorBox>}

      <StepButtons
        onBack={() => move(step - 1)}
        backDisabled={step === 1}
        next={{ label: step === TRANSFER_STEPS.length ? "Submit Transfer" : "Next", type: "submit", busy }}
      />
    </form>
  );
}
