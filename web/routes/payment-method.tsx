import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatRupees } from "../../common/money";
import { OFFERED_PAYMENT_METHODS, PAYMENT_METHODS, stayMessages, stayParams, type BookingRecord, type GuestDetails, type PaymentMethod } from "../../common/stays";
import { ErrorBox, TextField } from "../components/form-fields";
import { seo, type PageMetaArgs } from "../content/site";
import { paymentPage, reviewPage } from "../content/stays";
import { callApi, messageOr } from "../lib/api";
import { clearGuestDraft, readGuestDraft } from "../features/stays/guest-draft";
import { StayProblem } from "../features/stays/stay-problem";
import { PriceTable, StaySummary } from "../features/stays/stay-summary";
import { loadStayQuote } from "../features/stays/stay-quote.server";
import type { Route } from "./+types/payment-method";

export const meta = (args: PageMetaArgs) => seo({ title: paymentPage.title, description: paymentPage.description, noindex: true }, args);

/** /payment-method (spec member-side §2 "Payment method"): how to pay, an optional membership ID, and the booking. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStayQuote(request, context.services);
}

export default function PaymentMethodPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "problem") return <StayProblem message={loaderData.message} propertyId={loaderData.propertyId} />;
  return <Payment quote={loaderData} />;
}

function Payment({ quote }: { quote: Extract<Route.ComponentProps["loaderData"], { kind: "quote" }> }) {
  const { property, stay, price } = quote;
  const [guest, setGuest] = useState<GuestDetails | null | undefined>(undefined);
  const [method, setMethod] = useState<PaymentMethod>(OFFERED_PAYMENT_METHODS[0]);
  const [membershipId, setMembershipId] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; taken: boolean } | null>(null);
  const [booked, setBooked] = useState<BookingRecord | null>(null);
  const bookedHeading = useRef<HTMLHeadingElement>(null);
  const reviewHref = `/booking-review?${stayParams({ ...stay, coupon: quote.coupon ?? undefined })}`;

  useEffect(() => setGuest(readGuestDraft(stay)), [stay]);
  useEffect(() => {
    if (booked) bookedHeading.current?.focus();
  }, [booked]);

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!guest || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await callApi<BookingRecord>("POST", "/api/bookings", {
        ...stay,
        guest,
        couponCode: quote.coupon ?? undefined,
        paymentMethod: method,
        membershipId: membershipId.trim() || undefined,
      });
      if (answer.ok && answer.data) {
        clearGuestDraft();
        setBooked(answer.data);
      } else {
        setProblem({ message: messageOr(answer, stayMessages.unavailable), taken: answer.status === 409 });
      }
    } catch {
      setProblem({ message: "We could not reach the club. Please check your connection and try again.", taken: false });
    } finally {
      setBusy(false);
    }
  };

  if (booked) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
        <h1 ref={bookedHeading} tabIndex={-1} className="text-4xl font-semibold text-forest-900 outline-none sm:text-5xl">
          {stayMessages.booked}
        </h1>
        <p role="status" className="mt-4 text-lg text-ink/85">
          {paymentPage.bookedLead} <strong className="text-forest-900">{booked.reference}</strong>.
        </p>
        <p className="mt-2 text-ink/85">
          {booked.villaName}, {booked.location} · {formatRupees(booked.price.total)} to pay at the property.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/dashboard?tab=bookings" className="btn-primary">
            {paymentPage.seeBookings}
          </Link>
          <Link to="/" className="btn-secondary">
            Go Home
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-4xl font-semibold text-forest-900 sm:text-5xl">{paymentPage.title}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        {guest === null ? (
          <div className="grid content-start gap-4">
            <ErrorBox>{paymentPage.missingGuest}</ErrorBox>
            <div>
              <Link to={reviewHref} className="btn-primary">
                {paymentPage.backToReview}
              </Link>
            </div>
          </div>
        ) : (
          <form onSubmit={confirm} className="grid content-start gap-6">
            <fieldset className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10 sm:p-6">
              <legend className="float-left mb-4 text-2xl font-semibold text-forest-900">{paymentPage.methodLegend}</legend>
              <div className="clear-both grid gap-3">
                {PAYMENT_METHODS.map((m) => {
                  const offered = OFFERED_PAYMENT_METHODS.includes(m.value);
                  return (
                    <label
                      key={m.value}
                      className={`flex items-start gap-3 rounded-2xl border-2 px-4 py-3 ${method === m.value ? "border-saffron-700 bg-cream-100" : "border-forest-900/15"} ${offered ? "cursor-pointer" : "cursor-not-allowed opacity-70"}`}
                    >
                      <input
                        type="radio"
                        name="paymentMethod"
                        value={m.value}
                        checked={method === m.value}
                        disabled={!offered}
                        onChange={() => setMethod(m.value)}
                        aria-describedby={`method-${m.value}-hint`}
                        className="mt-1 h-4 w-4 accent-saffron-700"
                      />
                      <span>
                        <span className="block font-semibold text-forest-900">{m.label}</span>
                        <span id={`method-${m.value}-hint`} className="block text-sm text-ink/80">
                          {offered ? m.hint : paymentPage.onlineSoon}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
            <TextField
              id="membership-id"
              label={paymentPage.membershipLabel}
              hint={paymentPage.membershipHint}
              value={membershipId}
              maxLength={40}
              onChange={(e) => setMembershipId(e.currentTarget.value)}
              className="max-w-md"
            />
            {problem && (
              <ErrorBox>
                {problem.message}{" "}
                {problem.taken && (
                  <Link to={`/property-detail/${property._id}?${stayParams({ adults: stay.adults, children: stay.children })}`} className="underline">
                    {reviewPage.changeDates}
                  </Link>
                )}
              </ErrorBox>
            )}
            <div className="flex flex-wrap items-center gap-4">
              <button type="submit" className="btn-primary px-8 disabled:cursor-wait disabled:opacity-70" disabled={busy || guest === undefined} aria-busy={busy || undefined}>
                {busy ? "Booking..." : `${paymentPage.confirm} · ${formatRupees(price.total)}`}
              </button>
              <Link to={reviewHref} className="text-sm font-semibold text-forest-900 underline underline-offset-4">
                {paymentPage.backToReview}
              </Link>
            </div>
          </form>
        )}
        <div className="grid content-start gap-6">
          <StaySummary property={property} stay={stay} />
          <PriceTable price={price} headingId="payment-price-heading" heading={reviewPage.priceHeading} />
        </div>
      </div>
    </div>
  );
}

export { ErrorBoundary } from "../components/route-error-boundary";
