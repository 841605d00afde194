import { sceneKey } from "../../common/media";
import { type ContentPageFrame } from "./page-types";
import { closingCall, clubNumbers } from "./shared-sections";

/** Why choose us: intro text with a banner (spec member-side §2), then the reasons. Its words: the `pages` catalogue. */
export const whyChooseUsPage: ContentPageFrame = {
  slug: "why-choose-us",
  hero: { image: { key: sceneKey("event-retreat") } },
  sections: [
    { kind: "text-image", id: "intro", image: { key: sceneKey("yoga-deck") }, link: { to: "/about-vedanta" } },
    {
      kind: "features",
      id: "reasons",
      items: [
        { icon: "home" },
        { icon: "lotus" },
        { icon: "leaf" },
        { icon: "mountain" },
        { icon: "tree" },
        { icon: "shield" },
      ],
    },
    clubNumbers,
    closingCall,
  ],
};
