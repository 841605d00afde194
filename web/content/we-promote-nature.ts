import { sceneKey } from "../../common/media";
import { type ContentPageFrame } from "./page-types";
import { closingCall } from "./shared-sections";

/** We Promote Nature (spec member-side §2): trees, clean Himalayas, rainwater and solar power. Its words: the `pages` catalogue. */
export const wePromoteNaturePage: ContentPageFrame = {
  slug: "we-promote-nature",
  hero: { image: { key: sceneKey("tree-planting") } },
  sections: [
    { kind: "text-image", id: "trees", image: { key: sceneKey("narmada-forest") } },
    { kind: "text-image", id: "clean-himalayas", image: { key: sceneKey("clean-himalayas") }, reverse: true },
    {
      kind: "features",
      id: "water-and-sun",
      tone: "forest",
      items: [{ icon: "drop" }, { icon: "sun" }, { icon: "wave" }, { icon: "leaf" }],
    },
    closingCall,
  ],
};
