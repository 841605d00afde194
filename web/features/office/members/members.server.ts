import { data } from "react-router";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import { isUuid } from "../../../../common/ids";
import { memberSearchQuery, officeMembersMessages as m } from "../../../../common/office-members";
import { orRouteError, signedInStaff } from "../../../lib/route-errors.server";
import { isIdentityDecision, mayReviewIdentity, memberIdentityAction } from "../identity-decision.server";
import { isPlanDecision, mayManagePlans, paymentAction } from "../payments/payments.server";
import { claimMonthsAction, loadClaimMonths } from "../requests/requests.server";
import { isNotePost, loadNotes, noteAction } from "../shared/notes.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * The office's member pages: their loaders' work, through the office-members service. The
 * search is a plain GET form, so the query string is the whole state (works without JavaScript).
 */
export async function loadMemberList(request: Request, services: AppContext["services"]) {
  await signedInStaff(request, services, OFFICE_ACCESS.members);
  const params = Object.fromEntries(pageUrl(request).searchParams);
  const parsed = memberSearchQuery.safeParse(params);
  // an unknown step is said beside the filter; the rest of the search still runs
  const query = parsed.success ? parsed.data : memberSearchQuery.parse({ ...params, step: undefined, sort: undefined });
  const list = await services.officeMembers.search(query);
  return {
    query: { q: query.q ?? "", step: query.step ?? "", sort: query.sort },
    stepError: parsed.success ? null : m.invalidStage,
    list,
  };
}

/**
 * One member's record and the staff notes on it; viewing it unmasks the KYC, which the service writes to the audit
 * log with the staff member and address.
 */
export async function loadMemberRecord(request: Request, context: AppContext, id: string | undefined) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.members);
  if (!id || !isUuid(id)) throw data(m.notFound, { status: 404 });
  const record = await orRouteError(
    context.services.officeMembers.record({ id: staff.id, role: staff.role, ip: context.clientAddress }, id),
  );
  return { ...record, notes: await loadNotes(context, staff.role, "member", id) };
}

/**
 * The member's page: the record, the months eligible for claims, and which of the page's forms the staff member
 * may use (the identity document's decisions, a plan's cancel and restart).
 */
export async function loadMemberPage(request: Request, context: AppContext, id: string | undefined) {
  const record = await loadMemberRecord(request, context, id);
  return {
    ...record,
    claimMonths: await loadClaimMonths(request, context, id),
    identityEditable: await mayReviewIdentity(request, context.services),
    plansEditable: await mayManagePlans(request, context.services),
  };
}

/**
 * The member page's forms by intent: a staff note, the identity document's decisions, a plan's cancel or
 * restart (accounts), else the months eligible for claims (front office).
 */
export async function memberPageAction(request: Request, context: AppContext, id: string | undefined) {
  const posted = await request.clone().formData();
  if (isNotePost(posted)) {
    const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.members);
    if (!id || !isUuid(id)) throw data(m.notFound, { status: 404 });
    return noteAction(context, staff, "member", id, posted);
  }
  const intent = posted.get("intent");
  if (isIdentityDecision(intent)) return memberIdentityAction(request, context);
  if (isPlanDecision(intent)) return paymentAction(request, context, await request.formData());
  return claimMonthsAction(request, context, id);
}
