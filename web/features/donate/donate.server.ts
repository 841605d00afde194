import { data } from "react-router";
import { DEFAULT_INR_RATES } from "../../../common/club-settings";
import {
  donationFormValues,
  donationPledgeInput,
  donationTransferInput,
  pledgeInputFromForm,
} from "../../../common/donation-schema";
import { inDonationFieldOrder } from "../../../common/donation-form";
import type { DonationRates } from "../../../common/donations";
import { transferDetailsFromForm, transferRefusalField } from "../../../common/payment-instructions";
import { checkForm } from "../../lib/form";
import { serviceRefusal, signedInMember } from "../../lib/route-errors.server";
import { type AppContext } from "../../lib/app-context.server.ts";
import { instructionsView } from "../../lib/transfer-instructions.server";
import type { DonationResult, PaymentStep, TransferResult } from "./donation-results";

type Services = AppContext["services"];

/** The rates and FCRA registration the page converts a foreign gift with before it is sent (from the settings). */
export async function donationRates(services: Services): Promise<DonationRates> {
  const settings = await services.settings.get();
  return {
    USD: settings?.usd_inr_rate ?? DEFAULT_INR_RATES.USD,
    EUR: settings?.eur_inr_rate ?? DEFAULT_INR_RATES.EUR,
    fcra: !!settings?.fcra_registration_number,
  };
}

/** The form's field as text. */
const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** /donate-now's action: the pledge form, or a gift by transfer's details (`intent=transfer`). */
export async function donateAction(request: Request, context: AppContext, form: FormData) {
  return field(form, "intent") === "transfer"
    ? transferFromForm(request, context, form)
    : pledgeFromForm(request, context, form);
}

/**
 * The pledge (works without JavaScript): the shared schema, then the donations service. A refusal keeps the form with
 * what was typed and says why; the field messages speak for themselves (the form's message is ""). Recorded, the
 * answer says how to pay: the online order, the transfer's instructions with their QR code, or nothing (a pledge).
 */
export async function pledgeFromForm(request: Request, context: AppContext, form: FormData) {
  const { services, clientAddress } = context;
  const checked = checkForm(donationPledgeInput, pledgeInputFromForm(form), "");
  if (!checked.ok) {
    const errors = inDonationFieldOrder(checked.errors);
    const first = Object.keys(errors)[0];
    return data<DonationResult>(
      {
        ok: false,
        intent: "pledge",
        message: "",
        ...(first ? { field: first } : {}),
        errors,
        values: donationFormValues(form),
      },
      { status: 400 },
    );
  }
  try {
    const member = await signedInMember(request, services);
    const answer = await services.donations.pledge(checked.data, clientAddress, {
      language: context.language,
      userId: member?.id ?? null,
    });
    const { payment, donorToken, ...pledge } = answer;
    const step: PaymentStep =
      payment?.method === "transfer"
        ? {
            kind: "transfer",
            reference: pledge.reference,
            token: donorToken,
            view: await instructionsView(payment.instructions),
          }
        : payment?.method === "online"
          ? { kind: "online", reference: pledge.reference, payment }
          : { kind: "pledge" };
    return data<DonationResult>({ ok: true, intent: "pledge", message: "", pledge, step }, { status: 201 });
  } catch (error) {
    // a service refusal (e.g. too many tries) keeps the form and says why
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<DonationResult>(
      { ok: false, intent: "pledge", message: refusal.message, values: donationFormValues(form) },
      { status: refusal.status, headers: refusal.headers },
    );
  }
}

/**
 * A gift by transfer's details (UTR, day paid) for the pledge `reference`, with the donor's token `t` (works without
 * JavaScript). A refusal answers the step again (the instructions) with the message at its field.
 */
export async function transferFromForm(request: Request, context: AppContext, form: FormData) {
  const { services, clientAddress } = context;
  const reference = field(form, "reference");
  const token = field(form, "t");
  const values = transferDetailsFromForm(form);
  const member = await signedInMember(request, services);
  const access = { token, userId: member?.id ?? null };
  const again = async () => {
    try {
      return await instructionsView(await services.donations.instructions(reference, access));
    } catch (error) {
      const refusal = serviceRefusal(error);
      if (!refusal) throw error;
      return { ok: false as const, message: refusal.message };
    }
  };
  const checked = checkForm(donationTransferInput, { ...values, t: token }, "");
  if (!checked.ok)
    return data<TransferResult>(
      { ...checked, intent: "transfer", values, step: { kind: "transfer", reference, token, view: await again() } },
      { status: 400 },
    );
  try {
    const given = await services.donations.giveTransfer(
      reference,
      checked.data,
      { userId: member?.id ?? null },
      clientAddress,
    );
    return data<TransferResult>({ ok: true, intent: "transfer", message: "", given }, { status: 201 });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    const at = transferRefusalField(refusal.message);
    return data<TransferResult>(
      {
        ok: false,
        intent: "transfer",
        message: at ? "" : refusal.message,
        ...(at ?? {}),
        values,
        step: { kind: "transfer", reference, token, view: await again() },
      },
      { status: refusal.status, headers: refusal.headers },
    );
  }
}
