import { isRouteErrorResponse, useRouteError } from "react-router";
import { couponMessages as m } from "../../../common/coupons";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { CouponsPage } from "../../features/office/coupons/coupon-list";
import { couponAction, loadCoupons } from "../../features/office/coupons/coupons.server";
import type { Route } from "./+types/coupons";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Coupons · Club office",
      description: "The stay coupons members can apply when they book.",
      noindex: true,
    },
    args,
  );

/** The office's coupons: front office and accounts (an administrator always). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadCoupons(request, app(context));

/** A new coupon or a change to one, with or without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => couponAction(request, app(context));

export default function CouponsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CouponsPage data={loaderData} result={actionData} />;
}

/** A refusal (403) as every page says it; any other failure: the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return <ErrorPanel title="Coupons" detail={m.loadFailed} action={{ to: "/admin/coupons", label: "Try again" }} />;
}
