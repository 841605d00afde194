import { sceneKey } from "../../common/media";
import type { ContentPageData } from "./page-types";
import { closingCall, clubNumbers } from "./shared-sections";

/** Why choose us: intro text with a banner (spec member-side §2), then the reasons. */
export const whyChooseUsPage: ContentPageData = {
  slug: "why-choose-us",
  title: "Why Choose Us",
  description:
    "Why choose Vedanta Wellness Club: a spiritual retreat, not a resort, with eco-designed homes in Solan, Rishikesh and Amarkantak, daily yoga, authentic Ayurveda and a 99-year lease.",
  hero: {
    eyebrow: "Why Vedanta Club",
    title: "Why Choose Us",
    intro:
      "There are many beautiful places to stay in the hills, and very few places to belong. This is what makes the club different — and why 2,000+ members come back to it, season after season.",
    image: { key: sceneKey("event-retreat"), alt: "Members gathered for a retreat on the club's grounds" },
  },
  sections: [
    {
      kind: "text-image",
      id: "intro",
      eyebrow: "Who we are",
      heading: "A retreat, not a resort",
      paragraphs: [
        "Resorts are built to keep you busy. The club is built to help you become still. Our estates in Solan, Rishikesh and Amarkantak are arranged around a yoga deck, a meditation hall and an Ayurveda centre rather than a bar, and days follow the rhythm of practice, good food and rest.",
        "Members contribute to the homes they stay in, so the people around you are neighbours rather than strangers — families who return every year, teachers who live on the estate, and villagers who farm, cook and guide alongside us.",
      ],
      image: { key: sceneKey("yoga-deck"), alt: "The open yoga deck of the club looking out over the hills" },
      link: { to: "/about-vedanta", label: "About Vedanta" },
    },
    {
      kind: "features",
      id: "reasons",
      eyebrow: "Six reasons",
      heading: "What members value most",
      items: [
        {
          icon: "home",
          title: "A home that is partly yours",
          text: "Your contribution secures a villa on a 99-year lease; when you are away, the club can host guests and share the income.",
        },
        {
          icon: "lotus",
          title: "Practice every day",
          text: "Sunrise yoga, evening meditation and weekly study circles, led by teachers who live what they teach.",
        },
        {
          icon: "leaf",
          title: "Authentic Ayurveda",
          text: "Consultations with experienced vaidyas and classical therapies, not a spa menu.",
        },
        {
          icon: "mountain",
          title: "Three sacred places",
          text: "The Himalayan foothills of Solan, the Ganga at Rishikesh and the source of the Narmada at Amarkantak.",
        },
        {
          icon: "tree",
          title: "Built with nature",
          text: "Homes of local stone, timber and bamboo, solar power, harvested rain and 100000+ trees.",
        },
        {
          icon: "shield",
          title: "Run as a trust, openly",
          text: "Registered documents, resolutions and updates are published for every member to read.",
        },
      ],
    },
    clubNumbers,
    closingCall(
      "See it for yourself",
      "Come for a weekend, practise with us and walk the estate. Join the club when it feels like home — or support our work in the Himalayas with a donation.",
    ),
  ],
};
