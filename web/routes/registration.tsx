import { Link, redirect } from "react-router";
import { registrationMessages } from "../../common/registration";
import { seo, type PageMetaArgs } from "../content/site";
import { signInPath } from "../../common/sign-in-redirect";
import { RegistrationPage } from "../features/registration/registration-page";
import { signedInMember } from "../lib/route-errors.server";
import type { Route } from "./+types/registration";

export const meta = (args: PageMetaArgs) =>
  seo({
    title: "Ownership application",
    description: "Apply to own your villa: personal and KYC details, family, payment plan, invoices and final confirmation.",
    noindex: true,
  }, args);

/**
 * Without a live session the application asks for sign-in first, and comes back here afterwards (spec §6).
 * A villa in another member's payment plan is refused up front, with the message the KYC step would answer.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const member = await signedInMember(request, context.services);
  if (!member) throw redirect(signInPath(`/registration/${params.propertyId}`));
  const taken = await context.services.registration.villaTakenByAnother(member.id, params.propertyId);
  return { propertyId: params.propertyId, taken };
}

export default function Registration({ loaderData }: Route.ComponentProps) {
  if (loaderData.taken) return <VillaTaken />;
  // a new villa starts the page afresh
  return <RegistrationPage key={loaderData.propertyId} propertyId={loaderData.propertyId} />;
}

function VillaTaken() {
  return (
    <div className="bg-gradient-to-b from-cream-100 to-cream-50">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="eyebrow">Ownership application</p>
        <h1 className="mt-2 text-4xl font-semibold leading-tight text-forest-900 sm:text-5xl">This villa is taken</h1>
        <p role="alert" className="mt-6 text-lg font-semibold text-[#b42318]">
          {registrationMessages.villaTaken}
        </p>
        <Link to="/property-list" className="btn-primary mt-8">
          Browse all homes
        </Link>
      </div>
    </div>
  );
}

export { ErrorBoundary } from "../components/route-error-boundary";
