import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLoggedTestApp, type TestApp } from "./test/app.ts";

/** The server's log keeps credentials, contact details and query parameters out. */
describe("the server's log", () => {
  let t: Awaited<ReturnType<typeof openLoggedTestApp>>;
  let lines: string[];
  let app: TestApp["app"];
  let database: TestApp["database"];
  beforeAll(async () => {
    t = await openLoggedTestApp("trace");
    ({ app, database, lines } = t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("redacts credentials and contact details in logged objects", () => {
    lines.length = 0;
    app.log.error(
      {
        email: "asha@example.org",
        token: "eyJhbGciOi.secret",
        member: {
          name: "Asha Verma",
          email: "asha@example.org",
          phone_no: "+91 98765 43210",
          passwordHash: "$argon2id$v=19$secret",
        },
        err: { message: "Failed query", code: "22021", params: ["Asha Verma", "asha@example.org", "1985-04-12"] },
        req: {
          method: "GET",
          url: "/api/auth/user-details",
          headers: { authorization: "Bearer eyJhbGciOi.secret", cookie: "token=eyJhbGciOi.secret" },
        },
      },
      "unexpected error",
    );
    const logged = lines.join("");
    for (const secret of ["asha@example.org", "eyJhbGciOi.secret", "+91 98765", "$argon2id", "1985-04-12"])
      expect(logged).not.toContain(secret);
    // what helps to find the fault stays
    expect(logged).toContain("Asha Verma");
    expect(logged).toContain("22021");
    expect(logged).toContain("[redacted]");
  });

  it("writes nothing of a request's headers or body, even at trace level", async () => {
    lines.length = 0;
    await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { cookie: "token=eyJhbGciOi.secret", authorization: "Bearer eyJhbGciOi.secret" },
      payload: { email: "asha@example.org", password: "lotus-pond-secret" },
    });
    await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: "asha@example.org", password: "lotus-pond-secret", name: "Asha\u0000", otp: "1234" },
    });
    const logged = lines.join("");
    for (const secret of ["asha@example.org", "eyJhbGciOi.secret", "lotus-pond-secret"])
      expect(logged).not.toContain(secret);
  });

  // last: it breaks the database on purpose
  it("logs a failed query by its text and reason, never its values", async () => {
    await database.db.execute(sql`drop table users cascade`);
    lines.length = 0;
    const failed = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "kavya@example.org", password: "lotus-pond-secret" },
    });
    expect(failed.statusCode).toBe(500);
    const logged = lines.join("");
    expect(logged).toContain("Failed query");
    expect(logged).toContain('relation \\"users\\" does not exist');
    expect(logged).not.toContain("kavya@example.org");
  });
});
