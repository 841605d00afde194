import { seo, type PageMetaArgs } from "../content/site";
import { orNetworkFailure } from "../lib/form";
import { GuestReview } from "../features/stays/guest-review";
import { PaymentForm } from "../features/stays/payment-form";
import { NETWORK_FAILURE, type BookResult } from "../features/stays/stay-forms";
import { stayFormAction } from "../features/stays/stay-forms.server";
import { StayProblem } from "../features/stays/stay-problem";
import { loadStayQuote } from "../features/stays/stay-quote.server";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import type { Route } from "./+types/payment-method";
import { app } from "../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "stays");
  return seo({ title: t("payment.meta.title"), description: t("payment.meta.description"), noindex: true }, args);
};

/** /payment-method: how to pay, an optional membership ID, and the booking, and the page's words. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const quote = await loadStayQuote(request, app(context).services, app(context).language);
  return { ...quote, messages: messagesFor(context, ["stays"]) };
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
