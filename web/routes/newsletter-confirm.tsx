import { seo, type PageMetaArgs } from "../content/site";
import { NewsletterLinkPanel } from "../features/newsletter/newsletter-link-panel";
import { confirmLink } from "../features/newsletter/newsletter-links.server";
import type { Route } from "./+types/newsletter-confirm";
import { app } from "../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    { title: "Confirm your subscription", description: "The club's newsletter: your subscription.", noindex: true },
    args,
  );

/** The double opt-in's link: opening it confirms the subscription (404 for an unknown link). */
export const loader = ({ params, context }: Route.LoaderArgs) => confirmLink(app(context).services, params.token);

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPanel title={loaderData.ok ? "Subscription confirmed" : "Confirmation link"} view={loaderData} />
  );
}
