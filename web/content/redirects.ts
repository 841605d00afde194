/** Addresses seen in the specs that lead to the page a visitor expects (answered with 301). */
export const permanentRedirects: Record<string, string> = {
  "/yoga-courses": "/vedic-education",
  "/courses": "/events?kind=course",
  "/yoga-retreats": "/events?kind=retreat",
  "/donate": "/donate-now",
  "/join": "/sign-up",
  "/join-club": "/membership",
  "/about": "/about-vedanta",
  "/gallery": "/virtual-tour",
  "/tree-house": "/property-number/tree-houses",
  "/bamboo-homes": "/property-number/bamboo-homes",
  "/nature-house": "/property-number/nature-house",
};
