import { Form, useSearchParams } from "react-router";
import { clubMoment } from "../../../../common/club-time";
import {
  JOB_LIST_STATUS_LABELS,
  JOB_LIST_STATUSES,
  JOB_NAME_LABELS,
  JOB_STATE_LABELS,
  jobMessages as m,
  type JobItem,
  type JobList,
} from "../../../../common/office-jobs";
import { Pagination } from "../../../components/pagination";
import {
  DecisionToast,
  QueueCount,
  QueueEmpty,
  useDecisionForm,
  useDecisions,
  useListLoading,
  type Decisions,
} from "../shared/queue-parts";
import type { JobRetryResult } from "./jobs.server";
import { CsvLink, csvHref } from "../shared/csv-link";

const PATH = "/admin/jobs";
const moment = (at: string | null) => (at ? clubMoment(new Date(at)) : "—");
const nameOf = (job: JobItem) => JOB_NAME_LABELS[job.name] ?? job.name;
const what = (job: JobItem) => (job.recipient ? `${nameOf(job)} to ${job.recipient}` : nameOf(job));

/**
 * A failed job's Retry: a form of its own (decision 031) posted to the page's action (audited), which hands its
 * answer to the page; the job leaves the failed list. `where` tells the table's form from the card's.
 */
function RetryButton({
  job,
  where,
  decisions,
}: {
  job: JobItem;
  where: "table" | "card";
  decisions: Decisions<JobRetryResult>;
}) {
  const form = useDecisionForm(decisions, `retry-${where}-${job.id}`, (answer) => answer.id === job.id, {
    action: `${PATH}?status=failed`,
  });
  const busy = form.busy;
  return (
    <form.Form {...form.props}>
      <input type="hidden" name="intent" value="job.retry" />
      <input type="hidden" name="id" value={job.id} />
      <button
        type="submit"
        className="btn-secondary h-10 px-4 text-sm"
        aria-busy={busy}
        aria-label={`Retry: ${what(job)}`}
      >
        {busy ? "Retrying…" : "Retry"}
      </button>
    </form.Form>
  );
}

/**
 * The job queue for administrators: the jobs of one status (failed first), newest first, each with what it is (a mail
 * names its recipient, never its contents), its attempts, its last error and its times; a failed one can be retried.
 * A table on wide screens and cards on a phone, paging links, and the status in a plain GET form.
 */
export function JobListPage({
  list,
  statusError,
  result,
}: {
  list: JobList;
  statusError: string | null;
  result?: JobRetryResult;
}) {
  const [search] = useSearchParams();
  // each job's Retry answers on its own (decision 031); the last answer is the page's
  const decisions = useDecisions(result);
  const loading = useListLoading(PATH);
  const failed = list.status === "failed";
  return (
    <section aria-labelledby="jobs-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="jobs-heading" className="font-display text-3xl text-forest-950">
          Jobs
        </h1>
        <CsvLink href={csvHref("/api/admin/jobs.csv", { status: list.status })} />
      </div>
      <p className="mt-2 text-ink/80">
        The work the club's servers do after a change: the e-mails to members, guests and staff. A job that fails is
        tried again, less often each time, for about an hour; after that it is listed as failed until it is retried
        here.
      </p>

      <Form
        method="get"
        role="search"
        aria-label="Jobs"
        className="mt-6 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm"
      >
        <div>
          <label htmlFor="jobs-status" className="block text-sm font-semibold text-forest-950">
            Status
          </label>
          <select
            id="jobs-status"
            name="status"
            defaultValue={list.status}
            key={list.status}
            className="field mt-1"
            aria-invalid={statusError ? true : undefined}
            aria-describedby={statusError ? "jobs-status-error" : undefined}
          >
            {JOB_LIST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {JOB_LIST_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
          {statusError && (
            <p id="jobs-status-error" role="alert" className="mt-1 text-sm text-terracotta-600">
              {statusError}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-primary h-11">
          Show jobs
        </button>
      </Form>

      <DecisionToast result={decisions.result} />

      <QueueCount
        path={PATH}
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={["job", "jobs"]}
        after={` ${JOB_LIST_STATUS_LABELS[list.status].toLowerCase()}`}
      />

      {list.items.length === 0 ? (
        <QueueEmpty message={m.noMatch[list.status]} searched={false} path={PATH} resetLabel="" />
      ) : (
        <div className={loading ? "opacity-60" : undefined}>
          <table className="mt-4 hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm md:table">
            <caption className="sr-only">{`${JOB_LIST_STATUS_LABELS[list.status]} jobs, newest first`}</caption>
            <thead className="bg-forest-50 text-forest-950">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Job
                </th>
                <th scope="col" className="px-4 py-3">
                  State
                </th>
                <th scope="col" className="px-4 py-3">
                  Attempts
                </th>
                <th scope="col" className="px-4 py-3">
                  Last error
                </th>
                <th scope="col" className="px-4 py-3">
                  Times
                </th>
                {failed && (
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Action</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {list.items.map((job) => (
                <tr key={job.id} className="border-t border-forest-100 align-top">
                  <td className="break-all px-4 py-3 font-semibold">{what(job)}</td>
                  <td className="px-4 py-3">{JOB_STATE_LABELS[job.state] ?? job.state}</td>
                  <td className="px-4 py-3">{`${job.attempts} of ${job.max_attempts}`}</td>
                  <td className="break-words px-4 py-3">{job.last_error ?? "—"}</td>
                  <td className="px-4 py-3">
                    <JobTimes job={job} />
                  </td>
                  {failed && (
                    <td className="px-4 py-3">
                      <RetryButton job={job} where="table" decisions={decisions} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <ul
            className="mt-4 grid gap-3 md:hidden"
            aria-label={`${JOB_LIST_STATUS_LABELS[list.status]} jobs, newest first`}
          >
            {list.items.map((job) => (
              <li key={job.id} className="rounded-2xl bg-white p-4 shadow-sm">
                <p className="break-all font-semibold text-forest-950">{what(job)}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink/80">State</dt>
                  <dd>{JOB_STATE_LABELS[job.state] ?? job.state}</dd>
                  <dt className="text-ink/80">Attempts</dt>
                  <dd>{`${job.attempts} of ${job.max_attempts}`}</dd>
                  {job.last_error && (
                    <>
                      <dt className="text-ink/80">Last error</dt>
                      <dd className="break-words">{job.last_error}</dd>
                    </>
                  )}
                </dl>
                <div className="mt-2 text-sm">
                  <JobTimes job={job} />
                </div>
                {failed && (
                  <div className="mt-3">
                    <RetryButton job={job} where="card" decisions={decisions} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

function JobTimes({ job }: { job: JobItem }) {
  return (
    <span className="block">
      {`Queued ${moment(job.created_at)}`}
      {job.started_at && <span className="block">{`Last started ${moment(job.started_at)}`}</span>}
      {job.completed_at && (
        <span className="block">{`${job.state === "failed" ? "Failed" : "Ended"} ${moment(job.completed_at)}`}</span>
      )}
    </span>
  );
}
