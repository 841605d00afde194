import { and, count, eq, inArray, sql } from "drizzle-orm";
import { integer, jsonb, pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { isUuid } from "../../../common/ids.ts";
import { jobMessages as m, type JobItem, type JobList, type JobQuery } from "../../../common/office-jobs.ts";
import type { Db } from "../../db/open.ts";
import { AppError } from "../../platform/errors.ts";
import { JOB_STATUSES, type JobsQueue } from "../../platform/jobs-queue.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";

/**
 * The office's view of the job queue (administrators): pg-boss's own table, read as it is (pg-boss makes and migrates
 * it, not the club's migrations: this description is not in server/db/schema.ts). Only the job's name and a mail's
 * recipient are shown, never its body.
 */
const pgboss = pgSchema("pgboss");
const jobs = pgboss.table("job", {
  id: uuid("id").notNull(),
  name: text("name").notNull(),
  state: text("state").notNull(),
  data: jsonb("data"),
  retryLimit: integer("retry_limit").notNull(),
  retryCount: integer("retry_count").notNull(),
  output: jsonb("output"),
  createdOn: timestamp("created_on", { withTimezone: true }).notNull(),
  startedOn: timestamp("started_on", { withTimezone: true }),
  completedOn: timestamp("completed_on", { withTimezone: true }),
});

/** The last error pg-boss kept of a job (its output once a run failed): the message only, never a stack. */
function lastError(output: unknown, state: string): string | null {
  if (state === "completed" || !output || typeof output !== "object") return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === "string" && message ? message.slice(0, 500) : null;
}

/** Newest first. */
const jobOrder = keyset({ by: jobs.createdOn, desc: true }, { by: jobs.id, desc: true });

function jobRows(db: Db) {
  return db
    .select({
      id: jobs.id,
      name: jobs.name,
      state: jobs.state,
      retryLimit: jobs.retryLimit,
      retryCount: jobs.retryCount,
      output: jobs.output,
      to: sql<string | null>`${jobs.data}->>'to'`,
      createdOn: jobs.createdOn,
      startedOn: jobs.startedOn,
      completedOn: jobs.completedOn,
      cursor: jobOrder.cursor,
    })
    .from(jobs)
    .$dynamic();
}

const jobItem = (row: Awaited<ReturnType<ReturnType<typeof jobRows>["execute"]>>[number]): JobItem => ({
  id: row.id,
  name: row.name,
  state: row.state,
  // a job not yet started has had no run; a run in progress or done counts with its retries before it
  attempts: row.startedOn ? row.retryCount + 1 : row.retryCount,
  max_attempts: row.retryLimit + 1,
  last_error: lastError(row.output, row.state),
  recipient: row.to,
  created_at: row.createdOn.toISOString(),
  started_at: row.startedOn?.toISOString() ?? null,
  completed_at: row.completedOn?.toISOString() ?? null,
});

const jobsOf = (status: JobQuery["status"]) => inArray(jobs.state, [...JOB_STATUSES[status]]);

/** GET /api/admin/jobs: the jobs of one status, newest first. */
export async function listJobs(db: Db, query: JobQuery): Promise<JobList> {
  const where = jobsOf(query.status);
  const [rows, [{ total }]] = await Promise.all([
    jobRows(db)
      .where(where)
      .orderBy(...jobOrder.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return {
    status: query.status,
    items: rows.map(jobItem),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

const JOB_CSV_COLUMNS: CsvColumn<JobItem>[] = [
  { header: "Job id", value: (j) => j.id },
  { header: "Job", value: (j) => j.name },
  { header: "State", value: (j) => j.state },
  { header: "Recipient", value: (j) => j.recipient },
  { header: "Attempts", value: (j) => j.attempts },
  { header: "Most attempts", value: (j) => j.max_attempts },
  { header: "Last error", value: (j) => j.last_error },
  { header: "Created (IST)", value: (j) => csvMoment(j.created_at) },
  { header: "Started (IST)", value: (j) => csvMoment(j.started_at) },
  { header: "Completed (IST)", value: (j) => csvMoment(j.completed_at) },
];

/** GET /api/admin/jobs.csv: every job of the status, newest first. */
export function jobsCsv(db: Db, query: Pick<JobQuery, "status">): CsvDownload {
  const where = jobsOf(query.status);
  return csvDownload(
    "jobs",
    JOB_CSV_COLUMNS,
    keysetBatches(
      jobOrder,
      (after, limit) =>
        jobRows(db)
          .where(and(where, after))
          .orderBy(...jobOrder.orderBy)
          .limit(limit),
      (rows) => rows.map(jobItem),
    ),
  );
}

/**
 * POST /api/admin/jobs/{id}/retry: a failed job runs again (its attempts start over), with its audit row in the
 * same transaction. 404 for an unknown job, 409 for one that has not failed.
 */
export async function retryJob(
  deps: { db: Db; queue: Pick<JobsQueue, "retry"> },
  actor: AuditActor,
  id: string,
): Promise<{ id: string; state: string }> {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  return deps.db.transaction(async (tx) => {
    const [job] = await tx
      .select({
        id: jobs.id,
        name: jobs.name,
        state: jobs.state,
        retryCount: jobs.retryCount,
        to: sql<string | null>`${jobs.data}->>'to'`,
      })
      .from(jobs)
      .where(eq(jobs.id, id))
      .for("update");
    if (!job) throw new AppError(404, m.notFound);
    if (job.state !== "failed") throw new AppError(409, m.notFailed);
    await deps.queue.retry(tx, job.name, job.id);
    const [after] = await tx
      .select({ state: jobs.state })
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.name, job.name)));
    await recordAudit(tx, {
      actor,
      action: "job.retried",
      subjectId: job.id,
      detail: {
        name: job.name,
        ...(job.to ? { to: job.to } : {}),
        attempts: job.retryCount + 1,
        before: { state: job.state },
        after: { state: after?.state ?? null },
      },
    });
    return { id: job.id, state: after?.state ?? job.state };
  });
}

/** The job queue as the office sees it (administrators): the jobs by status, a failed one run again (audited). */
export function createJobsOfficeService(deps: { db: Db; jobsQueue: Pick<JobsQueue, "retry"> }) {
  return {
    list: withDeps(deps.db, listJobs),
    csv: withDeps(deps.db, jobsCsv),
    retry: (actor: AuditActor, id: string) => retryJob({ db: deps.db, queue: deps.jobsQueue }, actor, id),
  };
}
