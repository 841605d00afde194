import { sceneKey } from "../../common/media";

/**
 * /about-us, the history page (spec member-side §2 "Marketing and content pages"): a horizontal pinned
 * timeline of nine sections — History, 2009, 2011, 2013, 2015, 2017-2023, 2024, 2025, 2027.
 */

export const hero = {
  eyebrow: "Our History",
  title: "From an orchard satsang to a home in the hills",
  intro:
    "How a dozen families who met for yoga on Sunday mornings in Solan became a trust, three estates and a club of more than two thousand members — and where we are going next.",
  image: sceneKey("himalaya-retreat"),
} as const;

/** Spec §9 marketing claims, as they appear on this page. */
export const claims = {
  villaContributions: "42",
  members: "2,000+",
  projectedVillas: "500",
  trees: "100,000+",
} as const;

export interface HistoryChapter {
  /** The section's name on the timeline, verbatim from the spec. */
  label: string;
  title: string;
  text: string;
  highlights: string[];
  image: string;
  imageAlt: string;
  stat?: { value: string; label: string };
}

export const TIMELINE_LABEL = "Our history, 2009 to 2027";

export const chapters: HistoryChapter[] = [
  {
    label: "History",
    title: "A retreat, not a resort",
    text: "Vedanta Wellness Club grew from a simple wish: a place in the mountains where families could practise yoga, eat and heal the Ayurvedic way, and live lightly on the land. It is run by a charitable trust, built by local hands and shared by its members.",
    highlights: ["Yoga, Ayurveda and meditation at the centre", "Homes designed with the land, not against it"],
    image: sceneKey("himalaya-retreat"),
    imageAlt: "Illustration of a retreat among Himalayan peaks at first light",
  },
  {
    label: "2009",
    title: "The trust is founded",
    text: "Twelve families who met every Sunday for yoga in an orchard above Solan registered the Vedanta Wellness Trust on Baisakhi, 14 April 2009 — to teach yoga and Ayurveda, to care for the Himalayan forests and, one day, to build homes where members could stay for a season.",
    highlights: ["Registered at Solan, Himachal Pradesh", "Sunday satsang in a rented orchard house"],
    image: sceneKey("meditation-hall"),
    imageAlt: "Illustration of a quiet meditation hall with mats and lamps",
    stat: { value: "12", label: "founding families" },
  },
  {
    label: "2011",
    title: "First land in Solan",
    text: "With the contributions of its first forty members the trust bought four acres of terraced apple orchard at Village Kather, Solan. The first thousand deodar and oak saplings went in that monsoon, beside a herb garden that still supplies our kitchen and our therapies.",
    highlights: ["Four acres at Village Kather", "1,000 saplings in the first monsoon"],
    image: sceneKey("agro-farm"),
    imageAlt: "Illustration of terraced fields and an orchard on a hillside",
    stat: { value: "4", label: "acres of orchard" },
  },
  {
    label: "2013",
    title: "A partnership on the Ganga",
    text: "An ashram on the Ganga above Rishikesh invited the trust to share its teachers and its halls. Members began to come for residential courses in yoga, meditation and the Vedic texts, and the first month-long teacher training followed in the spring.",
    highlights: ["Residential courses in Rishikesh", "The first teacher training, 28 days"],
    image: sceneKey("river-aarti"),
    imageAlt: "Illustration of an evening aarti with lamps on the Ganga",
  },
  {
    label: "2015",
    title: "Forest land at Amarkantak",
    text: "At the source of the Narmada, on the sal-covered Maikal hills, the trust took on forest land with a promise that still binds it: at least sixty per cent of it stays forest, for good. A tree nursery and a school-sponsorship programme with the forest villages began the same year.",
    highlights: ["Sixty per cent kept as forest", "A nursery for native trees"],
    image: sceneKey("narmada-forest"),
    imageAlt: "Illustration of a forest stream on the Maikal hills",
  },
  {
    label: "2017-2023",
    title: "The first villas",
    text: "The first homes rose slowly and by hand: Apple Homes in the Solan orchard, Tree Houses in the Amarkantak canopy and, above the Ganga, the first Vedanta Villas. Through the pandemic years the classes moved online and the building went on.",
    highlights: ["Apple Homes, Tree Houses and Vedanta Villas", "Classes online through the pandemic"],
    image: "villas/tree-dusk",
    imageAlt: "Illustration of a tree house lit up at dusk",
    stat: { value: claims.villaContributions, label: "villa contributions" },
  },
  {
    label: "2024",
    title: "A growing family",
    text: "Families from across India and abroad joined for yoga holidays, Panchakarma and long stays. The farm estate at Rajgarh opened with its Farm Villas and the bamboo workshop, and the nature camps welcomed their first school groups.",
    highlights: ["The Rajgarh farm estate opens", "Nature camps for schools"],
    image: sceneKey("event-festival"),
    imageAlt: "Illustration of members gathered for a festival evening",
    stat: { value: claims.members, label: "members" },
  },
  {
    label: "2025",
    title: "Open books",
    text: "Every registration, permission and land record is now published for members, with the year's trust updates and the board's resolutions. In March the board set aside land for forest pods in three states, with no tree to be felled to make room for them.",
    highlights: ["Documents open to every member", "Forest pods in three states"],
    image: sceneKey("tree-planting"),
    imageAlt: "Illustration of volunteers planting saplings on a slope",
  },
  {
    label: "2027",
    title: "Where we are going",
    text: "Five hundred villas across Solan, Rishikesh, Amarkantak and Rajgarh, more than a hundred thousand trees planted and cared for, and a retreat that stays a retreat — quiet, green and open to everyone who comes to practise.",
    highlights: [`${claims.trees} trees planted and cared for`, "Four estates, one practice"],
    image: "villas/vedanta-dawn",
    imageAlt: "Illustration of a Vedanta Villa above the river at dawn",
    stat: { value: claims.projectedVillas, label: "villas by 2027" },
  },
];

export const backToTopLabel = "Back to top";
export const progressLabel = "Progress through our history";
