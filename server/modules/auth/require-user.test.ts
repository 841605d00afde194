import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../../common/auth-messages.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, type TestMember } from "../../test/members.ts";

/*
 * Who may call an office endpoint is settled before anything the caller sent is looked at: every /api/admin/*
 * route of the app's route table (so a route added later is covered too) answers an anonymous caller 401 and a
 * member 403, whatever its params, query and body, never a schema's 400.
 */

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await openTestApp();
  member = await createMember(t);
});
afterAll(async () => t?.close());

const officeRoutes = () =>
  t.app.routeTable.filter(
    (route) => route.url.startsWith("/api/admin/") && route.method !== "HEAD" && route.method !== "OPTIONS",
  );

/** The route's path with each :param given a value no schema accepts, and a query no list accepts. */
const invalidUrl = (url: string) =>
  `${url.replace(/:[A-Za-z_]+/g, "not%20an%20id")}?page=-1&limit=lots&status=nonsense`;

/** Bodies no office schema accepts: a list where an object is wanted, and JSON that does not parse. */
const invalidBodies = [
  {
    payload: JSON.stringify([{ email: 42, role: "member", amount: "much" }]),
    headers: { "content-type": "application/json" },
  },
  { payload: '{"name": "unfinished', headers: { "content-type": "application/json" } },
];

describe("the office's endpoints check who calls before what is sent", () => {
  it("the route table lists the office's endpoints, among them those found validating first", () => {
    const listed = officeRoutes().map((route) => `${route.method} ${route.url}`);
    for (const route of [
      "POST /api/admin/staff/invite",
      "PATCH /api/admin/staff/:id",
      "POST /api/admin/claims/:claimId/refuse",
      "POST /api/admin/claims/:claimId/payout",
      "POST /api/admin/transfers/:id/refuse",
      "PUT /api/admin/me/notifications",
    ]) {
      expect(listed).toContain(route);
    }
    expect(listed.some((route) => route.includes("identity-document") && route.endsWith("/return"))).toBe(true);
    expect(listed.some((route) => route.startsWith("PUT ") && route.endsWith("/claim-months"))).toBe(true);
    expect(listed.length).toBeGreaterThan(50);
  });

  it("every /api/admin/* route with invalid params, query and body: anonymous → 401, a member → 403", async () => {
    const wrong: string[] = [];
    for (const route of officeRoutes()) {
      const method = route.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
      for (const body of method === "GET" ? [undefined] : invalidBodies) {
        for (const [who, expected] of [
          [undefined, 401],
          [member, 403],
        ] as const) {
          const res = await t.app.inject({
            method,
            url: invalidUrl(route.url),
            ...(body ? { payload: body.payload } : {}),
            headers: { ...body?.headers, ...who?.headers },
          });
          const message = res.json().message;
          const right =
            expected === 401
              ? message === authMessages.notSignedIn
              : [authMessages.staffOnly, authMessages.adminOnly].includes(message);
          if (res.statusCode !== expected || !right)
            wrong.push(`${method} ${route.url} as ${who ? "member" : "anonymous"}: ${res.statusCode} ${message}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
