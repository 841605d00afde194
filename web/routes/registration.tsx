import { redirect } from "react-router";
import { seo, type PageMetaArgs } from "../content/site";
import { signInFor } from "../features/registration/api";
import { RegistrationPage } from "../features/registration/registration-page";
import { hasLiveSession } from "../lib/route-errors.server";
import type { Route } from "./+types/registration";

export const meta = (args: PageMetaArgs) =>
  seo({
    title: "Ownership application",
    description: "Apply to own your villa: personal and KYC details, family, payment plan, invoices and final confirmation.",
    noindex: true,
  }, args);

/** Without a live session the application asks for sign-in first, and comes back here afterwards (spec §6). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!(await hasLiveSession(request, context.services))) throw redirect(signInFor(params.propertyId));
  return { propertyId: params.propertyId };
}

export default function Registration({ loaderData }: Route.ComponentProps) {
  // a new villa starts the page afresh
  return <RegistrationPage key={loaderData.propertyId} propertyId={loaderData.propertyId} />;
}

export { ErrorBoundary } from "../components/route-error-boundary";
