import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { MaintenancePage } from "../../features/office/maintenance/maintenance-page";
import { loadMaintenance, maintenanceAction } from "../../features/office/maintenance/maintenance.server";
import type { Route } from "./+types/maintenance";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Maintenance dues · Club office",
      description: "The villas' yearly maintenance dues: their settings, the bills and the receipts to verify.",
      noindex: true,
    },
    args,
  );

/** /admin/maintenance: the maintenance dues' settings and bills, for accounts and administrators. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadMaintenance(request, app(context));

/** The settings saved, a receipt verified or rejected, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => maintenanceAction(request, app(context));

export default function MaintenanceRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MaintenancePage {...loaderData} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the page could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Maintenance dues"
      detail="The maintenance dues could not be loaded. Please try again."
      action={{ to: "/admin/maintenance", label: "Try again" }}
    />
  );
}
