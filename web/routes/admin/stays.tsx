import { isRouteErrorResponse, useRouteError } from "react-router";
import { officeStaysMessages as m } from "../../../common/office-stays";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { StayListPage } from "../../features/office/stays/stay-list";
import { deskAction, loadStayList } from "../../features/office/stays/stays.server";
import type { Route } from "./+types/stays";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Stays · Club office",
      description: "The stays desk: arrivals, departures and upcoming stays.",
      noindex: true,
    },
    args,
  );

/** The stays desk and the upcoming stays: front office (an administrator always); filters by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadStayList(request, app(context).services);

/** The desk's forms: check-in, check-out, no-show, cancel for a guest, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => deskAction(request, app(context));

export default function StaysRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StayListPage {...loaderData} answer={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return <ErrorPanel title="Stays" detail={m.loadFailed} action={{ to: "/admin/stays", label: "Try again" }} />;
}
