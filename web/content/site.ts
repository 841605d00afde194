import { mediaUrl } from "../../common/media";

/** The club's name and contact details, used by the header, footer and page titles. */
export const site = {
  name: "Vedanta Wellness Club",
  shortName: "Vedanta Club",
  tagline: "Yoga, Ayurveda and eco-designed homes in the Himalayas",
  email: "care@vedantaclub.in",
  phone: "+91 98160 40000",
  address: "Village Kather, Solan, Himachal Pradesh 173212",
} as const;

export const pageTitle = (title: string) => `${title} | ${site.name}`;

/**
 * A page's title, description and Open Graph tags, for a route's `meta`.
 * `image` is a media key (common/media.ts); the 1600 px WebP is used for link previews.
 */
export function seo({ title, description, image = "types/vedantavillas", noindex = false }: {
  title: string;
  description: string;
  image?: string;
  noindex?: boolean;
}) {
  const full = pageTitle(title);
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: "website" },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { property: "og:image", content: mediaUrl(image, 1600) },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
