import { Link, NavLink } from "react-router";
import { site } from "../content/site";

const links = [
  { to: "/", label: "Home", end: true },
  { to: "/property-list", label: "Contribute" },
];

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-forest-900/10 bg-cream-50/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-forest-900" aria-label={`${site.name} home`}>
          <LotusMark />
          <span className="font-display text-xl font-bold leading-none sm:text-2xl">{site.shortName}</span>
        </Link>
        <nav aria-label="Main">
          <ul className="flex items-center gap-1 text-sm font-medium sm:gap-4">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={l.end}
                  className={({ isActive }) =>
                    `rounded-full px-3 py-2 hover:bg-forest-100 ${isActive ? "text-saffron-700" : "text-forest-900"}`
                  }
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

export function LotusMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#1f3d2b" />
      <path d="M20 9c3 4 4 8 0 15-4-7-3-11 0-15Z" fill="#f2b441" />
      <path d="M9 17c5 0 8 3 11 9-6 0-10-3-11-9Zm22 0c-5 0-8 3-11 9 6 0 10-3 11-9Z" fill="#e8891d" />
      <path d="M8 28h24" stroke="#f7f1e3" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
