import { seo, type PageMetaArgs } from "../content/site";
import { paymentPage } from "../content/stays";
import { orNetworkFailure } from "../lib/form";
import { GuestReview } from "../features/stays/guest-review";
import { PaymentForm } from "../features/stays/payment-form";
import { NETWORK_FAILURE, type BookResult } from "../features/stays/stay-forms";
import { stayFormAction } from "../features/stays/stay-forms.server";
import { StayProblem } from "../features/stays/stay-problem";
import { loadStayQuote } from "../features/stays/stay-quote.server";
import type { Route } from "./+types/payment-method";
import { app } from "../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: paymentPage.title, description: paymentPage.description, noindex: true }, args);

/** /payment-method: how to pay, an optional membership ID, and the booking. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStayQuote(request, app(context).services);
}

/** The review's guest form (`intent=review`) and the booking (`intent=book`), with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return stayFormAction(request, app(context).services);
}

/** In the browser: when the club cannot be reached, the booking form says so (the review's post fails as a page would). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  if (intent !== "book") return serverAction();
  const offline: BookResult = {
    intent: "book",
    ok: false,
    message: NETWORK_FAILURE,
    taken: false,
    guest: null,
    membershipId: "",
  };
  return orNetworkFailure(serverAction, offline);
}

export default function PaymentMethodPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "problem")
    return <StayProblem message={loaderData.message} propertyId={loaderData.propertyId} />;
  // a guest form the server refused (posted without JavaScript): the review again, with the messages
  if (actionData?.intent === "review" && !actionData.ok) return <GuestReview quote={loaderData} failure={actionData} />;
  return <PaymentForm quote={loaderData} result={actionData} />;
}

export { ErrorBoundary } from "../components/route-error-boundary";
