import { Outlet } from "react-router";
import { OFFICE_ACCESS } from "../../../common/office-access";
import { officeSectionsFor, ROLE_LABELS } from "../../../common/office";
import { ErrorBoundary as RouteErrorBoundary } from "../../components/route-error-boundary";
import { seo, type PageMetaArgs } from "../../content/site";
import { OfficeLayout } from "../../features/office/shared/office-layout";
import { signedInStaff } from "../../lib/route-errors.server";
import type { Route } from "./+types/layout";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Club office", description: "The club office.", noindex: true }, args);

/** The office draws its own frame (web/root.tsx leaves out the public site's header and footer once this loader answered). */
export const handle = { ownChrome: true };

/** The club office: staff only, each section for its roles (common/office.ts); the server checks every page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await signedInStaff(request, app(context).services, OFFICE_ACCESS.home);
  const sections = officeSectionsFor(staff.role).map(({ path, label, group }) => ({ path, label, group }));
  return { staff: { name: staff.name, role: staff.role, roleLabel: ROLE_LABELS[staff.role] }, sections };
}

export default function OfficeLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <OfficeLayout staff={loaderData.staff} sections={loaderData.sections}>
      <Outlet />
    </OfficeLayout>
  );
}

/** A section's refusal or failure is said inside the office's frame (when the staff member was recognised). */
export function ErrorBoundary({ loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData) return <RouteErrorBoundary />;
  return (
    <OfficeLayout staff={loaderData.staff} sections={loaderData.sections}>
      <RouteErrorBoundary />
    </OfficeLayout>
  );
}
