import { data, redirect } from "react-router";
import { ROLE_LABELS, OFFICE_HOME } from "../../../../common/office";
import {
  staffInviteAcceptFormInput,
  staffInviteAcceptInput,
  staffMessages as m,
} from "../../../../common/office-staff";
import { tokenCookieOptions, tokenSetCookie } from "../../../../server/modules/auth/session-cookie";
import { checkForm, sentByScript, type FormResult } from "../../../lib/form";
import { serviceRefusal } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

type Services = AppContext["services"];

/** What an invitation link shows: the form for the person it invites, or why it cannot be used (used, expired, unknown). */
export async function staffInviteView(services: Services, token: string) {
  try {
    const user = await services.staff.findInvite(token);
    return { usable: true as const, name: user.name, email: user.email, roleLabel: ROLE_LABELS[user.role] };
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return { usable: false as const, message: refusal.message, status: refusal.status };
  }
}

/** Sets the password of an invitation and signs the person in (a browser-session cookie), landing on the office. */
export async function acceptStaffInvite(services: Services, request: Request, ip: string, token: string) {
  const form = await request.formData();
  const parsed = checkForm(staffInviteAcceptInput, staffInviteAcceptFormInput(form));
  if (!parsed.ok) return data<FormResult>(parsed, { status: 400 });
  let session;
  try {
    session = await services.staff.acceptInvite({
      token,
      password: parsed.data.password,
      ip,
      userAgent: request.headers.get("user-agent") ?? undefined,
    });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<FormResult>(
      { ok: false, message: refusal.message },
      { status: refusal.status, headers: refusal.headers },
    );
  }
  const cookie = tokenSetCookie(
    session.token,
    tokenCookieOptions({ production: services.config.production, https: pageUrl(request).protocol === "https:" }),
  );
  const headers = { "set-cookie": cookie };
  if (sentByScript(form)) return data<FormResult>({ ok: true, message: m.inviteAccepted }, { headers });
  return redirect(OFFICE_HOME, { headers });
}
