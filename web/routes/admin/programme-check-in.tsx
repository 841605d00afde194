import { seo, type PageMetaArgs } from "../../content/site";
import { ItemCheckInPage } from "../../features/office/programme/check-in";
import { checkInAction, loadItemCheckIn, type CheckInResult } from "../../features/office/programme/programme.server";
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

/** A session's attendees and check-in: front office (an administrator always); 404 for an unknown item. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadItemCheckIn(request, app(context), params.id);

/** A ticket checked in at the session shown, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => checkInAction(request, app(context));

export default function ProgrammeCheckInRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ItemCheckInPage data={loaderData} result={actionData as CheckInResult | undefined} />;
}

export { ErrorBoundary } from "../../components/route-error-boundary";
