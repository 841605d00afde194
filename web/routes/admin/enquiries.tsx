import { isRouteErrorResponse, useRouteError } from "react-router";
import { enquiryMessages as m } from "../../../common/enquiries";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { EnquiriesPage } from "../../features/office/enquiries/enquiry-list";
import { loadEnquiries } from "../../features/office/enquiries/enquiries.server";
import type { Route } from "./+types/enquiries";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Questions · Club office", description: "Visitors' questions to the club.", noindex: true }, args);

/** Visitors' questions: front office (an administrator always); search and filter by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadEnquiries(request, app(context).services);

export default function EnquiriesRoute({ loaderData }: Route.ComponentProps) {
  return <EnquiriesPage {...loaderData} />;
}

/** A refusal (403) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Visitors' questions"
      detail={m.loadFailed}
      action={{ to: "/admin/enquiries", label: "Try again" }}
    />
  );
}
