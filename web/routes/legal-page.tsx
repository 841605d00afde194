import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { formatDate } from "../../common/format";
import { LANGUAGE_NAMES, LANGUAGE_PARAM } from "../../common/language";
import { legalPageAt, legalPages, type LegalSection } from "../content/legal";
import { seo, site, type PageMetaArgs } from "../content/site";
import { metaT, useLanguage } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import { pageUrl } from "../lib/page-url.server.ts";
import type { Route } from "./+types/legal-page";

/** The page's words (its own and every policy's title, for the links to the others), in the page's language. */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = legalPageAt(pageUrl(request).pathname);
  return { messages: messagesFor(context, ["legal"], { legal: ["page", "titles", page.key] }) };
}

export const meta = (args: PageMetaArgs) => {
  const page = legalPageAt(args.location.pathname);
  const t = metaT(args.matches, "legal");
  return seo({ title: t(`titles.${page.key}`), description: t(`${page.key}.description`) }, args);
};

/** /privacy-policy, /terms-of-use, /cancellation-and-refund-policy: the same for every visitor of a language. */
export default function LegalPageRoute() {
  const page = legalPageAt(useLocation().pathname);
  const { t } = useTranslation("legal");
  const { t: tc } = useTranslation("common");
  const language = useLanguage();
  // the club's name and address as the frame says them; its e-mail and phone as they are
  const club = { name: tc("site.name"), address: tc("site.address"), email: site.email, phone: site.phone };
  const title = t(`titles.${page.key}`);
  const sections = t(`${page.key}.sections`, { returnObjects: true, ...club }) as LegalSection[];
  return (
    <article aria-labelledby="page-title" className="bg-cream-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
        <nav aria-label={t("page.breadcrumb")}>
          <ol className="flex flex-wrap items-center gap-2 text-sm text-ink/80">
            <li>
              <Link to="/" className="underline underline-offset-4">
                {t("page.home")}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-forest-900">
              {title}
            </li>
          </ol>
        </nav>
        <h1 id="page-title" className="mt-8 text-4xl font-semibold leading-tight text-forest-900 sm:text-5xl">
          {title}
        </h1>
        <p className="mt-3 text-sm text-ink/80">
          {t("page.lastUpdated", { date: formatDate(page.updated, language) })}
        </p>
        {language !== "en" && (
          <p className="mt-4 rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink/90 ring-1 ring-forest-900/10">
            {t("page.englishBinding")}{" "}
            {/* a plain link, as the language switch's: the whole page comes back in English */}
            <a
              href={`${page.path}?${LANGUAGE_PARAM}=en`}
              lang="en"
              hrefLang="en"
              className="font-semibold underline underline-offset-4"
            >
              {LANGUAGE_NAMES.en}
            </a>
          </p>
        )}
        <p className="mt-6 text-lg leading-relaxed text-ink/90">{t(`${page.key}.intro`, club)}</p>
        {sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-semibold text-forest-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-ink/90">
                {paragraph}
              </p>
            ))}
            {section.list && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink/90">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <nav aria-label={t("page.otherPolicies")} className="mt-12 border-t border-forest-900/10 pt-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {legalPages
              .filter((other) => other.path !== page.path)
              .map((other) => (
                <li key={other.path}>
                  <Link to={other.path} className="font-semibold text-forest-900 underline underline-offset-4">
                    {t(`titles.${other.key}`)}
                  </Link>
                </li>
              ))}
            <li>
              <Link to="/contact" className="font-semibold text-forest-900 underline underline-offset-4">
                {t("page.contactUs")}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </article>
  );
}
