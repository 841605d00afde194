import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, STAFF_ROLES } from "../common/auth-limits.ts";
import { OFFICE_ACCESS } from "../common/office-access.ts";
import { openTestApp, type TestApp } from "./test/app.ts";
import { createMember, staffMember, type TestMember } from "./test/members.ts";

/*
 * The API's document (/api/docs/json) describes every endpoint of /api, each with its summary, its area and who may
 * call it; who may call it is read from the guards the server runs, so the document and the guards cannot disagree.
 */

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  "x-access"?: string;
  "x-roles"?: string[];
  "x-office-area"?: string;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

/**
 * The /api routes the document leaves out: the catch-alls that answer an unknown /api address 404, and Swagger UI's
 * own pages and files, which serve the document itself.
 */
const NOT_ENDPOINTS = [/^\/api\/?$/, /^\/api\/\*$/, /^\/api\/docs(\/(json|yaml|static\/.*|\*)?)?$/];

let t: TestApp;
let doc: OpenApiDocument;
const people = new Map<string, TestMember>();

beforeAll(async () => {
  t = await openTestApp();
  const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  people.set("member", await createMember(t));
  for (const role of STAFF_ROLES) people.set(role, await staffMember(t, role));
});
afterAll(() => t?.close());

/** Every /api endpoint Fastify registered (its HEAD twins of GET routes aside). */
const apiRoutes = () =>
  t.app.routeTable.filter(
    (route) =>
      route.url.startsWith("/api") &&
      route.method !== "HEAD" &&
      !NOT_ENDPOINTS.some((pattern) => pattern.test(route.url)),
  );

/** The document's operation of a route (`:id` is `{id}` there). */
const operationOf = (method: string, url: string): Operation | undefined =>
  doc.paths[url.replace(/:([A-Za-z0-9_]+)/g, "{$1}")]?.[method.toLowerCase()];

/** The roles whose session a route's guard lets through (any answer but 401 and 403; ids are unknown, bodies empty). */
async function rolesLetThrough(method: string, url: string): Promise<string[]> {
  const passing: string[] = [];
  for (const role of ROLES) {
    const res = await t.app.inject({
      method: method as "GET",
      url: url.replace(/:[A-Za-z_]+/g, "00000000-0000-4000-8000-000000000000"),
      headers: people.get(role)!.headers,
    });
    if (res.statusCode !== 401 && res.statusCode !== 403) passing.push(role);
  }
  return passing;
}

describe("the API's document", () => {
  it("has every /api endpoint, each with a summary, its area and who may call it", () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(120);
    const missing: string[] = [];
    for (const { method, url } of routes) {
      const operation = operationOf(method, url);
      const problems = [
        !operation && "not in the document",
        operation && !operation.summary?.trim() && "no summary",
        operation && !operation.tags?.length && "no tag",
        operation && !operation["x-roles"]?.length && "no x-roles",
        operation && !operation.description?.includes("**Who may call it:**") && "no line saying who may call it",
        operation && !Array.isArray(operation.security) && "no security",
      ].filter(Boolean);
      if (problems.length > 0) missing.push(`${method} ${url}: ${problems.join(", ")}`);
    }
    expect(missing).toEqual([]);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["session", "sessionCookie"]);
  });

  it("gives every office endpoint the roles of its area in the office's one table, an administrator first", () => {
    const drifted: string[] = [];
    const office = apiRoutes().filter((route) => route.url.startsWith("/api/admin/"));
    expect(office.length).toBeGreaterThan(50);
    for (const { method, url, officeArea } of office) {
      const operation = operationOf(method, url)!;
      const expected = officeArea ? ["admin", ...OFFICE_ACCESS[officeArea]] : undefined;
      if (
        operation["x-access"] !== "office" ||
        operation["x-office-area"] !== officeArea ||
        String(operation["x-roles"]) !== String(expected)
      ) {
        drifted.push(
          `${method} ${url}: ${operation["x-access"]} ${operation["x-office-area"]} ${operation["x-roles"]}`,
        );
      }
    }
    expect(drifted).toEqual([]);
  });

  it("says of a few endpoints exactly the roles their guard lets through", async () => {
    const cases: [string, string, string[]][] = [
      ["GET", "/api/admin/jobs", ["admin"]],
      ["GET", "/api/admin/payments", ["admin", "accounts"]],
      ["GET", "/api/admin/claims", ["admin", "accounts", "front-office"]],
      ["POST", "/api/admin/claims/:claimId/payout", ["admin", "accounts"]],
      ["GET", "/api/admin/catalogue/villas", ["admin", "content"]],
      ["GET", "/api/admin/stays/day", ["admin", "front-office"]],
      ["PUT", "/api/admin/me/notifications", ["admin", "accounts", "front-office", "content"]],
      ["GET", "/api/portal/overview", [...ROLES]],
    ];
    for (const [method, url, roles] of cases) {
      const operation = operationOf(method, url);
      expect(operation?.["x-roles"], `${method} ${url}`).toEqual(roles);
      expect([...(await rolesLetThrough(method, url))].sort(), `${method} ${url}`).toEqual([...roles].sort());
      // without a session: 401
      const anonymous = await t.app.inject({ method: method as "GET", url: url.replace(/:[A-Za-z_]+/g, "x") });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
    }
    expect(operationOf("GET", "/api/admin/jobs")!.description).toContain(
      "**Who may call it:** the office: administrators (office area `jobs`)",
    );
    // grouped as the office's navigation names its sections
    expect(operationOf("GET", "/api/admin/jobs")!.tags).toEqual(["office: Jobs"]);
    expect(operationOf("POST", "/api/admin/claims/:claimId/payout")!.tags).toEqual(["office: Claim payouts"]);
  });

  it("marks the public endpoints as such, and the ones that read a session when one comes", async () => {
    const catalogue = operationOf("GET", "/api/propertyType/getPropertyType")!;
    expect(catalogue).toMatchObject({ "x-access": "public", "x-roles": ["public"], security: [] });
    expect((await t.app.inject({ method: "GET", url: "/api/propertyType/getPropertyType" })).statusCode).toBe(200);
    expect(operationOf("GET", "/api/bookings/quote")).toMatchObject({
      "x-access": "public",
      security: [{}, { session: [] }, { sessionCookie: [] }],
    });
    expect(operationOf("GET", "/api/portal/overview")).toMatchObject({
      "x-access": "signed-in",
      security: [{ session: [] }, { sessionCookie: [] }],
    });
    // a villa's calendar feed, outside /api, is read by calendar programs with its key
    expect(operationOf("GET", "/calendar/villas/:file")).toMatchObject({ "x-access": "public", tags: ["calendar"] });
    // Razorpay calls its webhook without a session: public, its signature checked by the endpoint
    expect(operationOf("POST", "/api/payments/razorpay/webhook")).toMatchObject({ "x-access": "public" });
  });
});
