import { data, redirect } from "react-router";
import { isStaffRole, roleAllows, type StaffRole } from "../../common/auth-limits";
import { officeMessages } from "../../common/office";
import { signInPath } from "../../common/sign-in-redirect";
import { isAppError } from "../../common/app-error";
import { hasTokenCookieHeader, tokenFromCookieHeader } from "../../server/modules/auth/session-cookie";
import { type AppContext } from "./app-context.server.ts";
import { pageUrl } from "./page-url.server.ts";

/** A service's refusal (an AppError: status, message and headers such as Retry-After), or null for any other error. */
export function serviceRefusal(
  error: unknown,
): { status: number; message: string; headers: Record<string, string> } | null {
  if (!isAppError(error)) return null;
  return { status: error.status, message: error.message ?? "", headers: error.headers ?? {} };
}

/** Turns a service's AppError into a route error response with the same status and message. */
export async function orRouteError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isAppError(error)) throw data(error.message ?? "", { status: error.status });
    throw error;
  }
}

/** Whether the request carries the `token` cookie (spec: signed-in state derives from its presence). */
export function hasTokenCookie(request: Request): boolean {
  return hasTokenCookieHeader(request.headers.get("cookie"));
}

/** Whether the request carries a live session (a token that is valid, unexpired and not revoked). */
export async function hasLiveSession(request: Request, services: AppContext["services"]): Promise<boolean> {
  const token = tokenFromCookieHeader(request.headers.get("cookie"));
  if (!token) return false;
  try {
    await services.auth.authenticate(token);
    return true;
  } catch {
    return false;
  }
}

/** The signed-in member of a request, or null (no token, or its session has ended). */
export async function signedInMember(request: Request, services: AppContext["services"]) {
  const token = tokenFromCookieHeader(request.headers.get("cookie"));
  if (!token) return null;
  try {
    return (await services.auth.authenticate(token)).user;
  } catch {
    return null;
  }
}

/**
 * The signed-in staff member of an office page, whose role is one of `roles` (an administrator always):
 * without a session → sign-in and back; a member, or staff of another role → 403 (the page's error).
 */
export async function signedInStaff(request: Request, services: AppContext["services"], roles: readonly StaffRole[]) {
  const user = await signedInMember(request, services);
  const url = pageUrl(request);
  if (!user) throw redirect(signInPath(`${url.pathname}${url.search}`));
  if (!isStaffRole(user.role)) throw data(officeMessages.staffOnly, { status: 403 });
  if (!roleAllows(user.role, roles)) throw data(officeMessages.roleNotAllowed, { status: 403 });
  return { ...user, role: user.role as StaffRole };
}
