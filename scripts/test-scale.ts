/**
 * npm run test:scale — two instances, one truth. Starts two instances of the production server on one new
 * PostgreSQL database (on the DATABASE_URL server, dropped afterwards) behind nginx as a round-robin load balancer,
 * and checks that a session made on one is valid on the other, that a sign-out on one is honoured by the other,
 * that sign-in rate limits add up across both, and that 50 parallel bookings of one villa-night give one booking.
 * Prints a table of the checks and `N passed, N failed`; exits 1 on any failure.
 */
import { spawnSync, type ChildProcess, type SpawnOptions } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hash } from "@node-rs/argon2";
import { and, count, eq, gt, lt, ne } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { SIGN_IN_ATTEMPTS } from "../common/auth-limits.ts";
import type { BookStayBody } from "../common/stay-schemas.ts";
import { bookings, properties, users } from "../server/db/schema.ts";
import { loadSealIdentity } from "../server/platform/seal.ts";
import { projectRoot } from "../server/start.ts";
import { adminUrl, databaseUrlFor } from "../server/test/database-names.ts";
import { startMailCatcher, type MailCatcher } from "../server/test/mail-catcher.ts";
import { Children, freePort, NGINX, nginxConfig, waitForHealth } from "./support/processes.ts";

const PARALLEL_BOOKINGS = 50;
const PASSWORD = "lotus-pond-42";
const STARTUP_TIMEOUT_MS = 60_000;

interface Instance {
  name: string;
  url: string;
  /** host:port, as nginx names the upstream that answered. */
  address: string;
  child: ChildProcess;
  output: string[];
}

interface Row {
  check: string;
  expected: string;
  got: string;
  pass: boolean;
}

interface Answer {
  status: number;
  body: { message?: string; data?: unknown } | null;
  /** The instance that answered (its name). */
  servedBy: string;
}

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error(
    "test:scale needs DATABASE_URL: a PostgreSQL server on which it may create and drop a database (e.g. postgres://postgres@127.0.0.1:5432/test).",
  );
  process.exit(1);
}

const started = Date.now();
const rows: Row[] = [];
const instances: Instance[] = [];
const tempDir = mkdtempSync(join(tmpdir(), "club-scale-"));
const databaseName = `club_scale_${process.pid}_${Date.now()}`;
let databaseCreated = false;
/** Every process started (the instances, nginx), to be stopped at the end. */
const children = new Children();
let viaNginx = "";
let mail: MailCatcher | undefined;
let pool: pg.Pool | undefined;

let cleaning: Promise<void> | undefined;
const cleanup = () =>
  (cleaning ??= (async () => {
    await children.stopAll();
    await mail?.close().catch(() => {});
    await pool?.end().catch(() => {});
    if (databaseCreated)
      await dropDatabase().catch((error) => console.error(`Could not drop the database ${databaseName}:`, error));
    rmSync(tempDir, { recursive: true, force: true });
  })());
process.once("SIGINT", () => {
  console.error("\nSIGINT: stopping the instances and nginx, dropping the database…");
  void cleanup().finally(() => process.exit(130));
});

let failedToRun = false;
try {
  await prepare();
  await runChecks();
  if (rows.some((r) => !r.pass)) for (const instance of instances) printOutput(instance);
} catch (error) {
  failedToRun = true;
  // after a SIGINT the processes are being stopped under the checks: their failures say nothing
  if (!cleaning) {
    console.error("\nThe scale test could not run:", error instanceof Error ? error.message : error);
    for (const instance of instances) printOutput(instance);
  }
} finally {
  await cleanup();
}
printSummary();
process.exit(failedToRun || rows.some((r) => !r.pass) ? 1 : 0);

// ── set-up ─────────────────────────────────────────────────────────────────────────────────────────

async function prepare() {
  const built = spawnSync(process.execPath, ["scripts/ensure-built.mjs"], { cwd: projectRoot, stdio: "inherit" });
  if (built.status !== 0) throw new Error("the production build failed");

  const admin = new pg.Client({ connectionString: adminUrl(baseUrl!) });
  await admin.connect();
  try {
    databaseCreated = true; // from here on it is dropped (if it exists)
    await admin.query(`create database "${databaseName}"`);
  } finally {
    await admin.end();
  }
  const databaseUrl = databaseUrlFor(baseUrl!, databaseName);
  pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on("error", () => {
    /* an idle connection ended (the database is dropped at the end) */
  });
  mail = await startMailCatcher();

  const [portA, portB, nginxPort] = await Promise.all([freePort(), freePort(), freePort()]);
  // what makes the instances one site: the same database, secrets and mail server
  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(48).toString("base64url"),
    DATA_KEY: randomBytes(32).toString("hex"),
    // one document seal for the site: both instances sign agreements and invoices with the same certificate
    SIGNING_P12: join(tempDir, "seal", "signing", "club-seal.p12"),
    SIGNING_P12_PASSWORD: loadSealIdentity({ dataDir: join(tempDir, "seal") }).passphrase,
    SMTP_URL: mail.url,
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    // the instances stop when the checks are over: no grace for the load balancer
    SHUTDOWN_GRACE_MS: "0",
    // the checks' concurrent writes are no overload: nothing is turned away
    LOAD_MAX_IN_FLIGHT: "0",
    LOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
  };
  // the first start migrates and seeds; the second starts on the ready database
  for (const [name, port] of [
    ["A", portA],
    ["B", portB],
  ] as const) {
    const instance = startInstance(name, port, shared);
    instances.push(instance);
    await waitForHealth(`${instance.url}/api/health`, instance, STARTUP_TIMEOUT_MS);
  }
  await startNginx(nginxPort, instances);
  viaNginx = `http://127.0.0.1:${nginxPort}`;
}

function startInstance(name: string, port: number, env: NodeJS.ProcessEnv): Instance {
  const dataDir = join(tempDir, `instance-${name}`);
  const child = startChild(process.execPath, ["scripts/start.mjs"], {
    cwd: projectRoot,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return { name, url: `http://127.0.0.1:${port}`, address: `127.0.0.1:${port}`, child, output };
}

async function startNginx(port: number, upstreams: Instance[]) {
  const dir = join(tempDir, "nginx");
  mkdirSync(dir);
  // the master runs as the caller; workers (nobody, under root) must reach the temp paths
  chmodSync(tempDir, 0o755);
  chmodSync(dir, 0o755);
  writeFileSync(
    join(dir, "nginx.conf"),
    nginxConfig(
      dir,
      `  upstream club {
${upstreams.map((i) => `    server ${i.address};`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://club;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # a request is answered by the instance it reached, never retried on the other
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
    }
  }`,
    ),
  );
  const child = startChild(
    NGINX,
    ["-p", dir, "-e", join(dir, "error.log"), "-c", join(dir, "nginx.conf"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const output: string[] = [];
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8").trim()));
  child.on("error", (error) => output.push(`${NGINX}: ${error.message} (Debian: apt-get install -y nginx-light)`));
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, { name: "nginx", child, output }, STARTUP_TIMEOUT_MS);
}

/** Starts a process that the clean-up will stop; none once the clean-up has begun. */
function startChild(command: string, args: string[], options: SpawnOptions): ChildProcess {
  if (cleaning) throw new Error("stopping");
  return children.start(command, args, options);
}

async function dropDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl(baseUrl!) });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
  } finally {
    await admin.end();
  }
}

// ── the checks ─────────────────────────────────────────────────────────────────────────────────────

function record(
  check: string,
  expected: string | number,
  got: string | number,
  pass = String(expected) === String(got),
) {
  rows.push({ check, expected: String(expected), got: String(got), pass });
}

/** One API call; `address` is the client address the instance is to see (X-Forwarded-For from the loopback). */
async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; address?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.address) headers["x-forwarded-for"] = options.address;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: Answer["body"] = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON (e.g. nginx's own error page) */
  }
  const upstream = res.headers.get("x-upstream");
  const servedBy = instances.find((i) => i.url === base || i.address === upstream)?.name ?? `? (${upstream ?? base})`;
  return { status: res.status, body, servedBy };
}

async function runChecks() {
  const [a, b] = instances;
  console.log(`\nA ${a.url}, B ${b.url}, nginx ${viaNginx}, database ${databaseName}\n`);

  // 1. a session made on A is valid on B (the sign-up too spans both: code sent by A, account made on B)
  const email = `scale-${randomBytes(4).toString("hex")}@example.org`;
  const signUpAddress = "198.51.100.10";
  const otpSent = await call(a.url, "POST", "/api/auth/send-otp", { body: { email }, address: signUpAddress });
  const otp = otpSent.status === 200 ? /^\s+(\d{4})$/m.exec((await mail!.mailTo(email, 10_000)).text)?.[1] : undefined;
  const registered = await call(b.url, "POST", "/api/auth/register", {
    body: { email, password: PASSWORD, name: "Asha Verma", otp: otp ?? "0000" },
    address: signUpAddress,
  });
  record("sign-up: OTP sent by A, account made with it on B", 201, registered.status);
  const login = await call(a.url, "POST", "/api/auth/login", {
    body: { email, password: PASSWORD },
    address: signUpAddress,
  });
  const token = (login.body?.data as { token?: string } | undefined)?.token;
  record("sign-in on A", 200, login.status);
  // each instance has checked the token once before the sign-out (so neither can answer from a memory of it)
  const onA = await call(a.url, "GET", "/api/auth/user-details", { token });
  record("the token on A: GET /api/auth/user-details", 200, onA.status);
  const onB = await call(b.url, "GET", "/api/auth/user-details", { token });
  record("A's token on B: GET /api/auth/user-details", 200, onB.status);

  // 2. a sign-out on B ends the session on A
  const signOut = await call(b.url, "POST", "/api/auth/logout", { token });
  record("sign-out on B", 200, signOut.status);
  const afterSignOut = await call(a.url, "GET", "/api/auth/user-details", { token });
  record("the signed-out token on A", 401, afterSignOut.status);

  // 3. sign-in failures from one address, alternated between A and B, count once: the limit is the one instance's
  const failures: Answer[] = [];
  for (let i = 0; i <= SIGN_IN_ATTEMPTS; i++) {
    failures.push(
      await call(instances[i % 2].url, "POST", "/api/auth/login", {
        body: { email, password: "not-the-password" },
        address: "198.51.100.30",
      }),
    );
  }
  const allowed = failures.slice(0, SIGN_IN_ATTEMPTS);
  const over = failures[SIGN_IN_ATTEMPTS];
  record(
    `wrong passwords 1–${SIGN_IN_ATTEMPTS}, alternated A/B, one address`,
    `401 ×${SIGN_IN_ATTEMPTS}`,
    `${tally(allowed.map((f) => f.status))} (A ${allowed.filter((f) => f.servedBy === "A").length}, B ${allowed.filter((f) => f.servedBy === "B").length})`,
    allowed.every((f) => f.status === 401),
  );
  record(`wrong password ${SIGN_IN_ATTEMPTS + 1} overall (on ${over.servedBy})`, 429, over.status);

  // 4. 50 members book the same villa-night at once through nginx: one booking, the rest refused
  const members = await makeMembers(PARALLEL_BOOKINGS);
  const db = drizzle(pool!);
  const [villa] = await db.select({ id: properties.id }).from(properties).orderBy(properties.name).limit(1);
  const checkIn = daysAhead(30);
  const checkOut = daysAhead(31);
  const burstStarted = Date.now();
  const answers = await Promise.all(
    members.map((member, i) => {
      const body: BookStayBody = {
        propertyId: villa.id,
        checkIn,
        checkOut,
        adults: 2,
        children: 0,
        guest: {
          bookingFor: "myself",
          title: "Mrs.",
          firstName: "Guest",
          lastName: `Number ${i + 1}`,
          phone: "+91 98765 43210",
          email: member.email,
          agreeTerms: true,
        },
        paymentMethod: "cod",
      };
      return call(viaNginx, "POST", "/api/bookings", { body, token: member.token });
    }),
  );
  const burstSeconds = ((Date.now() - burstStarted) / 1000).toFixed(1);
  const statuses = answers.map((r) => r.status);
  record(
    `${PARALLEL_BOOKINGS} parallel bookings of one villa-night via nginx: 201`,
    1,
    statuses.filter((s) => s === 201).length,
  );
  record(
    `${PARALLEL_BOOKINGS} parallel bookings of one villa-night via nginx: 409`,
    PARALLEL_BOOKINGS - 1,
    statuses.filter((s) => s === 409).length,
  );
  if (statuses.some((s) => s !== 201 && s !== 409))
    record("other answers to the bookings", "none", tally(statuses.filter((s) => s !== 201 && s !== 409)));
  const servedByA = answers.filter((r) => r.servedBy === "A").length;
  const servedByB = answers.filter((r) => r.servedBy === "B").length;
  record(
    "the bookings reached both instances",
    "A > 0, B > 0",
    `A ${servedByA}, B ${servedByB} (in ${burstSeconds} s)`,
    servedByA > 0 && servedByB > 0 && servedByA + servedByB === answers.length,
  );
  const [stored] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, villa.id),
        lt(bookings.checkIn, checkOut),
        gt(bookings.checkOut, checkIn),
        ne(bookings.status, "cancelled"),
      ),
    );
  record("booking rows in the database for that villa-night", 1, stored.n);
}

/** Members made in the database with one password, each signed in on A or B from an address of its own. */
async function makeMembers(n: number): Promise<{ email: string; token: string }[]> {
  const passwordHash = await hash(PASSWORD);
  const run = randomBytes(3).toString("hex");
  const made = await drizzle(pool!)
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `Scale Guest ${i + 1}`,
        email: `scale-${run}-${i + 1}@example.org`,
        passwordHash,
      })),
    )
    .returning({ email: users.email });
  return Promise.all(
    made.map(async ({ email }, i) => {
      const res = await call(instances[i % 2].url, "POST", "/api/auth/login", {
        body: { email, password: PASSWORD },
        address: `198.51.100.${100 + i}`,
      });
      if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${res.body?.message ?? ""}`);
      return { email, token: (res.body!.data as { token: string }).token };
    }),
  );
}

/** yyyy-mm-dd, n days from today. */
function daysAhead(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

/** "401 ×10" or "401 ×9, 429 ×1". */
function tally(values: number[]): string {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${v} ×${n}`).join(", ") || "none";
}

// ── the report ─────────────────────────────────────────────────────────────────────────────────────

function printOutput(instance: Instance) {
  if (instance.output.length)
    console.error(`\n── last output of instance ${instance.name} ──\n${instance.output.slice(-30).join("\n")}`);
}

function printSummary() {
  if (rows.length) {
    const header = { check: "check", expected: "expected", got: "got", result: "result" };
    const table = rows.map((r) => ({
      check: r.check,
      expected: r.expected,
      got: r.got,
      result: r.pass ? "pass" : "FAIL",
    }));
    const width = (key: keyof typeof header) => Math.max(header[key].length, ...table.map((t) => t[key].length));
    const line = (t: typeof header) =>
      `${t.check.padEnd(width("check"))}  ${t.expected.padEnd(width("expected"))}  ${t.got.padEnd(width("got"))}  ${t.result}`;
    console.log(
      `\nScale test: two instances behind nginx on one PostgreSQL database (${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
    );
    console.log(line(header));
    for (const t of table) console.log(line(t));
  }
  const failed = rows.filter((r) => !r.pass).length + (failedToRun ? 1 : 0);
  console.log(`\n${rows.length - rows.filter((r) => !r.pass).length} passed, ${failed} failed`);
}
