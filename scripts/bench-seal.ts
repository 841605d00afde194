/**
 * npm run bench:seal — `GET /` while invoices are sealed (decision 027). Starts the production app (the built
 * site, NODE_ENV=production, a fresh embedded database with the demo data) in a process of its own
 * (scripts/bench-seal-server.ts), measures `GET /` (kept-alive clients asking again as soon as answered) alone, then while BENCH_SEALS (4) invoices are
 * drawn and sealed at once, continuously, each a fresh one. Once with the app's CPU pool (CPU_WORKERS, its default
 * unless set), once with CPU_WORKERS=0 (sealing on the event loop, as before the pool) for reference. Prints p50
 * and p99 of each, the ratio with sealing to alone (goal: p50 ≤ 2× with the pool), the invoices sealed per second
 * and the event loop's delay meanwhile.
 *
 * BENCH_SECONDS (8), BENCH_CONNECTIONS (4), BENCH_SEALS (4), CPU_WORKERS (the pool's threads; the app's default).
 */
import { fork, spawnSync, type ChildProcess } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { Agent, get } from "node:http";
import { performance } from "node:perf_hooks";
import { projectRoot } from "../server/paths.ts";
import type { SealServerReply, SealServerRequest } from "./bench-seal-server.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const seals = Number(process.env.BENCH_SEALS ?? 4);
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };

const built = spawnSync(process.execPath, ["scripts/ensure-built.mjs"], { cwd: projectRoot, stdio: "inherit" });
if (built.status !== 0) throw new Error("the production build failed");

interface Figures {
  p50: number;
  p99: number;
  rps: number;
}

/**
 * `connections` clients, each asking `url` again as soon as answered (kept-alive), for `duration` seconds: the
 * latency of every answer at microsecond precision (autocannon's are whole milliseconds, and `/` from memory takes less).
 */
async function load(url: string, duration: number): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + duration * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = get(url, { agent, headers: BROWSER_HEADERS }, (response) => {
        response.resume();
        response.once("end", () => {
          if (response.statusCode === 200) latencies.push(performance.now() - started);
          else failed++;
          resolve();
        });
      });
      request.once("error", () => {
        failed++;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) await once();
    }),
  );
  agent.destroy();
  if (failed > 0) throw new Error(`${url}: ${failed} requests failed or not answered 200`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), rps: latencies.length / duration };
}

function startServer(cpuWorkers: string | undefined): Promise<{ child: ChildProcess; base: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  delete env.DATABASE_URL;
  if (cpuWorkers === undefined) delete env.CPU_WORKERS;
  else env.CPU_WORKERS = cpuWorkers;
  const child = fork(new URL("./bench-seal-server.ts", import.meta.url), {
    execArgv: ["--import", "tsx"],
    env,
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (m: SealServerReply) =>
      "port" in m ? resolve({ child, base: `http://127.0.0.1:${m.port}` }) : reject(new Error("unexpected message")),
    );
    child.once("exit", (code) => reject(new Error(`the bench server exited (${code})`)));
  });
}

const ask = (child: ChildProcess, request: SealServerRequest) => child.send(request);

async function measure(label: string, cpuWorkers: string | undefined) {
  const { child, base } = await startServer(cpuWorkers);
  try {
    await load(`${base}/`, 2); // warm-up
    const alone = await load(`${base}/`, seconds);
    ask(child, { seal: seals });
    const during = await load(`${base}/`, seconds);
    const stopped = new Promise<Extract<SealServerReply, { sealed: number }>>((resolve) =>
      child.once("message", (m: SealServerReply) => "sealed" in m && resolve(m)),
    );
    ask(child, { stop: true });
    const sealed = await stopped;
    return { label, alone, during, sealed };
  } finally {
    ask(child, { exit: true });
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

console.log(
  `\nbench:seal — GET / (${connections} connections, ${seconds} s each) alone and while ${seals} invoices are sealed at once; ` +
    `${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}\n`,
);
const runs = [
  await measure(`CPU pool (CPU_WORKERS=${process.env.CPU_WORKERS ?? "default"})`, process.env.CPU_WORKERS),
  await measure("event loop (CPU_WORKERS=0)", "0"),
];
const rows = runs.map(({ label, alone, during, sealed }) => [
  label,
  `${alone.p50.toFixed(2)} ms`,
  `${during.p50.toFixed(2)} ms`,
  (during.p50 / alone.p50).toFixed(1),
  `${alone.p99.toFixed(2)} ms`,
  `${during.p99.toFixed(2)} ms`,
  `${alone.rps.toFixed(0)} / ${during.rps.toFixed(0)}`,
  ((sealed.sealed * 1000) / sealed.ms).toFixed(1),
  `${sealed.loopDelayP50.toFixed(1)} / ${sealed.loopDelayP99.toFixed(1)} ms`,
]);
printTable(
  [
    "sealing in",
    "p50 alone",
    "p50 sealing",
    "ratio",
    "p99 alone",
    "p99 sealing",
    "req/s alone / sealing",
    "seals/s",
    "loop delay p50/p99",
  ],
  rows,
);
const ratio = runs[0].during.p50 / runs[0].alone.p50;
console.log(
  `\ngoal: GET / p50 while sealing ≤ 2× alone with the CPU pool — ${ratio <= 2 ? "met" : "missed"} (${ratio.toFixed(1)}×); load now ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);

function printTable(head: string[], body: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of body) console.log(line(row));
}
