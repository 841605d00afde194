import { useEffect, useRef, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { claimsHref } from "./claims-address";
import { ClaimsBankDetails } from "./claims-bank-details";
import { ClaimsCalendarStep } from "./claims-calendar";
import { useClaimsTexts } from "./claims-texts";
import { StepIndicator } from "../../../components/step-indicator";
import { LoadState } from "../shared/load-state";
import type { PortalTabProps } from "../tab-props";

/**
 * The Claims tab: two steps, Bank Details (several accounts allowed) and
 * Claim Expense (year tabs, twelve months each: Claimed, Skipped, Not Claimed, Not Yet Eligible). The step and
 * the year are in the address (?step=2&year=2027) and rendered by the server; Next and Back work without
 * JavaScript (a GET form), with it they move without a reload.
 */
export function ClaimsTab({ overview, data, actionData }: PortalTabProps<"claims">) {
  const navigate = useNavigate();
  const { t } = useClaimsTexts();
  const body = useRef<HTMLDivElement>(null);
  const step = data?.step ?? 1;
  const shown = useRef(step);
  // a change of step puts the focus on the new step's heading
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    body.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [step]);

  const go = (next: 1 | 2) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    void navigate(claimsHref(next), { preventScrollReset: true });
  };

  return (
    <section
      aria-label={t("claims.label")}
      className="grid gap-6 rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <StepIndicator steps={t("claims.steps", { returnObjects: true })} current={step} label={t("claims.stepsLabel")} />
      {!data ? (
        <LoadState loading error={null} loadingText={t("claims.loading")} onRetry={() => undefined} />
      ) : (
        <div ref={body}>
          {step === 1 ? (
            <ClaimsBankDetails accounts={data.accounts} defaultHolder={overview.member.name} actionData={actionData} />
          ) : (
            <ClaimsCalendarStep
              accounts={data.accounts}
              calendar={data.calendar}
              moaSigned={Boolean(overview.moa)}
              actionData={actionData}
            />
          )}
          {/* Back and Next: a GET of the other step's address, so they work before the script too */}
          <form
            method="get"
            action="/dashboard"
            className="mt-6 flex flex-col gap-3 border-t border-forest-900/10 pt-5"
          >
            <input type="hidden" name="tab" value="claims" />
            {step === 1 && data.accounts.length === 0 && (
              <p className="text-sm text-ink/80 sm:text-right">{t("claims.addBankAccountFirst")}</p>
            )}
            <div className="flex items-center justify-between gap-3">
              {step === 2 ? (
                <button type="submit" onClick={go(1)} className="btn-secondary min-w-28">
                  {t("back")}
                </button>
              ) : (
                <span />
              )}
              {step === 1 && (
                <button
                  type="submit"
                  name="step"
                  value="2"
                  onClick={go(2)}
                  disabled={data.accounts.length === 0}
                  className="btn-primary min-w-28 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {t("next")}
                </button>
              )}
            </div>
          </form>
        </div>
      )}
    </section>
  );
}
