/**
 * The public pages listed in /sitemap.xml (the catalogue's type and villa pages and the programme's item pages are
 * added from the database).
 */
export const publicPaths = [
  "/",
  "/property-list",
  "/about-vedanta",
  "/vedic-education",
  "/yoga-meditation",
  "/ayurvedic-upchar",
  "/facilities",
  "/restaurant",
  "/swimming-pool",
  "/mentolzma",
  "/agro-farming",
  "/travel-and-tourism",
  "/vision-mission",
  "/why-choose-us",
  "/why-trust-us",
  "/virtual-tour",
  "/membership",
  "/events",
  "/donate-now",
  "/about-us",
  "/club",
  "/we-promote-nature",
  "/contact",
  "/privacy-policy",
  "/terms-of-use",
  "/cancellation-and-refund-policy",
] as const;
