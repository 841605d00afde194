import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { DatabaseUnreachableError, openDatabase, type Database } from "./db/open.ts";
import { seedDatabase } from "./db/seed.ts";
import { pruneRateLimits } from "./platform/rate-limit.ts";
import type { WebHandler } from "./web.ts";

export const projectRoot = fileURLToPath(new URL("..", import.meta.url));
export const buildDir = resolve(projectRoot, process.env.BUILD_DIR ?? "build");
/** The rendered artwork (scripts/artwork), kept out of build/ which every site build empties. */
export const mediaDir = join(projectRoot, ".artwork");

export interface Running {
  app: FastifyInstance;
  config: Config;
  database: Database;
  url: string;
  stop(): Promise<void>;
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
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, "db") });
  try {
    const seeded = await seedDatabase(database.db, config.seedDemo);
    await pruneRateLimits(database.db);
    const { web, attach } = await options.makeWeb();
    const app = await buildApp({
      config,
      database,
      web,
      buildDir,
      mediaDir,
      prepare: attach,
      logger: {
        level: config.logLevel,
        transport: undefined,
        serializers: { req: (r) => ({ method: r.method, url: r.url, id: r.id }) },
      },
    });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const url = `http://localhost:${port}`;
    const where = database.kind === "pglite" ? `embedded PGlite in ${join(config.dataDir, "db")}` : "PostgreSQL (DATABASE_URL)";
    console.log(
      `Club platform listening on ${url} — database: ${where}` +
        (seeded.demoSeeded ? ` — demo catalogue seeded (${seeded.types} types, ${seeded.villas} villas)` : ""),
    );
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
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
  const shutdown = (signal: string) => {
    console.log(`${signal} received, closing…`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    running.stop().then(
      () => process.exit(0),
      (error) => {
        console.error("Error while closing:", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}
