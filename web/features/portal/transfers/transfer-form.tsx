import { useState, type FormEvent } from "react";
import { TRANSFER_STEPS, transferInput } from "../../../../common/transfer";
import {
  STEP_OF_FIELD,
  TRANSFER_FIELDS,
  TRANSFER_STEP_SCHEMAS,
  transferDraft,
  transferFieldValues,
} from "../../../../common/transfer-form";
import { StepIndicator } from "../../../components/step-indicator";
import { ErrorBox } from "../../../components/form-fields";
import { checkForm, useForm, type FormHandle, type FormResult } from "../../../lib/form";
import { ConsentStep, PropertyStep, ReasonStep, TransfereeStep, type Villa } from "./transfer-steps";
import type { TransferFormResult } from "./transfers.server";
import { useTransferTexts } from "./transfer-texts";

export const TRANSFER_INTENT = "transfer.submit";
const INTENT = TRANSFER_INTENT;

/** The transfer form's post (held by the tab, which outlives the form: the toast of its answer stays). */
export function useTransferForm(actionData: FormResult | undefined) {
  const { say } = useTransferTexts();
  return useForm<TransferFormResult>({
    id: "transfer",
    intent: INTENT,
    actionData: actionData as TransferFormResult | undefined,
    say,
  });
}

/**
 * The four steps of a transfer request: Select Property, Transferee Details, Transfer Reason,
 * E Sign and Consent; Back/Next, and Submit Transfer on the last. One form holds every step's fields (the other
 * steps hidden) and posts `transfer.submit` to the dashboard's action (transfers.server.ts). With JavaScript each
 * step is checked with the shared schema (common/transfer-form.ts) before moving on; without it Back and Next
 * post the form (`goto`) and the server answers with the step to show and the fields sent.
 */
export function TransferForm({
  villa,
  memberName,
  form,
}: {
  villa: Villa;
  memberName: string;
  form: FormHandle<TransferFormResult>;
}) {
  const { t, say } = useTransferTexts();
  const steps = t("transfer.steps", { returnObjects: true });
  const posted = form.posted;
  // every step's fields as last seen: the current step's are its inputs, the others' hidden inputs (one form)
  const [kept, setKept] = useState<Record<string, string>>(() => posted?.values ?? {});
  const [step, setStep] = useState(posted?.step ?? 1);
  // an answer is shown until the member moves to another step
  const [seen, setSeen] = useState<FormResult | undefined>(undefined);
  const current = form.result === seen ? undefined : form.result;
  // a refusal of the server in a box, unless it is a post made without JavaScript whose fields show its messages
  const serverError = current && !current.ok && (form.fetcher.data || !current.errors) ? say(current.message) : null;

  /** The step's own check: its fields' messages shown (no toast) and the first to fix focused. */
  function passes(schema: (typeof TRANSFER_STEP_SCHEMAS)[number], data: FormData): boolean {
    const checked = checkForm(schema, transferDraft(data), "");
    if (checked.ok) return true;
    form.fail(checked);
    return false;
  }

  function move(next: number, data: FormData) {
    setSeen(form.result);
    form.clearErrors();
    setKept(transferFieldValues(data));
    setStep(next);
    requestAnimationFrame(() => form.props.ref.current?.querySelector<HTMLElement>("h2")?.focus());
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const goto = Number(((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value);
    const data = new FormData(event.currentTarget);
    if (goto) {
      event.preventDefault();
      if (goto < step || passes(TRANSFER_STEP_SCHEMAS[step - 1], data)) move(goto, data);
      return;
    }
    if (!passes(TRANSFER_STEP_SCHEMAS[step - 1], data) || !passes(transferInput, data)) {
      event.preventDefault();
      return;
    }
    form.props.onSubmit(event);
  }

  const last = step === TRANSFER_STEPS.length;
  const others = TRANSFER_FIELDS.filter((name) => STEP_OF_FIELD[name] !== step && kept[name]);
  const busy = form.busy;

  return (
    <form.Form
      {...form.props}
      noValidate
      onSubmit={onSubmit}
      aria-label={t("transfer.formLabel")}
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
      <StepIndicator steps={steps} current={step} label={t("transfer.stepsLabel")} />
      <div>
        <p className="text-sm text-ink/80">{t("transfer.stepOf", { step, total: TRANSFER_STEPS.length })}</p>
        <h2 tabIndex={-1} className="font-display text-2xl text-forest-950 focus:outline-none">
          {steps[step - 1]}
        </h2>
      </div>

      {others.map((name) => (
        <input key={name} type="hidden" name={name} value={kept[name]} />
      ))}

      {step === 1 && <PropertyStep form={form} kept={kept} villa={villa} />}
      {step === 2 && <TransfereeStep form={form} kept={kept} />}
      {step === 3 && <ReasonStep form={form} kept={kept} />}
      {step === 4 && <ConsentStep form={form} kept={kept} villa={villa} memberName={memberName} />}

      {serverError && <ErrorBox id={form.messageId}>{serverError}</ErrorBox>}

      {/* Back and Next post the form without JavaScript (goto: the step asked for); the script moves by itself */}
      <div className="mt-6 flex items-center justify-between gap-3 border-t border-forest-900/10 pt-5">
        <button
          type="submit"
          name="goto"
          value={step - 1}
          disabled={step === 1 || busy}
          className="btn-secondary min-w-28 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t("back")}
        </button>
        <button
          type="submit"
          name={last ? undefined : "goto"}
          value={last ? undefined : step + 1}
          disabled={busy}
          aria-busy={busy || undefined}
          className="btn-primary min-w-28 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? t("transfer.wait") : last ? t("transfer.submit") : t("next")}
        </button>
      </div>
    </form.Form>
  );
}
