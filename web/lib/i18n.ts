import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../common/language";

/**
 * The site's translations (decision record 044). The language of a page is decided once, by the server
 * (server/platform/language.ts `negotiateLanguage`), and the catalogues a page reads travel in its loaders' data: the root's
 * loader sends `common` (the frame), a route's loader the namespaces of its own page (`home`). The server renders
 * with them, and the browser hydrates with the same data, already in the page: no request for messages, and only
 * the page's language and namespaces.
 *
 * Catalogues: web/locales/<language>/<namespace>.json, English the source (its texts are the specs' words).
 */
export const NAMESPACES = [
  "common",
  "home",
  "accounts",
  "application",
  "stays",
  "fullMembership",
  "requests",
  "portal",
  "pages",
  "legal",
  "history",
  "contact",
  "trust",
  "tour",
  "verify",
  "newsletter",
  "catalogue",
  "search",
  "membership",
  "donate",
  "donor",
  "events",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** A catalogue: keys to texts, nested. */
export interface Catalogue {
  [key: string]: string | Catalogue | Catalogue[] | string[];
}

/** What a loader sends for its part of the page: the language and the catalogues of its namespaces. */
export interface PageMessages {
  language: Language;
  catalogues: Partial<Record<Namespace, Catalogue>>;
}

/**
 * One instance per language, for the life of the process (the server's, or the page's). A request never changes an
 * instance's language, so two requests in different languages rendered at once never see each other's texts; the
 * catalogues added to an instance are the same for every request in its language.
 */
const instances = new Map<Language, I18n>();
/** The catalogue object last added per language and namespace: the same object (the server's) is not added again. */
const added = new Map<string, Catalogue>();

function instanceFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: language,
      supportedLngs: [language],
      // every key is in every language (web/locales/catalogues.test.ts): nothing to fall back to
      fallbackLng: false,
      ns: [],
      defaultNS: "common",
      resources: {},
      // the catalogues are at hand: initialised at once, no backend
      initAsync: false,
      // React escapes what it renders
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    instances.set(language, instance);
  }
  return instance;
}

/** The instance of a loader's language, with its catalogues added. */
export function withMessages(messages: PageMessages): I18n {
  const instance = instanceFor(messages.language);
  for (const [namespace, catalogue] of Object.entries(messages.catalogues)) {
    const key = `${messages.language}/${namespace}`;
    if (!catalogue || added.get(key) === catalogue) continue;
    instance.addResourceBundle(messages.language, namespace, catalogue, true, true);
    added.set(key, catalogue);
  }
  return instance;
}

/** The messages in a loader's data (`{ messages }`), if it sent some. */
function messagesOf(loaderData: unknown): PageMessages | undefined {
  const messages = (loaderData as { messages?: PageMessages } | null | undefined)?.messages;
  return messages && isLanguage(messages.language) && messages.catalogues ? messages : undefined;
}

/** The routes of a page as `useMatches()` and a `meta` function see them. */
export type PageMatches = readonly ({ loaderData?: unknown } | undefined)[];

/** A page's language: the root loader's (English when the root loader did not answer). */
export function pageLanguage(matches: PageMatches): Language {
  return messagesOf(matches[0]?.loaderData)?.language ?? DEFAULT_LANGUAGE;
}

/**
 * Whether the page's own content is in the page's language: its deepest route sent its catalogues (a page not yet
 * translated is English within the translated frame, and says so with `lang="en"`).
 */
export function contentTranslated(matches: PageMatches): boolean {
  return matches.length <= 1 || messagesOf(matches[matches.length - 1]?.loaderData) !== undefined;
}

/** The instance of a page's language, with the catalogues every matched route's loader sent. */
export function pageI18n(matches: PageMatches): I18n {
  const language = pageLanguage(matches);
  let instance = instanceFor(language);
  for (const match of matches) {
    const messages = messagesOf(match?.loaderData);
    if (messages?.language === language) instance = withMessages(messages);
  }
  return instance;
}

/** The translation function of one namespace, for a route's `meta` (which runs outside React's components). */
export function metaT<N extends Namespace>(matches: PageMatches, namespace: N): TFunction<N> {
  const instance = pageI18n(matches);
  return instance.getFixedT(instance.language, namespace);
}

/**
 * In the browser, the messages a page already has of its language and `namespaces` (added when it hydrated or with
 * an earlier route's data): for a `clientLoader` that answers without the server (the network down), so the page
 * keeps its words and its `lang`.
 */
export function messagesAtHand(namespaces: readonly Namespace[]): PageMessages | undefined {
  if (typeof document === "undefined") return undefined;
  const language = document.documentElement.lang;
  if (!isLanguage(language)) return undefined;
  const instance = instanceFor(language);
  const catalogues = Object.fromEntries(
    namespaces.map((namespace) => [namespace, instance.getResourceBundle(language, namespace) as Catalogue]),
  );
  return Object.values(catalogues).every(Boolean) ? { language, catalogues } : undefined;
}

/** The page's language, for what a component formats itself (common/format.ts: money, numbers, dates). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Whether a route of the page sent `namespace`'s catalogue: a part shared with a page not yet translated (the villa
 * page's booking box) says its words in the page's language only where its catalogue came with the page, and in
 * English elsewhere, the same on the server and in the browser.
 */
export function useNamespaceSent(namespace: Namespace): boolean {
  const matches = useMatches();
  return matches.some((match) => messagesOf(match.loaderData)?.catalogues[namespace] !== undefined);
}
