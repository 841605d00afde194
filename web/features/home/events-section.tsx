import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../common/format";
import type { ProgrammeItemRecord } from "../../../common/programme-schemas";
import { Carousel } from "../../components/carousel";
import { Picture } from "../../components/picture";
import { useLanguage } from "../../lib/i18n";
import { EVENTS_AUTOPLAY_MS, eventsSection } from "../../content/home";
import { CalendarIcon } from "./icons";
import { SectionHeading } from "./section-heading";

/**
 * Events carousel: the next upcoming events and retreats of the programme, 1 slide, 2 from 768 px, autoplay every 2 s
 * (spec public-site §2, §9). Register Now opens an item's booking, Learn More its page, View All /events; with nothing
 * published the section says so and leads to the programme.
 */
export function EventsSection({ events }: { events: readonly ProgrammeItemRecord[] }) {
  const { t } = useTranslation("home");
  const heading = <SectionHeading id="events-heading" eyebrow={t("events.eyebrow")} title={t("events.title")} />;
  return (
    <section aria-labelledby="events-heading" className="bg-cream-100 py-20 lg:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {events.length === 0 ? (
          <>
            {heading}
            <div className="mt-10 rounded-3xl bg-white p-8 text-center ring-1 ring-forest-900/10">
              <p className="text-lg text-forest-900">{t("events.empty")}</p>
              <ViewAll className="mt-4 inline-block" />
            </div>
          </>
        ) : (
          <Carousel
            label={t("events.carouselLabel")}
            autoplayMs={EVENTS_AUTOPLAY_MS}
            slideClassName="basis-full md:basis-1/2"
            previousLabel={t("events.previous")}
            nextLabel={t("events.next")}
            heading={heading}
            slides={events.map((event) => (
              <EventCard key={event._id} event={event} />
            ))}
          />
        )}
      </div>
    </section>
  );
}

function ViewAll({ className = "" }: { className?: string }) {
  const { t } = useTranslation("home");
  return (
    <Link
      to={eventsSection.viewAllTo}
      className={`relative rounded-full px-2 py-2.5 text-sm font-semibold text-forest-900 underline decoration-saffron-500 decoration-2 underline-offset-4 hover:text-saffron-700 ${className}`}
    >
      {t("events.viewAll")}
      <span className="sr-only">{t("events.viewAllHidden")}</span>
    </Link>
  );
}

function EventCard({ event }: { event: ProgrammeItemRecord }) {
  const { t } = useTranslation("home");
  const language = useLanguage();
  const title = event.title;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-forest-900/10">
      <Picture
        mediaKey={event.image}
        alt=""
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 48vw, 100vw"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-saffron-700">
          <CalendarIcon className="h-4 w-4" />
          {formatDate(event.first_day, language)}
        </p>
        <h3 className="mt-3 text-3xl font-semibold leading-tight text-forest-900">{title}</h3>
        <p className="mt-3 line-clamp-4 text-base leading-relaxed text-ink/80">{event.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-6">
          <Link to={`/events/${event.slug}#book`} className="btn-primary relative">
            {t("events.register")}
            <span className="sr-only">{t("events.registerHidden", { title })}</span>
          </Link>
          <Link to={`/events/${event.slug}`} className="btn-secondary relative">
            {t("events.learnMore")}
            <span className="sr-only">{t("events.learnMoreHidden", { title })}</span>
          </Link>
          <ViewAll className="ml-auto" />
        </div>
      </div>
    </article>
  );
}
