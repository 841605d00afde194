import { Link } from "react-router";
import { PORTAL_TABS, type PortalOverview, type PortalTab } from "../../../common/portal";
import { BookingsTab } from "./bookings-tab";
import { ClaimsTab } from "./claims-tab";
import { ConveyanceTab } from "./conveyance-tab";
import { DashboardTab } from "./dashboard-tab";
import { DocumentsTab } from "./documents-tab";
import { LeaseTab } from "./lease-tab";
import { MembershipTab } from "./membership-tab";
import { MoaTab } from "./moa-tab";
import type { PortalTabProps } from "./tab-props";
import { TransferTab } from "./transfer-tab";

const TAB_VIEWS: Record<PortalTab, (props: PortalTabProps) => React.ReactNode> = {
  dashboard: DashboardTab,
  documents: DocumentsTab,
  membership: MembershipTab,
  moa: MoaTab,
  conveyance: ConveyanceTab,
  lease: LeaseTab,
  bookings: BookingsTab,
  claims: ClaimsTab,
  transfer: TransferTab,
};

const labelOf = (tab: PortalTab) => PORTAL_TABS.find((t) => t.id === tab)!.label;

/**
 * The member portal (spec §2): breadcrumb Home > Dashboard > tab, a tab bar (hidden on the dashboard itself)
 * and the chosen tab. Tabs are one screen; the chosen one is kept in the address (?tab=) so it can be linked.
 */
export function PortalScreen({ overview, tab, openTab, refresh }: { overview: PortalOverview; tab: PortalTab; openTab: (tab: PortalTab) => void; refresh: () => void }) {
  const View = TAB_VIEWS[tab];
  return (
    // inside the root layout's <main id="main">
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-28 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-ink/80">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="underline-offset-4 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">&gt;</li>
          <li>
            {tab === "dashboard" ? (
              <span aria-current="page" className="font-semibold text-forest-900">
                Dashboard
              </span>
            ) : (
              <button type="button" className="underline-offset-4 hover:underline" onClick={() => openTab("dashboard")}>
                Dashboard
              </button>
            )}
          </li>
          {tab !== "dashboard" && (
            <>
              <li aria-hidden="true">&gt;</li>
              <li aria-current="page" className="font-semibold text-forest-900">
                {labelOf(tab)}
              </li>
            </>
          )}
        </ol>
      </nav>
      <h1 className="mt-3 font-display text-3xl text-forest-950 sm:text-4xl">{tab === "dashboard" ? `Welcome, ${overview.member.name}` : labelOf(tab)}</h1>

      {tab !== "dashboard" && (
        <nav aria-label="Portal sections" className="mt-6 -mx-4 overflow-x-auto px-4">
          <ul className="flex min-w-max gap-2 border-b border-forest-100 pb-2">
            {PORTAL_TABS.map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  onClick={() => openTab(t.id)}
                  aria-current={t.id === tab ? "page" : undefined}
                  className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${t.id === tab ? "bg-forest-900 text-white" : "text-forest-900 hover:bg-forest-100"}`}
                >
                  {t.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div className="mt-8">
        <View overview={overview} refresh={refresh} openTab={openTab} />
      </div>
    </div>
  );
}
