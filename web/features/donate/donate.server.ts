import { data } from "react-router";
import { donationFormValues, donationPledgeInput, pledgeInputFromForm } from "../../../common/donation-schema";
import { inDonationFieldOrder } from "../../../common/donation-form";
import { checkForm } from "../../lib/form";
import { serviceRefusal } from "../../lib/route-errors.server";
import { type AppContext } from "../../lib/app-context.server.ts";
import type { DonationResult } from "./donation-form";

/**
 * /donate-now's action (works without JavaScript): the shared schema, then the donations service. A refusal keeps
 * the form with what was typed and says why; the field messages speak for themselves (the form's message is "").
 */
export async function pledgeFromForm(services: AppContext["services"], form: FormData, clientAddress: string) {
  const checked = checkForm(donationPledgeInput, pledgeInputFromForm(form), "");
  if (!checked.ok) {
    const errors = inDonationFieldOrder(checked.errors);
    const field = Object.keys(errors)[0];
    return data<DonationResult>(
      { ok: false, message: "", ...(field ? { field } : {}), errors, values: donationFormValues(form) },
      { status: 400 },
    );
  }
  try {
    const pledge = await services.donations.pledge(checked.data, clientAddress);
    return data<DonationResult>({ ok: true, message: "", pledge }, { status: 201 });
  } catch (error) {
    // a service refusal (e.g. too many tries) keeps the form and says why
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<DonationResult>(
      { ok: false, message: refusal.message, values: donationFormValues(form) },
      { status: refusal.status, headers: refusal.headers },
    );
  }
}
