import { redirect } from "react-router";
import { villaInLanguage } from "../../common/catalogue-language";
import { sceneKey } from "../../common/media";
import { signInPath } from "../../common/sign-in-redirect";
import { seo, type PageMetaArgs } from "../content/site";
import { NoticePage } from "../features/content/notice-page";
import { useApplicationTexts } from "../features/registration/application-texts";
import { ThankYouActions } from "../features/registration/thank-you-actions";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import { signedInMember } from "../lib/route-errors.server";
import type { Route } from "./+types/registration-submit";
import { app } from "../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "application");
  return seo({ title: t("submitted.meta.title"), description: t("submitted.meta.description"), noindex: true }, args);
};

/** The signed-in member's villa (the one of their application), named on the page, and its words; without a session, sign-in first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await signedInMember(request, app(context).services);
  if (!member) throw redirect(signInPath("/registration-submit"));
  const [villa] = await app(context).services.auth.listMemberProperties(member.id);
  // a Hindi page names the villa in Hindi where content staff gave one (decision 046)
  const villaName = villa ? villaInLanguage(villa, app(context).language).name : null;
  return { villaName, messages: messagesFor(context, ["application"]) };
}

/** /registration-submit: the thank-you page after the final review. */
export default function RegistrationSubmit({ loaderData }: Route.ComponentProps) {
  const { t } = useApplicationTexts();
  return (
    <NoticePage
      eyebrow={t("submitted.eyebrow")}
      title={t("submitted.title")}
      text={t("submitted.text")}
      imageKey={sceneKey("himalaya-retreat")}
    >
      {loaderData.villaName && (
        <p className="font-semibold text-forest-900" data-testid="submitted-villa">
          {t("submitted.villa", { name: loaderData.villaName })}
        </p>
      )}
      <ThankYouActions />
    </NoticePage>
  );
}
