import { checkoutPage as page } from "../content/membership";
import { seo, type PageMetaArgs } from "../content/site";
import { CheckoutPage } from "../features/membership/checkout-page";
import { checkoutAction, loadCheckout } from "../features/membership/checkout.server";
import type { Route } from "./+types/membership-checkout";
import { app } from "../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: page.title, description: page.description, noindex: true }, args);

/** /membership/checkout: buy or renew Full Membership; without a session → sign-in and back. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadCheckout(request, app(context).services);

/** The bank-transfer receipt with the terms, with or without JavaScript (online payment is the page's script). */
export const action = ({ request, context }: Route.ActionArgs) => checkoutAction(request, app(context));

export default function MembershipCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage {...loaderData} result={actionData} />;
}

export { ErrorBoundary } from "../components/route-error-boundary";
