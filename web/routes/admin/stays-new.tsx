import { isRouteErrorResponse, useRouteError } from "react-router";
import { deskMessages as d } from "../../../common/office-stays";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { PhoneBookingPage } from "../../features/office/stays/phone-booking";
import { loadPhoneBooking, phoneBookingAction } from "../../features/office/stays/stays.server";
import type { Route } from "./+types/stays-new";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Book a stay by phone · Club office",
      description: "A stay booked by the desk for a caller.",
      noindex: true,
    },
    args,
  );

/** A stay booked by phone: front office (an administrator always). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadPhoneBooking(request, app(context).services);

/** The booking, with or without JavaScript: to the desk's day of the arrival, or the form with its messages. */
export const action = ({ request, context }: Route.ActionArgs) => phoneBookingAction(request, app(context));

export default function StaysNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PhoneBookingPage villas={loaderData.villas} answer={actionData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Book a stay by phone"
      detail={d.loadFailed}
      action={{ to: "/admin/stays/new", label: "Try again" }}
    />
  );
}
