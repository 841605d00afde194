import { useNavigation } from "react-router";
import { typeInLanguage } from "../../common/catalogue-language";
import { BelowFold } from "../components/below-fold";
import { programmeItemInLanguage } from "../../common/programme-display";
import type { ProgrammeItemRecord } from "../../common/programme-schemas";
import { eventsSection, heroSlides, vedicSection } from "../content/home";
import { seo, type PageMetaArgs } from "../content/site";
import { AboutSection } from "../features/home/about-section";
import { EventsSection } from "../features/home/events-section";
import { FacilitiesSection } from "../features/home/facilities-section";
import { GivingBack } from "../features/home/giving-back";
import { HeroCarousel } from "../features/home/hero-carousel";
import { PhotoGallery } from "../features/home/photo-gallery";
import { PropertyShowcase, toShowcaseType, type ShowcaseType } from "../features/home/property-showcase";
import { SacredSpaces } from "../features/home/sacred-spaces";
import { StaySearch } from "../features/home/stay-search";
import { TestimonialsSection } from "../features/home/testimonials-section";
import { VedicCourses } from "../features/home/vedic-courses";
import { YogaBanner } from "../features/home/yoga-banner";
import type { Route } from "./+types/home";
import { app } from "../lib/app-context.server.ts";
import { metaT, type PageMessages } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";

export async function loader({ context }: Route.LoaderArgs): Promise<{
  types: ShowcaseType[];
  events: ProgrammeItemRecord[];
  courses: ProgrammeItemRecord[];
  messages: PageMessages;
}> {
  // the page's own words, in the page's language (the frame's come with the root's)
  const messages = messagesFor(context, ["home"]);
  const [types, programme] = await Promise.all([showcaseTypes(context), upcomingProgramme(context)]);
  return { types, ...programme, messages };
}

/** The kinds of home in the page's language: the Hindi the office gave, else the English (decision 046). */
async function showcaseTypes(context: Route.LoaderArgs["context"]): Promise<ShowcaseType[]> {
  try {
    const { services, language } = app(context);
    const types = await services.catalogue.listPropertyTypes();
    return types.map((type) => toShowcaseType(typeInLanguage(type, language)));
  } catch (error) {
    // a failed property-type fetch is logged only; the page shows No properties found
    console.error("home: could not load the property types", error);
    return [];
  }
}

/**
 * The programme's next events and retreats (the carousel, the soonest first) and its courses (the Vedic cards), in the
 * page's language; a failure to read them is logged and the sections say there is nothing yet.
 */
async function upcomingProgramme(context: Route.LoaderArgs["context"]) {
  const { services, language } = app(context);
  try {
    const [events, retreats, courses] = await Promise.all(
      (["event", "retreat", "course"] as const).map((kind) =>
        services.programme.list({
          kind,
          page: 1,
          limit: kind === "course" ? vedicSection.cards : eventsSection.slides,
        }),
      ),
    );
    const soonest = [...events.items, ...retreats.items]
      .sort((a, b) => (a.sessions[0]?.starts_at ?? "").localeCompare(b.sessions[0]?.starts_at ?? ""))
      .slice(0, eventsSection.slides);
    return {
      events: soonest.map((item) => programmeItemInLanguage(item, language)),
      courses: courses.items.map((item) => programmeItemInLanguage(item, language)),
    };
  } catch (error) {
    services.logError("home: could not load the programme", error);
    return { events: [], courses: [] };
  }
}

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "home");
  return seo({ title: t("meta.title"), description: t("meta.description") }, args);
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const reloading = navigation.state === "loading" && navigation.location.pathname === "/";
  return (
    <>
      <HeroCarousel slides={heroSlides} />
      <div className="relative z-20 mx-auto -mt-12 max-w-7xl px-4 sm:-mt-14 sm:px-6">
        <StaySearch />
      </div>
      {/* the light sections below the fold; the dark ones are drawn at once (see BelowFold) */}
      <BelowFold>
        <AboutSection />
      </BelowFold>
      <BelowFold>
        <EventsSection events={loaderData.events} />
      </BelowFold>
      <BelowFold>
        <PropertyShowcase types={loaderData.types} loading={reloading} />
      </BelowFold>
      <SacredSpaces />
      <FacilitiesSection />
      <YogaBanner />
      <GivingBack />
      <BelowFold>
        <VedicCourses courses={loaderData.courses} />
      </BelowFold>
      <BelowFold>
        <PhotoGallery />
      </BelowFold>
      <BelowFold>
        <TestimonialsSection />
      </BelowFold>
    </>
  );
}
