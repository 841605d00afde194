import { isRouteErrorResponse, useRouteError } from "react-router";
import { programmeOfficeMessages as m } from "../../../common/programme-form";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { ProgrammeListPage } from "../../features/office/programme/programme-list";
import { loadProgrammeList, programmeSettingsAction } from "../../features/office/programme/programme.server";
import type { Route } from "./+types/programme";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Programme · Club office",
      description: "The events, retreats and courses the club offers.",
      noindex: true,
    },
    args,
  );

/** The office's programme: content staff (an administrator always). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadProgrammeList(request, app(context));

/** The programme settings' form (content staff, an administrator always). */
export const action = ({ request, context }: Route.ActionArgs) => programmeSettingsAction(request, app(context));

export default function ProgrammeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ProgrammeListPage data={loaderData} settingsResult={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the programme could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return <ErrorPanel title="Programme" detail={m.loadFailed} action={{ to: "/admin/programme", label: "Try again" }} />;
}
