import { isRouteErrorResponse, useRouteError } from "react-router";
import { CALENDARS_PATH, calendarMessages as m } from "../../../common/calendar-imports";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { calendarsAction, loadCalendars } from "../../features/office/stays/calendars.server";
import { OutsideCalendarsPage } from "../../features/office/stays/outside-calendars";
import type { Route } from "./+types/stays-calendars";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Outside calendars · Club office",
      description: "The villas' calendars of other booking sites, whose bookings close their nights here.",
      noindex: true,
    },
    args,
  );

/** The villas' outside calendars: front office (an administrator always). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadCalendars(request, app(context));

/** A calendar added, read now or removed (confirmed), with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => calendarsAction(request, app(context));

export default function StaysCalendarsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OutsideCalendarsPage data={loaderData} answer={actionData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel title="Outside calendars" detail={m.loadFailed} action={{ to: CALENDARS_PATH, label: "Try again" }} />
  );
}
