import type { ContentPageData, PageSection } from "../../content/page-types";
import { seo, type PageMetaArgs } from "../../content/site";
import { CardGrid } from "./card-grid";
import { CourseCards } from "./course-cards";
import { CtaBand } from "./cta-band";
import { FeatureGrid } from "./feature-grid";
import { PageHero } from "./page-hero";
import { QuoteBand } from "./quote-band";
import { Statements } from "./statements";
import { StatsBand } from "./stats-band";
import { Steps } from "./steps";
import { TextImage } from "./text-image";

function Section({ section }: { section: PageSection }) {
  switch (section.kind) {
    case "text-image":
      return <TextImage section={section} />;
    case "features":
      return <FeatureGrid section={section} />;
    case "cards":
      return <CardGrid section={section} />;
    case "courses":
      return <CourseCards section={section} />;
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

/** A whole content page: its hero, then its sections in order. */
export function ContentPage({ page }: { page: ContentPageData }) {
  return (
    <>
      <PageHero hero={page.hero} />
      {page.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </>
  );
}

/** The meta tags of a content page (title and description). */
export function contentPageMeta(page: ContentPageData | undefined, args?: PageMetaArgs) {
  if (!page) return [];
  return seo({ title: page.title, description: page.description, image: page.hero?.image.key }, args);
}
