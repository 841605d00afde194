/**
 * The languages the club's site and mails speak: English (the specs' words, and the fallback) and Hindi. Which one
 * a request is answered in is the server's to say, once (server/platform/language.ts: the page cache answers before
 * React renders); the browser's code reads these names and constants alone.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie that keeps a visitor's choice (the language switch, or a `?lng=` link). */
export const LANGUAGE_COOKIE = "lng";
/** The query parameter that chooses the language of one page (and is then kept in the cookie). */
export const LANGUAGE_PARAM = "lng";
/** A year: the choice outlives sessions. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each language's own name, as its readers write it (the switch shows these). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

/** The locale `Intl` formats numbers, money and dates with: Indian grouping in both (₹1,00,000), Latin digits. */
export const INTL_LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The `lng` cookie's value in a Cookie header, when it names a language we speak. */
export function languageFromCookie(cookieHeader: string | undefined | null): Language | null {
  if (!cookieHeader) return null;
  const match = /(?:^|;\s*)lng=([^;]*)/.exec(cookieHeader);
  const value = match?.[1]?.trim();
  return isLanguage(value) ? value : null;
}

/** The language `?lng=` asks for in a URL (path and query, or absolute), when it names one we speak. */
export function languageFromQuery(url: string): Language | null {
  const at = url.indexOf("?");
  if (at < 0) return null;
  const value = new URLSearchParams(url.slice(at + 1)).get(LANGUAGE_PARAM);
  return isLanguage(value) ? value : null;
}

/** The Set-Cookie value that keeps a chosen language (readable by the page's script: it is no secret). */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
