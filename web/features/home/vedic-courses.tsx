import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { clubLocation } from "../../../common/locations";
import { programmeDuration } from "../../../common/programme-display";
import type { ProgrammeItemRecord } from "../../../common/programme-schemas";
import { Picture } from "../../components/picture";
import { vedicCourses, type VedicCourse } from "../../content/courses";
import { vedicSection } from "../../content/home";
import { ArrowRightIcon } from "./icons";
import { SectionHeading } from "./section-heading";

/**
 * Vedic education: 4 course cards of the programme's courses, each Enroll Now leading to its booking; View All goes
 * to /vedic-education. With no course published, the fixed cards of web/content/courses.ts, enrolling at
 * /vedic-education.
 */
export function VedicCourses({ courses }: { courses: readonly ProgrammeItemRecord[] }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="vedic-heading" className="bg-cream-100 py-20 lg:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="vedic-heading"
            eyebrow={t("vedic.eyebrow")}
            title={t("vedic.title")}
            intro={t("vedic.intro")}
          />
          <Link to={vedicSection.viewAll.to} className="btn-secondary relative">
            {t("vedic.viewAll")}
            <span className="sr-only">{t("vedic.viewAllHidden")}</span>
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
        <ul className="-mx-4 mt-12 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
          {courses.length > 0
            ? courses.map((course) => (
                <li key={course._id} className="w-[82%] shrink-0 snap-start sm:w-auto">
                  <ProgrammeCourseCard course={course} />
                </li>
              ))
            : vedicCourses.map((course) => (
                <li key={course.id} className="w-[82%] shrink-0 snap-start sm:w-auto">
                  <CourseCard course={course} />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}

/** A fixed course's card: its words in the page's language (the catalogue's vedic.courses.<id>; the details shared). */
export function CourseCard({ course }: { course: VedicCourse }) {
  const { t } = useTranslation("home");
  const id = String(course.id) as `${1 | 2 | 3 | 4}`;
  return (
    <Card
      image={course.img}
      details={[t("vedic.duration"), t("vedic.level"), t("vedic.format")]}
      name={t(`vedic.courses.${id}.name`)}
      instructor={t(`vedic.courses.${id}.instructor`)}
      description={t(`vedic.courses.${id}.description`)}
      enrollTo={vedicSection.enroll.to}
    />
  );
}

/** A course of the programme: how long, its level, online or where, and Enroll Now to its booking. */
function ProgrammeCourseCard({ course }: { course: ProgrammeItemRecord }) {
  const { t } = useTranslation("home");
  const { unit, count } = programmeDuration(course);
  const level = course.level?.trim().toLowerCase();
  const place = course.online ? null : clubLocation(course.location ?? "");
  return (
    <Card
      image={course.image}
      details={[
        t(`vedic.${unit}`, { count }),
        ...(level === "beginner" ? [t("vedic.level")] : level === "all levels" ? [t("vedic.allLevels")] : []),
        ...(course.level && level !== "beginner" && level !== "all levels" ? [course.level] : []),
        place ? t(`locations.${place.value}`) : course.online ? t("vedic.format") : (course.location ?? ""),
      ]}
      name={course.title}
      instructor={course.instructor}
      description={course.description}
      enrollTo={`/events/${course.slug}#book`}
    />
  );
}

function Card({
  image,
  details,
  name,
  instructor,
  description,
  enrollTo,
}: {
  image: string;
  details: string[];
  name: string;
  instructor: string;
  description: string;
  enrollTo: string;
}) {
  const { t } = useTranslation("home");
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-forest-900/10">
      <Picture
        mediaKey={image}
        alt=""
        sizes="(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 48vw, 100vw"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <ul
          className="flex flex-wrap gap-1.5 text-xs font-semibold text-forest-900"
          aria-label={t("vedic.detailsLabel")}
        >
          {details.map((d) => (
            <li key={d} className="rounded-full bg-forest-100 px-2.5 py-1">
              {d}
            </li>
          ))}
        </ul>
        <h3 className="mt-4 text-2xl font-semibold leading-tight text-forest-900">{name}</h3>
        <p className="mt-1 text-sm font-medium text-saffron-700">{t("vedic.instructorLine", { instructor })}</p>
        <p className="mt-3 text-sm leading-relaxed text-ink/80">{description}</p>
        <div className="mt-auto pt-5">
          <Link to={enrollTo} className="btn-primary relative">
            {t("vedic.enroll")}
            <span className="sr-only">: {name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
