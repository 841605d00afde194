import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Carousel } from "../../components/carousel";
import { Picture } from "../../components/picture";
import { FACILITIES_AUTOPLAY_MS, facilities, facilitiesSection, type Facility } from "../../content/home";
import { ArrowRightIcon } from "./icons";
import { SectionHeading } from "./section-heading";

/** Facilities: 3 items in an endless carousel advancing every 5 s (spec public-site §2, §4, §9). */
export function FacilitiesSection() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="facilities-heading" className="surface-dark bg-forest-950 py-20 text-cream-50 lg:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Carousel
          label={t("facilities.carouselLabel")}
          loop
          autoplayMs={FACILITIES_AUTOPLAY_MS}
          slideClassName="basis-[92%] sm:basis-[70%] lg:basis-[56%]"
          previousLabel={t("facilities.previous")}
          nextLabel={t("facilities.next")}
          heading={
            <SectionHeading
              id="facilities-heading"
              tone="dark"
              eyebrow={t("facilities.eyebrow")}
              title={t("facilities.title")}
            />
          }
          slides={facilities.map((f) => (
            <FacilityCard key={f.key} facility={f} />
          ))}
        />
        <Link to={facilitiesSection.viewAll.to} className="btn-light mt-10">
          {t("facilities.viewAll")}
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      </div>
    </section>
  );
}

function FacilityCard({ facility }: { facility: Facility }) {
  const { t } = useTranslation("home");
  const name = t(`facilities.items.${facility.key}.name`);
  return (
    <article className="relative isolate flex aspect-[4/5] flex-col justify-end overflow-hidden rounded-[2rem] sm:aspect-[3/2]">
      <Picture
        mediaKey={facility.image}
        alt={t(`facilities.items.${facility.key}.imageAlt`)}
        sizes="(min-width: 1280px) 700px, (min-width: 1024px) 56vw, (min-width: 640px) 70vw, 92vw"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-linear-to-t from-forest-950 via-forest-950/50 to-transparent" />
      <div className="flex flex-wrap items-end justify-between gap-4 p-6 sm:p-8">
        <div className="max-w-md">
          <h3 className="text-3xl font-semibold text-cream-50 sm:text-4xl">{name}</h3>
          <p className="mt-2 text-sm leading-relaxed text-cream-100">
            {t(`facilities.items.${facility.key}.description`)}
          </p>
        </div>
        <Link to={facility.to} className="btn-light relative">
          {t("facilities.explore")}
          <span className="sr-only"> {name}</span>
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
