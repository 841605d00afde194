import { isRouteErrorResponse, useRouteError } from "react-router";
import { deskMessages as d } from "../../../common/office-stays";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { StayCalendarPage } from "../../features/office/stays/stay-calendar";
import { calendarAction, loadCalendar } from "../../features/office/stays/stays.server";
import type { Route } from "./+types/stays-calendar";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Stays calendar · Club office",
      description: "Each villa's stays and blocked nights in a month.",
      noindex: true,
    },
    args,
  );

/** The stays desk's calendar: front office (an administrator always); the month by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadCalendar(request, app(context).services);

/** Blocking a villa's nights and lifting a block, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => calendarAction(request, app(context));

export default function StaysCalendarRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StayCalendarPage data={loaderData} answer={actionData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Stays calendar"
      detail={d.loadFailed}
      action={{ to: "/admin/stays/calendar", label: "Try again" }}
    />
  );
}
