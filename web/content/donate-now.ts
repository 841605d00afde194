import type { DonationCause } from "../../common/donations";
import { sceneKey } from "../../common/media";

/** The /donate-now page's words and pictures (spec member-side §2 "Donate now", §9), as typed data. */

/** The project slider moves this many pixels … */
export const PROJECT_SLIDER_STEP_PX = 1;
/** … every this many milliseconds (spec: 1 px every 30 ms). */
export const PROJECT_SLIDER_INTERVAL_MS = 30;

export const donatePage = {
  title: "Donate now",
  description:
    "Give to the Vedanta Wellness Club's causes: Clean Himalayas, Green Himalayas, Orphan School Sponsorship and Research for Ayurveda Medicine. One time or recurring, in INR, USD or EUR.",
  hero: {
    eyebrow: "Donate now",
    heading: "Give back to the mountains that heal us",
    intro:
      "Every retreat at the club rests on clean rivers, living forests and healthy villages. Your gift plants trees, clears trails, keeps children in school and furthers research into Ayurvedic medicine.",
    image: sceneKey("tree-planting"),
    cta: { label: "Make a donation", to: "#donate-form" },
    statsLabel: "What your gifts make possible",
  },
  form: {
    eyebrow: "Your gift",
    heading: "Make a donation",
    intro:
      "Choose how often to give, the causes close to your heart and an amount. We record your pledge and give you a reference number to quote when you complete your gift.",
    assurancesLabel: "Giving with the club",
    assurances: [
      {
        title: "A reference for every pledge",
        text: "You receive a reference number at once, to quote when you complete your gift.",
      },
      { title: "Once, or with the seasons", text: "Give one time, or monthly, quarterly or yearly." },
      {
        title: "You choose where it goes",
        text: "One cause or all four: Clean Himalayas, Green Himalayas, Orphan School Sponsorship, Research for Ayurveda Medicine.",
      },
    ],
    asideImage: sceneKey("kids-school"),
    asideImageAlt: "Children reading together in a bright village classroom",
    asideCaption: "200+ children supported through school sponsorship",
    kindLabel: "Donation type",
    frequencyLegend: "How often",
    causesLegend: "Causes you would like to support",
    presetsLabel: "Suggested amounts",
    amountLabel: "Amount",
    amountHint: "Whole numbers only; choose a suggested amount or enter your own.",
    currencyLabel: "Currency",
    nameLabel: "Your name",
    emailLabel: "E-mail",
    submit: "Pledge",
    submitting: "Recording your pledge…",
    privacy: "We use your name and e-mail only to thank you and to follow up on this pledge.",
    thankYouHeading: "With gratitude",
    referenceLabel: "Your reference number",
    thankYouNext: "Please keep this number and quote it when you complete your gift. Questions? Write to",
    another: "Make another pledge",
  },
  projects: {
    eyebrow: "Featured projects",
    heading: "Where your gift goes",
    label: "Featured projects",
    previous: "Scroll projects back",
    next: "Scroll projects forward",
    support: "Support this project",
  },
  work: {
    eyebrow: "What we do",
    heading: "Four causes, one way of living",
    intro:
      "The club was founded on the idea that wellness is not private. What heals a person — clean air, clean water, good food, learning and care — heals a valley too.",
  },
  closing: {
    heading: "Walk with us, season after season",
    body: "Create a free account to follow the projects you support, hear from the estates and join a retreat when you are ready.",
    primary: { label: "Create Free Account", to: "/sign-up" },
    secondary: { label: "Donate now", to: "#donate-form" },
  },
} as const;

/** What each cause does, shown beside its checkbox and in the what-we-do section. */
export const CAUSE_DETAILS: Record<DonationCause, { short: string; long: string; image: string; alt: string }> = {
  "Clean Himalayas": {
    short: "Clean-ups of trails, streams and villages",
    long: "Volunteers and villagers clear plastic from mountain trails and stream beds, and set up waste sorting so it does not come back.",
    image: sceneKey("clean-himalayas"),
    alt: "Volunteers with sacks clearing litter from a mountain trail",
  },
  "Green Himalayas": {
    short: "Native trees on bare slopes",
    long: "Native saplings on eroded slopes hold the soil and the water; our aim is 100,000+ trees by 2027.",
    image: sceneKey("tree-planting"),
    alt: "Hands planting a sapling on a terraced hillside",
  },
  "Orphan School Sponsorship": {
    short: "School, books and meals for children",
    long: "Sponsorship pays for schooling, books, uniforms and a warm meal, so children without parents can keep learning.",
    image: sceneKey("kids-school"),
    alt: "Children reading together in a bright village classroom",
  },
  "Research for Ayurveda Medicine": {
    short: "Study of traditional remedies",
    long: "Careful study of Ayurvedic remedies and the herbs they rely on, with physicians who treat people every day.",
    image: sceneKey("ayurveda-research"),
    alt: "An Ayurvedic physician examining herbs beside glass jars and notes",
  },
};

export interface FeaturedProject {
  id: string;
  title: string;
  place: string;
  text: string;
  cause: DonationCause;
  image: string;
  alt: string;
}

export const FEATURED_PROJECTS: FeaturedProject[] = [
  {
    id: "trail-clean-up",
    title: "Trail clean-ups above Solan",
    place: "Solan, Himachal Pradesh",
    text: "Walks that bring back what others left behind, with sorting and recycling in the village.",
    cause: "Clean Himalayas",
    image: sceneKey("clean-himalayas"),
    alt: "Volunteers with sacks on a mountain trail",
  },
  {
    id: "forest-pods",
    title: "Forest pods on bare slopes",
    place: "Solan and Amarkantak",
    text: "Dense plots of native trees that grow quickly and shelter birds, bees and springs.",
    cause: "Green Himalayas",
    image: sceneKey("tree-planting"),
    alt: "Saplings planted in rows on a hillside",
  },
  {
    id: "ganga-ghats",
    title: "Clean ghats on the Ganga",
    place: "Rishikesh, Uttarakhand",
    text: "Keeping the steps to the river clean, where pilgrims and our members gather for the evening aarti.",
    cause: "Clean Himalayas",
    image: sceneKey("river-aarti"),
    alt: "Lamps floating on the Ganga at dusk during the aarti",
  },
  {
    id: "village-school",
    title: "A school that stays open",
    place: "Near the club's estates",
    text: "Fees, books and a daily meal for children without parents, with teachers who know each child by name.",
    cause: "Orphan School Sponsorship",
    image: sceneKey("kids-school"),
    alt: "Children reading in a classroom",
  },
  {
    id: "herb-research",
    title: "Understanding the old remedies",
    place: "With Ayurvedic physicians",
    text: "Documenting remedies and the herbs they need, so that good medicine is practised with care.",
    cause: "Research for Ayurveda Medicine",
    image: sceneKey("ayurveda-research"),
    alt: "Herbs and notes on a physician's table",
  },
  {
    id: "herb-gardens",
    title: "Gardens of medicinal herbs",
    place: "Amarkantak, Madhya Pradesh",
    text: "Growing the herbs Ayurveda relies on near the source of the Narmada, instead of taking them from the wild.",
    cause: "Research for Ayurveda Medicine",
    image: sceneKey("ayurveda-herbs"),
    alt: "Rows of medicinal herbs in a garden",
  },
];
