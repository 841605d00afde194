import { about } from "./home";
import { donateLink, joinClubLink, type CtaSection, type StatementsSection, type StatsSection } from "./page-types";

/**
 * Sections that appear on more than one content page, written once: the club's vision and mission,
 * its numbers and the closing call to action.
 */

export const visionMission: StatementsSection["items"] = [
  {
    label: "Our vision",
    title: "A home for the inner life, in every season of life",
    text: "We see a family of living retreats across India's sacred landscapes, where anyone — a young professional, a retired couple, parents with small children — can step out of the noise and come back to themselves, and where the land is left richer than we found it.",
    icon: "sun",
  },
  {
    label: "Our mission",
    title: "Make Vedanta, yoga and Ayurveda part of everyday life",
    text: "We build and care for eco-designed homes on the club's estates, hold daily yoga, meditation and Vedic classes, offer authentic Ayurvedic care, and return a share of every contribution to the mountains: trees, clean rivers and schooling for the children of our valleys.",
    icon: "lotus",
  },
];

/** The marketing claims of spec member-side §9, as the home page shows them. */
export const clubNumbers: StatsSection = {
  kind: "stats",
  id: "numbers",
  heading: "The club in numbers",
  items: about.stats,
};

/** The closing band of a content page: join the club (/join-club) or give (/donate). */
export function closingCall(heading: string, text: string, eyebrow = "Be part of it"): CtaSection {
  return { kind: "cta", id: "join", eyebrow, heading, text, actions: [joinClubLink, donateLink] };
}
