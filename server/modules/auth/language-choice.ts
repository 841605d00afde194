import type { FastifyRequest } from "fastify";
import { LANGUAGE_PARAM, languageFromQuery } from "../../../common/language.ts";
import { safeError } from "../../platform/safe-error.ts";
import type { Services } from "../../services.ts";
import { tokenFromCookieHeader } from "./session-cookie.ts";

/**
 * An onRequest hook: a signed-in member who opens a page with `?lng=hi` or `?lng=en` (the site's language switch, a
 * link that chooses a language) has that language stored, so that their mails follow the choice. Every other request
 * costs a look at its address: only a page's GET with `lng=` in its query and a session cookie is read further, and
 * the database is written only when the language changes.
 */
export function rememberLanguageChoice(services: Pick<Services, "auth">) {
  const marker = `${LANGUAGE_PARAM}=`;
  return async function rememberLanguage(request: FastifyRequest): Promise<void> {
    if (request.method !== "GET" || !request.url.includes(marker) || request.url.startsWith("/api/")) return;
    const language = languageFromQuery(request.url);
    if (!language) return;
    const token = tokenFromCookieHeader(request.headers.cookie);
    if (!token) return;
    // a session that has ended is the page's to deal with (it sends the visitor to sign in)
    const current = await services.auth.authenticate(token).catch(() => null);
    if (!current || current.user.language === language) return;
    // the page is answered whatever happens here: the choice is kept in the visitor's cookie in any case
    await services.auth
      .setLanguage(current.user.id, language)
      .catch((error: unknown) =>
        request.log.warn({ err: safeError(error), requestId: request.id }, "A member's language could not be stored"),
      );
  };
}
