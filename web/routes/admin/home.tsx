import { ROLE_LABELS } from "../../../common/office";
import { seo, type PageMetaArgs } from "../../content/site";
import { OfficeHome } from "../../features/office/home/office-home";
import { officeHomeCards } from "../../features/office/home/office-home.server";
import { signedInStaff } from "../../lib/route-errors.server";
import type { Route } from "./+types/home";

export const meta = (args: PageMetaArgs) => seo({ title: "Club office", description: "The club office's home.", noindex: true }, args);

/** The office home (issue 15): every staff role; the cards and counts follow the role. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await signedInStaff(request, context.services, ["accounts", "front-office", "content"]);
  return { name: staff.name, roleLabel: ROLE_LABELS[staff.role], cards: await officeHomeCards(context.services, staff.role) };
}

export default function OfficeHomeRoute({ loaderData }: Route.ComponentProps) {
  return <OfficeHome {...loaderData} />;
}

export { ErrorBoundary } from "../../components/route-error-boundary";
