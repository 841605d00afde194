import { data } from "react-router";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import { hideReviewInput, replyInput, reviewMessages as m, reviewQueueQuery } from "../../../../common/reviews";
import { checkForm, type FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import type { AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * /admin/reviews (decision 053): guests' reviews by status, a GET form; each review published, hidden with a reason
 * or answered by the club's reply through a plain form posted to the page's action with an intent and the review's id.
 */
export type ReviewFormResult = FormResult & { id?: string; values?: Record<string, string> };

const answer = (result: ReviewFormResult, status = 200) => data<ReviewFormResult>(result, { status });

export async function loadReviewQueue(request: Request, services: AppContext["services"]) {
  await signedInStaff(request, services, OFFICE_ACCESS.reviews);
  const raw = Object.fromEntries(pageUrl(request).searchParams);
  const parsed = reviewQueueQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : reviewQueueQuery.parse({ ...raw, status: undefined });
  return {
    query: { q: query.q ?? "", status: query.status },
    filterError: parsed.success ? null : m.invalidFilter,
    list: await services.reviewsOffice.queue(query),
  };
}

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

export async function reviewQueueAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.reviews);
  const actor = { id: staff.id, role: staff.role, ip: context.clientAddress };
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const office = context.services.reviewsOffice;
  if (intent === "publish") return decide(intent, id, () => office.publish(actor, id), m.published);
  if (intent === "hide") {
    const values = { reason: String(form.get("reason") ?? "") };
    const checked = checkForm(hideReviewInput, values);
    if (!checked.ok) return answer({ ...checked, intent, id, values }, 400);
    return decide(intent, id, () => office.hide(actor, id, checked.data.reason), m.hidden, values);
  }
  if (intent === "reply") {
    const values = { text: String(form.get("text") ?? "") };
    const checked = checkForm(replyInput, values);
    if (!checked.ok) return answer({ ...checked, intent, id, values }, 400);
    const text = checked.data.text;
    return decide(intent, id, () => office.reply(actor, id, text), text ? m.replied : m.replyRemoved, values);
  }
  return answer({ ok: false, intent, id, message: m.unknownForm }, 400);
}
