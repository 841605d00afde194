import { assets as frame, type LocationAsset, type SectionWords } from "../../content/why-trust-us";
import { DocumentLink } from "./document-links";
import { EstateMap } from "./estate-map";
import { DownloadIcon, EyeIcon, PinIcon } from "./icons";
import { SectionHeading } from "./section-heading";
import { useTrustSection } from "./trust-words";

/** "Our assets": a card per estate (Rajgarh, Amarkantak, Rishikesh) with its map frame and its land records. */
export function LocationAssets() {
  const { t, section: assets } = useTrustSection<SectionWords & { locations: LocationAsset[] }>("assets", frame);
  return (
    <section aria-labelledby="assets-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="assets-heading" eyebrow={assets.eyebrow} title={assets.title} intro={assets.intro} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {assets.locations.map((location) => (
          <li key={location.id} className="flex flex-col rounded-3xl bg-cream-100 p-3 ring-1 ring-forest-900/10">
            <EstateMap location={location} />
            <div className="flex flex-1 flex-col px-3 pb-3 pt-5">
              <h3 className="flex items-center gap-2 text-3xl font-semibold text-forest-900">
                <PinIcon className="h-5 w-5 text-saffron-700" />
                {location.name}
              </h3>
              <p className="mt-1 text-sm font-medium text-forest-700">{location.region}</p>
              <p className="mt-3 text-ink/80">{location.summary}</p>
              <p className="mt-3 text-xs font-semibold uppercase tracking-wider text-ink/75">{location.holding}</p>
              <div className="mt-auto flex flex-wrap gap-3 pt-5">
                <DocumentLink
                  document={location.document}
                  kind="view"
                  fallback={location.viewHref}
                  label={t("assets.records", { name: location.name })}
                  className="btn-primary"
                >
                  <EyeIcon />
                  {t("links.view")}
                </DocumentLink>
                <DocumentLink
                  document={location.document}
                  kind="download"
                  fallback={location.downloadHref}
                  label={t("assets.records", { name: location.name })}
                  className="btn-secondary bg-white"
                >
                  <DownloadIcon />
                  {t("links.download")}
                </DocumentLink>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
