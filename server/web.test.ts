import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../common/messages.ts";
import routes from "../web/routes.ts";
import { users } from "./db/schema.ts";
import { createMember, type TestMember } from "./test/members.ts";
import { openPage } from "./test/site-requests.ts";
import { openTestSite, type TestSite } from "./test/site.ts";
import { unreadableAddress } from "./web.ts";

/*
 * A control character in a page's address (a NUL in a path segment or in the query) answers 400 with a page that
 * says so, on every page, before any loader reads it; it never reaches the database or a schema (500).
 */

let site: TestSite;
let admin: TestMember;
beforeAll(async () => {
  site = await openTestSite();
  admin = await createMember(site, "Office Admin");
  await site.database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
});
afterAll(async () => site?.close());

const expectRefused = async (path: string, who?: TestMember) => {
  const page = await openPage(site, path, who);
  expect(page.status, path).toBe(400);
  expect(await page.text()).toContain(messages.addressNotValid);
};

describe("a NUL in a page's address", () => {
  it("/property-number/%00, /newsletter/unsubscribe/%00 and /admin/members?q=%00 answer 400", async () => {
    await expectRefused("/property-number/%00");
    await expectRefused("/newsletter/unsubscribe/%00");
    await expectRefused("/admin/members?q=%00", admin);
    // the same pages with ordinary addresses still open
    expect((await openPage(site, "/admin/members?q=Asha", admin)).status).toBe(200);
    expect((await openPage(site, "/newsletter/unsubscribe/not-a-token")).status).not.toBe(500);
  });

  it("every page of the route table, with a NUL in each param and in the query, answers 400 (never 500)", async () => {
    const paths = new Set<string>();
    const walk = (entries: RouteConfigEntry[], base: string) => {
      for (const entry of entries) {
        const path = entry.path ? `${base}/${entry.path}` : base;
        if (entry.path || entry.index) paths.add(path || "/");
        if (entry.children) walk(entry.children, path);
      }
    };
    walk(await routes, "");
    expect(paths.size).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const path of paths) {
      const param = /:[A-Za-z]+\??|\*/g;
      const addresses = [`${path.replace(param, "ok")}?q=%00&page=1`];
      if (/:[A-Za-z]+|\*/.test(path)) addresses.push(path.replace(param, "a%00b"));
      for (const address of addresses) {
        const page = await openPage(site, address, admin);
        if (page.status !== 400) wrong.push(`${address}: ${page.status}`);
      }
    }
    expect(wrong.join("\n")).toBe("");
  });

  it("takes ordinary addresses, however they are escaped; refuses every control character and broken escapes", () => {
    for (const ok of [
      "/",
      "/property-number/farm-villa?page=2",
      "/admin/members?q=Asha%20Verma",
      "/search?location=S%C5%8Dlan",
      "/a?q=%E2%82%B9",
    ]) {
      expect(unreadableAddress(ok), ok).toBe(false);
    }
    for (const bad of ["/a%00", "/a/%0A", "/a?q=%1F", "/a?q%00=1", "/a?q=%7F", "/a/%E0%A4", "/a%"]) {
      expect(unreadableAddress(bad), bad).toBe(true);
    }
  });
});
