import { seo, type PageMetaArgs } from "../../content/site";
import { ItemCheckInPage } from "../../features/office/programme/check-in";
import {
  itemCheckInAction,
  loadItemCheckIn,
  type AttendeeMessageResult,
  type CheckInResult,
} from "../../features/office/programme/programme.server";
import type { Route } from "./+types/programme-check-in";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Check-in · Club office",
      description: "Tickets checked in at a session and its attendees.",
      noindex: true,
    },
    args,
  );

/**
 * A session's attendees, their CSV and a message to them: front office and content (an administrator always); the
 * check-in form the front office's; 404 for an unknown item.
 */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadItemCheckIn(request, app(context), params.id);

/** A ticket checked in at the session shown, or a message to its attendees, with or without JavaScript. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  itemCheckInAction(request, app(context), params.id);

export default function ProgrammeCheckInRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ItemCheckInPage data={loaderData} result={actionData as CheckInResult | AttendeeMessageResult | undefined} />;
}

export { ErrorBoundary } from "../../components/route-error-boundary";
