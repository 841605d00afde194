import { seo, type PageMetaArgs } from "../content/site";
import { GuestReview } from "../features/stays/guest-review";
import { StayProblem } from "../features/stays/stay-problem";
import { loadStayQuote } from "../features/stays/stay-quote.server";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import type { Route } from "./+types/booking-review";
import { app } from "../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "stays");
  return seo({ title: t("review.meta.title"), description: t("review.meta.description"), noindex: true }, args);
};

/** /booking-review: the stay, the guest, a coupon, the price and the terms, and the page's words. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const quote = await loadStayQuote(request, app(context).services, app(context).language);
  return { ...quote, messages: messagesFor(context, ["stays"]) };
}

/** The guest form posts to /payment-method's action (web/features/stays/stay-forms.server.ts). */
export default function BookingReview({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "problem")
    return <StayProblem message={loaderData.message} propertyId={loaderData.propertyId} />;
  return <GuestReview quote={loaderData} />;
}

export { ErrorBoundary } from "../components/route-error-boundary";
