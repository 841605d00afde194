import { isRouteErrorResponse, useRouteError } from "react-router";
import { agreementMessages as m } from "../../../common/agreements";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { AgreementQueuePage } from "../../features/office/agreements/agreement-queue";
import { agreementQueueAction, loadAgreementQueue } from "../../features/office/agreements/agreements.server";
import type { Route } from "./+types/agreements";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Agreements · Club office",
      description: "Members' agreements awaiting the club's signature.",
      noindex: true,
    },
    args,
  );

/** The club's countersignature: an administrator alone; the agreements by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadAgreementQueue(request, app(context).services);

/** Countersign an agreement, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => agreementQueueAction(request, app(context));

export default function AgreementsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AgreementQueuePage {...loaderData} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the agreements could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return <ErrorPanel title={m.list} detail={m.loadFailed} action={{ to: "/admin/agreements", label: "Try again" }} />;
}
