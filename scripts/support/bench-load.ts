/**
 * What the API and office benchmarks share: the app in a process of its own (scripts/bench-api-server.ts), HTTP load
 * on it with autocannon, and the SQL it ran replayed bare through a pg.Pool.
 */
import { fork, type ChildProcess } from "node:child_process";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import pg from "pg";
import type { DatabaseTarget } from "../../server/db/open.ts";
import type { CapturedRequest, ServerReply, ServerRequest } from "../bench-api-server.ts";

/** What a browser sends: answers are measured as browsers get them, compressed. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };

/** The app's process: asks and answers over IPC (see scripts/bench-api-server.ts). */
export class ServerProcess {
  private next = 0;
  private constructor(
    private readonly child: ChildProcess,
    readonly base: string,
  ) {}

  /** `env`: more of the server's environment (BENCH_WEB=1 serves the site's pages too). */
  static async start(target: DatabaseTarget, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
    const child = fork(new URL("../bench-api-server.ts", import.meta.url), {
      // BENCH_SERVER_NODE_ARGS: Node options for the server process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles"
      execArgv: ["--import", "tsx", ...(process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [])],
      env: { ...process.env, NODE_ENV: "production", BENCH_DATABASE: JSON.stringify(target), ...env },
      serialization: "advanced",
    });
    const port = await new Promise<number>((resolve, reject) => {
      child.once("message", (m: ServerReply) =>
        "port" in m ? resolve(m.port) : reject(new Error("unexpected message")),
      );
      child.once("exit", (code) => reject(new Error(`the bench server exited (${code})`)));
    });
    return new ServerProcess(child, `http://127.0.0.1:${port}`);
  }

  private ask<T>(
    request: Omit<Extract<ServerRequest, { id: number }>, "id">,
    pick: (reply: ServerReply) => T | undefined,
  ): Promise<T> {
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`the bench server exited (${code})`));
      const listener = (reply: ServerReply) => {
        if (!("id" in reply) || reply.id !== id) return;
        this.child.off("message", listener).off("exit", exited);
        resolve(pick(reply)!);
      };
      this.child.on("message", listener).once("exit", exited);
      this.child.send({ ...request, id } as ServerRequest);
    });
  }

  rss = () => this.ask({ rss: true }, (r) => ("rss" in r ? r.rss : undefined));
  capture = (paths: string[], headers?: Record<string, string>) =>
    this.ask({ capture: paths, headers }, (r) => ("captures" in r ? r.captures : undefined));

  async stop() {
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    this.child.send({ stop: true } satisfies ServerRequest);
    await exited;
  }
}

export interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** How many answers were measured. */
  count: number;
  bytes?: number;
}

export function figuresOf(latencies: number[], seconds: number, failed: number): Figures {
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { perSecond: sorted.length / seconds, p50: at(50), p99: at(99), failed, count: sorted.length };
}

/** HTTP load on the app with autocannon; latencies of the 2xx answers, to the hundredth of a millisecond. */
export async function loadApp(
  base: string,
  paths: string[],
  options: { seconds: number; connections: number; headers?: Record<string, string>; timeoutSeconds?: number },
): Promise<Figures> {
  let n = 0;
  const latencies: number[] = [];
  let bytes = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: options.connections,
        duration: options.seconds,
        timeout: options.timeoutSeconds ?? 10,
        headers: { ...BROWSER_HEADERS, ...options.headers },
        requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, statusCode, resBytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) {
        latencies.push(responseTime);
        bytes += resBytes;
      }
    });
  });
  const figures = figuresOf(latencies, result.duration, result.non2xx + result.errors + result.timeouts);
  return { ...figures, bytes: latencies.length > 0 ? bytes / latencies.length : 0 };
}

/** pg hands dates and times over as text to Drizzle; the replay parses them the same way. */
const DATES_AS_TEXT = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const replayTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    DATES_AS_TEXT.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The captured SQL of the requests replayed bare through a pg.Pool, `connections` requests at a time. */
export async function replay(
  pool: pg.Pool,
  requests: CapturedRequest[],
  seconds: number,
  connections: number,
): Promise<Figures> {
  const latencies: number[] = [];
  let failed = 0;
  let n = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const steps = requests[n++ % requests.length];
        const t0 = performance.now();
        try {
          for (const step of steps) {
            await Promise.all(
              step.map(({ text, values, rowMode }) =>
                rowMode === "array"
                  ? pool.query({ text, values, rowMode, types: replayTypes })
                  : pool.query({ text, values, types: replayTypes }),
              ),
            );
          }
          latencies.push(performance.now() - t0);
        } catch {
          failed++;
        }
      }
    }),
  );
  return figuresOf(latencies, (performance.now() - started) / 1000, failed);
}
