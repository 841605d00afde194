import { sql } from "drizzle-orm";
import { PgBoss, fromDrizzle, fromPglite, type ConstructorOptions, type Db as BossDb } from "pg-boss";
import type { Database, Tx } from "../db/open.ts";

/**
 * The durable job queue (decision 026): pg-boss in the club's database. A job is written in the transaction of the
 * change that asks for it, so it exists exactly when the change does; every instance runs the workers and a job is
 * taken by one of them at a time (SKIP LOCKED); a failed run is retried with a backoff, and a run whose process died
 * is taken again once it expires. On PostgreSQL pg-boss keeps its own small pool on the database's connection string;
 * on the embedded database it runs its statements on the app's PGlite instance (pg-boss's `pglite` backend).
 */

/** The queues and how their jobs are retried. A mail: 6 retries after the first try, 1, 2, 4, 8, 16 and 20 minutes apart (with the default delay). */
export const JOB_QUEUES = {
  mail: { retryLimit: 6 },
} as const;

export type JobName = keyof typeof JOB_QUEUES;

/** The job states a list asks for: failed (retries spent), pending (waiting, running or to be retried), done. */
export const JOB_STATUSES = {
  failed: ["failed"],
  pending: ["created", "retry", "active"],
  done: ["completed", "cancelled"],
} as const;
export type JobStatus = keyof typeof JOB_STATUSES;

export type JobHandler = (data: unknown, job: { id: string; attempt: number }) => Promise<void>;

export interface JobsQueue {
  /** Adds a job in the transaction `tx`: it exists, and is run, only if that transaction commits. */
  enqueue(tx: Tx, name: JobName, data: object, options?: { startAfter?: Date }): Promise<string>;
  /** The function that runs a queue's jobs (before start()). */
  handle(name: JobName, handler: JobHandler): void;
  /** Creates the queues and starts this instance's workers. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the runs in progress (at most `timeoutMs`; what is cut off is retried later). */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** A failed job queued again, in the caller's transaction (its audit row beside it). */
  retry(tx: Tx, name: string, id: string): Promise<void>;
}

export interface JobsQueueOptions {
  database: Database;
  /** The first retry's delay; each next one doubles it (up to 20 times it). */
  retryDelaySeconds: number;
  /** How long a run may last before it counts as lost and is retried; also how often lost runs are looked for (at most every minute). */
  expireSeconds: number;
  logError: (message: string, error: unknown) => void;
}

/** The drizzle transaction as pg-boss's database: its statements join the transaction. */
const inTransaction = (tx: Tx): BossDb => fromDrizzle(tx as never, sql as never);

export function createJobsQueue(options: JobsQueueOptions): JobsQueue {
  const { database } = options;
  const handlers = new Map<JobName, JobHandler>();
  const supervise = Math.max(1, Math.min(60, options.expireSeconds));
  const common: ConstructorOptions = {
    // jobs wake the workers when their transaction commits (NOTIFY); polling stays as the floor
    useListenNotify: true,
    schedule: false,
    superviseIntervalSeconds: supervise,
    monitorIntervalSeconds: supervise,
  };
  const boss =
    database.kind === "pglite"
      ? new PgBoss({ ...common, db: fromPglite(database.pglite!), backend: "pglite" })
      : new PgBoss({ ...common, connectionString: database.url!, max: 3 });
  boss.on("error", (error) => options.logError("The job queue failed", error));
  let starting: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;

  const queueOptions = (name: JobName) => ({
    retryLimit: JOB_QUEUES[name].retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: options.retryDelaySeconds * 20,
    expireInSeconds: options.expireSeconds,
    // an ended job (done or failed) is kept a week: the office sees it, and a mail's body (with a code or a link in
    // it, long expired by then) does not stay in the database beyond it
    deleteAfterSeconds: 7 * 24 * 3600,
    notify: true,
  });

  return {
    async enqueue(tx, name, data, jobOptions = {}) {
      if (!starting) throw new Error("The job queue is not started");
      await starting;
      const id = await boss.send(name, data, {
        db: inTransaction(tx),
        ...(jobOptions.startAfter ? { startAfter: jobOptions.startAfter } : {}),
      });
      if (!id) throw new Error(`The job ${name} was not queued`);
      return id;
    },
    handle(name, handler) {
      handlers.set(name, handler);
    },
    start() {
      return (starting ??= (async () => {
        await boss.start();
        for (const name of Object.keys(JOB_QUEUES) as JobName[]) {
          if (!(await boss.getQueue(name))) await boss.createQueue(name, queueOptions(name));
          else await boss.updateQueue(name, queueOptions(name));
        }
        for (const [name, handler] of handlers) {
          // A new job wakes the workers (NOTIFY at its commit); a retry falling due does not, so they also look every
          // 2 s. Up to 5 jobs a fetch, run side by side and settled one by one (a failed one alone is retried); while
          // fetches come back full the worker fetches again at once, so a backlog drains without waiting for the poll.
          await boss.work(
            name,
            {
              pollingIntervalSeconds: 2,
              notifyPollingIntervalSeconds: 2,
              batchSize: 5,
              burstWhenBatchFull: true,
              localConcurrency: 2,
              perJobResults: true,
            },
            async (batch) =>
              Promise.all(
                batch.map(async (job) => {
                  try {
                    await handler(job.data, { id: job.id, attempt: job.retryCount + 1 });
                    return { id: job.id, status: "completed" as const };
                  } catch (error) {
                    return {
                      id: job.id,
                      status: "failed" as const,
                      output: { message: error instanceof Error ? error.message : String(error) },
                    };
                  }
                }),
              ),
          );
        }
      })());
    },
    stop({ timeoutMs = 8000 } = {}) {
      return (stopping ??= (async () => {
        if (!starting) return;
        await starting.catch(() => {});
        // the embedded database belongs to the app (pg-boss never closes it); on PostgreSQL its pool closes
        await boss.stop({ graceful: true, close: true, timeout: timeoutMs });
      })());
    },
    async retry(tx, name, id) {
      await boss.retry(name, id, { db: inTransaction(tx) });
    },
  };
}
