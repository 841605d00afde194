import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { roleAllows, type StaffRole } from "../../../common/auth-limits.ts";
import { authMessages } from "../../../common/auth-messages.ts";
import { OFFICE_ACCESS, type OfficeArea } from "../../../common/office-access.ts";
import { AppError } from "../../platform/errors.ts";
import type { Authenticated } from "./service.ts";
import { sessionToken, TOKEN_COOKIE, tokenCookieOptions, tokenFromCookieHeader } from "./session-cookie.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in member and session, set by the requireUser preHandler. */
    auth?: Authenticated;
  }
}

/**
 * A preHandler for routes that need a signed-in member: reads the token (Bearer or the `token` cookie),
 * checks it and its session, and sets `request.auth`. 401 without a valid session (or a disabled account);
 * with `roles`, 403 for anyone who is not staff of one of those roles or an administrator (the role is read
 * from the database with the session, not trusted from the token, so a change applies at once).
 *
 *   app.get("/portal/x", { preHandler: requireUser() }, async (request) => currentUser(request).id)
 */
export function requireUser(options: { roles?: readonly StaffRole[] } = {}) {
  return Object.assign(requireUserHook, { [AUTHENTICATES]: { roles: options.roles } });
  async function requireUserHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = sessionToken(request.headers);
    if (!token) throw new AppError(401, authMessages.notSignedIn);
    const { services } = request.server;
    const auth = await services.auth.authenticate(token).catch((error: unknown) => {
      // the cookie is HttpOnly: only the server can take away one whose session has ended
      if (tokenFromCookieHeader(request.headers.cookie) === token) {
        reply.clearCookie(
          TOKEN_COOKIE,
          tokenCookieOptions({ production: services.config.production, https: request.protocol === "https" }),
        );
      }
      throw error;
    });
    if (options.roles && !roleAllows(auth.user.role, options.roles)) {
      throw new AppError(
        403,
        options.roles.length === 1 && options.roles[0] === "admin" ? authMessages.adminOnly : authMessages.staffOnly,
      );
    }
    request.auth = auth;
  }
}

/** Marks the hooks requireUser makes (with the roles they let through), so that authenticateFirst finds them on a route. */
const AUTHENTICATES = Symbol("authenticates");
type Hook = (...args: never[]) => unknown;
const authenticates = (hook: Hook) => AUTHENTICATES in hook;

/**
 * An onRoute hook: who may call a route is settled before anything is read from the request. Whether a route put
 * its requireUser/requireStaff in `preHandler` or `preValidation`, the check moves to the route's `onRequest`, so
 * an anonymous caller gets 401 and a wrong role 403 before the body is parsed or the params, query or body are
 * validated (never a schema's 400 that tells what the endpoint expects).
 */
export function authenticateFirst(route: RouteOptions): void {
  const moved: Hook[] = [];
  for (const stage of ["preValidation", "preHandler"] as const) {
    const hooks = [route[stage] ?? []].flat() as Hook[];
    const kept = hooks.filter((hook) => !authenticates(hook));
    if (kept.length === hooks.length) continue;
    moved.push(...hooks.filter(authenticates));
    (route as unknown as Record<string, Hook[] | undefined>)[stage] = kept.length > 0 ? kept : undefined;
  }
  if (moved.length > 0)
    route.onRequest = [...([route.onRequest ?? []].flat() as Hook[]), ...moved] as RouteOptions["onRequest"];
}

/**
 * A preHandler for routes anyone may call that answer a signed-in member more (a stay's quote with their free
 * nights): sets `request.auth` when a valid session comes with the request, and lets anyone else through.
 */
export function optionalUser() {
  return Object.assign(
    async function optionalUserHook(request: FastifyRequest): Promise<void> {
      const token = sessionToken(request.headers);
      if (!token) return;
      request.auth = await request.server.services.auth.authenticate(token).catch(() => undefined);
    },
    { [READS_SESSION]: true },
  );
}

/** Marks the hook optionalUser makes: a route anyone may call that reads a session when one comes. */
const READS_SESSION = Symbol("reads a session");

/** requireUser for administrators only. */
export const requireAdmin = () => requireUser({ roles: ["admin"] });

/** requireUser for staff of one of `roles` (an administrator always); an office route uses requireOffice(area) instead. */
export const requireStaff = (...roles: StaffRole[]) => requireUser({ roles });

/** requireUser for an area of the club office: staff of the roles OFFICE_ACCESS gives it (an administrator always). */
export const requireOffice = (area: OfficeArea) =>
  Object.assign(requireUser({ roles: OFFICE_ACCESS[area] }), { [OFFICE_AREA]: area });

const OFFICE_AREA = Symbol("office area");

/** The office area whose roles guard a route (its requireOffice hook, wherever the route put it), if any. */
export function officeAreaOf(route: RouteOptions): OfficeArea | undefined {
  for (const stage of ["onRequest", "preValidation", "preHandler"] as const) {
    for (const hook of [route[stage] ?? []].flat() as object[]) {
      if (OFFICE_AREA in hook) return (hook as { [OFFICE_AREA]: OfficeArea })[OFFICE_AREA];
    }
  }
  return undefined;
}

/**
 * Who may call a route, as its guards enforce it: anyone (`public`, which may read a session when one comes:
 * optionalUser), any signed-in account (`signed-in`: requireUser), or the office (`office`: requireOffice, or
 * requireUser with roles), then with the roles let through, an administrator always first. Read from the hooks
 * requireUser, requireOffice and optionalUser make, wherever the route put them; the API's document shows it
 * (modules/auth/access-docs.ts).
 */
export type RouteAccess =
  | { kind: "public"; readsSession: boolean }
  | { kind: "signed-in" }
  | { kind: "office"; roles: readonly StaffRole[]; area?: OfficeArea };

export function routeAccess(route: RouteOptions): RouteAccess {
  let readsSession = false;
  let signedIn = false;
  let roles: readonly StaffRole[] | undefined;
  for (const stage of ["onRequest", "preValidation", "preHandler"] as const) {
    for (const hook of [route[stage] ?? []].flat() as object[]) {
      if (READS_SESSION in hook) readsSession = true;
      if (!(AUTHENTICATES in hook)) continue;
      signedIn = true;
      const allowed = (hook as { [AUTHENTICATES]: { roles?: readonly StaffRole[] } })[AUTHENTICATES].roles;
      // two guards on one route: a caller must pass both
      if (allowed) roles = roles ? roles.filter((role) => roleAllows(role, allowed)) : allowed;
    }
  }
  if (roles) {
    const area = officeAreaOf(route);
    return { kind: "office", roles: ["admin", ...roles.filter((role) => role !== "admin")], ...(area ? { area } : {}) };
  }
  return signedIn ? { kind: "signed-in" } : { kind: "public", readsSession };
}

/** The member of a request that passed requireUser. */
export function currentUser(request: FastifyRequest): Authenticated["user"] {
  if (!request.auth) throw new Error("currentUser() needs the requireUser() preHandler on the route");
  return request.auth.user;
}

/** The staff member acting in a request that passed requireStaff, as the audit log records them. */
export function staffActor(request: FastifyRequest): { id: string; role: string; ip: string } {
  const user = currentUser(request);
  return { id: user.id, role: user.role, ip: request.ip };
}
