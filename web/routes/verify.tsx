import { seo, type PageMetaArgs } from "../content/site";
import { VerifyPage } from "../features/verify/verify-page";
import { verifyUpload } from "../features/verify/verify.server";
import type { Route } from "./+types/verify";
import { app } from "../lib/app-context.server.ts";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";

/** The page's words, in the page's language. */
export const loader = ({ context }: Route.LoaderArgs) => ({ messages: messagesFor(context, ["verify"]) });

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "verify");
  return seo({ title: t("title"), description: t("meta.description"), noindex: true }, args);
};

/** The club's sealed documents checked by anyone: a PDF posted here is compared with what the club sealed, never kept. */
export const action = ({ request, context }: Route.ActionArgs) =>
  verifyUpload(app(context).services, request, app(context).clientAddress, app(context).language);

export default function Verify({ actionData }: Route.ComponentProps) {
  return <VerifyPage result={actionData} />;
}
