import { Link } from "react-router";
import { formatDate, formatIndian } from "../../../common/format";
import {
  FULL_MEMBERSHIP_FREE_DAYS,
  FULL_MEMBERSHIP_FREE_NIGHTS,
  MEMBERSHIP_CHECKOUT_PATH,
  membershipMessages,
  type MembershipAnswer,
} from "../../../common/membership";
import { DASHBOARD_MESSAGES } from "./dashboard-messages";
import { usePortalTexts } from "./shared/portal-texts";

/**
 * The portal's Membership card: the member's status, membership ID, last valid day and the free
 * nights left this year, with the way to renew (or to become a Full Member).
 */
export function MembershipCard({ membership }: { membership: MembershipAnswer | null }) {
  const { t, say, language } = usePortalTexts(DASHBOARD_MESSAGES);
  if (!membership) return null;
  const active = membership.status === "active";
  const reviewing = membership.pending?.status === "under-review";
  return (
    <section
      aria-labelledby="membership-card"
      className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 id="membership-card" className="font-display text-2xl text-forest-950">
          {t("membershipCard.heading")}
        </h2>
        <p className="rounded-full bg-forest-100 px-3 py-1 text-sm font-semibold text-forest-900">
          {t("shared.status", { status: t(`membershipCard.statuses.${membership.status}`) })}
        </p>
      </div>
      {membership.membership_id ? (
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-ink/80">{t("membershipCard.id")}</dt>
            <dd className="mt-1 font-semibold text-forest-950">{membership.membership_id}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink/80">{t("membershipCard.validUntil")}</dt>
            <dd className="mt-1 font-semibold text-forest-950">
              {membership.valid_until ? formatDate(membership.valid_until, language) : "—"}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink/80">{t("membershipCard.freeNights")}</dt>
            <dd className="mt-1 font-semibold text-forest-950" data-testid="portal-free-nights-left">
              {formatIndian(membership.free_nights_left, language)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-ink/80">
          {reviewing
            ? say(membershipMessages.receiptUnderReview)
            : t("membershipCard.fullMembershipBrings", {
                days: FULL_MEMBERSHIP_FREE_DAYS,
                nights: FULL_MEMBERSHIP_FREE_NIGHTS,
              })}
        </p>
      )}
      {membership.membership_id && reviewing && (
        <p className="mt-3 text-sm text-ink/80">{t("membershipCard.renewalUnderReview")}</p>
      )}
      {membership.pending?.status === "rejected" && (
        <p className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
          {t("membershipCard.rejected", { reason: membership.pending.reason ?? "" })}
        </p>
      )}
      {!reviewing && (
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={MEMBERSHIP_CHECKOUT_PATH} className="btn-primary">
            {active || membership.status === "expired" ? t("membershipCard.renew") : t("membershipCard.become")}
          </Link>
          {membership.invoice && (
            <a href={membership.invoice.url} className="btn-secondary" download>
              {t("membershipCard.invoice")}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
