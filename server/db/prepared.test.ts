import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listProperties, searchProperties } from "../modules/catalogue/service.ts";
import { openTestDatabase } from "../test/database.ts";
import type { Database } from "./open.ts";
import { prepared } from "./prepared.ts";
import { properties, propertyTypes } from "./schema.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("prepared queries", () => {
  it("are built once per database and shape, and run with each call's values", async () => {
    const { db } = database;
    let built = 0;
    const villasAt = (location: string) =>
      prepared(db, "test.villas-at", (name) => {
        built++;
        return db
          .select({ n: count() })
          .from(properties)
          .where(eq(properties.location, sql.placeholder("location")))
          .prepare(name);
      }).execute({ location });
    const [solan] = await villasAt("Solan");
    const [rishikesh] = await villasAt("Rishikesh");
    const [nowhere] = await villasAt("Nowhere");
    expect(built).toBe(1);
    const direct = async (location: string) =>
      (await db.select({ n: count() }).from(properties).where(eq(properties.location, location)))[0].n;
    expect(solan.n).toBe(await direct("Solan"));
    expect(rishikesh.n).toBe(await direct("Rishikesh"));
    expect(solan.n).toBeGreaterThan(0);
    expect(nowhere.n).toBe(0);
  });

  it("keep the catalogue's answers right when one shape follows another with other values", async () => {
    const { db } = database;
    const [type] = await db.select().from(propertyTypes).limit(1);
    const whole = await listProperties(db, { slug: type.slug });
    const pageTwo = await listProperties(db, { slug: type.slug, page: 2, limit: 2, sort: "price_desc" });
    const pageOne = await listProperties(db, { slug: type.slug, page: 1, limit: 2, sort: "price_desc" });
    const byPrice = [...whole.data].sort((a, b) => b.price - a.price || a.name.localeCompare(b.name));
    expect(pageOne.data.map((v) => v._id)).toEqual(byPrice.slice(0, 2).map((v) => v._id));
    expect(pageTwo.data.map((v) => v._id)).toEqual(byPrice.slice(2, 4).map((v) => v._id));
    const view = whole.data[0].view as "Pool" | "Garden" | "Sea" | "City";
    const inView = await listProperties(db, { slug: type.slug, view });
    expect(pageOne.data).toHaveLength(2);
    expect(inView.data.every((v) => v.view === view)).toBe(true);
    expect(inView.totalCount).toBe(whole.data.filter((v) => v.view === view).length);

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const stay = { checkIn: day(40), checkOut: day(43) };
    const solan = await searchProperties(db, { location: "solan", ...stay, limit: 50 });
    const rishikesh = await searchProperties(db, { location: "rishikesh", ...stay, limit: 50 });
    expect(solan.data.length).toBeGreaterThan(0);
    expect(rishikesh.data.length).toBeGreaterThan(0);
    expect(solan.data.every((v) => v.location === "Solan")).toBe(true);
    expect(rishikesh.data.every((v) => v.location === "Rishikesh")).toBe(true);
  });
});
