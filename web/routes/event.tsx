import { seo, pageTitle } from "../content/site";
import { bookProgrammeItem, loadProgrammeItem } from "../features/events/events.server";
import { ProgrammeItemPage } from "../features/events/programme-item";
import type { Route } from "./+types/event";
import { app } from "../lib/app-context.server.ts";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import { pageUrl } from "../lib/page-url.server.ts";

/** /events/{slug}: a published item's page (404 for another) and its booking form. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const messages = messagesFor(context, ["events"]);
  return { ...(await loadProgrammeItem(app(context), request, params.slug, pageUrl(request))), messages };
}

/** The booking form's post, with or without JavaScript: features/events/events.server.ts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return bookProgrammeItem(app(context), request, params.slug);
}

export function meta({ loaderData: data, ...args }: Route.MetaArgs) {
  const t = metaT(args.matches, "events");
  if (!data) return [{ title: pageTitle(t("item.notFound")) }];
  return seo(
    { title: data.item.title, description: data.item.description.slice(0, 200), image: data.item.image },
    args,
  );
}

export default function Event({ loaderData, actionData }: Route.ComponentProps) {
  return <ProgrammeItemPage data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "../components/route-error-boundary";
