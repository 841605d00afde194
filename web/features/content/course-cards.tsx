import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatRupees } from "../../../common/format";
import { programmeDuration } from "../../../common/programme-display";
import type { ProgrammeItemRecord } from "../../../common/programme-schemas";
import { Picture } from "../../components/picture";
import { useLanguage } from "../../lib/i18n";
import type { CoursesSection } from "../../content/page-types";
import { PageLinkButton } from "./page-link";
import { SectionHeading } from "./section-heading";

/** The course cards of Vedic Education: name, duration, level, format, image and description. */
export function CourseCards({ section }: { section: CoursesSection }) {
  const { t } = useTranslation("pages");
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} className={section.background === "plain" ? undefined : "bg-cream-100/70"}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
          {section.link && <PageLinkButton link={{ variant: "secondary", ...section.link }} />}
        </div>
        <ul
          className={`mt-10 grid gap-6 sm:grid-cols-2 ${section.courses.length % 4 === 0 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
        >
          {section.courses.map((course) => (
            <li key={course.id}>
              <article
                className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-forest-900/10"
                aria-labelledby={`course-${course.id}`}
              >
                <Picture
                  mediaKey={course.img}
                  alt=""
                  sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[3/2] w-full bg-forest-100 object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 id={`course-${course.id}`} className="text-2xl font-semibold leading-snug text-forest-900">
                    {course.name}
                  </h3>
                  <CourseFacts
                    facts={[
                      [t("shared.course.duration"), course.duration],
                      [t("shared.course.level"), course.level],
                      [t("shared.course.format"), course.format],
                    ]}
                    description={course.description}
                    instructor={course.instructor}
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The programme's courses in a courses section (Vedic Education): how long, its level, where, when it begins and its
 * fee, and Enroll Now to its booking on its page (decision 050).
 */
export function ProgrammeCourseCards({
  section,
  courses,
}: {
  section: CoursesSection;
  courses: readonly ProgrammeItemRecord[];
}) {
  const { t } = useTranslation("pages");
  const language = useLanguage();
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} className={section.background === "plain" ? undefined : "bg-cream-100/70"}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
          {section.link && <PageLinkButton link={{ variant: "secondary", ...section.link }} />}
        </div>
        <ul
          className={`mt-10 grid gap-6 sm:grid-cols-2 ${courses.length % 4 === 0 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
        >
          {courses.map((course) => {
            const { unit, count } = programmeDuration(course);
            return (
              <li key={course._id}>
                <article
                  className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-forest-900/10"
                  aria-labelledby={`course-${course.slug}`}
                >
                  <Picture
                    mediaKey={course.image}
                    alt=""
                    sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[3/2] w-full bg-forest-100 object-cover"
                  />
                  <div className="flex flex-1 flex-col p-6">
                    <h3 id={`course-${course.slug}`} className="text-2xl font-semibold leading-snug text-forest-900">
                      <Link to={`/events/${course.slug}`} className="hover:underline">
                        {course.title}
                      </Link>
                    </h3>
                    <CourseFacts
                      facts={[
                        [t("shared.course.duration"), t(`shared.course.${unit}`, { count })],
                        ...(course.level ? [[t("shared.course.level"), course.level] as const] : []),
                        [t("shared.course.where"), course.online ? t("shared.course.online") : (course.location ?? "")],
                        [t("shared.course.first"), formatDate(course.first_day, language)],
                        [
                          t("shared.course.price"),
                          course.price === 0 ? t("shared.course.free") : formatRupees(course.price, language),
                        ],
                      ]}
                      description={course.description}
                      instructor={course.instructor}
                    />
                    <Link to={`/events/${course.slug}#book`} className="btn-primary relative mt-5 self-start">
                      {t("shared.course.enroll")}
                      <span className="sr-only">: {course.title}</span>
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** A course card's facts (term and value), its description and who teaches it. */
function CourseFacts({
  facts,
  description,
  instructor,
}: {
  facts: readonly (readonly [string, string])[];
  description: string;
  instructor: string;
}) {
  const { t } = useTranslation("pages");
  return (
    <>
      <dl className="mt-4 divide-y divide-forest-900/10 rounded-2xl bg-cream-100 px-4 py-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="flex items-baseline justify-between gap-3 py-2">
            <dt className="text-xs font-semibold uppercase tracking-wider text-ink/75">{term}</dt>
            <dd className="text-right font-semibold text-forest-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex-1 text-sm leading-relaxed text-ink/80">{description}</p>
      <p className="mt-4 border-t border-forest-900/10 pt-4 text-sm text-ink/80">
        <Trans
          t={t}
          i18nKey="shared.course.taughtBy"
          values={{ instructor }}
          components={{ person: <span className="font-semibold text-forest-900" /> }}
        />
      </p>
    </>
  );
}
