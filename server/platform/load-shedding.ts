import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import underPressure from "@fastify/under-pressure";
import { messages } from "../../common/messages.ts";
import type { LoadLimits } from "../config.ts";

/**
 * Load the process cannot serve in time is turned away at once with 503 and Retry-After (decision 029), so what is
 * admitted is answered quickly and `/api/health` keeps answering. Two measures, each off at 0:
 * - requests in flight (admitted, not yet answered or hung up; `admission`, in Node's listener before Fastify, so a
 *   request turned away costs a few microseconds): on the embedded database every query shares one connection, and on
 *   PostgreSQL the pool's few, so a request admitted beyond this waits behind the others' database work and their
 *   rendering; a request carrying a session cookie (a member or the staff, signed in) is turned away only at twice it;
 * - the event loop's delay (mean over a sample, by @fastify/under-pressure, `watchEventLoop`): the process is busy.
 * Exempt: `/api/health`, the built and drawn files (`/assets/`, `/media/`) and the cached public pages (answered
 * before either, server/web.ts). A page is turned away with a small HTML page, the API with its JSON envelope.
 */
export function admission(limits: LoadLimits) {
  let inFlight = 0;
  const release = () => inFlight--;
  return {
    /** Whether the request may go on; when not, it was answered 503. */
    admit(req: IncomingMessage, res: ServerResponse): boolean {
      const url = req.url ?? "/";
      if (limits.maxInFlight <= 0 || isExempt(url)) return true;
      const limit = hasSessionCookie(req.headers.cookie) ? 2 * limits.maxInFlight : limits.maxInFlight;
      if (inFlight >= limit) {
        const answer = isApi(url) ? busyApi : busyPage;
        res.writeHead(503, answer.headers).end(req.method === "HEAD" ? undefined : answer.body);
        return false;
      }
      inFlight++;
      // once, when the answer was sent or its client hung up
      res.once("close", release);
      return true;
    },
    /** Requests admitted and not yet answered. */
    inFlight: () => inFlight,
  };
}

/** Turns requests away while the event loop's mean delay is beyond the limit (off at 0). */
export async function watchEventLoop(app: FastifyInstance, limits: LoadLimits): Promise<void> {
  if (limits.maxEventLoopDelayMs <= 0) return;
  // the start's own work (opening the database, building the app) is no load: measured from two samples after listening
  let measuredFrom = Infinity;
  app.addHook("onListen", async () => {
    measuredFrom = performance.now() + 2 * limits.sampleIntervalMs;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    sampleInterval: limits.sampleIntervalMs,
    retryAfter: BUSY_RETRY_AFTER_SECONDS,
    // nothing returned: the request goes on; a payload returned: the plugin sends it (with the status set here)
    pressureHandler: (request: FastifyRequest, reply: FastifyReply) => {
      if (isExempt(request.url) || reply.sent || performance.now() < measuredFrom) return;
      const answer = isApi(request.url) ? busyApi : busyPage;
      reply.code(503).headers(answer.headers);
      return answer.body as unknown as void;
    },
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** How many requests are admitted and not yet answered (the load-shedding measure). */
    requestsInFlight(): number;
  }
}

function isExempt(url: string): boolean {
  return (
    url === "/api/health" || url.startsWith("/api/health?") || url.startsWith("/assets/") || url.startsWith("/media/")
  );
}

function isApi(url: string): boolean {
  return url.startsWith("/api/") || url === "/api" || url.startsWith("/api?");
}

const SESSION_COOKIE = /(?:^|;\s*)token=/;
function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && SESSION_COOKIE.test(cookie);
}

/** Seconds a client turned away is told to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** The headers of every answer turned away: no cache keeps it; the page may load nothing but its own inline style. */
const busyHeaders = (contentType: string, body: string) => ({
  "content-type": contentType,
  // the busy page is in English whatever the visitor's language: said as such
  "content-language": "en",
  "content-length": String(Buffer.byteLength(body)),
  "retry-after": String(BUSY_RETRY_AFTER_SECONDS),
  "cache-control": "no-store",
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
});

const BUSY_PAGE =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>Busy | Vedanta Wellness Club</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>` +
  `<body style="font-family:system-ui,sans-serif;background:#faf6ee;color:#1f3d2b;margin:0;padding:3rem 1.25rem">` +
  `<main style="max-width:36rem;margin:0 auto"><h1 style="font-size:1.5rem">Busy right now</h1>` +
  `<p>${messages.busy}</p><p><a href="" style="color:#1f3d2b">Try again</a></p></main></body></html>`;
const BUSY_JSON = JSON.stringify({ status: 503, message: messages.busy, data: null });
const busyPage = { headers: busyHeaders("text/html; charset=utf-8", BUSY_PAGE), body: Buffer.from(BUSY_PAGE) };
const busyApi = { headers: busyHeaders("application/json; charset=utf-8", BUSY_JSON), body: Buffer.from(BUSY_JSON) };
