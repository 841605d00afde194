import toast from "../../lib/toast";
import { Link, useNavigate } from "react-router";
import { MEMBERSHIP_FORM_UNLOCK_PERCENT, paymentButton, type PortalTab } from "../../../common/portal";
import { formatRupees } from "../../../common/format";
import type { PortalTabProps } from "./tab-props";
import { officePaymentsMessages } from "../../../common/office-payments";
import { DASHBOARD_MESSAGES } from "./dashboard-messages";
import { usePortalTexts } from "./shared/portal-texts";
import { TabButton } from "./shared/tab-button";
import { MembershipCard } from "./membership-card";
import { DuesCard } from "./dues/dues-card";
import { OwnerPanel } from "./owner-stays/owner-panel";

/** A payment status's key in the catalogue (`dashboard.statuses`, `dashboard.paymentButton`). */
const STATUS_KEYS = {
  not_started: "notStarted",
  pending: "pending",
  completed: "completed",
  cancelled: "cancelled",
  reviewing: "reviewing",
} as const satisfies Record<PortalTabProps["overview"]["payment_status"], string>;

/** The dashboard's cards: each opens its tab (its name is the tab's, its words the catalogue's `dashboard.cards`). */
const CARDS = [
  "documents",
  "membership",
  "moa",
  "conveyance",
  "bookings",
  "claims",
  "transfer",
] as const satisfies readonly PortalTab[];

/** The dashboard tab: payment progress card, the Membership card and a card for each other tab. */
export function DashboardTab({ overview, data, openTab, actionData, refresh }: PortalTabProps<"dashboard">) {
  const navigate = useNavigate();
  const { t, say, language } = usePortalTexts(DASHBOARD_MESSAGES);
  const rupees = (amount: number) => formatRupees(amount, language);
  const { property, payment, payment_status: status } = overview;
  const button = paymentButton(status);

  function onPaymentButton() {
    if (button.action === "receipts") return openTab("documents");
    if (!property) {
      // no villa yet: the member chooses one first
      toast.error(t("messages.unableToDeterminePropertyDetails"));
      return navigate("/property-list");
    }
    navigate(`/registration/${property._id}`);
  }

  function onCard(tab: PortalTab) {
    if (tab === "moa" && !overview.unlocked.moa) toast(t("messages.completePaymentForMoa"), { icon: "🔒" });
    else if (tab === "membership" && !overview.unlocked.membership_form)
      toast(t("messages.completePayment"), { icon: "🔒" });
    else if ((tab === "conveyance" || tab === "transfer") && !property)
      toast(t("messages.propertyInformationNotFound"), { icon: "ℹ️" });
    openTab(tab);
  }

  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="payment-progress"
        className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="payment-progress" className="font-display text-2xl text-forest-950">
              {t("dashboard.paymentProgress")}
            </h2>
            {property ? (
              <p className="mt-1 text-sm text-ink/80">
                {property.villaNumber
                  ? t("shared.villaNumbered", { name: property.name, number: property.villaNumber })
                  : property.name}{" "}
                · {property.location}
              </p>
            ) : (
              <p className="mt-1 text-sm text-ink/80">{t("messages.noProperty")}</p>
            )}
          </div>
          <p className="rounded-full bg-forest-100 px-3 py-1 text-sm font-semibold text-forest-900">
            {t("shared.status", { status: t(`dashboard.statuses.${STATUS_KEYS[status]}`) })}
          </p>
        </div>
        <div className="mt-5">
          <div className="flex items-baseline justify-between text-sm">
            <span>
              {payment
                ? t("shared.stepOf", { number: payment.current_step, total: payment.payment_steps })
                : t("dashboard.noPayment")}
            </span>
            <span className="font-semibold">{overview.progress_percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={t("dashboard.paymentProgress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={overview.progress_percent}
            className="mt-2 h-3 overflow-hidden rounded-full bg-cream-200"
          >
            <div className="h-full rounded-full bg-saffron-600" style={{ width: `${overview.progress_percent}%` }} />
          </div>
          {payment && (
            <p className="mt-2 text-sm text-ink/80">
              {payment.amount_verified < payment.amount_paid && status !== "cancelled"
                ? t("dashboard.paidVerified", {
                    paid: rupees(payment.amount_paid),
                    total: rupees(payment.total_amount),
                    verified: rupees(payment.amount_verified),
                  })
                : t("dashboard.paid", { paid: rupees(payment.amount_paid), total: rupees(payment.total_amount) })}
            </p>
          )}
          {status === "reviewing" && (
            <p className="mt-2 text-sm text-ink/80">{say(officePaymentsMessages.underReview)}</p>
          )}
          {status === "cancelled" && payment?.cancel_reason && (
            <p role="status" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
              {t("dashboard.planCancelled", { reason: payment.cancel_reason })}
            </p>
          )}
        </div>
        <div className="mt-5 flex flex-wrap gap-3">
          {/* without JavaScript the button is a plain GET of where it leads (the receipts tab, the application, the villas) */}
          <form
            method="get"
            action={
              button.action === "receipts"
                ? "/dashboard"
                : property
                  ? `/registration/${property._id}`
                  : "/property-list"
            }
          >
            {button.action === "receipts" && <input type="hidden" name="tab" value="documents" />}
            <button
              type="submit"
              className="btn-primary disabled:cursor-not-allowed disabled:opacity-60"
              disabled={button.disabled}
              onClick={(event) => {
                event.preventDefault();
                void onPaymentButton();
              }}
            >
              {t(`dashboard.paymentButton.${STATUS_KEYS[status]}`)}
            </button>
          </form>
          {!property && (
            <Link to="/property-list" className="btn-secondary">
              {t("shared.chooseVilla")}
            </Link>
          )}
        </div>
      </section>

      <MembershipCard membership={data?.membership ?? null} />

      {data?.owner && <OwnerPanel owner={data.owner} actionData={actionData} />}

      {data?.dues && <DuesCard dues={data.dues} actionData={actionData} refresh={refresh} />}

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((tab) => (
          <li key={tab}>
            <TabButton
              tab={tab}
              openTab={openTab}
              onOpen={() => onCard(tab)}
              className="flex h-full w-full flex-col items-start rounded-2xl border border-forest-100 bg-white p-5 text-left shadow-sm transition hover:border-forest-500"
            >
              <span className="font-display text-xl text-forest-950">{t(`tabs.${tab}`)}</span>
              <span className="mt-1 text-sm text-ink/80">{t(`dashboard.cards.${tab}`)}</span>
              {tab === "moa" && !overview.unlocked.moa && (
                <span className="mt-3 text-xs font-semibold text-saffron-700">{t("dashboard.moaLocked")}</span>
              )}
              {tab === "membership" && !overview.unlocked.membership_form && (
                <span className="mt-3 text-xs font-semibold text-saffron-700">
                  {t("dashboard.membershipOpens", { percent: MEMBERSHIP_FORM_UNLOCK_PERCENT })}
                </span>
              )}
            </TabButton>
          </li>
        ))}
      </ul>

      <p>
        <Link to="/donations/mine" className="font-semibold text-forest-900 underline underline-offset-4">
          {t("dashboard.yourDonations")}
        </Link>
      </p>
    </div>
  );
}
