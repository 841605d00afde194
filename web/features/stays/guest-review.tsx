import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { PropertyRecord } from "../../../common/catalogue-schemas";
import { guestDetails, guestFormInput } from "../../../common/stay-schemas";
import {
  BOOKING_FOR,
  couponProblem,
  GUEST_TITLES,
  priceBreakup,
  stayMessages,
  stayParams,
  type PriceBreakup,
  type StayCoupon,
} from "../../../common/stays";
import type { StayRequest } from "../../../common/stay-schemas";
import type { CancellationTier } from "../../../common/stay-cancellation";
import { ErrorBox, SelectField, TextField } from "../../components/form-fields";
import { checkForm, useForm } from "../../lib/form";
import type { ReviewFailure, ReviewResult } from "./stay-forms";
import { CancellationTerms } from "./cancellation-terms";
import { PriceTable, StaySummary } from "./stay-summary";
import { useStayTexts } from "./stay-texts";

export type StayQuote = {
  property: PropertyRecord;
  stay: StayRequest;
  price: PriceBreakup;
  available: boolean;
  coupon: string | null;
  /** The coupons offered today (the office's: active, in their dates, not used up, their conditions met). */
  coupons: StayCoupon[];
  /** Why the coupon in the address was dropped (the rules refuse it for this stay or member), else null. */
  couponRefused?: string | null;
  member: { name: string; email: string };
  /** The club's cancellation terms, said in words on the review and the confirmation. */
  cancellationTerms: readonly CancellationTier[];
};

const COUPON_FORM = "stay-coupon";

/**
 * The review page: the stay, the guest, a coupon, the price and the terms.
 * The guest form (`useForm`, a navigation) posts to /payment-method (`intent=review`), which checks it again and
 * shows the method page with the guest kept in hidden fields. In the browser it is checked first with the same
 * schema (the messages beside the fields, the focus on the first), and Pay Now waits for the terms; without
 * JavaScript the server answers with the review again (`failure`: its messages and what was typed). A coupon is chosen in the page; without JavaScript its button
 * reloads the review with it (a small GET form of the stay alone: the guest's details never go into the address).
 */
export function GuestReview({ quote, failure }: { quote: StayQuote; failure?: ReviewFailure }) {
  const { property, stay, member, available } = quote;
  const { t, say, couponOffer, guestTitle } = useStayTexts();
  const form = useForm<ReviewResult>({
    id: "guest",
    actionData: failure,
    navigate: true,
    toast: false,
    say,
    check: (data) => {
      const checked = checkForm(guestDetails, guestFormInput(data));
      return checked.ok ? null : checked;
    },
  });
  const { errors } = form;
  const values = failure?.values;
  const [first, ...rest] = member.name.trim().split(/\s+/);
  const mine = { firstName: first ?? "", lastName: rest.join(" "), email: member.email };
  const initial = values ?? { bookingFor: "myself", title: "", phone: "", ...mine, agreeTerms: false };
  const [coupon, setCoupon] = useState<string | null>(quote.coupon);
  const [terms, setTerms] = useState(initial.agreeTerms);
  const [scripted, setScripted] = useState(false);
  // the server's price for the coupon in the address; another one chosen here is worked out by the same rule, with
  // the server's free nights and extra guests
  const price =
    coupon === quote.coupon
      ? quote.price
      : priceBreakup(
          quote.price.nightPrices,
          quote.coupons.find((c) => c.code === coupon),
          { freeNightsLeft: quote.price.freeNights, extraGuests: quote.price.extraGuests },
        );

  // Pay Now waits for the terms once the page's script runs (before, the server says so after the post)
  useEffect(() => setScripted(true), []);

  /** "Myself" fills in the member's name and e-mail; "Someone else" empties them. */
  const chooseFor = (bookingFor: string) => {
    const fill = bookingFor === "myself" ? mine : { firstName: "", lastName: "", email: "" };
    for (const [name, value] of Object.entries(fill)) {
      const input = form.props.ref.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = value;
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-4xl font-semibold text-forest-900 sm:text-5xl">{t("review.title")}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <form.Form
          {...form.props}
          action={`/payment-method?${stayParams({ ...stay, coupon: coupon ?? undefined })}`}
          noValidate
          className="grid gap-8"
        >
          <input type="hidden" name="intent" value="review" />
          {!available && (
            <ErrorBox>
              {say(stayMessages.unavailable)}{" "}
              <Link
                to={`/property-detail/${property._id}?${stayParams({ adults: stay.adults, children: stay.children })}`}
                className="underline"
              >
                {t("review.changeDates")}
              </Link>
            </ErrorBox>
          )}
          <section
            aria-labelledby="guest-heading"
            className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10 sm:p-6"
          >
            <h2 id="guest-heading" className="text-2xl font-semibold text-forest-900">
              {t("review.guestHeading")}
            </h2>
            <fieldset className="mt-4">
              <legend className="text-sm font-semibold text-forest-900">{t("review.bookingFor")}</legend>
              <div className="mt-2 flex flex-wrap gap-5">
                {BOOKING_FOR.map((o) => (
                  <label key={o.value} className="flex min-h-6 items-center gap-2 text-sm font-medium text-forest-900">
                    <input
                      type="radio"
                      name="bookingFor"
                      value={o.value}
                      defaultChecked={initial.bookingFor === o.value}
                      onChange={() => chooseFor(o.value)}
                      className="h-4 w-4 accent-saffron-700"
                    />
                    {t(`review.${o.value}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              <SelectField
                {...form.field("title", { id: "guest-title" })}
                label={t("review.guestTitle")}
                placeholder={t("review.choose")}
                options={GUEST_TITLES.map((title) => ({ value: title, label: guestTitle(title) }))}
                defaultValue={initial.title}
              />
              <span className="hidden sm:block" />
              <TextField
                {...form.field("firstName", { id: "guest-first-name" })}
                label={t("review.firstName")}
                autoComplete="given-name"
                defaultValue={initial.firstName}
              />
              <TextField
                {...form.field("lastName", { id: "guest-last-name" })}
                label={t("review.lastName")}
                autoComplete="family-name"
                defaultValue={initial.lastName}
              />
              <TextField
                {...form.field("phone", { id: "guest-phone" })}
                label={t("review.phone")}
                type="tel"
                autoComplete="tel"
                defaultValue={initial.phone}
              />
              <TextField
                {...form.field("email", { id: "guest-email" })}
                label={t("review.email")}
                type="email"
                autoComplete="email"
                defaultValue={initial.email}
              />
            </div>
          </section>

          <section
            aria-labelledby="coupons-heading"
            className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10 sm:p-6"
          >
            <h2 id="coupons-heading" className="text-2xl font-semibold text-forest-900">
              {t("review.couponsHeading")}
            </h2>
            <p className="mt-1 text-sm text-ink/80">{t("review.couponsHint")}</p>
            {quote.couponRefused && (
              <p role="alert" className="mt-3 text-sm font-medium text-[#b42318]">
                {say(quote.couponRefused)}
              </p>
            )}
            <ul className="mt-4 grid gap-3">
              {quote.coupons.map((c) => {
                const problem = couponProblem(c, price.nights);
                const chosen = coupon === c.code;
                return (
                  <li key={c.code}>
                    <button
                      type="submit"
                      form={COUPON_FORM}
                      name="coupon"
                      value={chosen ? "" : c.code}
                      aria-pressed={chosen}
                      disabled={Boolean(problem)}
                      onClick={(event) => {
                        event.preventDefault();
                        setCoupon(chosen ? null : c.code);
                      }}
                      className={`flex w-full flex-col items-start gap-1 rounded-2xl border-2 border-dashed px-4 py-3 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
                        chosen
                          ? "border-saffron-700 bg-cream-100"
                          : "border-forest-900/20 bg-cream-50 hover:border-forest-700"
                      }`}
                    >
                      <span className="flex w-full items-center justify-between gap-3">
                        <span className="font-mono text-base font-bold tracking-wider text-forest-900">{c.code}</span>
                        <span className="text-sm font-semibold text-saffron-700">
                          {chosen ? t("review.applied") : couponOffer(c)}
                        </span>
                      </span>
                      <span className="text-sm text-ink/85">{c.description}</span>
                      {problem && <span className="text-xs text-ink/75">{say(problem)}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>

          <div className="grid gap-4">
            <label className="flex items-start gap-3 text-sm text-forest-900">
              <input
                {...form.control("agreeTerms", { id: "guest-agree-terms" })}
                type="checkbox"
                defaultChecked={initial.agreeTerms}
                onChange={(e) => setTerms(e.currentTarget.checked)}
                className="mt-0.5 h-5 w-5 shrink-0 accent-saffron-700"
              />
              <span>{t("review.terms")}</span>
            </label>
            {errors.agreeTerms && <ErrorBox id="guest-agree-terms-error">{errors.agreeTerms}</ErrorBox>}
            <div>
              <button
                type="submit"
                className="btn-primary px-8 disabled:cursor-not-allowed disabled:opacity-60"
                disabled={(scripted && !terms) || !available}
              >
                {t("review.payNow")}
              </button>
            </div>
          </div>
        </form.Form>

        <div className="grid content-start gap-6">
          <StaySummary property={property} stay={stay} />
          <PriceTable price={price} headingId="price-heading" heading={t("review.priceHeading")} />
          <CancellationTerms tiers={quote.cancellationTerms} headingId="cancellation-terms-heading" />
          {/* the coupon buttons' form without JavaScript: the stay alone, back to this page with the coupon */}
          <form id={COUPON_FORM} method="get" action="/booking-review" hidden>
            {Object.entries({
              propertyId: stay.propertyId,
              checkIn: stay.checkIn,
              checkOut: stay.checkOut,
              adults: stay.adults,
              children: stay.children,
            }).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={String(value)} />
            ))}
          </form>
        </div>
      </div>
    </div>
  );
}
