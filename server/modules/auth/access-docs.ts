import type { RouteOptions } from "fastify";
import { ROLES, type StaffRole } from "../../../common/auth-limits.ts";
import { OFFICE_SECTIONS } from "../../../common/office.ts";
import type { OfficeArea } from "../../../common/office-access.ts";
import { routeAccess, type RouteAccess } from "./require-user.ts";

/**
 * The API's document (`/api/docs`) says who may call each endpoint, read from the route's own guards
 * (requireUser, requireOffice, optionalUser; the office's roles from OFFICE_ACCESS), never written by hand:
 *
 * - `x-access`: `public`, `signed-in` or `office`;
 * - `x-roles`: the accounts' roles the guard lets through (`public` for anyone, without an account);
 * - `x-office-area`: the area of OFFICE_ACCESS whose roles guard an office endpoint;
 * - `security`: none, optional, or a session (the `token` cookie or `Authorization: Bearer`);
 * - a line at the end of the description, for readers of Swagger UI;
 * - an office endpoint tagged `office` is grouped by its area instead (`office: Receipts`), as the office's
 *   navigation names it.
 */
export const SECURITY_SCHEMES = {
  session: { type: "http", scheme: "bearer", description: "The token answered by POST /api/auth/login." },
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "token",
    description: "The same token, set by POST /api/auth/login.",
  },
} as const;

const SIGNED_IN = [{ session: [] }, { sessionCookie: [] }];

/** The roles a guard lets through, as `x-roles` lists them. */
export function rolesOf(access: RouteAccess): readonly string[] {
  if (access.kind === "public") return ["public"];
  if (access.kind === "signed-in") return ROLES;
  return access.roles;
}

const ROLE_NAMES: Record<StaffRole, string> = {
  admin: "administrators",
  accounts: "accounts",
  "front-office": "front office",
  content: "content",
};

/** The line a reader of Swagger UI sees: who may call the endpoint. */
export function whoMayCall(access: RouteAccess): string {
  if (access.kind === "public") {
    return access.readsSession
      ? "**Who may call it:** anyone; a signed-in member's session, when sent, is read."
      : "**Who may call it:** anyone, without signing in.";
  }
  if (access.kind === "signed-in") return "**Who may call it:** any signed-in account (401 without a session).";
  const roles = access.roles.map((role) => ROLE_NAMES[role]).join(", ");
  const area = access.area ? ` (office area \`${access.area}\`)` : "";
  return `**Who may call it:** the office: ${roles}${area}; 401 without a session, 403 for any other role.`;
}

/** The tag of an office area: its section's label in the office's navigation, else the area's name in words. */
export function officeTag(area: OfficeArea): string {
  const section = OFFICE_SECTIONS.find((s) => s.area === area);
  const words = area.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  return `office: ${section?.label ?? words[0]!.toUpperCase() + words.slice(1)}`;
}

/** An onRoute hook, after authenticateFirst: writes who may call the route into its schema for the document. */
export function documentAccess(route: RouteOptions): void {
  const access = routeAccess(route);
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const description = typeof schema.description === "string" && schema.description ? `${schema.description}\n\n` : "";
  // a new object: a schema may be shared by routes with other guards
  route.schema = {
    ...schema,
    ...(access.kind === "office" && access.area && String(schema.tags) === "office"
      ? { tags: [officeTag(access.area)] }
      : {}),
    description: `${description}${whoMayCall(access)}`,
    "x-access": access.kind,
    "x-roles": rolesOf(access),
    ...(access.kind === "office" && access.area ? { "x-office-area": access.area } : {}),
    security: access.kind === "public" ? (access.readsSession ? [{}, ...SIGNED_IN] : []) : SIGNED_IN,
  } as RouteOptions["schema"];
}
