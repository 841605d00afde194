import { CLUB_CONTACT } from "../../common/club";
import { LANGUAGE_PARAM, LANGUAGES, type Language } from "../../common/language";
import { mediaUrl } from "../../common/media";
import { metaT, pageLanguage } from "../lib/i18n";

/**
 * The club's name and contact details, in English: the pages not yet translated, the payment window. The frame says
 * them in the page's language from the `common` catalogue (site.*).
 */
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

/** Open Graph's name of each language's locale. */
const OG_LOCALES: Record<Language, string> = { en: "en_IN", hi: "hi_IN" };

/**
 * The page in each language, for search engines: `?lng=` chooses one (and keeps it in a cookie); the bare address
 * (x-default) answers in the visitor's own (the cookie, else the browser's languages).
 */
function alternates(origin: string, pathname: string) {
  return [
    ...LANGUAGES.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: `${origin}${pathname}?${LANGUAGE_PARAM}=${language}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${pathname}` },
  ];
}

/**
 * A page's title, description and Open Graph tags, for a route's `meta`.
 * `image` is a media key (common/media.ts); the 1600 px WebP is used for link previews. Link previews need
 * absolute addresses, so og:url and og:image start with the site's origin (PUBLIC_URL). A page that search engines
 * may index names its versions in English and Hindi (hreflang). The club's name is said in the page's language.
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
  const origin = siteOrigin(args);
  const language = args ? pageLanguage(args.matches) : "en";
  const name = args ? metaT(args.matches, "common")("site.name", { defaultValue: site.name }) : site.name;
  const full = `${title} | ${name}`;
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:site_name", content: name },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: OG_LOCALES[language] },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    ...(args ? [{ property: "og:url", content: `${origin}${args.location.pathname}` }] : []),
    { property: "og:image", content: `${origin}${mediaUrl(image, 1600)}` },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(args && !noindex ? alternates(origin, args.location.pathname) : []),
  ];
}
