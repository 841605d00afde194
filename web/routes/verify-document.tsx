import { useLocation } from "react-router";
import { agreementMessages as m } from "../../common/agreements";
import { seo } from "../content/site";
import { VerifiedDocumentPage } from "../features/verify/verify-page";
import { loadVerifiedDocument, verifyUpload } from "../features/verify/verify.server";
import type { Route } from "./+types/verify-document";
import { app } from "../lib/app-context.server.ts";

export const meta = ({ loaderData, ...args }: Route.MetaArgs) =>
  seo(
    {
      title: loaderData?.found ? `${loaderData.document.reference} · ${m.verifyTitle}` : m.verifyTitle,
      description: "What the club issued under this verification code.",
      noindex: true,
    },
    args,
  );

/**
 * A sealed document's public page, the address of its QR code and short link: what the club issued, with
 * the parties' initials and surnames only; 404 for an unknown code. Its form checks a PDF against it.
 */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  loadVerifiedDocument(app(context).services, params.code);

export const action = ({ request, context }: Route.ActionArgs) =>
  verifyUpload(app(context).services, request, app(context).clientAddress);

export default function VerifyDocument({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return <VerifiedDocumentPage page={loaderData} result={actionData} path={pathname} />;
}
