import { data, useLocation } from "react-router";
import { seo } from "../content/site";
import { VerifiedDocumentPage } from "../features/verify/verify-page";
import { loadVerifiedDocument, verifyUpload } from "../features/verify/verify.server";
import type { Route } from "./+types/verify-document";
import { app } from "../lib/app-context.server.ts";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";

export const meta = ({ loaderData, ...args }: Route.MetaArgs) => {
  const t = metaT(args.matches, "verify");
  return seo(
    {
      title: loaderData?.found
        ? t("meta.documentTitle", { reference: loaderData.document.reference, title: t("title") })
        : t("title"),
      description: t("meta.documentDescription"),
      noindex: true,
    },
    args,
  );
};

/**
 * A sealed document's public page, the address of its QR code and short link: what the club issued, with
 * the parties' initials and surnames only; 404 for an unknown code. Its form checks a PDF against it. The page's words.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await loadVerifiedDocument(app(context).services, params.code, app(context).language);
  return data({ ...answer.data, messages: messagesFor(context, ["verify"]) }, answer.init ?? undefined);
}

export const action = ({ request, context }: Route.ActionArgs) =>
  verifyUpload(app(context).services, request, app(context).clientAddress, app(context).language);

export default function VerifyDocument({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return <VerifiedDocumentPage page={loaderData} result={actionData} path={pathname} />;
}
