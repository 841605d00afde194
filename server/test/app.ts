import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import type { Database } from "../db/open.ts";
import { openTestDatabase } from "./database.ts";
import { startMailCatcher, type MailCatcher } from "./mail-catcher.ts";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real application on a private copy of the seeded database, for inject(). `env` adds or replaces
 * configuration variables (e.g. SMTP_URL, NODE_ENV).
 */
export async function openTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "club-test-data-")), NODE_ENV: "test", ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The real application sending its mail to a real SMTP server of the test's (`mail`); close() stops both. */
export async function openTestAppWithMail(env: Record<string, string> = {}): Promise<TestApp & { mail: MailCatcher }> {
  const mail = await startMailCatcher();
  const t = await openTestApp({ SMTP_URL: mail.url, ...env });
  return {
    ...t,
    mail,
    close: async () => {
      await t.close();
      await mail.close();
    },
  };
}
