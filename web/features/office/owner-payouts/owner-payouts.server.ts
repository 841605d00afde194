import { data } from "react-router";
import { clubToday } from "../../../../common/club-time";
import { isUuid } from "../../../../common/ids";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import {
  ownerPayoutFormInput,
  ownerPayoutInput,
  ownerPayoutQuery,
  payoutRefusalField,
  rentalMessages as m,
  rentalSettingsFormInput,
  rentalSettingsInput,
} from "../../../../common/rental";
import { checkForm, type FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * /admin/owner-payouts (accounts, an administrator always; decision 057): the owners' monthly rental statements with
 * their payout due or paid, by GET (the address is the whole state), each with the owner's bank account; a payout
 * recorded (`record`, with the statement's id) and the programme's share and TDS rate saved (`settings`), each posted
 * to the page's action, checked with the API's schema and done by the rental service, so the page works before its
 * JavaScript arrives. A payout held while its owner's maintenance dues are overdue is refused by the service (409).
 */

/** What a form of the page answers: the statement it was about, and what was typed when it is refused. */
export type OwnerPayoutFormResult = FormResult & { id?: string; values?: Record<string, string> };

export async function loadOwnerPayouts(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.ownerPayouts);
  const raw = Object.fromEntries(pageUrl(request).searchParams);
  const parsed = ownerPayoutQuery.safeParse(raw);
  const { status } = parsed.success ? parsed.data : ownerPayoutQuery.parse({});
  const [payouts, settings] = await Promise.all([
    context.services.rental.payouts(status),
    context.services.rental.settings(),
  ]);
  return { status, filterError: parsed.success ? null : m.invalidFilter, payouts, settings, today: clubToday() };
}

const answer = (result: OwnerPayoutFormResult, status = 200) => data<OwnerPayoutFormResult>(result, { status });

export async function ownerPayoutsAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.ownerPayouts);
  const actor = { id: staff.id, role: staff.role, ip: context.clientAddress };
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "record") {
    const id = String(form.get("id") ?? "");
    if (!isUuid(id)) return answer({ ok: false, intent, message: m.payoutNotFound }, 404);
    const values = ownerPayoutFormInput(form);
    const parsed = checkForm(ownerPayoutInput, values);
    if (!parsed.ok) return answer({ ...parsed, intent, id, values }, 400);
    try {
      await context.services.rental.recordPayout(actor, id, parsed.data);
      return answer({ ok: true, intent, id, message: m.payoutRecorded });
    } catch (error) {
      const refusal = serviceRefusal(error);
      if (!refusal) throw error;
      const field = payoutRefusalField(refusal.message);
      return answer(
        {
          ok: false,
          intent,
          id,
          values,
          message: refusal.message,
          ...(field ? { field, errors: { [field]: refusal.message } } : {}),
        },
        refusal.status,
      );
    }
  }
  if (intent === "settings") {
    const values = rentalSettingsFormInput(form);
    const parsed = checkForm(rentalSettingsInput, values);
    if (!parsed.ok) return answer({ ...parsed, intent, values }, 400);
    await context.services.rental.saveSettings(actor, parsed.data);
    return answer({ ok: true, intent, message: m.settingsSaved });
  }
  return answer({ ok: false, intent, message: m.unknownForm }, 400);
}
