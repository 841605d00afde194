import { isRouteErrorResponse, useRouteError } from "react-router";
import { refundMessages as m } from "../../../common/refunds";
import { ErrorPanel } from "../../components/error-panel";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { seo, type PageMetaArgs } from "../../content/site";
import { RefundsPage } from "../../features/office/refunds/refund-list";
import { loadRefunds, refundsAction } from "../../features/office/refunds/refunds.server";
import type { Route } from "./+types/refunds";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Refunds · Club office", description: "Money the club owes back to members.", noindex: true }, args);

/** /admin/refunds: accounts (an administrator always); owed or refunded, and the search, in the address. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadRefunds(request, app(context).services);

/** Record a refund paid by the bank, or a duplicate payment as owed, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => refundsAction(request, app(context));

export default function RefundsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RefundsPage {...loaderData} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the refunds could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return <ErrorPanel title="Refunds" detail={m.loadFailed} action={{ to: "/admin/refunds", label: "Try again" }} />;
}
