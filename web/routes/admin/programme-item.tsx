import { seo, type PageMetaArgs } from "../../content/site";
import { ProgrammeForm } from "../../features/office/programme/programme-form";
import {
  loadProgrammeItem,
  programmeItemAction,
  type ProgrammeFormResult,
} from "../../features/office/programme/programme.server";
import type { Route } from "./+types/programme-item";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Programme item · Club office", description: "An event, retreat or course.", noindex: true }, args);

/** An event, retreat or course to edit (404 for an unknown one): content staff (an administrator always). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadProgrammeItem(request, app(context), params.id);

/** The item saved (then the list says it), or refused with each field's message, with or without JavaScript. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  programmeItemAction(request, app(context), params.id);

export default function ProgrammeItemRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProgrammeForm
      key={loaderData.item?._id}
      item={loaderData.item}
      result={actionData as ProgrammeFormResult | undefined}
    />
  );
}

export { ErrorBoundary } from "../../components/route-error-boundary";
