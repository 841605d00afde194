import type { TYPE_IMAGE_NAMES } from "../../common/media";
import type { VedicCourse } from "./courses";

/**
 * The typed shape of the marketing and content pages and of the two notice pages.
 * A page is a hero plus a few sections; the sections are
 * drawn by web/features/content/page-sections.tsx.
 */

export interface PageLink {
  to: string;
  label: string;
  /** An accessible name when the visible label alone is ambiguous (e.g. several "View villas"). */
  ariaLabel?: string;
  variant?: "primary" | "secondary" | "light";
}

/** An artwork key of common/media.ts (`scenes/…`, `types/…`) and its description. */
export interface PageImage {
  key: string;
  alt: string;
}

export type IconName =
  | "lotus"
  | "leaf"
  | "sun"
  | "drop"
  | "mountain"
  | "book"
  | "heart"
  | "flame"
  | "home"
  | "tree"
  | "bowl"
  | "wave"
  | "compass"
  | "users"
  | "moon"
  | "sprout"
  | "shield"
  | "sparkle";

export interface PageHeroContent {
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  intro: string;
  image: PageImage;
  actions?: PageLink[];
}

interface SectionBase {
  /** Unique within the page; used for the section's heading id. */
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
}

export interface TextImageSection extends SectionBase {
  kind: "text-image";
  paragraphs: string[];
  points?: string[];
  image: PageImage;
  /** Image on the left from tablet width. */
  reverse?: boolean;
  link?: PageLink;
}

export interface FeatureItem {
  icon: IconName;
  title: string;
  text: string;
}

export interface FeatureGridSection extends SectionBase {
  kind: "features";
  items: FeatureItem[];
  /** "forest" draws the section on the dark green band. */
  tone?: "light" | "forest";
}

export interface CardItem {
  title: string;
  text: string;
  image: PageImage;
  /** Short facts shown as chips, e.g. "Solan" or "Sleeps 4". */
  details?: string[];
  link?: PageLink;
}

export interface CardGridSection extends SectionBase {
  kind: "cards";
  /** The cream band behind the cards (default), or none. */
  background?: "cream" | "plain";
  items: CardItem[];
  link?: PageLink;
}

export interface CoursesSection extends SectionBase {
  kind: "courses";
  /** The cream band behind the cards (default), or none. */
  background?: "cream" | "plain";
  courses: readonly VedicCourse[];
  link?: PageLink;
}

export interface StatementsSection extends SectionBase {
  kind: "statements";
  /** Side-by-side blocks such as Vision and Mission. */
  items: { label: string; title: string; text: string; icon: IconName }[];
}

export interface StepsSection extends SectionBase {
  kind: "steps";
  steps: { label: string; title: string; text: string }[];
}

export interface QuoteSection {
  kind: "quote";
  id: string;
  text: string;
  source: string;
}

export interface StatsSection extends SectionBase {
  kind: "stats";
  items: { value: string; label: string }[];
}

export interface CtaSection extends SectionBase {
  kind: "cta";
  text: string;
  actions: PageLink[];
}

export type PageSection =
  | TextImageSection
  | FeatureGridSection
  | CardGridSection
  | CoursesSection
  | StatementsSection
  | StepsSection
  | QuoteSection
  | StatsSection
  | CtaSection;

export interface ContentPageData {
  /** The address without the leading slash, e.g. "about-vedanta". */
  slug: string;
  /** The document title (before " | Vedanta Wellness Club"). */
  title: string;
  /** The meta description. */
  description: string;
  hero: PageHeroContent;
  sections: PageSection[];
}

/** The artwork of a property type, e.g. typeArt("orchard") → "types/orchard". */
export const typeArt = (name: (typeof TYPE_IMAGE_NAMES)[number]) => `types/${name}`;

/** The calls to action of the content pages: /donate and /join-club. */
export const joinClubLink: PageLink = { to: "/join-club", label: "Join the Club", variant: "primary" };
export const donateLink: PageLink = { to: "/donate", label: "Donate", variant: "light" };
