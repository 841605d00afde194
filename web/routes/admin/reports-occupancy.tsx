import { isRouteErrorResponse, useRouteError } from "react-router";
import { reportMessages as m } from "../../../common/office-reports";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { OccupancyPage } from "../../features/office/reports/occupancy-page";
import { loadOccupancy } from "../../features/office/reports/reports.server";
import type { Route } from "./+types/reports-occupancy";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Occupancy · Club office",
      description: "A month's nights, occupancy and revenue by villa, and its arrivals.",
      noindex: true,
    },
    args,
  );

/** Occupancy: accounts (an administrator always); the month and location by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadOccupancy(request, app(context).services);

export default function OccupancyRoute({ loaderData }: Route.ComponentProps) {
  return <OccupancyPage {...loaderData} />;
}

/** A refusal (403) as every page says it; any other failure: the report could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Occupancy"
      detail={m.occupancyFailed}
      action={{ to: "/admin/reports/occupancy", label: "Try again" }}
    />
  );
}
