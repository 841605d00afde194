import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { CpuWorkerTasks } from "../cpu-worker.ts";
import type { Database, Tx } from "../db/open.ts";
import { notifyStaff, type OfficeEvent } from "../modules/office-notify/service.ts";
import type { CpuPool } from "../platform/cpu-pool.ts";
import { createFieldCipher } from "../platform/field-crypto.ts";
import { createJobsQueue } from "../platform/jobs-queue.ts";
import { mailQueue } from "../platform/mail-queue.ts";
import { createMailer, type Mailer } from "../platform/mailer.ts";
import { PageCache } from "../platform/page-cache.ts";
import { createRazorpayGateway } from "../platform/razorpay.ts";
import { safeError } from "../platform/safe-error.ts";
import { createSealer, loadSealIdentity } from "../platform/seal.ts";
import { createDiskStorage, createS3Storage, guardedStorage, type FileStorage } from "../platform/storage.ts";

export interface PlatformInput {
  config: Config;
  database: Database;
  /** The app's worker threads for sealing and rendering PDFs (buildApp makes it and closes it with the app). */
  cpu: CpuPool<CpuWorkerTasks>;
  mailer?: Mailer;
  storage?: FileStorage;
  log?: FastifyBaseLogger;
}

/**
 * What the modules' services are made with: the adapters (database, mail, storage, seal, Razorpay) and the few
 * shared rules over them. Each module's factory takes the part it declares (its `…Deps` type); this one object
 * holds them all, under the names those types use.
 */
export function createPlatform(input: PlatformInput) {
  const { config, database, cpu } = input;
  /**
   * A failure the caller survives (a mail not sent, a search that failed), written to the app's log with its
   * redaction: the error as safeError gives it, so a failed query's values never reach the log.
   */
  const logError = (message: string, error: unknown) => {
    if (input.log) input.log.error({ err: safeError(error) }, message);
    else console.error(message, JSON.stringify(safeError(error)));
  };
  const mailer = input.mailer ?? createMailer(config);
  /**
   * The durable job queue (decision 026): every mail goes through it, in the transaction of the change that asks for
   * it. Started by buildApp, stopped by the graceful shutdown (server/start.ts) or the app's close.
   */
  const jobsQueue = createJobsQueue({
    database,
    retryDelaySeconds: config.jobs.retryDelaySeconds,
    expireSeconds: config.jobs.expireSeconds,
    logError,
  });
  const storage = guardedStorage(
    input.storage ?? (config.s3 ? createS3Storage(config.s3) : createDiskStorage(join(config.dataDir, "files"))),
  );
  const cipher = createFieldCipher(config.dataKey);
  /**
   * The club's document seal: its certificate from SIGNING_P12, else one generated into DATA_DIR; its seals are made
   * in the CPU pool's worker threads (decision 027).
   */
  const sealer = createSealer(
    loadSealIdentity({
      dataDir: config.dataDir,
      p12Path: config.signing.p12Path,
      p12Password: config.signing.p12Password,
    }),
    (task) => cpu.run("seal", task),
  );
  /** Razorpay's API (orders, payments, refunds); null when its keys are not configured (online payment is then unavailable). */
  const razorpay = config.razorpay ? createRazorpayGateway(config.razorpay) : null;
  /** The public pages kept rendered in memory (server/web.ts); a change to what they show calls `invalidate()`. */
  const pageCache = new PageCache(database.db);
  const platform = {
    config,
    database,
    db: database.db,
    cpu,
    logError,
    mailer,
    jobsQueue,
    mail: mailQueue(jobsQueue),
    storage,
    cipher,
    sealer,
    razorpay,
    /** Razorpay's refunds, for a stay paid online that is cancelled (null: online payment not configured). */
    refunds: razorpay,
    pageCache,
    publicUrl: config.publicUrl,
    /** The secret the villas' feed keys are made with. */
    feedSecret: config.sessionSecret,
    /** Whether the villas' outside calendars may be read at non-public addresses (decision 054). */
    calendarReads: { allowPrivateAddresses: config.calendarImports.allowPrivateAddresses },
    /** Invoices are drawn and sealed in the CPU pool (decision 027). */
    makeInvoice: (task: Parameters<CpuWorkerTasks["sealedInvoice"]>[0]) => cpu.run("sealedInvoice", task),
    /** The executed agreement is drawn in the CPU pool (decision 027). */
    renderExecuted: (agreement: Parameters<CpuWorkerTasks["executedAgreement"]>[0]) =>
      cpu.run("executedAgreement", agreement),
    /** The memorandum the member signs, the membership form and the transfer request are drawn in the CPU pool too. */
    renderMoa: (document: Parameters<CpuWorkerTasks["moa"]>[0]) => cpu.run("moa", document),
    renderForm: (input: Parameters<CpuWorkerTasks["membershipForm"]>[0]) => cpu.run("membershipForm", input),
    renderRequest: (document: Parameters<CpuWorkerTasks["transferRequest"]>[0]) => cpu.run("transferRequest", document),
    /** A bank statement's CSV is parsed and read in the CPU pool too (a large one takes seconds). */
    readStatement: (task: Parameters<CpuWorkerTasks["bankStatement"]>[0]) => cpu.run("bankStatement", task),
    /** A change to which villas are taken: the public pages kept in memory are rendered again. */
    villasChanged: () => pageCache.invalidate(),
    /** Tells the office's staff of the roles concerned that something waits for them (in the member's change). */
    notify: (tx: Tx, event: OfficeEvent): Promise<void> => notifyStaff(platform, tx, event),
  };
  return platform;
}

export type Platform = ReturnType<typeof createPlatform>;
