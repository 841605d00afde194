import type { Route } from "./+types/robots";
import { app } from "../lib/app-context.server.ts";

/**
 * /robots.txt: every public page may be crawled and indexed, the account pages too (people look for them by
 * name); the member area (whose pages also say noindex) and the API may not. The sitemap lists the pages worth
 * finding, not the account and notice pages.
 */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /dashboard",
    "Disallow: /registration/",
    "Disallow: /registration-submit",
    "Disallow: /booking-review",
    "Disallow: /payment-method",
    "",
    `Sitemap: ${app(context).services.config.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
