import { isRouteErrorResponse, useRouteError } from "react-router";
import { officeRequestsMessages as m } from "../../../common/office-requests";
import { ErrorPanel } from "../../components/error-panel";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { seo, type PageMetaArgs } from "../../content/site";
import { ClaimQueuePage } from "../../features/office/requests/claims-queue";
import { claimQueueAction, loadClaimQueue } from "../../features/office/requests/requests.server";
import type { Route } from "./+types/claims";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    { title: "Claims · Club office", description: "Members' expense claims to decide and pay.", noindex: true },
    args,
  );

/** /admin/claims: front office and accounts (an administrator always); filters in the address. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadClaimQueue(request, app(context).services);

/** Approve, refuse (with a reason) or record the payout of a claim, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => claimQueueAction(request, app(context));

export default function ClaimsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ClaimQueuePage {...loaderData} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Claims"
      detail={m.claimsLoadFailed}
      action={{ to: "/admin/claims?review=open", label: "Try again" }}
    />
  );
}
