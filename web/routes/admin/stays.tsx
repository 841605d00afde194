import { isRouteErrorResponse, useRouteError } from "react-router";
import { officeStaysMessages as m } from "../../../common/office-stays";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { StayListPage } from "../../features/office/stays/stay-list";
import { loadStayList } from "../../features/office/stays/stays.server";
import type { Route } from "./+types/stays";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Stays · Club office", description: "The stays members booked, by arrival date.", noindex: true }, args);

/** The office's stays arriving (issue 15 point 2): front office (an administrator always); the filter by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadStayList(request, context.services);

export default function StaysRoute({ loaderData }: Route.ComponentProps) {
  return <StayListPage {...loaderData} />;
}

/** A refusal (403) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return <ErrorPanel title="Stays" detail={m.loadFailed} action={{ to: "/admin/stays", label: "Try again" }} />;
}
