import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { clubToday } from "../../../common/club-time";
import { searchMessages } from "../../../common/search-messages";
import { openLoggedTestApp, type TestApp } from "../../../server/test/app";
import { runSearch } from "./search-page.server";

/** A club day `days` after today (YYYY-MM-DD). */
const dayAfterToday = (days: number) => {
  const [y, m, d] = clubToday().split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

describe("a villa search that fails on the server", () => {
  let t: Awaited<ReturnType<typeof openLoggedTestApp>>;
  let lines: string[];
  let app: TestApp["app"];
  let database: TestApp["database"];
  beforeAll(async () => {
    t = await openLoggedTestApp("info");
    ({ app, database, lines } = t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("says 'Failed to load properties' and is logged through the app's log by its reason, never the values searched", async () => {
    const checkIn = dayAfterToday(41);
    const checkOut = dayAfterToday(44);
    await database.db.execute(sql`drop table villa_nights cascade`);
    lines.length = 0;
    const console_ = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const params = new URLSearchParams({
        location: "Rishikesh",
        checkIn,
        checkOut,
        guests: "3",
        priceMin: "4321",
        priceMax: "98765",
      });
      const outcome = await runSearch(params, app.services);
      expect(outcome).toMatchObject({ state: "error", message: searchMessages.failedToLoadProperties });
      // nothing on the console beside the app's log
      expect(console_).not.toHaveBeenCalled();
    } finally {
      console_.mockRestore();
    }
    const logged = lines.join("");
    expect(logged).toContain("villa search failed");
    expect(logged).toContain("Failed query");
    expect(logged).toContain('relation \\"villa_nights\\" does not exist');
    for (const value of [checkIn, checkOut, "Rishikesh", "4321", "98765"]) expect(logged).not.toContain(value);
  });
});
