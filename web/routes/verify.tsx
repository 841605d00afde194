import { agreementMessages as m } from "../../common/agreements";
import { seo, type PageMetaArgs } from "../content/site";
import { VerifyPage } from "../features/verify/verify-page";
import { verifyUpload } from "../features/verify/verify.server";
import type { Route } from "./+types/verify";
import { app } from "../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo(
    {
      title: m.verifyTitle,
      description: "Check that an agreement or invoice is exactly a document the club issued.",
      noindex: true,
    },
    args,
  );

/** The club's sealed documents checked by anyone: a PDF posted here is compared with what the club sealed, never kept. */
export const action = ({ request, context }: Route.ActionArgs) =>
  verifyUpload(app(context).services, request, app(context).clientAddress);

export default function Verify({ actionData }: Route.ComponentProps) {
  return <VerifyPage result={actionData} />;
}
