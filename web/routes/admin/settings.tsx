import { isRouteErrorResponse, useRouteError } from "react-router";
import { settingsMessages as m } from "../../../common/club-settings";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { SettingsPage } from "../../features/office/settings/settings-form";
import { loadSettings, settingsAction } from "../../features/office/settings/settings.server";
import type { Route } from "./+types/settings";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Club settings · Club office",
      description: "The Trust's legal details, bank account and registrations.",
      noindex: true,
    },
    args,
  );

/** /admin/settings: the club's settings, for administrators. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadSettings(request, app(context));

/** The settings saved, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => settingsAction(request, app(context));

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsPage settings={loaderData.settings} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the settings could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel title="Club settings" detail={m.loadFailed} action={{ to: "/admin/settings", label: "Try again" }} />
  );
}
