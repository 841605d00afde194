import { useNavigation } from "react-router";
import { typeInLanguage } from "../../common/catalogue-language";
import { BelowFold } from "../components/below-fold";
import { heroSlides } from "../content/home";
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

export async function loader({
  context,
}: Route.LoaderArgs): Promise<{ types: ShowcaseType[]; messages: PageMessages }> {
  // the page's own words, in the page's language (the frame's come with the root's)
  const messages = messagesFor(context, ["home"]);
  try {
    const { services, language } = app(context);
    const types = await services.catalogue.listPropertyTypes();
    // the kinds of home in the page's language: the Hindi the office gave, else the English (decision 046)
    return { types: types.map((type) => toShowcaseType(typeInLanguage(type, language))), messages };
  } catch (error) {
    // a failed property-type fetch is logged only; the page shows No properties found
    console.error("home: could not load the property types", error);
    return { types: [], messages };
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
        <EventsSection />
      </BelowFold>
      <BelowFold>
        <PropertyShowcase types={loaderData.types} loading={reloading} />
      </BelowFold>
      <SacredSpaces />
      <FacilitiesSection />
      <YogaBanner />
      <GivingBack />
      <BelowFold>
        <VedicCourses />
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
