import { seo, type PageMetaArgs } from "../../content/site";
import { CheckInDeskPage } from "../../features/office/programme/check-in";
import { checkInAction, loadCheckInDesk, type CheckInResult } from "../../features/office/programme/programme.server";
import type { Route } from "./+types/check-in";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Programme check-in · Club office",
      description: "Tickets of events, retreats and courses checked in.",
      noindex: true,
    },
    args,
  );

/** The front office's check-in (an administrator always): the items to come. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadCheckInDesk(request, app(context));

/** A ticket checked in at its item's session today, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => checkInAction(request, app(context));

export default function CheckInRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckInDeskPage list={loaderData.list} result={actionData as CheckInResult | undefined} />;
}

export { ErrorBoundary } from "../../components/route-error-boundary";
