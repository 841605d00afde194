import { sceneKey } from "../../common/media";
import { type ContentPageFrame } from "./page-types";
import { closingCall, visionMissionItems } from "./shared-sections";

/** The Vision/Mission page: the philosophy of the club and its five pillars (spec member-side §2). Its words: the `pages` catalogue. */
export const visionMissionPage: ContentPageFrame = {
  slug: "vision-mission",
  hero: { image: { key: sceneKey("river-aarti") } },
  sections: [
    { kind: "statements", id: "vision-mission", shared: "visionMission", items: [...visionMissionItems] },
    { kind: "text-image", id: "philosophy", image: { key: sceneKey("narmada-forest") } },
    { kind: "quote", id: "asato-ma" },
    {
      kind: "features",
      id: "pillars",
      tone: "forest",
      items: [{ icon: "lotus" }, { icon: "leaf" }, { icon: "book" }, { icon: "heart" }, { icon: "tree" }],
    },
    closingCall,
  ],
};
