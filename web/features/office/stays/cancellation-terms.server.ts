import { data } from "react-router";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import {
  cancellationTermsFormInput,
  cancellationTermsInput,
  cancellationTermsMessages as m,
} from "../../../../common/stay-cancellation";
import { checkForm, type FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";

/**
 * /admin/stays/cancellation-terms (the front office and administrators): the loader reads the club's cancellation
 * terms, the action checks the form with the API's schema and replaces them (audited before → after), with or without
 * JavaScript.
 */

/** The action's answer: on failure the rows as typed, so the form keeps them. */
export type CancellationTermsResult = FormResult & { values?: Record<string, string> };

export async function loadCancellationTerms(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.stays);
  return { record: await context.services.bookings.cancellationTerms() };
}

export async function cancellationTermsAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.stays);
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  const parsed = checkForm(cancellationTermsInput, cancellationTermsFormInput(form));
  if (!parsed.ok) return data<CancellationTermsResult>({ ...parsed, values }, { status: 400 });
  try {
    await context.services.bookings.saveCancellationTerms(
      { id: staff.id, role: staff.role, ip: context.clientAddress },
      parsed.data,
    );
    return data<CancellationTermsResult>({ ok: true, message: m.saved });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<CancellationTermsResult>({ ok: false, message: refusal.message, values }, { status: refusal.status });
  }
}
