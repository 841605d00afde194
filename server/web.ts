import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { messages } from "../common/messages.ts";
import { OUTAGE_RETRY_AFTER_SECONDS } from "./platform/database-outage.ts";
import { applyPagePolicy, isPersonalPage, PERSONAL_CACHE_CONTROL } from "./platform/security-headers.ts";
import type { Services } from "./services.ts";

/** Request bodies of the site's own forms (urlencoded posts) are small: larger ones answer 413 at once. */
export const SITE_BODY_LIMIT = 64 * 1024;

/** Hands a request to the React Router site (SSR, loaders and actions). */
export type WebHandler = (request: FastifyRequest, reply: FastifyReply, services: Services) => Promise<FastifyReply>;

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The client's address (behind a proxy, from X-Forwarded-For), for rate limits. */
    clientAddress: string;
    /** This answer's Content-Security-Policy nonce: every inline script of the page carries it. */
    cspNonce: string;
    /** Filled while the request is handled (entry.server's handleError): what went wrong, if anything. */
    outcome: { databaseUnavailable?: boolean };
  }
}

/** The Fetch API request React Router expects, made from Fastify's (the body read by the site's parser, at most SITE_BODY_LIMIT). */
function toWebRequest(request: FastifyRequest): Request {
  const origin = `${request.protocol}://${request.host}`;
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
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
function handlerFor(build: () => Promise<ServerBuild>, mode: string): WebHandler {
  let handle: ReturnType<typeof createRequestHandler> | undefined;
  return async (request, reply, services) => {
    handle ??= createRequestHandler(build, mode);
    const outcome: { databaseUnavailable?: boolean } = {};
    const cspNonce = applyPagePolicy(reply);
    const response = await handle(toWebRequest(request), { services, clientAddress: request.ip, outcome, cspNonce });
    if (outcome.databaseUnavailable && response.status >= 500) return sendUnavailablePage(reply);
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name === "set-cookie") continue;
      reply.header(name, value);
    }
    if (isPersonalPage(request.url)) reply.header("cache-control", PERSONAL_CACHE_CONTROL);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    if (!response.body) return reply.send();
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };
}

/** The page of a request that failed because the database could not be reached. */
function sendUnavailablePage(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header("retry-after", String(OUTAGE_RETRY_AFTER_SECONDS))
    .header("cache-control", "no-store")
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
