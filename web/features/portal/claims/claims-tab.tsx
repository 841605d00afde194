import { useCallback, useEffect, useRef, useState } from "react";
import { CLAIM_STEPS, claimsMessages as m, type BankAccountRecord } from "../../../../common/claims";
import { ClaimsBankDetails } from "./claims-bank-details";
import { ClaimsCalendarStep } from "./claims-calendar";
import { StepIndicator } from "../../../components/step-indicator";
import { LoadState, StepButtons } from "../shared/step-fields";
import { callApi } from "../../../lib/api";
import type { PortalTabProps } from "../tab-props";

/**
 * The Claims tab (spec member-side §2 "Claims", §9): two steps, Bank Details (several accounts allowed) and
 * Claim Expense (year tabs, twelve months each: Claimed, Skipped, Not Claimed, Not Yet Eligible).
 */
export function ClaimsTab({ overview }: PortalTabProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const [accounts, setAccounts] = useState<BankAccountRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    setError(null);
    const answer = await callApi<BankAccountRecord[]>("GET", "/api/claims/bank-accounts");
    if (!answer.ok || !answer.data) {
      setError(m.bankAccountsLoadFailed);
      return;
    }
    setAccounts(answer.data);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  function go(next: 1 | 2) {
    setStep(next);
    requestAnimationFrame(() => heading.current?.querySelector<HTMLElement>("h2")?.focus());
  }

  return (
    <section aria-label="Claims" className="grid gap-6 rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6">
      <StepIndicator steps={CLAIM_STEPS} current={step} label="Claim steps" />
      {accounts === null ? (
        <LoadState loading={!error} error={error} loadingText={m.bankAccountsLoading} onRetry={() => void load()} />
      ) : (
        <div ref={heading}>
          {step === 1 ? (
            <>
              <ClaimsBankDetails accounts={accounts} defaultHolder={overview.member.name} onAdded={(account) => setAccounts((list) => [...(list ?? []), account])} />
              <StepButtons
                next={{ label: "Next", onClick: () => go(2), disabled: accounts.length === 0 }}
                hint={accounts.length === 0 ? m.addBankAccountFirst : undefined}
              />
            </>
          ) : (
            <>
              <ClaimsCalendarStep accounts={accounts} moaSigned={Boolean(overview.moa)} />
              <StepButtons onBack={() => go(1)} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
