import { newsletterMessages as m } from "../../common/newsletter";
import { seo, type PageMetaArgs } from "../content/site";
import { NewsletterLinkPanel } from "../features/newsletter/newsletter-link-panel";
import { subscribeFromForm, type SubscribeResult } from "../features/newsletter/newsletter-links.server";
import { orNetworkFailure } from "../lib/form";
import { useNewsletterTexts } from "../features/newsletter/newsletter-texts";
import type { Route } from "./+types/newsletter-subscribe";
import { app } from "../lib/app-context.server.ts";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";

/** The page's words, in the page's language (the answer itself comes with the post). */
export const loader = ({ context }: Route.LoaderArgs) => ({ messages: messagesFor(context, ["newsletter"]) });

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "newsletter");
  return seo({ title: t("titles.subscribe"), description: t("meta.description"), noindex: true }, args);
};

/**
 * The footer's newsletter box posts here, with or without JavaScript: the page's script shows the answer in the box;
 * a post made before the script ran gets this page with the answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return subscribeFromForm(app(context).services, await request.formData(), app(context).clientAddress);
}

/** In the browser: a network failure is the box's "We could not subscribe you just now". */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  orNetworkFailure(serverAction, { ok: false, message: m.failed, email: "" } satisfies SubscribeResult);

export default function NewsletterSubscribe({ actionData }: Route.ComponentProps) {
  const { t } = useNewsletterTexts();
  const view = actionData
    ? actionData.ok
      ? { ok: true as const, email: actionData.email, done: true, message: actionData.message }
      : { ok: false as const, message: actionData.message }
    : { ok: false as const, message: m.subscribeHere };
  return <NewsletterLinkPanel title={t("titles.subscribe")} view={view} />;
}
