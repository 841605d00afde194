import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, LANGUAGE_PARAM, LANGUAGES, type Language } from "../../../common/language";

/** The current page in another language: its address with `?lng=` (its other query parameters kept). */
function addressIn(language: Language, pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_PARAM, language);
  return `${pathname}?${query}`;
}

/**
 * English · हिन्दी: links to this page in each language, each named in its own language and script. Plain links, not
 * the router's: the server answers in the chosen language and keeps the choice in the `lng` cookie, so it works
 * before (or without) the page's script, and the whole page, frame included, comes back in that language.
 * `group` names the links as a group inside another navigation (the side menu); in the header they are a landmark.
 */
export function LanguageSwitch({ group = false, className = "" }: { group?: boolean; className?: string }) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const links = (
    <ul className="flex items-center gap-1">
      {LANGUAGES.map((language) => {
        const current = language === i18n.language;
        return (
          <li key={language}>
            <a
              href={addressIn(language, pathname, search)}
              lang={language}
              hrefLang={language}
              aria-current={current ? "true" : undefined}
              // a fixed height and line: the two scripts' fonts arrive late and have other line metrics, and the
              // switch sits above the whole page, which would move with it (a layout shift of the whole page)
              className={`flex h-6 items-center rounded-full px-2.5 leading-none underline-offset-4 hover:underline ${
                current ? "bg-forest-900 font-semibold text-cream-50" : ""
              }`}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        );
      })}
    </ul>
  );
  return group ? (
    <div role="group" aria-label={t("language.label")} className={className}>
      {links}
    </div>
  ) : (
    <nav aria-label={t("language.label")} className={className}>
      {links}
    </nav>
  );
}
