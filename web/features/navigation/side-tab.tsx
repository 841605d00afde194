import { Link } from "react-router";

/** The fixed left-edge vertical tab of the home page: membership and DONATE NOW. */
export function SideTab() {
  const tab = "block whitespace-nowrap px-1.5 py-3 text-[11px] sm:px-3 sm:py-4 sm:text-xs font-bold uppercase tracking-[0.2em] [writing-mode:vertical-rl] rotate-180";
  return (
    <nav aria-label="Join and give" className="fixed left-0 top-1/2 z-20 -translate-y-1/2 overflow-hidden rounded-r-xl shadow-lg">
      <Link to="/membership" className={`${tab} bg-forest-900 text-cream-50 hover:bg-forest-700`}>
        Membership
      </Link>
      <Link to="/donate-now" className={`${tab} bg-saffron-700 text-white hover:bg-saffron-600`}>
        DONATE NOW
      </Link>
    </nav>
  );
}
