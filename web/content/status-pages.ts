import { sceneKey } from "../../common/media";

/**
 * The two notice pages of spec public-site §2 "Other screens", both kept out of search results: their scenes. Their
 * words are the `pages` catalogue's (comingSoon, documentNotFound).
 */
export const comingSoonPage = { image: sceneKey("himalaya-retreat") } as const;

export const documentNotFoundPage = { image: sceneKey("certificate") } as const;
