/**
 * The address of the page a loader or action serves. React Router hands loaders the raw request, whose URL on a
 * client-side navigation is its data request's (`/courses.data`, `/_root.data`, with `_routes` and `index` in the
 * query); this is the page's own address, as the `url` argument of a loader gives it.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data")) {
    const path = url.pathname.slice(0, -".data".length);
    url.pathname = path === "/_root" ? "/" : path;
    url.searchParams.delete("_routes");
    url.searchParams.delete("index");
  }
  return url;
}
