import { sceneKey } from "../../common/media";
import type { PropertySearchLocation } from "../../common/property-search";

/*
 * The pictures of the villa search page /properties (spec member-side §2 "Villa search"); its words are in the
 * `search` catalogues (web/locales/<language>/search.json).
 */

/** The page's backdrop before a location is chosen. */
export const propertiesScene = sceneKey("club-estate");

/** A backdrop for each sanctuary, shown above the results once a location is chosen (its line: `search.stories`). */
export const locationScenes: Record<PropertySearchLocation, string> = {
  solan: sceneKey("himalaya-retreat"),
  rishikesh: sceneKey("river-aarti"),
  amarkantak: sceneKey("narmada-forest"),
  rajgarh: sceneKey("agro-farm"),
};
