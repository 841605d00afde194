import { isRouteErrorResponse, useRouteError } from "react-router";
import { reportMessages as m } from "../../../common/office-reports";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { CollectionsPage } from "../../features/office/reports/collections-page";
import { loadCollections } from "../../features/office/reports/reports.server";
import type { Route } from "./+types/reports-collections";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Collections · Club office",
      description: "Money collected in a period less refunds, by month, estate or kind.",
      noindex: true,
    },
    args,
  );

/** Collections: accounts (an administrator always); the period, grouping and figure by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadCollections(request, app(context).services);

export default function CollectionsRoute({ loaderData }: Route.ComponentProps) {
  return <CollectionsPage {...loaderData} />;
}

/** A refusal (403) as every page says it; any other failure: the report could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Collections"
      detail={m.collectionsFailed}
      action={{ to: "/admin/reports/collections", label: "Try again" }}
    />
  );
}
