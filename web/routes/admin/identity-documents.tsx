import { isRouteErrorResponse, useRouteError } from "react-router";
import { identityDocumentMessages as m } from "../../../common/identity-documents";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import type { IdentityDecisionResult } from "../../features/office/identity-decision";
import { IdentityDocumentsPage } from "../../features/office/identity-documents/identity-document-list";
import {
  identityDocumentsPageAction,
  loadIdentityDocuments,
} from "../../features/office/identity-documents/identity-documents.server";
import type { Route } from "./+types/identity-documents";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    { title: "Identity documents · Club office", description: "Members' identity documents to check.", noindex: true },
    args,
  );

/** Members' identity documents: front office (an administrator always); search and filter by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadIdentityDocuments(request, app(context).services);

/** Approve or send back a document, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => identityDocumentsPageAction(request, app(context));

export default function IdentityDocumentsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <IdentityDocumentsPage {...loaderData} result={actionData as IdentityDecisionResult | undefined} />;
}

/** A refusal (403) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Identity documents"
      detail={m.loadFailed}
      action={{ to: "/admin/identity-documents", label: "Try again" }}
    />
  );
}
