import { data } from "react-router";
import { seo, type PageMetaArgs } from "../content/site";
import { DonorPage } from "../features/donor/donor-page";
import { donorAction, donorPage } from "../features/donor/donor-page.server";
import { app } from "../lib/app-context.server.ts";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import type { Route } from "./+types/donations-mine";

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "donor");
  return seo({ title: t("title"), description: t("metaDescription"), noindex: true }, args);
};

/** The donor's page: a signed-in member's donations, or those a receipt mail's signed link (`?t=`) opens. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await donorPage(request, app(context).services);
  return data(
    { page, messages: messagesFor(context, ["donor"]) },
    { headers: { "cache-control": "private, no-store" } },
  );
}

/** Pause, resume or cancel a recurring gift (the same service as the API). */
export const action = ({ request, context }: Route.ActionArgs) => donorAction(request, app(context).services);

export default function DonationsMine({ loaderData, actionData }: Route.ComponentProps) {
  return <DonorPage page={loaderData.page} actionData={actionData} />;
}
