import { data } from "react-router";
import { seo, type PageMetaArgs } from "../content/site";
import { NewsletterLinkPanel } from "../features/newsletter/newsletter-link-panel";
import { unsubscribeLink, unsubscribePage } from "../features/newsletter/newsletter-links.server";
import { useNewsletterTexts } from "../features/newsletter/newsletter-texts";
import type { Route } from "./+types/newsletter-unsubscribe";
import { app } from "../lib/app-context.server.ts";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "newsletter");
  return seo({ title: t("titles.unsubscribe"), description: t("meta.unsubscribeDescription"), noindex: true }, args);
};

/** Every newsletter mail's unsubscribe link: the page asks; its one button's POST unsubscribes. The page's words. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await unsubscribePage(app(context).services, params.token);
  return data({ view: answer.data, messages: messagesFor(context, ["newsletter"]) }, answer.init ?? undefined);
}

export const action = ({ params, context }: Route.ActionArgs) => unsubscribeLink(app(context).services, params.token);

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useNewsletterTexts();
  const view = actionData ?? loaderData.view;
  return <NewsletterLinkPanel title={t("titles.unsubscribe")} view={view} unsubscribeForm />;
}
