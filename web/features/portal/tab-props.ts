import type { PortalOverview, PortalTab } from "../../../common/portal";
import type { FormResult } from "../../lib/form";
import type { PortalTabData } from "./portal-route.server";

/** What every portal tab receives from the dashboard screen. */
export interface PortalTabProps<T extends PortalTab = PortalTab> {
  overview: PortalOverview;
  /**
   * The tab's own data, loaded by the dashboard's loader (portal-route.server.ts); null for a tab without its own,
   * and while the loader runs for a tab just opened.
   */
  data: T extends keyof PortalTabData ? PortalTabData[T] | null : null;
  /** The result of a portal form posted without JavaScript (the page rendered again by the server), if any. */
  actionData: FormResult | undefined;
  /** Loads the overview and the tab's data again (after a change that moves the member on). */
  refresh: () => void;
  openTab: (tab: PortalTab) => void;
}
