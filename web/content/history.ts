import { sceneKey } from "../../common/media";
import type history from "../locales/en/history.json";

/**
 * /about-us, the history page (spec member-side §2 "Marketing and content pages"): a horizontal pinned timeline of
 * nine sections — History, 2009, 2011, 2013, 2015, 2017-2023, 2024, 2025, 2027. Here what is the same in every
 * language; the words are the `history` catalogue's (its chapters in the same order).
 */

export const hero = { image: sceneKey("himalaya-retreat") } as const;

/** Spec §9 marketing claims, as they appear on this page (figures, the same in every language). */
export const claims = {
  villaContributions: "42",
  members: "2,000+",
  projectedVillas: "500",
  trees: "100,000+",
} as const;

/** A chapter of the timeline: its picture and the figure it shows, if any. */
export interface ChapterFrame {
  image: string;
  stat?: { value: string };
}

export const chapterFrames: ChapterFrame[] = [
  { image: sceneKey("himalaya-retreat") },
  { image: sceneKey("meditation-hall"), stat: { value: "12" } },
  { image: sceneKey("agro-farm"), stat: { value: "4" } },
  { image: sceneKey("river-aarti") },
  { image: sceneKey("narmada-forest") },
  { image: "villas/tree-dusk", stat: { value: claims.villaContributions } },
  { image: sceneKey("event-festival"), stat: { value: claims.members } },
  { image: sceneKey("tree-planting") },
  { image: "villas/vedanta-dawn", stat: { value: claims.projectedVillas } },
];

type ChapterWords = (typeof history)["chapters"][number];

/** A chapter as the timeline draws it: its frame and its words (the section's name on the timeline, `label`). */
export type HistoryChapter = ChapterFrame &
  Omit<ChapterWords, "stat"> & { highlights: string[]; stat?: { value: string; label: string } };
