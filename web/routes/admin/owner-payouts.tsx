import { isRouteErrorResponse, useRouteError } from "react-router";
import { rentalMessages as m } from "../../../common/rental";
import { ErrorPanel } from "../../components/error-panel";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { seo, type PageMetaArgs } from "../../content/site";
import { OwnerPayoutsPage } from "../../features/office/owner-payouts/owner-payouts-page";
import { loadOwnerPayouts, ownerPayoutsAction } from "../../features/office/owner-payouts/owner-payouts.server";
import type { Route } from "./+types/owner-payouts";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Owner payouts · Club office",
      description: "The owners' monthly rental statements and their payouts.",
      noindex: true,
    },
    args,
  );

/** /admin/owner-payouts: accounts (an administrator always); due or paid in the address. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadOwnerPayouts(request, app(context));

/** Record a payout, or save the share and TDS rate, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => ownerPayoutsAction(request, app(context));

export default function OwnerPayoutsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OwnerPayoutsPage {...loaderData} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the payouts could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Owner payouts"
      detail={m.loadFailed}
      action={{ to: "/admin/owner-payouts", label: "Try again" }}
    />
  );
}
