import { existsSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { DatabaseUnreachableError, openDatabase, type Database } from "./db/open.ts";
import { seedDatabase } from "./db/seed.ts";
import { seedDemoMembers } from "./db/demo-members.ts";
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from "../common/demo-members.ts";
import { DEMO_OFFICE_ACCOUNTS, DEMO_OFFICE_PASSWORD, ROLE_LABELS } from "../common/office.ts";
import { buildDir, databaseTemplateFile, mediaDir } from "./paths.ts";
import { followConnections } from "./platform/graceful-shutdown.ts";
import { pruneRateLimits } from "./platform/rate-limit.ts";
import { safeError } from "./platform/safe-error.ts";
import type { WebHandler } from "./web.ts";

export { buildDir, mediaDir, projectRoot } from "./paths.ts";

/**
 * What never reaches the log: credentials, and the contact details and secrets of members wherever a
 * logged object carries them, at the top or one level down. Requests are logged as method, url and id only:
 * never their headers or bodies.
 */
export const LOG_REDACTED_FIELDS = [
  "authorization",
  "cookie",
  "email",
  "phone",
  "phone_no",
  "phoneNumber",
  "token",
  "password",
  "passwordHash",
  "otp",
  "params",
];

export function loggerOptions(level: string) {
  return {
    level,
    transport: undefined,
    // the path only: a query string can carry an e-mail address or a code
    serializers: {
      req: (r: { method: string; url: string; id: string }) => ({
        method: r.method,
        url: r.url.split("?")[0],
        id: r.id,
      }),
    },
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        ...LOG_REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`]),
      ],
      censor: "[redacted]",
    },
  };
}

export interface Running {
  app: FastifyInstance;
  config: Config;
  database: Database;
  url: string;
  /**
   * Graceful shutdown: `/api/health` answers 503 at once and the rest is still served for `graceMs` (a load
   * balancer takes the instance out meanwhile); then no new connection is taken, the requests in flight and those
   * already sent are answered, the background work stops (a run in progress finishes), and the database closes.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/**
 * read config → open database (migrations) → seed → build app → listen.
 * `makeWeb` supplies the site (production bundle, or Vite in development).
 */
export async function start(options: {
  env?: NodeJS.ProcessEnv;
  makeWeb: () => Promise<{ web: WebHandler; attach?: (app: FastifyInstance) => Promise<void> }>;
}): Promise<Running> {
  const config = loadConfig(options.env);
  // the site (its bundle, React) loads while the database opens
  const site = options.makeWeb();
  site.catch(() => {}); // awaited below, after the database, whose failure is the one to report
  const embeddedDir = join(config.dataDir, "db");
  const target = config.databaseUrl
    ? { url: config.databaseUrl }
    : { dataDir: embeddedDir, template: databaseTemplateFile };
  const created = !config.databaseUrl && !existsSync(join(embeddedDir, "PG_VERSION"));
  let database = await openDatabase(target);
  try {
    const seeded = await seedDatabase(database.db, config.seedDemo);
    if (created) {
      // An embedded database made in this start (restored, migrated, seeded) is opened again: the memory that
      // work took inside PGlite's WebAssembly heap is never given back, and a server idles for weeks. A second
      // start does the same open (decision record 011).
      await database.close();
      database = await openDatabase(target);
    }
    await pruneRateLimits(database.db);
    const { web, attach } = await site;
    const app = await buildApp({
      config,
      database,
      web,
      buildDir,
      mediaDir,
      prepare: attach,
      logger: loggerOptions(config.logLevel),
    });
    // what writes killed with the last process left (a file half-written as the disk filled) goes first
    const leftovers = await app.services.storage.removeLeftovers?.().catch((error: unknown) => {
      console.error("The file storage's unfinished writes could not be removed:", error);
      return 0;
    });
    if (leftovers) console.log(`Removed ${leftovers} unfinished file writes from the file storage`);
    // the demo members on the start that seeded the demo data: made through the services, since
    // their files go to the file storage; demo data only, so a failure is said and the start goes on
    const demoMembers = seeded.demoSeeded
      ? await seedDemoMembers({ db: database.db, services: app.services }).catch((error: unknown) => {
          console.error("The demo members could not be made:", error);
          return 0;
        })
      : 0;
    const connections = followConnections(app.server);
    // a burst of new connections waits in the kernel's queue (up to net.core.somaxconn) rather than retrying its handshake
    // after 1, 3 and 7 s as it does beyond Node's default of 511 (decision 029)
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const url = `http://localhost:${port}`;
    const where =
      database.kind === "pglite" ? `embedded PGlite in ${join(config.dataDir, "db")}` : "PostgreSQL (DATABASE_URL)";
    console.log(
      `Club platform listening on ${url} — database: ${where}` +
        (seeded.demoSeeded ? ` — demo catalogue seeded (${seeded.types} types, ${seeded.villas} villas)` : ""),
    );
    if (seeded.officeAccounts > 0) {
      // printed once, on the start that made them (demo data: the README says the same)
      console.log(
        `Demo office accounts (password ${DEMO_OFFICE_PASSWORD}), sign in at ${url}/sign-in: ` +
          DEMO_OFFICE_ACCOUNTS.map((account) => `${account.email} (${ROLE_LABELS[account.role]})`).join(", "),
      );
    }
    if (demoMembers > 0) {
      console.log(
        `Demo members (password ${DEMO_MEMBER_PASSWORD}): ` +
          DEMO_MEMBERS.map((member) => `${member.email} (${member.shows})`).join("; "),
      );
    }
    // the daily jobs (payment reminders, staff digests): at start and every hour; each runs once per club day
    const jobs = config.dailyJobs ? app.services.jobs.schedule() : null;
    // the stays' upkeep: every minute, holds that ran out are released and refunds owed retried
    const upkeep = app.services.bookings.scheduleUpkeep();
    // the programme's upkeep: every minute, places held past their 15 minutes are given back
    const programmeUpkeep = app.services.programme.scheduleUpkeep();
    // the villas' outside calendars: every 5 minutes, those not read for 30 are read, each by one instance
    const calendarReads = app.services.calendarImports.schedule();
    let stopping: Promise<void> | undefined;
    const stop = ({ graceMs = 0 }: { graceMs?: number } = {}) =>
      (stopping ??= (async () => {
        app.beginShutdown();
        // no new run starts; one in progress finishes before the database closes. The job queue's workers keep
        // taking jobs through the grace (what the requests still served ask for is sent), then finish their runs in
        // progress, bounded: a run cut off is taken again by another instance or the next start (decision 026)
        const queue = (async () => {
          if (graceMs > 0) await sleep(graceMs);
          await app.services.jobsQueue.stop({ timeoutMs: SHUTDOWN_DRAIN_MS - 2000 });
        })();
        const background = Promise.all([
          jobs?.stop(),
          upkeep.stop(),
          programmeUpkeep.stop(),
          calendarReads.stop(),
          queue,
        ]);
        if (graceMs > 0) await sleep(graceMs);
        await connections.stopAccepting();
        await connections.drain();
        await background;
        await app.close();
        await database.close();
      })());
    return { app, config, database, url, stop };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** Runs `start` as the process: one clear line and exit 1 on a bad configuration; graceful shutdown. */
export async function runAsProcess(run: () => Promise<Running>): Promise<void> {
  let running: Running;
  try {
    running = await run();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) {
      console.error(error.message);
    } else if ((error as NodeJS.ErrnoException)?.code === "EADDRINUSE") {
      console.error(`Cannot start: the port is already in use (${(error as Error).message}). Set PORT to a free port.`);
    } else {
      console.error("Cannot start:", error);
    }
    process.exit(1);
  }
  let shuttingDown = false;
  /**
   * `Running.stop`: health answers 503 and the rest is still served for `graceMs`, then the listener stops, the
   * requests in flight and already sent are answered, the background work and the database close; if that takes
   * more than SHUTDOWN_DRAIN_MS after the grace, the process ends regardless (exit 1).
   */
  const shutdown = (reason: string, code: number, graceMs = 0) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(
      graceMs > 0
        ? `${reason}: /api/health answers 503; still serving for ${graceMs / 1000} s, then closing (requests in flight may take up to ${SHUTDOWN_DRAIN_MS / 1000} s more)…`
        : `${reason}: closing (requests in flight may take up to ${SHUTDOWN_DRAIN_MS / 1000} s)…`,
    );
    const timer = setTimeout(() => {
      console.error(
        `Requests or background work still in progress ${SHUTDOWN_DRAIN_MS / 1000} s after the grace: exiting.`,
      );
      process.exit(1);
    }, graceMs + SHUTDOWN_DRAIN_MS);
    timer.unref();
    running.stop({ graceMs }).then(
      () => process.exit(code),
      (error) => {
        console.error("Error while closing:", JSON.stringify(safeError(error)));
        process.exit(1);
      },
    );
  };
  // SIGTERM is how supervisors and orchestrators stop an instance behind a load balancer: it gets the grace
  // (SHUTDOWN_GRACE_MS); SIGINT (Ctrl-C) closes at once
  process.once("SIGINT", () => shutdown("SIGINT received", 0));
  process.once("SIGTERM", () => shutdown("SIGTERM received", 0, running.config.shutdownGraceMs));
  // A supervisor-friendly contract: what a request does wrong is answered 500 by the error handler;
  // a promise nobody awaited is logged and the process goes on; a client hanging up mid-answer is
  // expected. Any other uncaught exception leaves the state unknown: the process closes and exits 1.
  process.on("unhandledRejection", (reason) => {
    console.error("Unhandled promise rejection (the process goes on):", JSON.stringify(safeError(reason)));
  });
  process.on("uncaughtException", (error) => {
    if (CLIENT_HANG_UP.has((error as NodeJS.ErrnoException).code ?? "")) return;
    console.error("Uncaught exception, the state is unknown:", JSON.stringify(safeError(error)));
    shutdown("Uncaught exception", 1);
  });
}

/** The listening socket's queue of connections not yet taken by the process. */
const LISTEN_BACKLOG = 2048;

/** How long the requests in flight and the background work may take to finish once the grace is over. */
export const SHUTDOWN_DRAIN_MS = 10_000;

/** Stream errors of a client that closed its connection mid-answer: nothing is wrong on our side. */
const CLIENT_HANG_UP = new Set(["ERR_STREAM_PREMATURE_CLOSE", "ECONNRESET", "EPIPE", "ERR_STREAM_DESTROYED"]);
