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

/** A namespace's catalogue cut to some of its top-level keys, made once per language, namespace and keys. */
const cuts = new Map<string, Catalogue>();

function cut(language: Language, namespace: Namespace, keys: readonly string[]): Catalogue {
  const id = `${language}/${namespace}/${keys.join(",")}`;
  let catalogue = cuts.get(id);
  if (!catalogue) {
    const whole = CATALOGUES[language][namespace];
    catalogue = Object.fromEntries(
      keys.map((key) => {
        if (!(key in whole)) throw new Error(`No key ${key} in web/locales/${language}/${namespace}.json`);
        return [key, whole[key]];
      }),
    );
    cuts.set(id, catalogue);
  }
  return catalogue;
}

/**
 * What a loader sends for the texts of its part of the page: the request's language (server/web.ts decided it) and
 * the catalogues of `namespaces` in that language. The page renders with them and hydrates with them (web/lib/i18n.ts).
 * `parts` sends only some top-level keys of a namespace that holds the words of many pages (`pages`: one page's and
 * the shared ones), so a page carries its own words and not every page's.
 */
export function messagesFor(
  context: Readonly<RouterContextProvider>,
  namespaces: readonly Namespace[],
  parts: Partial<Record<Namespace, readonly string[]>> = {},
): PageMessages {
  const { language } = app(context);
  return {
    language,
    catalogues: Object.fromEntries(
      namespaces.map((namespace) => {
        const keys = parts[namespace];
        return [namespace, keys ? cut(language, namespace, keys) : CATALOGUES[language][namespace]];
      }),
    ),
  };
}
