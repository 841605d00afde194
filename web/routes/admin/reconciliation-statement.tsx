import { isRouteErrorResponse, useRouteError } from "react-router";
import { reconciliationMessages as m, RECONCILIATION_PATH } from "../../../common/reconciliation";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { loadStatement, verifyAction } from "../../features/office/reconciliation/reconciliation.server";
import { StatementPage } from "../../features/office/reconciliation/statement-page";
import type { Route } from "./+types/reconciliation-statement";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Bank statement · Club office",
      description: "A bank statement's credits matched to members' receipts.",
      noindex: true,
    },
    args,
  );

/** A bank statement and its matches: accounts (an administrator always). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadStatement(request, app(context).services, params.id);

/** "Verify matched receipts", with or without JavaScript. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  verifyAction(request, app(context), params.id);

export default function StatementRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StatementPage detail={loaderData.detail} result={actionData} />;
}

/** A refusal or an unknown statement (403, 404) as every page says it; any other failure: it could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Bank statement"
      detail={m.statementFailed}
      action={{ to: RECONCILIATION_PATH, label: "Back to the statements" }}
    />
  );
}
