import { isRouteErrorResponse, useRouteError } from "react-router";
import { reconciliationMessages as m, RECONCILIATION_PATH } from "../../../common/reconciliation";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { loadStatements, uploadAction } from "../../features/office/reconciliation/reconciliation.server";
import { StatementsPage } from "../../features/office/reconciliation/statements-page";
import type { Route } from "./+types/reconciliation";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Bank reconciliation · Club office",
      description: "The club's bank statements matched to members' receipts.",
      noindex: true,
    },
    args,
  );

/** Bank reconciliation: accounts (an administrator always); the statements uploaded, a page at a time. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadStatements(request, app(context).services);

/** A statement uploaded (with the mapping of its columns when they were not recognised), with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => uploadAction(request, app(context));

export default function ReconciliationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StatementsPage list={loaderData.list} result={actionData} />;
}

/** A refusal (403, or too large a form: 413) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Bank reconciliation"
      detail={m.loadFailed}
      action={{ to: RECONCILIATION_PATH, label: "Try again" }}
    />
  );
}
