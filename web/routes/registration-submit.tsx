import { redirect } from "react-router";
import { sceneKey } from "../../common/media";
import { signInPath } from "../../common/sign-in-redirect";
import { seo, type PageMetaArgs } from "../content/site";
import { NoticePage } from "../features/content/notice-page";
import { ThankYouActions } from "../features/registration/thank-you-actions";
import { signedInMember } from "../lib/route-errors.server";
import type { Route } from "./+types/registration-submit";
import { app } from "../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: "Application submitted",
      description: "Thank you: your villa ownership application is complete.",
      noindex: true,
    },
    args,
  );

/** The signed-in member's villa (the one of their application), named on the page; without a session, sign-in first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await signedInMember(request, app(context).services);
  if (!member) throw redirect(signInPath("/registration-submit"));
  const [villa] = await app(context).services.auth.listMemberProperties(member.id);
  return { villaName: villa?.name ?? null };
}

/** /registration-submit: the thank-you page after the final review. */
export default function RegistrationSubmit({ loaderData }: Route.ComponentProps) {
  return (
    <NoticePage
      eyebrow="Application submitted"
      title="Thank you!"
      text="Your ownership application is complete. Your membership and access to your villa are being activated; the member dashboard shows your payments, documents and next steps."
      imageKey={sceneKey("himalaya-retreat")}
    >
      {loaderData.villaName && (
        <p className="font-semibold text-forest-900" data-testid="submitted-villa">
          {`Your villa: ${loaderData.villaName}`}
        </p>
      )}
      <ThankYouActions />
    </NoticePage>
  );
}
