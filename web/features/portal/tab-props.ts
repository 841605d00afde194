import type { PortalOverview, PortalTab } from "../../../common/portal";

/** What every portal tab receives from the dashboard screen. */
export interface PortalTabProps {
  overview: PortalOverview;
  /** Loads the overview again (after a change that moves the member on). */
  refresh: () => void;
  openTab: (tab: PortalTab) => void;
}
