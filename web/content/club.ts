import { sceneKey } from "../../common/media";
import { typeArt, type ContentPageFrame } from "./page-types";
import { closingCall } from "./shared-sections";

/** The Club page (spec member-side §2): the five kinds of home, each leading to its villas. Its words: the `pages` catalogue. */
export const clubPage: ContentPageFrame = {
  slug: "club",
  hero: { image: { key: sceneKey("club-estate") }, actions: [{ to: "/property-list", variant: "light" }] },
  sections: [
    {
      kind: "cards",
      id: "homes",
      items: [
        { image: { key: typeArt("villa") }, link: { to: "/property-number/farm-villa" } },
        { image: { key: typeArt("orchard") }, link: { to: "/property-number/apple-homes" } },
        { image: { key: typeArt("bamboo") }, link: { to: "/property-number/bamboo-homes" } },
        { image: { key: typeArt("treehouse") }, link: { to: "/property-number/tree-houses" } },
        { image: { key: typeArt("nature") }, link: { to: "/property-number/nature-house" } },
      ],
    },
    {
      kind: "text-image",
      id: "how-it-works",
      image: { key: sceneKey("tour-entrance") },
      reverse: true,
      link: { to: "/membership" },
    },
    { kind: "features", id: "life", tone: "forest", items: [{ icon: "lotus" }, { icon: "bowl" }, { icon: "sun" }] },
    closingCall,
  ],
};
