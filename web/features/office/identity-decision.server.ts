import { data } from "react-router";
import { mayOffice, OFFICE_ACCESS } from "../../../common/office-access";
import { identityDocumentMessages as m, identityReturnInput } from "../../../common/identity-documents";
import { checkForm } from "../../lib/form";
import { serviceRefusal, signedInMember, signedInStaff } from "../../lib/route-errors.server";
import type { IdentityDecisionResult } from "./identity-decision";
import { type AppContext } from "../../lib/app-context.server.ts";

/**
 * The identity decisions posted from an office page (the queue, a member's record): approve, or send back with a
 * reason, through the same service as the API (audited, the member e-mailed). A refusal (409 already decided, 404)
 * becomes the form's message.
 */
export async function identityDecisionAction(
  services: AppContext["services"],
  actor: { id: string; role: string; ip: string },
  form: FormData,
) {
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("member_id") ?? "");
  const answer = (result: IdentityDecisionResult, status = 200) =>
    data<IdentityDecisionResult>({ intent, id, ...result }, { status });
  try {
    if (intent === "identity.approve") {
      await services.identityDocuments.approve(actor, id);
      return answer({ ok: true, message: m.approved });
    }
    if (intent === "identity.return") {
      const parsed = checkForm(identityReturnInput, { reason: form.get("reason") ?? "" });
      if (!parsed.ok) return answer({ ...parsed, message: parsed.errors.reason ?? m.reasonRequired }, 400);
      await services.identityDocuments.sendBack(actor, id, parsed.data.reason);
      return answer({ ok: true, message: m.returned });
    }
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return answer({ ok: false, message: refusal.message }, refusal.status);
  }
  return answer({ ok: false, message: m.unknownForm }, 400);
}

/** Whether the signed-in staff member reviews identity documents (front office, an administrator): the record's forms. */
export async function mayReviewIdentity(request: Request, services: AppContext["services"]) {
  const user = await signedInMember(request, services);
  return Boolean(user && mayOffice(user.role, "identityDocuments"));
}

/** Whether a post of an office page is an identity decision (the member record's action takes others too). */
export const isIdentityDecision = (intent: unknown) => intent === "identity.approve" || intent === "identity.return";

/** The member record's identity decisions: the reviewer roles only. */
export async function memberIdentityAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.identityDocuments);
  return identityDecisionAction(
    context.services,
    { id: staff.id, role: staff.role, ip: context.clientAddress },
    await request.formData(),
  );
}
