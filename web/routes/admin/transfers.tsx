import { isRouteErrorResponse, useRouteError } from "react-router";
import { officeRequestsMessages as m } from "../../../common/office-requests";
import { ErrorPanel } from "../../components/error-panel";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { seo, type PageMetaArgs } from "../../content/site";
import { loadTransferQueue, transferQueueAction } from "../../features/office/requests/requests.server";
import { TransferQueuePage } from "../../features/office/requests/transfers-queue";
import type { Route } from "./+types/transfers";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    { title: "Transfer requests · Club office", description: "Members' transfer requests to decide.", noindex: true },
    args,
  );

/** /admin/transfers: front office (an administrator always); filters in the address. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadTransferQueue(request, app(context).services);

/** Approve or refuse (with a reason) a transfer request, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => transferQueueAction(request, app(context));

export default function TransfersRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TransferQueuePage {...loaderData} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Transfer requests"
      detail={m.transfersLoadFailed}
      action={{ to: "/admin/transfers?status=submitted", label: "Try again" }}
    />
  );
}
