import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppDeps } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import type { Database } from "../db/open.ts";
import { openTestDatabase } from "./database.ts";
import { loadSealIdentity } from "../platform/seal.ts";
import type { InvoiceSealDeps } from "../modules/verification/invoices.ts";
import { loggerOptions } from "../start.ts";
import { startMailCatcher, type MailCatcher } from "./mail-catcher.ts";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

/** The test apps open in this worker: a test file's left open are closed after it (server/test/after-each-file.ts). */
const openApps = new Set<TestApp>();

/** Closes the test apps a test file left open, so their job queues and CPU pools do not run on into the next file. */
export async function closeLeftoverApps(): Promise<void> {
  const left = [...openApps];
  openApps.clear();
  await Promise.allSettled(left.map((t) => t.close()));
}

/**
 * The real application on a private copy of the seeded database, for inject(). `env` adds or replaces
 * configuration variables (e.g. SMTP_URL, NODE_ENV).
 */
export async function openTestApp(
  env: Record<string, string> = {},
  parts: Pick<AppDeps, "storage" | "logger"> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "club-test-data-")),
    NODE_ENV: "test",
    ...testSeal(),
    ...env,
  });
  const app = await buildApp({ config, database, ...parts });
  await app.ready();
  let closing: Promise<void> | undefined;
  const t: TestApp = {
    app,
    config,
    database,
    close: () => {
      openApps.delete(t);
      closing ??= (async () => {
        await app.close();
        await database.close();
      })();
      return closing;
    },
  };
  openApps.add(t);
  return t;
}

/** What the invoice services are given in the app (services.ts): its seal, file storage and CPU pool. */
export function invoiceSealDeps(t: TestApp): InvoiceSealDeps {
  const { services } = t.app;
  return {
    db: t.database.db,
    sealer: services.sealer,
    storage: services.storage,
    publicUrl: t.config.publicUrl,
    makeInvoice: (task) => services.cpu.run("sealedInvoice", task),
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

/**
 * Resolves once the job queue has nothing waiting or running (every queued mail sent, or failed for good): what a
 * test that reads the mail catcher's list at once, rather than waiting for one mail, waits for first.
 */
export async function jobsDone(t: Pick<TestApp, "app">, timeoutMs = process.env.CI ? 45_000 : 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const pending = await t.app.services.jobsOffice.list({ status: "pending", page: 1, limit: 1 });
    if (pending.total === 0) return;
    if (Date.now() > until) throw new Error(`${pending.total} jobs still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The real application sending its mail to a real SMTP server of the test's (`mail`); close() stops both. */
export async function openTestAppWithMail(
  env: Record<string, string> = {},
  parts: Pick<AppDeps, "storage"> = {},
): Promise<TestApp & { mail: MailCatcher }> {
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

/** The real application whose log (the production logger's options at `level`) is kept in `lines`, one entry a line. */
export async function openLoggedTestApp(level: string): Promise<TestApp & { lines: string[] }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const t = await openTestApp({}, { logger: { ...loggerOptions(level), stream } });
  return { ...t, lines };
}
