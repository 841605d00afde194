import toast from "react-hot-toast";
import { Link, useNavigate } from "react-router";
import { paymentButton, portalMessages as pm, type PortalTab } from "../../../common/portal";
import { officePaymentsMessages as opm } from "../../../common/office-payments";
import { formatRupees } from "../../../common/money";
import type { PortalTabProps } from "./tab-props";
import { TabButton } from "./shared/tab-button";
import { MembershipCard } from "./membership-card";

const STATUS_LABELS: Record<string, string> = {
  not_started: "Not started",
  pending: "Pending",
  completed: "Completed",
  cancelled: "Cancelled",
  reviewing: "Under review",
};

const CARDS: { tab: PortalTab; title: string; text: string }[] = [
  { tab: "documents", title: "Documents", text: "Your identity document, receipts, invoices, agreement and forms." },
  { tab: "membership", title: "Membership Form", text: "Your personal and nominee details for the club's register." },
  { tab: "moa", title: "MOA", text: "Sign your memorandum of agreement and download it." },
  { tab: "conveyance", title: "Conveyance", text: "Ask for the conveyance of your villa and book an appointment." },
  { tab: "bookings", title: "Bookings", text: "Your stays and villa contributions." },
  { tab: "claims", title: "Claims", text: "Claim your monthly expense allowance to your bank account." },
  { tab: "transfer", title: "Transfer", text: "Transfer your villa contribution to another person." },
];

/** The dashboard tab: payment progress card, the Membership card and a card for each other tab. */
export function DashboardTab({ overview, data, openTab }: PortalTabProps<"dashboard">) {
  const navigate = useNavigate();
  const { property, payment, payment_status: status } = overview;
  const button = paymentButton(status);

  function onPaymentButton() {
    if (button.action === "receipts") return openTab("documents");
    if (!property) {
      // no villa yet: the member chooses one first
      toast.error(pm.unableToDeterminePropertyDetails);
      return navigate("/property-list");
    }
    navigate(`/registration/${property._id}`);
  }

  function onCard(tab: PortalTab) {
    if (tab === "moa" && !overview.unlocked.moa) toast(pm.completePaymentForMoa, { icon: "🔒" });
    else if (tab === "membership" && !overview.unlocked.membership_form) toast(pm.completePayment, { icon: "🔒" });
    else if ((tab === "conveyance" || tab === "transfer") && !property)
      toast(pm.propertyInformationNotFound, { icon: "ℹ️" });
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
              Payment progress
            </h2>
            {property ? (
              <p className="mt-1 text-sm text-ink/80">
                {property.name}
                {property.villaNumber ? `, villa ${property.villaNumber}` : ""} · {property.location}
              </p>
            ) : (
              <p className="mt-1 text-sm text-ink/80">{pm.noProperty}</p>
            )}
          </div>
          <p className="rounded-full bg-forest-100 px-3 py-1 text-sm font-semibold text-forest-900">
            Status: {STATUS_LABELS[status] ?? status}
          </p>
        </div>
        <div className="mt-5">
          <div className="flex items-baseline justify-between text-sm">
            <span>{payment ? `Step ${payment.current_step} of ${payment.payment_steps}` : "No payment yet"}</span>
            <span className="font-semibold">{overview.progress_percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Payment progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={overview.progress_percent}
            className="mt-2 h-3 overflow-hidden rounded-full bg-cream-200"
          >
            <div className="h-full rounded-full bg-saffron-600" style={{ width: `${overview.progress_percent}%` }} />
          </div>
          {payment && (
            <p className="mt-2 text-sm text-ink/80">
              Paid {formatRupees(payment.amount_paid)} of {formatRupees(payment.total_amount)}
              {payment.amount_verified < payment.amount_paid && status !== "cancelled"
                ? ` · verified by the club: ${formatRupees(payment.amount_verified)}`
                : ""}
            </p>
          )}
          {status === "reviewing" && <p className="mt-2 text-sm text-ink/80">{opm.underReview}</p>}
          {status === "cancelled" && payment?.cancel_reason && (
            <p role="status" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
              {opm.planCancelledNotice(payment.cancel_reason)}
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
              {button.label}
            </button>
          </form>
          {!property && (
            <Link to="/property-list" className="btn-secondary">
              Choose a villa
            </Link>
          )}
        </div>
      </section>

      <MembershipCard membership={data?.membership ?? null} />

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.tab}>
            <TabButton
              tab={card.tab}
              openTab={openTab}
              onOpen={() => onCard(card.tab)}
              className="flex h-full w-full flex-col items-start rounded-2xl border border-forest-100 bg-white p-5 text-left shadow-sm transition hover:border-forest-500"
            >
              <span className="font-display text-xl text-forest-950">{card.title}</span>
              <span className="mt-1 text-sm text-ink/80">{card.text}</span>
              {card.tab === "moa" && !overview.unlocked.moa && (
                <span className="mt-3 text-xs font-semibold text-saffron-700">Locked until fully paid</span>
              )}
              {card.tab === "membership" && !overview.unlocked.membership_form && (
                <span className="mt-3 text-xs font-semibold text-saffron-700">Opens at 50% paid</span>
              )}
            </TabButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
