import { isRouteErrorResponse, useRouteError } from "react-router";
import { subscriberMessages as m } from "../../../common/office-donors";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { SubscriberListPage } from "../../features/office/donors/subscriber-list";
import { loadSubscriberList } from "../../features/office/donors/donors.server";
import type { Route } from "./+types/subscribers";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    { title: "Subscribers · Club office", description: "The newsletter's subscribers, newest first.", noindex: true },
    args,
  );

/** The office's newsletter subscribers: front office (an administrator always); the filter by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadSubscriberList(request, app(context).services);

export default function SubscribersRoute({ loaderData }: Route.ComponentProps) {
  return <SubscriberListPage {...loaderData} />;
}

/** A refusal (403) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel title="Subscribers" detail={m.loadFailed} action={{ to: "/admin/subscribers", label: "Try again" }} />
  );
}
