/**
 * npm run bench:pages — the public pages served from memory, side by side with nginx serving the same
 * bytes. Starts the production server (as `npm start` runs it) on a fresh embedded database and an nginx (Debian's
 * nginx-light, installed when missing, one worker like the one Node process) that serves each page's bytes in each
 * encoding with the same headers, then loads each in turn with `wrk -t1 -c32` (installed when missing), with
 * `Accept-Encoding: br` and without it, and prints requests/s, p99 and the ratios. Goal (decision 029): app/nginx ≥ 0.5
 * requests/s on each page in both encodings. A second reference, a bare `http.createServer` writing the same bytes and
 * headers (scripts/support/bare-page-server.mjs), shows what one Node process can do at best.
 *
 * BENCH_SECONDS (10), BENCH_PAGES (comma-separated paths; / and /why-trust-us), BENCH_CONNECTIONS (32).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../server/start.ts";
import { Children, collectOutput, freePort, NGINX, nginxConfig, waitForHealth } from "./support/processes.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pages = (process.env.BENCH_PAGES ?? "/,/why-trust-us").split(",");
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? "32").split(",").map(Number);
const WRK = "/usr/bin/wrk";
/** The two ways a client asks: brotli (every browser), and no Accept-Encoding at all (curl, many tools). */
const ENCODINGS = [
  { name: "br", headers: { "accept-encoding": "br" } as Record<string, string> },
  { name: "identity", headers: {} as Record<string, string> },
];

ensureDebianPackage(NGINX, "nginx-light");
ensureDebianPackage(WRK, "wrk");

const children = new Children();
const tempDir = mkdtempSync(join(tmpdir(), "club-bench-pages-"));
process.once("SIGINT", () => void children.stopAll().finally(() => process.exit(130)));
try {
  const built = spawnSync(process.execPath, ["scripts/ensure-built.mjs"], { cwd: projectRoot, stdio: "inherit" });
  if (built.status !== 0) throw new Error("the production build failed");
  const [appPort, nginxPort, barePort] = [await freePort(), await freePort(), await freePort()];
  const app = `http://127.0.0.1:${appPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(appPort),
    HOST: "127.0.0.1",
    DATA_DIR: join(tempDir, "data"),
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    SHUTDOWN_GRACE_MS: "0",
  };
  delete env.DATABASE_URL;
  // the compiled production server, as npm start runs it
  const server = children.start(process.execPath, ["scripts/start.mjs"], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  await waitForHealth(
    `${app}/api/health`,
    { name: "the server", child: server, output: collectOutput(server) },
    120_000,
  );

  // the bytes and headers the app sends for each page in each encoding, served by nginx as they are under /<encoding>/
  const locations: string[] = [];
  const barePages: { path: string; encoding: string; headers: Record<string, string>; file: string }[] = [];
  // each page rendered once and given time for its smallest encodings (made off the event loop after the first answer)
  for (const page of pages) await rawGet(`${app}${page}`, {});
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const [i, page] of pages.entries()) {
    for (const encoding of ENCODINGS) {
      const answer = await rawGet(`${app}${page}`, encoding.headers);
      if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`);
      const file = `page-${i}.${encoding.name}`;
      writeFileSync(join(tempDir, file), answer.body);
      const kept = Object.entries(answer.headers).filter(
        ([name]) => !["date", "connection", "keep-alive", "transfer-encoding"].includes(name),
      );
      barePages.push({
        path: page,
        encoding: encoding.name,
        headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
        file: join(tempDir, file),
      });
      const headers = Object.entries(answer.headers)
        .filter(
          ([name]) =>
            !["date", "connection", "keep-alive", "content-length", "transfer-encoding", "content-type"].includes(name),
        )
        .map(([name, value]) => `      add_header ${name} ${JSON.stringify(String(value))};`);
      locations.push(
        `    location = ${nginxPath(encoding.name, page)} {\n      default_type ${JSON.stringify(String(answer.headers["content-type"]))};\n      root ${tempDir};\n      try_files /${file} =404;\n      etag off;\n${headers.join("\n")}\n    }`,
      );
    }
  }
  chmodSync(tempDir, 0o755);
  writeFileSync(join(tempDir, "bare-pages.json"), JSON.stringify(barePages));
  const bare = children.start(
    process.execPath,
    ["scripts/support/bare-page-server.mjs", join(tempDir, "bare-pages.json")],
    {
      cwd: projectRoot,
      env: { ...process.env, PORT: String(barePort) },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  await waitForHealth(`http://127.0.0.1:${barePort}${pages[0]}`, {
    name: "the bare Node server",
    child: bare,
    output: collectOutput(bare),
  });
  const nginxDir = join(tempDir, "nginx");
  mkdirSync(nginxDir);
  writeFileSync(
    join(nginxDir, "nginx.conf"),
    nginxConfig(nginxDir, `  server {\n    listen 127.0.0.1:${nginxPort};\n${locations.join("\n")}\n  }`),
  );
  const nginx = children.start(
    NGINX,
    ["-p", nginxDir, "-e", join(nginxDir, "error.log"), "-c", join(nginxDir, "nginx.conf"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  await waitForHealth(`http://127.0.0.1:${nginxPort}${nginxPath("identity", pages[0])}`, {
    name: "nginx",
    child: nginx,
    output: collectOutput(nginx),
  });

  console.log(
    `\nbench:pages — ${seconds} s per run, wrk -t1; ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}\n`,
  );
  const rows: string[][] = [];
  let misses = 0;
  for (const page of pages) {
    for (const encoding of ENCODINGS) {
      for (const connections of connectionCounts) {
        // warm-up, then the measured runs in turn
        wrk(`${app}${page}`, connections, 2, encoding.headers);
        const ours = wrk(`${app}${page}`, connections, seconds, encoding.headers);
        const reference = wrk(
          `http://127.0.0.1:${nginxPort}${nginxPath(encoding.name, page)}`,
          connections,
          seconds,
          encoding.headers,
        );
        const node = wrk(`http://127.0.0.1:${barePort}${page}`, connections, seconds, encoding.headers);
        const ratio = ours.rps / reference.rps;
        const pass = ratio >= 0.5;
        if (!pass) misses++;
        rows.push([
          page,
          encoding.name,
          String(connections),
          ours.rps.toFixed(0),
          reference.rps.toFixed(0),
          ratio.toFixed(2),
          node.rps.toFixed(0),
          (ours.rps / node.rps).toFixed(2),
          `${ours.p99.toFixed(2)} ms`,
          `${reference.p99.toFixed(2)} ms`,
          pass ? "yes" : "NO",
        ]);
      }
    }
  }
  printTable(
    [
      "page",
      "encoding",
      "conns",
      "app req/s",
      "nginx req/s",
      "app/nginx",
      "bare node req/s",
      "app/node",
      "app p99",
      "nginx p99",
      "goal ≥ 0.5",
    ],
    rows,
  );
  console.log(
    `\ngoal: app ≥ 0.5× nginx's requests/s — ${misses ? `${misses} run(s) miss it` : "met on every page and encoding"}`,
  );
} finally {
  await children.stopAll();
  rmSync(tempDir, { recursive: true, force: true });
}

/** nginx's address of a page's bytes in one encoding. */
function nginxPath(encoding: string, page: string): string {
  return `/${encoding}${page === "/" ? "/" : page}`;
}

function wrk(
  url: string,
  connections: number,
  duration: number,
  headers: Record<string, string>,
): { rps: number; p99: number } {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const out = execFileSync(
    WRK,
    ["-t", "1", "-c", String(connections), "-d", `${duration}s`, "--latency", ...headerArgs, url],
    { encoding: "utf8" },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const [, value, unit] = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(out) ?? [];
  const p99 = Number(value) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
  if (!rps || !p99) throw new Error(`wrk gave no figures for ${url}:\n${out}`);
  const errors = /Non-2xx or 3xx responses: (\d+)|Socket errors: .*/.exec(out);
  if (errors) console.warn(`${url}: ${errors[0]}`);
  return { rps, p99 };
}

function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

function ensureDebianPackage(binary: string, pkg: string) {
  if (existsSync(binary)) return;
  console.log(`bench:pages: installing Debian's ${pkg}`);
  execFileSync(
    "sh",
    ["-c", `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg} >/dev/null`],
    { stdio: "inherit" },
  );
}

function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}
