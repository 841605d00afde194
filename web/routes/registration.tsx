import { data, Link, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { registrationMessages } from "../../common/registration";
import { seo, type PageMetaArgs } from "../content/site";
import { applicant, applicationAction, loadApplication } from "../features/registration/application.server";
import { failureFor } from "../../common/registration-form";
import type { ApplicationResult } from "../features/registration/form-data";
import { RegistrationPage } from "../features/registration/registration-page";
import { useApplicationTexts } from "../features/registration/application-texts";
import { orNetworkFailure } from "../lib/form";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import type { Route } from "./+types/registration";
import { app } from "../lib/app-context.server.ts";
import { pageUrl } from "../lib/page-url.server.ts";

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "application");
  return seo({ title: t("meta.title"), description: t("meta.description"), noindex: true }, args);
};

/**
 * The application renders on the server: the villa, the member's saved details, the option lists,
 * the plan and the step the flags allow. Without a live session it asks for sign-in first, and comes back here
 * afterwards. A villa in another member's payment plan is refused up front, with the message the KYC
 * step would answer.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = app(context);
  const member = await applicant(request, services, params.propertyId);
  const messages = messagesFor(context, ["application"]);
  if (await services.registration.villaTakenByAnother(member.id, params.propertyId))
    return { taken: true as const, application: null, messages };
  const application = await loadApplication(
    services,
    member,
    params.propertyId,
    pageUrl(request),
    app(context).language,
  );
  if (!application) return data({ taken: false as const, application: null, messages }, { status: 404 });
  return { taken: false as const, application, messages };
}

/** Each step's form (intent kyc, family, plan, pay, final) posts here, with or without JavaScript. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return applicationAction(request, app(context), params.propertyId);
}

/** In the browser: a network failure is the step's own "Failed to submit …" message (spec §8). */
export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  const intent = String((await request.clone().formData()).get("intent") ?? "");
  return orNetworkFailure(serverAction, { ok: false, intent, message: failureFor(intent) } as ApplicationResult);
}

/** The final review moves on to /registration-submit itself: the loader would send a finished application to the dashboard. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const result = actionResult as ApplicationResult | undefined;
  if (result?.intent === "final" && result.ok) return false;
  return defaultShouldRevalidate;
}

export default function Registration({ loaderData, actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  if (loaderData.taken) return <VillaTaken />;
  if (!loaderData.application) return <VillaMissing />;
  // a new villa, or another `?step=`, starts the page afresh
  return (
    <RegistrationPage
      key={`${loaderData.application.propertyId}${search}`}
      application={loaderData.application}
      posted={actionData as ApplicationResult | undefined}
    />
  );
}

function VillaTaken() {
  const { t, say } = useApplicationTexts();
  return (
    <div className="bg-gradient-to-b from-cream-100 to-cream-50">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="eyebrow">{t("page.eyebrow")}</p>
        <h1 className="mt-2 text-4xl font-semibold leading-tight text-forest-900 sm:text-5xl">
          {t("page.takenHeading")}
        </h1>
        <p role="alert" className="mt-6 text-lg font-semibold text-[#b42318]">
          {say(registrationMessages.villaTaken)}
        </p>
        <Link to="/property-list" className="btn-primary mt-8">
          {t("page.browse")}
        </Link>
      </div>
    </div>
  );
}

function VillaMissing() {
  const { t, say } = useApplicationTexts();
  return (
    <div className="bg-gradient-to-b from-cream-100 to-cream-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="py-24 text-center">
          <p role="alert" className="text-lg font-semibold text-[#b42318]">
            {say(registrationMessages.failedToLoadPropertyDetails)}
          </p>
          <Link to="/property-list" className="btn-primary mt-6">
            {t("page.browse")}
          </Link>
        </div>
      </div>
    </div>
  );
}

export { ErrorBoundary } from "../components/route-error-boundary";
