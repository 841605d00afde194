import { isRouteErrorResponse, useRouteError } from "react-router";
import { donorMessages as m } from "../../../common/office-donors";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { DonorListPage } from "../../features/office/donors/donor-list";
import { loadDonorList } from "../../features/office/donors/donors.server";
import type { Route } from "./+types/donors";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Donors · Club office", description: "Donation pledges, newest first.", noindex: true }, args);

/** The office's donors: accounts (an administrator always); the filters by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadDonorList(request, app(context).services);

export default function DonorsRoute({ loaderData }: Route.ComponentProps) {
  return <DonorListPage {...loaderData} />;
}

/** A refusal (403) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return <ErrorPanel title="Donors" detail={m.loadFailed} action={{ to: "/admin/donors", label: "Try again" }} />;
}
