/**
 * npm run bench:load — a burst the process cannot serve at once: the production server (as `npm start` runs it) on
 * each database — the embedded one in a fresh DATA_DIR, and PostgreSQL (BENCH_PG_URL, postgres://postgres@127.0.0.1:5432
 * by default) in a fresh database — takes BENCH_LOAD_REQUESTS (1000) dated villa searches at once (the search page,
 * /properties?location…&checkIn…&checkOut…, each on its own connection), while `/api/health` and the cached home page
 * are asked for one after the other. Prints health's and the home page's p50/p99 during the burst, how many searches
 * answered 200, 503 and otherwise, and the slowest answer. Goal (decision 029): health p99 ≤ 1 s, every search
 * answered 200 or 503 within 30 s.
 *
 * BENCH_LOAD_REQUESTS (1000), BENCH_LOAD_DATABASES (pglite,postgres), BENCH_PG_URL, BENCH_LOAD_PATH (/properties or
 * /api/property/search), extra server variables as they are (LOAD_MAX_IN_FLIGHT, LOAD_MAX_EVENT_LOOP_DELAY_MS).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { addClubDays, clubToday } from "../common/club-time.ts";
import { projectRoot } from "../server/paths.ts";
import { Children, collectOutput, freePort, waitForHealth } from "./support/processes.ts";

const REQUESTS = Number(process.env.BENCH_LOAD_REQUESTS ?? 1000);
const DATABASES = (process.env.BENCH_LOAD_DATABASES ?? "pglite,postgres").split(",");
const PG_URL = (process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
const SEARCH_PATH = process.env.BENCH_LOAD_PATH ?? "/properties";
/** An answer later than this counts as not answered. */
const ANSWER_LIMIT_MS = 30_000;
const LOCATIONS = ["rishikesh", "solan", "amarkantak", "rajgarh"];

interface Answer {
  status: number;
  ms: number;
}

/** One GET on its own connection (no keep-alive): status 0 when it failed or took longer than ANSWER_LIMIT_MS. */
function timedGet(url: string, agent: Agent): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent, timeout: ANSWER_LIMIT_MS, headers: { "accept-encoding": "br" } }, (res) => {
      res.resume();
      res.once("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.once("error", () => resolve({ status: 0, ms: performance.now() - started }));
    });
    req.once("timeout", () => req.destroy());
    req.once("error", () => resolve({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Asks for `path` one request after the other until `done`; the answers' times. */
async function poll(base: string, path: string, agent: Agent, done: () => boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  while (!done()) {
    answers.push(await timedGet(`${base}${path}`, agent));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return answers;
}

interface Row {
  database: string;
  health: Answer[];
  home: Answer[];
  searches: Answer[];
  burstMs: number;
}

async function runOn(database: string): Promise<Row> {
  const children = new Children();
  const scratch = mkdtempSync(join(tmpdir(), "club-bench-load-"));
  let dropDatabase: (() => Promise<void>) | undefined;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(scratch, "data"),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      SHUTDOWN_GRACE_MS: "0",
      DAILY_JOBS: "false",
    };
    delete env.DATABASE_URL;
    if (database === "postgres") {
      const name = `club_bench_load_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      env.DATABASE_URL = `${PG_URL}/${name}`;
      dropDatabase = async () => {
        const dropper = new pg.Client({ connectionString: `${PG_URL}/postgres` });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      };
    }
    const server = children.start(process.execPath, ["scripts/start.mjs"], {
      cwd: projectRoot,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    await waitForHealth(
      `${base}/api/health`,
      { name: `the server on ${database}`, child: server, output: collectOutput(server) },
      180_000,
    );
    // the home page once, so that it is kept in memory as for any visitor after the first; the two pollers' connections
    // are open before the burst (as a load balancer's and a reader's kept-alive ones)
    const healthAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const homeAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    await timedGet(`${base}/api/health`, healthAgent);
    await timedGet(`${base}/`, homeAgent);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const burstAgent = new Agent({ keepAlive: false, maxSockets: Infinity });
    const today = clubToday();
    let finished = false;
    const started = performance.now();
    const searches = Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => {
        const checkIn = addClubDays(today, 10 + (i % 60));
        const query = `location=${LOCATIONS[i % LOCATIONS.length]}&checkIn=${checkIn}&checkOut=${addClubDays(checkIn, 1 + (i % 5))}`;
        return timedGet(`${base}${SEARCH_PATH}?${query}`, burstAgent);
      }),
    ).finally(() => (finished = true));
    const [answers, health, home] = await Promise.all([
      searches,
      poll(base, "/api/health", healthAgent, () => finished),
      poll(base, "/", homeAgent, () => finished),
    ]);
    const burstMs = performance.now() - started;
    healthAgent.destroy();
    homeAgent.destroy();
    burstAgent.destroy();
    return { database, health, home, searches: answers, burstMs };
  } finally {
    await children.stopAll();
    await dropDatabase?.().catch((error: unknown) => console.warn("the bench database could not be dropped:", error));
    rmSync(scratch, { recursive: true, force: true });
  }
}

const built = spawnSync(process.execPath, ["scripts/ensure-built.mjs"], { cwd: projectRoot, stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);

const rows: Row[] = [];
for (const database of DATABASES) {
  console.log(`bench:load — ${REQUESTS} dated searches at once (${SEARCH_PATH}) on ${database}…`);
  rows.push(await runOn(database));
}

const ms = (value: number) =>
  Number.isNaN(value) ? "–" : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`;
console.log(
  `\nbench:load — ${REQUESTS} concurrent dated searches; ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}\n`,
);
console.log(
  "| database | health p50 | health p99 (goal ≤ 1 s) | home p50 | home p99 | searches 200 | 503 | other | slowest search (goal ≤ 30 s) | burst | goal |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
let misses = 0;
for (const row of rows) {
  const healthTimes = row.health.map((a) => a.ms);
  const count = (test: (status: number) => boolean) => row.searches.filter((a) => test(a.status)).length;
  const other = count((s) => s !== 200 && s !== 503);
  const slowest = Math.max(...row.searches.map((a) => a.ms));
  const healthFailed = row.health.some((a) => a.status !== 200);
  const met = percentile(healthTimes, 99) <= 1000 && !healthFailed && other === 0 && slowest <= ANSWER_LIMIT_MS;
  if (!met) misses++;
  console.log(
    `| ${row.database} | ${ms(percentile(healthTimes, 50))} | ${ms(percentile(healthTimes, 99))}${healthFailed ? " (not all 200)" : ""} | ` +
      `${ms(
        percentile(
          row.home.map((a) => a.ms),
          50,
        ),
      )} | ${ms(
        percentile(
          row.home.map((a) => a.ms),
          99,
        ),
      )} | ` +
      `${count((s) => s === 200)} | ${count((s) => s === 503)} | ${other} | ${ms(slowest)} | ${ms(row.burstMs)} | ${met ? "met" : "NOT met"} |`,
  );
}
console.log(
  `\ngoal: health p99 ≤ 1 s (every answer 200), every search answered 200 or 503 within 30 s — ${misses ? `missed on ${misses} database(s)` : "met on each database"}`,
);
