import type { PortalTab } from "../../../../common/portal";

/** The id of the portal screen's GET form that the tab buttons submit without JavaScript. */
export const TAB_FORM = "portal-tab-form";

/**
 * A button that opens a portal tab: with JavaScript at once (openTab, no reload); without it, it submits the
 * page's tab form (a GET of /dashboard?tab=…), so the portal can be walked before or without the script.
 */
export function TabButton({
  tab,
  openTab,
  onOpen,
  ...props
}: { tab: PortalTab; openTab: (tab: PortalTab) => void; onOpen?: () => void } & Omit<
  React.ButtonHTMLAttributes<HTMLButtonElement>,
  "type" | "form" | "name" | "value" | "onClick"
>) {
  return (
    <button
      {...props}
      type="submit"
      form={TAB_FORM}
      name="tab"
      value={tab}
      onClick={(event) => {
        event.preventDefault();
        if (onOpen) onOpen();
        else openTab(tab);
      }}
    />
  );
}
