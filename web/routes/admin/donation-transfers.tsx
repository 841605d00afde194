import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { DonationTransfersPage } from "../../features/office/donations/transfer-queue";
import { donationTransfersAction, loadDonationTransfers } from "../../features/office/donations/transfers.server";
import type { Route } from "./+types/donation-transfers";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Gifts by transfer · Club office", description: "Gifts by transfer to verify.", noindex: true }, args);

/** Gifts by bank transfer or UPI: accounts (an administrator always); the queue by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadDonationTransfers(request, app(context).services);

/** Verify or reject a gift by transfer, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => donationTransfersAction(request, app(context));

export default function DonationTransfersRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DonationTransfersPage {...loaderData} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the queue could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Gifts by transfer"
      detail="The gifts by transfer could not be loaded. Please try again."
      action={{ to: "/admin/donations/transfers", label: "Try again" }}
    />
  );
}
