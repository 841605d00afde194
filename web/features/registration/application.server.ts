import { data, redirect } from "react-router";
import { isAppError } from "../../../common/app-error";
import type { PropertyRecord } from "../../../common/catalogue-schemas";
import { villaInLanguage } from "../../../common/catalogue-language";
import { DEFAULT_LANGUAGE, type Language } from "../../../common/language";
import { authMessages } from "../../../common/auth-messages";
import { messages } from "../../../common/messages";
import {
  FLEXIBLE_STEP_CHOICES,
  registrationMessages as m,
  startStep,
  type RegistrationStepNumber,
} from "../../../common/registration";
import {
  familyInput,
  finalReviewInput,
  kycInput,
  paymentPlanInput,
  paymentStepInput,
  type PaymentRecord,
} from "../../../common/registration-schemas";
import { signInPath } from "../../../common/sign-in-redirect";
import {
  familyAfterAddOrRemove,
  familyFromForm,
  finalFromForm,
  IDENTITY_DOCUMENT_FIELD,
  kycFromForm,
  RECEIPT_FIELD,
  usableKyc,
} from "../../../common/registration-form";
import { checkForm, sentByScript } from "../../lib/form";
import { transferInstructions } from "../../lib/transfer-instructions.server";
import {
  transferDetails,
  transferDetailsFromForm,
  transferDetailsOf,
  transferRefusalField,
  type TransferInstructionsView,
} from "../../../common/payment-instructions";
import { serviceRefusal, signedInMember } from "../../lib/route-errors.server";
import { storeFormFile } from "../../lib/uploads.server";
import type { ApplicationData, ApplicationResult, ApplicationTransfer, OptionList, OptionLists } from "./form-data";
import { type AppContext } from "../../lib/app-context.server.ts";

type Services = AppContext["services"];
type Member = NonNullable<Awaited<ReturnType<typeof signedInMember>>>;

const applicationPath = (propertyId: string) => `/registration/${propertyId}`;

/** The signed-in member, or a redirect to sign-in and back here. */
export async function applicant(request: Request, services: Services, propertyId: string): Promise<Member> {
  const member = await signedInMember(request, services);
  if (!member) throw redirect(signInPath(applicationPath(propertyId)));
  return member;
}

/** The villa, or null when there is none of that id (or it is unpublished and not the member's own application's). */
async function villa(services: Services, memberId: string, propertyId: string): Promise<PropertyRecord | null> {
  try {
    return await services.catalogue.getMemberProperty(memberId, propertyId);
  } catch (error) {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * The member's plan for the villa, null when none was started (404). A plan the club cancelled is no plan: the
 * member starts again at step 3 ("Restart Payment"), told why it was cancelled.
 */
async function paymentOf(
  services: Services,
  userId: string,
  propertyId: string,
): Promise<{ plan: PaymentRecord | null; error: string; notice?: { reason: string } | null }> {
  try {
    const plan = await services.payments.getPaymentDetails(userId, propertyId);
    // the page says it: "The club cancelled this payment plan: <reason> Choose a plan and upload a receipt to start again."
    if (plan.status === "cancelled") return { plan: null, error: "", notice: { reason: plan.cancel_reason ?? "" } };
    return { plan, error: "" };
  } catch (error) {
    if (isAppError(error) && error.status === 404) return { plan: null, error: "" };
    if (isAppError(error)) return { plan: null, error: error.message || m.failedToLoadPaymentDetails };
    throw error;
  }
}

async function optionList(
  services: Services,
  list: "qualifications" | "occupations" | "verificationDocTypes",
  failure: string,
): Promise<OptionList> {
  try {
    return { options: await services.catalogue.listOptions(list), error: null };
  } catch {
    return { options: [], error: failure };
  }
}

/**
 * Where to pay by transfer, whichever step the page shows (it moves between steps without reloading): before the plan
 * is made, the first step of each plan the member may choose (1 step for a full payment, else 2 to 5); with a live
 * plan, its next step to pay.
 */
async function applicationTransfer(
  services: Services,
  memberId: string,
  propertyId: string,
  plan: PaymentRecord | null,
  needsPlan: boolean,
): Promise<ApplicationTransfer> {
  if (!needsPlan) return { firstStep: null, step: null };
  if (!plan) {
    const firstStep: Record<number, TransferInstructionsView> = {};
    for (const steps of [1, ...FLEXIBLE_STEP_CHOICES])
      firstStep[steps] = await transferInstructions(services, memberId, { purpose: "instalment", propertyId, steps });
    return { firstStep, step: null };
  }
  // the next step is the one to pay (a later one is refused until the earlier are paid)
  const step = plan.next_step;
  if (plan.status === "cancelled" || !step) return { firstStep: null, step: null };
  return {
    firstStep: null,
    step: {
      step,
      view: await transferInstructions(services, memberId, { purpose: "instalment", planId: plan._id, step }),
    },
  };
}

const allPaid = (plan: PaymentRecord | null) =>
  !!plan && plan.steps.length > 0 && plan.steps.every((s) => s.status === "paid");

/**
 * The page's data: the villa, the member's flags and saved details, the option lists, the plan and
 * the step to show (the villa in the page's `language`). The flags decide the furthest step (startStep, the one rule); `?step=N` may go back, never past
 * it (step 5 once every payment step is paid). All four flags set → the dashboard.
 */
export async function loadApplication(
  services: Services,
  member: Member,
  propertyId: string,
  url: URL,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ApplicationData | null> {
  const found = await villa(services, member.id, propertyId);
  if (!found) return null;
  // the villa as the page's language names it (decision 046)
  const property = villaInLanguage(found, language);
  const flags = await services.registration.flags(member.id);
  const needsPlan = flags.is_kyc_done && flags.is_family_details_done;
  const payment = needsPlan ? await paymentOf(services, member.id, propertyId) : { plan: null, error: "" };
  const start = startStep(flags, !!payment.plan);
  const saved = await services.registration.getKyc(member.id);
  // an identity document the office sent back reopens step 1, even once the application is submitted
  const documentReturned = saved?.document_status === "returned";
  if (start === "dashboard" && !documentReturned) throw redirect("/dashboard");
  const furthest =
    start === "dashboard" ? 1 : start === 4 && (flags.is_payment_done || allPaid(payment.plan)) ? 5 : start;
  const asked = Number(url.searchParams.get("step"));
  const resume = start === "dashboard" || documentReturned ? 1 : start;
  const step = (Number.isInteger(asked) && asked >= 1 ? Math.min(asked, furthest) : resume) as RegistrationStepNumber;
  const payAsked = Number(url.searchParams.get("pay"));
  const pay =
    step === 4 && payment.plan?.steps.some((s) => s.step === payAsked && s.status !== "paid") ? payAsked : null;

  const [kyc, family, qualifications, occupations, idTypes, transfer] = await Promise.all([
    saved,
    services.registration.getFamily(member.id),
    optionList(services, "qualifications", messages.failedToLoadQualifications),
    optionList(services, "occupations", messages.failedToLoadOccupations),
    optionList(services, "verificationDocTypes", messages.failedToLoadIdTypes),
    applicationTransfer(services, member.id, propertyId, payment.plan, needsPlan),
  ]);
  const options: OptionLists = { qualifications, occupations, idTypes };
  return {
    propertyId,
    property,
    user: { name: member.name, email: member.email, flags },
    kyc: usableKyc(kyc),
    family,
    options,
    payment: payment.plan,
    transfer,
    paymentError: payment.error,
    paymentNotice: payment.notice ?? null,
    step,
    pay,
    onlinePayment: services.onlinePayment.available(),
  };
}

type Answer = ReturnType<typeof data<ApplicationResult>> | ReturnType<typeof redirect>;

/** A refusal or a field problem: the form again with its message (and what was typed, for a post without JavaScript). */
function refused(
  intent: string,
  message: string,
  status: number,
  extra: Partial<ApplicationResult> = {},
  headers?: Record<string, string>,
) {
  return data<ApplicationResult>({ ok: false, intent, message, ...extra } as ApplicationResult, { status, headers });
}

/**
 * The application's forms (the Next of each step), with or without JavaScript: the intent names the step; the
 * same services as the API routes. A post from the page's script gets data (its toasts and moves are the page's);
 * a plain post is redirected to the next step (the final review to /registration-submit), or gets the form again.
 */
export async function applicationAction(request: Request, context: AppContext, propertyId: string): Promise<Answer> {
  const { services } = context;
  const member = await applicant(request, services, propertyId);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const scripted = sentByScript(form);
  const actor = { userId: member.id, ip: context.clientAddress };
  const done = (message: string, next: string) =>
    scripted ? data<ApplicationResult>({ ok: true, intent, message }) : redirect(next);
  const stepPath = (step: number) => `${applicationPath(propertyId)}?step=${step}`;

  /** A service's refusal becomes the form's message; any other error is the route's error. */
  const attempt = async (
    work: () => Promise<Answer>,
    fallback: string,
    extra: Partial<ApplicationResult> = {},
  ): Promise<Answer> => {
    try {
      return await work();
    } catch (error) {
      const refusal = serviceRefusal(error);
      if (!refusal) throw error;
      return refused(
        intent,
        refusal.message || fallback,
        refusal.status,
        { ...extra, ...transferRefusalField(refusal.message) },
        refusal.headers,
      );
    }
  };

  switch (intent) {
    case "kyc": {
      const { values, input } = kycFromForm(form, member);
      return attempt(
        async () => {
          const stored = await storeFormFile(services, member.id, form.get(IDENTITY_DOCUMENT_FIELD), "document");
          if (stored) {
            input.verification_doc_upload_url = stored;
            values.verification_doc_upload_url = stored;
          }
          const parsed = checkForm(kycInput, input);
          if (!parsed.ok)
            return refused(intent, parsed.message || m.submitPersonalFailed, 400, {
              field: parsed.field,
              errors: parsed.errors,
              values,
            });
          const { flags } = await services.registration.submitKyc(member.id, propertyId, parsed.data);
          // a submitted application (its identity document sent back and now sent again) goes back to the dashboard
          if (flags.is_kyc_done && flags.is_family_details_done && flags.is_payment_done && flags.is_terms_agreed)
            return redirect("/dashboard");
          return done(m.kycSaved, stepPath(2));
        },
        m.submitPersonalFailed,
        { values },
      );
    }
    case "family": {
      const rows = familyFromForm(form);
      // without JavaScript, Add and Remove post the list typed so far and get it back changed
      const family = familyAfterAddOrRemove(form, rows);
      if (family) return data<ApplicationResult>({ ok: false, intent, message: "", family });
      const parsed = checkForm(familyInput, { family_details: rows });
      if (!parsed.ok) {
        const message = parsed.errors.family_details ?? (parsed.message || m.submitFamilyFailed);
        return refused(intent, message, 400, { field: parsed.field, errors: parsed.errors, family: rows });
      }
      return attempt(
        async () => {
          await services.registration.submitFamily(member.id, parsed.data);
          return done(m.familySaved, stepPath(3));
        },
        m.submitFamilyFailed,
        { family: rows },
      );
    }
    case "plan": {
      const mode = String(form.get("payment_mode") ?? "flexible");
      const values = {
        payment_mode: mode,
        payment_steps: String(form.get("payment_steps") ?? ""),
        ...transferDetailsFromForm(form),
      };
      return attempt(
        async () => {
          const property = await services.catalogue.getMemberProperty(member.id, propertyId);
          const { plan: existing } = await paymentOf(services, member.id, propertyId);
          // a plan whose first step is paid: step 3 is done, on to the summary
          if (existing?.steps.some((s) => s.status === "paid")) return done(m.paymentUpdated, stepPath(4));
          const price = property.price;
          if (!Number.isInteger(price) || price <= 0) return refused(intent, m.invalidPropertyPrice, 400, { values });
          const receipt =
            (await storeFormFile(services, member.id, form.get(RECEIPT_FIELD), "document")) ??
            String(form.get("payment_receipt_url") ?? "");
          if (!receipt)
            return refused(intent, m.uploadReceiptBeforeProceeding, 400, { field: "payment_receipt_url", values });
          const transfer = checkForm(transferDetails, transferDetailsFromForm(form));
          if (!transfer.ok)
            return refused(intent, transfer.message, 400, { field: transfer.field, errors: transfer.errors, values });
          let plan = existing;
          if (!plan) {
            const parsed = paymentPlanInput.safeParse({
              property_id: propertyId,
              payment_mode: mode,
              payment_steps: mode === "full" ? 1 : form.get("payment_steps"),
              total_amount: price,
              payment_receipt_url: receipt,
              ...transfer.data,
            });
            if (!parsed.success)
              return refused(intent, parsed.error.issues[0]?.message ?? m.submitPaymentFailed, 400, { values });
            plan = await services.payments.createPaymentPlan(actor, propertyId, parsed.data);
          }
          // a plan created with the receipt has paid its first step; else the receipt pays it now
          if (!plan.steps.some((s) => s.status === "paid"))
            await services.payments.recordStepPayment(
              actor,
              propertyId,
              plan.current_step,
              receipt,
              transferDetailsOf(transfer.data),
            );
          return done(m.paymentUpdated, stepPath(4));
        },
        m.submitPaymentFailed,
        { values },
      );
    }
    case "pay": {
      const step = Number(form.get("step_number"));
      return attempt(async () => {
        const receipt =
          (await storeFormFile(services, member.id, form.get(RECEIPT_FIELD), "document")) ??
          String(form.get("payment_receipt_url") ?? "");
        if (!receipt) return refused(intent, m.uploadReceiptFirst, 400, { field: "payment_receipt_url" });
        const transfer = checkForm(transferDetails, transferDetailsFromForm(form));
        if (!transfer.ok)
          return refused(intent, transfer.message, 400, { field: transfer.field, errors: transfer.errors });
        const parsed = paymentStepInput.safeParse({ payment_receipt_url: receipt, ...transfer.data });
        if (!parsed.success || !Number.isInteger(step))
          return refused(intent, parsed.error?.issues[0]?.message ?? m.paymentUpdateFailed, 400);
        await services.payments.recordStepPayment(
          actor,
          propertyId,
          step,
          parsed.data.payment_receipt_url,
          transferDetailsOf(parsed.data),
        );
        return done(m.paymentUpdated, stepPath(4));
      }, m.paymentUpdateFailed);
    }
    case "final": {
      const parsed = finalReviewInput.safeParse(finalFromForm(form));
      if (!parsed.success) return refused(intent, m.acceptBothConfirmations, 400);
      return attempt(async () => {
        await services.payments.submitFinalReview(actor, propertyId, parsed.data);
        return done(m.finalReviewSaved, "/registration-submit");
      }, m.submitFinalReviewFailed);
    }
    default:
      return refused(intent, authMessages.somethingWentWrong, 400);
  }
}
