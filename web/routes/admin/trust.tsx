import { isRouteErrorResponse, useRouteError } from "react-router";
import { TRUST_DOCUMENTS_PATH, trustDocumentMessages as m } from "../../../common/trust-documents";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { TrustDocumentsPage } from "../../features/office/trust/trust-documents-page";
import { loadTrustDocuments, trustAction } from "../../features/office/trust/trust.server";
import type { Route } from "./+types/trust";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Trust documents · Club office",
      description: "The Trust's documents published on Why trust us.",
      noindex: true,
    },
    args,
  );

/** /admin/trust: the Trust's documents, for content staff (an administrator always). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadTrustDocuments(request, app(context));

/** A document published without JavaScript (or confirmed after the script uploaded it), or one withdrawn. */
export const action = ({ request, context }: Route.ActionArgs) => trustAction(request, app(context));

export default function TrustRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TrustDocumentsPage documents={loaderData.documents} result={actionData} />;
}

/** A refusal (403, or too large a form: 413) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Trust documents"
      detail={m.loadFailed}
      action={{ to: TRUST_DOCUMENTS_PATH, label: "Try again" }}
    />
  );
}
