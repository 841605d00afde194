import { data } from "react-router";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import { enquiryMessages as m, enquiryQuery, enquiryReplyInput } from "../../../../common/enquiries";
import { checkForm, type FormResult } from "../../../lib/form";
import { orRouteError, serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { isNotePost, loadNotes, noteAction } from "../shared/notes.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

type Services = AppContext["services"];

/** What a form of an enquiry's page answers: its message, and the reply's field message when it was refused. */
export type EnquiryFormResult = FormResult & { intent: string };

/**
 * /admin/enquiries: the inbox's loader through the enquiries service. The search and status
 * filter are a plain GET form, so the query string is the whole state (works without JavaScript).
 */
export async function loadEnquiries(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.enquiries);
  const query = enquiryQuery.parse(Object.fromEntries(pageUrl(request).searchParams));
  const list = await services.enquiries.list(query);
  return { query: { q: query.q ?? "", status: query.status }, list };
}

/** /admin/enquiries/{id}: the question, its thread and the staff notes on it (404 for an unknown one). */
export async function loadEnquiry(request: Request, context: AppContext, id: string) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.enquiries);
  const enquiry = await orRouteError(context.services.enquiries.get(id));
  return { enquiry, notes: await loadNotes(context, staff.role, "enquiry", enquiry.id) };
}

/** The enquiry page's forms: "Send reply" (e-mailed, kept, audited), "Close" and a staff note. */
export async function enquiryAction(request: Request, context: AppContext, id: string) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.enquiries);
  const actor = { id: staff.id, role: staff.role, ip: context.clientAddress };
  const form = await request.formData();
  if (isNotePost(form)) return noteAction(context, staff, "enquiry", id, form);
  const intent = String(form.get("intent") ?? "");
  const answer = (result: FormResult, status = 200) => data<EnquiryFormResult>({ ...result, intent }, { status });
  try {
    if (intent === "enquiry.reply") {
      const parsed = checkForm(enquiryReplyInput, { message: form.get("message") ?? "" });
      if (!parsed.ok) return answer(parsed, 400);
      await context.services.enquiries.reply(actor, id, parsed.data.message);
      return answer({ ok: true, message: m.replied });
    }
    if (intent === "enquiry.close") {
      await context.services.enquiries.close(actor, id);
      return answer({ ok: true, message: m.closed });
    }
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return answer({ ok: false, message: refusal.message }, refusal.status);
  }
  return answer({ ok: false, message: m.unknownForm }, 400);
}
