import { isRouteErrorResponse, useRouteError } from "react-router";
import { donorMessages as m } from "../../../common/office-donors";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { DonorListPage } from "../../features/office/donors/donor-list";
import { donorsAction, loadDonorList } from "../../features/office/donors/donors.server";
import type { Route } from "./+types/donors";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Donors · Club office",
      description: "Donation pledges, gifts received, Form 10BD and Form 10BE.",
      noindex: true,
    },
    args,
  );

/** The office's donors: accounts (an administrator always); the filters by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadDonorList(request, app(context).services);

/** Form 10BE certificates uploaded, or one matched by hand, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => donorsAction(request, app(context));

export default function DonorsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DonorListPage {...loaderData} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return <ErrorPanel title="Donors" detail={m.loadFailed} action={{ to: "/admin/donors", label: "Try again" }} />;
}
