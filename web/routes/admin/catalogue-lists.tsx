import { isRouteErrorResponse, useRouteError } from "react-router";
import { catalogueMessages as m } from "../../../common/catalogue-office";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { CatalogueListsPage } from "../../features/office/catalogue/catalogue-lists";
import { catalogueListsAction, loadCatalogueLists } from "../../features/office/catalogue/catalogue.server";
import type { Route } from "./+types/catalogue-lists";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Blocks and option lists · Club office",
      description: "The catalogue's blocks and the application's option lists.",
      noindex: true,
    },
    args,
  );

/** The catalogue's blocks and the registration's option lists: content staff (an administrator always). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadCatalogueLists(request, app(context));

export const action = ({ request, context }: Route.ActionArgs) => catalogueListsAction(request, app(context));

export default function CatalogueListsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CatalogueListsPage data={loaderData} result={actionData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Blocks and option lists"
      detail={m.loadFailed}
      action={{ to: "/admin/catalogue/lists", label: "Try again" }}
    />
  );
}
