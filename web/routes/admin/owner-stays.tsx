import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { OwnerStaysPage } from "../../features/office/owner-stays/owner-stays-page";
import { loadOwnerStays, ownerStaysAction } from "../../features/office/owner-stays/owner-stays.server";
import type { Route } from "./+types/owner-stays";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Owner stays · Club office",
      description:
        "The owner stays' settings: owner nights a year, the owners' window, peak nights, the housekeeping fee.",
      noindex: true,
    },
    args,
  );

/** /admin/owner-stays: the owner stays' settings and the owner stays to come, for accounts and the front office. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadOwnerStays(request, app(context));

/** The settings saved, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => ownerStaysAction(request, app(context));

export default function OwnerStaysRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OwnerStaysPage record={loaderData.record} upcoming={loaderData.upcoming} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the page could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Owner stays"
      detail="The owner stays' settings could not be loaded. Please try again."
      action={{ to: "/admin/owner-stays", label: "Try again" }}
    />
  );
}
