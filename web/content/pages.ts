import { sceneKey } from "../../common/media";
import { vedicCourses } from "./courses";
import type { ContentPageFrame } from "./page-types";
import { closingCall, clubNumbers, visionMissionItems } from "./shared-sections";

/**
 * The ten content pages served by web/routes/content-page.tsx (spec member-side §2 "Marketing and content pages"),
 * keyed by their address: their frames (links, pictures, icons); their words are the `pages` catalogue's under
 * each page's slug. The residential immersions of Vedic Education have the spec's sample durations (member-side §9:
 * 2, 3, 5, 28 days), in the catalogue.
 */

const aboutVedanta: ContentPageFrame = {
  slug: "about-vedanta",
  hero: { image: { key: sceneKey("himalaya-retreat") }, actions: [{ to: "/vision-mission", variant: "light" }] },
  sections: [
    {
      kind: "text-image",
      id: "what-is-vedanta",
      image: { key: sceneKey("vedic-class") },
      link: { to: "/vedic-education" },
    },
    { kind: "statements", id: "vision-mission", shared: "visionMission", items: [...visionMissionItems] },
    {
      kind: "features",
      id: "approach",
      items: [{ icon: "lotus" }, { icon: "leaf" }, { icon: "book" }, { icon: "users" }],
    },
    clubNumbers,
    closingCall,
  ],
};

const vedicEducation: ContentPageFrame = {
  slug: "vedic-education",
  hero: { image: { key: sceneKey("vedic-class") }, actions: [{ to: "/courses", variant: "primary" }] },
  sections: [
    { kind: "text-image", id: "gurukul", image: { key: sceneKey("kids-school") } },
    {
      kind: "courses",
      id: "courses",
      courses: vedicCourses.map(({ id, img }) => ({ id, img })),
      // the programme's courses when it has some; these fixed cards otherwise
      programme: true,
      link: { to: "/courses" },
    },
    {
      kind: "courses",
      id: "residential",
      background: "plain",
      courses: [
        { id: 101, img: sceneKey("sunrise-yoga") },
        { id: 102, img: sceneKey("river-aarti") },
        { id: 103, img: sceneKey("narmada-forest") },
        { id: 104, img: sceneKey("event-workshop") },
      ],
    },
    closingCall,
  ],
};

const yogaMeditation: ContentPageFrame = {
  slug: "yoga-meditation",
  hero: { image: { key: sceneKey("sunrise-yoga") }, actions: [{ to: "/yoga-retreats", variant: "primary" }] },
  sections: [
    { kind: "steps", id: "daily-rhythm" },
    {
      kind: "features",
      id: "practices",
      tone: "forest",
      items: [{ icon: "sun" }, { icon: "wave" }, { icon: "moon" }, { icon: "lotus" }, { icon: "heart" }],
    },
    {
      kind: "text-image",
      id: "retreats",
      image: { key: sceneKey("meditation-hall") },
      reverse: true,
      link: { to: "/yoga-retreats" },
    },
    closingCall,
  ],
};

const ayurvedicUpchar: ContentPageFrame = {
  slug: "ayurvedic-upchar",
  hero: { image: { key: sceneKey("ayurveda-therapy") } },
  sections: [
    { kind: "steps", id: "course-of-care" },
    {
      kind: "features",
      id: "therapies",
      items: [
        { icon: "drop" },
        { icon: "flame" },
        { icon: "leaf" },
        { icon: "sparkle" },
        { icon: "sun" },
        { icon: "heart" },
      ],
    },
    {
      kind: "text-image",
      id: "herbs",
      image: { key: sceneKey("ayurveda-herbs") },
      reverse: true,
      link: { to: "/agro-farming" },
    },
    closingCall,
  ],
};

const facilities: ContentPageFrame = {
  slug: "facilities",
  hero: { image: { key: sceneKey("wellness-center") } },
  sections: [
    {
      kind: "cards",
      id: "spaces",
      items: [
        { image: { key: sceneKey("yoga-deck") }, link: { to: "/yoga-meditation" } },
        { image: { key: sceneKey("ayurveda-therapy") }, link: { to: "/ayurvedic-upchar" } },
        { image: { key: sceneKey("restaurant") }, link: { to: "/restaurant" } },
        { image: { key: sceneKey("swimming-pool") }, link: { to: "/swimming-pool" } },
        { image: { key: sceneKey("mentolzma") }, link: { to: "/mentolzma" } },
        { image: { key: sceneKey("vedic-class") }, link: { to: "/vedic-education" } },
      ],
    },
    {
      kind: "features",
      id: "member-comforts",
      tone: "forest",
      items: [{ icon: "wave" }, { icon: "shield" }, { icon: "lotus" }, { icon: "home" }],
    },
    { kind: "text-image", id: "grounds", image: { key: sceneKey("tour-entrance") }, reverse: true },
    closingCall,
  ],
};

const restaurant: ContentPageFrame = {
  slug: "restaurant",
  hero: { image: { key: sceneKey("restaurant") } },
  sections: [
    { kind: "text-image", id: "kitchen", image: { key: sceneKey("agro-farm") } },
    { kind: "features", id: "meals", items: [{ icon: "sun" }, { icon: "bowl" }, { icon: "leaf" }, { icon: "moon" }] },
    { kind: "quote", id: "annam-brahma" },
    closingCall,
  ],
};

const swimmingPool: ContentPageFrame = {
  slug: "swimming-pool",
  hero: { image: { key: sceneKey("swimming-pool") } },
  sections: [
    { kind: "text-image", id: "the-pool", image: { key: sceneKey("wellness-center") }, reverse: true },
    { kind: "features", id: "in-the-water", items: [{ icon: "wave" }, { icon: "lotus" }, { icon: "users" }] },
    { kind: "steps", id: "timings" },
    closingCall,
  ],
};

const mentolzma: ContentPageFrame = {
  slug: "mentolzma",
  hero: { image: { key: sceneKey("mentolzma") } },
  sections: [
    {
      kind: "features",
      id: "who-for",
      items: [{ icon: "flame" }, { icon: "moon" }, { icon: "wave" }, { icon: "heart" }],
    },
    { kind: "steps", id: "programme" },
    { kind: "text-image", id: "approach", image: { key: sceneKey("meditation-hall") }, reverse: true },
    closingCall,
  ],
};

const agroFarming: ContentPageFrame = {
  slug: "agro-farming",
  hero: { image: { key: sceneKey("agro-farm") } },
  sections: [
    { kind: "text-image", id: "natural-farming", image: { key: sceneKey("tree-planting") } },
    { kind: "text-image", id: "research", image: { key: sceneKey("ayurveda-research") }, reverse: true },
    { kind: "features", id: "with-farmers", items: [{ icon: "sprout" }, { icon: "users" }, { icon: "book" }] },
    closingCall,
  ],
};

const travelAndTourism: ContentPageFrame = {
  slug: "travel-and-tourism",
  hero: { image: { key: sceneKey("travel-trek") } },
  sections: [
    {
      kind: "cards",
      id: "journeys",
      items: [
        { image: { key: sceneKey("himalaya-retreat") } },
        { image: { key: sceneKey("river-aarti") } },
        { image: { key: sceneKey("narmada-forest") } },
      ],
    },
    {
      kind: "features",
      id: "how-we-travel",
      tone: "forest",
      items: [{ icon: "compass" }, { icon: "leaf" }, { icon: "shield" }, { icon: "home" }],
    },
    { kind: "steps", id: "planning" },
    closingCall,
  ],
};

export const contentPages: Record<string, ContentPageFrame> = Object.fromEntries(
  [
    aboutVedanta,
    vedicEducation,
    yogaMeditation,
    ayurvedicUpchar,
    facilities,
    restaurant,
    swimmingPool,
    mentolzma,
    agroFarming,
    travelAndTourism,
  ].map((page) => [page.slug, page]),
);

/** The content page at an address such as "/yoga-meditation" or "/yoga-meditation/", if any. */
export function contentPageAt(pathname: string): ContentPageFrame | undefined {
  const slug = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return Object.hasOwn(contentPages, slug) ? contentPages[slug] : undefined;
}
