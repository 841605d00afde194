import { Link } from "react-router";
import { writtenDay } from "../../../common/club-time";
import {
  FULL_MEMBERSHIP_FREE_DAYS,
  FULL_MEMBERSHIP_FREE_NIGHTS,
  MEMBERSHIP_CHECKOUT_PATH,
  membershipMessages,
  type MembershipAnswer,
} from "../../../common/membership";

const STATUS_LABELS: Record<MembershipAnswer["status"], string> = {
  none: "Free Membership",
  "under-review": "Receipt under review",
  active: "Full Membership, active",
  expired: "Full Membership, expired",
};

/**
 * The portal's Membership card: the member's status, membership ID, last valid day and the free
 * nights left this year, with the way to renew (or to become a Full Member).
 */
export function MembershipCard({ membership }: { membership: MembershipAnswer | null }) {
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
          Membership
        </h2>
        <p className="rounded-full bg-forest-100 px-3 py-1 text-sm font-semibold text-forest-900">
          Status: {STATUS_LABELS[membership.status]}
        </p>
      </div>
      {membership.membership_id ? (
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-ink/80">Membership ID</dt>
            <dd className="mt-1 font-semibold text-forest-950">{membership.membership_id}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink/80">Valid until</dt>
            <dd className="mt-1 font-semibold text-forest-950">
              {membership.valid_until ? writtenDay(membership.valid_until) : "—"}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink/80">Free nights left this year</dt>
            <dd className="mt-1 font-semibold text-forest-950" data-testid="portal-free-nights-left">
              {membership.free_nights_left}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-ink/80">
          {reviewing
            ? membershipMessages.receiptUnderReview
            : `Full Membership brings ${FULL_MEMBERSHIP_FREE_DAYS} days and ${FULL_MEMBERSHIP_FREE_NIGHTS} nights of free stay a year for 4 members (2 adults and 2 kids).`}
        </p>
      )}
      {membership.membership_id && reviewing && (
        <p className="mt-3 text-sm text-ink/80">Your renewal receipt is with our accounts team.</p>
      )}
      {membership.pending?.status === "rejected" && (
        <p className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
          The club could not verify your membership receipt: {membership.pending.reason}
        </p>
      )}
      {!reviewing && (
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={MEMBERSHIP_CHECKOUT_PATH} className="btn-primary">
            {active || membership.status === "expired" ? "Renew" : "Become a Full Member"}
          </Link>
          {membership.invoice && (
            <a href={membership.invoice.url} className="btn-secondary" download>
              Download invoice
            </a>
          )}
        </div>
      )}
    </section>
  );
}
