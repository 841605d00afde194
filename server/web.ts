import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { appContext } from "../web/lib/app-context.server.ts";
import { languageCookie, languageFromCookie, languageFromQuery } from "../common/language.ts";
import { requestLanguage } from "./platform/language.ts";
import { messages } from "../common/messages.ts";
import { hasControlCharacters } from "../common/text.ts";
import { clientGoneSignal } from "./platform/client-gone.ts";
import { OUTAGE_RETRY_AFTER_SECONDS } from "./platform/database-outage.ts";
import {
  chooseEncoding,
  etagMatches,
  isAnonymousRead,
  isCacheablePageRequest,
  makeCachedPage,
  type CachedPage,
  type PageCache,
} from "./platform/page-cache.ts";
import { applyPagePolicy, HSTS, isPersonalPage, PERSONAL_CACHE_CONTROL } from "./platform/security-headers.ts";
import type { Services } from "./services.ts";
import { MAX_UPLOAD_BYTES } from "../common/registration.ts";

/** Request bodies of the site's own forms (urlencoded posts) are small: larger ones answer 413 at once. */
export const SITE_BODY_LIMIT = 64 * 1024;
/**
 * A form with files posted without JavaScript (the application's documents, a receipt, a signature): up to four
 * files of MAX_UPLOAD_BYTES and the form's fields. Each file is checked again by the files service.
 */
export const SITE_UPLOAD_LIMIT = 4 * MAX_UPLOAD_BYTES + SITE_BODY_LIMIT;

/** Hands a request to the React Router site (SSR, loaders and actions). */
export type WebHandler = (request: FastifyRequest, reply: FastifyReply, services: Services) => Promise<FastifyReply>;

/**
 * The Fetch API request React Router expects, made from Fastify's (the body read by the site's parser, at most
 * SITE_BODY_LIMIT). Its signal aborts when the connection closes before the answer is sent (the client hung up): the
 * loaders see it and start no more database work, and the render stops (web/entry.server.tsx).
 */
function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: clientGoneSignal(reply),
    ...(hasBody && Buffer.isBuffer(request.body) ? { body: request.body } : {}),
  } as RequestInit);
}

/**
 * The bridge: Fastify → React Router → Fastify. Fastify sends the answer, so its hooks (compression)
 * apply to pages as to the API. The answer is read whole before it is sent: a page is a few tens of
 * KB, and a buffer has no stream between React and the socket that a client hanging up could break
 * (an unhandled stream error ends the process). A page that failed because the database could not
 * be reached answers 503 with Retry-After, as the API does.
 */
/**
 * The site's own AppContext key: the one its bundle made (web/entry.server.tsx exports it), since a context is
 * found by identity and the server's bundle has its own copy of the module.
 */
function appContextOf(build: ServerBuild) {
  return (build.entry.module as unknown as { appContext: typeof appContext }).appContext;
}

/**
 * What a page's answer varies with besides its encoding (which compression adds): the language (Accept-Language, the
 * `lng` cookie) and the session (the cookie). Shared caches keep one copy per combination, or none.
 */
export const PAGE_VARY = "Accept-Language, Cookie";

function handlerFor(build: () => Promise<ServerBuild>, mode: string): WebHandler {
  let handle: ReturnType<typeof createRequestHandler> | undefined;
  return async (request, reply, services) => {
    handle ??= createRequestHandler(build, mode);
    // no page takes a control character in its address: refused here, before any loader reads a param or the query
    if (unreadableAddress(request.url)) return sendBadAddressPage(reply);
    const cache = services.pageCache;
    // a cached page was answered by `servePageFromCache` before this handler: this one renders it
    const cacheable = isCacheablePageRequest(request.method, request.url, request.headers.cookie);
    const language = requestLanguage(request);
    const generation = cache.generation;
    const outcome: { databaseUnavailable?: boolean } = {};
    const cspNonce = applyPagePolicy(reply, services.config.razorpay);
    const webRequest = toWebRequest(request, reply);
    const context = new RouterContextProvider();
    context.set(appContextOf(await build()), {
      services,
      clientAddress: request.ip,
      outcome,
      cspNonce,
      language,
    });
    const response = await handle(webRequest, context).catch((error: unknown) => {
      if (webRequest.signal.aborted) return undefined;
      throw error;
    });
    if (!response || webRequest.signal.aborted) {
      // nobody to answer: the loaders and the render were stopped; what they made is dropped
      await response?.body?.cancel().catch(() => {});
      reply.hijack();
      if (!reply.raw.destroyed) reply.raw.destroy();
      return reply;
    }
    if (outcome.databaseUnavailable && response.status >= 500) return sendUnavailablePage(reply);
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name === "set-cookie") continue;
      reply.header(name, value);
    }
    reply.header("content-language", language);
    reply.header("vary", PAGE_VARY);
    if (isPersonalPage(request.url)) reply.header("cache-control", PERSONAL_CACHE_CONTROL);
    // a page rendered for one visitor is not for shared caches
    else if (!response.headers.has("cache-control")) reply.header("cache-control", "private, no-cache");
    const cookies = response.headers.getSetCookie();
    const chosen = languageChoiceCookie(request.url, request.headers.cookie, services.config.publicUrl);
    const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
    if (body && cacheable && response.status === 200 && !cookies.length && !response.headers.has("cache-control")) {
      const page = makeCachedPage({ status: response.status, headers: reply.getHeaders(), body });
      void cache.set(language, request.url, page, generation);
      return sendCachedPage(request, reply, page, chosen);
    }
    if (chosen) cookies.push(chosen);
    if (cookies.length) reply.header("set-cookie", cookies);
    return reply.send(body);
  };
}

/**
 * Answers a request for a cached public page first thing (an onRequest hook, before the per-request
 * work of the security headers: the cached answer carries the headers it was first sent with).
 */
export function servePageFromCache(cache: PageCache, publicUrl: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isCacheablePageRequest(request.method, request.url, request.headers.cookie)) return;
    const page = cache.get(requestLanguage(request), request.url);
    if (!page) return;
    // the answer is written as it is: no other hook or handler runs for it
    reply.hijack();
    const chosen = languageChoiceCookie(request.url, request.headers.cookie, publicUrl);
    // request.protocol follows X-Forwarded-Proto only from the proxies TRUST_PROXY trusts
    writeCachedPage(request.raw, reply.raw, page, request.protocol === "https", chosen);
  };
}

/**
 * The `lng` cookie a page's answer sets: a link with `?lng=` (the language switch, an hreflang alternate) chooses the
 * language, kept for the next pages unless the visitor's cookie already says it.
 */
function languageChoiceCookie(url: string, cookieHeader: string | undefined, publicUrl: string): string | undefined {
  const chosen = languageFromQuery(url);
  if (!chosen || chosen === languageFromCookie(cookieHeader)) return undefined;
  return languageCookie(chosen, publicUrl.startsWith("https:"));
}

/** A cached page's headers for an answer that also sets the language's cookie: for this visitor, not shared caches. */
const withLanguageCookie = <H extends Record<string, unknown>>(headers: H, cookie: string | undefined) =>
  cookie ? { ...headers, "set-cookie": cookie, "cache-control": "private, no-cache" } : headers;

/**
 * The same answer straight from Node's HTTP server, before Fastify sees the request (the server's
 * request listener, server/app.ts): true when it answered. It leaves to Fastify a request whose
 * protocol a trusted proxy may vouch for (X-Forwarded-Proto: HSTS needs Fastify's proxy trust).
 */
export function answerFromMemory(cache: PageCache, trustsProxies: boolean, publicUrl: string) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    // only listed public pages enter the cache, so a hit is one (the language and the path are the key)
    const url = req.url ?? "";
    const page = cache.get(requestLanguage(req), url);
    if (!page || !isAnonymousRead(req.method, req.headers.cookie)) return false;
    if (trustsProxies && req.headers["x-forwarded-proto"] !== undefined) return false;
    writeCachedPage(req, res, page, false, languageChoiceCookie(url, req.headers.cookie, publicUrl));
    return true;
  };
}

/**
 * Writes a cached page: its bytes in the encoding the client takes, or 304 when the client has them; with the
 * language's cookie when the address chose the language.
 */
function writeCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  https: boolean,
  languageCookie?: string,
) {
  const hsts = https ? { "strict-transport-security": HSTS } : undefined;
  if (etagMatches(req.headers["if-none-match"], page.etag)) {
    res.writeHead(304, withLanguageCookie({ ...page.headers, ...hsts }, languageCookie)).end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const headers =
    hsts || languageCookie
      ? withLanguageCookie({ ...page.answerHeaders[encoding], ...hsts }, languageCookie)
      : page.answerHeaders[encoding];
  res.writeHead(page.status, headers).end(req.method === "HEAD" ? undefined : page[encoding]);
}

/** A page from the cache: its bytes in the encoding the client takes, or 304 when the client has them. */
function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  languageCookie?: string,
): FastifyReply {
  reply.headers(withLanguageCookie(page.headers, languageCookie));
  if (etagMatches(request.headers["if-none-match"], page.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.code(page.status).send(page[encoding]);
}

/**
 * Whether a page's address holds what no page takes: a control character (NUL, …) in a segment of its path or in a
 * name or value of its query, once %-decoded (the rule of every text the club is sent, common/text.ts), or a
 * %-escape that does not decode.
 */
export function unreadableAddress(url: string): boolean {
  const at = url.indexOf("?");
  const path = at === -1 ? url : url.slice(0, at);
  try {
    if (hasControlCharacters(decodeURIComponent(path))) return true;
  } catch {
    return true;
  }
  if (at === -1) return false;
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    if (hasControlCharacters(name) || hasControlCharacters(value)) return true;
  }
  return false;
}

/** The page of an address no page takes (unreadableAddress): 400, as the API answers such a request. */
function sendBadAddressPage(reply: FastifyReply): FastifyReply {
  return (
    reply
      .code(400)
      .header("cache-control", "no-store")
      // these plain pages are in English whatever the visitor's language: said as such
      .header("content-language", "en")
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<title>Address not valid | Vedanta Wellness Club</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>` +
          `<body style="font-family:system-ui,sans-serif;background:#faf6ee;color:#1f3d2b;margin:0;padding:3rem 1.25rem">` +
          `<main style="max-width:36rem;margin:0 auto"><h1 style="font-size:1.5rem">Address not valid</h1>` +
          `<p>${messages.addressNotValid}</p><p><a href="/" style="color:#1f3d2b">Go to the home page</a></p></main></body></html>`,
      )
  );
}

/** The page of a request that failed because the database could not be reached. */
function sendUnavailablePage(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header("retry-after", String(OUTAGE_RETRY_AFTER_SECONDS))
    .header("cache-control", "no-store")
    .header("content-language", "en")
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Briefly unavailable | Vedanta Wellness Club</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>` +
        `<body style="font-family:system-ui,sans-serif;background:#faf6ee;color:#1f3d2b;margin:0;padding:3rem 1.25rem">` +
        `<main style="max-width:36rem;margin:0 auto"><h1 style="font-size:1.5rem">Briefly unavailable</h1>` +
        `<p>${messages.serviceUnavailable}</p><p><a href="" style="color:#1f3d2b">Try again</a></p></main></body></html>`,
    );
}

/** The production site: the server bundle that `react-router build` wrote. */
export async function productionWeb(buildDir: string): Promise<WebHandler> {
  const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
  return handlerFor(async () => build, "production");
}

/** The development site: modules loaded through Vite on every request, with hot reload. */
export function developmentWeb(loadBuild: () => Promise<ServerBuild>): WebHandler {
  return handlerFor(loadBuild, "development");
}
