import type { RouterContextProvider } from "react-router";
import { LANGUAGES, type Language } from "../../common/language";
import { app } from "./app-context.server.ts";
import { NAMESPACES, type Catalogue, type Namespace, type PageMessages } from "./i18n";

/** Every catalogue, web/locales/<language>/<namespace>.json: the server's bundle holds them all, the browser's none. */
const files = import.meta.glob<Catalogue>("../locales/*/*.json", { eager: true, import: "default" });

export const CATALOGUES = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      NAMESPACES.map((namespace) => {
        const catalogue = files[`../locales/${language}/${namespace}.json`];
        if (!catalogue) throw new Error(`No catalogue web/locales/${language}/${namespace}.json`);
        return [namespace, catalogue];
      }),
    ),
  ]),
) as Record<Language, Record<Namespace, Catalogue>>;

/**
 * What a loader sends for the texts of its part of the page: the request's language (server/web.ts decided it) and
 * the catalogues of `namespaces` in that language. The page renders with them and hydrates with them (web/lib/i18n.ts).
 */
export function messagesFor(context: Readonly<RouterContextProvider>, namespaces: readonly Namespace[]): PageMessages {
  const { language } = app(context);
  return {
    language,
    catalogues: Object.fromEntries(namespaces.map((namespace) => [namespace, CATALOGUES[language][namespace]])),
  };
}
