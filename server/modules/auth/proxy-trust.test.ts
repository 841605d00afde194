import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { startMailCatcher, type MailCatcher } from "../../test/mail-catcher.ts";
import { createMember } from "../../test/members.ts";
import {
  REGISTER_ADDRESS_RATE,
  RESET_REQUEST_ADDRESS_RATE,
  SEND_OTP_ADDRESS_RATE,
  SIGN_IN_ADDRESS_RATE,
} from "./service.ts";

/** The password of the members createMember makes. */
const PASSWORD = "lotus-pond-42";

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher?.close();
});

/** Opens the app with TRUST_PROXY set, in production (so the cookie's Secure flag follows the protocol). */
async function withTrustProxy(value: string | undefined): Promise<TestApp> {
  return openTestApp({
    SMTP_URL: catcher.url,
    NODE_ENV: "production",
    ...(value === undefined ? {} : { TRUST_PROXY: value }),
  });
}

const signIn = (t: TestApp, email: string, password: string, from: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress: from, headers });

/** The client address the server recorded on the session a sign-in opened. */
async function sessionAddress(t: TestApp, res: LightMyRequestResponse): Promise<string | null> {
  expect(res.statusCode, res.body).toBe(200);
  const sid = decodeJwt(res.json().data.token).sid as string;
  const [row] = await t.database.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.id, sid));
  return row.ip;
}

const secureCookie = (res: LightMyRequestResponse) => /; Secure/.test(String(res.headers["set-cookie"]));

describe("TRUST_PROXY=1: one proxy in front", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withTrustProxy("1");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("takes the client address from the right-most X-Forwarded-For entry, the one the proxy added", async () => {
    const member = await createMember(t);
    const res = await signIn(t, member.email, PASSWORD, "10.0.0.5", { "x-forwarded-for": "198.51.100.1, 192.0.2.77" });
    expect(await sessionAddress(t, res)).toBe("192.0.2.77");
    // no X-Forwarded-For: the peer itself
    expect(await sessionAddress(t, await signIn(t, member.email, PASSWORD, "192.0.2.78"))).toBe("192.0.2.78");
  });

  it("believes the proxy's X-Forwarded-Proto for the Secure cookie", async () => {
    const member = await createMember(t);
    expect(secureCookie(await signIn(t, member.email, PASSWORD, "10.0.0.5", { "x-forwarded-proto": "https" }))).toBe(
      true,
    );
    expect(secureCookie(await signIn(t, member.email, PASSWORD, "10.0.0.5", { "x-forwarded-proto": "http" }))).toBe(
      false,
    );
  });

  // a client that invents left-most X-Forwarded-For entries still speaks from the proxy-seen address
  const spoofed = [
    {
      url: "/api/auth/login",
      rule: SIGN_IN_ADDRESS_RATE,
      body: (i: number) => ({ email: `spoof-login-${i}@example.in`, password: "wrong-password" }),
    },
    {
      url: "/api/auth/send-otp",
      rule: SEND_OTP_ADDRESS_RATE,
      body: (i: number) => ({ email: `spoof-otp-${i}@example.in` }),
    },
    {
      url: "/api/auth/forgot-password",
      rule: RESET_REQUEST_ADDRESS_RATE,
      body: (i: number) => ({ email: `spoof-reset-${i}@example.in` }),
    },
    {
      url: "/api/auth/register",
      rule: REGISTER_ADDRESS_RATE,
      body: (i: number) => ({ email: `spoof-join-${i}@example.in`, password: PASSWORD, name: "Spoof", otp: "0000" }),
    },
  ];
  for (const { url, rule, body } of spoofed) {
    it(`answers 429 on ${url} past ${rule.limit} tries from one address, whatever X-Forwarded-For says before it`, async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= rule.limit + 1; i++) {
        const res = await t.app.inject({
          method: "POST",
          url,
          payload: body(i),
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": `198.51.100.${i}, 127.0.0.9` },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().message).toBe(rule.message);
      }
      expect(statuses.slice(0, rule.limit)).not.toContain(429);
      expect(statuses.at(-1)).toBe(429);
    });
  }
});

describe("TRUST_PROXY as a list of proxy addresses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withTrustProxy("10.0.0.5,10.0.1.0/24");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("walks back through the listed proxies to the first address that is not one", async () => {
    const member = await createMember(t);
    const through = { "x-forwarded-for": "203.0.113.50, 192.0.2.10, 10.0.0.5", "x-forwarded-proto": "https" };
    const viaProxies = await signIn(t, member.email, PASSWORD, "10.0.1.7", through);
    expect(await sessionAddress(t, viaProxies)).toBe("192.0.2.10");
    expect(secureCookie(viaProxies)).toBe(true);
  });

  it("believes nothing forwarded by a peer that is not a listed proxy", async () => {
    const member = await createMember(t);
    const direct = await signIn(t, member.email, PASSWORD, "192.0.2.50", {
      "x-forwarded-for": "203.0.113.50",
      "x-forwarded-proto": "https",
    });
    expect(await sessionAddress(t, direct)).toBe("192.0.2.50");
    expect(secureCookie(direct)).toBe(false);
  });
});

describe("without TRUST_PROXY", () => {
  it("ignores X-Forwarded-For and -Proto", async () => {
    const t = await withTrustProxy(undefined);
    try {
      const member = await createMember(t);
      const res = await signIn(t, member.email, PASSWORD, "192.0.2.60", {
        "x-forwarded-for": "203.0.113.60",
        "x-forwarded-proto": "https",
      });
      expect(await sessionAddress(t, res)).toBe("192.0.2.60");
      expect(secureCookie(res)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
