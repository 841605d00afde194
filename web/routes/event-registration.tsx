import { pageTitle } from "../content/site";
import { cancelRegistrationAction, loadRegistrationPage } from "../features/events/events.server";
import { RegistrationPage } from "../features/events/waitlist-pages";
import type { Route } from "./+types/event-registration";
import { app } from "../lib/app-context.server.ts";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import { pageUrl } from "../lib/page-url.server.ts";

/** /events/registrations/{reference}?t=: the booker's registration (signed link or the signed-in owner; 404 else). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const messages = messagesFor(context, ["events"]);
  return { ...(await loadRegistrationPage(app(context), request, params.reference, pageUrl(request))), messages };
}

/** Cancel my places, once confirmed: features/events/events.server.ts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return cancelRegistrationAction(app(context), request, params.reference);
}

export function meta({ loaderData: data, ...args }: Route.MetaArgs) {
  const t = metaT(args.matches, "events");
  return [
    {
      title: pageTitle(
        data ? `${data.registration.reference} · ${data.registration.item.title}` : t("registration.notFound"),
      ),
    },
    { name: "robots", content: "noindex" },
  ];
}

export default function EventRegistration({ loaderData, actionData }: Route.ComponentProps) {
  return <RegistrationPage data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "../components/route-error-boundary";
