import { ROLE_LABELS } from "../../../common/office";
import { OFFICE_ACCESS } from "../../../common/office-access";
import { seo, type PageMetaArgs } from "../../content/site";
import { OfficeHome } from "../../features/office/home/office-home";
import { officeHomeCards, officeHomeQueues } from "../../features/office/home/office-home.server";
import { signedInStaff } from "../../lib/route-errors.server";
import { OfficeEmailsForm } from "../../features/office/home/office-emails-form";
import { officeEmailsAction, officeEmailsChoice } from "../../features/office/home/office-emails.server";
import type { Route } from "./+types/home";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Club office", description: "The club office's home.", noindex: true }, args);

/** The office home: every staff role; the cards and counts follow the role. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await signedInStaff(request, app(context).services, OFFICE_ACCESS.home);
  const [cards, queues] = await Promise.all([
    officeHomeCards(app(context).services, staff.role),
    officeHomeQueues(app(context).services, staff.role),
  ]);
  return {
    name: staff.name,
    roleLabel: ROLE_LABELS[staff.role],
    cards,
    queues,
    staffNotify: await officeEmailsChoice(app(context).services, staff.id),
  };
}

/** The home's "Office e-mails" form: any staff role chooses for themselves. */
export async function action({ request, context }: Route.ActionArgs) {
  return officeEmailsAction(request, app(context), await request.formData());
}

export default function OfficeHomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { staffNotify, ...home } = loaderData;
  return (
    <>
      <OfficeHome {...home} />
      <OfficeEmailsForm current={staffNotify} result={actionData} />
    </>
  );
}

export { ErrorBoundary } from "../../components/route-error-boundary";
