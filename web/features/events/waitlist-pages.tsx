import { Link } from "react-router";
import { useForm } from "../../lib/form";
import { CONFIRM_FIELD, CONFIRM_VALUE } from "../../../common/confirm";
import { clubDay } from "../../../common/club-time";
import { formatClubTime, formatDate } from "../../../common/format";
import { ErrorBox } from "../../components/form-fields";
import { BookingPanel, Confirmation } from "./booking-form";
import type {
  BookingResult,
  CancelResult,
  LeaveResult,
  RegistrationPageData,
  WaitlistPageData,
} from "./booking-results";
import { useEventsTexts } from "./events-texts";

/* The programme's personal pages, reached by the signed links of its mails: a place on the waiting list, a registration. */

type WaitlistAction = BookingResult | LeaveResult | undefined;

/**
 * /events/waitlist/{token}: the place in line, or the offer (places, until when in India time) with the booking form
 * (Book: then the confirmation, or Razorpay for a paid item) and Leave the list.
 */
/** Leave the list (a plain post, `intent=leave`): the page then shows the place as it now is. */
function LeaveForm({ actionData }: { actionData: LeaveResult | undefined }) {
  const { t, say } = useEventsTexts();
  const form = useForm<LeaveResult>({ id: "leave", intent: "leave", actionData, toast: false, say });
  return (
    <form.Form {...form.props} className="mt-6">
      <input type="hidden" name="intent" value="leave" />
      {form.failure?.message ? <ErrorBox id={form.messageId}>{form.message}</ErrorBox> : null}
      <button type="submit" disabled={form.busy} className="btn-secondary">
        {t("waitlist.leave")}
      </button>
    </form.Form>
  );
}

export function WaitlistPage({ data, actionData }: { data: WaitlistPageData; actionData: WaitlistAction }) {
  const { t, language } = useEventsTexts();
  const { entry } = data;
  const booked = actionData && !("intent" in actionData) && actionData.ok;
  const open = entry.status === "waiting" || entry.status === "offered";
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <p className="eyebrow text-saffron-700">{t("waitlist.heading")}</p>
      <h1 className="mt-2 text-3xl font-semibold text-forest-900 sm:text-4xl">
        <Link to={`/events/${entry.item.slug}`} className="underline-offset-4 hover:underline">
          {data.title}
        </Link>
      </h1>
      <div id="book" className="mt-6 rounded-3xl bg-white p-5 ring-1 ring-forest-900/10 sm:p-8">
        {booked || entry.status === "offered" ? (
          <>
            {!booked && entry.offer_expires_at && (
              <p className="font-semibold text-forest-900" data-testid="waitlist-offer">
                {t("waitlist.offer", {
                  count: entry.seats,
                  until: `${formatDate(clubDay(new Date(entry.offer_expires_at)), language)}, ${formatClubTime(entry.offer_expires_at, language)}`,
                })}
              </p>
            )}
            <BookingPanel data={data.booking} actionData={actionData} />
          </>
        ) : (
          <p className="font-semibold text-forest-900" data-testid="waitlist-status">
            {entry.status === "waiting"
              ? t("waitlist.position", { position: entry.position ?? 1, count: entry.seats })
              : t(`waitlist.status.${entry.status}`)}
          </p>
        )}
      </div>
      {open && !booked && (
        <LeaveForm actionData={actionData && "intent" in actionData ? (actionData as LeaveResult) : undefined} />
      )}
    </div>
  );
}

/**
 * /events/registrations/{reference}: the registration and its tickets with their QR codes, and Cancel my places
 * while the terms allow — a confirmation step that says the refund (in the page, ?cancel=1, without JavaScript).
 */
export function RegistrationPage({
  data,
  actionData: posted,
}: {
  data: RegistrationPageData;
  actionData: CancelResult | undefined;
}) {
  const { t, say, rupees, language } = useEventsTexts();
  const { registration, token } = data;
  const base = `/events/registrations/${encodeURIComponent(registration.reference)}`;
  const query = token ? `?t=${encodeURIComponent(token)}` : "";
  const form = useForm<CancelResult>({
    id: "cancel",
    actionData: posted,
    action: `${base}${query}`,
    toast: false,
    say,
  });
  const actionData = form.result;
  const confirming = data.cancellable && (data.confirming || (actionData && !actionData.ok && actionData.confirm));
  const refused = actionData && !actionData.ok && !actionData.confirm ? actionData.message : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <p className="eyebrow text-saffron-700">{t("registration.heading")}</p>
      <h1 className="mt-2 text-3xl font-semibold text-forest-900 sm:text-4xl">
        <Link to={`/events/${registration.item.slug}`} className="underline-offset-4 hover:underline">
          {registration.item.title}
        </Link>
      </h1>
      <p className="mt-2 text-sm text-ink/85" data-testid="registration-status">
        {t(`registration.status.${registration.status}`)}
      </p>
      {actionData?.ok && (
        <p role="status" className="mt-4 rounded-2xl bg-forest-100 p-4 text-sm font-semibold text-forest-900">
          {actionData.refund > 0
            ? t("registration.cancelledRefund", { amount: rupees(actionData.refund) })
            : t("registration.cancelledNothing")}
        </p>
      )}
      {refused ? <ErrorBox>{say(refused)}</ErrorBox> : null}
      {registration.status === "confirmed" && <Confirmation registration={registration} codes={data.codes} />}

      {data.cancellable && registration.cancel_until && (
        <section aria-labelledby="cancel-heading" className="mt-10 rounded-3xl bg-cream-100 p-5 sm:p-6">
          <h2 id="cancel-heading" className="text-xl font-semibold text-forest-900">
            {t("registration.cancelHeading")}
          </h2>
          <p className="mt-2 text-sm text-ink/85">
            {t("registration.cancelUntil", { day: formatDate(registration.cancel_until, language) })}
          </p>
          {confirming ? (
            <form.Form {...form.props} className="mt-4 space-y-3">
              <p className="text-sm font-semibold text-forest-900">
                {registration.amount > 0
                  ? t("registration.confirmRefund", { count: registration.seats, amount: rupees(registration.amount) })
                  : t("registration.confirmFree", { count: registration.seats })}
              </p>
              {actionData && !actionData.ok && actionData.confirm ? (
                <ErrorBox>{say(actionData.message)}</ErrorBox>
              ) : null}
              {token ? <input type="hidden" name="t" value={token} /> : null}
              <input type="hidden" name={CONFIRM_FIELD} value={CONFIRM_VALUE} />
              <div className="flex flex-wrap gap-3">
                <button type="submit" disabled={form.busy} className="btn-primary bg-red-700">
                  {t("registration.confirmCancel")}
                </button>
                <Link to={`${base}${query}`} className="btn-secondary">
                  {t("registration.keep")}
                </Link>
              </div>
            </form.Form>
          ) : (
            <Link to={`${base}${query ? `${query}&` : "?"}cancel=1#cancel-heading`} className="btn-secondary mt-4">
              {t("registration.cancel")}
            </Link>
          )}
        </section>
      )}
    </div>
  );
}
