import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../test/app.ts";
import { createMember } from "../test/members.ts";
import { openTestSite, type TestSite } from "../test/site.ts";
import { DOCUMENT_ONLY_HEADERS, HSTS, isPersonalPage, PERMISSIONS_POLICY } from "./security-headers.ts";

/** The directives of a Content-Security-Policy header, by name. */
function directives(res: Pick<LightMyRequestResponse, "headers">): Map<string, string[]> {
  const policy = String(res.headers["content-security-policy"] ?? "");
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = directives(res);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(csp.get("script-src")).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
  expect(res.headers["permissions-policy"]).toContain("camera=()");
}

describe("security headers, no proxy in front", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("are on an API answer, its errors and the not-found answer; scripts only from the site itself", async () => {
    const answers = await Promise.all([
      t.app.inject({ method: "GET", url: "/api/health" }),
      t.app.inject({ method: "GET", url: "/api/property/getPropertyDetails?id=nothing-here" }),
      t.app.inject({ method: "GET", url: "/api/auth/user-details" }),
      t.app.inject({ method: "GET", url: "/api/no-such-endpoint" }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 401, 404]);
    for (const res of answers) {
      expectSecurityHeaders(res);
      expect(String(res.headers["content-security-policy"])).not.toMatch(/unsafe-eval/);
    }
  });

  it("are on a signed-in member's answer and on the OpenAPI reference page", async () => {
    const member = await createMember(t);
    expectSecurityHeaders(
      await t.app.inject({ method: "GET", url: "/api/auth/user-details", headers: member.headers }),
    );
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(docs.statusCode).toBe(200);
    expectSecurityHeaders(docs);
  });

  it("sends no HSTS over plain HTTP, and believes no X-Forwarded-Proto from a client", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/api/health" })).headers["strict-transport-security"],
    ).toBeUndefined();
    const claimed = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("security headers behind a trusted proxy (TRUST_PROXY=1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends HSTS when the proxy says the request came over HTTPS, and not when it came over HTTP", async () => {
    const https = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
    expect(https.headers["strict-transport-security"]).toBe(HSTS);
    expectSecurityHeaders(https);
    const http = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "http" } });
    expect(http.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("isPersonalPage", () => {
  it("names the member's own pages, their sub-paths and data loads, whatever the letter case", () => {
    for (const url of [
      "/dashboard",
      "/dashboard?tab=moa",
      "/Dashboard",
      "/dashboard.data?_routes=root",
      "/registration/abc",
      "/registration/abc.data",
      "/registration-submit",
      "/booking-review?propertyId=1",
      "/payment-method",
    ]) {
      expect(isPersonalPage(url), url).toBe(true);
    }
    for (const url of [
      "/",
      "/properties",
      "/sign-in?redirect=/dashboard",
      "/dashboards",
      "/registration-submitted",
      "/api/portal/overview",
    ]) {
      expect(isPersonalPage(url), url).toBe(false);
    }
  });
});

describe("security headers of the built files", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await openTestSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  it("a built script keeps nosniff and its resource policy, without the headers only a document acts on; a page keeps them all", async () => {
    const page = await fetch(`${site.url}/`);
    const html = await page.text();
    const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeTruthy();
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-frame-options")).toBe("DENY");

    const asset = await fetch(`${site.url}${script}`, { headers: { "accept-encoding": "br" } });
    expect(asset.status).toBe(200);
    // read to the end: an answer left unread holds its connection open, and closing the site would wait for it
    await asset.arrayBuffer();
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const name of DOCUMENT_ONLY_HEADERS) expect(asset.headers.get(name), name).toBeNull();
  });
});

describe("a page's policy with online payment", () => {
  let site: TestSite;
  let bare: TestSite;
  beforeAll(async () => {
    site = await openTestSite({
      RAZORPAY_KEY_ID: "rzp_test_policy",
      RAZORPAY_KEY_SECRET: "policy_key_secret",
      RAZORPAY_API_URL: "http://127.0.0.1:4010",
      RAZORPAY_CHECKOUT_URL: "http://127.0.0.1:4011/v1/checkout.js",
    });
    bare = await openTestSite();
  });
  afterAll(async () => {
    await site?.close();
    await bare?.close();
  });

  const policyOf = async (url: string) => {
    const page = await fetch(`${url}/sign-in`);
    await page.arrayBuffer();
    expect(page.status).toBe(200);
    return directives({ headers: { "content-security-policy": page.headers.get("content-security-policy") ?? "" } });
  };

  it("lets Razorpay Checkout load its script and frame from its origin and call the API, and nothing else new", async () => {
    const csp = await policyOf(site.url);
    expect(csp.get("script-src")).toContain("http://127.0.0.1:4011");
    expect(csp.get("script-src")).toContain("'self'");
    expect(csp.get("script-src")?.some((value) => value.startsWith("'nonce-"))).toBe(true);
    expect(csp.get("frame-src")).toEqual(["'self'", "http://127.0.0.1:4011", "http://127.0.0.1:4010"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:4011", "http://127.0.0.1:4010"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
  });

  it("stays the site's own when Razorpay is not configured", async () => {
    const csp = await policyOf(bare.url);
    expect(csp.get("script-src")?.filter((value) => !value.startsWith("'nonce-"))).toEqual(["'self'"]);
    expect(csp.get("frame-src")).toBeUndefined();
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });
});
