import { publicPaths } from "../content/public-pages";
import type { Route } from "./+types/sitemap";
import { app } from "../lib/app-context.server.ts";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** /sitemap.xml: the public pages, every kind of home and every villa. */
export async function loader({ context }: Route.LoaderArgs) {
  const { config, catalogue } = app(context).services;
  const types = await catalogue.listPropertyTypes();
  const villas = (await Promise.all(types.map((t) => catalogue.listProperties({ slug: t.slug })))).flatMap(
    (r) => r.data,
  );
  const paths = [
    ...publicPaths,
    ...types.map((t) => `/property-number/${t.slug}`),
    ...villas.map((v) => `/property-details/${v._id}`),
  ];
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    paths.map((p) => `  <url><loc>${escapeXml(`${config.publicUrl}${p}`)}</loc></url>`).join("\n") +
    `\n</urlset>\n`;
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
