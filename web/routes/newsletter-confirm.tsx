import { data } from "react-router";
import { seo, type PageMetaArgs } from "../content/site";
import { NewsletterLinkPanel } from "../features/newsletter/newsletter-link-panel";
import { confirmLink } from "../features/newsletter/newsletter-links.server";
import { useNewsletterTexts } from "../features/newsletter/newsletter-texts";
import type { Route } from "./+types/newsletter-confirm";
import { app } from "../lib/app-context.server.ts";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "newsletter");
  return seo({ title: t("titles.confirm"), description: t("meta.description"), noindex: true }, args);
};

/** The double opt-in's link: opening it confirms the subscription (404 for an unknown link); the page's words. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await confirmLink(app(context).services, params.token);
  return data({ view: answer.data, messages: messagesFor(context, ["newsletter"]) }, answer.init ?? undefined);
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useNewsletterTexts();
  const { view } = loaderData;
  return <NewsletterLinkPanel title={view.ok ? t("titles.confirmed") : t("titles.confirmLink")} view={view} />;
}
