import { isRouteErrorResponse, useRouteError } from "react-router";
import { jobMessages as m } from "../../../common/office-jobs";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { JobListPage } from "../../features/office/jobs/job-list";
import { jobsAction, loadJobs, type JobRetryResult } from "../../features/office/jobs/jobs.server";
import type { Route } from "./+types/jobs";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    { title: "Jobs · Club office", description: "The job queue: failed, pending and done jobs.", noindex: true },
    args,
  );

/** /admin/jobs: the job queue for administrators; the status filter by GET, a failed job's Retry by POST. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadJobs(request, app(context).services);

export const action = ({ request, context }: Route.ActionArgs) => jobsAction(request, app(context));

export default function JobsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <JobListPage {...loaderData} result={actionData as JobRetryResult | undefined} />;
}

/** A refusal (403) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return <ErrorPanel title="Jobs" detail={m.loadFailed} action={{ to: "/admin/jobs", label: "Try again" }} />;
}
