import { SUBSCRIPTION_ACTIONS, type SubscriptionAction } from "../../../common/donor-page";
import type { DonorView } from "../../../common/donor-page-schema";
import type { AppContext } from "../../lib/app-context.server.ts";
import { serviceRefusal, signedInMember } from "../../lib/route-errors.server";
import { pageUrl } from "../../lib/page-url.server.ts";

/**
 * The donor's page, `/donations/mine`: a signed-in member sees their pledges and those carrying their e-mail; anyone
 * with a receipt mail's link (`?t=`) sees the pledges of that pledge's e-mail; anyone else is asked to sign in or use
 * the link. Its forms pause, resume or cancel a recurring gift through the same service as the API.
 */

export type DonorPageState =
  | { state: "view"; view: DonorView; token: string | null }
  | { state: "signIn" }
  | { state: "invalid" }
  | { state: "failed" };

export async function donorPage(request: Request, services: AppContext["services"]): Promise<DonorPageState> {
  const token = pageUrl(request).searchParams.get("t")?.trim() || null;
  try {
    if (token) return { state: "view", view: await services.donationSubscriptions.donorView({ token }), token };
    const member = await signedInMember(request, services);
    if (!member) return { state: "signIn" };
    return { state: "view", view: await services.donationSubscriptions.donorView({ user: member }), token: null };
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (refusal && (refusal.status === 403 || refusal.status === 404)) return { state: "invalid" };
    services.logError("The donor's page could not be loaded", error);
    return { state: "failed" };
  }
}

/** What a form's post answers: the service's message (said in the page's language), and whether it was done. */
export interface DonorActionAnswer {
  ok: boolean;
  message: string;
  /** The form that was sent (`<action>-<reference>`). */
  intent: string;
}

export async function donorAction(request: Request, services: AppContext["services"]): Promise<DonorActionAnswer> {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const reference = field("reference");
  const intent = field("intent");
  const action = field("do") as SubscriptionAction;
  const token = field("t") || pageUrl(request).searchParams.get("t")?.trim() || "";
  if (!SUBSCRIPTION_ACTIONS.includes(action) || !reference) return { ok: false, message: "", intent };
  try {
    const member = token ? null : await signedInMember(request, services);
    const answer = await services.donationSubscriptions.change(
      reference,
      action,
      token ? { token } : member ? { user: member } : { token: "" },
    );
    return { ok: true, message: answer.message, intent };
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return { ok: false, message: refusal.message, intent };
  }
}
