import { Link } from "react-router";
import { useTranslation } from "react-i18next";

/**
 * The fixed tab of the home page: membership and DONATE NOW. From 640 px it is the spec's vertical tab on the
 * left edge; on a phone a vertical tab would sit over the text, so there it is a bar along the bottom of the
 * screen (the page keeps room for it below the footer, `SideTabSpace`).
 */
export function SideTab() {
  const { t } = useTranslation();
  const tab =
    "flex-1 whitespace-nowrap py-3 text-center text-xs font-bold uppercase tracking-[0.2em] sm:block sm:px-3 sm:py-4 sm:[writing-mode:vertical-rl] sm:rotate-180";
  return (
    <nav
      aria-label={t("sideTab.label")}
      data-side-tab
      className="fixed inset-x-0 bottom-0 z-20 flex shadow-[0_-4px_16px_rgb(0_0_0/0.12)] sm:inset-x-auto sm:bottom-auto sm:left-0 sm:top-1/2 sm:block sm:-translate-y-1/2 sm:overflow-hidden sm:rounded-r-xl sm:shadow-lg"
    >
      <Link to="/membership" className={`${tab} bg-forest-900 text-cream-50 hover:bg-forest-700`}>
        {t("sideTab.membership")}
      </Link>
      <Link to="/donate-now" className={`${tab} bg-saffron-700 text-white hover:bg-saffron-800`}>
        {t("sideTab.donateNow")}
      </Link>
    </nav>
  );
}

/** Room below the footer for the bottom bar on a phone, so it never covers the page's last lines. */
export function SideTabSpace() {
  return <div aria-hidden="true" className="h-11 sm:hidden" />;
}
