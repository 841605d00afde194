import { sceneKey } from "../../common/media";
import type { ContentPageData } from "./page-types";
import { closingCall, visionMission } from "./shared-sections";

/** The Vision/Mission page: the philosophy of the club and its five pillars (spec member-side §2). */
export const visionMissionPage: ContentPageData = {
  slug: "vision-mission",
  title: "Vision and Mission",
  description:
    "The vision, mission and philosophy of Vedanta Wellness Club, and the five pillars it rests on: yoga, Ayurveda, Vedic education, seva and care for nature.",
  hero: {
    eyebrow: "What guides us",
    title: "Vision and Mission",
    intro:
      "Why the club exists, what we are working towards, and the five pillars that hold up everything we build, teach and share.",
    image: { key: sceneKey("river-aarti"), alt: "Lamps raised over the Ganga at the evening aarti in Rishikesh" },
  },
  sections: [
    {
      kind: "statements",
      id: "vision-mission",
      eyebrow: "Where we are going",
      heading: "Our vision and mission",
      items: visionMission,
    },
    {
      kind: "text-image",
      id: "philosophy",
      eyebrow: "Our philosophy",
      heading: "Vasudhaiva Kutumbakam — the world is one family",
      paragraphs: [
        "Vedanta teaches that the same consciousness lives in every being. If that is true, then caring for ourselves, for one another and for the earth are not three duties but one. A morning of yoga, a meal shared with a stranger and a tree planted on a bare slope are the same practice in different clothes.",
        "So we measure the club not by how luxurious its homes are, but by how members feel when they leave, how the villages around our estates fare, and how green the hills are ten years from now.",
      ],
      image: { key: sceneKey("narmada-forest"), alt: "Sal forest near the source of the Narmada at Amarkantak" },
    },
    {
      kind: "quote",
      id: "asato-ma",
      text: "Lead me from the unreal to the real, from darkness to light, from death to immortality.",
      source: "Brihadaranyaka Upanishad 1.3.28",
    },
    {
      kind: "features",
      id: "pillars",
      tone: "forest",
      eyebrow: "Five pillars",
      heading: "The five pillars of the club",
      intro: "Every programme, home and rupee of the club serves at least one of these five.",
      items: [
        {
          icon: "lotus",
          title: "Yoga",
          text: "Daily practice of body, breath and mind, open to every member at every estate.",
        },
        {
          icon: "leaf",
          title: "Ayurveda",
          text: "Authentic care from experienced vaidyas, with herbs grown on our own farms.",
        },
        {
          icon: "book",
          title: "Vedic Education",
          text: "The Upanishads, the Gita and the sciences of life, taught in small circles.",
        },
        {
          icon: "heart",
          title: "Seva",
          text: "Service to the villages around us: schooling, health camps and fair work.",
        },
        {
          icon: "tree",
          title: "Prakriti",
          text: "Care for nature: trees, clean rivers, rainwater and the sun as our power.",
        },
      ],
    },
    closingCall(
      "Build it with us",
      "The club grows one family at a time. Join us, or support the pillars you care about most with a donation.",
    ),
  ],
};
