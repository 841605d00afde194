import { data } from "react-router";
import { isStaffRole, STAFF_ROLES } from "../../../../common/auth-limits";
import {
  staffInviteFormInput,
  staffInviteInput,
  staffMessages as m,
  staffRoleInput,
  STAFF_STATUSES,
  type StaffRecord,
} from "../../../../common/office-staff";
import { confirmMessages, isConfirmed } from "../../../../common/confirm";
import { checkForm, type FormResult } from "../../../lib/form";
import { serviceRefusal } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";

type Services = AppContext["services"];
export const STAFF_PAGE_SIZE = 20;

/** The staff list's search, filters and page, read from the address. */
export function staffFilters(url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const role = url.searchParams.get("role") ?? "";
  const status = url.searchParams.get("status") ?? "";
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  return {
    q,
    role: (STAFF_ROLES as readonly string[]).includes(role) ? role : "",
    status: (STAFF_STATUSES as readonly string[]).includes(status) ? status : "",
    page,
  };
}

/** One page of the staff accounts matching the search (name or e-mail) and filters. */
export async function staffPage(services: Services, filters: ReturnType<typeof staffFilters>) {
  const q = filters.q.toLowerCase();
  const matching = (await services.staff.list()).filter(
    (s: StaffRecord) =>
      (!q || s.name.toLowerCase().includes(q) || s.email.includes(q)) &&
      (!filters.role || s.role === filters.role) &&
      (!filters.status || s.status === filters.status),
  );
  const pages = Math.max(1, Math.ceil(matching.length / STAFF_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  return {
    staff: matching.slice((page - 1) * STAFF_PAGE_SIZE, page * STAFF_PAGE_SIZE),
    total: matching.length,
    page,
    pages,
  };
}

/** What a staff form's post answers; `values` keeps what was typed in the invitation when it is refused. */
export type StaffFormResult = FormResult & {
  id?: string;
  values?: { email?: string; name?: string; role?: string };
  confirm?: boolean;
};

const answer = (result: StaffFormResult, status = 200) => data<StaffFormResult>(result, { status });

/** The staff page's forms by intent: invite, role, disable, enable (with or without JavaScript). */
export async function staffAction(
  services: Services,
  actor: { id: string; role: string; name: string; ip: string },
  form: FormData,
) {
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  try {
    if (intent === "invite") {
      const values = staffInviteFormInput(form);
      const parsed = checkForm(staffInviteInput, values);
      if (!parsed.ok) return answer({ ...parsed, intent, values }, 400);
      try {
        await services.staff.invite(actor, parsed.data);
      } catch (error) {
        const refusal = serviceRefusal(error);
        if (!refusal) throw error;
        return answer(
          {
            ok: false,
            intent,
            message: refusal.message,
            values,
            ...(refusal.status === 409 ? { field: "email", errors: { email: refusal.message } } : {}),
          },
          refusal.status,
        );
      }
      return answer({ ok: true, intent, message: m.invited });
    }
    if (intent === "role") {
      const parsed = staffRoleInput.safeParse({ role: form.get("role") });
      if (!parsed.success || !isStaffRole(parsed.data.role))
        return answer({ ok: false, intent, id, message: m.roleRequired }, 400);
      await services.staff.changeRole(actor, id, parsed.data.role);
      return answer({ ok: true, intent, id, message: m.roleChanged });
    }
    if (intent === "resend") {
      await services.staff.resendInvite(actor, id);
      return answer({ ok: true, intent, id, message: m.resent });
    }
    if (intent === "disable" && !isConfirmed(form)) {
      return answer({ ok: false, intent, id, confirm: true, message: confirmMessages.confirmFirst }, 400);
    }
    if (intent === "disable" || intent === "enable") {
      await services.staff.setDisabled(actor, id, intent === "disable");
      return answer({ ok: true, intent, id, message: intent === "disable" ? m.disabled : m.enabled });
    }
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return answer({ ok: false, intent, id, message: refusal.message }, refusal.status);
  }
  return answer({ ok: false, intent, message: m.notFound }, 400);
}
