import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../common/messages.ts";
import { openTestApp, type TestApp } from "../test/app.ts";
import { createMember, type TestMember } from "../test/members.ts";

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await openTestApp({ PUBLIC_URL: "https://club.example.in" });
  member = await createMember(t);
});
afterAll(async () => {
  await t?.close();
});

const bank = {
  accountHolder: "Asha Verma",
  bankName: "State Bank of India",
  accountNumber: "123456789012",
  ifsc: "SBIN0001234",
};

/** A change to the member's data, carrying the session cookie (as a browser sends it). */
const withCookie = (headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/claims/bank-accounts",
    payload: bank,
    headers: { cookie: `token=${member.token}`, ...headers },
  });

describe("CSRF: a cookie-carrying change must come from the site itself", () => {
  it("refuses a foreign Origin (403) and stores nothing", async () => {
    const res = await withCookie({ origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.foreignOrigin);
    const list = await t.app.inject({ url: "/api/claims/bank-accounts", headers: member.headers });
    expect(list.json().data).toEqual([]);
  });

  it("refuses a foreign Referer when there is no Origin, and an opaque Origin", async () => {
    expect((await withCookie({ referer: "https://evil.example/page" })).statusCode).toBe(403);
    expect((await withCookie({ origin: "null" })).statusCode).toBe(403);
    // a site form post is guarded the same way
    const form = await t.app.inject({
      method: "POST",
      url: "/donate-now",
      payload: "name=A",
      headers: {
        cookie: `token=${member.token}`,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
    });
    expect(form.statusCode).toBe(403);
  });

  it("lets the site's own address (PUBLIC_URL, or the address the request was made to) through", async () => {
    expect((await withCookie({ origin: "https://club.example.in" })).statusCode).toBe(201);
    expect((await withCookie({ origin: "http://localhost", host: "localhost:80" })).statusCode).not.toBe(403);
    expect((await withCookie({ referer: "https://club.example.in/dashboard?tab=claims" })).statusCode).not.toBe(403);
  });

  it("leaves Bearer-token calls, calls without the cookie and reads alone", async () => {
    const bearer = await t.app.inject({
      method: "POST",
      url: "/api/claims/bank-accounts",
      payload: { ...bank, accountNumber: "99887766554433" },
      headers: { ...member.headers, origin: "https://evil.example" },
    });
    expect(bearer.statusCode).toBe(201);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: { email: "reader@example.org" },
      headers: { origin: "https://evil.example" },
    });
    expect(anonymous.statusCode).toBe(201);
    const read = await t.app.inject({
      url: "/api/claims/bank-accounts",
      headers: { cookie: `token=${member.token}`, origin: "https://evil.example" },
    });
    expect(read.statusCode).toBe(200);
  });
});
