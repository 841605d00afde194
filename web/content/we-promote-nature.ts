import { sceneKey } from "../../common/media";
import type { ContentPageData } from "./page-types";
import { closingCall } from "./shared-sections";

/** We Promote Nature (spec member-side §2): trees, clean Himalayas, rainwater and solar power. */
export const wePromoteNaturePage: ContentPageData = {
  slug: "we-promote-nature",
  title: "We Promote Nature",
  description:
    "How Vedanta Wellness Club cares for the Himalayas: 100,000+ trees by 2027, clean-up drives on trails and rivers, rainwater harvesting and solar power on every estate.",
  hero: {
    eyebrow: "Our promise to the mountains",
    title: "We Promote Nature",
    intro:
      "The hills that give us peace need care in return. Every estate of the club plants trees, keeps its trails and rivers clean, harvests the rain and runs on the sun.",
    image: { key: sceneKey("tree-planting"), alt: "Members and villagers planting saplings on a Himalayan slope" },
  },
  sections: [
    {
      kind: "text-image",
      id: "trees",
      eyebrow: "Green Himalayas",
      heading: "100,000+ trees by 2027",
      paragraphs: [
        "Deodar, oak, rhododendron and walnut on the Himalayan slopes; sal, mahua and arjun around Amarkantak; native fruit trees on our farms. Every member family plants on its first stay, and people from the villages are paid to tend the saplings through their first three monsoons, when most young trees are lost.",
        "The trees hold the soil on steep slopes, bring back birds and springs, and will shade the grandchildren of the people who plant them.",
      ],
      points: [
        "Native species only",
        "Saplings from our own nursery",
        "Three monsoons of care",
        "Every tree mapped and counted",
      ],
      image: { key: sceneKey("narmada-forest"), alt: "A young forest near the source of the Narmada at Amarkantak" },
    },
    {
      kind: "text-image",
      id: "clean-himalayas",
      eyebrow: "Clean Himalayas",
      heading: "Leave the mountains cleaner than you found them",
      paragraphs: [
        "Once a month members, guests and neighbours walk the trails and riverbanks near each estate with gloves and sacks. What we collect is sorted by hand: plastics go to recyclers in the plains, and the rest is composted or disposed of properly.",
        "Our estates are free of single-use plastic. Water comes in steel bottles filled from filtered taps, and every kitchen scrap is returned to the farms as compost.",
      ],
      image: { key: sceneKey("clean-himalayas"), alt: "Volunteers collecting litter along a mountain trail" },
      reverse: true,
    },
    {
      kind: "features",
      id: "water-and-sun",
      tone: "forest",
      eyebrow: "Water and sun",
      heading: "Living on rain and sunlight",
      items: [
        {
          icon: "drop",
          title: "Rainwater harvesting",
          text: "Roofs and paths carry the monsoon into underground tanks and recharge pits, refilling the springs our villages depend on.",
        },
        {
          icon: "sun",
          title: "Solar power",
          text: "Rooftop panels power the homes and heat the water and the pool; batteries carry the estates through the night.",
        },
        {
          icon: "wave",
          title: "Greywater reuse",
          text: "Water from basins and showers is cleaned through reed beds and returned to the orchards.",
        },
        {
          icon: "leaf",
          title: "Built light",
          text: "Local stone, timber, bamboo and earth, so our homes travel few kilometres and age gracefully.",
        },
      ],
    },
    closingCall(
      "Plant your tree with us",
      "Support Clean Himalayas or Green Himalayas with a donation, or join the club and plant your first tree on your first stay.",
      "Care for the mountains",
    ),
  ],
};
