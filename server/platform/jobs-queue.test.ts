import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../db/open.ts";
import { adminUrl, databaseUrlFor } from "../test/database-names.ts";
import { spawnServerProcess } from "../test/server-process.ts";

/*
 * A job survives its process (decision 026): the process is killed (SIGKILL) while a mail job runs, the job is
 * still in the database as running; started again, the process takes it up once its run has expired and sends it.
 */

const dataDir = mkdtempSync(join(tmpdir(), "club-jobs-crash-"));
let child: ChildProcess | undefined;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  child?.kill("SIGKILL");
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A mail server that holds the first message it is given (never answering it) and takes the ones after. */
async function holdingMailServer() {
  const received: string[] = [];
  let holding = true;
  let held: () => void = () => {};
  const heldOne = new Promise<void>((resolve) => (held = resolve));
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        if (holding) {
          holding = false;
          held();
          return; // never answered: the job is in flight until its process dies
        }
        received.push(to);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    heldOne,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The real process (server/test/shutdown-entry.ts, `runAsProcess`) on the test's database; resolves with its address. */
async function startProcess(smtpUrl: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    SMTP_URL: smtpUrl,
    DAILY_JOBS: "false",
    // a run lost with its process is taken up again 2 s after it started (5 minutes in production)
    JOB_EXPIRE_SECONDS: "2",
    JOB_RETRY_DELAY_SECONDS: "1",
  };
  delete env.SHUTDOWN_GRACE_MS;
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const started = await spawnServerProcess(env);
  child = started.proc;
  return started;
}

/** The mail jobs to `address` in the stopped process's database: their states. */
async function mailJobStates(address: string): Promise<string[]> {
  const database = databaseUrl
    ? await openDatabase({ url: databaseUrl })
    : await openDatabase({ dataDir: join(dataDir, "db") });
  try {
    const result = await database.db.execute(
      sql`select state from pgboss.job where name = 'mail' and data->>'to' = ${address}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { state: string }[];
    return rows.map((row) => row.state);
  } finally {
    await database.close();
  }
}

describe("a job whose process is killed while it runs", () => {
  it("is still there after a restart, taken up once its run expires, and done", { timeout: 240_000 }, async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) {
      const name = `club_t_jobs_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
      await admin.connect();
      await admin.query(`create database "${name}" template "${inject("pgTemplateDb")}"`);
      await admin.end();
      databaseUrl = databaseUrlFor(serverUrl, name);
      dropDatabase = async () => {
        const dropper = new pg.Client({ connectionString: adminUrl(serverUrl) });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      };
    }
    const smtp = await holdingMailServer();
    try {
      const address = "crash-subscriber@example.org";
      const first = await startProcess(smtp.url);
      const asked = await fetch(`${first.url}/api/newsletter/subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: address }),
      });
      expect(asked.status).toBe(201);
      // the worker has the job and is sending it: the process dies mid-send
      await smtp.heldOne;
      first.proc.kill("SIGKILL");
      expect(await first.exited).toBeNull();
      expect(await mailJobStates(address)).toEqual(["active"]);
      expect(smtp.received).toEqual([]);

      const second = await startProcess(smtp.url);
      const until = Date.now() + 60_000;
      while (!smtp.received.includes(address) && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(smtp.received).toEqual([address]);
      // a graceful stop lets the worker record its run before the database closes
      second.proc.kill("SIGTERM");
      expect(await second.exited).toBe(0);
      expect(await mailJobStates(address)).toEqual(["completed"]);
    } finally {
      await smtp.close();
    }
  });
});
