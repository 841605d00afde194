import { data } from "react-router";
import { reviewInput, reviewMessages as m } from "../../../common/reviews";
import { checkForm } from "../../lib/form";
import { orRouteError, serviceRefusal } from "../../lib/route-errors.server";
import type { AppContext } from "../../lib/app-context.server.ts";
import type { ReviewStayResult } from "./review-stay";

/**
 * /stays/review/{token}: a stay's review by the signed link of the mail sent at check-out (decision 053). The loader
 * answers 404 for a forged link; the form posts to the route's action, with or without JavaScript.
 */
export async function loadReviewStay({ services, language }: AppContext, token: string) {
  return orRouteError(services.reviews.page(token, language));
}

/** The review's post: checked with the API's schema, then recorded (waiting for the office) or refused (409). */
export async function reviewStayAction({ services, language }: AppContext, request: Request, token: string) {
  const form = await request.formData();
  const values = { rating: String(form.get("rating") ?? ""), text: String(form.get("text") ?? "") };
  const checked = checkForm(reviewInput, values);
  if (!checked.ok) return data<ReviewStayResult>({ ...checked, values }, { status: 400 });
  try {
    await services.reviews.byLink(token, checked.data, language);
    return data<ReviewStayResult>({ ok: true, message: m.submitted });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    if (refusal.status === 404) throw data(refusal.message, { status: 404 });
    return data<ReviewStayResult>({ ok: false, message: refusal.message, values }, { status: refusal.status });
  }
}
