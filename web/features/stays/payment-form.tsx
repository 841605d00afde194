import { useEffect, useRef, useState } from "react";
import type { CancellationTier } from "../../../common/stay-cancellation";
import { CancellationTerms } from "./cancellation-terms";
import { Link } from "react-router";
import {
  PAYMENT_METHODS,
  type PaymentMethod,
  STAY_PAYMENT_METHODS,
  stayMessages,
  stayParams,
} from "../../../common/stays";
import type { BookingRecord, GuestDetails } from "../../../common/stay-schemas";
import { ErrorBox, TextField } from "../../components/form-fields";
import { useForm } from "../../lib/form";
import { payWithRazorpay } from "../../lib/razorpay-checkout";
import type { StayQuote } from "./guest-review";
import { ONLINE_NEEDS_SCRIPT, type BookResult, type StayFormResult } from "./stay-forms";
import { PriceTable, StaySummary } from "./stay-summary";
import { useStayTexts } from "./stay-texts";

/**
 * The payment method page: how to pay, an optional membership ID, and the
 * booking. The guest comes from the review's post (`result`), kept in hidden fields; the form posts `intent=book`
 * to this page's action, which books and answers with the booking (rendered here by the server too) or why not.
 * In the browser it is sent by `useForm`'s fetcher, so the page stays and the answer shows in place; online
 * payment opens Razorpay's window instead of posting.
 */
export function PaymentForm({
  quote,
  result,
}: {
  quote: StayQuote & { online?: boolean };
  result: StayFormResult | undefined;
}) {
  const { property, stay, price } = quote;
  const { t, say, rupees } = useStayTexts();
  // spec: Razorpay is the default method; it is offered when the club's Razorpay keys are configured
  const offeredMethods: PaymentMethod[] = quote.online ? [...STAY_PAYMENT_METHODS] : ["cod"];
  const [method, setMethod] = useState<PaymentMethod>(offeredMethods[0]);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState<string | null>(null);
  const [onlineProblem, setOnlineProblem] = useState<string | null>(null);
  // the guest of the review's post, or of a booking the server refused (the post without JavaScript)
  const guest =
    result && !result.ok && result.intent === "book"
      ? result.guest
      : result?.intent === "review" && result.ok
        ? result.guest
        : null;
  const stayHref = stayParams({ ...stay, coupon: quote.coupon ?? undefined });
  const reviewHref = `/booking-review?${stayHref}`;
  const form = useForm<BookResult>({
    id: "payment",
    intent: "book",
    action: `/payment-method?${stayHref}`,
    actionData: result?.intent === "book" ? result : undefined,
    // the answer shows in place (the booked page, or the refusal in the form)
    toast: false,
    // online payment: Razorpay's window instead of the post
    prepare: async (data) => (method === "razorpay" ? payOnline(data) : data),
  });
  const answer = form.result;
  const booked = answer?.ok ? answer.booking : null;
  const problem = answer && !answer.ok ? answer : null;
  const busy = form.busy || paying;

  // the villa as the page names it (in Hindi on a Hindi page, decision 046)
  if (booked)
    return (
      <Booked
        reference={booked.reference}
        villa={{ location: booked.location, villaName: property.name }}
        total={booked.price.total}
        online={false}
        terms={quote.cancellationTerms}
      />
    );
  if (paid)
    return <Booked reference={paid} villa={property} total={price.total} online terms={quote.cancellationTerms} />;

  /** Paying online: Razorpay's window in the page; the server holds the nights, makes the order and verifies the payment. */
  async function payOnline(form: FormData): Promise<null> {
    if (!guest) return null;
    const membershipId = String(form.get("membershipId") ?? "").trim();
    setPaying(true);
    setOnlineProblem(null);
    const outcome = await payWithRazorpay(
      {
        purpose: "stay",
        ...stay,
        guest: { ...guest, agreeTerms: true },
        ...(quote.coupon ? { couponCode: quote.coupon } : {}),
        ...(membershipId ? { membershipId } : {}),
      },
      {
        description: t("payment.description", { villa: property.name }),
        prefill: { name: `${guest.firstName} ${guest.lastName}`, email: guest.email },
      },
    );
    setPaying(false);
    const reference = outcome.ok
      ? (outcome.data as { booking?: { reference?: string } }).booking?.reference
      : undefined;
    if (!outcome.ok) setOnlineProblem(outcome.message);
    else if (reference) setPaid(reference);
    else setOnlineProblem(ONLINE_NEEDS_SCRIPT);
    return null;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-4xl font-semibold text-forest-900 sm:text-5xl">{t("payment.title")}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        {guest === null ? (
          <div className="grid content-start gap-4">
            <ErrorBox>{t("payment.missingGuest")}</ErrorBox>
            <div>
              <Link to={reviewHref} className="btn-primary">
                {t("payment.backToReview")}
              </Link>
            </div>
          </div>
        ) : (
          <form.Form {...form.props} className="grid content-start gap-6">
            <input type="hidden" name="intent" value="book" />
            {quote.couponRefused && <ErrorBox>{say(quote.couponRefused)}</ErrorBox>}
            <GuestFields guest={guest} />
            <fieldset className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10 sm:p-6">
              <legend className="float-left mb-4 text-2xl font-semibold text-forest-900">
                {t("payment.methodLegend")}
              </legend>
              <div className="clear-both grid gap-3">
                {PAYMENT_METHODS.map((m) => {
                  const offered = offeredMethods.includes(m.value);
                  return (
                    <label
                      key={m.value}
                      className={`flex items-start gap-3 rounded-2xl border-2 border-forest-900/15 px-4 py-3 has-checked:border-saffron-700 has-checked:bg-cream-100 ${offered ? "cursor-pointer" : "cursor-not-allowed opacity-70"}`}
                    >
                      <input
                        type="radio"
                        name="paymentMethod"
                        value={m.value}
                        checked={method === m.value}
                        onChange={() => setMethod(m.value)}
                        disabled={!offered}
                        aria-describedby={`method-${m.value}-hint`}
                        className="mt-1 h-4 w-4 accent-saffron-700"
                      />
                      <span>
                        <span className="block font-semibold text-forest-900">
                          {t(`payment.methods.${m.value}.label`)}
                        </span>
                        <span id={`method-${m.value}-hint`} className="block text-sm text-ink/80">
                          {!offered
                            ? t("payment.onlineSoon")
                            : m.value === "razorpay"
                              ? `${t("payment.methods.razorpay.hint")} ${t("payment.onlineHint")}`
                              : t(`payment.methods.${m.value}.hint`)}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
            <TextField
              id="membership-id"
              name="membershipId"
              label={t("payment.membershipLabel")}
              hint={t("payment.membershipHint")}
              defaultValue={problem?.membershipId ?? ""}
              maxLength={40}
              className="max-w-md"
            />
            <p className="max-w-2xl text-sm text-ink/80">
              {t("payment.businessStay")}{" "}
              <a href="/dashboard?tab=documents" target="_blank" rel="noreferrer" className="underline">
                {t("payment.businessStayLink")}
                <span className="sr-only">{t("payment.newTab")}</span>
              </a>
            </p>
            {onlineProblem && <ErrorBox>{say(onlineProblem)}</ErrorBox>}
            {problem && (
              <ErrorBox id={form.messageId}>
                {say(problem.message)}{" "}
                {problem.taken && (
                  <Link
                    to={`/property-detail/${property._id}?${stayParams({ adults: stay.adults, children: stay.children })}`}
                    className="underline"
                  >
                    {t("review.changeDates")}
                  </Link>
                )}
              </ErrorBox>
            )}
            <div className="flex flex-wrap items-center gap-4">
              <button
                type="submit"
                className="btn-primary px-8 disabled:cursor-wait disabled:opacity-70"
                disabled={busy}
                aria-busy={busy || undefined}
              >
                {paying
                  ? t("payment.paying")
                  : busy
                    ? t("payment.booking")
                    : t("payment.confirm", { amount: rupees(price.total) })}
              </button>
              <Link to={reviewHref} className="text-sm font-semibold text-forest-900 underline underline-offset-4">
                {t("payment.backToReview")}
              </Link>
            </div>
          </form.Form>
        )}
        <div className="grid content-start gap-6">
          <StaySummary property={property} stay={stay} />
          <PriceTable price={price} headingId="payment-price-heading" heading={t("review.priceHeading")} />
        </div>
      </div>
    </div>
  );
}

/** The guest of the review, sent again with the booking (checked again there with the same schema). */
function GuestFields({ guest }: { guest: GuestDetails }) {
  const fields: [string, string][] = [
    ["bookingFor", guest.bookingFor],
    ["title", guest.title],
    ["firstName", guest.firstName],
    ["lastName", guest.lastName],
    ["phone", guest.phone],
    ["email", guest.email],
    ["agreeTerms", "on"],
  ];
  return fields.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** The booked stay: its reference, villa and amount (paid online, or to pay at the property), and the way to the member's bookings. */
function Booked({
  reference,
  villa,
  total,
  online,
  terms,
}: {
  reference: string;
  villa: Pick<BookingRecord, "location"> & { name?: string; villaName?: string };
  total: number;
  online: boolean;
  /** The club's cancellation terms, said again with the booked stay. */
  terms: readonly CancellationTier[];
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t, say, rupees } = useStayTexts();
  useEffect(() => heading.current?.focus(), []);
  const place = { villa: villa.villaName ?? villa.name ?? "", location: villa.location, amount: rupees(total) };
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 ref={heading} tabIndex={-1} className="text-4xl font-semibold text-forest-900 outline-none sm:text-5xl">
        {say(stayMessages.booked)}
      </h1>
      <p role="status" className="mt-4 text-lg text-ink/85">
        {online ? t("payment.paidLead") : t("payment.bookedLead")}{" "}
        <strong className="text-forest-900">{reference}</strong>
        {t("payment.leadEnd")}
      </p>
      <p className="mt-2 text-ink/85">
        {online ? t("payment.paidOnline", place) : t("payment.toPayAtProperty", place)}
      </p>
      <div className="mt-8">
        <CancellationTerms tiers={terms} headingId="booked-cancellation-terms" />
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/dashboard?tab=bookings" className="btn-primary">
          {t("payment.seeBookings")}
        </Link>
        <Link to="/" className="btn-secondary">
          {t("payment.goHome")}
        </Link>
      </div>
    </div>
  );
}
