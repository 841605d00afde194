import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { migrationsFolder } from "../paths.ts";
import { embeddedArtifacts } from "./embedded-artifacts.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded client, when kind is "pglite" (tests dump a migrated template from it; the job queue runs on it). */
  pglite?: PGlite;
  /** The connection string, when kind is "postgres" (the job queue keeps its own small pool on it). */
  url?: string;
}

/** The advisory lock held while migrating (PostgreSQL), so that instances starting together migrate once. */
const MIGRATION_LOCK = 727_001;

/**
 * The embedded database's settings: 16 MB of shared buffers instead of initdb's 128 MB. Measured: the idle
 * server ~120 MB smaller and its database open ~0.2 s shorter; the club's data is a few megabytes, and a
 * buffer miss is a read from the OS's file cache.
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * The extensions the migrations create (CREATE EXTENSION): pg_trgm, whose GIN indexes serve the office's searches, and
 * btree_gist, whose exclusion constraints keep a target's rate periods apart.
 */
const EMBEDDED_EXTENSIONS = { pg_trgm, btree_gist };

/**
 * The app's PostgreSQL sessions run without JIT compilation (decision 028): the office's counts and lists are
 * short queries over large tables, whose estimated cost crosses jit_above_cost, and compiling them took longer
 * (0.5–3 s) than running them (tens of milliseconds).
 */
export const POSTGRES_SESSION_OPTIONS = "-c jit=off";

export type DatabaseTarget =
  | { url: string }
  /** Embedded, in a folder; `template`: a dump (dumpDataDir, gzip) to start from when the folder holds no database yet. */
  | { dataDir: string; template?: string }
  /** An in-memory PGlite, optionally restored from a dump (tests). */
  | { memory: true; loadDataDir?: Blob | File };

/** Opens the database and applies the migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ("url" in target) {
    // PostgreSQL's client is loaded only when it is used (the embedded database is the default)
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 5000,
      options: POSTGRES_SESSION_OPTIONS,
    });
    pool.on("error", () => {
      /* an idle client lost its connection; the pool replaces it */
    });
    try {
      await pool.query("select 1");
    } catch (error) {
      await pool.end().catch(() => {});
      throw new DatabaseUnreachableError(target.url, error);
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // several instances may start together on an empty database: one migrates, the others wait for it
    const lock = await pool.connect();
    try {
      await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migratePg(db as never, { migrationsFolder });
    } finally {
      await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
      lock.release();
    }
    return {
      db,
      kind: "postgres",
      url: target.url,
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  const artifacts = await embeddedArtifacts();
  if ("dataDir" in target) {
    mkdirSync(target.dataDir, { recursive: true });
    const fresh = !existsSync(join(target.dataDir, "PG_VERSION"));
    const restore = fresh && target.template && existsSync(target.template) ? target.template : undefined;
    // restoring a made database takes a fraction of creating one (initdb); the migrations below bring it up to date
    client = await PGlite.create({
      dataDir: target.dataDir,
      loadDataDir: restore ? new Blob([readFileSync(restore)], { type: "application/gzip" }) : undefined,
      startParams: EMBEDDED_START_PARAMS,
      extensions: EMBEDDED_EXTENSIONS,
      ...artifacts,
    });
  } else {
    client = await PGlite.create({
      loadDataDir: target.loadDataDir,
      startParams: EMBEDDED_START_PARAMS,
      extensions: EMBEDDED_EXTENSIONS,
      ...artifacts,
    });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      if (!client.closed) await client.close();
    },
    pglite: client,
  };
}

export class DatabaseUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    const safeUrl = url.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, "//$1@");
    const reason =
      cause instanceof Error ? cause.message || (cause as NodeJS.ErrnoException).code || cause.name : String(cause);
    super(`Cannot connect to the database at DATABASE_URL (${safeUrl}): ${reason}`);
  }
}
