import { count } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "./open.ts";
import { blocks, occupations, properties, propertyTypes, users } from "./schema.ts";
import { DEMO_OFFICE_ACCOUNTS } from "../../common/office.ts";
import { seedDatabase } from "./seed.ts";
import { openTestDatabase } from "../test/database.ts";

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const counts = async (db: Database["db"]) => ({
  types: (await db.select({ n: count() }).from(propertyTypes))[0].n,
  villas: (await db.select({ n: count() }).from(properties))[0].n,
  blocks: (await db.select({ n: count() }).from(blocks))[0].n,
  occupations: (await db.select({ n: count() }).from(occupations))[0].n,
});

describe("seedDatabase", () => {
  it("seeds nothing twice", async () => {
    database = await openTestDatabase();
    const before = await counts(database.db);
    expect(before).toMatchObject({ types: 7, villas: 84, blocks: 4 });
    const report = await seedDatabase(database.db, undefined);
    expect(report).toMatchObject({ demoSeeded: false, referenceRows: 0 });
    expect(await counts(database.db)).toEqual(before);
  });

  it("loads only the reference data when SEED_DEMO is false", async () => {
    database = await openTestDatabase({ empty: true });
    const report = await seedDatabase(database.db, false);
    expect(report).toMatchObject({ demoSeeded: false, officeAccounts: 0 });
    expect(await counts(database.db)).toMatchObject({ types: 0, villas: 0, blocks: 4, occupations: 12 });
    // no demo office either: no account at all
    expect(await database.db.$count(users)).toBe(0);
    const later = await seedDatabase(database.db, undefined);
    expect(later).toMatchObject({ demoSeeded: true, types: 7, villas: 84, officeAccounts: 4 });
    const office = await database.db.select({ email: users.email, role: users.role }).from(users);
    expect(office.sort((a, b) => a.email.localeCompare(b.email))).toEqual(
      DEMO_OFFICE_ACCOUNTS.map(({ email, role }) => ({ email, role })).sort((a, b) => a.email.localeCompare(b.email)),
    );
  });

  it("loads the demo catalogue with its Hindi version", async () => {
    database = await openTestDatabase();
    const types = await database.db.select().from(propertyTypes);
    for (const type of types) {
      expect(type.nameHi, type.slug).toMatch(/[\u0900-\u097F]/);
      expect(type.featuresHi?.length, type.slug).toBe(type.features.length);
    }
    const villas = await database.db.select().from(properties);
    for (const villa of villas) {
      expect(villa.nameHi, villa.name).toMatch(/[\u0900-\u097F]/);
      expect(villa.highlightsHi, villa.name).toMatch(/[\u0900-\u097F]/);
      expect(villa.amenitiesHi?.length, villa.name).toBe(villa.amenities.length);
    }
  });

  it("stores feature HTML sanitised", async () => {
    database = await openTestDatabase();
    const rows = await database.db
      .select({ features: propertyTypes.features, featuresHi: propertyTypes.featuresHi })
      .from(propertyTypes);
    for (const html of rows.flatMap((r) => [...r.features, ...(r.featuresHi ?? [])])) {
      expect(html).not.toMatch(/<(script|img|a|iframe)\b/i);
      expect(html).not.toMatch(/\son\w+=/i);
    }
  });
});
