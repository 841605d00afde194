import { redirect } from "react-router";
import { signInPath } from "../../../common/sign-in-redirect";
import { stayRequest } from "../../../common/stay-schemas";
import { orRouteError, signedInMember } from "../../lib/route-errors.server";
import { type AppContext } from "../../lib/app-context.server.ts";
import { pageUrl } from "../../lib/page-url.server.ts";
import { villaInLanguage } from "../../../common/catalogue-language";
import { DEFAULT_LANGUAGE, type Language } from "../../../common/language";

/**
 * The loader of /booking-review and /payment-method: a signed-in member (else sign-in, and back here), the stay
 * from the address, the server's quote for it and the coupons offered today (the office's: active, in their dates,
 * not used up, and whose conditions the member meets). A stay the rules refuse comes back as `problem` with the
 * rule's words, so the page can offer to change the dates. The villa is in the page's `language`.
 */
export async function loadStayQuote(
  request: Request,
  services: AppContext["services"],
  language: Language = DEFAULT_LANGUAGE,
) {
  const url = pageUrl(request);
  const member = await signedInMember(request, services);
  if (!member) throw redirect(signInPath(`${url.pathname}${url.search}`));
  const query = Object.fromEntries(url.searchParams);
  const parsed = stayRequest.safeParse(query);
  const propertyId = typeof query.propertyId === "string" ? query.propertyId : null;
  if (!parsed.success) return { kind: "problem" as const, message: parsed.error.issues[0].message, propertyId };
  const quoteFor = (code: string | undefined) => orRouteError(services.bookings.quoteStay(parsed.data, code, member));
  try {
    const coupons = await services.bookings.offeredCoupons({ memberId: member.id, checkIn: parsed.data.checkIn });
    let quote: Awaited<ReturnType<typeof quoteFor>>;
    let couponRefused: string | null = null;
    try {
      quote = await quoteFor(query.coupon || undefined);
    } catch (error) {
      if (!query.coupon || statusOf(error) !== 400) throw error;
      // a coupon the rules refuse (or no longer allow: the member's first stay just booked with it) is dropped with
      // its words; the stay is priced without it (a stay the rules refuse is refused again, below)
      quote = await quoteFor(undefined);
      couponRefused = String((error as { data?: unknown }).data);
    }
    return {
      kind: "quote" as const,
      ...quote,
      // the villa as the page's language names it (decision 046)
      property: villaInLanguage(quote.property, language),
      coupons,
      coupon: quote.price.couponCode,
      couponRefused,
      member: { name: member.name, email: member.email },
      // Razorpay's keys configured: a stay can be paid online
      online: services.onlinePayment.available(),
      // the club's cancellation terms, said on the review and the confirmation (decision 052)
      cancellationTerms: await services.bookings.cancellationTiers(),
    };
  } catch (error) {
    if (statusOf(error) === 400)
      return { kind: "problem" as const, message: String((error as { data?: unknown }).data), propertyId };
    throw error;
  }
}

/** The status of a route error response (`orRouteError`), if it is one. */
const statusOf = (error: unknown) => (error as { init?: { status?: number } } | null)?.init?.status;
