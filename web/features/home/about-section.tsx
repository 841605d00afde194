import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Picture } from "../../components/picture";
import { about } from "../../content/home";
import { ArrowRightIcon } from "./icons";
import { SectionHeading } from "./section-heading";
import { useLocationNames } from "./use-location-names";

/** About the club, with the marketing claims and a Learn More link to /about-vedanta. */
export function AboutSection() {
  const { t } = useTranslation("home");
  const paragraphs = t("about.paragraphs", { returnObjects: true });
  return (
    <section aria-labelledby="about-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:py-28">
      <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-16">
        <div className="relative">
          <div className="overflow-hidden rounded-[2rem] shadow-xl shadow-forest-900/15">
            <Picture
              mediaKey={about.image}
              alt={t("about.imageAlt")}
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw"
              className="aspect-[4/5] w-full object-cover sm:aspect-[3/2] lg:aspect-[4/5]"
            />
          </div>
          <p className="absolute -bottom-6 right-4 max-w-[14rem] rounded-2xl bg-forest-900 px-5 py-4 font-display text-xl leading-snug text-cream-50 shadow-lg sm:right-8">
            {useLocationNames().join(" · ")}
          </p>
        </div>
        <div>
          <SectionHeading id="about-heading" eyebrow={t("about.eyebrow")} title={t("about.title")} />
          {paragraphs.map((p, i) => (
            <p key={i} className="mt-5 text-base leading-relaxed text-ink/80 sm:text-lg">
              {p}
            </p>
          ))}
          <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-8 border-t border-forest-900/15 pt-8 sm:grid-cols-4">
            {about.stats.map((s) => (
              <div key={s.label} className="flex flex-col">
                <dt className="order-2 mt-1 text-xs font-semibold uppercase tracking-[0.14em] text-ink/75">
                  {t(`about.stats.${s.label}`)}
                </dt>
                <dd className="order-1 font-display text-4xl font-semibold text-forest-900">{s.value}</dd>
              </div>
            ))}
          </dl>
          <Link to={about.learnMore.to} className="btn-secondary relative mt-10">
            {t("about.learnMore")}
            <span className="sr-only">{t("about.learnMoreHidden")}</span>
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
