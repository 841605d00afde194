import { lazy } from "react";
import { Link } from "react-router";
import { PORTAL_TABS, type PortalTab } from "../../../common/portal";
import type { PortalTabProps } from "./tab-props";
import { usePortalTexts } from "./shared/portal-texts";
import { TAB_FORM, TabButton } from "./shared/tab-button";

type TabModule<K extends PortalTab = PortalTab> = { default: (props: PortalTabProps<K>) => React.ReactNode };

/**
 * One tab's code, a chunk of its own: a page carries only the open tab's. `preload` fetches it (once);
 * once it is loaded, the view renders without suspending (lazy() is handed a thenable that resolves at
 * once), which is how the server renders the open tab (routes/dashboard.tsx loads it first).
 */
function tabView<K extends PortalTab>(load: () => Promise<TabModule<K>>) {
  let loaded: TabModule<K> | undefined;
  let loading: Promise<TabModule<K>> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  const View = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: TabModule<K>) => void) => resolve(loaded!) } as Promise<TabModule<K>>)
      : preload(),
  );
  return { View, preload };
}

const TAB_VIEWS: {
  [K in PortalTab]: { View: React.ComponentType<PortalTabProps<K>>; preload: () => Promise<unknown> };
} = {
  dashboard: tabView(() => import("./dashboard-tab").then((m) => ({ default: m.DashboardTab }))),
  documents: tabView(() => import("./documents/documents-tab").then((m) => ({ default: m.DocumentsTab }))),
  membership: tabView(() => import("./membership-form/membership-tab").then((m) => ({ default: m.MembershipTab }))),
  moa: tabView(() => import("./moa/moa-tab").then((m) => ({ default: m.MoaTab }))),
  conveyance: tabView(() => import("./conveyance/conveyance-tab").then((m) => ({ default: m.ConveyanceTab }))),
  lease: tabView(() => import("./moa/lease-tab").then((m) => ({ default: m.LeaseTab }))),
  bookings: tabView(() => import("./bookings/bookings-tab").then((m) => ({ default: m.BookingsTab }))),
  claims: tabView(() => import("./claims/claims-tab").then((m) => ({ default: m.ClaimsTab }))),
  transfer: tabView(() => import("./transfers/transfer-tab").then((m) => ({ default: m.TransferTab }))),
};

/** Loads a tab's code (before rendering it, or before switching to it). */
export const preloadPortalTab = (tab: PortalTab) => TAB_VIEWS[tab].preload();

/**
 * The member portal: breadcrumb Home > Dashboard > tab, a tab bar (hidden on the dashboard itself)
 * and the chosen tab. Tabs are one screen; the chosen one is kept in the address (?tab=) so it can be linked.
 */
export function PortalScreen({
  overview,
  identityNotice = null,
  tab,
  data,
  actionData,
  openTab,
  refresh,
}: Omit<PortalTabProps, "data"> & {
  tab: PortalTab;
  data: PortalTabProps["data"] | unknown;
  /** The office sent the identity document back: its reason and where to upload a new one. */
  identityNotice?: { reason: string; link: string } | null;
}) {
  const { t } = usePortalTexts();
  const labelOf = (id: PortalTab) => t(`tabs.${id}`);
  // the tab's data is the loader's for this tab (routes/dashboard.tsx): the tab and its data go together
  const View = TAB_VIEWS[tab].View as React.ComponentType<PortalTabProps>;
  return (
    // inside the root layout's <main id="main">
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-28 sm:px-6">
      <nav aria-label={t("frame.breadcrumb")} className="text-sm text-ink/80">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="underline-offset-4 hover:underline">
              {t("frame.home")}
            </Link>
          </li>
          <li aria-hidden="true">&gt;</li>
          <li>
            {tab === "dashboard" ? (
              <span aria-current="page" className="font-semibold text-forest-900">
                {labelOf("dashboard")}
              </span>
            ) : (
              <TabButton tab="dashboard" openTab={openTab} className="underline-offset-4 hover:underline">
                {labelOf("dashboard")}
              </TabButton>
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
      <h1 className="mt-3 font-display text-3xl text-forest-950 sm:text-4xl">
        {tab === "dashboard" ? t("frame.welcome", { name: overview.member.name }) : labelOf(tab)}
      </h1>

      {identityNotice && (
        <section
          aria-labelledby="identity-notice-heading"
          className="mt-6 rounded-2xl border border-[#b45309]/40 bg-[#fdf6ec] p-5"
        >
          <h2 id="identity-notice-heading" className="text-lg font-semibold text-forest-950">
            {t("messages.identityReturned")}
          </h2>
          {identityNotice.reason && (
            <p className="mt-2 whitespace-pre-line text-ink">&ldquo;{identityNotice.reason}&rdquo;</p>
          )}
          <p className="mt-2 text-ink/90">{t("messages.identityReturnedHint")}</p>
          <Link to={identityNotice.link} className="btn-primary mt-4 inline-flex">
            {t("messages.identityFixLink")}
          </Link>
        </section>
      )}

      {tab !== "dashboard" && (
        <nav aria-label={t("frame.sections")} className="mt-6 -mx-4 overflow-x-auto px-4">
          <ul className="flex min-w-max gap-2 border-b border-forest-100 pb-2">
            {PORTAL_TABS.map(({ id }) => (
              <li key={id}>
                <TabButton
                  tab={id}
                  openTab={openTab}
                  aria-current={id === tab ? "page" : undefined}
                  className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${id === tab ? "bg-forest-900 text-white" : "text-forest-900 hover:bg-forest-100"}`}
                >
                  {labelOf(id)}
                </TabButton>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div className="mt-8">
        {/*
          No Suspense boundary here: React would stream its content after a fallback, and show the fallback
          again if the page updated before the tab hydrated. Without one, a page that hydrates before the tab's
          code has come waits for it, its server HTML staying as it is; a change of tab loads the code first
          (openTab), and a router update that meets a tab without its code (back and forward) is a
          transition, which keeps the current tab on screen until the code is there.
        */}
        <View
          overview={overview}
          data={(data ?? null) as PortalTabProps["data"]}
          actionData={actionData}
          refresh={refresh}
          openTab={openTab}
        />
      </div>
      {/* the tab buttons' form: without JavaScript a button opens its tab as a plain GET of /dashboard?tab=… */}
      <form id={TAB_FORM} method="get" action="/dashboard" hidden />
    </div>
  );
}
