import { data, redirect } from "react-router";
import { transferDetailsOf, transferRefusalField } from "../../../common/payment-instructions";
import { transferInstructions } from "../../lib/transfer-instructions.server";
import {
  CHECKOUT_RECEIPT_FIELD,
  checkoutFormInput,
  checkoutReceiptForm,
  membershipMessages as m,
} from "../../../common/membership";
import { signInPath } from "../../../common/sign-in-redirect";
import { checkForm, type FormResult } from "../../lib/form";
import { serviceRefusal, signedInMember } from "../../lib/route-errors.server";
import { storeFormFile } from "../../lib/uploads.server";
import { type AppContext } from "../../lib/app-context.server.ts";
import { pageUrl } from "../../lib/page-url.server.ts";
import { CHECKOUT_FORM_UNKNOWN } from "./checkout-texts";

type Services = AppContext["services"];

/** The signed-in member of the checkout; without a session → sign-in, and back here after. */
async function checkoutMember(request: Request, services: Services) {
  const member = await signedInMember(request, services);
  const url = pageUrl(request);
  if (!member) throw redirect(signInPath(`${url.pathname}${url.search}`));
  return member;
}

/**
 * /membership/checkout: the member's Full Membership (none, under review, active, expired) and
 * whether the club takes online payments (Razorpay configured).
 */
export async function loadCheckout(request: Request, services: Services) {
  const member = await checkoutMember(request, services);
  const membership = await services.membership.mine(member.id);
  const reviewing = membership.pending?.status === "under-review";
  return {
    member: { name: member.name, email: member.email },
    membership,
    online: services.membership.onlineAvailable(),
    transfer: reviewing ? null : await transferInstructions(services, member.id, { purpose: "membership" }),
  };
}

const refused = (result: FormResult, status: number) => data<FormResult>(result, { status });

/**
 * The bank-transfer purchase, with or without JavaScript: the terms accepted and the receipt posted in the form
 * (multipart), checked with the page's schema, stored as the upload API stores it; then the purchase waits for
 * accounts.
 */
export async function checkoutAction(request: Request, context: AppContext) {
  const { services } = context;
  const member = await checkoutMember(request, services);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent !== "receipt") return refused({ ok: false, intent, message: CHECKOUT_FORM_UNKNOWN }, 400);
  const checked = checkForm(checkoutReceiptForm, checkoutFormInput(form));
  if (!checked.ok) return refused({ ...checked, intent }, 400);
  const receiptRequired = { ok: false as const, intent, message: m.receiptRequired, field: CHECKOUT_RECEIPT_FIELD };
  try {
    const receiptUrl = await storeFormFile(services, member.id, form.get(CHECKOUT_RECEIPT_FIELD), "document");
    if (!receiptUrl)
      return refused({ ...receiptRequired, errors: { [CHECKOUT_RECEIPT_FIELD]: m.receiptRequired } }, 400);
    await services.membership.submitReceipt(
      { userId: member.id, ip: context.clientAddress },
      { receiptUrl, acceptTerms: true, transfer: transferDetailsOf(checked.data) },
    );
    return data<FormResult>({ ok: true, intent, message: m.receiptSent });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    const transfer = transferRefusalField(refusal.message);
    const onFile = !transfer && (refusal.status === 413 || refusal.status === 415 || refusal.status === 400);
    return refused(
      {
        ok: false,
        intent,
        message: refusal.message,
        ...(onFile ? { field: CHECKOUT_RECEIPT_FIELD, errors: { [CHECKOUT_RECEIPT_FIELD]: refusal.message } } : {}),
        ...transfer,
      },
      refusal.status,
    );
  }
}
