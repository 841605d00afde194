import { useSearchParams } from "react-router";
import { OFFICE_ACCESS } from "../../../common/office-access";
import { seo, type PageMetaArgs } from "../../content/site";
import { InviteForm, StaffFilters, StaffList } from "../../features/office/staff/staff-page";
import { staffAction, staffFilters, staffPage } from "../../features/office/staff/staff-list.server";
import { signedInStaff } from "../../lib/route-errors.server";
import type { Route } from "./+types/staff";
import { app } from "../../lib/app-context.server.ts";
import { pageUrl } from "../../lib/page-url.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Staff · Club office", description: "The club office's staff accounts.", noindex: true }, args);

/** Staff and roles: administrators only (no other role is listed). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await signedInStaff(request, app(context).services, OFFICE_ACCESS.staff);
  const filters = staffFilters(pageUrl(request));
  return { ...(await staffPage(app(context).services, filters)), filters, selfId: admin.id };
}

/** The page's forms by intent (invite, role, disable, enable), with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await signedInStaff(request, app(context).services, OFFICE_ACCESS.staff);
  const form = await request.formData();
  return staffAction(
    app(context).services,
    { id: admin.id, role: admin.role, name: admin.name, ip: app(context).clientAddress },
    form,
  );
}

export default function OfficeStaff({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { filters, ...list } = loaderData;
  return (
    <div>
      <h1 className="font-display text-3xl text-forest-950">Staff and roles</h1>
      <p className="mt-2 text-ink/80">
        Invite the club's staff, give each a role, and disable an account when someone leaves.
      </p>
      <div className="mt-6">
        <InviteForm noScriptResult={actionData} />
      </div>
      <div className="mt-8">
        <StaffFilters q={filters.q} role={filters.role} status={filters.status} />
      </div>
      <StaffList
        {...list}
        search={search}
        filters={{ q: filters.q, role: filters.role, status: filters.status }}
        noScriptResult={actionData}
      />
    </div>
  );
}

export { ErrorBoundary } from "../../components/route-error-boundary";
