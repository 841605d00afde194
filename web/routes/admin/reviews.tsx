import { isRouteErrorResponse, useRouteError } from "react-router";
import { reviewMessages as m } from "../../../common/reviews";
import { ErrorPanel } from "../../components/error-panel";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { seo, type PageMetaArgs } from "../../content/site";
import { loadReviewQueue, reviewQueueAction } from "../../features/office/reviews/reviews.server";
import { ReviewQueuePage } from "../../features/office/reviews/review-queue";
import type { Route } from "./+types/reviews";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Reviews · Club office", description: "Guests' reviews of their stays.", noindex: true }, args);

/** /admin/reviews: front office (an administrator always); the status and search in the address. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadReviewQueue(request, app(context).services);

/** Publish, hide (with a reason) or reply to a review, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => reviewQueueAction(request, app(context));

export default function ReviewsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewQueuePage {...loaderData} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return <ErrorPanel title="Reviews" detail={m.loadFailed} action={{ to: "/admin/reviews", label: "Try again" }} />;
}
