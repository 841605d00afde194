import type { RegistrationStepNumber } from "../../../common/registration";
import { useApplicationTexts } from "./application-texts";

/** The page's GET forms (outside the step's form): Back (`?step=N`) and Pay Now (`?step=4&pay=N`) without JavaScript. */
export const BACK_FORM = "registration-back";
export const PAY_FORM = "registration-pay";

/**
 * Back and Next under a step's form: Back goes down one step (disabled on step 1); Next
 * submits the step's form and becomes Submit on step 5. Without JavaScript, Back asks for `?step=N-1`.
 */
export function StepNav({
  step,
  onBack,
  busy = false,
  nextDisabled = false,
  hint,
}: {
  step: RegistrationStepNumber;
  onBack: () => void;
  busy?: boolean;
  nextDisabled?: boolean;
  /** Why Next is disabled, read out with the button. */
  hint?: string;
}) {
  const { t } = useApplicationTexts();
  const hintId = `step-${step}-next-hint`;
  return (
    <div className="flex flex-col gap-3 border-t border-forest-900/10 pt-6">
      {hint && (
        <p id={hintId} className="text-sm text-ink/80 sm:text-right">
          {hint}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <button
          type="submit"
          form={BACK_FORM}
          name="step"
          value={Math.max(1, step - 1)}
          onClick={(event) => {
            event.preventDefault();
            onBack();
          }}
          disabled={step === 1 || busy}
          className="btn-secondary min-w-28 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t("nav.back")}
        </button>
        <button
          type="submit"
          disabled={busy || nextDisabled}
          aria-busy={busy || undefined}
          aria-describedby={hint ? hintId : undefined}
          className="btn-primary min-w-28 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy && (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {step === 5 ? t("nav.submit") : t("nav.next")}
        </button>
      </div>
    </div>
  );
}
