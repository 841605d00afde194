import { PUBLIC_MAX_PAGE_SIZE } from "../../common/programme";
import { publicPaths } from "../content/public-pages";
import type { Route } from "./+types/sitemap";
import { app } from "../lib/app-context.server.ts";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The programme's published items still to come, every page of them. */
async function programmeSlugs(programme: ReturnType<typeof app>["services"]["programme"]): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1, pages = 1; page <= pages && page <= 100; page++) {
    const list = await programme.list({ page, limit: PUBLIC_MAX_PAGE_SIZE });
    slugs.push(...list.items.map((item) => item.slug));
    pages = list.pages;
  }
  return slugs;
}

/** /sitemap.xml: the public pages, every kind of home and every villa, and the programme's items to come. */
export async function loader({ context }: Route.LoaderArgs) {
  const { config, catalogue, programme } = app(context).services;
  const types = await catalogue.listPropertyTypes();
  const villas = (await Promise.all(types.map((t) => catalogue.listProperties({ slug: t.slug })))).flatMap(
    (r) => r.data,
  );
  const paths = [
    ...publicPaths,
    ...types.map((t) => `/property-number/${t.slug}`),
    ...villas.map((v) => `/property-details/${v._id}`),
    ...(await programmeSlugs(programme)).map((slug) => `/events/${slug}`),
  ];
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    paths.map((p) => `  <url><loc>${escapeXml(`${config.publicUrl}${p}`)}</loc></url>`).join("\n") +
    `\n</urlset>\n`;
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
