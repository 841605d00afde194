import { data } from "react-router";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import { isUuid } from "../../../../common/ids";
import { membershipMessages as m, membershipQueueQuery, membershipReasonInput } from "../../../../common/membership";
import type { FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

type Services = AppContext["services"];

/** What a decision's post answers: the message and which purchase it was about. */
export type MembershipFormResult = FormResult & { id?: string };

/** The accounts' queue of Full Membership purchases: by status, a GET form's query string the whole state. */
export async function loadMembershipQueue(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.memberships);
  const query = membershipQueueQuery.parse(Object.fromEntries(pageUrl(request).searchParams));
  const list = await services.membershipOffice.list(query);
  return { query: { q: query.q ?? "", status: query.status }, list };
}

const answer = (result: MembershipFormResult, status = 200) => data<MembershipFormResult>(result, { status });

/** Verify or reject (with a reason) a membership receipt, with or without JavaScript. */
export async function membershipQueueAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.memberships);
  const actor = { id: staff.id, role: staff.role, ip: context.clientAddress };
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (!isUuid(id)) return answer({ ok: false, intent, message: m.notFound }, 404);
  try {
    if (intent === "verify") {
      const done = await context.services.membershipOffice.verify(actor, id);
      return answer({ ok: true, intent, id, message: m.verified(done.number) });
    }
    if (intent === "reject") {
      const parsed = membershipReasonInput.safeParse({ reason: String(form.get("reason") ?? "") });
      if (!parsed.success) {
        const message = parsed.error.issues[0].message;
        return answer({ ok: false, intent, id, message, errors: { reason: message } }, 400);
      }
      await context.services.membershipOffice.reject(actor, id, parsed.data.reason);
      return answer({ ok: true, intent, id, message: m.rejected });
    }
    return answer({ ok: false, intent, message: "This form is not known. Please reload the page." }, 400);
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return answer({ ok: false, intent, id, message: refusal.message }, refusal.status);
  }
}
