import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  BOOKING_FOR,
  couponProblem,
  findCoupon,
  GUEST_TITLES,
  priceBreakup,
  STAY_COUPONS,
  stayMessages,
  stayParams,
  type GuestDetails,
} from "../../common/stays";
import { guestDetails } from "../../common/stay-schemas";
import { ErrorBox, fieldErrors, focusFirstInvalid, SelectField, TextField, type FieldErrors } from "../components/form-fields";
import { seo, type PageMetaArgs } from "../content/site";
import { reviewPage } from "../content/stays";
import { saveGuestDraft } from "../features/stays/guest-draft";
import { StayProblem } from "../features/stays/stay-problem";
import { PriceTable, StaySummary } from "../features/stays/stay-summary";
import { loadStayQuote } from "../features/stays/stay-quote.server";
import type { Route } from "./+types/booking-review";

export const meta = (args: PageMetaArgs) => seo({ title: reviewPage.title, description: reviewPage.description, noindex: true }, args);

/** /booking-review (spec member-side §2 "Booking review"): the stay, the guest, a coupon, the price and the terms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStayQuote(request, context.services);
}

type GuestForm = Omit<GuestDetails, "agreeTerms" | "bookingFor" | "title"> & { bookingFor: GuestDetails["bookingFor"]; title: string };

export default function BookingReview({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "problem") return <StayProblem message={loaderData.message} propertyId={loaderData.propertyId} />;
  return <Review quote={loaderData} />;
}

function Review({ quote }: { quote: Extract<Route.ComponentProps["loaderData"], { kind: "quote" }> }) {
  const { property, stay, member, available } = quote;
  const navigate = useNavigate();
  const root = useRef<HTMLFormElement>(null);
  const [first, ...rest] = member.name.trim().split(/\s+/);
  const mine = { firstName: first ?? "", lastName: rest.join(" "), email: member.email };
  const [guest, setGuest] = useState<GuestForm>({ bookingFor: "myself", title: "", phone: "", ...mine });
  const [coupon, setCoupon] = useState<string | null>(quote.coupon);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const price = priceBreakup(property.pricePerNight, quote.price.nights, findCoupon(coupon ?? undefined));
  const set = (key: keyof GuestForm) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value; // read now: React clears currentTarget after the handler
    setGuest((g) => ({ ...g, [key]: value }));
  };

  const chooseFor = (bookingFor: GuestForm["bookingFor"]) =>
    setGuest((g) => ({ ...g, bookingFor, ...(bookingFor === "myself" ? mine : { firstName: "", lastName: "", email: "" }) }));

  const payNow = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = guestDetails.safeParse({ ...guest, agreeTerms: terms });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid(root.current);
      return;
    }
    setErrors({});
    saveGuestDraft(stay, parsed.data);
    navigate(`/payment-method?${stayParams({ ...stay, coupon: coupon ?? undefined })}`);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-4xl font-semibold text-forest-900 sm:text-5xl">{reviewPage.title}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <form ref={root} onSubmit={payNow} noValidate className="grid gap-8">
          {!available && (
            <ErrorBox>
              {stayMessages.unavailable}{" "}
              <Link to={`/property-detail/${property._id}?${stayParams({ adults: stay.adults, children: stay.children })}`} className="underline">
                {reviewPage.changeDates}
              </Link>
            </ErrorBox>
          )}
          <section aria-labelledby="guest-heading" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10 sm:p-6">
            <h2 id="guest-heading" className="text-2xl font-semibold text-forest-900">
              {reviewPage.guestHeading}
            </h2>
            <fieldset className="mt-4">
              <legend className="text-sm font-semibold text-forest-900">Who is this booking for?</legend>
              <div className="mt-2 flex flex-wrap gap-5">
                {BOOKING_FOR.map((o) => (
                  <label key={o.value} className="flex min-h-6 items-center gap-2 text-sm font-medium text-forest-900">
                    <input type="radio" name="bookingFor" value={o.value} checked={guest.bookingFor === o.value} onChange={() => chooseFor(o.value)} className="h-4 w-4 accent-saffron-700" />
                    {o.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              <SelectField
                id="guest-title"
                label="Title"
                placeholder="Choose"
                options={GUEST_TITLES.map((t) => ({ value: t, label: t }))}
                value={guest.title}
                onChange={set("title")}
                error={errors.title}
              />
              <span className="hidden sm:block" />
              <TextField id="guest-first-name" label="First name" autoComplete="given-name" value={guest.firstName} onChange={set("firstName")} error={errors.firstName} />
              <TextField id="guest-last-name" label="Last name" autoComplete="family-name" value={guest.lastName} onChange={set("lastName")} error={errors.lastName} />
              <TextField id="guest-phone" label="Phone" type="tel" autoComplete="tel" value={guest.phone} onChange={set("phone")} error={errors.phone} />
              <TextField id="guest-email" label="E-mail" type="email" autoComplete="email" value={guest.email} onChange={set("email")} error={errors.email} />
            </div>
          </section>

          <section aria-labelledby="coupons-heading" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10 sm:p-6">
            <h2 id="coupons-heading" className="text-2xl font-semibold text-forest-900">
              {reviewPage.couponsHeading}
            </h2>
            <p className="mt-1 text-sm text-ink/80">{reviewPage.couponsHint}</p>
            <ul className="mt-4 grid gap-3">
              {STAY_COUPONS.map((c) => {
                const problem = couponProblem(c.code, price.nights);
                const chosen = coupon === c.code;
                return (
                  <li key={c.code}>
                    <button
                      type="button"
                      aria-pressed={chosen}
                      disabled={Boolean(problem)}
                      onClick={() => setCoupon(chosen ? null : c.code)}
                      className={`flex w-full flex-col items-start gap-1 rounded-2xl border-2 border-dashed px-4 py-3 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
                        chosen ? "border-saffron-700 bg-cream-100" : "border-forest-900/20 bg-cream-50 hover:border-forest-700"
                      }`}
                    >
                      <span className="flex w-full items-center justify-between gap-3">
                        <span className="font-mono text-base font-bold tracking-wider text-forest-900">{c.code}</span>
                        <span className="text-sm font-semibold text-saffron-700">{chosen ? "Applied" : `${c.percent}% off`}</span>
                      </span>
                      <span className="text-sm text-ink/85">{c.description}</span>
                      {problem && <span className="text-xs text-ink/75">{problem}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>

          <div className="grid gap-4">
            <label className="flex items-start gap-3 text-sm text-forest-900">
              <input
                type="checkbox"
                checked={terms}
                onChange={(e) => setTerms(e.currentTarget.checked)}
                aria-invalid={errors.agreeTerms ? true : undefined}
                className="mt-0.5 h-5 w-5 shrink-0 accent-saffron-700"
              />
              <span>{reviewPage.terms}</span>
            </label>
            {errors.agreeTerms && <ErrorBox>{errors.agreeTerms}</ErrorBox>}
            <div>
              <button type="submit" className="btn-primary px-8 disabled:cursor-not-allowed disabled:opacity-60" disabled={!terms || !available}>
                {reviewPage.payNow}
              </button>
            </div>
          </div>
        </form>

        <div className="grid content-start gap-6">
          <StaySummary property={property} stay={stay} />
          <PriceTable price={price} headingId="price-heading" heading={reviewPage.priceHeading} />
        </div>
      </div>
    </div>
  );
}

export { ErrorBoundary } from "../components/route-error-boundary";
