import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import toast from "react-hot-toast";
import {
  CLAIM_STATUS_LABELS,
  claimsMessages as m,
  MONTH_NAMES,
  monthLabel,
  type BankAccountRecord,
  type ClaimsCalendar,
  type ClaimStatus,
} from "../../../../common/claims";
import { clubMonth } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import { CLAIMS } from "../../../../common/portal";
import { Dialog } from "../../../components/dialog";
import { SelectField } from "../../../components/form-fields";
import { LoadState } from "../shared/step-fields";
import { callApi } from "../../../lib/api";

const STATUS_STYLES: Record<ClaimStatus, string> = {
  claimed: "bg-forest-100 text-forest-900",
  skipped: "bg-cream-200 text-ink",
  not_claimed: "bg-saffron-300/40 text-[#6b3606]",
  not_yet_eligible: "bg-white text-ink/80 ring-1 ring-forest-900/15",
};

const yyyymmLabel = (value: string | null) => {
  if (!value) return "";
  const [y, mo] = value.split("-").map(Number);
  return monthLabel(y, mo);
};

/** The year to open on: this year in the club's calendar, or the nearest tab. */
function nearestYear(years: readonly number[]): number {
  const { year } = clubMonth(new Date());
  return years.includes(year) ? year : year < years[0] ? years[0] : years[years.length - 1];
}

/**
 * Step 2 of Claims (spec §2): year tabs, each with its twelve months, their status and the actions. The tabs are
 * the years that hold an eligible month (from the MOA date), as the server answers them; 2025–2027 before an MOA.
 */
export function ClaimsCalendarStep({ accounts, moaSigned }: { accounts: BankAccountRecord[]; moaSigned: boolean }) {
  const [years, setYears] = useState<readonly number[]>(CLAIMS.years);
  const [year, setYear] = useState<number>(() => nearestYear(CLAIMS.years));
  const [calendars, setCalendars] = useState<Record<number, ClaimsCalendar>>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [bankId, setBankId] = useState(accounts[0]?._id ?? "");
  const [busyMonth, setBusyMonth] = useState<number | null>(null);
  const [skipping, setSkipping] = useState<number | null>(null);
  const tabs = useRef<Record<number, HTMLButtonElement | null>>({});

  const load = useCallback(async (which: number) => {
    setLoading(true);
    setError(null);
    const answer = await callApi<ClaimsCalendar>("GET", `/api/claims?year=${which}`);
    setLoading(false);
    if (!answer.ok || !answer.data) {
      setError(m.loadFailed);
      return;
    }
    setCalendars((all) => ({ ...all, [which]: answer.data! }));
    const tabsOfMember = answer.data.years;
    if (tabsOfMember.length > 0) {
      setYears((shown) => (shown.join() === tabsOfMember.join() ? shown : tabsOfMember));
      if (!tabsOfMember.includes(which)) setYear(nearestYear(tabsOfMember));
    }
  }, []);

  useEffect(() => {
    if (!calendars[year]) void load(year);
  }, [year, calendars, load]);

  useEffect(() => {
    if (!accounts.some((a) => a._id === bankId)) setBankId(accounts[0]?._id ?? "");
  }, [accounts, bankId]);

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = years.indexOf(year);
    const next =
      event.key === "ArrowRight" ? years[(index + 1) % years.length]
      : event.key === "ArrowLeft" ? years[(index - 1 + years.length) % years.length]
      : event.key === "Home" ? years[0]
      : event.key === "End" ? years[years.length - 1]
      : null;
    if (next === null) return;
    event.preventDefault();
    setYear(next);
    tabs.current[next]?.focus();
  }

  async function decide(month: number, action: "claim" | "skip") {
    if (action === "claim" && !bankId) {
      toast.error(m.bankAccountRequired);
      return;
    }
    setBusyMonth(month);
    const answer = await callApi<ClaimsCalendar>("POST", "/api/claims", { year, month, action, ...(action === "claim" ? { bank_account_id: bankId } : {}) });
    setBusyMonth(null);
    if (!answer.ok || !answer.data) {
      toast.error(answer.message || "We could not save your choice. Please try again.");
      if (answer.status === 409) void load(year);
      return;
    }
    setCalendars((all) => ({ ...all, [year]: answer.data! }));
    toast.success(answer.message);
  }

  const calendar = calendars[year];
  const bankOptions = accounts.map((a) => ({ value: a._id, label: `${a.bankName} · ${a.maskedAccountNumber}` }));

  return (
    <div className="grid gap-6">
      <div>
        <h2 tabIndex={-1} className="font-display text-2xl text-forest-950 focus:outline-none">Claim Expense</h2>
        <p className="mt-1 text-sm text-ink/80">
          Claim {formatRupees(CLAIMS.monthlyAmount)} for each eligible month, or skip it. Each month can be decided once.
        </p>
        {!moaSigned ? (
          <p className="mt-3 rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink/90">{m.moaRequired}</p>
        ) : (
          calendar?.eligible_from && (
            <p className="mt-3 text-sm text-ink/90">
              Eligible months: {yyyymmLabel(calendar.eligible_from)} to {yyyymmLabel(calendar.eligible_to)} ({CLAIMS.eligibleMonths} months).
            </p>
          )
        )}
      </div>

      <SelectField
        id="claim-bank-account"
        label="Pay claims to"
        className="max-w-md"
        options={bankOptions}
        value={bankId}
        onChange={(event) => setBankId(event.target.value)}
        placeholder={accounts.length === 0 ? "No bank account added" : undefined}
      />

      <div>
        <div role="tablist" aria-label="Claim year" className="flex gap-2 border-b border-forest-100 pb-2">
          {years.map((y) => (
            <button
              key={y}
              ref={(el) => {
                tabs.current[y] = el;
              }}
              type="button"
              role="tab"
              id={`claims-year-${y}`}
              aria-selected={y === year}
              aria-controls="claims-year-panel"
              tabIndex={y === year ? 0 : -1}
              onClick={() => setYear(y)}
              onKeyDown={onTabKey}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${y === year ? "bg-forest-900 text-white" : "text-forest-900 hover:bg-forest-100"}`}
            >
              {y}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="claims-year-panel" aria-labelledby={`claims-year-${year}`} tabIndex={0} className="mt-4">
          {!calendar ? (
            <LoadState loading={loading} error={error} loadingText={m.loading} onRetry={() => void load(year)} />
          ) : (
            <>
              <p className="text-sm text-ink/90">
                Claimed in {year}: <span className="font-semibold">{formatRupees(calendar.total_claimed)}</span>
              </p>
              <ul aria-label={`Months of ${year}`} className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {calendar.months.map((entry) => {
                  const label = `${MONTH_NAMES[entry.month - 1]} ${year}`;
                  const open = entry.status === "not_claimed";
                  return (
                    <li key={entry.month} aria-label={label} className="flex flex-col gap-3 rounded-xl border border-forest-100 bg-white p-4">
                      <div className="flex items-start justify-between gap-2">
                        <p className="font-semibold text-forest-900">{label}</p>
                        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[entry.status]}`}>{CLAIM_STATUS_LABELS[entry.status]}</span>
                      </div>
                      {entry.status === "claimed" && <p className="text-sm text-ink/80">{formatRupees(entry.amount)} claimed</p>}
                      {open && (
                        <div className="flex flex-wrap gap-2">
                          <button
                            type="button"
                            className="btn-primary px-4 py-2 disabled:cursor-not-allowed disabled:opacity-60"
                            disabled={busyMonth !== null || !bankId}
                            onClick={() => void decide(entry.month, "claim")}
                          >
                            Claim {formatRupees(entry.amount)}
                            <span className="sr-only"> for {label}</span>
                          </button>
                          <button
                            type="button"
                            className="btn-secondary px-4 py-2 disabled:cursor-not-allowed disabled:opacity-60"
                            disabled={busyMonth !== null}
                            onClick={() => setSkipping(entry.month)}
                          >
                            Skip<span className="sr-only"> {label}</span>
                          </button>
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>
      </div>

      <Dialog open={skipping !== null} onClose={() => setSkipping(null)} title="Skip this month?">
        <h2 className="pr-10 font-display text-2xl text-forest-950">Skip {skipping ? monthLabel(year, skipping) : ""}?</h2>
        <p className="mt-3 text-sm text-ink/90">A skipped month cannot be claimed later.</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setSkipping(null)}>
            Cancel
          </button>
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              const month = skipping;
              setSkipping(null);
              if (month) void decide(month, "skip");
            }}
          >
            Skip Month
          </button>
        </div>
      </Dialog>
    </div>
  );
}
