/**
 * npm run bench:start — how long `npm start` takes, as the README has it run, from the command to its first 200 on `/`:
 * npm itself, the build check, the server's start and the first page. Measured on a built checkout, on an empty
 * DATA_DIR (the first start) and on one with data (every start after: the goal, ≤ 1.5 s), beside a bare Fastify
 * (scripts/bare-fastify.mjs) started by `node` and the server's own `node scripts/start.mjs` without npm and the build
 * check; the CPU time its processes used until then (the figure a busy machine moves least); and the server's RSS once
 * idle after its start. BENCH_RUNS starts of each (3), the median shown.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { projectRoot } from "../server/paths.ts";
import { collectOutput, freePort } from "./support/processes.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** How long the server is left alone after its first answer before its RSS is read. */
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 3000);
const START_TIMEOUT_MS = 180_000;

interface Start {
  ms: number;
  /** CPU seconds the command's processes used until the first 200 (user + system, with their finished children's). */
  cpuS: number;
  rssMb: number;
}

const built = spawnSync(process.execPath, ["scripts/ensure-built.mjs"], { cwd: projectRoot, stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);

const scratch = mkdtempSync(join(tmpdir(), "club-bench-start-"));
const running = new Set<ChildProcess>();
/** Ends a started command and everything it started (npm → sh → node): its own process group. */
const stopGroup = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid!, "SIGTERM");
  const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
  running.delete(child);
};
process.once("SIGINT", () => void Promise.all([...running].map(stopGroup)).then(() => process.exit(130)));

/** The CPU time of a process and its descendants (live ones, and finished ones its shell or npm waited for), in seconds. */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime, stime, cutime, cstime: fields 14–17 of proc(5), 12–15 after the name
  const own = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) / 100;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return own + children.reduce((sum, child) => sum + cpuOf(Number(child)), 0);
}

/** The process's resident memory, the server's (the deepest node process of the group) when npm started it. */
function rssOf(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  if (children.length > 0) return rssOf(Number(children[0]));
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;
}

/** Runs `command` in its own process group on a free port; the time until `/` answers 200, then the RSS after IDLE_MS; stops it. */
async function timeStart(command: string, args: string[], dataDir: string): Promise<Start> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SHUTDOWN_GRACE_MS: "0",
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  // as a newcomer's shell runs it: not inside this npm run's environment
  for (const name of Object.keys(env)) if (name.startsWith("npm_")) delete env[name];
  const started = performance.now();
  const child = spawn(command, args, { cwd: projectRoot, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  running.add(child);
  const output = collectOutput(child);
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${command} ${args.join(" ")} ended before answering:\n${output.join("\n")}`);
      if (performance.now() - started > START_TIMEOUT_MS)
        throw new Error(`${command} ${args.join(" ")} did not answer within ${START_TIMEOUT_MS / 1000} s`);
      const status = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => (r.body?.cancel(), r.status),
        () => 0,
      );
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const ms = performance.now() - started;
    const cpuS = cpuOf(child.pid!);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { ms, cpuS, rssMb: rssOf(child.pid!) };
  } finally {
    await stopGroup(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results: Record<string, Start[]> = { npmEmpty: [], npmData: [], serverData: [], bare: [] };
try {
  for (let run = 1; run <= RUNS; run++) {
    const dataDir = join(scratch, `run-${run}`);
    results.npmEmpty.push(await timeStart("npm", ["start"], dataDir));
    results.npmData.push(await timeStart("npm", ["start"], dataDir));
    results.serverData.push(await timeStart(process.execPath, ["scripts/start.mjs"], dataDir));
    results.bare.push(await timeStart(process.execPath, ["scripts/bare-fastify.mjs"], join(scratch, "bare")));
    console.log(
      `run ${run}/${RUNS}: npm start empty ${results.npmEmpty.at(-1)!.ms.toFixed(0)} ms, with data ${results.npmData.at(-1)!.ms.toFixed(0)} ms, ` +
        `node scripts/start.mjs ${results.serverData.at(-1)!.ms.toFixed(0)} ms, bare ${results.bare.at(-1)!.ms.toFixed(0)} ms`,
    );
  }
} finally {
  await Promise.all([...running].map(stopGroup));
  rmSync(scratch, { recursive: true, force: true });
}

const bare = median(results.bare.map((r) => r.ms));
const rows = [
  ["`npm start`, a built checkout with data", results.npmData, "≤ 1.5 s"],
  ["`npm start`, empty DATA_DIR (first start)", results.npmEmpty, ""],
  ["`node scripts/start.mjs` with data (no npm, no build check)", results.serverData, ""],
  ["bare Fastify (`node scripts/bare-fastify.mjs`)", results.bare, "reference"],
] as const;
console.log(
  `\nbench:start — command → first 200 on /, median of ${RUNS} (min–max); RSS ${IDLE_MS / 1000} s after the first answer; ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}\n`,
);
console.log("| start | time | × bare Fastify | goal | CPU used | RSS idle |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const [name, starts, goal] of rows) {
  const times = starts.map((s) => s.ms);
  const range = `${(Math.min(...times) / 1000).toFixed(2)}–${(Math.max(...times) / 1000).toFixed(2)}`;
  console.log(
    `| ${name} | ${(median(times) / 1000).toFixed(2)} s (${range}) | ${(median(times) / bare).toFixed(1)} | ${goal} | ${median(starts.map((s) => s.cpuS)).toFixed(2)} s | ${median(starts.map((s) => s.rssMb)).toFixed(0)} MB |`,
  );
}
