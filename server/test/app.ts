import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/open.ts";
import { openTestDatabase } from "./database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real application on a private copy of the seeded database, for inject(). */
export async function openTestApp(): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "club-test-data-")), NODE_ENV: "test" });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
