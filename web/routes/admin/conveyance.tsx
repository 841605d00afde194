import { isRouteErrorResponse, useRouteError } from "react-router";
import { officeRequestsMessages as m } from "../../../common/office-requests";
import { ErrorPanel } from "../../components/error-panel";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { seo, type PageMetaArgs } from "../../content/site";
import { ConveyanceQueuePage } from "../../features/office/requests/conveyance-queue";
import { conveyanceQueueAction, loadConveyanceQueue } from "../../features/office/requests/requests.server";
import type { Route } from "./+types/conveyance";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Conveyance requests · Club office",
      description: "Members' conveyance appointments to confirm.",
      noindex: true,
    },
    args,
  );

/** /admin/conveyance: front office (an administrator always); filters in the address. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadConveyanceQueue(request, app(context).services);

/** Confirm the appointment (or propose another Tuesday), then mark the conveyance done, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => conveyanceQueueAction(request, app(context));

export default function ConveyanceRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ConveyanceQueuePage {...loaderData} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Conveyance requests"
      detail={m.conveyanceLoadFailed}
      action={{ to: "/admin/conveyance?status=open", label: "Try again" }}
    />
  );
}
