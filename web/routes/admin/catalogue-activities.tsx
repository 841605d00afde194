import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { seo, type PageMetaArgs } from "../../content/site";
import { ActivitiesPage } from "../../features/office/catalogue/activities-page";
import { activitiesAction, loadActivities } from "../../features/office/catalogue/activities.server";
import type { Route } from "./+types/catalogue-activities";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Activities · Club office", description: "Each estate's own activities.", noindex: true }, args);

/** Each estate's activities, a location at a time: content staff (an administrator always). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadActivities(request, app(context));

export const action = ({ request, context }: Route.ActionArgs) => activitiesAction(request, app(context));

export default function CatalogueActivitiesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ActivitiesPage data={loaderData} result={actionData} />;
}

export const ErrorBoundary = PageErrorBoundary;
