import { sceneKey } from "../../common/media";

/** The two notice pages of spec public-site §2 "Other screens". Both are kept out of search results. */
export const comingSoonPage = {
  title: "Coming Soon",
  description: "This part of the Vedanta Wellness Club website is still being prepared.",
  eyebrow: "Being prepared",
  text: "We are still preparing this page with the same care we give our homes and gardens. Please come back soon — in the meantime, the rest of the club is open to explore.",
  action: "Go Home",
  image: { key: sceneKey("himalaya-retreat"), alt: "" },
} as const;

export const documentNotFoundPage = {
  title: "Document Not Available",
  description: "The document you asked for is not available online yet.",
  eyebrow: "Trust documents",
  text: "This document is not available online yet. Our trust office is digitising the records one by one; members can ask for a copy by writing to us.",
  action: "Go Back",
  image: { key: sceneKey("certificate"), alt: "" },
} as const;
