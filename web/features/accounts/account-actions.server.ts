import { REMEMBER_ME_DAYS } from "../../../common/auth-limits";
import { clearedTokenCookie, tokenCookieOptions, tokenSetCookie } from "../../../server/modules/auth/session-cookie";
import { type AppContext } from "../../lib/app-context.server.ts";
import { pageUrl } from "../../lib/page-url.server.ts";

type Services = AppContext["services"];

const cookieOptions = (request: Request, services: Services, maxAgeSeconds?: number) =>
  tokenCookieOptions({
    production: services.config.production,
    https: pageUrl(request).protocol === "https:",
    maxAgeSeconds,
  });

/** The `token` cookie of a new session, exactly as POST /api/auth/login sets it (remember-me: REMEMBER_ME_DAYS, else a browser-session cookie). */
export function sessionCookie(request: Request, services: Services, token: string, remember: boolean): string {
  return tokenSetCookie(token, cookieOptions(request, services, remember ? REMEMBER_ME_DAYS * 86_400 : undefined));
}

/** Removes the `token` cookie (after a password reset, as POST /api/auth/reset-password does). */
export function clearSessionCookie(request: Request, services: Services): string {
  return clearedTokenCookie(cookieOptions(request, services));
}

/** Where a member goes after sign-in: the application of their first property, or null without one. */
export async function firstPropertyPathFor(services: Services, userId: string): Promise<string | null> {
  try {
    const first = (await services.auth.listMemberProperties(userId))[0] as { _id?: unknown } | undefined;
    return first && typeof first._id === "string" && first._id
      ? `/registration/${encodeURIComponent(first._id)}`
      : null;
  } catch {
    return null;
  }
}
