import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Picture } from "../../components/picture";
import { sacredLocations, sacredSection, type SacredLocation } from "../../content/home";
import { ArrowRightIcon, PinIcon } from "./icons";
import { SectionHeading } from "./section-heading";

/**
 * Sacred Spaces: the 3 locations and Explore Our Locations. A swipeable
 * scroll-snap slider on small screens, the three side by side from 1024 px; no script, so it costs
 * the page nothing to start.
 */
export function SacredSpaces() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="sacred-heading" className="bg-cream-100 py-20 lg:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="sacred-heading"
            eyebrow={t("sacred.eyebrow")}
            title={t("sacred.title")}
            intro={t("sacred.intro")}
          />
          <Link to={sacredSection.explore.to} className="btn-primary">
            {t("sacred.explore")}
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
        <ul
          aria-label={t("sacred.listLabel")}
          tabIndex={0}
          className="-mx-4 mt-12 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:scroll-px-6 sm:gap-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-3 lg:overflow-visible lg:px-0 lg:pb-0"
        >
          {sacredLocations.map((place) => (
            <li key={place.key} className="w-[85%] shrink-0 snap-start sm:w-[55%] lg:w-auto">
              <LocationCard place={place} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function LocationCard({ place }: { place: SacredLocation }) {
  const { t } = useTranslation("home");
  return (
    <article className="group relative isolate flex aspect-[4/5] flex-col justify-end overflow-hidden rounded-[2rem] text-cream-50 shadow-lg shadow-forest-900/15">
      <Picture
        mediaKey={place.image}
        alt={t(`sacred.places.${place.key}.imageAlt`)}
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 32vw, (min-width: 640px) 55vw, 85vw"
        className="absolute inset-0 -z-10 h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
      />
      <div className="absolute inset-0 -z-10 bg-linear-to-t from-forest-950 via-forest-950/60 to-transparent" />
      <div className="p-6 sm:p-8">
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold uppercase tracking-[0.18em] text-saffron-300">
          <PinIcon className="h-4 w-4" />
          {t(`sacred.places.${place.key}.region`)}
        </p>
        <h3 className="mt-2 text-3xl font-semibold leading-tight text-cream-50">
          {t(`sacred.places.${place.key}.name`)}
        </h3>
        <p className="mt-3 text-sm leading-relaxed text-cream-100">{t(`sacred.places.${place.key}.description`)}</p>
      </div>
    </article>
  );
}
