import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Picture } from "../../components/picture";
import type { PageHeroContent } from "../../content/page-types";
import { PageLinkButton } from "./page-link";

/**
 * The banner that opens every content page: a full-width scene, a breadcrumb, the page's one h1,
 * an intro and optional calls to action. The scene loads first (priority) at full width.
 */
export function PageHero({ hero }: { hero: PageHeroContent }) {
  const { t } = useTranslation("pages");
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden bg-forest-950 text-cream-50">
      <Picture
        mediaKey={hero.image.key}
        alt={hero.image.alt}
        sizes="100vw"
        width={1600}
        priority
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-forest-950/70 sm:bg-transparent sm:bg-gradient-to-r sm:from-forest-950/95 sm:via-forest-950/70 sm:to-forest-950/15" />
      <div className="absolute inset-x-0 bottom-0 -z-10 h-24 bg-gradient-to-t from-forest-950/60 to-transparent" />
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-8 sm:px-6 sm:pb-28 sm:pt-10 lg:pb-36">
        <nav aria-label={t("shared.breadcrumb")}>
          <ol className="flex flex-wrap items-center gap-2 text-sm text-cream-100/90">
            <li>
              <Link to="/" className="underline-offset-4 hover:underline">
                {t("shared.home")}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-cream-50">
              {hero.title}
            </li>
          </ol>
        </nav>
        <div className="mt-14 max-w-3xl sm:mt-24">
          <p className="eyebrow text-saffron-300">{hero.eyebrow}</p>
          <h1
            id="page-title"
            className="mt-3 text-4xl font-semibold leading-[1.05] text-cream-50 sm:text-6xl lg:text-7xl"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-base leading-relaxed text-cream-100/95 sm:text-lg">{hero.intro}</p>
          {hero.actions && hero.actions.length > 0 && (
            <div className="mt-8 flex flex-wrap gap-3">
              {hero.actions.map((a) => (
                <PageLinkButton key={a.to} link={a} />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
