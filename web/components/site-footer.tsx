import { Link } from "react-router";
import { site } from "../content/site";

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-forest-950 text-cream-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="font-display text-2xl font-bold">{site.name}</p>
          <p className="mt-2 text-sm text-cream-100/80">{site.tagline}</p>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-widest text-saffron-300">Contact</h2>
          <address className="mt-3 space-y-1 text-sm not-italic text-cream-100/90">
            <p>{site.address}</p>
            <p>
              <a className="underline-offset-4 hover:underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
            <p>
              <a className="underline-offset-4 hover:underline" href={`tel:${site.phone.replace(/\s/g, "")}`}>
                {site.phone}
              </a>
            </p>
          </address>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-widest text-saffron-300">Explore</h2>
          <ul className="mt-3 space-y-1 text-sm">
            <li>
              <Link className="underline-offset-4 hover:underline" to="/property-list">
                Homes to contribute
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-cream-100/10 py-4 text-center text-xs text-cream-100/70">
        © {new Date().getFullYear()} {site.name}. A retreat, not a resort.
      </p>
    </footer>
  );
}
