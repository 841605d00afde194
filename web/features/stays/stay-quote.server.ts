import { redirect, type AppLoadContext } from "react-router";
import { signInPath } from "../../../common/sign-in-redirect";
import { stayRequest } from "../../../common/stay-schemas";
import { orRouteError, signedInMember } from "../../lib/route-errors.server";

/**
 * The loader of /booking-review and /payment-method: a signed-in member (else sign-in, and back here), the stay
 * from the address, the server's quote for it and the coupons offered today (the office's: active, in their dates,
 * not used up, and whose conditions the member meets). A stay the rules refuse comes back as `problem` with the
 * rule's words, so the page can offer to change the dates.
 */
export async function loadStayQuote(request: Request, services: AppLoadContext["services"]) {
  const url = new URL(request.url);
  const member = await signedInMember(request, services);
  if (!member) throw redirect(signInPath(`${url.pathname}${url.search}`));
  const query = Object.fromEntries(url.searchParams);
  const parsed = stayRequest.safeParse(query);
  const propertyId = typeof query.propertyId === "string" ? query.propertyId : null;
  if (!parsed.success) return { kind: "problem" as const, message: parsed.error.issues[0].message, propertyId };
  try {
    const [quote, coupons] = await Promise.all([
      orRouteError(services.bookings.quoteStay(parsed.data, query.coupon || undefined, member)),
      services.bookings.offeredCoupons({ memberId: member.id, checkIn: parsed.data.checkIn }),
    ]);
    return {
      kind: "quote" as const,
      ...quote,
      coupons,
      coupon: quote.price.couponCode,
      member: { name: member.name, email: member.email },
      // Razorpay's keys configured (issue 17): a stay can be paid online
      online: services.onlinePayment.available(),
    };
  } catch (error) {
    const e = error as { init?: { status?: number }; data?: unknown };
    if (e?.init?.status === 400) return { kind: "problem" as const, message: String(e.data), propertyId };
    throw error;
  }
}
