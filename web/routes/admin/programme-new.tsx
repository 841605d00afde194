import { seo, type PageMetaArgs } from "../../content/site";
import { ProgrammeForm } from "../../features/office/programme/programme-form";
import {
  loadProgrammeItem,
  programmeItemAction,
  type ProgrammeFormResult,
} from "../../features/office/programme/programme.server";
import type { Route } from "./+types/programme-new";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    { title: "New event, retreat or course · Club office", description: "A new item of the programme.", noindex: true },
    args,
  );

/** A new event, retreat or course: content staff (an administrator always). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadProgrammeItem(request, app(context));

/** The item created (then the list says it), or refused with each field's message, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => programmeItemAction(request, app(context));

export default function ProgrammeNewRoute({ actionData }: Route.ComponentProps) {
  return <ProgrammeForm item={null} result={actionData as ProgrammeFormResult | undefined} />;
}

export { ErrorBoundary } from "../../components/route-error-boundary";
