import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/open.ts";
import { seedDatabase } from "../db/seed.ts";
import { adminUrl, databaseUrlFor } from "./database-names.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated, seeded database. */
    pgliteTemplate: string;
    /** PostgreSQL: the name of a migrated, seeded template database. */
    pgTemplateDb: string;
  }
}

/**
 * Migrates and seeds one template database for the whole run; each test file gets its own copy
 * (STACK.md: initialising PGlite per test is what makes a suite slow).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `club_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const database = await openDatabase({ url: databaseUrlFor(url, name) });
    await seedDatabase(database.db, true);
    await database.close();
    project.provide("pgTemplateDb", name);
    project.provide("pgliteTemplate", "");
    return async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ memory: true });
  await seedDatabase(database.db, true);
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), "club-test-template-"));
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("pgTemplateDb", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
