import type { TYPE_IMAGE_NAMES } from "../../common/media";
import type pages from "../locales/en/pages.json";
import type { VedicCourse } from "./courses";

/**
 * The typed shape of the marketing and content pages. A page is a hero plus a few sections; the sections are drawn
 * by web/features/content/content-page.tsx. The code holds each page's frame (`ContentPageFrame`: links, pictures,
 * icons, ids); its words are the `pages` catalogue's, under the page's slug (web/locales/<language>/pages.json), and
 * `localizePage` (web/features/content) lays them over the frame (web/content/words.ts).
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
  /** The programme's courses take the fixed cards' place when it has some (decision 050; the page's loader reads them). */
  programme?: boolean;
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

/** The properties that hold words: the catalogue's, never the frame's. */
type WordKey =
  | "title"
  | "description"
  | "eyebrow"
  | "intro"
  | "heading"
  | "text"
  | "label"
  | "ariaLabel"
  | "alt"
  | "paragraphs"
  | "points"
  | "details"
  | "source"
  | "name"
  | "duration"
  | "level"
  | "format"
  | "instructor";

/** A piece of content without its words; what is left may be given in part (the words bring the rest). */
export type Framed<T> = T extends string | number | boolean
  ? T
  : T extends readonly (infer U)[]
    ? Framed<U>[]
    : { [K in keyof T as K extends WordKey ? never : K]?: Framed<T[K]> };

/** Sections whose words are written once for every page that shows them (the `shared` part of the catalogue). */
export type SharedSection = "visionMission" | "numbers" | "join";

/** A section's frame: its kind and id, what else is the same in every language, and the shared words it takes. */
export type SectionFrame = PageSection extends infer S
  ? S extends PageSection
    ? Pick<S, "kind" | "id"> & Framed<S> & { shared?: SharedSection }
    : never
  : never;

/** The pages of the `pages` catalogue, by their slug. */
export type ContentSlug = Exclude<keyof typeof pages, "shared" | "comingSoon" | "documentNotFound">;

export interface ContentPageFrame {
  slug: ContentSlug;
  hero: Framed<PageHeroContent> & { image: { key: string } };
  sections: SectionFrame[];
}

/** The artwork of a property type, e.g. typeArt("orchard") → "types/orchard". */
export const typeArt = (name: (typeof TYPE_IMAGE_NAMES)[number]) => `types/${name}`;

/** The calls to action of the content pages: /join-club and /donate (their words: shared.join.actions). */
export const joinClubLink: Framed<PageLink> = { to: "/join-club", variant: "primary" };
export const donateLink: Framed<PageLink> = { to: "/donate", variant: "light" };
