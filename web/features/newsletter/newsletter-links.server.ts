import { data} from "react-router";
import { newsletterMessages as m } from "../../../common/newsletter";
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
    return { ok: true, email: state.email, done: state.unsubscribed, message: state.unsubscribed ? m.unsubscribed : m.unsubscribeQuestion };
  });

export const unsubscribeLink = (services: Services, token: string) =>
  view(async () => ({ ok: true, done: true, message: m.unsubscribed, ...(await services.newsletter.unsubscribe(token)) }));
