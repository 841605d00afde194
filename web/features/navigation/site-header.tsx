import { useState } from "react";
import { Link, NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { LotusMark } from "../../components/lotus-mark";
import { headerLinks } from "../../content/navigation";
import { LanguageSwitch } from "./language-switch";
import { SideMenu } from "./side-menu";

/**
 * The header: the language switch above, then the logo, the header links (wide screens), the Menu button that opens
 * the side menu. `transparent` lays it over a dark hero (the /donate-now variant).
 */
export function SiteHeader({ signedIn, transparent = false }: { signedIn: boolean; transparent?: boolean }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const tone = transparent ? "text-cream-50" : "text-forest-900";
  return (
    <header
      className={
        transparent
          ? "surface-dark absolute inset-x-0 top-0 z-30 bg-gradient-to-b from-forest-950/70 to-transparent"
          : "sticky top-0 z-30 border-b border-forest-900/10 bg-cream-50/95 backdrop-blur"
      }
      data-variant={transparent ? "transparent" : "solid"}
    >
      {/* a line of its own: the header's row is full from 1280 px (its ten links) and on a phone */}
      <div className="mx-auto flex max-w-7xl justify-end px-4 pt-1.5 sm:px-6">
        <LanguageSwitch className={`text-[0.8125rem] ${tone}`} />
      </div>
      {/* wraps rather than scroll sideways when the text is enlarged (WCAG 1.4.4: text at 200 %) */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 pb-3 pt-1 sm:px-6">
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            className={`inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold ${tone} ${transparent ? "hover:bg-white/15" : "hover:bg-forest-100"}`}
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {t("header.menu")}
          </button>
          <Link
            to="/"
            className={`flex items-center gap-2 ${tone}`}
            aria-label={t("site.homeLink", { name: t("site.shortName") })}
          >
            <LotusMark />
            <span className="hidden font-display text-xl font-bold leading-none min-[400px]:inline sm:text-2xl">
              {t("site.shortName")}
            </span>
          </Link>
        </div>
        <nav aria-label={t("header.mainNav")} className="hidden min-w-0 xl:block">
          {/* the ten links fit one line from 1280 px (measured: about 1,200 of the 1,232 px inside the header); with
              larger text they wrap onto more lines */}
          <ul className="flex flex-wrap items-center justify-end text-[0.8125rem] font-medium">
            {headerLinks.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={l.to === "/"}
                  className={({ isActive }) =>
                    `whitespace-nowrap rounded-full px-2 py-2 ${transparent ? "hover:bg-white/15" : "hover:bg-forest-100"} ${isActive ? (transparent ? "text-saffron-300" : "text-saffron-700") : tone}`
                  }
                >
                  {t(`nav.${l.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/property-list" className="btn-primary px-4 py-2 xl:hidden">
          {t("nav.contribute")}
        </Link>
      </div>
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} initialSignedIn={signedIn} />
    </header>
  );
}
