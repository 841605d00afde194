import pg from "pg";
import { describe, expect, it } from "vitest";
import { adminUrl, databaseUrlFor } from "../test/database-names.ts";
import { openDatabase } from "./open.ts";

const url = process.env.DATABASE_URL;
describe.skipIf(!url)("opening PostgreSQL", () => {
  it("instances starting together on an empty database migrate it once, without colliding", async () => {
    const name = `club_t_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl(url!) });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ url: databaseUrlFor(url!, name) })));
      expect(opened.map((database) => database.kind)).toEqual(["postgres", "postgres", "postgres"]);
      for (const database of opened) {
        await database.ping();
        await database.close();
      }
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 60_000);
});
