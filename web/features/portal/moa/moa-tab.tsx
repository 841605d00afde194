import { useState } from "react";
import toast from "../../../lib/toast";
import { Link, useNavigate } from "react-router";
import type { AgreementStatus } from "../../../../common/agreements";
import { clubDay } from "../../../../common/club-time";
import { formatDate, formatRupees } from "../../../../common/format";
import { LEASE_YEARS } from "../../../../common/portal";
import { fetchSignedMoa, startDownload } from "./moa-api";
import { clubMomentParts, longDay } from "./moa-format";
import { MoaSignForm, SIGN_INTENT } from "./moa-sign-form";
import { ReadBeforeSigning } from "./moa-read-first";
import { usePortalTexts } from "../shared/portal-texts";
import { MOA_MESSAGES } from "./moa-messages";
import { TabButton } from "../shared/tab-button";
import type { PortalTabProps } from "../tab-props";

interface Signed {
  pdf_url: string;
  signed_at: string;
  lease?: { years: number; start_date: string; end_date: string };
  /** Awaiting the club's countersignature, executed (pdf_url is the sealed PDF), or revoked. */
  status: AgreementStatus;
  revoked_at?: string | null;
  revoked_reason?: string | null;
}

/** Where the agreement stands, in the words the member reads above the download. */
function AgreementStatusNote({ signed }: { signed: Signed }) {
  const { t, language } = usePortalTexts(MOA_MESSAGES);
  if (signed.status === "revoked") {
    const day = signed.revoked_at ? formatDate(clubDay(new Date(signed.revoked_at)), language) : "";
    return (
      <p className="mt-3 rounded-xl border border-[#b42318]/40 bg-[#fef3f2] px-4 py-3 text-sm font-medium text-[#b42318]">
        {t("moa.ready.revoked", { day, reason: signed.revoked_reason ?? "" })}
      </p>
    );
  }
  return (
    <p className="mt-3 rounded-xl border border-forest-100 bg-cream-50 px-4 py-3 text-sm text-forest-950">
      {signed.status === "executed" ? t("messages.executed") : t("messages.awaitingCountersign")}
    </p>
  );
}

const card = "rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6";

function LockIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-7 w-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
    </svg>
  );
}

function DocumentIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-7 w-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 14l2 2 4-4" />
    </svg>
  );
}

/**
 * The MOA tab: locked until the amount paid covers the total; then the member signs with an
 * uploaded or drawn signature; once signed (or when the dashboard's loader finds a signed one: Download MOA's
 * answer, its 404 being "not signed yet") it is ready for download.
 */
export function MoaTab({ overview, data, actionData, refresh, openTab }: PortalTabProps<"moa">) {
  const navigate = useNavigate();
  const { t, language } = usePortalTexts(MOA_MESSAGES);
  const rupees = (amount: number) => formatRupees(amount, language);
  // signed here with the page's script (the overview and the loader carry it once reloaded)
  const [justSigned, setJustSigned] = useState<Signed | null>(null);
  const [downloading, setDownloading] = useState(false);
  const unlocked = overview.unlocked.moa;
  const found: Signed | null = data?.signed
    ? {
        pdf_url: data.signed.signed_pdf_url,
        signed_at: data.signed.signed_at,
        status: data.signed.status,
        revoked_at: data.signed.revoked_at,
        revoked_reason: data.signed.revoked_reason,
      }
    : null;
  const signed: Signed | null = overview.moa ?? found ?? justSigned;
  const signResult = actionData?.intent === SIGN_INTENT ? actionData : undefined;

  async function download() {
    if (downloading) return;
    setDownloading(true);
    try {
      const answer = await fetchSignedMoa();
      if (!answer.ok || !answer.data?.signed_pdf_url) {
        toast.error(t("messages.failedToDownloadMoa"));
        return;
      }
      startDownload(answer.data.signed_pdf_url);
    } catch {
      toast.error(t("messages.failedToDownloadMoa"));
    } finally {
      setDownloading(false);
    }
  }

  const { property, payment } = overview;

  if (!unlocked && !signed) {
    return (
      <section aria-labelledby="moa-locked" className={card}>
        <div className="flex items-start gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-cream-200 text-saffron-700">
            <LockIcon />
          </span>
          <div>
            <h2 id="moa-locked" className="font-display text-2xl text-forest-950">
              {t("moa.locked.heading")}
            </h2>
            <p className="mt-2 font-semibold text-forest-900">{t("messages.completePaymentForMoa")}</p>
            <p className="mt-1 text-sm text-ink/80">
              {payment
                ? t(payment.amount_verified < payment.amount_paid ? "moa.locked.paidVerified" : "moa.locked.paid", {
                    paid: rupees(payment.amount_paid),
                    total: rupees(payment.total_amount),
                    percent: overview.paid_percent,
                    verified: rupees(payment.amount_verified),
                  })
                : t("moa.locked.noPayment")}
            </p>
          </div>
        </div>
        <div className="mt-5 flex flex-wrap gap-3">
          {property ? (
            <button type="button" className="btn-primary" onClick={() => navigate(`/registration/${property._id}`)}>
              {payment ? t("dashboard.paymentButton.pending") : t("dashboard.paymentButton.notStarted")}
            </button>
          ) : (
            <Link to="/property-list" className="btn-primary">
              {t("shared.chooseVilla")}
            </Link>
          )}
          <TabButton tab="dashboard" openTab={openTab} className="btn-secondary">
            {t("moa.locked.back")}
          </TabButton>
        </div>
      </section>
    );
  }

  if (signed) {
    const lease = overview.lease ?? signed.lease;
    // the agreement's public verification page, once the club has sealed it
    const verifyUrl = data?.signed?.verify_url;
    const signedAt = clubMomentParts(signed.signed_at, language);
    return (
      <section aria-labelledby="moa-ready" className={card}>
        <div className="flex items-start gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-forest-100 text-forest-900">
            <DocumentIcon />
          </span>
          <div>
            <h2 id="moa-ready" className="font-display text-2xl text-forest-950">
              {t("moa.ready.heading")}
            </h2>
            <p className="mt-2 font-semibold text-forest-900">{t("messages.moaSigned")}</p>
            {signedAt && <p className="mt-1 text-sm text-ink/80">{t("moa.ready.signedOn", signedAt)}</p>}
            {lease && (
              <p className="mt-1 text-sm text-ink/80">
                {t("moa.ready.lease", {
                  years: lease.years,
                  from: longDay(lease.start_date, language),
                  to: longDay(lease.end_date, language),
                })}
              </p>
            )}
            <AgreementStatusNote signed={signed} />
          </div>
        </div>
        <div className="mt-5 flex flex-wrap gap-3">
          {/* without the script the button is a plain GET of the PDF for download */}
          <form method="get" action={signed.pdf_url} className="contents">
            <input type="hidden" name="download" value="1" />
            <button
              type="submit"
              className="btn-primary disabled:cursor-wait disabled:opacity-70"
              onClick={(event) => {
                event.preventDefault();
                void download();
              }}
              disabled={downloading}
            >
              {downloading ? t("moa.ready.preparing") : t("moa.ready.download")}
            </button>
          </form>
          <a href={signed.pdf_url} target="_blank" rel="noreferrer" className="btn-secondary">
            {t("moa.ready.view")}
            <span className="sr-only"> {t("shared.newTab")}</span>
          </a>
          <TabButton tab="lease" openTab={openTab} className="btn-secondary">
            {t("moa.ready.leaseDetails")}
          </TabButton>
          {verifyUrl && signed.status !== "awaiting-countersign" && (
            <a href={verifyUrl} className="btn-secondary">
              {t("moa.ready.verify")}
            </a>
          )}
        </div>
      </section>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
      <section aria-labelledby="moa-summary" className={card}>
        <h2 id="moa-summary" className="font-display text-2xl text-forest-950">
          {t("moa.summary.heading")}
        </h2>
        <p className="mt-2 text-sm text-ink/80">{t("moa.summary.intro")}</p>
        <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-forest-900">{t("moa.summary.member")}</dt>
          <dd>{overview.member.name}</dd>
          {property && (
            <>
              <dt className="font-semibold text-forest-900">{t("lease.villa")}</dt>
              <dd>
                {property.villaNumber
                  ? t("shared.villaNumbered", { name: property.name, number: property.villaNumber })
                  : property.name}
              </dd>
              <dt className="font-semibold text-forest-900">{t("lease.location")}</dt>
              <dd>{property.location}</dd>
            </>
          )}
          {payment && (
            <>
              <dt className="font-semibold text-forest-900">{t("moa.summary.contribution")}</dt>
              <dd>{t("moa.summary.paidInFull", { amount: rupees(payment.total_amount) })}</dd>
            </>
          )}
          <dt className="font-semibold text-forest-900">{t("moa.summary.lease")}</dt>
          <dd>{t("moa.summary.leaseFrom", { years: LEASE_YEARS })}</dd>
        </dl>
      </section>
      <section aria-labelledby="moa-sign" className={card}>
        <h2 id="moa-sign" className="font-display text-2xl text-forest-950">
          {t("moa.sign.heading")}
        </h2>
        <div className="mt-4">
          <ReadBeforeSigning read={data?.read ?? false} sections={data?.text ?? null}>
            <MoaSignForm
              result={signResult}
              onSigned={(result) => {
                setJustSigned({
                  pdf_url: result.pdf_url,
                  signed_at: result.signed_at,
                  lease: { years: LEASE_YEARS, start_date: result.lease_start, end_date: result.lease_end },
                  status: "awaiting-countersign",
                });
                refresh();
              }}
            />
          </ReadBeforeSigning>
        </div>
      </section>
    </div>
  );
}
