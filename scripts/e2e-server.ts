import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { projectRoot } from "../server/paths.ts";
import { startRazorpayStandIn } from "../server/test/razorpay-stand-in.ts";

/**
 * The server the browser tests run against: the compiled production server, as `npm start` runs it, on a fresh database of its own
 * (a temporary PGlite folder, or a new database on the DATABASE_URL server), dropped on exit.
 */
const built = spawnSync(process.execPath, ["scripts/ensure-built.mjs"], { cwd: projectRoot, stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);

// E2E_DATA_DIR is shared with the tests (they read the mail outbox); it starts empty
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "club-e2e-"));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// Behind-one-proxy mode: journeys that make many members through the API give each its own client address
// (a one-entry X-Forwarded-For, as the one proxy in front would add), so the per-address limits stay the real ones.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? "3100",
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  TRUST_PROXY: "1",
  // no load balancer to take it out: it stops at once when the tests end
  SHUTDOWN_GRACE_MS: "0",
  // parallel journeys on a shared machine are no overload: nothing is turned away (Vitest and bench:load test that)
  LOAD_MAX_IN_FLIGHT: "0",
  LOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
  // the few /api/journey/* routes that do at once what the calendar would do later (server/config.ts)
  JOURNEY_HOOKS: "true",
};
let cleanup = async () => rmSync(dataDir, { recursive: true, force: true });

// Razorpay is played by the local stand-in: its test checkout pays through it, and journeys that need its
// address or secrets (a webhook) read them from razorpay.json in the data folder
const razorpayKeys = {
  keyId: "rzp_test_journeys",
  keySecret: "journeys_key_secret_0001",
  webhookSecret: "journeys_webhook_secret_0001",
};
const razorpay = await startRazorpayStandIn(razorpayKeys);
Object.assign(env, {
  RAZORPAY_KEY_ID: razorpayKeys.keyId,
  RAZORPAY_KEY_SECRET: razorpayKeys.keySecret,
  RAZORPAY_WEBHOOK_SECRET: razorpayKeys.webhookSecret,
  RAZORPAY_API_URL: razorpay.url,
  RAZORPAY_CHECKOUT_URL: razorpay.checkoutUrl,
});
writeFileSync(
  join(dataDir, "razorpay.json"),
  JSON.stringify({ ...razorpayKeys, url: razorpay.url, checkoutUrl: razorpay.checkoutUrl }, null, 2),
);
const removeData = cleanup;
cleanup = async () => {
  await razorpay.close();
  await removeData();
};

if (process.env.DATABASE_URL) {
  const name = `club_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  const removeDir = cleanup;
  cleanup = async () => {
    await removeDir();
    const dropper = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  };
}

process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
// the compiled server, started as `npm start` starts it; a signal to this process is passed on to it
const server = spawn(process.execPath, ["scripts/start.mjs"], { cwd: projectRoot, env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.once("exit", (code) => void cleanup().finally(() => process.exit(code ?? 1)));
