import { data } from "react-router";
import { mayOffice, OFFICE_ACCESS } from "../../../../common/office-access";
import { conveyanceMessages } from "../../../../common/conveyance";
import { isUuid } from "../../../../common/ids";
import { officeMessages } from "../../../../common/office";
import {
  claimMonthsInput,
  claimQueueQuery,
  conveyanceConfirmInput,
  conveyanceQueueQuery,
  officeRequestsMessages as m,
  payoutInput,
  refusalInput,
  transferQueueQuery,
} from "../../../../common/office-requests";
import { checkForm, type FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * The office's request queues: /admin/claims, /admin/transfers and /admin/conveyance. Each list
 * is a GET form (the address is the whole state); each decision is a plain form posted to the page's action with
 * an intent and the item's id, so the pages work before (and without) their JavaScript.
 */
type Services = AppContext["services"];

/** What a decision's post answers: the message, the item it was about, and what was typed when it is refused. */
export type RequestFormResult = FormResult & { id?: string; values?: Record<string, string> };

const answer = (result: RequestFormResult, status = 200) => data<RequestFormResult>(result, { status });
const params = (request: Request) => Object.fromEntries(pageUrl(request).searchParams);

/** Runs a service call; its refusal (404, 409, 400) becomes the form's message beside the item. */
async function decide(
  intent: string,
  id: string,
  work: () => Promise<unknown>,
  message: string,
  values?: Record<string, string>,
) {
  try {
    await work();
    return answer({ ok: true, intent, id, message });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return answer({ ok: false, intent, id, message: refusal.message, values }, refusal.status);
  }
}

const formValues = (form: FormData, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")]));

/** The refusal's reason checked with the API's schema; its message beside the field. */
function parseReason(intent: string, id: string, form: FormData) {
  const values = formValues(form, ["reason"]);
  const parsed = checkForm(refusalInput, values);
  if (parsed.ok) return { reason: parsed.data.reason, refused: null };
  return { reason: "", refused: answer({ ...parsed, intent, id, values }, 400) };
}

const staffActor = (staff: { id: string; role: string }, ip: string) => ({ id: staff.id, role: staff.role, ip });

// ---- claims

export async function loadClaimQueue(request: Request, services: Services) {
  const staff = await signedInStaff(request, services, OFFICE_ACCESS.claims);
  const raw = params(request);
  const parsed = claimQueueQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : claimQueueQuery.parse({ ...raw, review: undefined });
  const list = await services.claimsOffice.queue(query);
  return {
    query: { q: query.q ?? "", review: query.review },
    filterError: parsed.success ? null : m.invalidFilter,
    list,
    canPay: mayOffice(staff.role, "claimPayouts"),
  };
}

export async function claimQueueAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.claims);
  const actor = staffActor(staff, context.clientAddress);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const claims = context.services.claimsOffice;
  if (intent === "approve") return decide(intent, id, () => claims.approve(actor, id), m.claimApproved);
  if (intent === "refuse") {
    const { reason, refused } = parseReason(intent, id, form);
    if (refused) return refused;
    return decide(intent, id, () => claims.refuse(actor, id, reason), m.claimRefused, { reason });
  }
  if (intent === "payout") {
    const values = formValues(form, ["payout_date", "amount", "reference"]);
    if (!mayOffice(staff.role, "claimPayouts"))
      return answer({ ok: false, intent, id, message: officeMessages.roleNotAllowed }, 403);
    const parsed = checkForm(payoutInput, values);
    if (!parsed.ok) return answer({ ...parsed, intent, id, values }, 400);
    return decide(intent, id, () => claims.payout(actor, id, parsed.data), m.claimPaid, values);
  }
  return answer({ ok: false, intent, id, message: m.unknownForm }, 400);
}

// ---- a member's claim months (on the member's office record)

export async function loadClaimMonths(request: Request, context: AppContext, memberId: string | undefined) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.claims).catch(() => null);
  if (!staff || !memberId || !isUuid(memberId)) return null;
  return {
    months: await context.services.claimsOffice.months(memberId),
    editable: mayOffice(staff.role, "claimMonths"),
  };
}

export async function claimMonthsAction(request: Request, context: AppContext, memberId: string | undefined) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.claimMonths);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent !== "claim-months") return answer({ ok: false, intent, message: m.unknownForm }, 400);
  const values = formValues(form, ["months"]);
  const parsed = checkForm(claimMonthsInput, values);
  if (!parsed.ok) return answer({ ...parsed, intent, values }, 400);
  const id = memberId ?? "";
  return decide(
    intent,
    id,
    () => context.services.claimsOffice.setMonths(staffActor(staff, context.clientAddress), id, parsed.data),
    m.claimMonthsSet(parsed.data.months),
    values,
  );
}

// ---- transfers

export async function loadTransferQueue(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.transfers);
  const raw = params(request);
  const parsed = transferQueueQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : transferQueueQuery.parse({ ...raw, status: undefined });
  return {
    query: { q: query.q ?? "", status: query.status },
    filterError: parsed.success ? null : m.invalidFilter,
    list: await services.transfersOffice.queue(query),
  };
}

export async function transferQueueAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.transfers);
  const actor = staffActor(staff, context.clientAddress);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const transfers = context.services.transfersOffice;
  if (intent === "approve") return decide(intent, id, () => transfers.approve(actor, id), m.transferApproved);
  if (intent === "refuse") {
    const { reason, refused } = parseReason(intent, id, form);
    if (refused) return refused;
    return decide(intent, id, () => transfers.refuse(actor, id, reason), m.transferRefused, { reason });
  }
  return answer({ ok: false, intent, id, message: m.unknownForm }, 400);
}

// ---- conveyance

export async function loadConveyanceQueue(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.conveyance);
  const raw = params(request);
  const parsed = conveyanceQueueQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : conveyanceQueueQuery.parse({ ...raw, status: undefined });
  return {
    query: { q: query.q ?? "", status: query.status },
    filterError: parsed.success ? null : m.invalidFilter,
    list: await services.conveyanceOffice.queue(query),
  };
}

/** Confirm (the member's Tuesday), propose (the date typed: a Tuesday after today) or complete. */
export async function conveyanceQueueAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.conveyance);
  const actor = staffActor(staff, context.clientAddress);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const conveyance = context.services.conveyanceOffice;
  if (intent === "confirm") return decide(intent, id, () => conveyance.confirm(actor, id, {}), m.conveyanceConfirmed);
  if (intent === "propose") {
    const values = formValues(form, ["appointment_date"]);
    const parsed = checkForm(conveyanceConfirmInput, values);
    if (!parsed.ok || !parsed.data.appointment_date) {
      // the office must name the day (the member's API may leave it to the club)
      const message = parsed.ok ? conveyanceMessages.appointmentRequired : parsed.message;
      return answer(
        { ok: false, intent, id, message, field: "appointment_date", errors: { appointment_date: message }, values },
        400,
      );
    }
    const input = parsed.data;
    return decide(intent, id, () => conveyance.confirm(actor, id, input), m.conveyanceProposed, values);
  }
  if (intent === "complete") return decide(intent, id, () => conveyance.complete(actor, id), m.conveyanceCompleted);
  return answer({ ok: false, intent, id, message: m.unknownForm }, 400);
}
