import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/open.ts";
import { adminUrl, databaseUrlFor } from "./database-names.ts";

/**
 * A private copy of the seeded template (or, with empty, a migrated empty database): in-memory PGlite by default, a fresh database on the
 * real server when DATABASE_URL is set. close() also drops the copy.
 */
export async function openTestDatabase(options: { empty?: boolean } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `club_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    try {
      await admin.query(
        options.empty ? `create database "${name}"` : `create database "${name}" template "${inject("pgTemplateDb")}"`,
      );
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ url: databaseUrlFor(url, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: adminUrl(url) });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      },
    };
  }
  if (options.empty) return openDatabase({ memory: true });
  const dump = readFileSync(inject("pgliteTemplate"));
  return openDatabase({ memory: true, loadDataDir: new Blob([dump]) });
}
