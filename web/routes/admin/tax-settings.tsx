import { isRouteErrorResponse, useRouteError } from "react-router";
import { taxMessages as m } from "../../../common/tax-schemas";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { TaxSettingsPage } from "../../features/office/tax-settings/tax-settings-form";
import { loadTaxSettings, taxSettingsAction } from "../../features/office/tax-settings/tax-settings.server";
import type { Route } from "./+types/tax-settings";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Tax settings · Club office",
      description: "The GST of each kind of supply: SAC, description, rate and place of supply.",
      noindex: true,
    },
    args,
  );

/** /admin/tax-settings: GST's settings, for accounts and administrators. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadTaxSettings(request, app(context));

/** The tax settings saved, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => taxSettingsAction(request, app(context));

export default function TaxSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TaxSettingsPage record={loaderData.record} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the tax settings could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel title="Tax settings" detail={m.loadFailed} action={{ to: "/admin/tax-settings", label: "Try again" }} />
  );
}
