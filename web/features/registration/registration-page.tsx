import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { PropertyRecord } from "../../../common/catalog";
import { REGISTRATION_STEPS, registrationMessages as m, startStep, type RegistrationStepNumber } from "../../../common/registration";
import { registrationPaths } from "./api";
import { FamilyForm } from "./family-form";
import { FinalReview } from "./final-review";
import { KycForm } from "./kyc-form";
import { loadPayment, PaymentProcess } from "./payment-process";
import { PaymentSummary } from "./payment-summary";
import { PropertyPanel } from "./property-panel";
import { RegistrationProvider, useRegistrationApi, type UserDetails } from "./registration-context";
import { StepIndicator } from "../../components/step-indicator";
import { StepNav } from "./step-nav";

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; property: PropertyRecord; user: UserDetails };

/**
 * /registration/{propertyId}: the five-step ownership application (spec member-side §2, §4). The member
 * and the villa load in the browser; the flags decide where the application resumes.
 */
export function RegistrationPage({ propertyId }: { propertyId: string }) {
  const api = useRegistrationApi();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [step, setStep] = useState<RegistrationStepNumber>(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    let live = true;
    setLoad({ state: "loading" });
    Promise.all([api.call<UserDetails>("GET", registrationPaths.userDetails), api.call<PropertyRecord>("GET", registrationPaths.property(propertyId))]).then(
      async ([user, property]) => {
        if (!live) return;
        if (!user.ok || !user.data || !property.ok || !property.data) return setLoad({ state: "failed" });
        const flags = user.data;
        // a created plan is step 3 done (spec §4): only asked for when it is the step in question
        const planCreated =
          flags.is_kyc_done && flags.is_family_details_done && !flags.is_payment_done && !!(await loadPayment(api.call, propertyId)).plan;
        if (!live) return;
        const start = startStep(flags, planCreated);
        if (start === "dashboard") {
          void navigate("/dashboard", { replace: true });
          return;
        }
        setStep(start);
        setLoad({ state: "ready", property: property.data, user: user.data });
      },
      () => live && setLoad({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [api, navigate, propertyId]);

  // a new step: back to the top, focus on its heading (not on the first showing)
  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo({ top: 0, behavior: "smooth" });
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  const value = useMemo(
    () => (load.state === "ready" ? { ...api, propertyId, property: load.property, user: load.user } : null),
    [api, load, propertyId],
  );

  if (load.state === "loading")
    return (
      <Frame>
        <p role="status" className="flex items-center gap-3 py-24 text-lg text-forest-900">
          <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-forest-900/20 border-t-forest-900" />
          {m.loadingPropertyData}
        </p>
      </Frame>
    );
  if (load.state === "failed" || !value)
    return (
      <Frame>
        <div className="py-24 text-center">
          <p role="alert" className="text-lg font-semibold text-[#b42318]">
            {m.failedToLoadPropertyDetails}
          </p>
          <Link to="/property-list" className="btn-primary mt-6">
            Browse all homes
          </Link>
        </div>
      </Frame>
    );

  const go = (next: RegistrationStepNumber) => {
    moved.current = true;
    setStep(next);
  };
  const back = () => go(Math.max(1, step - 1) as RegistrationStepNumber);
  const forward = () => go(Math.min(5, step + 1) as RegistrationStepNumber);
  const nav = (busy: boolean) => <StepNav step={step} onBack={back} busy={busy} />;

  return (
    <RegistrationProvider value={value}>
      <Frame>
        <p className="eyebrow">Ownership application</p>
        <h1 className="mt-2 text-4xl font-semibold leading-tight text-forest-900 sm:text-5xl">Make {value.property.name} yours</h1>
        <div className="mt-8">
          <StepIndicator label="Application progress" steps={REGISTRATION_STEPS} current={step} />
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="step-heading" className="min-w-0 rounded-3xl bg-cream-50 sm:bg-white sm:p-8 sm:shadow-sm sm:ring-1 sm:ring-forest-900/10">
            <p className="text-sm font-semibold text-saffron-700">
              Step {step} of {REGISTRATION_STEPS.length}
            </p>
            <h2 id="step-heading" ref={heading} tabIndex={-1} className="mt-1 text-3xl font-semibold text-forest-900 focus:outline-none">
              {REGISTRATION_STEPS[step - 1]}
            </h2>
            <div className="mt-6">
              {step === 1 && <KycForm key="kyc" formId="kyc" onSaved={forward} actions={nav} />}
              {step === 2 && <FamilyForm key="family" formId="family" onSaved={forward} actions={nav} />}
              {step === 3 && <PaymentProcess onDone={forward} nav={nav} />}
              {step === 4 && (
                <PaymentSummary onDone={forward} nav={({ disabled, hint }) => <StepNav step={4} onBack={back} nextDisabled={disabled} hint={hint} />} />
              )}
              {step === 5 && <FinalReview nav={nav} />}
            </div>
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
