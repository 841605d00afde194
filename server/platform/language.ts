import Negotiator from "negotiator";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  languageFromCookie,
  languageFromQuery,
  type Language,
} from "../../common/language.ts";

/** The best of our languages for an Accept-Language header (hi-IN → hi), or null when it names neither. */
export function languageFromAcceptLanguage(acceptLanguage: string | undefined | null): Language | null {
  if (!acceptLanguage) return null;
  let chosen = seenHeaders.get(acceptLanguage);
  if (chosen === undefined) {
    const found = new Negotiator({ headers: { "accept-language": acceptLanguage } }).language([...LANGUAGES]);
    chosen = isLanguage(found) ? found : null;
    // browsers send a handful of distinct headers: remember them, within bounds
    if (seenHeaders.size > 500) seenHeaders.clear();
    seenHeaders.set(acceptLanguage, chosen);
  }
  return chosen;
}
const seenHeaders = new Map<string, Language | null>();

export interface LanguageRequest {
  /** The request's path and query (or absolute URL). */
  url: string;
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/**
 * The language a request is answered in: a `?lng=` parameter (a link that chooses one, the switch without
 * JavaScript, an hreflang alternate), else the `lng` cookie (the visitor's earlier choice), else the browser's
 * Accept-Language, else English. Decided once per request, by the server (decision 044).
 */
export function negotiateLanguage(request: LanguageRequest): Language {
  return (
    languageFromQuery(request.url) ??
    languageFromCookie(request.cookie) ??
    languageFromAcceptLanguage(request.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}

/** The language of a request as Fastify or Node hands it over (a page's, or an API call's: the `lng` cookie travels). */
export function requestLanguage(request: {
  url?: string;
  headers: { cookie?: string; "accept-language"?: string };
}): Language {
  return negotiateLanguage({
    url: request.url ?? "",
    cookie: request.headers.cookie,
    acceptLanguage: request.headers["accept-language"],
  });
}
