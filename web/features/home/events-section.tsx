import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../common/format";
import { Carousel } from "../../components/carousel";
import { Picture } from "../../components/picture";
import { useLanguage } from "../../lib/i18n";
import { EVENTS_AUTOPLAY_MS, events, eventsSection, type ClubEvent } from "../../content/home";
import { CalendarIcon } from "./icons";
import { SectionHeading } from "./section-heading";

/** Events carousel: 1 slide, 2 from 768 px, autoplay every 2 s (spec public-site §2, §9). */
export function EventsSection() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="events-heading" className="bg-cream-100 py-20 lg:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Carousel
          label={t("events.carouselLabel")}
          autoplayMs={EVENTS_AUTOPLAY_MS}
          slideClassName="basis-full md:basis-1/2"
          previousLabel={t("events.previous")}
          nextLabel={t("events.next")}
          heading={<SectionHeading id="events-heading" eyebrow={t("events.eyebrow")} title={t("events.title")} />}
          slides={events.map((event) => (
            <EventCard key={event.key} event={event} />
          ))}
        />
      </div>
    </section>
  );
}

function EventCard({ event }: { event: ClubEvent }) {
  const { t } = useTranslation("home");
  const language = useLanguage();
  const title = t(`events.items.${event.key}.title`);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-forest-900/10">
      <Picture
        mediaKey={event.image}
        alt={t(`events.items.${event.key}.imageAlt`)}
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 48vw, 100vw"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-saffron-700">
          <CalendarIcon className="h-4 w-4" />
          {formatDate(event.date, language)}
        </p>
        <h3 className="mt-3 text-3xl font-semibold leading-tight text-forest-900">{title}</h3>
        <p className="mt-3 text-base leading-relaxed text-ink/80">{t(`events.items.${event.key}.description`)}</p>
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-6">
          <Link to={eventsSection.registerTo} className="btn-primary relative">
            {t("events.register")}
            <span className="sr-only">{t("events.registerHidden", { title })}</span>
          </Link>
          <Link to={eventsSection.learnMoreTo} className="btn-secondary relative">
            {t("events.learnMore")}
            <span className="sr-only">{t("events.learnMoreHidden", { title })}</span>
          </Link>
          <Link
            to={eventsSection.viewAllTo}
            className="relative ml-auto rounded-full px-2 py-2.5 text-sm font-semibold text-forest-900 underline decoration-saffron-500 decoration-2 underline-offset-4 hover:text-saffron-700"
          >
            {t("events.viewAll")}
            <span className="sr-only">{t("events.viewAllHidden")}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
