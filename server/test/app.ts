import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppDeps } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import type { Database } from "../db/open.ts";
import { openTestDatabase } from "./database.ts";
import { loadSealIdentity } from "../platform/seal.ts";
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
export async function openTestApp(env: Record<string, string> = {}, parts: Pick<AppDeps, "storage"> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "club-test-data-")), NODE_ENV: "test", ...testSeal(), ...env });
  const app = await buildApp({ config, database, ...parts });
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

let seal: { SIGNING_P12: string; SIGNING_P12_PASSWORD: string } | undefined;
/**
 * One document seal for the test apps of a test file (made once, as a fresh DATA_DIR would make it), given as
 * SIGNING_P12: an RSA key a test app need not generate. server/platform/seal.test.ts tests the generation itself.
 */
function testSeal() {
  if (!seal) {
    const dataDir = mkdtempSync(join(tmpdir(), "club-test-seal-"));
    const identity = loadSealIdentity({ dataDir });
    seal = { SIGNING_P12: join(dataDir, "signing", "club-seal.p12"), SIGNING_P12_PASSWORD: identity.passphrase };
  }
  return seal;
}

/** The real application sending its mail to a real SMTP server of the test's (`mail`); close() stops both. */
export async function openTestAppWithMail(env: Record<string, string> = {}, parts: Pick<AppDeps, "storage"> = {}): Promise<TestApp & { mail: MailCatcher }> {
  const mail = await startMailCatcher();
  const t = await openTestApp({ SMTP_URL: mail.url, ...env }, parts);
  return {
    ...t,
    mail,
    close: async () => {
      await t.close();
      await mail.close();
    },
  };
}
