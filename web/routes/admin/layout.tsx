import { NavLink, Outlet } from "react-router";
import { roleAllows } from "../../../common/auth-limits";
import { OFFICE_SECTIONS, ROLE_LABELS } from "../../../common/office";
import { seo, type PageMetaArgs } from "../../content/site";
import { signedInStaff } from "../../lib/route-errors.server";
import type { Route } from "./+types/layout";

export const meta = (args: PageMetaArgs) => seo({ title: "Club office", description: "The club office.", noindex: true }, args);

/** The club office (issue 15): staff only, each section for its roles (common/office.ts); the server checks every page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await signedInStaff(request, context.services, ["accounts", "front-office", "content"]);
  const sections = OFFICE_SECTIONS.filter((section) => roleAllows(staff.role, section.roles)).map(({ path, label }) => ({ path, label }));
  return { staff: { name: staff.name, role: staff.role, roleLabel: ROLE_LABELS[staff.role] }, sections };
}

export default function OfficeLayout({ loaderData }: Route.ComponentProps) {
  const { staff, sections } = loaderData;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-16 pt-28 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="eyebrow">Club office</p>
        <p className="text-sm text-ink/80">
          {staff.name} · {staff.roleLabel}
        </p>
      </div>
      <nav aria-label="Office sections" className="mt-4 -mx-4 overflow-x-auto px-4">
        <ul className="flex min-w-max gap-2 border-b border-forest-100 pb-2">
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink
                to={section.path}
                end={section.path === "/admin"}
                className={({ isActive }) =>
                  `inline-block rounded-full px-4 py-2 text-sm font-semibold transition-colors ${isActive ? "bg-forest-900 text-white" : "text-forest-900 hover:bg-forest-100"}`
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  );
}

export { ErrorBoundary } from "../../components/route-error-boundary";
