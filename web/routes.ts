import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** The route table of spec member-side.md §2; modules are added as their issues land. */
export default [
  index("routes/home.tsx"),
  route("property-list", "routes/property-list.tsx"),
  route("property-number/:slug", "routes/property-number.tsx"),
  route("property-details/:id", "routes/property-details.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
