import { sql } from "drizzle-orm";
import type { JobItem } from "../../common/office-jobs.ts";
import type { TestApp } from "./app.ts";
import type { MailCatcher } from "./mail-catcher.ts";

/** The queue's jobs of one status whose mail goes to `address`. */
export async function jobsTo(
  t: Pick<TestApp, "app">,
  status: "failed" | "pending" | "done",
  address: string,
): Promise<JobItem[]> {
  const list = await t.app.services.jobsOffice.list({ status, page: 1, limit: 100 });
  return list.items.filter((job) => job.recipient === address);
}

/** Polls `check` every 50 ms until it answers something (at most `timeoutMs`). */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
  what = "the queue's job",
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`${what} did not come within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A mail job that failed for good: the mail server refuses while `ask` queues a mail to `address`; once its first
 * try was refused, the time its retries would take is skipped (its last retry is due now: the test moves the queue's
 * clock, as others move the club's), and that last try is refused too. The mail server accepts again afterwards.
 */
export async function failedMailJob(
  t: Pick<TestApp, "app" | "database"> & { mail: MailCatcher },
  address: string,
  ask: () => Promise<unknown>,
): Promise<JobItem> {
  t.mail.refuse(452);
  try {
    await ask();
    const refused = await eventually(async () =>
      (await jobsTo(t, "pending", address)).find((job) => job.state === "retry"),
    );
    await t.database.db.execute(
      sql`update pgboss.job set retry_count = retry_limit - 1, start_after = now() where id = ${refused.id}`,
    );
    return await eventually(async () => (await jobsTo(t, "failed", address)).find((job) => job.id === refused.id));
  } finally {
    t.mail.refuse(null);
  }
}
