import { pageTitle } from "../content/site";
import { loadWaitlistPage, waitlistPageAction } from "../features/events/events.server";
import { WaitlistPage } from "../features/events/waitlist-pages";
import type { Route } from "./+types/event-waitlist";
import { app } from "../lib/app-context.server.ts";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import { pageUrl } from "../lib/page-url.server.ts";

/** /events/waitlist/{token}: a place on the waiting list by its mail's signed link (404 for a forged one). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const messages = messagesFor(context, ["events"]);
  return { ...(await loadWaitlistPage(app(context), request, params.token, pageUrl(request))), messages };
}

/** Book the offer, or leave the list: features/events/events.server.ts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return waitlistPageAction(app(context), request, params.token);
}

export function meta({ loaderData: data, ...args }: Route.MetaArgs) {
  const t = metaT(args.matches, "events");
  return [
    { title: pageTitle(data ? `${t("waitlist.heading")} · ${data.title}` : t("waitlist.notFound")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function EventWaitlist({ loaderData, actionData }: Route.ComponentProps) {
  return <WaitlistPage data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "../components/route-error-boundary";
