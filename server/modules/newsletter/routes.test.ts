import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterMessages } from "../../../common/newsletter.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const subscribe = (email: unknown, ip = "203.0.113.10") =>
  t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email }, remoteAddress: ip });

describe("POST /api/newsletter/subscribe", () => {
  it("stores an address once; a repeat is not an error", async () => {
    const first = await subscribe("Asha.Verma@Example.in", "203.0.113.1");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 201, message: newsletterMessages.subscribed, data: { email: "asha.verma@example.in" } });
    const again = await subscribe("asha.verma@example.in", "203.0.113.1");
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(newsletterMessages.alreadySubscribed);
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "asha.verma@example.in"));
    expect(n).toBe(1);
  });

  it("rejects an invalid address with 400 and a clear message", async () => {
    for (const email of ["not-an-email", "", 42, "a@b"]) {
      const res = await subscribe(email, "203.0.113.2");
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(newsletterMessages.invalidEmail);
    }
  });

  it("answers 429 past five sign-ups from one address in ten minutes, counting in the database", async () => {
    for (let i = 0; i < 5; i++) expect((await subscribe(`reader${i}@example.in`, "203.0.113.3")).statusCode).toBe(201);
    const blocked = await subscribe("reader6@example.in", "203.0.113.3");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(newsletterMessages.tooMany);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // another address is not affected
    expect((await subscribe("reader7@example.in", "203.0.113.4")).statusCode).toBe(201);
  });
});
