import { isRouteErrorResponse, useRouteError } from "react-router";
import { officeStaysMessages as m } from "../../../common/office-stays";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { NotesPanel } from "../../features/office/shared/notes";
import type { NoteFormResult } from "../../features/office/shared/notes.server";
import { StayRecordPage } from "../../features/office/stays/stay-record";
import { loadStayRecord, stayRecordAction } from "../../features/office/stays/stays.server";
import type { Route } from "./+types/stay";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Stay · Club office", description: "A stay's record and the staff notes on it.", noindex: true }, args);

/** A stay's record: the stays desk's roles (an administrator always). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadStayRecord(request, app(context), params.id);

/** A staff note, with or without JavaScript. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  stayRecordAction(request, app(context), params.id);

export default function StayRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StayRecordPage
      stay={loaderData.stay}
      notes={<NotesPanel notes={loaderData.notes} result={actionData as NoteFormResult | undefined} />}
    />
  );
}

/** An unknown stay: back to the desk; a refusal as every page says it; any other failure: try again. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPanel
        title="Page not found"
        detail={m.notFound}
        action={{ to: "/admin/stays", label: "Back to the desk" }}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Stay"
      detail={m.loadFailed.replace("stays", "stay")}
      action={{ to: "/admin/stays", label: "Back to the desk" }}
    />
  );
}
