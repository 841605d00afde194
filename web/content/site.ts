import { CLUB_CONTACT } from "../../common/club";
import { mediaUrl } from "../../common/media";

/** The club's name and contact details, used by the header, footer and page titles. */
export const site = {
  name: CLUB_CONTACT.name,
  shortName: "Vedanta Club",
  tagline: "Yoga, Ayurveda and eco-designed homes in the Himalayas",
  email: CLUB_CONTACT.email,
  phone: CLUB_CONTACT.phone,
  address: CLUB_CONTACT.address,
} as const;

export const pageTitle = (title: string) => `${title} | ${site.name}`;

/** What a route's `meta` receives that `seo` reads: the root route's `origin` (PUBLIC_URL) and the page's path. */
export type PageMetaArgs = {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  location: { pathname: string };
};

/** The site's absolute address, from the root loader (PUBLIC_URL); "" when it is not known. */
function siteOrigin(args?: PageMetaArgs): string {
  const root = args?.matches.find((m) => m?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/**
 * A page's title, description and Open Graph tags, for a route's `meta`.
 * `image` is a media key (common/media.ts); the 1600 px WebP is used for link previews. Link previews need
 * absolute addresses, so og:url and og:image start with the site's origin (PUBLIC_URL).
 */
export function seo(
  {
    title,
    description,
    image = "types/vedantavillas",
    noindex = false,
  }: { title: string; description: string; image?: string; noindex?: boolean },
  args?: PageMetaArgs,
) {
  const full = pageTitle(title);
  const origin = siteOrigin(args);
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: "website" },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    ...(args ? [{ property: "og:url", content: `${origin}${args.location.pathname}` }] : []),
    { property: "og:image", content: `${origin}${mediaUrl(image, 1600)}` },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
