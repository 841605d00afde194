import { seo, type PageMetaArgs } from "../content/site";
import { CheckoutPage } from "../features/membership/checkout-page";
import { checkoutAction, loadCheckout } from "../features/membership/checkout.server";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import type { Route } from "./+types/membership-checkout";
import { app } from "../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "fullMembership");
  return seo({ title: t("checkout.meta.title"), description: t("checkout.meta.description"), noindex: true }, args);
};

/**
 * /membership/checkout: buy or renew Full Membership; without a session → sign-in and back. The page's words in its
 * language (the `fullMembership` catalogue).
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await loadCheckout(request, app(context).services)),
  messages: messagesFor(context, ["fullMembership", "application"]),
});

/** The bank-transfer receipt with the terms, with or without JavaScript (online payment is the page's script). */
export const action = ({ request, context }: Route.ActionArgs) => checkoutAction(request, app(context));

export default function MembershipCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { messages: _, ...checkout } = loaderData;
  return <CheckoutPage {...checkout} result={actionData} />;
}

export { ErrorBoundary } from "../components/route-error-boundary";
