import { portraitKey, sceneKey } from "../../common/media";
import { LOCATION_NAMES } from "../../common/locations";

/**
 * The fixed content of the home page (spec public-site §2 "Home page", §3, §9; the marketing claims
 * of member-side §9). Media are keys of common/media.ts.
 */

export const HERO_AUTOPLAY_MS = 5000;
export const HERO_FADE_MS = 1000;
export const EVENTS_AUTOPLAY_MS = 2000;
export const FACILITIES_AUTOPLAY_MS = 5000;
export const TESTIMONIALS_AUTOPLAY_MS = 5000;

export interface HeroSlide {
  id: number;
  image: string;
  /** Describes the picture for people who cannot see it. */
  imageAlt: string;
  title: string;
  description: string;
}

export const heroSlides: HeroSlide[] = [
  {
    id: 1,
    image: sceneKey("himalaya-retreat"),
    imageAlt: "Cottages among deodar trees on a Himalayan hillside at first light",
    title: "Welcome to the club",
    description:
      "A spiritual retreat in eco-designed homes, not a resort: yoga at sunrise, Ayurveda by the season and quiet evenings in the hills of Solan.",
  },
  {
    id: 2,
    image: sceneKey("river-aarti"),
    imageAlt: "Lamps of the evening aarti on the steps of the Ganga at Rishikesh",
    title: "Discover Tranquility and Wellness",
    description:
      "Practise above the Ganga in Rishikesh, rest with therapies guided by our vaidyas and eat satvik meals grown on the club's own farms.",
  },
  {
    id: 3,
    image: sceneKey("narmada-forest"),
    imageAlt: "Sal forest and a stream on the Maikal hills of Amarkantak",
    title: "Discover Wellness and Embrace Harmony",
    description:
      "In the sal forests of Amarkantak, where the Narmada begins, the days follow nature's rhythm: walk, breathe, rest and belong.",
  },
];

export const hero = {
  /** The page's one h1, shown above the rotating titles. */
  heading: `Vedanta Wellness Club · ${LOCATION_NAMES.join(" · ")}`,
  carouselLabel: "Welcome to the Vedanta Wellness Club",
  cta: { label: "Explore homes to contribute", to: "/property-list" },
};

export const about = {
  eyebrow: "About the club",
  title: "A spiritual retreat, not a resort",
  paragraphs: [
    "Vedanta Wellness Club is a community of people who want to live a little closer to the old wisdom of India: yoga before sunrise, food cooked by the season, Ayurveda instead of quick fixes, and time in silence.",
    "Members contribute to eco-designed villas on our estates in the Himalayan foothills of Solan, on the Ganga at Rishikesh and in the sal forests of Amarkantak, and stay in them for part of every year. The rest of the time the homes host fellow seekers.",
  ],
  image: sceneKey("club-estate"),
  imageAlt: "The club's estate: eco-designed homes between gardens and hills",
  learnMore: { label: "Learn More", to: "/about-vedanta" },
  /** Marketing claims of spec member-side §9, verbatim. */
  stats: [
    { value: "42", label: "villa contributions" },
    { value: "2,000+", label: "members" },
    { value: "500", label: "projected villas" },
    { value: "100000+", label: "trees" },
  ],
};

export interface ClubEvent {
  image: string;
  imageAlt: string;
  date: string;
  title: string;
  description: string;
}

export const eventsSection = {
  eyebrow: "Events",
  title: "Celebrate, Connect and Create Memories",
  /** The events page is not built yet (spec: none of the buttons is wired to a route). */
  learnMoreTo: "/coming-soon",
  registerTo: "/coming-soon",
  viewAllTo: "/coming-soon",
};

export const events: ClubEvent[] = [
  {
    image: sceneKey("event-retreat"),
    imageAlt: "Practitioners seated in silence on a riverside deck",
    date: "15 January 2027",
    title: "Winter Silence Retreat on the Ganga",
    description:
      "Four days of mauna, dawn practice on the ghats and evening aarti at our Rishikesh riverside retreat. Beginners are welcome.",
  },
  {
    image: sceneKey("event-workshop"),
    imageAlt: "A small workshop circle with herbs and notebooks",
    date: "12 March 2027",
    title: "Spring Ayurveda Workshop in Amarkantak",
    description:
      "Learn ritucharya, the seasonal cleanse, with our vaidyas, walk the sal forest for medicinal plants and cook a kitchari supper together.",
  },
  {
    image: sceneKey("event-festival"),
    imageAlt: "Lanterns and marigold garlands at a festive gathering",
    date: "21 June 2027",
    title: "International Day of Yoga in Solan",
    description:
      "A morning of 108 sun salutations on the Himalayan lawns, a satvik brunch and a talk on yoga as a way of life. Families are welcome.",
  },
];

export const showcase = {
  eyebrow: "Our homes",
  title: "a symphony of luxury and nature",
  intro: "Eco-designed homes to contribute to and stay in. Choose a kind of home to see what it offers.",
  tabsLabel: "Kinds of home",
  pricePrefix: "From",
  viewVilla: "View Villa",
  benefitsTitle: "Every contribution includes",
};

/** The four fixed benefits of the property showcase (spec public-site §2). */
export const showcaseBenefits = [
  "Access to VIP Lounge & Swimming Pool",
  "Free Valet Parking",
  "Complimentary Yoga & Meditation Classes",
  "Attractive Rental Income",
] as const;

export interface SacredLocation {
  name: string;
  region: string;
  image: string;
  imageAlt: string;
  description: string;
}

export const sacredSection = {
  eyebrow: "Our locations",
  title: "Sacred Spaces",
  intro: "Three retreats in places India has held sacred for thousands of years.",
  explore: { label: "Explore Our Locations", to: "/why-trust-us" },
};

export const sacredLocations: SacredLocation[] = [
  {
    name: "Solan Hill Retreat",
    region: "Himachal Pradesh",
    image: sceneKey("himalaya-retreat"),
    imageAlt: "Terraced hills and deodar forest below snow peaks",
    description:
      "Deodar forests, terraced orchards and snow peaks on the horizon. Our home estate and the heart of the club.",
  },
  {
    name: "Amarkantak Forest Retreat",
    region: "Madhya Pradesh",
    image: sceneKey("narmada-forest"),
    imageAlt: "Sal forest on the Maikal hills where the Narmada rises",
    description:
      "On the Maikal hills where the Narmada rises, among sal forests and old temples: a place of pilgrimage, silence and long walks.",
  },
  {
    name: "Rishikesh Riverside Retreat",
    region: "Uttarakhand",
    image: sceneKey("river-aarti"),
    imageAlt: "The Ganga at Rishikesh with lamps floating at dusk",
    description:
      "On the banks of the Ganga at the foot of the Himalaya: dawn practice by the river and the aarti at dusk.",
  },
];

export interface Facility {
  name: string;
  image: string;
  imageAlt: string;
  description: string;
  to: string;
}

export const facilitiesSection = {
  eyebrow: "Facilities",
  title: "Spaces to restore body and mind",
  viewAll: { label: "View all Experiences", to: "/facilities" },
};

export const facilities: Facility[] = [
  {
    name: "Swimming Pool",
    image: sceneKey("swimming-pool"),
    imageAlt: "A quiet pool with a mountain view",
    description: "A naturally filtered pool facing the hills, for slow morning laps and evening swims.",
    to: "/swimming-pool",
  },
  {
    name: "Meditation Spaces",
    image: sceneKey("meditation-hall"),
    imageAlt: "A meditation hall of timber and lime with cushions on the floor",
    description: "Halls of lime and timber, riverside platforms and forest clearings, open from four in the morning.",
    to: "/yoga-meditation",
  },
  {
    name: "Wellness Center",
    image: sceneKey("wellness-center"),
    imageAlt: "A calm treatment room with oils and fresh linen",
    description: "Ayurvedic consultations, Panchakarma, Abhyanga massage and herbal steam with our resident vaidyas.",
    to: "/facilities",
  },
];

export const yogaBanner = {
  eyebrow: "Yoga & Meditation",
  title: "Begin each day with the sun",
  text: "Morning asana on open decks, pranayama as the valley wakes and a guided meditation at dusk, led by teachers trained in the classical traditions.",
  image: sceneKey("sunrise-yoga"),
  learnMore: { label: "Learn More", to: "/yoga-meditation" },
};

export const givingBack = {
  eyebrow: "Giving Back",
  title: "Giving Back to the Himalayas",
  text: "Part of every contribution plants trees, cleans mountain trails, supports the children of our villages and funds research into Ayurvedic medicine.",
  image: sceneKey("tree-planting"),
  imageAlt: "Volunteers planting saplings on a hillside",
  /** Donation stats of spec member-side §9. */
  stats: ["100,000+ trees by 2027", "3,500+ people healed", "200+ children supported"],
  cta: { label: "Make a Difference Today", to: "/donate-now" },
};

export const vedicSection = {
  eyebrow: "Vedic Education",
  title: "Learn from the living tradition",
  intro: "Short online courses for beginners, taught by the club's acharyas and vaidyas.",
  enroll: { label: "Enroll Now", to: "/vedic-education" },
  viewAll: { label: "View All", to: "/vedic-education" },
};

export interface GalleryPhoto {
  image: string;
  alt: string;
}

export const gallerySection = {
  eyebrow: "Gallery",
  title: "Moments from the club",
  explore: { label: "Explore the Moments", to: "/virtual-tour" },
};

export const galleryPhotos: GalleryPhoto[] = [
  { image: sceneKey("river-aarti"), alt: "Evening aarti on the Ganga" },
  { image: sceneKey("yoga-deck"), alt: "Morning practice on the yoga deck" },
  { image: sceneKey("ayurveda-therapy"), alt: "An Ayurvedic therapy session" },
  { image: sceneKey("nature-camp"), alt: "Tents at the nature camp under the trees" },
  { image: sceneKey("restaurant"), alt: "The satvik restaurant set for lunch" },
  { image: sceneKey("travel-trek"), alt: "Members on a Himalayan trek" },
  { image: sceneKey("agro-farm"), alt: "The club's organic farm" },
  { image: sceneKey("tree-planting"), alt: "Planting saplings with the village school" },
];

export interface Testimonial {
  name: string;
  role: string;
  photo: string;
  text: string;
}

export const testimonialsSection = {
  eyebrow: "Client testimonials",
  title: "Words from our members",
};

export const testimonials: Testimonial[] = [
  {
    name: "Ananya Mehta",
    role: "Member since 2022, Mumbai",
    photo: portraitKey(9),
    text: "I came for a week of yoga and found a second home. Waking to the river and practising before the town stirs has changed how I live the rest of the year.",
  },
  {
    name: "Rajiv Khanna",
    role: "Villa contributor, Gurugram",
    photo: portraitKey(10),
    text: "We wanted a place that would still mean something to our grandchildren. The Solan villa is beautifully made, and the team looks after it as if it were their own.",
  },
  {
    name: "Dr. Kavita Iyer",
    role: "Physician, Bengaluru",
    photo: portraitKey(11),
    text: "The Ayurvedic care here is serious and honest. My consultation was unhurried and the routine I brought home has stayed with me.",
  },
  {
    name: "Sophie Laurent",
    role: "Yoga teacher, Lyon",
    photo: portraitKey(12),
    text: "A rare place that is quiet without being precious. The teachers know the texts as well as the postures, and the food is the best I have eaten in India.",
  },
  {
    name: "Harpreet Singh",
    role: "Member since 2021, Chandigarh",
    photo: portraitKey(13),
    text: "Two hours from home and another world. My family spends our free nights in the hills every summer and the children now ask for the morning walks.",
  },
  {
    name: "Meenakshi Rao",
    role: "Retired teacher, Hyderabad",
    photo: portraitKey(14),
    text: "The silence retreat in Amarkantak was the most restful week of my life. Everything was simple, clean and done with great care.",
  },
  {
    name: "Arjun Malhotra",
    role: "Founder, Pune",
    photo: portraitKey(15),
    text: "I was looking for a wellness investment and found a community. The rental income is a bonus; the meditation practice is the real return.",
  },
];
