import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** The route table of spec member-side.md §2; modules are added as their issues land. */
const contentPages = [
  "about-vedanta",
  "vedic-education",
  "yoga-meditation",
  "ayurvedic-upchar",
  "facilities",
  "restaurant",
  "swimming-pool",
  "mentolzma",
  "agro-farming",
  "travel-and-tourism",
] as const;

/** Addresses seen in the spec that lead to another page (permanent redirects, web/content/redirects.ts). */
const redirects = [
  "yoga-courses",
  "courses",
  "yoga-retreats",
  "donate",
  "join",
  "join-club",
  "about",
  "contact",
  "gallery",
  "tree-house",
  "bamboo-homes",
  "nature-house",
] as const;

export default [
  index("routes/home.tsx"),
  route("property-list", "routes/property-list.tsx"),
  route("property-number/:slug", "routes/property-number.tsx"),
  route("property-details/:id", "routes/property-details.tsx"),
  route("properties", "routes/properties.tsx"),
  route("property-detail/:id", "routes/property-detail.tsx"),
  route("booking-review", "routes/booking-review.tsx"),
  route("payment-method", "routes/payment-method.tsx"),
  ...contentPages.map((slug) => route(slug, "routes/content-page.tsx", { id: `content-${slug}` })),
  route("vision-mission", "routes/vision-mission.tsx"),
  route("why-choose-us", "routes/why-choose-us.tsx"),
  route("why-trust-us", "routes/why-trust-us.tsx"),
  route("virtual-tour", "routes/virtual-tour.tsx"),
  route("membership", "routes/membership.tsx"),
  route("donate-now", "routes/donate-now.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("club", "routes/club.tsx"),
  route("we-promote-nature", "routes/we-promote-nature.tsx"),
  route("coming-soon", "routes/coming-soon.tsx"),
  route("document-not-found", "routes/document-not-found.tsx"),
  ...redirects.map((path) => route(path, "routes/redirect.tsx", { id: `redirect-${path}` })),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sign-in", "routes/sign-in.tsx"),
  route("sign-up", "routes/sign-up.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("registration/:propertyId", "routes/registration.tsx"),
  route("registration-submit", "routes/registration-submit.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  // the club office (issue 15): one layout that checks the staff member, a module per section
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/home.tsx"),
    route("members", "routes/admin/members.tsx"),
    route("members/:id", "routes/admin/member.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("audit", "routes/admin/audit.tsx"),
  ]),
  route("staff-invite/:token", "routes/staff-invite.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
