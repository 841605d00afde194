import { about } from "./home";
import { donateLink, joinClubLink, type SectionFrame } from "./page-types";

/**
 * Sections that appear on more than one content page, written once: the club's vision and mission, its numbers and
 * the closing call to action. Their words are the `pages` catalogue's `shared` part; a page's own words for a
 * section (its heading, the closing call's heading and text) are laid over them.
 */

/** The icons of the vision and the mission (shared.visionMission.items). */
export const visionMissionItems = [{ icon: "sun" }, { icon: "lotus" }] as const;

/** The marketing claims of spec member-side §9, as the home page shows them (their figures the same in every language). */
export const clubNumbers: SectionFrame = {
  kind: "stats",
  id: "numbers",
  shared: "numbers",
  items: about.stats.map(({ value }) => ({ value })),
};

/** The closing band of a content page: join the club (/join-club) or give (/donate). */
export const closingCall: SectionFrame = {
  kind: "cta",
  id: "join",
  shared: "join",
  actions: [joinClubLink, donateLink],
};
