import { isRouteErrorResponse, useRouteError } from "react-router";
import { reportMessages as m } from "../../../common/office-reports";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { HousekeepingSheetPage } from "../../features/office/reports/housekeeping-sheet";
import { loadHousekeeping } from "../../features/office/reports/reports.server";
import type { Route } from "./+types/reports-housekeeping";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Housekeeping sheet · Club office",
      description: "A day's departures, arrivals and guests staying on, by villa, to print.",
      noindex: true,
    },
    args,
  );

/** The housekeeping sheet of a day: accounts (an administrator always), with the occupancy; the day and location by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadHousekeeping(request, app(context).services);

export default function HousekeepingRoute({ loaderData }: Route.ComponentProps) {
  return <HousekeepingSheetPage {...loaderData} />;
}

/** A refusal (403) as every page says it; any other failure: the sheet could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Housekeeping sheet"
      detail={m.housekeepingFailed}
      action={{ to: "/admin/reports/occupancy/housekeeping", label: "Try again" }}
    />
  );
}
