import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/open.ts";
import { rateLimits } from "../db/schema.ts";
import { openTestDatabase } from "../test/database.ts";
import { AppError } from "./errors.ts";
import { hitRateLimit, pruneRateLimits } from "./rate-limit.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const rule = { name: "test:ip", limit: 3, windowSeconds: 60, message: "Slow down." };

describe("hitRateLimit", () => {
  it("allows the limit, then refuses with 429 until the window has passed", async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(database.db, rule, "198.51.100.7");
    const refused = await hitRateLimit(database.db, rule, "198.51.100.7").catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, message: "Slow down." });

    // the window passes: counting starts again
    await database.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimits.key, "test:ip:198.51.100.7"));
    await expect(hitRateLimit(database.db, rule, "198.51.100.7")).resolves.toBeUndefined();
  });

  it("counts each subject apart, case-insensitively", async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(database.db, rule, "Someone@Example.in");
    await expect(hitRateLimit(database.db, rule, "someone@example.in")).rejects.toMatchObject({ status: 429 });
    await expect(hitRateLimit(database.db, rule, "other@example.in")).resolves.toBeUndefined();
  });

  it("prunes old windows", async () => {
    await database.db.update(rateLimits).set({ windowStart: sql`now() - interval '2 days'` });
    await pruneRateLimits(database.db);
    expect(await database.db.select().from(rateLimits)).toEqual([]);
  });
});
