import { seo, type PageMetaArgs } from "../../content/site";
import { enquiryAction, loadEnquiry, type EnquiryFormResult } from "../../features/office/enquiries/enquiries.server";
import { EnquiryPage } from "../../features/office/enquiries/enquiry-thread";
import { NotesPanel } from "../../features/office/shared/notes";
import type { NoteFormResult } from "../../features/office/shared/notes.server";
import type { Route } from "./+types/enquiry";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Question · Club office", description: "A visitor's question and its replies.", noindex: true }, args);

/** A visitor's question and its thread: front office (an administrator always). */
export const loader = ({ request, context, params }: Route.LoaderArgs) => loadEnquiry(request, app(context), params.id);

/** "Send reply", "Close" and a staff note, with or without JavaScript. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  enquiryAction(request, app(context), params.id);

export default function EnquiryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EnquiryPage
      enquiry={loaderData.enquiry}
      result={actionData as EnquiryFormResult | undefined}
      notes={<NotesPanel notes={loaderData.notes} result={actionData as NoteFormResult | undefined} />}
    />
  );
}

export { ErrorBoundary } from "../../components/route-error-boundary";
