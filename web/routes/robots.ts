import type { Route } from "./+types/robots";

/**
 * /robots.txt: everything public may be crawled, the sign-in and sign-up pages too (people look for them by
 * name); the member area and the API may not. Status pages (coming soon, document not found) say noindex.
 */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /dashboard",
    "Disallow: /registration/",
    "Disallow: /registration-submit",
    "",
    `Sitemap: ${context.services.config.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
