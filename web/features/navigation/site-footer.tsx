import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { LotusMark } from "../../components/lotus-mark";
import { legalLinks, quickLinks, sideMenuGroups, type MenuLink } from "../../content/navigation";
import { site } from "../../content/site";
import { NewsletterForm } from "./newsletter-form";

const facilities = sideMenuGroups.find((g) => g.label === "facilityCategories")!.links;
const homes = sideMenuGroups.find((g) => g.label === "contributeCategories")!.links;

export function SiteFooter() {
  const { t } = useTranslation();
  const link = linkClass;
  const name = t("site.name");
  return (
    <footer className="surface-dark mt-16 bg-forest-950 text-cream-100">
      {/* grid-cols-1 (minmax(0, 1fr)): on a 320 px screen no column is held wider than the screen by its content */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Link to="/" className="flex items-center gap-3 text-cream-50" aria-label={t("site.homeLink", { name })}>
            <LotusMark className="h-10 w-10" />
            <span className="font-display text-2xl font-bold">{name}</span>
          </Link>
          <p className="mt-3 max-w-sm text-sm text-cream-100/85">
            {t("footer.tagline", { tagline: t("site.tagline") })}
          </p>
          <div className="mt-5">
            <h2 className="font-sans text-sm font-semibold uppercase tracking-widest text-saffron-300">
              {t("footer.newsletter")}
            </h2>
            <NewsletterForm />
          </div>
          <div className="mt-4 flex gap-3">
            <CertificateBadge title={t("footer.registeredTrust")} subtitle={t("footer.ngoDarpan")} />
            <CertificateBadge title={t("footer.ayush")} subtitle={t("footer.wellnessPartner")} />
          </div>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-widest text-saffron-300">
            {t("footer.contact")}
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic text-cream-100/90 [overflow-wrap:anywhere]">
            <p>{t("site.address")}</p>
            <p>
              <a className={link} href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
            <p>
              <a className={link} href={`tel:${site.phone.replace(/\s/g, "")}`}>
                {site.phone}
              </a>
            </p>
          </address>
          <LinkColumn title={t("footer.quickLinks")} links={quickLinks} className="mt-6" />
        </div>
        <LinkColumn title={t("footer.facilities")} links={facilities} />
        <LinkColumn title={t("footer.homes")} links={homes} />
      </div>
      <div className="border-t border-cream-100/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-xs text-cream-100/80 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t("footer.rights", { year: new Date().getFullYear(), name })}</p>
          <ul className="flex flex-wrap gap-4">
            {legalLinks.map((l) => (
              <li key={l.label}>
                <Link className={link} to={l.to}>
                  {t(`nav.${l.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

const linkClass = "text-cream-100/90 underline-offset-4 hover:text-cream-50 hover:underline";

function LinkColumn({ title, links, className = "" }: { title: string; links: MenuLink[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-widest text-saffron-300">{title}</h2>
      <ul className="mt-3 space-y-1.5 text-sm">
        {links.map((l) => (
          <li key={l.label}>
            <Link className={linkClass} to={l.to}>
              {t(`nav.${l.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A certificate seal drawn in SVG (the spec's two certificate images). */
function CertificateBadge({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation();
  return (
    <svg
      viewBox="0 0 120 120"
      className="h-20 w-20"
      role="img"
      aria-label={t("footer.certificate", { title, subtitle })}
    >
      <circle cx="60" cy="60" r="56" fill="#f7f1e3" />
      <circle cx="60" cy="60" r="48" fill="none" stroke="#a9560a" strokeWidth="3" strokeDasharray="4 3" />
      <path d="M60 30c5 6 6 12 0 22-6-10-5-16 0-22Z" fill="#a9560a" />
      <text x="60" y="72" textAnchor="middle" fontSize="13" fontWeight="700" fill="#1f3d2b" fontFamily="sans-serif">
        {title.length > 12 ? title.split(" ")[0] : title}
      </text>
      <text x="60" y="88" textAnchor="middle" fontSize="10" fill="#1f3d2b" fontFamily="sans-serif">
        {subtitle.length > 14 ? subtitle.slice(0, 14) : subtitle}
      </text>
    </svg>
  );
}
