import { portraitKey, sceneKey } from "../../common/media";
import type home from "../locales/en/home.json";

/**
 * The fixed content of the home page (spec public-site §2 "Home page", §3, §9; the marketing claims
 * of member-side §9): what is the same in every language. Its words are the `home` catalogue's
 * (web/locales/<language>/home.json), found by the keys below; media are keys of common/media.ts.
 */

export const HERO_AUTOPLAY_MS = 5000;
export const HERO_FADE_MS = 1000;
export const EVENTS_AUTOPLAY_MS = 2000;
export const FACILITIES_AUTOPLAY_MS = 5000;
export const TESTIMONIALS_AUTOPLAY_MS = 5000;

type Home = typeof home;

export interface HeroSlide {
  id: number;
  /** Its title, description and picture's description in the catalogue (hero.slides.<key>). */
  key: keyof Home["hero"]["slides"];
  image: string;
}

export const heroSlides: HeroSlide[] = [
  { id: 1, key: "welcome", image: sceneKey("himalaya-retreat") },
  { id: 2, key: "tranquility", image: sceneKey("river-aarti") },
  { id: 3, key: "harmony", image: sceneKey("narmada-forest") },
];

export const hero = {
  cta: { to: "/property-list" },
};

export const about = {
  image: sceneKey("club-estate"),
  learnMore: { to: "/about-vedanta" },
  /** Marketing claims of spec member-side §9, verbatim (the figures as the spec writes them, in every language). */
  stats: [
    { value: "42", label: "contributions" },
    { value: "2,000+", label: "members" },
    { value: "500", label: "villas" },
    { value: "100000+", label: "trees" },
  ] satisfies { value: string; label: keyof Home["about"]["stats"] }[],
};

/** The events carousel's links: an item's page and its booking are /events/{slug} and its #book (decision 050). */
export const eventsSection = {
  viewAllTo: "/events",
  /** How many upcoming events and retreats the carousel shows (spec public-site §2: 3). */
  slides: 3,
};

/**
 * The four fixed benefits of the property showcase (spec public-site §2), in English for the pages not yet translated
 * (the Club page, the facilities); the home page says them from its catalogue (showcase.benefits, the same words:
 * web/locales/catalogues.test.ts).
 */
export const showcaseBenefits = [
  "Access to VIP Lounge & Swimming Pool",
  "Free Valet Parking",
  "Complimentary Yoga & Meditation Classes",
  "Attractive Rental Income",
] as const;

export interface SacredLocation {
  key: keyof Home["sacred"]["places"];
  image: string;
}

export const sacredSection = {
  explore: { to: "/why-trust-us" },
};

export const sacredLocations: SacredLocation[] = [
  { key: "solan", image: sceneKey("himalaya-retreat") },
  { key: "amarkantak", image: sceneKey("narmada-forest") },
  { key: "rishikesh", image: sceneKey("river-aarti") },
];

export interface Facility {
  key: keyof Home["facilities"]["items"];
  image: string;
  to: string;
}

export const facilitiesSection = {
  viewAll: { to: "/facilities" },
};

export const facilities: Facility[] = [
  { key: "swimmingPool", image: sceneKey("swimming-pool"), to: "/swimming-pool" },
  { key: "meditation", image: sceneKey("meditation-hall"), to: "/yoga-meditation" },
  { key: "wellness", image: sceneKey("wellness-center"), to: "/facilities" },
];

export const yogaBanner = {
  image: sceneKey("sunrise-yoga"),
  learnMore: { to: "/yoga-meditation" },
};

export const givingBack = {
  image: sceneKey("tree-planting"),
  cta: { to: "/donate-now" },
};

export const vedicSection = {
  /** Where a fixed course card's Enroll Now leads when the programme has no course open (a course's is its booking). */
  enroll: { to: "/vedic-education" },
  viewAll: { to: "/vedic-education" },
  /** The course cards (spec public-site §2: 4). */
  cards: 4,
};

export interface GalleryPhoto {
  key: keyof Home["gallery"]["photos"];
  image: string;
}

export const gallerySection = {
  explore: { to: "/virtual-tour" },
};

export const galleryPhotos: GalleryPhoto[] = [
  { key: "aarti", image: sceneKey("river-aarti") },
  { key: "yogaDeck", image: sceneKey("yoga-deck") },
  { key: "therapy", image: sceneKey("ayurveda-therapy") },
  { key: "natureCamp", image: sceneKey("nature-camp") },
  { key: "restaurant", image: sceneKey("restaurant") },
  { key: "trek", image: sceneKey("travel-trek") },
  { key: "farm", image: sceneKey("agro-farm") },
  { key: "saplings", image: sceneKey("tree-planting") },
];

export interface Testimonial {
  key: keyof Home["testimonials"]["people"];
  photo: string;
}

export const testimonials: Testimonial[] = [
  { key: "ananya", photo: portraitKey(9) },
  { key: "rajiv", photo: portraitKey(10) },
  { key: "kavita", photo: portraitKey(11) },
  { key: "sophie", photo: portraitKey(12) },
  { key: "harpreet", photo: portraitKey(13) },
  { key: "meenakshi", photo: portraitKey(14) },
  { key: "arjun", photo: portraitKey(15) },
];
