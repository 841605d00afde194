import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { programmeMessages as m } from "../../../common/programme";
import { bookingField as f, placesOf, placesOnOffer } from "../../../common/programme-pages";
import type { RegistrationRecord } from "../../../common/programme-schemas";
import { signInPath } from "../../../common/sign-in-redirect";
import { ErrorBox, TextField } from "../../components/form-fields";
import { useForm, type FormHandle } from "../../lib/form";
import { checkoutAndVerify } from "../../lib/razorpay-checkout";
import type { BookingResult, ProgrammeItemData, TicketCodes, WaitlistJoinResult } from "./booking-results";
import { BOOKING_FAILED, useEventsTexts } from "./events-texts";
import { WaitlistJoin } from "./waitlist-join";

type Done = Extract<BookingResult, { ok: true }>;

/**
 * The booking box of an item's page: the form (places, each attendee, the booker), or why it cannot be booked here
 * (a visitor at a members' item is asked to sign in; a full item says so), or the booking's outcome: Razorpay
 * Checkout for paid places, then the confirmation with the tickets.
 */
export function BookingPanel({
  data,
  actionData: posted,
}: {
  data: ProgrammeItemData;
  actionData: BookingResult | WaitlistJoinResult | { intent: string; ok: boolean; message: string } | undefined;
}) {
  const texts = useEventsTexts();
  const { t, say } = texts;
  // the waiting list's and the leave form's answers are theirs
  const actionData = posted && "intent" in posted ? undefined : (posted as BookingResult | undefined);
  // the box says what happened (the confirmation, the messages beside the fields): no toasts
  const form = useForm<BookingResult>({ id: "book", actionData, toast: false, clearOnChange: true, say });
  const result = form.result;
  const { item, booker } = data;
  if (result?.ok) return <BookingDone done={result} />;
  if (data.started)
    return <p className="mt-6 rounded-2xl bg-cream-100 p-5 text-sm text-forest-900">{say(m.alreadyStarted)}</p>;
  if (item.who_may_book !== "anyone" && !booker)
    return (
      <div className="mt-6 rounded-2xl bg-cream-100 p-5">
        <p className="text-sm text-forest-900">{say(m.membersOnly)}</p>
        <Link to={signInPath(`/events/${item.slug}#book`)} className="btn-primary mt-4">
          {t("book.signIn")}
        </Link>
      </div>
    );
  const joined =
    posted && "intent" in posted && posted.intent === "waitlist" ? (posted as WaitlistJoinResult) : undefined;
  if (item.seats_left === 0) return <WaitlistJoin data={data} actionData={joined} />;
  // a waiting list post refused because places came free meanwhile (409): its words above the form to book them
  return (
    <>
      {joined && !joined.ok && joined.message ? <ErrorBox>{say(joined.message)}</ErrorBox> : null}
      <BookingForm data={data} form={form} />
    </>
  );
}

function BookingForm({ data, form }: { data: ProgrammeItemData; form: FormHandle<BookingResult> }) {
  const texts = useEventsTexts();
  const { t } = texts;
  const { item, booker } = data;
  const sent = form.result && !form.result.ok ? form.result.values : undefined;
  const most = placesOnOffer(item.seats_left);
  const [places, setPlaces] = useState(() => Math.min(most, placesOf(sent?.[f.places] ?? String(data.places))));
  const [includesMe, setIncludesMe] = useState(sent ? sent[f.includesMe] === "on" : true);
  const value = (name: string, otherwise = "") => sent?.[name] ?? otherwise;
  const placeOptions = Array.from({ length: most }, (_, i) => i + 1);
  const failure = form.failure;
  return (
    <div className="mt-6">
      {/* the number of places: with JavaScript the rows follow the choice; without it, this form asks again */}
      <Form
        method="get"
        action={`${data.path ?? `/events/${item.slug}`}#book`}
        preventScrollReset
        onSubmit={(event) => event.preventDefault()}
        className="flex items-end gap-3"
      >
        <label className="flex flex-1 flex-col gap-1.5 text-sm font-semibold text-forest-900">
          {t("book.places")}
          <select
            name="places"
            value={places}
            onChange={(event) => setPlaces(placesOf(event.target.value))}
            className="field h-11"
          >
            {placeOptions.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className="btn-secondary h-11">
            {t("book.setPlaces")}
          </button>
        </noscript>
      </Form>

      <form.Form {...form.props} noValidate className="mt-6 space-y-6" aria-labelledby="book-heading">
        {failure?.message ? (
          <ErrorBox id={form.messageId}>
            {form.message}
            {failure.message === m.membersOnly && (
              <>
                {" "}
                <Link to={signInPath(`/events/${item.slug}#book`)} className="underline underline-offset-4">
                  {t("book.signIn")}
                </Link>
              </>
            )}
          </ErrorBox>
        ) : null}
        <input type="hidden" name={f.places} value={places} />
        {Array.from({ length: places }, (_, i) => (
          <fieldset key={i} className="space-y-3 rounded-2xl bg-cream-100/70 p-4">
            <legend className="px-1 text-sm font-semibold text-forest-900">
              {t("book.attendee", { number: i + 1 })}
            </legend>
            <TextField
              {...form.field(f.attendeeName(i))}
              label={t("book.name")}
              required
              autoComplete={i === 0 ? "name" : "off"}
              maxLength={100}
              defaultValue={value(f.attendeeName(i), i === 0 && booker && includesMe ? booker.name : "")}
            />
            <TextField
              {...form.field(f.attendeeEmail(i))}
              type="email"
              label={t("book.attendeeEmail")}
              hint={t("book.attendeeEmailHint")}
              autoComplete="off"
              maxLength={254}
              defaultValue={value(f.attendeeEmail(i))}
            />
          </fieldset>
        ))}

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-forest-900">{t("book.yourDetails")}</legend>
          {booker ? (
            <>
              <p className="text-sm text-ink/85">{t("book.bookingAs", { name: booker.name, email: booker.email })}</p>
              <label className="flex items-start gap-3 text-sm text-forest-900">
                <input
                  type="checkbox"
                  name={f.includesMe}
                  checked={includesMe}
                  onChange={(event) => setIncludesMe(event.target.checked)}
                  className="mt-0.5 h-5 w-5 accent-forest-700"
                />
                {t("book.includesMe")}
              </label>
              <TextField
                {...form.field(f.bookerPhone)}
                type="tel"
                label={t("book.phoneOptional")}
                autoComplete="tel"
                maxLength={20}
                defaultValue={value(f.bookerPhone)}
              />
            </>
          ) : (
            <>
              <TextField
                {...form.field(f.bookerName)}
                label={t("book.yourName")}
                required
                autoComplete="name"
                maxLength={100}
                defaultValue={value(f.bookerName, data.prefill?.name)}
              />
              <TextField
                {...form.field(f.bookerEmail)}
                type="email"
                label={t("book.email")}
                hint={t("book.emailHint")}
                required
                autoComplete="email"
                maxLength={254}
                defaultValue={value(f.bookerEmail, data.prefill?.email)}
              />
              <TextField
                {...form.field(f.bookerPhone)}
                type="tel"
                label={t("book.phone")}
                required
                autoComplete="tel"
                maxLength={20}
                defaultValue={value(f.bookerPhone)}
              />
            </>
          )}
        </fieldset>

        {item.price > 0 && (
          <p className="text-sm text-ink/85">
            {t("book.total", { amount: texts.rupees(item.price * places) })}
            {item.full_members_free && booker ? ` ${t("book.totalFullMember")}` : ""}
          </p>
        )}
        <button
          type="submit"
          disabled={form.busy}
          aria-busy={form.busy || undefined}
          className="btn-primary w-full py-3 disabled:cursor-progress disabled:opacity-80"
        >
          {form.busy
            ? t("book.booking")
            : item.price > 0
              ? t("book.continueToPay")
              : t("book.submit", { count: places })}
        </button>
      </form.Form>
    </div>
  );
}

/** The booking made: paid places first go through Razorpay Checkout, then the confirmation. */
function BookingDone({ done }: { done: Done }) {
  const [paid, setPaid] = useState<RegistrationRecord | null>(null);
  const registration = paid ?? done.registration;
  if (registration.status === "held" && done.registration.payment) return <PayStep done={done} onPaid={setPaid} />;
  return <Confirmation registration={registration} codes={done.codes} />;
}

/**
 * Places held while they are paid: Razorpay Checkout opens at once (and again from the button), then the server
 * verifies the payment (POST /api/events/payments/verify) and the registration is confirmed.
 */
function PayStep({ done, onPaid }: { done: Done; onPaid: (registration: RegistrationRecord) => void }) {
  const texts = useEventsTexts();
  const { t, say } = texts;
  const payment = done.registration.payment!;
  const [state, setState] = useState<{ kind: "idle" | "paying" } | { kind: "failed"; message: string }>({
    kind: "idle",
  });
  const pay = async () => {
    setState({ kind: "paying" });
    const result = await checkoutAndVerify<RegistrationRecord>(payment, "/api/events/payments/verify");
    if (result.ok) onPaid(result.data);
    else setState({ kind: "failed", message: result.message || BOOKING_FAILED });
  };
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void pay();
    // once, when the places are held
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div role="status" className="mt-6 space-y-3">
      <p className="font-semibold text-forest-900">{say(m.held)}</p>
      <p className="text-sm text-ink/85">{t("book.heldReference", { reference: done.registration.reference })}</p>
      {state.kind === "failed" && <ErrorBox>{say(state.message)}</ErrorBox>}
      <noscript>
        <ErrorBox>{t("messages.payNeedsScript")}</ErrorBox>
      </noscript>
      <button
        type="button"
        onClick={() => void pay()}
        disabled={state.kind === "paying"}
        className="btn-primary w-full py-3 disabled:cursor-progress disabled:opacity-80"
      >
        {state.kind === "paying" ? t("book.paying") : t("book.pay", { amount: texts.rupees(done.registration.amount) })}
      </button>
    </div>
  );
}

/** The confirmation: the reference, the sessions, each ticket with its QR code, and the mail that carries them. */
export function Confirmation({ registration, codes }: { registration: RegistrationRecord; codes: TicketCodes }) {
  const texts = useEventsTexts();
  const { t } = texts;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const first = registration.sessions[0];
  const last = registration.sessions[registration.sessions.length - 1];
  return (
    <div role="status" className="mt-6">
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-forest-900 outline-none">
        {t("done.heading")}
      </h3>
      <p className="mt-2 text-sm text-ink/85">{t("done.emailed")}</p>
      <div className="mt-4 rounded-2xl border border-dashed border-saffron-700/50 bg-cream-100 px-5 py-4">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-ink/80">{t("done.reference")}</p>
        <p className="mt-1 font-mono text-xl font-bold tracking-wide text-forest-900" data-testid="booking-reference">
          {registration.reference}
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-ink/80">{t("done.places")}</dt>
          <dd className="font-semibold text-forest-900">{registration.seats}</dd>
        </div>
        <div>
          <dt className="text-ink/80">{t("done.paid")}</dt>
          <dd className="font-semibold text-forest-900">{texts.price(registration.amount)}</dd>
        </div>
        {first && last && (
          <div className="col-span-2">
            <dt className="text-ink/80">{t("done.when")}</dt>
            <dd className="font-semibold text-forest-900">
              {texts.days({ first_day: first.day, last_day: last.day })}
            </dd>
          </div>
        )}
      </dl>
      {registration.invoice_url && registration.invoice_number ? (
        <p className="mt-4">
          {/* the invoice's PDF, sealed by the club: a plain download (signed for a visitor, the owner's when signed in) */}
          <a
            href={registration.invoice_url}
            download
            className="font-semibold text-forest-800 underline underline-offset-4"
          >
            {t("done.invoice", { number: registration.invoice_number })}
          </a>
        </p>
      ) : null}
      <h4 className="mt-6 text-lg font-semibold text-forest-900">{t("done.tickets")}</h4>
      <ul className="mt-3 space-y-3">
        {registration.tickets.map((ticket) => (
          <li
            key={ticket.reference}
            className="flex items-center gap-4 rounded-2xl bg-white p-3 ring-1 ring-forest-900/10"
          >
            {codes[ticket.reference] ? (
              <div
                role="img"
                aria-label={t("done.qr", { reference: ticket.reference })}
                className="h-24 w-24 shrink-0 [&>svg]:h-full [&>svg]:w-full"
                // drawn by the server's QR encoder from the ticket's reference, which the server made
                dangerouslySetInnerHTML={{ __html: codes[ticket.reference] }}
              />
            ) : null}
            <div>
              <p className="font-semibold text-forest-900">{ticket.name}</p>
              <p className="font-mono text-sm text-ink/85">{ticket.reference}</p>
              {ticket.free && <p className="text-xs text-forest-700">{t("done.freePlace")}</p>}
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/events" className="btn-secondary">
          {t("done.more")}
        </Link>
      </div>
    </div>
  );
}
