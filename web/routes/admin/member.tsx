import { isRouteErrorResponse, useRouteError } from "react-router";
import { officeMembersMessages as m } from "../../../common/office-members";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { MemberRecordPage } from "../../features/office/members/member-record";
import { loadMemberRecord } from "../../features/office/members/members.server";
import type { Route } from "./+types/member";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Member · Club office", description: "A member's record in the club office.", noindex: true }, args);

/** A member's record (issue 15 point 4): front office and accounts (an administrator always); the KYC's unmasked view is audited. */
export const loader = ({ request, context, params }: Route.LoaderArgs) => loadMemberRecord(request, context, params.id);

export default function MemberRoute({ loaderData }: Route.ComponentProps) {
  return <MemberRecordPage record={loaderData} />;
}

/** An unknown member: back to the list; a refusal as every page says it; any other failure: try again. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPanel title="Page not found" detail={m.notFound} action={{ to: "/admin/members", label: "Back to members" }} />;
  }
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Member"
      detail={m.loadFailed.replace("members", "member's record")}
      action={{ to: "/admin/members", label: "Back to members" }}
    />
  );
}
