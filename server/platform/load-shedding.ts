import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import underPressure from "@fastify/under-pressure";
import { messages } from "../../common/messages.ts";
import type { LoadLimits } from "../config.ts";

/**
 * Load the process cannot serve in time is turned away at once with 503 and Retry-After (decision 029), so what is
 * admitted is answered quickly and `/api/health` keeps answering. Two measures, each off at 0:
 * - requests in flight (admitted, not yet answered or hung up): on the embedded database every query shares one
 *   connection, and on PostgreSQL the pool's few, so a request admitted beyond this waits behind the others' database
 *   work; a request carrying a session cookie (a member or the staff, signed in) is turned away only at twice it;
 * - the event loop's delay (mean over a sample, by @fastify/under-pressure): the process is busy computing.
 * Exempt: `/api/health`, the built and drawn files (`/assets/`, `/media/`) and the cached public pages (answered
 * before Fastify, server/web.ts). A page is turned away with a small HTML page, the API with its JSON envelope.
 */
export async function shedLoad(app: FastifyInstance, limits: LoadLimits): Promise<void> {
  let inFlight = 0;
  if (limits.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      sampleInterval: limits.sampleIntervalMs,
      retryAfter: limits.retryAfterSeconds,
      // nothing returned: the request goes on; a payload returned: the plugin sends it (with the status set here)
      pressureHandler: (request: FastifyRequest, reply: FastifyReply) => {
        if (isExempt(request.url) || reply.sent) return;
        return busyAnswer(request, reply, limits.retryAfterSeconds) as unknown as void;
      },
    });
  }
  app.decorate("requestsInFlight", () => inFlight);
  if (limits.maxInFlight <= 0) return;
  app.addHook("onRequest", (request, reply, done) => {
    // a cached page answered by an earlier hook, or an address never turned away
    if (reply.sent || isExempt(request.url)) return done();
    const limit = hasSessionCookie(request.headers.cookie) ? 2 * limits.maxInFlight : limits.maxInFlight;
    if (inFlight >= limit) {
      reply.send(busyAnswer(request, reply, limits.retryAfterSeconds));
      return;
    }
    inFlight++;
    // once, when the answer was sent or its client hung up
    reply.raw.once("close", () => inFlight--);
    done();
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** How many requests are admitted and not yet answered (the load-shedding measure). */
    requestsInFlight(): number;
  }
}

function isExempt(url: string): boolean {
  return url === "/api/health" || url.startsWith("/api/health?") || url.startsWith("/assets/") || url.startsWith("/media/");
}

const SESSION_COOKIE = /(?:^|;\s*)token=/;
function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && SESSION_COOKIE.test(cookie);
}

/** Sets the status and headers of a request turned away; its body, for the caller to send. */
function busyAnswer(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): string {
  reply.code(503).header("retry-after", String(retryAfterSeconds)).header("cache-control", "no-store");
  if (request.url.startsWith("/api/") || request.url === "/api" || request.url.startsWith("/api?")) {
    reply.type("application/json; charset=utf-8");
    return JSON.stringify({ status: 503, message: messages.busy, data: null });
  }
  reply.type("text/html; charset=utf-8");
  return BUSY_PAGE;
}

const BUSY_PAGE =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>Busy | Vedanta Wellness Club</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>` +
  `<body style="font-family:system-ui,sans-serif;background:#faf6ee;color:#1f3d2b;margin:0;padding:3rem 1.25rem">` +
  `<main style="max-width:36rem;margin:0 auto"><h1 style="font-size:1.5rem">Busy right now</h1>` +
  `<p>${messages.busy}</p><p><a href="" style="color:#1f3d2b">Try again</a></p></main></body></html>`;
