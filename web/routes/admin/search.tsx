import { isRouteErrorResponse, useRouteError } from "react-router";
import { officeSearchMessages as m, OFFICE_SEARCH_PATH } from "../../../common/office-search";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { OfficeSearchPage } from "../../features/office/search/search-results";
import { loadOfficeSearch } from "../../features/office/search/search.server";
import type { Route } from "./+types/search";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Search · Club office",
      description: "Members, villas and the club's references, as your role may open them.",
      noindex: true,
    },
    args,
  );

/** The office's search: every staff role, each finding what its role opens; the search by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadOfficeSearch(request, app(context).services);

export default function OfficeSearchRoute({ loaderData }: Route.ComponentProps) {
  return <OfficeSearchPage {...loaderData} />;
}

/** A refusal (403) as every page says it; any other failure: the search could not be run. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return <ErrorPanel title="Search" detail={m.loadFailed} action={{ to: OFFICE_SEARCH_PATH, label: "Try again" }} />;
}
