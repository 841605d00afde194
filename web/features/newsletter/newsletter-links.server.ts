import { data } from "react-router";
import { newsletterMessages as m } from "../../../common/newsletter";
import { newsletterInput } from "../../../common/newsletter-schema";
import { checkForm, type FormResult } from "../../lib/form";
import { serviceRefusal } from "../../lib/route-errors.server";
import { type AppContext } from "../../lib/app-context.server.ts";

type Services = AppContext["services"];

/**
 * The newsletter mails' links: the confirmation link confirms on opening (GET), the unsubscribe link shows
 * a one-button form whose POST unsubscribes (a mail scanner's GET changes nothing). An unknown link answers 404.
 */
export type LinkView = { ok: true; email: string; done: boolean; message: string } | { ok: false; message: string };

async function view(run: () => Promise<LinkView>) {
  try {
    return data<LinkView>(await run());
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<LinkView>({ ok: false, message: refusal.message }, { status: refusal.status });
  }
}

export const confirmLink = (services: Services, token: string) =>
  view(async () => ({ ok: true, done: true, message: m.confirmed, ...(await services.newsletter.confirm(token)) }));

export const unsubscribePage = (services: Services, token: string) =>
  view(async () => {
    const state = await services.newsletter.unsubscribeView(token);
    return {
      ok: true,
      email: state.email,
      done: state.unsubscribed,
      message: state.unsubscribed ? m.unsubscribed : m.unsubscribeQuestion,
    };
  });

export const unsubscribeLink = (services: Services, token: string) =>
  view(async () => ({
    ok: true,
    done: true,
    message: m.unsubscribed,
    ...(await services.newsletter.unsubscribe(token)),
  }));

/** The footer box's post (/newsletter/subscribe's action): the address subscribed, or why not. */
export type SubscribeResult = FormResult & { email: string };

/**
 * Subscribes the footer box's address (double opt-in) as POST /api/newsletter/subscribe does: a new address is
 * answered 201, any address that is not valid with the one message.
 */
export async function subscribeFromForm(services: Services, form: FormData, clientAddress: string) {
  const typed = form.get("email");
  const email = typeof typed === "string" ? typed.trim().slice(0, 300) : "";
  const checked = checkForm(newsletterInput, { email });
  if (!checked.ok)
    return data<SubscribeResult>({ ok: false, message: m.invalidEmail, field: "email", email }, { status: 400 });
  try {
    const result = await services.newsletter.subscribe({ email: checked.data.email, clientAddress });
    return data<SubscribeResult>(
      { ok: true, message: result.message, email: checked.data.email },
      { status: result.created ? 201 : 200 },
    );
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<SubscribeResult>(
      { ok: false, message: refusal.message || m.failed, email },
      { status: refusal.status, headers: refusal.headers },
    );
  }
}
