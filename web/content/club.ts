import { sceneKey } from "../../common/media";
import { showcaseBenefits } from "./home";
import { typeArt, type CardItem, type ContentPageData } from "./page-types";
import { closingCall } from "./shared-sections";

/** The homes of the Club page (spec member-side §2), each linking to its villa list. */
export const clubHomes: CardItem[] = [
  {
    title: "Farm Villa",
    details: ["Raigarh", "Amarkantak"],
    text: "Family villas among working fields at the edge of the forest, built around a shaded courtyard, with a veranda for morning pranayama and a kitchen garden of your own.",
    image: { key: typeArt("villa"), alt: "A Farm Villa with a veranda and courtyard among green fields" },
    link: { to: "/property-number/farm-villa", label: "View villas", ariaLabel: "View villas: Farm Villa" },
  },
  {
    title: "Apple Homes",
    details: ["Solan"],
    text: "Slate-roofed cottages in a working apple orchard in the hills of Solan: blossom in spring, harvest in late summer and fire-lit evenings of chanting in winter.",
    image: { key: typeArt("orchard"), alt: "Apple Homes: cottages among apple trees in an orchard" },
    link: { to: "/property-number/apple-homes", label: "View villas", ariaLabel: "View villas: Apple Homes" },
  },
  {
    title: "Bamboo Homes",
    details: ["Raigarh", "Amarkantak"],
    text: "Airy cottages crafted by local artisans from bamboo grown close by, opening onto an earthen courtyard where the day begins with a lamp at the tulsi.",
    image: { key: typeArt("bamboo"), alt: "Bamboo Homes around an earthen courtyard" },
    link: { to: "/property-number/bamboo-homes", label: "View villas", ariaLabel: "View villas: Bamboo Homes" },
  },
  {
    title: "Tree Houses",
    details: ["Amarkantak", "Rishikesh"],
    text: "Light cabins raised into the canopy, built around the living trees rather than into them — a place to sit still and listen to the forest.",
    image: { key: typeArt("treehouse"), alt: "A Tree House raised among the branches of tall forest trees" },
    link: { to: "/property-number/tree-houses", label: "View villas", ariaLabel: "View villas: Tree Houses" },
  },
  {
    title: "Nature Camps",
    details: ["Rishikesh", "Solan"],
    text: "Our simplest homes along forest trails, with a garden, a fire circle for evening satsang and a path that starts at the gate.",
    image: { key: typeArt("nature"), alt: "A Nature Camp home beside a forest trail with a fire circle" },
    link: { to: "/property-number/nature-house", label: "View villas", ariaLabel: "View villas: Nature Camps" },
  },
];

export const clubPage: ContentPageData = {
  slug: "club",
  title: "The Club",
  description:
    "The homes of Vedanta Wellness Club — Farm Villa, Apple Homes, Bamboo Homes, Tree Houses and Nature Camps — on our estates in Solan, Rishikesh, Amarkantak and Raigarh.",
  hero: {
    eyebrow: "Homes of the club",
    title: "The Club",
    intro:
      "Five ways to live close to the land, each designed for practice and rest. Choose the kind of home that suits your family, then browse its villas.",
    image: { key: sceneKey("club-estate"), alt: "The club's estate: eco-designed homes between gardens and hills" },
    actions: [{ to: "/property-list", label: "All homes to contribute", variant: "light" }],
  },
  sections: [
    {
      kind: "cards",
      id: "homes",
      eyebrow: "Choose your home",
      heading: "Five kinds of home",
      intro:
        "Every home is built from local materials, runs on the sun and stands within a short walk of the yoga deck and the Satvik Restaurant.",
      items: clubHomes,
    },
    {
      kind: "text-image",
      id: "how-it-works",
      eyebrow: "Contributing and staying",
      heading: "How the club works",
      paragraphs: [
        "Members contribute towards a particular villa and hold it on a 99-year lease, paying in one payment or in steps. Full Membership, at 1 Lakh rupees, brings 15 days and 14 nights free stay per year for 4 members (2 adults and 2 kids).",
        "When you are not staying, the club looks after your home and can host fellow seekers in it, so the villa keeps giving while you are away.",
      ],
      points: [...showcaseBenefits],
      image: { key: sceneKey("tour-entrance"), alt: "The entrance of a club home with a stone path and plants" },
      reverse: true,
      link: { to: "/membership", label: "About membership" },
    },
    {
      kind: "features",
      id: "life",
      tone: "forest",
      eyebrow: "Life on the estates",
      heading: "What every home shares",
      items: [
        {
          icon: "lotus",
          title: "A daily rhythm",
          text: "Sunrise yoga, an evening sit and study circles, a short walk from every door.",
        },
        {
          icon: "bowl",
          title: "Satvik food",
          text: "Meals from our own fields, or a kitchen of your own for the days you want to cook.",
        },
        {
          icon: "sun",
          title: "Sun and rain",
          text: "Solar power, harvested rainwater and gardens that need no chemicals.",
        },
      ],
    },
    closingCall(
      "Find the home your practice will grow in",
      "Join the club to contribute to a villa and stay on our estates, or support the trees and schools of the Himalayas with a donation.",
    ),
  ],
};
