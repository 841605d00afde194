import { pageTitle } from "../content/site";
import { loadReviewStay, reviewStayAction } from "../features/stays/review-stay.server";
import { ReviewStayPage } from "../features/stays/review-stay";
import type { Route } from "./+types/stay-review";
import { app } from "../lib/app-context.server.ts";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";

/** /stays/review/{token}: a stay's review by its mail's signed link (404 for a forged one); noindex, never cached. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadReviewStay(app(context), params.token);
  return { ...page, messages: messagesFor(context, ["stays"]) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return reviewStayAction(app(context), request, params.token);
}

export function meta({ loaderData: data, ...args }: Route.MetaArgs) {
  const t = metaT(args.matches, "stays");
  return [
    { title: pageTitle(data ? `${t("rate.title")} · ${data.villaName}` : t("rate.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StayReview({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewStayPage data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "../components/route-error-boundary";
