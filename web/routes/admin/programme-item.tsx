import { seo, type PageMetaArgs } from "../../content/site";
import { ProgrammeCancellations } from "../../features/office/programme/programme-cancel";
import { ProgrammeForm } from "../../features/office/programme/programme-form";
import {
  loadProgrammeItem,
  programmeItemAction,
  type ProgrammeCancelResult,
  type ProgrammeFormResult,
} from "../../features/office/programme/programme.server";
import type { Route } from "./+types/programme-item";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Programme item · Club office", description: "An event, retreat or course.", noindex: true }, args);

/** An event, retreat or course to edit (404 for an unknown one): content staff (an administrator always). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadProgrammeItem(request, app(context), params.id);

/**
 * The item saved (then the list says it), or refused with each field's message; or the item or one of its sessions
 * cancelled once confirmed. With or without JavaScript.
 */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  programmeItemAction(request, app(context), params.id);

export default function ProgrammeItemRoute({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ProgrammeFormResult | ProgrammeCancelResult | undefined;
  const cancelled = answer && "intent" in answer ? answer : undefined;
  const formResult = cancelled ? undefined : (answer as ProgrammeFormResult | undefined);
  return (
    <>
      <ProgrammeForm key={loaderData.item?._id} item={loaderData.item} result={formResult} />
      {loaderData.item && <ProgrammeCancellations item={loaderData.item} result={cancelled} />}
    </>
  );
}

export { ErrorBoundary } from "../../components/route-error-boundary";
