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
