import { useRef, useState, type KeyboardEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import {
  claimsMessages as m,
  type BankAccountRecord,
  type ClaimMonth,
  type ClaimReview,
  type ClaimsCalendar,
  type ClaimStatus,
} from "../../../../common/claims";
import { formatDate, formatRupees } from "../../../../common/format";
import { CLAIMS } from "../../../../common/portal";
import { Dialog } from "../../../components/dialog";
import { ErrorBox, SelectField } from "../../../components/form-fields";
import { useForm, type FormHandle, type FormResult } from "../../../lib/form";
import { claimsHref } from "./claims-address";
import { useClaimsTexts } from "./claims-texts";

const INTENT = "claims.decide";
const SKIP_FORM = "claims-skip-form";

const STATUS_STYLES: Record<ClaimStatus, string> = {
  claimed: "bg-forest-100 text-forest-900",
  skipped: "bg-cream-200 text-ink",
  not_claimed: "bg-saffron-300/40 text-[#6b3606]",
  not_yet_eligible: "bg-white text-ink/80 ring-1 ring-forest-900/15",
};

/** Each status's name in the catalogue (`claims.statuses`). */
const STATUS_KEYS = {
  claimed: "claimed",
  skipped: "skipped",
  not_claimed: "notClaimed",
  not_yet_eligible: "notYetEligible",
} as const satisfies Record<ClaimStatus, string>;

const REVIEW_STYLES: Record<ClaimReview, string> = {
  open: "bg-cream-100 text-ink",
  approved: "bg-forest-100 text-forest-900",
  refused: "bg-[#fef3f2] text-[#b42318]",
  paid: "bg-forest-900 text-white",
};

/** The office's review of a claimed month: under review, approved, refused with its reason, or paid. */
function ClaimReviewNote({ entry }: { entry: ClaimMonth }) {
  const { t, language } = useClaimsTexts();
  if (entry.status !== "claimed" || !entry.review) return null;
  return (
    <div className="grid gap-1 text-sm">
      <p>
        <span className="sr-only">{t("claims.calendar.reviewLabel")} </span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${REVIEW_STYLES[entry.review]}`}>
          {t(`claims.reviews.${entry.review}`)}
        </span>
      </p>
      {entry.review === "refused" && entry.refusal_reason && (
        <p className="text-ink/90">{t("claims.calendar.reason", { reason: entry.refusal_reason })}</p>
      )}
      {entry.review === "paid" && entry.payout_date && (
        <p className="text-ink/90">
          {t("claims.calendar.paidOn", {
            amount: formatRupees(entry.payout_amount ?? entry.amount, language),
            day: formatDate(entry.payout_date, language),
            reference: entry.payout_reference,
          })}
        </p>
      )}
    </div>
  );
}

/**
 * Step 2 of Claims: year tabs, each with its twelve months, their status and the actions. The tabs are
 * the years that hold an eligible month (from the MOA date), 2025–2027 before an MOA; each is an address
 * (?step=2&year=…) rendered by the server. Claim posts `claims.decide` (POST /api/claims's fields) to the
 * dashboard's action; Skip asks first (a dialog with JavaScript, the page at ?skip={month} without it).
 */
export function ClaimsCalendarStep({
  accounts,
  calendar,
  moaSigned,
  actionData,
}: {
  accounts: BankAccountRecord[];
  calendar: ClaimsCalendar;
  moaSigned: boolean;
  actionData: FormResult | undefined;
}) {
  const { t, say, language, monthName } = useClaimsTexts();
  const year = calendar.year;
  const years = calendar.years.length > 0 ? calendar.years : [year];
  /** A month of the calendar's yyyy-mm ("2027-03") in the reader's words. */
  const yyyymmLabel = (value: string | null) => {
    if (!value) return "";
    const [y, mo] = value.split("-").map(Number);
    return monthName(y, mo);
  };
  const [skipping, setSkipping] = useState<number | null>(null);
  // one form for Claim and Skip (the month's decision): a claim needs the account to pay it to
  const form = useForm({
    id: "claim",
    intent: INTENT,
    actionData,
    say,
    check: (data) =>
      data.get("action") === "claim" && !data.get("bank_account_id")
        ? { ok: false, message: m.bankAccountRequired, field: "bank_account_id" }
        : null,
    onAnswer: () => setSkipping(null),
  });
  const busy = form.busy;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tabs = useRef<Record<number, HTMLAnchorElement | null>>({});

  const asked = Number(params.get("skip"));
  const confirming =
    !form.result && calendar.months.find((entry) => entry.month === asked && entry.status === "not_claimed")
      ? asked
      : null;
  // the answer of a post made without JavaScript (with JavaScript it is a toast)
  const answer = form.posted;

  function onTabKey(event: KeyboardEvent<HTMLAnchorElement>) {
    const index = years.indexOf(year);
    const next =
      event.key === "ArrowRight"
        ? years[(index + 1) % years.length]
        : event.key === "ArrowLeft"
          ? years[(index - 1 + years.length) % years.length]
          : event.key === "Home"
            ? years[0]
            : event.key === "End"
              ? years[years.length - 1]
              : null;
    if (next === undefined || next === null) return;
    event.preventDefault();
    void navigate(claimsHref(2, next), { preventScrollReset: true });
    tabs.current[next]?.focus();
  }

  const bankOptions = accounts.map((a) => ({
    value: a._id,
    label: t(a.fromApplication ? "claims.calendar.accountOptionFromApplication" : "claims.calendar.accountOption", {
      bank: a.bankName,
      account: a.maskedAccountNumber,
    }),
  }));

  return (
    <div className="grid gap-6">
      <div>
        <h2 tabIndex={-1} className="font-display text-2xl text-forest-950 focus:outline-none">
          {t("claims.steps", { returnObjects: true })[1]}
        </h2>
        <p className="mt-1 text-sm text-ink/80">
          {t("claims.calendar.intro", { amount: formatRupees(CLAIMS.monthlyAmount, language) })}
        </p>
        {!moaSigned ? (
          <p className="mt-3 rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink/90">
            {t("claims.calendar.moaRequired")}
          </p>
        ) : (
          calendar.eligible_from && (
            <p className="mt-3 text-sm text-ink/90">
              {t("claims.calendar.eligible", {
                from: yyyymmLabel(calendar.eligible_from),
                to: yyyymmLabel(calendar.eligible_to),
                count: calendar.eligible_months ?? CLAIMS.eligibleMonths,
              })}
            </p>
          )
        )}
      </div>

      {answer &&
        (answer.ok ? (
          <p role="status" className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
            {say(answer.message)}
          </p>
        ) : (
          <ErrorBox>{say(answer.message)}</ErrorBox>
        ))}

      {confirming !== null && (
        <section
          aria-label={t("claims.calendar.skipTitle")}
          className="rounded-2xl border border-saffron-700/40 bg-cream-50 p-5"
        >
          <SkipMonth
            year={year}
            month={confirming}
            form={form}
            cancel={
              <Link to={claimsHref(2, year)} className="btn-secondary">
                {t("cancel")}
              </Link>
            }
          />
        </section>
      )}

      {/* Skip without JavaScript: a GET of this year's address with ?skip={month}, which asks first */}
      <form id={SKIP_FORM} method="get" action="/dashboard" hidden>
        <input type="hidden" name="tab" value="claims" />
        <input type="hidden" name="step" value="2" />
        <input type="hidden" name="year" value={year} />
      </form>

      <form.Form {...form.props} aria-label={t("claims.calendar.formLabel", { year })} className="grid gap-6">
        <input type="hidden" name="intent" value={INTENT} />
        <input type="hidden" name="year" value={year} />
        <input type="hidden" name="action" value="claim" />
        <SelectField
          key={accounts.map((a) => a._id).join()}
          {...form.field("bank_account_id", { id: "claim-bank-account" })}
          label={t("claims.calendar.payTo")}
          className="max-w-md"
          options={bankOptions}
          defaultValue={accounts[0]?._id ?? ""}
          placeholder={accounts.length === 0 ? t("claims.calendar.noAccount") : undefined}
        />

        <div>
          <div
            role="tablist"
            aria-label={t("claims.calendar.yearsLabel")}
            className="flex gap-2 border-b border-forest-100 pb-2"
          >
            {years.map((y) => (
              <Link
                key={y}
                ref={(el) => {
                  tabs.current[y] = el;
                }}
                to={claimsHref(2, y)}
                preventScrollReset
                role="tab"
                id={`claims-year-${y}`}
                aria-selected={y === year}
                aria-controls="claims-year-panel"
                tabIndex={y === year ? 0 : -1}
                onKeyDown={onTabKey}
                className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${y === year ? "bg-forest-900 text-white" : "text-forest-900 hover:bg-forest-100"}`}
              >
                {y}
              </Link>
            ))}
          </div>
          <div
            role="tabpanel"
            id="claims-year-panel"
            aria-labelledby={`claims-year-${year}`}
            tabIndex={0}
            className="mt-4"
          >
            <p className="text-sm text-ink/90">
              {t("claims.calendar.claimedIn", { year })}{" "}
              <span className="font-semibold">{formatRupees(calendar.total_claimed, language)}</span>
            </p>
            <ul
              aria-label={t("claims.calendar.monthsLabel", { year })}
              className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
            >
              {calendar.months.map((entry) => {
                const label = monthName(year, entry.month);
                const open = entry.status === "not_claimed";
                return (
                  <li
                    key={entry.month}
                    aria-label={label}
                    className="flex flex-col gap-3 rounded-xl border border-forest-100 bg-white p-4"
                  >
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-semibold text-forest-900">{label}</p>
                      <span
                        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[entry.status]}`}
                      >
                        {t(`claims.statuses.${STATUS_KEYS[entry.status]}`)}
                      </span>
                    </div>
                    {entry.status === "claimed" && (
                      <p className="text-sm text-ink/80">
                        {t("claims.calendar.amountClaimed", { amount: formatRupees(entry.amount, language) })}
                      </p>
                    )}
                    <ClaimReviewNote entry={entry} />
                    {open && (
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="submit"
                          name="month"
                          value={entry.month}
                          className="btn-primary px-4 py-2 disabled:cursor-not-allowed disabled:opacity-60"
                          disabled={busy || accounts.length === 0}
                        >
                          {t("claims.calendar.claim", { amount: formatRupees(entry.amount, language) })}
                          <span className="sr-only"> {t("claims.calendar.claimFor", { month: label })}</span>
                        </button>
                        <button
                          type="submit"
                          form={SKIP_FORM}
                          name="skip"
                          value={entry.month}
                          className="btn-secondary px-4 py-2 disabled:cursor-not-allowed disabled:opacity-60"
                          disabled={busy}
                          onClick={(event) => {
                            event.preventDefault();
                            setSkipping(entry.month);
                          }}
                        >
                          {t("claims.calendar.skip")}
                          <span className="sr-only"> {label}</span>
                        </button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </form.Form>

      <Dialog open={skipping !== null} onClose={() => setSkipping(null)} title={t("claims.calendar.skipTitle")}>
        {skipping !== null && (
          <SkipMonth
            year={year}
            month={skipping}
            form={form}
            cancel={
              <button type="button" className="btn-secondary" onClick={() => setSkipping(null)}>
                {t("cancel")}
              </button>
            }
          />
        )}
      </Dialog>
    </div>
  );
}

/** The question before a month is skipped, and its form (`claims.decide` with action skip). */
function SkipMonth({
  year,
  month,
  form,
  cancel,
}: {
  year: number;
  month: number;
  form: FormHandle;
  cancel: React.ReactNode;
}) {
  const { t, monthName } = useClaimsTexts();
  return (
    <>
      <h2 className="pr-10 font-display text-2xl text-forest-950">
        {t("claims.calendar.skipQuestion", { month: monthName(year, month) })}
      </h2>
      <p className="mt-3 text-sm text-ink/90">{t("claims.calendar.skipWarning")}</p>
      <form.Form {...form.props} className="mt-6 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value={INTENT} />
        <input type="hidden" name="year" value={year} />
        <input type="hidden" name="month" value={month} />
        <input type="hidden" name="action" value="skip" />
        {cancel}
        <button type="submit" className="btn-primary">
          {t("claims.calendar.skipMonth")}
        </button>
      </form.Form>
    </>
  );
}
