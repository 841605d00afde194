import { isRouteErrorResponse, useRouteError } from "react-router";
import { officePaymentsMessages as m } from "../../../common/office-payments";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { PaymentQueuePage } from "../../features/office/payments/payment-queue";
import { loadPaymentQueue, paymentAction } from "../../features/office/payments/payments.server";
import type { Route } from "./+types/payments";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Receipts · Club office", description: "Members' receipts to verify.", noindex: true }, args);

/** Receipts verified by a person: accounts (an administrator always); the queue by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadPaymentQueue(request, app(context).services);

/** Verify or reject a receipt, with or without JavaScript. */
export const action = async ({ request, context }: Route.ActionArgs) =>
  paymentAction(request, app(context), await request.formData());

export default function PaymentsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentQueuePage {...loaderData} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the queue could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return <ErrorPanel title="Receipts" detail={m.loadFailed} action={{ to: "/admin/payments", label: "Try again" }} />;
}
