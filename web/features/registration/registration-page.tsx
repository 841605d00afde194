import { useEffect, useMemo, useRef, useState } from "react";
import { REGISTRATION_STEPS, type RegistrationStepNumber } from "../../../common/registration";
import { useApplicationTexts } from "./application-texts";
import { FamilyForm } from "./family-form";
import { FinalReview } from "./final-review";
import type { ApplicationData, ApplicationResult } from "./form-data";
import { KycForm } from "./kyc-form";
import { PaymentProcess } from "./payment-process";
import { PaymentSummary } from "./payment-summary";
import { PropertyPanel } from "./property-panel";
import { RegistrationProvider, useRegistrationApi } from "./registration-context";
import { StepIndicator } from "../../components/step-indicator";
import { BACK_FORM, PAY_FORM, StepNav } from "./step-nav";

/**
 * /registration/{propertyId}: the five-step ownership application. Everything comes
 * from the route's loader (the first HTML holds the villa, the progress and the step's form); the flags decide
 * where the application resumes. With JavaScript the steps change in place; without it, through `?step=N`.
 */
export function RegistrationPage({
  application,
  posted,
}: {
  application: ApplicationData;
  posted: ApplicationResult | undefined;
}) {
  const api = useRegistrationApi();
  const { t } = useApplicationTexts();
  const steps = t("page.steps", { returnObjects: true });
  const [step, setStep] = useState<RegistrationStepNumber>(application.step);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // a new step: back to the top, focus on its heading (not on the first showing)
  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo({ top: 0, behavior: "smooth" });
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  const value = useMemo(
    () => ({
      ...api,
      propertyId: application.propertyId,
      property: application.property,
      user: application.user,
      application,
      posted,
    }),
    [api, application, posted],
  );

  const go = (next: RegistrationStepNumber) => {
    moved.current = true;
    setStep(next);
  };
  const back = () => go(Math.max(1, step - 1) as RegistrationStepNumber);
  const forward = () => go(Math.min(REGISTRATION_STEPS.length, step + 1) as RegistrationStepNumber);
  const nav = (busy: boolean) => <StepNav step={step} onBack={back} busy={busy} />;

  return (
    <RegistrationProvider value={value}>
      <Frame>
        <p className="eyebrow">{t("page.eyebrow")}</p>
        <h1 className="mt-2 text-4xl font-semibold leading-tight text-forest-900 sm:text-5xl">
          {t("page.heading", { name: value.property.name })}
        </h1>
        <div className="mt-8">
          <StepIndicator
            label={t("page.progress")}
            steps={steps}
            current={step}
            words={{
              step: (number) => t("stepIndicator.step", { number }),
              completed: t("stepIndicator.completed"),
              current: t("stepIndicator.current"),
            }}
          />
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_22rem]">
          <section
            aria-labelledby="step-heading"
            className="min-w-0 rounded-3xl bg-cream-50 sm:bg-white sm:p-8 sm:shadow-sm sm:ring-1 sm:ring-forest-900/10"
          >
            <p className="text-sm font-semibold text-saffron-700">
              {t("page.stepOf", { step, total: REGISTRATION_STEPS.length })}
            </p>
            <h2
              id="step-heading"
              ref={heading}
              tabIndex={-1}
              className="mt-1 text-3xl font-semibold text-forest-900 focus:outline-none"
            >
              {steps[step - 1]}
            </h2>
            <div className="mt-6">
              {step === 1 && <KycForm key="kyc" formId="kyc" onSaved={forward} actions={nav} />}
              {step === 2 && <FamilyForm key="family" formId="family" onSaved={forward} actions={nav} />}
              {step === 3 && <PaymentProcess onDone={forward} nav={nav} />}
              {step === 4 && (
                <PaymentSummary
                  onDone={forward}
                  nav={({ disabled, hint }) => <StepNav step={4} onBack={back} nextDisabled={disabled} hint={hint} />}
                />
              )}
              {step === 5 && <FinalReview nav={nav} />}
            </div>
            {/* without JavaScript: Back and Pay Now ask the server for another view of the application */}
            <form id={BACK_FORM} method="get" hidden />
            <form id={PAY_FORM} method="get" hidden>
              <input type="hidden" name="step" value="4" />
            </form>
          </section>
          <div className="lg:sticky lg:top-24">
            <PropertyPanel property={value.property} />
          </div>
        </div>
      </Frame>
    </RegistrationProvider>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-cream-100 to-cream-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">{children}</div>
    </div>
  );
}
