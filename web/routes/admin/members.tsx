import { isRouteErrorResponse, useRouteError } from "react-router";
import { officeMembersMessages as m } from "../../../common/office-members";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { MemberListPage } from "../../features/office/members/member-list";
import { loadMemberList } from "../../features/office/members/members.server";
import type { Route } from "./+types/members";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    { title: "Members · Club office", description: "The club's members and their applications.", noindex: true },
    args,
  );

/** The office's members: front office and accounts (an administrator always); search by GET. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadMemberList(request, app(context).services);

export default function MembersRoute({ loaderData }: Route.ComponentProps) {
  return <MemberListPage {...loaderData} />;
}

/** A refusal (403) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return <ErrorPanel title="Members" detail={m.loadFailed} action={{ to: "/admin/members", label: "Try again" }} />;
}
