import type { DonationCause } from "../../common/donations";
import { sceneKey } from "../../common/media";

/** The /donate-now page's pictures and figures (spec member-side §2 "Donate now", §9). */

/** The project slider moves this many pixels … */
export const PROJECT_SLIDER_STEP_PX = 1;
/** … every this many milliseconds (spec: 1 px every 30 ms). */
export const PROJECT_SLIDER_INTERVAL_MS = 30;

/*
 * The page's pictures and its projects' order; its words are in the `donate` catalogues
 * (web/locales/<language>/donate.json), by the same ids.
 */
export const donatePage = {
  heroImage: sceneKey("tree-planting"),
  asideImage: sceneKey("kids-school"),
  /** The page's own anchors and the closing's link to an account. */
  formAnchor: "#donate-form",
  signUp: "/sign-up",
} as const;

/** The picture of each cause, shown beside its words in the what-we-do section. */
export const CAUSE_IMAGES: Record<DonationCause, string> = {
  "Clean Himalayas": sceneKey("clean-himalayas"),
  "Green Himalayas": sceneKey("tree-planting"),
  "Orphan School Sponsorship": sceneKey("kids-school"),
  "Research for Ayurveda Medicine": sceneKey("ayurveda-research"),
};

/** The projects of the slider, in order: the cause a project's link ticks and its picture (its words by its id). */
export const FEATURED_PROJECTS = [
  { id: "trail-clean-up", cause: "Clean Himalayas", image: sceneKey("clean-himalayas") },
  { id: "forest-pods", cause: "Green Himalayas", image: sceneKey("tree-planting") },
  { id: "ganga-ghats", cause: "Clean Himalayas", image: sceneKey("river-aarti") },
  { id: "village-school", cause: "Orphan School Sponsorship", image: sceneKey("kids-school") },
  { id: "herb-research", cause: "Research for Ayurveda Medicine", image: sceneKey("ayurveda-research") },
  { id: "herb-gardens", cause: "Research for Ayurveda Medicine", image: sceneKey("ayurveda-herbs") },
] as const satisfies readonly { id: string; cause: DonationCause; image: string }[];
export type FeaturedProject = (typeof FEATURED_PROJECTS)[number];
