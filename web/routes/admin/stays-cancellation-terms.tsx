import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { CancellationTermsPage } from "../../features/office/stays/cancellation-terms-form";
import { cancellationTermsAction, loadCancellationTerms } from "../../features/office/stays/cancellation-terms.server";
import type { Route } from "./+types/stays-cancellation-terms";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Cancellation terms · Club office",
      description: "What a stay's cancellation refunds, by the days left before check-in.",
      noindex: true,
    },
    args,
  );

/** /admin/stays/cancellation-terms: the club's cancellation terms for stays, for the front office and administrators. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadCancellationTerms(request, app(context));

/** The terms saved, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => cancellationTermsAction(request, app(context));

export default function StaysCancellationTermsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CancellationTermsPage record={loaderData.record} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the terms could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Cancellation terms"
      detail="The cancellation terms could not be loaded. Please try again."
      action={{ to: "/admin/stays/cancellation-terms", label: "Try again" }}
    />
  );
}
