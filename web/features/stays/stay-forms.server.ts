import { data, redirect } from "react-router";
import { formText } from "../../../common/auth-schemas";
import { signInPath } from "../../../common/sign-in-redirect";
import { bookStayBody, guestDetails, guestFormInput } from "../../../common/stay-schemas";
import { stayMessages } from "../../../common/stays";
import { checkForm } from "../../lib/form";
import { serviceRefusal, signedInMember } from "../../lib/route-errors.server";
import { ONLINE_NEEDS_SCRIPT, type BookResult, type ReviewResult } from "./stay-forms";
import { type AppContext } from "../../lib/app-context.server.ts";
import { pageUrl } from "../../lib/page-url.server.ts";

/**
 * The action of /payment-method, with or without JavaScript. The review page's guest form posts here
 * (`intent=review`): the guest is checked with the shared schema and the method page is rendered carrying it in
 * hidden fields (personal data never goes into the address). The method form posts `intent=book`: the stay comes
 * from the address, the guest from those fields, and the booking service works out the price itself, as for
 * POST /api/bookings. A post without a session goes to sign-in, and back to this address after.
 */
export async function stayFormAction(request: Request, services: AppContext["services"]) {
  const url = pageUrl(request);
  const member = await signedInMember(request, services);
  if (!member) throw redirect(signInPath(`${url.pathname}${url.search}`));
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (intent === "review") return reviewGuest(form);
  if (intent === "book") return bookStay(form, url, member, services);
  throw data("Unknown form.", { status: 400 });
}

function reviewGuest(form: FormData) {
  const values = guestFormInput(form);
  const checked = checkForm(guestDetails, values);
  if (!checked.ok) return data<ReviewResult>({ ...checked, intent: "review", values }, { status: 400 });
  return data<ReviewResult>({ intent: "review", ok: true, message: "", guest: checked.data });
}

async function bookStay(
  form: FormData,
  url: URL,
  member: { id: string; email: string; name: string },
  services: AppContext["services"],
) {
  const guest = checkForm(guestDetails, guestFormInput(form), stayMessages.fillGuest);
  const membershipId = formText(form, "membershipId").trim();
  if (!guest.ok)
    return data<BookResult>(
      { intent: "book", ok: false, message: stayMessages.fillGuest, taken: false, guest: null, membershipId },
      { status: 400 },
    );
  // online payment opens Razorpay's window in the page's script; a form posted without it cannot pay online
  if (formText(form, "paymentMethod") === "razorpay")
    return data<BookResult>(
      {
        intent: "book",
        ok: false,
        message: ONLINE_NEEDS_SCRIPT,
        taken: false,
        guest: guest.data,
        membershipId,
      },
      { status: 400 },
    );
  const query = Object.fromEntries(url.searchParams);
  const body = bookStayBody.safeParse({
    ...query,
    guest: guest.data,
    couponCode: query.coupon || undefined,
    paymentMethod: formText(form, "paymentMethod"),
    membershipId: membershipId || undefined,
  });
  const refused = (status: number, message: string) =>
    data<BookResult>(
      { intent: "book", ok: false, message, taken: status === 409, guest: guest.data, membershipId },
      { status },
    );
  if (!body.success) return refused(400, body.error.issues[0]?.message ?? stayMessages.unavailable);
  try {
    const booking = await services.bookings.bookStay(member, body.data);
    return data<BookResult>({ intent: "book", ok: true, message: stayMessages.booked, booking });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return refused(refusal.status, refusal.message || stayMessages.unavailable);
  }
}
