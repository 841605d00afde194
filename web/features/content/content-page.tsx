import { useMemo } from "react";
import type { ProgrammeItemRecord } from "../../../common/programme-schemas";
import { useTranslation } from "react-i18next";
import { localizePage, type PageWords, type SharedWords } from "../../content/localize-page";
import type { ContentPageData, ContentPageFrame, PageSection } from "../../content/page-types";
import { seo, type PageMetaArgs } from "../../content/site";
import { metaT } from "../../lib/i18n";
import { CardGrid } from "./card-grid";
import { CourseCards, ProgrammeCourseCards } from "./course-cards";
import { CtaBand } from "./cta-band";
import { FeatureGrid } from "./feature-grid";
import { PageHero } from "./page-hero";
import { QuoteBand } from "./quote-band";
import { Statements } from "./statements";
import { StatsBand } from "./stats-band";
import { Steps } from "./steps";
import { TextImage } from "./text-image";

function Section({ section, courses }: { section: PageSection; courses: readonly ProgrammeItemRecord[] }) {
  switch (section.kind) {
    case "text-image":
      return <TextImage section={section} />;
    case "features":
      return <FeatureGrid section={section} />;
    case "cards":
      return <CardGrid section={section} />;
    case "courses":
      return section.programme && courses.length > 0 ? (
        <ProgrammeCourseCards section={section} courses={courses} />
      ) : (
        <CourseCards section={section} />
      );
    case "statements":
      return <Statements section={section} />;
    case "steps":
      return <Steps section={section} />;
    case "quote":
      return <QuoteBand section={section} />;
    case "stats":
      return <StatsBand section={section} />;
    case "cta":
      return <CtaBand section={section} />;
  }
}

/** A content page in the page's language: its frame with the `pages` catalogue's words for it. */
export function useContentPage(frame: ContentPageFrame): ContentPageData {
  const { t } = useTranslation("pages");
  return useMemo(
    () =>
      localizePage(
        frame,
        t(frame.slug, { returnObjects: true }) as unknown as PageWords,
        t("shared", { returnObjects: true }) as unknown as SharedWords,
      ),
    [frame, t],
  );
}

/** A whole content page: its hero, then its sections in order (the programme's courses where its frame shows them). */
export function ContentPage({
  frame,
  courses = [],
}: {
  frame: ContentPageFrame;
  courses?: readonly ProgrammeItemRecord[];
}) {
  const page = useContentPage(frame);
  return (
    <>
      <PageHero hero={page.hero} />
      {page.sections.map((section) => (
        <Section key={section.id} section={section} courses={courses} />
      ))}
    </>
  );
}

/** The meta tags of a content page (title and description), in the page's language. */
export function contentPageMeta(frame: ContentPageFrame | undefined, args: PageMetaArgs) {
  if (!frame) return [];
  const t = metaT(args.matches, "pages");
  return seo(
    { title: t(`${frame.slug}.title`), description: t(`${frame.slug}.description`), image: frame.hero.image.key },
    args,
  );
}
