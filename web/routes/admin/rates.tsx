import { isRouteErrorResponse, useRouteError } from "react-router";
import { rateMessages as m } from "../../../common/rates";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { RatesPage } from "../../features/office/rates/rate-list";
import { loadRates, rateAction } from "../../features/office/rates/rates.server";
import type { Route } from "./+types/rates";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Rates · Club office",
      description: "Rate periods: nightly and weekend prices, minimum stays and days closed to arrival.",
      noindex: true,
    },
    args,
  );

/** The office's rate periods: front office and content (an administrator always). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadRates(request, app(context));

/** A new period, a change to one or its deletion (confirmed), with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => rateAction(request, app(context));

export default function RatesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RatesPage data={loaderData} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return <ErrorPanel title="Rates" detail={m.loadFailed} action={{ to: "/admin/rates", label: "Try again" }} />;
}
