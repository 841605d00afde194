import { isRouteErrorResponse, useRouteError } from "react-router";
import { CONFLICTS_PATH, calendarMessages as m } from "../../../common/calendar-imports";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { conflictsAction, loadConflicts } from "../../features/office/stays/calendars.server";
import { CalendarConflictsPage } from "../../features/office/stays/outside-calendars";
import type { Route } from "./+types/stays-conflicts";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Calendar conflicts · Club office",
      description: "Bookings on other sites for nights a stay here already holds.",
      noindex: true,
    },
    args,
  );

/** The calendar conflicts, open or resolved: front office (an administrator always). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadConflicts(request, app(context));

/** A conflict resolved with its note, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => conflictsAction(request, app(context));

export default function StaysConflictsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CalendarConflictsPage data={loaderData} answer={actionData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel title="Calendar conflicts" detail={m.loadFailed} action={{ to: CONFLICTS_PATH, label: "Try again" }} />
  );
}
