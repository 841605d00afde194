import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, afterEach, describe, expect, inject, it } from "vitest";
import { messages } from "../../common/messages.ts";
import { adminUrl, databaseUrlFor } from "../test/database-names.ts";
import { spawnServerProcess } from "../test/server-process.ts";

let child: ChildProcess | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
afterEach(async () => {
  child?.kill("SIGKILL");
  await dropDatabase?.();
  dropDatabase = undefined;
});

/** One folder for the file's processes, one after the other: the second start finds its embedded database made. */
const dataDir = mkdtempSync(join(tmpdir(), "club-shutdown-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Starts the real process (server/test/shutdown-entry.ts) on the test's database: an embedded one in `dataDir`, or
 * with DATABASE_URL a copy of the seeded template on that PostgreSQL server. Resolves with its address.
 */
async function startProcess(
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ url: string; exited: Promise<number | null>; output: () => string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
  };
  delete env.SHUTDOWN_GRACE_MS;
  Object.assign(env, extraEnv);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `club_t_shutdown_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject("pgTemplateDb")}"`);
    await admin.end();
    env.DATABASE_URL = databaseUrlFor(serverUrl, name);
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: adminUrl(serverUrl) });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    };
  } else {
    delete env.DATABASE_URL;
  }
  const started = await spawnServerProcess(env);
  child = started.proc;
  expect(started.output()).toContain(serverUrl ? "database: PostgreSQL" : "database: embedded PGlite");
  return started;
}

/**
 * One GET: `answer` is the status and the start of the body, once the body has come in whole, or the socket error's
 * code (a reset, a refusal); `sent` resolves once the request has been handed to the system, on its connection.
 * Without an agent, on a connection of its own.
 */
function send(url: string, agent: Agent | false = false): { sent: Promise<void>; answer: Promise<string> } {
  let req!: ReturnType<typeof httpRequest>;
  const answer = new Promise<string>((resolve) => {
    req = httpRequest(url, { agent }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () =>
        resolve(res.complete ? `${res.statusCode} ${body.slice(0, 120)}` : `incomplete ${res.statusCode}`),
      );
      res.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
  const sent = new Promise<void>((resolve) => {
    req.once("finish", () => resolve());
    req.once("error", () => resolve());
  });
  return { sent, answer };
}

const get = (url: string, agent: Agent | false = false) => send(url, agent).answer;

const databaseName = process.env.DATABASE_URL ? "PostgreSQL" : "the embedded database";

describe(`shutdown (on ${databaseName})`, () => {
  it("on SIGTERM /api/health answers 503 at once while the rest is still served for SHUTDOWN_GRACE_MS; then no new connection is taken and the process exits 0", async () => {
    const server = await startProcess({ SHUTDOWN_GRACE_MS: "1000" });
    expect(await get(`${server.url}/api/health`)).toBe(`200 ${JSON.stringify({ status: "ok" })}`);
    const signalled = Date.now();
    child!.kill("SIGTERM");
    // the first health check the process reads after the signal (the signal takes a moment to be delivered)
    let health = await get(`${server.url}/api/health`);
    for (let i = 0; i < 100 && health.startsWith("200 "); i++) {
      await sleep(5);
      health = await get(`${server.url}/api/health`);
    }
    expect(health).toBe(`503 ${JSON.stringify({ status: "shutting-down", message: messages.instanceShuttingDown })}`);
    // everything else is still served, on new connections too: a load balancer has the grace to take the instance out
    const page = get(`${server.url}/page-during-the-grace`);
    const api = await get(`${server.url}/api/propertyType/getPropertyType`);
    expect(api).toMatch(/^200 \{"status":200/);
    expect(await page).toBe("200 slow page /page-during-the-grace");
    // after the grace, the listener is closed
    let late = await get(`${server.url}/late`);
    for (let i = 0; i < 200 && late !== "ECONNREFUSED"; i++) {
      await sleep(10);
      late = await get(`${server.url}/late`);
    }
    expect(late).toBe("ECONNREFUSED");
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1000);
    expect(server.output()).toContain("SIGTERM received");
  }, 120_000);

  it("on SIGTERM, 40 requests queued on the listener and on kept-alive connections all get whole answers (none reset); then the process exits 0", async () => {
    const server = await startProcess(); // no grace under tests: the listener stops at once
    const agent = new Agent({ keepAlive: true, maxSockets: 100 });
    // 20 connections kept alive, idle between requests
    const warm = await Promise.all(Array.from({ length: 20 }, (_, i) => get(`${server.url}/warm-${i}`, agent)));
    expect(warm).toEqual(Array.from({ length: 20 }, (_, i) => `200 slow page /warm-${i}`));
    // the server holds its event loop for 1 s: the 40 requests wait unread, 20 on the kept-alive connections and
    // 20 on new connections queued on the listener, and the signal arrives among them
    expect(await get(`${server.url}/block`)).toBe("200 blocking");
    const queued = Array.from({ length: 40 }, (_, i) => send(`${server.url}/queued-${i}`, agent));
    await Promise.all(queued.map((request) => request.sent));
    child!.kill("SIGTERM");
    const answers = await Promise.all(queued.map((request) => request.answer));
    expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => `200 slow page /queued-${i}`));
    expect(await server.exited).toBe(0);
    agent.destroy();
  }, 120_000);
});
