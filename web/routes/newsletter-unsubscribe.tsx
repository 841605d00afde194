import { seo, type PageMetaArgs } from "../content/site";
import { NewsletterLinkPanel } from "../features/newsletter/newsletter-link-panel";
import { unsubscribeLink, unsubscribePage } from "../features/newsletter/newsletter-links.server";
import type { Route } from "./+types/newsletter-unsubscribe";
import { app } from "../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Unsubscribe from the newsletter", description: "Stop the club's newsletter.", noindex: true }, args);

/** Every newsletter mail's unsubscribe link: the page asks; its one button's POST unsubscribes. */
export const loader = ({ params, context }: Route.LoaderArgs) => unsubscribePage(app(context).services, params.token);

export const action = ({ params, context }: Route.ActionArgs) => unsubscribeLink(app(context).services, params.token);

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  return <NewsletterLinkPanel title="Unsubscribe from the newsletter" view={view} unsubscribeForm />;
}
