import type { FastifyRequest } from "fastify";
import { hasTokenCookieHeader } from "../modules/auth/session-cookie.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence in depth (the `token` cookie is already SameSite=Strict): a state-changing request
 * that carries the session cookie must come from the site itself. Its `Origin` (or, without one, its
 * `Referer`) must be the site's address (PUBLIC_URL) or the address the request was made to; a
 * request that names neither is let through (browsers send Origin on every cross-site POST), and a
 * call with `Authorization: Bearer` carries no ambient authority, so it is never refused.
 */
export function refuseForeignOrigin(request: FastifyRequest, publicUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (!hasTokenCookieHeader(request.headers.cookie)) return false;
  if (/^Bearer\s/i.test(request.headers.authorization ?? "")) return false;
  const claimed = request.headers.origin ?? request.headers.referer;
  if (claimed === undefined) return false;
  const origin = originOf(claimed);
  if (!origin) return true;
  return origin !== originOf(publicUrl) && origin !== originOf(`${request.protocol}://${request.host}`);
}

/** `scheme://host[:port]` of an address, lower-cased; undefined for "null" or anything that is not a URL. */
function originOf(address: string): string | undefined {
  if (!URL.canParse(address)) return undefined;
  const { origin } = new URL(address);
  return origin === "null" ? undefined : origin.toLowerCase();
}
