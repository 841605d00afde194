/**
 * npm run bench:start — how long the production server takes from spawn to its first 200 on `/`, on an empty
 * DATA_DIR and on a second start (embedded PGlite), beside a bare Fastify (scripts/bare-fastify.mjs) started
 * the same way; and the server's RSS once idle after the start. BENCH_RUNS starts of each (3), the median shown.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { projectRoot } from "../server/paths.ts";
import { Children, collectOutput, freePort } from "./support/processes.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** How long the server is left alone after its first answer before its RSS is read. */
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 3000);
const START_TIMEOUT_MS = 120_000;

interface Start {
  ms: number;
  rssMb: number;
}

const built = spawnSync(process.execPath, ["scripts/ensure-built.mjs"], { cwd: projectRoot, stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);

const children = new Children();
const scratch = mkdtempSync(join(tmpdir(), "club-bench-start-"));
process.once("SIGINT", () => void children.stopAll().then(() => process.exit(130)));

/** Spawns `node <script>` on a free port; the time until `/` answers 200, then the RSS after IDLE_MS; stops it. */
async function timeStart(script: string, dataDir: string): Promise<Start> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", SHUTDOWN_GRACE_MS: "0" };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const started = performance.now();
  const child = children.start(process.execPath, [script], { cwd: projectRoot, env, stdio: ["ignore", "pipe", "pipe"] });
  const output = collectOutput(child);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${script} ended before answering:\n${output.join("\n")}`);
    if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`${script} did not answer within ${START_TIMEOUT_MS / 1000} s`);
    const status = await fetch(`http://127.0.0.1:${port}/`).then((r) => (r.body?.cancel(), r.status), () => 0);
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1]);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  return { ms, rssMb: rssKb / 1024 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results: Record<string, Start[]> = { empty: [], second: [], bare: [] };
try {
  for (let run = 1; run <= RUNS; run++) {
    const dataDir = join(scratch, `run-${run}`);
    results.empty.push(await timeStart("scripts/start.mjs", dataDir));
    results.second.push(await timeStart("scripts/start.mjs", dataDir));
    results.bare.push(await timeStart("scripts/bare-fastify.mjs", join(scratch, "bare")));
    console.log(`run ${run}/${RUNS}: empty ${results.empty.at(-1)!.ms.toFixed(0)} ms, second ${results.second.at(-1)!.ms.toFixed(0)} ms, bare ${results.bare.at(-1)!.ms.toFixed(0)} ms`);
  }
} finally {
  await children.stopAll();
  rmSync(scratch, { recursive: true, force: true });
}

const bare = median(results.bare.map((r) => r.ms));
const rows = [
  ["production server, empty DATA_DIR", results.empty, "4.0 s"],
  ["production server, second start", results.second, "1.5 s"],
  ["bare Fastify", results.bare, ""],
] as const;
console.log(`\nspawn → first 200 on /, median of ${RUNS} (min–max); RSS ${IDLE_MS / 1000} s after the first answer\n`);
console.log("| start | time | × bare Fastify | goal | RSS idle |");
console.log("|---|---:|---:|---:|---:|");
for (const [name, starts, goal] of rows) {
  const times = starts.map((s) => s.ms);
  const range = `${(Math.min(...times) / 1000).toFixed(2)}–${(Math.max(...times) / 1000).toFixed(2)}`;
  console.log(
    `| ${name} | ${(median(times) / 1000).toFixed(2)} s (${range}) | ${(median(times) / bare).toFixed(1)} | ${goal} | ${median(starts.map((s) => s.rssMb)).toFixed(0)} MB |`,
  );
}
