import { data } from "react-router";
import { seo, type PageMetaArgs } from "../content/site";
import { StaffInviteForm } from "../features/office/staff/staff-invite-form";
import { acceptStaffInvite, staffInviteView } from "../features/office/staff/staff-invite.server";
import type { Route } from "./+types/staff-invite";
import { app } from "../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Staff invitation", description: "Join the club office.", noindex: true }, args);

/** A staff invitation's one-time link: the form, or why the link cannot be used (410 used or expired, 404 unknown). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await staffInviteView(app(context).services, params.token);
  // the page is personal (private, no-store: server/platform/security-headers.ts)
  return data(view, { status: view.usable ? 200 : view.status });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return acceptStaffInvite(app(context).services, request, app(context).clientAddress, params.token);
}

export default function StaffInvite({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 pb-16 pt-28 sm:px-6">
      <p className="eyebrow">Club office</p>
      <h1 className="mt-2 font-display text-3xl text-forest-950">Staff invitation</h1>
      <div className="mt-6">
        <StaffInviteForm view={loaderData} noScriptResult={actionData} />
      </div>
    </div>
  );
}
