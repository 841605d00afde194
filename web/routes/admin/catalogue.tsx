import { isRouteErrorResponse, useRouteError } from "react-router";
import { catalogueMessages as m } from "../../../common/catalogue-office";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { CataloguePage } from "../../features/office/catalogue/catalogue-page";
import { catalogueAction, loadCatalogue } from "../../features/office/catalogue/catalogue.server";
import type { Route } from "./+types/catalogue";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Catalogue · Club office",
      description: "The kinds of home and villas the public pages show.",
      noindex: true,
    },
    args,
  );

/** The office's catalogue: content staff (an administrator always). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadCatalogue(request, app(context));

/** A kind of home or a villa saved, published or unpublished, or a villa deleted, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => catalogueAction(request, app(context));

export default function CatalogueRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CataloguePage data={loaderData} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the catalogue could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return <ErrorPanel title="Catalogue" detail={m.loadFailed} action={{ to: "/admin/catalogue", label: "Try again" }} />;
}
