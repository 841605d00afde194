import type { Route } from "./+types/robots";

/** /robots.txt: everything public may be indexed; the member area and the API may not. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /dashboard",
    "Disallow: /registration/",
    "Disallow: /registration-submit",
    "Disallow: /sign-in",
    "Disallow: /sign-up",
    "",
    `Sitemap: ${context.services.config.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
