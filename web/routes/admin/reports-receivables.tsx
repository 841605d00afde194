import { isRouteErrorResponse, useRouteError } from "react-router";
import { reportMessages as m } from "../../../common/office-reports";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { ReceivablesPage } from "../../features/office/reports/receivables-page";
import { loadReceivables } from "../../features/office/reports/reports.server";
import type { Route } from "./+types/reports-receivables";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Receivables · Club office",
      description: "Unpaid instalments by how long they are past due.",
      noindex: true,
    },
    args,
  );

/** Receivables: accounts (an administrator always); the day and age by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadReceivables(request, app(context).services);

export default function ReceivablesRoute({ loaderData }: Route.ComponentProps) {
  return <ReceivablesPage {...loaderData} />;
}

/** A refusal (403) as every page says it; any other failure: the report could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Receivables"
      detail={m.receivablesFailed}
      action={{ to: "/admin/reports/receivables", label: "Try again" }}
    />
  );
}
