import { z } from "./zod.ts";
import { listLimit, listPage } from "./office-lists.ts";

/**
 * The office's view of the job queue (administrators): the jobs by status — failed (their retries spent), pending
 * (waiting, running or to be retried) or done — with their attempts and last error, and a failed one run again.
 * A job shows its name and, for a mail, the recipient's address: never the mail's body or other personal data.
 */
export const JOB_LIST_STATUSES = ["failed", "pending", "done"] as const;
export type JobListStatus = (typeof JOB_LIST_STATUSES)[number];

export const JOB_LIST_STATUS_LABELS: Record<JobListStatus, string> = {
  failed: "Failed",
  pending: "Pending",
  done: "Done",
};

/** pg-boss's states, as the office names them. */
export const JOB_STATE_LABELS: Record<string, string> = {
  created: "Waiting",
  retry: "Waiting to retry",
  active: "Running",
  completed: "Done",
  cancelled: "Cancelled",
  failed: "Failed",
};

/** What each queue's jobs do, as the office names them. */
export const JOB_NAME_LABELS: Record<string, string> = { mail: "E-mail" };

export const JOBS_PAGE_SIZE = 25;

export const jobMessages = {
  listed: "The jobs.",
  retried: "The job will run again.",
  notFound: "No such job was found.",
  notFailed: "Only a failed job can be run again.",
  invalidStatus: "Choose failed, pending or done.",
  noMatch: {
    failed: "No job has failed.",
    pending: "No job is waiting or running.",
    done: "No job has finished lately.",
  } as Record<JobListStatus, string>,
  loadFailed: "The jobs could not be loaded. Please try again.",
} as const;

export const jobQuery = z.object({
  status: z.enum(JOB_LIST_STATUSES, { message: jobMessages.invalidStatus }).default("failed"),
  page: listPage,
  limit: listLimit(JOBS_PAGE_SIZE, 100),
});
export type JobQuery = z.infer<typeof jobQuery>;

export const jobItem = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  /** How many times it has run (the first try and its retries). */
  attempts: z.number().int(),
  /** How many runs it may have in all. */
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** A mail's recipient address; null for another job. */
  recipient: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type JobItem = z.infer<typeof jobItem>;

export const jobList = z.object({
  status: z.enum(JOB_LIST_STATUSES),
  items: z.array(jobItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type JobList = z.infer<typeof jobList>;
