/**
 * The server process of `npm run bench:api` (scripts/bench-api.ts forks it): the real app on the bench's
 * database, listening on a free port of 127.0.0.1, in a process of its own so that its memory (RSS) is
 * its own and the load generator does not share its event loop.
 *
 * It tells its parent `{ port }` once listening, and answers over IPC:
 * - `{ rss }`: its resident set size now;
 * - `{ capture: paths, headers? }`: for each path, the SQL the app ran to answer it (one request each, by inject,
 *   with the headers given, e.g. a session's cookie),
 *   as steps: the queries of a step ran at the same time (Promise.all), the steps one after another.
 *   The queries are recorded from pg's Pool (the PostgreSQL driver) in this process only; the product
 *   has no hook for it.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase, type DatabaseTarget } from "../server/db/open.ts";
import { buildDir } from "../server/paths.ts";
import { productionWeb } from "../server/web.ts";

/** One query as the app sent it to pg: replayed as it is by the bench. */
export interface CapturedQuery {
  text: string;
  values: unknown[];
  rowMode?: "array";
}
/** The SQL of one request: steps in order, the queries of a step in parallel. */
export type CapturedRequest = CapturedQuery[][];

export type ServerRequest =
  { id: number; rss: true } | { id: number; capture: string[]; headers?: Record<string, string> } | { stop: true };
export type ServerReply = { port: number } | { id: number; rss: number } | { id: number; captures: CapturedRequest[] };

type TimedQuery = CapturedQuery & { start: number; end: number };
let recording: TimedQuery[] | null = null;

const poolQuery = pg.Pool.prototype.query as (...args: unknown[]) => unknown;
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  if (!recording) return poolQuery.apply(this, args);
  const [first, second] = args;
  const config =
    typeof first === "string" ? { text: first } : (first as { text: string; values?: unknown[]; rowMode?: "array" });
  const entry: TimedQuery = {
    text: config.text,
    values: (Array.isArray(second) ? second : config.values) ?? [],
    rowMode: config.rowMode,
    start: performance.now(),
    end: Infinity,
  };
  recording.push(entry);
  const result = poolQuery.apply(this, args);
  if (result instanceof Promise) void result.finally(() => (entry.end = performance.now())).catch(() => {});
  return result;
} as typeof pg.Pool.prototype.query;

/** Queries that began before the previous ones ended ran together: one step. */
function toSteps(queries: TimedQuery[]): CapturedRequest {
  const steps: CapturedRequest = [];
  let stepEnd = -Infinity;
  for (const { start, end, ...query } of [...queries].sort((a, b) => a.start - b.start)) {
    if (steps.length > 0 && start < stepEnd) {
      steps.at(-1)!.push(query);
      stepEnd = Math.max(stepEnd, end);
    } else {
      steps.push([query]);
      stepEnd = end;
    }
  }
  return steps;
}

const target = JSON.parse(process.env.BENCH_DATABASE ?? "null") as DatabaseTarget | null;
if (!target || !process.send) throw new Error("bench-api-server runs as the child of scripts/bench-api.ts");
const send = (reply: ServerReply) => process.send!(reply);

const database = await openDatabase(target);
// BENCH_WEB=1: the site's pages too (the production build's server bundle), as npm start serves them
const web = process.env.BENCH_WEB ? await productionWeb(buildDir) : undefined;
const app = await buildApp({
  config: loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "club-bench-")),
    NODE_ENV: "production",
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
  }),
  database,
  web,
});
await app.listen({ port: 0, host: "127.0.0.1" });

process.on("message", async (message: ServerRequest) => {
  if ("stop" in message) {
    await app.close();
    await database.close();
    process.exit(0);
  }
  if ("rss" in message) return send({ id: message.id, rss: process.memoryUsage().rss });
  const captures: CapturedRequest[] = [];
  for (const url of message.capture) {
    recording = [];
    const res = await app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "gzip, deflate, br", ...message.headers },
    });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    captures.push(toSteps(recording));
    recording = null;
  }
  send({ id: message.id, captures });
});
const address = app.server.address();
send({ port: typeof address === "object" && address ? address.port : 0 });
