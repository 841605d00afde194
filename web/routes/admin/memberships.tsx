import { isRouteErrorResponse, useRouteError } from "react-router";
import { membershipMessages as m } from "../../../common/membership";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { MembershipQueuePage } from "../../features/office/memberships/membership-queue";
import { loadMembershipQueue, membershipQueueAction } from "../../features/office/memberships/memberships.server";
import type { Route } from "./+types/memberships";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Memberships · Club office", description: "Full Membership receipts to verify.", noindex: true }, args);

/** Full Membership purchases: accounts (an administrator always); the queue by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadMembershipQueue(request, app(context).services);

/** Verify or reject a membership receipt, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => membershipQueueAction(request, app(context));

export default function MembershipsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MembershipQueuePage {...loaderData} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the queue could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel title="Memberships" detail={m.loadFailed} action={{ to: "/admin/memberships", label: "Try again" }} />
  );
}
